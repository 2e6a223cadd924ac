"""The hard AI's costliest decisions, found for timing on the device (tools/devicelab's probe of them).

The solver counts the engine applies of hard's search at every reachable decision (gw_solver.table.applies_at, no
cuts); the turns holding the costliest are played again on the engine, and every decision of two or more actions
in them is searched by the AI itself (yaga.games.goat_wolf.ai.choose, cuts and all) with its applies counted.
"""

import numpy as np

from gw_solver.graph import GOAT_NODE, KEY_FROM, KEY_TO, WOLF_NODE, turns_begun
from gw_solver.table import applies_at
from yaga.engine import CHANCE, TERMINAL
from yaga.games.goat_wolf import ai
from yaga.games.goat_wolf import rules as gw
from yaga.rng import Rng


def counted_choice(s):
    """The engine applies hard's choice at s makes (rules.search_apply wrapped while it runs)."""
    real = gw.search_apply
    n = [0]

    def counting(t, a):
        n[0] += 1
        real(t, a)

    gw.search_apply = counting
    try:
        ai.choose(s, ai.HARD, Rng(1))
    finally:
        gw.search_apply = real
    return n[0]


def costliest(graph, looked, keep_first, keys, start, turns=40, keep=4):
    """{side: [(applies, state bytes)]}, the `keep` costliest decisions found in the `turns` turns holding the
    decisions the solver counts costliest for that side."""
    at_root = applies_at(graph, looked, keep_first)
    out = {}
    for side, kind in (("goat", GOAT_NODE), ("wolf", WOLF_NODE)):
        mask = np.flatnonzero((graph.kind == kind) & (graph.count > 1))
        roots = []
        for n in mask[np.argsort(-at_root[mask], kind="stable")]:
            if graph.turn[n] not in roots:
                roots.append(graph.turn[n])
                if len(roots) == turns:
                    break
        found = {}
        for ts in roots:
            s0 = start(1)
            s0[KEY_FROM:KEY_TO] = bytes(keys[ts])  # the turn's start: its key and a game's bookkeeping
            turn0 = turns_begun(s0)
            stack = [s0]
            seen = set()
            while stack:
                s = stack.pop()
                if gw.current_player(s) == TERMINAL or turns_begun(s) != turn0 or bytes(s) in seen:
                    continue
                seen.add(bytes(s))
                legal = gw.legal_actions(s)
                if gw.current_player(s) != CHANCE and len(legal) > 1:
                    found[bytes(s)] = counted_choice(s)
                for a in legal:
                    t = bytearray(s)
                    gw.apply_action(t, a)
                    stack.append(t)
        out[side] = sorted(((n, s) for s, n in found.items()), reverse=True)[:keep]
    return out
