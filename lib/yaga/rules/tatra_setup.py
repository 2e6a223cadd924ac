"""Starting and resuming a Tatra companion game: `new_state` (TA-1's first step), `is_valid` (a saved state the
screens can resume), the game lengths and TA-1's allied coins per length.

Kept apart from yaga.rules.tatra (whose state layout this module writes and checks) so the box holds them only
while a game starts or is resumed: the screens import this module then and let it go. Tests and tools reach
them as yaga.rules.tatra.new_state ... through the engine's module __getattr__ (yaga.rules.tatra_view).
"""

from yaga.compat import const
from yaga.rng import seed_state

LENGTHS = ("short", "medium", "long")

# yaga.rules.tatra's numbers (const() does not cross modules; test_tatra_app checks them)
_STATE_SIZE = const(40)
_TRACK_CUBES = const(9)  # TA-1: nine cubes on the Beasts & Spirits track
_BATTLE_MOVES = const(8)  # TA-4: eight moves to defeat all enemies
_ASK_AREAS = const(1)
_F_CHANCE = const(2)
_F_OVER = const(4)
_RNG = const(0)
_LENGTH = const(4)
_ROUND = const(7)
_TRACK = const(9)
_AREAS = const(16)
_ALLIED = const(17)
_ASK = const(18)
_FLAGS = const(19)
_MOVES = const(20)

# the highest value each byte from _LENGTH to the dragon tiles left (37) can hold (255: any, as in the u16 fields)
_MAX = b"\x02\x04\x08\xff\xff\x09\x09\x09\x09\x09\x09\x09\x28\x28\x07\x0f\x08\x01\x04\x0c\x0c\x0c\x0c\xff\xff\x0c\x02\x3c\xff\xff\xff\x63\x03\x03"


def allied_coins_at_start(length):
    """TA-1: a short / medium / long game flips 6 / 3 / 0 coins to allied."""
    return (6, 3, 0)[_length_index(length)]


def _length_index(length):
    if length in LENGTHS:
        return LENGTHS.index(length)
    if isinstance(length, int) and 0 <= length < len(LENGTHS):
        return length
    raise ValueError("game length is short, medium or long")


def new_state(seed, length="short"):
    """A fresh game at TA-1 step one: place the coins (the box asks how many areas the board has)."""
    s = bytearray(_STATE_SIZE)
    seed_state(s, _RNG, seed)
    s[_LENGTH] = _length_index(length)
    s[_ALLIED] = allied_coins_at_start(length)
    s[_TRACK] = _TRACK_CUBES
    s[_ROUND + 1] = 1  # the first round (u16, big-endian)
    s[_MOVES] = _BATTLE_MOVES
    s[_ASK] = _ASK_AREAS
    return s


def is_valid(s):
    """A state the screens can resume: the right size, every field in its range (see _MAX), no more allied
    coins than areas once entered, and not waiting on a chance outcome (the box draws it before it saves)."""
    if len(s) != _STATE_SIZE or s[_AREAS] and s[_ALLIED] > s[_AREAS]:  # areas: 0 until entered
        return False
    for i in range(len(_MAX)):
        if s[_LENGTH + i] > _MAX[i]:
            return False
    return s[_FLAGS] & (_F_CHANCE | _F_OVER) != _F_CHANCE  # a chance node: the draw flag on a game not over
