"""TA-6 "Please record the score of each game": the Tatra score history, one fixed-size record.

Games are numbered 1, 2, 3 ... (the box has no clock, so no dates). The last CAPACITY games are kept in a
ring; the best score of each game length is kept apart, so it survives when its game leaves the ring.
The app saves the bytes with yaga.saves after every recorded game (a power cut keeps the old or new record).
The big-endian fields are read and written with struct (built in: no module to load on the box): ">H" the
games, ">HH" a best, ">HBH" a ring entry.

Layout (SIZE bytes):
| off | size | meaning                                                                      |
|-----|------|------------------------------------------------------------------------------|
|   0 |    2 | games recorded so far = number of the newest game (u16, stops at 65535)      |
|   2 |    1 | entries in the ring 0..CAPACITY                                              |
|   3 |    1 | ring index of the newest entry                                               |
|   4 |   12 | best per length short / medium / long: score (u16), game number (u16, 0 none) |
|  16 |  5*N | ring entries: game number (u16), length (u8, 0..2), score (u16)               |
| 116 |    4 | the newest game's id (u32, 0 none): a game recorded again under it is no new game |

The id makes the history and the game's own save, which change together, safe to write one after the other: a
power cut between the two leaves the finished game to be recorded again, and recording it again changes
nothing. A history from before the id (OLD_SIZE bytes) reads as one whose newest game has none.
"""

import struct

from yaga.compat import const
from yaga.games.tatra.rules import LENGTHS

CAPACITY = const(20)
_ENTRY = const(5)
_GAMES = const(0)
_COUNT = const(2)
_NEWEST = const(3)
_BEST = const(4)
_RING = const(16)
_ID = const(116)  # _RING + CAPACITY * _ENTRY
SIZE = const(120)
OLD_SIZE = _ID  # a history from before the newest game's id
_LAST_GAME = const(0xFFFF)


def new_history():
    return bytearray(SIZE)


def load(store):
    """The history an AppStore holds (one from before the id given one), or None when there is none to trust."""
    h = store.load(None, is_valid, SIZE)
    if h is not None and len(h) == OLD_SIZE:
        h.extend(bytes(SIZE - OLD_SIZE))
    return h


def is_valid(h):
    """A history the screens can show: the right size (or OLD_SIZE), at most CAPACITY entries (and no more than the games
    recorded), the newest inside the ring, every kept entry of a known length and a game number recorded (a damaged record with a sound CRC is refused, not shown)."""
    if len(h) != SIZE and len(h) != OLD_SIZE or h[_COUNT] > CAPACITY or h[_NEWEST] >= CAPACITY or h[_COUNT] > games_played(h):
        return False
    games = games_played(h)
    for age in range(h[_COUNT]):  # each kept game numbered within the games recorded
        game, length, _ = entry(h, age)
        if length >= len(LENGTHS) or not 0 < game <= games:
            return False
    for length in range(len(LENGTHS)):
        if struct.unpack_from(">HH", h, _BEST + 4 * length)[1] > games:
            return False
    return True


def games_played(h):
    return struct.unpack_from(">H", h, _GAMES)[0]


def count(h):
    """Entries kept (at most CAPACITY)."""
    return h[_COUNT]


def record(h, length, score, game_id=0):
    """Add a finished game (length 0 short, 1 medium, 2 long); returns its game number. game_id: the game's own
    (a CRC-32 of its finished state, say; 0 none): the newest game's id again adds nothing."""
    if not 0 <= length < len(LENGTHS) or not 0 <= score <= 0xFFFF:
        raise ValueError("length 0..2, score 0..65535")
    if game_id and struct.unpack_from(">I", h, _ID)[0] == game_id:
        return games_played(h)
    struct.pack_into(">I", h, _ID, game_id)
    game = min(games_played(h) + 1, _LAST_GAME)
    struct.pack_into(">H", h, _GAMES, game)
    newest = (h[_NEWEST] + 1) % CAPACITY if h[_COUNT] else 0
    h[_NEWEST] = newest
    if h[_COUNT] < CAPACITY:
        h[_COUNT] += 1
    struct.pack_into(">HBH", h, _RING + newest * _ENTRY, game, length, score)
    b = best(h, length)
    if b is None or score > b[0]:  # a tie keeps the game that reached it first
        struct.pack_into(">HH", h, _BEST + 4 * length, score, game)
    return game


def entry(h, age):
    """(game number, length 0..2, score) of the game `age` games before the newest (0 = newest)."""
    if not 0 <= age < h[_COUNT]:
        raise ValueError("no such game in the history")
    return struct.unpack_from(">HBH", h, _RING + ((h[_NEWEST] - age) % CAPACITY) * _ENTRY)


def best(h, length):
    """(score, game number) of the best game of that length, or None before the first one."""
    b = struct.unpack_from(">HH", h, _BEST + 4 * length)
    return None if b[1] == 0 else b

