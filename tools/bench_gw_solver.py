"""Goat and Wolf solved: the figures of the last solver run, read from tools/gw_solver/<rules>.json.

Why stored: the solver (tools/gw_solver) explores the whole game through the engine and takes tens of
minutes, so `make bench` prints its last run instead of repeating it; rerun it after changing the rules or the AI.
"""

import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
RULES = ("as-written", "balanced")


def rows(run):
    """The printed lines of one stored run."""
    out = ["rules %s: the Goat wins %.4f %% under optimal play of both sides (each side's optimal policy holds "
           "%.4f..%.4f %% against the other's best reply); an optimal game lasts %.1f turns"
           % (run["rules"], 100 * run["value"], 100 * run["lower"], 100 * run["upper"], run["mean_turns"]),
           "  %d turn-start states, %d in-turn nodes, %d edges (%d decisions of 2+ actions)"
           % (run["turn_starts"], run["nodes"], run["edges"], run["decisions"])]
    sim = run.get("simulated")
    if sim:
        out.append("  %d simulated optimal games on the engine: the Goat wins %.2f %%"
                   % (sim["games"], 100 * sim["optimal_goat_wins"]))
    out.append("  %-7s %-5s %12s %12s %13s %s" % ("AI", "side", "Goat wins %", "regret/game", "% of optimal",
                                                 "simulated Goat wins %" if sim else ""))
    for r in run["ai"]:
        out.append("  %-7s %-5s %12.3f %12.5f %13.2f %s" % (
            r["level"], r["side"], 100 * r["goat_wins"], r["regret"], 100 * r["share_of_optimal"],
            "%.2f" % (100 * r["simulated_goat_wins"]) if "simulated_goat_wins" in r else ""))
    for r in run.get("hard_before", ()):
        out.append("  %-7s %-5s %12.3f %12.5f %13.2f   (the plain search, no table)" % (
            "hard", r["side"], 100 * r["goat_wins"], r["regret"], 100 * r["share_of_optimal"]))
    if "hard_table_bytes" in run:
        cost = run["search_applies"]
        out.append("  hard: a table of %d bytes; engine applies per decision: the Goat's mean %.1f (largest %d), the "
                   "Wolf's mean %.1f (largest %d)" % (run["hard_table_bytes"], cost["goat"]["mean"],
                                                      cost["goat"]["largest"], cost["wolf"]["mean"],
                                                      cost["wolf"]["largest"]))
    return out


def main():
    for rules in RULES:
        path = os.path.join(HERE, "gw_solver", "%s.json" % rules)
        if not os.path.exists(path):
            print("rules %s: no stored run (.venv/bin/python tools/gw_solver --rules %s)" % (rules, rules))
            continue
        with open(path) as f:
            for line in rows(json.load(f)):
                print(line)


if __name__ == "__main__":
    main()
