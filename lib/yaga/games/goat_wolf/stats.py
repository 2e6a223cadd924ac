"""Goat and Wolf's statistics on the flash, per rule set (as written, balanced: GW-36): games played, wins per side
and AI level, the win streak against the AI.

Why a record of its own (app_goat_wolf_stats): the game's save is written after every action and a new game
replaces it; these numbers outlive games, are written only as a game ends, and are reset from the box's Settings
(which removes the record by this name, never importing the game).
Payload (SIZE bytes): the figures of the rules as written (_SET bytes), then those of the balanced rules. Each set:
big-endian u16s, each stopping at 65535: games played (two players and against the AI), wins against the AI by
level (easy, normal, hard) and by the side the player had (Goat, Wolf), the current run of wins against the AI
and the best run (those two stop at 999). Then the last game counted, by its id (u32, 0 none): the statistics
and the game's save change together but are written one after the other, and a power cut between the two leaves
the finished game to be counted again, which its id makes a no-op. Then, per rule set, the sums over the reviewed
games of the chances the player's choices kept and of the best ones (big-endian u32s, in UNIT parts of a chance),
and the last game reviewed by its id (a review seen twice counts once). A record from before the balanced rules
holds the first set alone, one from before the id both sets, one from before the review up to the id.
"""

from yaga.box import AppStore
from yaga.compat import const

_SET = const(18)  # one rule set's figures
_ID = const(36)  # the last game counted
_OLD_SIZE = const(40)  # the record before the review's sums
_KEPT = const(40)  # + 8 * balanced: the chance kept (u32), then the best chance (u32)
_REVIEWED = const(56)  # the last game reviewed
SIZE = const(60)
_GAMES = const(0)
_WINS = const(2)  # + 4 * level + 2 * side
_STREAK = const(14)
_BEST = const(16)
_STREAK_MOST = const(999)  # a run stops counting there: its line fits the screen


UNIT = 10000  # a chance in the review's sums, in these parts
NAME = "app_goat_wolf_stats"  # the record's name: Settings removes it by this name (yaga.shell_screens)


def store(app):
    return AppStore(app.box.store.store, NAME, app.ID)


def _known_size(payload):
    """Today's, both rule sets and the id (a record from before the review), both sets alone (before the id), or
    the rules as written alone (a record from before GW-36)."""
    n = len(payload)
    return n == SIZE or n == _OLD_SIZE or n == _ID or n == _SET


def load(app):
    """The record, or a blank one (none yet, or one the box cannot trust: the shell tells of a damaged one); an
    old record's balanced figures start at 0."""
    st = store(app)
    rec = st.load(None, _known_size, SIZE)
    if st.problem is not None and app.box.store.problem is None:
        app.box.store.problem = st.take_problem()
    if rec is None:
        return bytearray(SIZE)
    return rec + bytearray(SIZE - len(rec))


def save(app, rec):
    st = store(app)
    if not st.save(rec) and app.box.store.problem is None:
        app.box.store.problem = st.take_problem()


def get(rec, at):
    return rec[at] << 8 | rec[at + 1]


def wins(rec, balanced, level, side):
    return get(rec, _SET * balanced + _WINS + 4 * level + 2 * side)


def streak(rec, balanced):
    return get(rec, _SET * balanced + _STREAK), get(rec, _SET * balanced + _BEST)


def games(rec, balanced):
    return get(rec, _SET * balanced + _GAMES)


def _get32(rec, at):
    return get(rec, at) << 16 | get(rec, at + 2)


def _put32(rec, at, v):
    _put(rec, at, v >> 16 & 0xFFFF)
    _put(rec, at + 2, v & 0xFFFF)


def kept(rec, balanced):
    """The share (0..100) of the best winning chance the reviewed games' choices kept, or None before any."""
    best = _get32(rec, _KEPT + 8 * balanced + 4)
    return None if not best else (100 * _get32(rec, _KEPT + 8 * balanced) + best // 2) // best


def record_review(app, balanced, kept_sum, best_sum, game_id):
    """A reviewed game's sums of the chances kept and the best ones, once per game (by its id)."""
    rec = load(app)
    if _get32(rec, _REVIEWED) == game_id:
        return
    _put32(rec, _REVIEWED, game_id)
    at = _KEPT + 8 * balanced
    k = _get32(rec, at) + int(kept_sum * UNIT + 0.5)
    b = _get32(rec, at + 4) + int(best_sum * UNIT + 0.5)
    if b > 0xFFFFFFFF:  # after some 400,000 choices: both halve, the share stays
        k >>= 1
        b >>= 1
    _put32(rec, at, k)
    _put32(rec, at + 4, b)
    save(app, rec)


def _put(rec, at, v):
    v = min(v, 0xFFFF)
    rec[at] = v >> 8
    rec[at + 1] = v & 0xFF


def record(app, balanced, level, winner, side, game_id):
    """A game just ended by the balanced rules or not, won by winner (0 the Goat, 1 the Wolf); side: the player's
    against the AI at level, None in a two-player game; game_id: the game's own (a CRC-32 of its finished state),
    the last counted one's again counts nothing."""
    rec = load(app)
    if game_id and _get32(rec, _ID) == game_id:
        return
    _put32(rec, _ID, game_id)
    base = _SET * balanced
    _put(rec, base + _GAMES, get(rec, base + _GAMES) + 1)
    if side is not None:
        if winner == side:
            at = base + _WINS + 4 * level + 2 * side
            _put(rec, at, get(rec, at) + 1)
            _put(rec, base + _STREAK, min(_STREAK_MOST, get(rec, base + _STREAK) + 1))
            _put(rec, base + _BEST, max(get(rec, base + _BEST), get(rec, base + _STREAK)))
        else:
            _put(rec, base + _STREAK, 0)
    save(app, rec)
