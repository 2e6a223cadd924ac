"""What the quest's tests read of a Baba Yaga (2010) companion state beside the engine's contract: an edit's
action number, the solo Horseman roll, and the fields the tests check by name (the screens read the same bytes
at the engine's public offsets, `s[q.PHASE]`)."""

from yaga.games.quest import readable
from yaga.games.quest import rules as q


def edit(seat, e):
    """The action number of edit e (E_*) on seat."""
    return q.EDIT + q.EDITS * seat + e


def solo_horseman(die):
    """BQ-4: the solo time-of-day roll: 1-2 White, 3-4 Red, 5-6 Black."""
    if die < 1 or die > 6:
        raise ValueError("a die shows 1-6")
    return readable.HORSEMEN[(die - 1) // 2]


def phase(s):
    return s[q.PHASE]


def seat(s):
    return s[q.CUR]


def time_of_day(s):
    return s[q.TOD]


def decks(s):
    return s[q.TOWN], s[q.WILD]


def turn_step(s):
    return s[q.STEP]


def baba_target(s):
    """The seat Baba Yaga last flew toward, or NOBODY."""
    return s[q.TARGET]


def skipping(s):
    return s[q.TFLAGS] & q.T_SKIPPING != 0


def challenge_result(s):
    return s[q.CH_RESULT]
