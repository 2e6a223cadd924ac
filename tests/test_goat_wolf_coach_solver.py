"""The coach's numbers (yaga.games.goat_wolf.coach: hard's search and table) against the solver's exact values at
1,000 sampled decisions of each rule set.

The fixtures tests/gw_coach_<rules>.json were made once, in the background (numpy; about half an hour for the
balanced rules, an hour as written), by
    nice -n 10 .venv/bin/python tools/gw_solver --rules <rules> --workers 2 --check-games 20 --games 0 --no-save \\
        --coach 1000
(tools/gw_solver/coach_sample.py: 120 seeded games, each choice random or the normal level's; each sampled
decision's every action valued exactly, the rest of the turn searched to the solved turn-start values).

What the coach can match: it is hard's search, which reads the table where a turn ends, and the table keeps for
most of its cells the mean exact value of the states in it (exact only for the cells the solver made exceptions,
tools/gw_solver/table.py). So the coach's values are the exact ones within the table's rounding where the search
reads exact cells, and estimates elsewhere. The bounds below are what was measured (each side of it by a margin),
so a coach that read the wrong table, valued the wrong side or ranked its options otherwise fails them.
"""

import json
import os

import pytest

from yaga.games.goat_wolf import rules as gw
from yaga.games.goat_wolf.coach import chances, ranked

HERE = os.path.dirname(os.path.abspath(__file__))
ROUNDING = 1e-4  # the table's step (b / 65535) ** 2 is at most 3e-5, and the search's sums round too
# measured: share of the options within ROUNDING, share of decisions whose coach's best is an exact best, the mean
# and the largest absolute error of a chance
BOUNDS = {
    "as-written": {"within": 0.49, "best": 0.95, "mean": 0.012, "most": 0.4},
    "balanced": {"within": 0.65, "best": 0.95, "mean": 0.02, "most": 0.2},
}


def _decisions(rules):
    """(state, legal actions, exact chance of the side choosing after each) of the fixture's decisions."""
    path = os.path.join(HERE, "gw_coach_%s.json" % rules)
    if not os.path.exists(path):
        pytest.skip("no fixture for %s: made by tools/gw_solver --coach (see the docstring)" % rules)
    with open(path) as f:
        fixture = json.load(f)
    for g, ply, exact in fixture["positions"]:
        seed, actions = fixture["games"][g]
        s = gw.new_state(seed, rules == "balanced")
        for a in bytes.fromhex(actions)[:ply]:
            gw.apply_action(s, a)
        values = [x / fixture["scale"] for x in exact]
        if s[gw.AT_TURN] == gw.WOLF:
            values = [1.0 - x for x in values]
        yield s, gw.legal_actions(s), values


@pytest.mark.parametrize("rules", sorted(BOUNDS))
def test_coach_numbers_against_the_solvers_exact_values_at_sampled_decisions(rules):
    errors = []
    best = decisions = 0
    for s, legal, exact in _decisions(rules):
        coach = chances(s, legal)
        assert len(coach) == len(exact) == len(legal) > 1
        errors += [abs(c - e) for c, e in zip(coach, exact)]
        best += exact[ranked(coach)[0]] >= max(exact) - ROUNDING
        decisions += 1
    assert decisions == 1000
    bound = BOUNDS[rules]
    assert sum(1 for e in errors if e <= ROUNDING) >= bound["within"] * len(errors)
    assert best >= bound["best"] * decisions
    assert sum(errors) <= bound["mean"] * len(errors)
    assert max(errors) <= bound["most"]
