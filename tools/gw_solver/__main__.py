"""Goat and Wolf solved exactly on the project's own engine. CPython, run on demand (tens of minutes).

Steps: check the solver's state keys on the turns of random games; enumerate every reachable turn-start state
and expand each turn through yaga.games.goat_wolf.rules (every roll, every choice; the normal level's choices
recorded at each decision); policy iteration until no value changes by --tol, and each side's best reply to
the other's optimal policy; then, from the optimal policy, the mean game length, and each AI level against the
optimal opponent by exact policy evaluation (hard: its search modelled on the graph, reading the table shipped
in lib/yaga/games/goat_wolf, which --table builds first), each checked by --games games on the real engine.
Prints the figures and writes them to tools/gw_solver/<rules>.json (keeping what the stored run has and this one
did not measure), which `make bench` prints (tools/bench_gw_solver.py).

Usage: .venv/bin/python tools/gw_solver [--rules as-written|balanced] [--workers 2] [--tol 1e-9]
       [--games 2000] [--check-games 300] [--limit N (turn starts, for a quick try)] [--no-save] [--features]
       [--table [--rounds 1]] [--costliest] [--coach 1000]
"""

import argparse
import ast
import hashlib
import json
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.dirname(HERE), os.path.join(HERE, "..", "..", "lib")]

import numpy as np  # noqa: E402

from gw_solver import coach_sample  # noqa: E402
from gw_solver.costliest import costliest  # noqa: E402
from gw_solver.explore import Exploration, load  # noqa: E402
from gw_solver.features import Looked, measure, occupancy  # noqa: E402
from gw_solver.graph import GOAT_NODE, PH_REROLL, behaviour, check_turns, random_turn_starts  # noqa: E402
from gw_solver.table import Table, build, hard_policy, search_cost  # noqa: E402
from gw_solver.simulate import simulate  # noqa: E402
from gw_solver.values import Graph, side_policy  # noqa: E402
from yaga.games.goat_wolf import rules as gw  # noqa: E402

LEVELS = ("easy", "normal", "hard")
TABLE_FILES = {"as-written": "ai_table.bin", "balanced": "ai_table_balanced.bin"}  # as yaga.games.goat_wolf.ai
# whose one-die moves of a 4+4 each table holds (gw_solver.table's winds: bit 0 the Goat's, bit 1 the Wolf's), where
# playing that die through made the box's slowest decisions: the Goat's under both rule sets (its effects after
# each face, below a reroll: a fifth of a second), the Wolf's under the rules as written (its paths after each
# face: a third of a second; the balanced rules leave the Wolf at most two ends a movement)
WINDS = {"as-written": 3, "balanced": 1}
ROOT = os.path.join(HERE, "..", "..")
CACHE = os.path.join(ROOT, "build", "gw_solver")
# the solver's code an exploration is made by; the game's code counts by its behaviour (fingerprint)
TOOLS = ("tools/gw_solver/graph.py", "tools/gw_solver/explore.py")
TRACE_GAMES = 200


def start_state(rules):
    """seed -> the engine's new game under the rules solved."""
    if rules == "balanced":
        return lambda seed: gw.new_state(seed, balanced=True)
    return lambda seed: gw.new_state(seed)


def syntax(data):
    """A Python file's syntax tree without docstrings and imports, dumped: comments, docstrings and where the
    modules it uses live may change without a new exploration."""
    tree = ast.parse(data)
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if not isinstance(body, list):
            continue
        if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                and isinstance(body[0].value.value, str):
            body[0] = ast.Pass()
        node.body = [ast.Pass() if isinstance(b, (ast.Import, ast.ImportFrom)) else b for b in body]
    return ast.dump(tree).encode()


def fingerprint(start):
    """What an exploration depends on: TOOLS by their syntax, and the game's code by what it does, every node of
    the turns of TRACE_GAMES seeded random games (gw_solver.graph.behaviour: the engine's moves and the normal
    level's choices), so a refactor of the engine that plays the same keeps the cached exploration."""
    h = hashlib.sha256()
    for name in TOOLS:
        with open(os.path.join(ROOT, name), "rb") as f:
            h.update(syntax(f.read()))
    behaviour(random_turn_starts(start, TRACE_GAMES, seed=5), h)
    return np.frombuffer(h.digest(), dtype=np.uint8)


def cached(args, start):
    """The exploration's arrays: from build/gw_solver/<rules>.npz when made from the same sources, else explored
    (and saved there when complete)."""
    path = os.path.join(CACHE, "%s.npz" % args.rules)
    a = None if args.limit else load(path)
    made_from = fingerprint(start)
    if a is not None and np.array_equal(a["fingerprint"], made_from):
        log("exploration read from %s" % os.path.relpath(path, ROOT))
        return a
    ex = Exploration(start(1), args.workers, True, log, args.limit)
    a = ex.arrays
    a["fingerprint"] = made_from
    if ex.complete:
        os.makedirs(CACHE, exist_ok=True)
        np.savez(path, **a)
    return a


def log(text):
    print(text)
    sys.stdout.flush()


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--rules", choices=("as-written", "balanced"), default="as-written")
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--tol", type=float, default=1e-9)
    p.add_argument("--games", type=int, default=2000)
    p.add_argument("--check-games", type=int, default=300)
    p.add_argument("--limit", type=int, default=None)
    p.add_argument("--no-save", action="store_true")
    p.add_argument("--features", action="store_true", help="measure which pending features a hard AI table needs")
    p.add_argument("--table", action="store_true", help="build the hard AI's table for these rules and write it "
                   "into lib/yaga/games/goat_wolf (before the AI rows are valued)")
    p.add_argument("--costliest", action="store_true", help="print the hard AI's costliest decisions found, for "
                   "the device lab's probe of them (tools/devicelab/probes.py)")
    p.add_argument("--coach", type=int, default=0, help="write N sampled decisions with each action's exact "
                   "value to tests/gw_coach_<rules>.json for the coach's test, then stop")
    p.add_argument("--rounds", type=int, default=1, help="--table: rounds of exceptions (10,000 a round), the "
                   "best kept (the shipped tables: 1 as written, 3 balanced)")
    args = p.parse_args()
    start = start_state(args.rules)
    out = {"rules": args.rules, "tol": args.tol}
    t_all = time.time()

    t0 = time.time()
    states = random_turn_starts(start, args.check_games)
    checked, bad = check_turns(states)
    log("keys: %d in-turn states of %d turns from %d random games checked, %d differences (%.0f s)"
        % (checked, len(states), args.check_games, len(bad), time.time() - t0))
    for s, why in bad[:5]:
        log("  %s: %s" % (why, gw.to_dict(bytearray(s))))
    if bad:
        sys.exit(1)
    out["keys_checked"] = checked

    t0 = time.time()
    a = cached(args, start)
    log("reachable: %d turn-start states, %d in-turn nodes (%d decisions of 2+ actions), %d edges; %d nodes as "
        "trees (every roll and choice expanded); explored in %.0f s%s"
        % (len(a["ts_root"]), len(a["kind"]), int(((a["kind"] != 0) & (a["count"] > 1)).sum()), len(a["target"]),
           int(a["tree"][a["ts_root"][a["ts_root"] >= 0]].sum()), float(a["seconds"][0]),
           "" if a["complete"][0] else " (LIMITED: not the whole game)"))
    out.update(turn_starts=len(a["ts_root"]), nodes=len(a["kind"]), edges=len(a["target"]),
               decisions=int(((a["kind"] != 0) & (a["count"] > 1)).sum()),
               tree_nodes=int(a["tree"][a["ts_root"][a["ts_root"] >= 0]].sum()), complete=bool(a["complete"][0]))
    g = Graph(a)
    keys = [bytes(k) for k in a["keys"]]
    ready_keys = a["ready_keys"]
    del a
    log("graph arranged for sweeps (%.0f s)" % (time.time() - t0))

    def progress(name):
        def f(rounds, change, v):
            log("  %s round %d: largest change %.3g, the Goat's chance from the start %.9f" % (name, rounds, change, v))
        return f

    t0 = time.time()
    free = side_policy(g, None, "best", "best")
    turn_values, optimal, rounds, change = g.best_values(free, args.tol, progress("minimax"))
    value = float(turn_values[g.start])
    goat_fixed = side_policy(g, optimal, "optimal", "best")
    lower, _, _, _ = g.best_values(goat_fixed, args.tol, progress("Wolf's best reply"), turn_values)
    wolf_fixed = side_policy(g, optimal, "best", "optimal")
    upper, _, _, _ = g.best_values(wolf_fixed, args.tol, progress("Goat's best reply"), turn_values)
    log("value: the Goat wins %.7f %% under optimal play of both sides (the Goat's optimal policy holds %.7f %% "
        "against the Wolf's best reply, the Wolf's holds the Goat to %.7f %%; %d rounds of policy iteration, last "
        "change %.2g; %.0f s)" % (100 * value, 100 * lower[g.start], 100 * upper[g.start], rounds, change,
                                   time.time() - t0))
    out.update(value=value, lower=float(lower[g.start]), upper=float(upper[g.start]), rounds=rounds)
    if args.coach:
        path = os.path.join(ROOT, "tests", "gw_coach_%s.json" % args.rules)
        n = coach_sample.write(path, args.rules, start, keys, turn_values, args.coach)
        log("wrote %s: %d decisions (%.0f s)" % (os.path.relpath(path), n, time.time() - t_all))
        return

    both = side_policy(g, optimal, "optimal", "optimal")
    _, lengths = g.evaluate(both, lengths=True)
    mean_turns = 1 + float(lengths[g.start])  # the first turn is begun before any edge
    log("an optimal game lasts %.2f turns on average (turns begun, missed ones included)" % mean_turns)
    out["mean_turns"] = mean_turns

    t0 = time.time()
    table_path = os.path.join(ROOT, "lib", "yaga", "games", "goat_wolf", TABLE_FILES[args.rules])
    if args.table:
        winds = WINDS[args.rules]
    else:
        with open(table_path, "rb") as f:
            winds = Table.from_bytes(f.read()).winds
    looked = Looked(g, np.array([np.frombuffer(k, dtype=np.uint8) for k in keys]), ready_keys, optimal, turn_values,
                    winds)
    bound = (g.kind == GOAT_NODE) & (g.phase == PH_REROLL)  # the hard search's bound below its root (ai.py)
    if args.table:
        log("the hard AI's table, exceptions chosen by regret round by round:")
        u_opt, _ = g.sweep(turn_values, both)
        table, _ = build(g, looked, optimal, u_opt, value, bound, log, rounds=args.rounds)
        with open(table_path, "wb") as f:
            f.write(table.to_bytes())
        log("  wrote %s (%.0f s)" % (os.path.relpath(table_path), time.time() - t0))
    with open(table_path, "rb") as f:
        data = f.read()
    hard = hard_policy(g, looked, optimal, Table.from_bytes(data).read(looked.cols), bound)
    cost = search_cost(g, looked, occupancy(g, optimal)[g.turn], bound)
    log("hard: a table of %d bytes; engine applies per decision of its search: the Goat's mean %.1f, largest %d; "
        "the Wolf's mean %.1f, largest %d" % (len(data), cost["goat"][0], cost["goat"][1], cost["wolf"][0],
                                              cost["wolf"][1]))
    if args.costliest:
        for side, found in costliest(g, looked, bound, keys, start).items():
            for n, s in found:
                log("  the %s's costliest decision found: %d engine applies, state %s" % (side, n, s.hex()))
    out["hard_table_bytes"] = len(data)
    out["search_applies"] = {side: {"mean": m, "largest": x} for side, (m, x) in cost.items()}

    rows = []
    for level in LEVELS:
        for side in ("goat", "wolf"):
            player = hard if level == "hard" else level
            pick = side_policy(g, optimal, player if side == "goat" else "optimal",
                               player if side == "wolf" else "optimal")
            v, _ = g.evaluate(pick)
            goat_wins = float(v[g.start])
            if side == "goat":
                regret, share = value - goat_wins, goat_wins / value if value else float("nan")
            else:
                regret, share = goat_wins - value, (1 - goat_wins) / (1 - value) if value < 1 else float("nan")
            rows.append({"level": level, "side": side, "goat_wins": goat_wins, "regret": regret,
                         "share_of_optimal": share})
    out["ai"] = rows

    sims = {}
    if args.games and out["complete"]:
        t0 = time.time()
        pairings = [("optimal", "optimal")] + [(r["level"], "optimal") if r["side"] == "goat"
                                               else ("optimal", r["level"]) for r in rows]
        sims = simulate(pairings, args.games, args.workers, keys, turn_values, start)
        log("simulated: %d games per pairing on the real engine (%.0f s)" % (args.games, time.time() - t0))
        wins, turns = sims[("optimal", "optimal")]
        out["simulated"] = {"games": args.games, "optimal_goat_wins": wins, "optimal_mean_turns": turns}
        log("  optimal vs optimal: the Goat wins %.2f %% (+- %.2f), %.2f turns"
            % (100 * wins, 196 * (wins * (1 - wins) / args.games) ** 0.5, turns))
        for r in rows:
            pair = (r["level"], "optimal") if r["side"] == "goat" else ("optimal", r["level"])
            r["simulated_goat_wins"] = sims[pair][0]

    log("")
    log("rules: %s; the Goat's chance under optimal play of both sides: %.4f %%" % (args.rules, 100 * value))
    log("%-7s %-5s %12s %14s %12s %14s" % ("AI", "side", "Goat wins %", "regret/game", "% of optimal",
                                           "simulated %" if sims else ""))
    for r in rows:
        log("%-7s %-5s %12.4f %14.6f %12.2f %14s" % (
            r["level"], r["side"], 100 * r["goat_wins"], r["regret"], 100 * r["share_of_optimal"],
            "%.2f" % (100 * r["simulated_goat_wins"]) if sims else ""))
    if args.features:
        t0 = time.time()
        log("which pending features a table for the hard AI needs (search to the end of the turn, then the table):")
        out["features"] = [{"table": label, "cells": n, "goat_share": gs, "wolf_share": ws}
                           for label, n, gs, ws in measure(g, looked, optimal, value, log)]
        log("  (%.0f s)" % (time.time() - t0))
    out["seconds"] = round(time.time() - t_all)
    if not args.no_save and out["complete"]:
        path = os.path.join(HERE, "%s.json" % args.rules)
        stored = {}
        if os.path.exists(path):  # what this run did not measure stays (--features, the old hard level's rows)
            with open(path) as f:
                stored = json.load(f)
        stored.update(out)
        with open(path, "w") as f:
            json.dump(stored, f, indent=1, sort_keys=True)
            f.write("\n")
        log("wrote %s" % os.path.relpath(path))


if __name__ == "__main__":
    main()
