"""Build lib/yaga/games/goat_wolf/ai_table.bin: the hard Goat and Wolf AI's table of win chances (CPython, ~minutes).

Positions are abstracted to (player to move, soul saved, Wolf clockwise, Goat cell, Wolf cell); the
pending modifiers and flags are left out. For each position the real engine plays out every dice
outcome of one turn (chance nodes expanded, choices kept as max/min nodes) up to the start of the next
turn, giving a tree whose leaves are positions. Value iteration over those trees converges to each
position's chance that the Goat wins when both sides pick the best by the table.
Usage: .venv/bin/python tools/build_gw_table.py [sweeps]
"""

import multiprocessing
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.join(HERE, "..", "lib")]

from yaga.games.goat_wolf import ai  # noqa: E402
from yaga.engine import CHANCE, TERMINAL  # noqa: E402
from yaga.games.goat_wolf import rules as gw  # noqa: E402
from yaga.games.goat_wolf import board as B  # noqa: E402

GOAT_WINS = -1
WOLF_WINS = -2
OUT = os.path.join(HERE, "..", "lib", "yaga", "games", "goat_wolf", "ai_table.bin")
# ENCODING: a byte holds 255 * sqrt(chance). The Goat's chances are mostly a few per cent; a plain
# 255 * chance would give the Wolf's options equal values where they differ by less than 0.4%.


def positions():
    for turn in (0, 1):
        for soul in (0, 1):
            for cw in (0, 1):
                for goat in range(B.CELLS):
                    for wolf in range(B.CELLS):
                        if goat == B.C and soul:
                            continue
                        yield turn, soul, cw, goat, wolf


def expand(s, turns):
    """The tree of s up to the next turn's start: an int leaf, or (kind, children) kind 0 chance/1 max/2 min."""
    player = gw.current_player(s)
    if player == TERMINAL:
        return GOAT_WINS if s[gw.AT_WINNER] == 1 else WOLF_WINS
    if s[gw.AT_TURNS] * 256 + s[gw.AT_TURNS + 1] != turns:
        return ai.position_key(s)
    children = []
    for a in gw.legal_actions(s):
        t = bytearray(s)
        gw.apply_action(t, a)
        children.append(expand(t, turns))
    if player == CHANCE:
        first = children[0]
        if isinstance(first, int) and all(c == first for c in children):
            return first
        return (0, tuple(children))
    return (1 if player == gw.GOAT else 2, tuple(children))


def tree_of(pos):
    turn, soul, cw, goat, wolf = pos
    s = gw.new_state(1)
    gw.set_position(s, goat, wolf, turn, soul == 1, cw == 1)
    return ai.table_index(goat, soul, wolf, cw, turn), expand(s, s[gw.AT_TURNS] * 256 + s[gw.AT_TURNS + 1])


def value(node, v):
    if isinstance(node, int):
        if node >= 0:
            return v[node]
        return 1.0 if node == GOAT_WINS else 0.0
    kind, children = node
    if kind == 0:
        return sum(value(c, v) for c in children) / len(children)
    vals = [value(c, v) for c in children]
    return max(vals) if kind == 1 else min(vals)


def build(sweeps):
    with multiprocessing.Pool() as pool:
        trees = pool.map(tree_of, list(positions()), chunksize=64)
    print("positions: %d" % len(trees))
    v = [0.5] * ai.TABLE_SIZE
    for sweep in range(sweeps):
        delta = 0.0
        for idx, tree in trees:
            new = value(tree, v)
            delta = max(delta, abs(new - v[idx]))
            v[idx] = new
        print("sweep %d: largest change %.4f" % (sweep + 1, delta))
        sys.stdout.flush()
        if delta < 0.002:
            break
    return bytes(int(round(255 * max(0.0, x) ** 0.5)) for x in v)  # see ENCODING


def write(data):
    """The raw bytes, entry i at offset i (i = yaga.games.goat_wolf.ai.table_index): the box reads them from flash."""
    with open(OUT, "wb") as f:
        f.write(data)


def main():
    write(build(int(sys.argv[1]) if len(sys.argv) > 1 else 60))
    print("wrote %s" % OUT)


if __name__ == "__main__":
    main()
