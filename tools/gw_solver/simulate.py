"""Games played on the real engine (new_state(seed), sample_chance, the AI's choose) against the solved values.

Why: an independent check of the exact figures. These games run on whole states (PRNG, turn count, events
and all), not on keys, and the optimal player finds its move by searching the rest of its turn down to the
next turn's start, whose value it looks up by key; so a wrong key or a wrong graph shows as a gap between the
simulated and the exact win rates.
"""

import multiprocessing

from gw_solver.graph import AT_PHASE, AT_WINNER, PH_OVER, key, outcome_groups, turns_begun
from gw_solver.values import TIE
from yaga.games.goat_wolf import ai
from yaga.engine import CHANCE, TERMINAL
from yaga.rng import Rng
from yaga.games.goat_wolf import rules as gw

_turn_values = {}  # key of a turn-start state -> the Goat's chance; set before the pool forks
_start = [None]  # a function seed -> new state of the variant solved


def optimal_action(s):
    """The solved policy's action at s: the first legal action whose value is the best within TIE."""
    turn0 = turns_begun(s)
    memo = {}
    legal = gw.legal_actions(s)
    values = []
    for a in legal:
        t = bytearray(s)
        gw.apply_action(t, a)
        values.append(_value(t, turn0, memo))
    best = max(values) if gw.current_player(s) == gw.GOAT else min(values)
    for a, v in zip(legal, values):
        if abs(v - best) <= TIE:
            return a
    raise AssertionError("no best action")


def _value(s, turn0, memo):
    if s[AT_PHASE] == PH_OVER:
        return 1.0 if s[AT_WINNER] == 1 else 0.0
    k = key(s)
    if turns_begun(s) != turn0:
        return _turn_values[k]
    v = memo.get(k)
    if v is not None:
        return v
    player = gw.current_player(s)
    if player == CHANCE:
        total = 0.0
        weights = 0
        for a, w in outcome_groups(s):
            t = bytearray(s)
            gw.apply_action(t, a)
            total += w * _value(t, turn0, memo)
            weights += w
        v = total / weights
    else:
        vals = []
        for a in gw.legal_actions(s):
            t = bytearray(s)
            gw.apply_action(t, a)
            vals.append(_value(t, turn0, memo))
        v = max(vals) if player == gw.GOAT else min(vals)
    memo[k] = v
    return v


def play(job):
    """Games with seeds first..last-1: (Goat wins, turns begun in all). Players: 'optimal' or an AI level."""
    goat, wolf, first, last = job
    rng = Rng(first)
    wins = turns = 0
    for seed in range(first, last):
        s = _start[0](seed)
        while True:
            player = gw.current_player(s)
            if player == TERMINAL:
                break
            if player == CHANCE:
                a = gw.sample_chance(s)
            else:
                who = goat if player == gw.GOAT else wolf
                if who == "optimal":
                    a = optimal_action(s)
                else:
                    a = ai.choose(s, ai.LEVELS.index(who), rng)
            gw.apply_action(s, a)
        wins += s[AT_WINNER] == 1
        turns += turns_begun(s)
    return wins, turns


def simulate(pairings, games, workers, keys, values, start):
    """{(goat, wolf): (Goat's win rate, mean turns)} over `games` seeds each (the same seeds for every pairing)."""
    _turn_values.clear()
    _turn_values.update(zip(keys, values))
    _start[0] = start
    step = max(1, games // (8 * workers))
    jobs = [(g, w, a, min(a + step, games + 1)) for g, w in pairings for a in range(1, games + 1, step)]
    out = {}
    with multiprocessing.Pool(workers) as pool:
        for (g, w, a, b), (wins, turns) in zip(jobs, pool.map(play, jobs)):
            got = out.setdefault((g, w), [0, 0])
            got[0] += wins
            got[1] += turns
    return {p: (wins / games, turns / games) for p, (wins, turns) in out.items()}
