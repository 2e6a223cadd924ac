"""Resuming a Tatra companion game: `is_valid`, whether a saved state is one the screens can resume.

Kept apart from yaga.games.tatra.rules (whose state layout this module checks) so the box holds it only while a game
is resumed: the screens import this module then and let it go. Tests and tools reach it as
yaga.games.tatra.rules.is_valid through the engine's module __getattr__ (yaga.games.tatra.view).
"""

from yaga.compat import const

# yaga.games.tatra.rules's numbers (const() does not cross modules; test_tatra_app checks them)
_STATE_SIZE = const(45)
_F_BATTLE = const(1)
_F_CHANCE = const(2)
_F_OVER = const(4)
_LENGTH = const(4)
_AREAS = const(16)
_ALLIED = const(17)
_FLAGS = const(19)
_F_ALLIANCE = const(16)
_SETUP = const(5)
_SETUP_DONE = const(19)

# a state saved before the rulebook's whole set-up checklist and the alliance helper (issue 17): 40 bytes, the
# checklist's 4 steps done at 4
OLD_STATE_SIZE = const(40)
_OLD_SETUP_DONE = const(4)

# the highest value each byte from _LENGTH to the negotiations failed (44) can hold (255: any, as in the u16 fields)
_MAX = (
    b"\x02\x13\x08\xff\xff\x09\x09\x09\x09\x09\x09\x09\x28\x28\x08\x1f\x08\x01\x04\x0c\x0c\x0c\x0c\xff\xff\x0c\x02\x3c"
    b"\xff\xff\xff\x63\x03\x03\xff\xff\x04\x04\x03\xff\xff"
)


def upgraded(saved):
    """A 40-byte state of the earlier layout as today's, so a game under way survives the update: the alliance
    fields (bytes 40-44) are zero, and a finished set-up checklist stays finished (one under way starts again:
    its 4 steps are now the rulebook's 19). The result still has to pass is_valid."""
    s = bytearray(_STATE_SIZE)
    s[:OLD_STATE_SIZE] = saved
    s[_SETUP] = _SETUP_DONE if saved[_SETUP] >= _OLD_SETUP_DONE else 0
    return s


def is_valid(s):
    """A state the screens can resume: the right size, every field in its range (see _MAX), no more allied
    coins than areas once entered, not a battle and an alliance at once, and not waiting on a chance outcome (the
    box draws it before it saves)."""
    if len(s) != _STATE_SIZE or s[_AREAS] and s[_ALLIED] > s[_AREAS]:  # areas: 0 until entered
        return False
    if s[_FLAGS] & _F_BATTLE and s[_FLAGS] & _F_ALLIANCE:
        return False
    for i in range(len(_MAX)):
        if s[_LENGTH + i] > _MAX[i]:
            return False
    return s[_FLAGS] & (_F_CHANCE | _F_OVER) != _F_CHANCE  # a chance node: the draw flag on a game not over
