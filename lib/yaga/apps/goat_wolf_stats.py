"""Goat and Wolf's statistics on the flash: games played, wins per side and AI level, the win streak against the AI.

Why a record of its own (app_goat_wolf_stats): the game's save is written after every action and a new game
replaces it; these numbers outlive games, are written only as a game ends, and are reset from the statistics
screen (with a confirm). Imported only then and while the screen shows.
Payload (SIZE bytes, big-endian u16s, each stopping at 65535): games played (two players and against the AI),
wins against the AI by level (easy, normal, hard) and by the side the player had (Goat, Wolf), the current run
of wins against the AI and the best run (those two stop at 999).
"""

from yaga.box import AppStore
from yaga.compat import const

SIZE = const(18)
_GAMES = const(0)
_WINS = const(2)  # + 4 * level + 2 * side
_STREAK = const(14)
_BEST = const(16)
_STREAK_MOST = const(999)  # a run stops counting there: its line fits the screen

_M_HUMANS = const(0)  # yaga.apps.goat_wolf's modes (a test checks the copies)
_M_YOU_GOAT = const(2)
_M_YOU_WOLF = const(1)


def store(app):
    return AppStore(app.box.store.store, "app_goat_wolf_stats", app.ID)


def load(app):
    """The record, or a blank one (none yet, or one the box cannot trust: the shell tells of a damaged one)."""
    st = store(app)
    rec = st.load(SIZE)
    if st.problem is not None and app.box.store.problem is None:
        app.box.store.problem = st.take_problem()
    return rec if rec is not None else bytearray(SIZE)


def save(app, rec):
    st = store(app)
    if not st.save(rec) and app.box.store.problem is None:
        app.box.store.problem = st.take_problem()


def get(rec, at):
    return rec[at] << 8 | rec[at + 1]


def wins(rec, level, side):
    return get(rec, _WINS + 4 * level + 2 * side)


def streak(rec):
    return get(rec, _STREAK), get(rec, _BEST)


def games(rec):
    return get(rec, _GAMES)


def _put(rec, at, v):
    v = min(v, 0xFFFF)
    rec[at] = v >> 8
    rec[at + 1] = v & 0xFF


def record(app, winner):
    """A game just ended, won by winner (0 the Goat, 1 the Wolf): counted unless both sides were the AI."""
    if app.mode != _M_HUMANS and app.mode != _M_YOU_GOAT and app.mode != _M_YOU_WOLF:
        return
    rec = load(app)
    _put(rec, _GAMES, get(rec, _GAMES) + 1)
    if app.mode != _M_HUMANS:
        side = 0 if app.mode == _M_YOU_GOAT else 1
        if winner == side:
            at = _WINS + 4 * app.level + 2 * side
            _put(rec, at, get(rec, at) + 1)
            _put(rec, _STREAK, min(_STREAK_MOST, get(rec, _STREAK) + 1))
            _put(rec, _BEST, max(get(rec, _BEST), get(rec, _STREAK)))
        else:
            _put(rec, _STREAK, 0)
    save(app, rec)


def reset(app):
    save(app, bytearray(SIZE))
