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


def notes(app):
    """The messages of the notes over the app's screen, in the order they show (yaga.views Note)."""
    from yaga.views import Note

    out = []
    for view in reversed(app.views):
        if not isinstance(view, Note):
            break
        out.append(view.message)
    return out


def asked(app):
    """The yes/no box on top (its question, its pending choice), or None."""
    top = app.top()
    return top if hasattr(top, "pending") else None


def on_start_menu(app):
    """No game, and the style menu shows alone on the app's stack."""
    return app.s is None and len(app.views) == 1 and app.top().items[0] == app.w["new_comp"]


def shown(app):
    """The widget the app's screen shows: its top view, or the letter picker a name is typed on."""
    top = app.top()
    return getattr(top, "picker", top)
