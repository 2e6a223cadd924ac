"""tools/bench_gw_solver.py prints the stored solver run: the game value and one row per AI level and side."""

import json
import os
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
sys.path.insert(0, os.path.join(ROOT, "tools"))

import bench_gw_solver  # noqa: E402


def test_bench_prints_the_value_and_every_ai_row_of_each_stored_run(capsys):
    bench_gw_solver.main()
    out = capsys.readouterr().out
    for rules in bench_gw_solver.RULES:
        path = os.path.join(ROOT, "tools", "gw_solver", "%s.json" % rules)
        if not os.path.exists(path):
            assert "rules %s: no stored run" % rules in out
            continue
        with open(path) as f:
            run = json.load(f)
        assert "rules %s: the Goat wins %.4f %%" % (rules, 100 * run["value"]) in out
        for r in run["ai"] + run.get("hard_before", []):
            assert "  %-7s %-5s %12.3f" % (r.get("level", "hard"), r["side"], 100 * r["goat_wins"]) in out
        if "hard_table_bytes" in run:
            assert "hard: a table of %d bytes" % run["hard_table_bytes"] in out
