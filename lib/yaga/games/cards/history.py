"""The round's history of the card game: a ring of its last moves, kept in the save after the state, and a
move told in words (the status line and the History screen), from public facts only: never the face of a
card drawn from the draw pile.

The ring (SIZE bytes): the next slot, how many are filled, then per move its seat (255: a shuffle), the action
(u16 big-endian) and the card taken from a discard pile (255 for none).
"""

from yaga.compat import const
from yaga.games.cards import rules as C

MOVES = const(24)  # the round's last 24 moves
SIZE = const(2 + 4 * MOVES)
REDEALT = const(62)  # not an engine action: the ring's mark of a redeal (BY-12)


def record(h, p, a, extra):
    """Keep move a of seat p (-1: the shuffle) in ring h, the newest over the oldest."""
    i = 2 + 4 * h[0]
    h[i] = p & 0xFF
    h[i + 1] = a >> 8
    h[i + 2] = a & 0xFF
    h[i + 3] = extra
    h[0] = (h[0] + 1) % MOVES
    if h[1] < MOVES:
        h[1] += 1


def clear(h):
    h[0] = h[1] = 0


def is_valid(h, n):
    """The ring's counters in range, and every move kept a seat of the n in the game (or the shuffle's 255), an
    action that can be told, and a card kind or none (255)."""
    if h[0] >= MOVES or h[1] > MOVES:
        return False
    for i in range(2, len(h), 4):
        a = h[i + 1] << 8 | h[i + 2]
        if h[i] >= n and h[i] != 255 or h[i + 3] >= C.KINDS and h[i + 3] != 255 or a >= C.MAX_ACTION:
            return False
        if REDEALT < a < C.CAST_BASE or a < C.DECLARE and a & 1 and h[i + 3] == 255:  # a take names its card
            return False
    return True


def rows(h, w):
    """The moves of ring h, newest first, told in the words w."""
    out = []
    for j in range(h[1]):
        i = 2 + 4 * ((h[0] - 1 - j) % MOVES)
        p = h[i]
        out.append(line(w, -1 if p == 255 else p, h[i + 1] << 8 | h[i + 2], h[i + 3]))
    return out


def line(w, p, a, extra):
    """Move a in the words w: seat p (-1: the shuffle of BY-7), the action and the card taken from a discard
    pile; a card drawn from the draw pile stays secret."""
    if a == REDEALT:
        return w["n_redeal"]
    if a == C.SHUFFLE:
        return w["n_shuffle"]
    p += 1
    if a == C.DECLARE:
        return w["n_declare"] % p
    if a == C.GARLIC_NO:
        return w["n_no_garlic"] % p
    if a == C.GARLIC_ON_0 or a == C.GARLIC_ON_1:
        return w["n_garlic"] % p
    shorts = w["card_shorts"]
    if a < C.DECLARE:
        pile = (a >> 1) & 1
        if a & 1:
            return w["n_take"] % (p, shorts[a >> 2], pile + 1, shorts[extra])
        return w["n_draw"] % (p, shorts[a >> 2], pile + 1)
    if a >= C.CAST_BASE:
        spell, _, _, target = C.decode_cast(a)
        if spell == C.CATS:  # at whom
            return w["n_cats"] % (p, (target >> 1) + 1)
        return w["n_cast"] % (p, w["card_names"][spell])
    return ""
