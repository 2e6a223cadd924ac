"""Exact values at sampled decisions, for the coach's test (tests/test_goat_wolf_coach_solver.py).

Why: the solver takes tens of minutes and numpy; the test must not. So, once per rule set, games are played
(each choice random or the normal level's, by a seeded coin) and `positions` of their decisions of two or more
actions drawn at random; each action's exact value (the rest of the turn searched, every roll and choice, to the
solved turn-start values: gw_solver.simulate) is written with the game's seed and actions, from which the test
replays each position on the engine.
"""

import json
import random

from gw_solver.graph import turns_begun
from gw_solver.simulate import _turn_values, _value
from yaga.engine import CHANCE, TERMINAL
from yaga.games.goat_wolf import ai
from yaga.games.goat_wolf import rules as gw
from yaga.rng import Rng

SCALE = 10 ** 9  # values written as integers of this many parts


def games_played(start, games, seed):
    """[(seed, [actions])] of `games` games, each choice random or the normal level's (a coin each)."""
    rnd = random.Random(seed)
    rng = Rng(seed)
    out = []
    for g in range(games):
        s = start(g + 1)
        actions = []
        while gw.current_player(s) != TERMINAL:
            if gw.current_player(s) == CHANCE:
                a = gw.sample_chance(s)
            elif rnd.random() < 0.5:
                a = rnd.choice(gw.legal_actions(s))
            else:
                a = ai.choose(s, ai.NORMAL, rng)
            actions.append(a)
            gw.apply_action(s, a)
        out.append((g + 1, actions))
    return out


def write(path, rules, start, keys, values, positions, games=120, seed=29):
    """Write the fixture: the games' seeds and actions, and for `positions` decisions drawn from them the exact
    value of each legal action, in legal_actions order."""
    _turn_values.clear()
    _turn_values.update(zip(keys, values))
    played = games_played(start, games, seed)
    plies = []
    for g, (_, actions) in enumerate(played):
        s = start(played[g][0])
        for i, a in enumerate(actions):
            if gw.current_player(s) >= 0 and len(gw.legal_actions(s)) > 1:
                plies.append((g, i))
            gw.apply_action(s, a)
    chosen = sorted(random.Random(seed).sample(plies, min(positions, len(plies))))
    out = []
    for g, ply in chosen:
        s = start(played[g][0])
        for a in played[g][1][:ply]:
            gw.apply_action(s, a)
        turn0 = turns_begun(s)
        exact = []
        for a in gw.legal_actions(s):
            t = bytearray(s)
            gw.apply_action(t, a)
            exact.append(round(_value(t, turn0, {}) * SCALE))
        out.append([g, ply, exact])
    with open(path, "w") as f:
        json.dump({"rules": rules, "scale": SCALE,
                   "games": [[seed_, bytes(actions).hex()] for seed_, actions in played], "positions": out}, f)
        f.write("\n")
    return len(out)
