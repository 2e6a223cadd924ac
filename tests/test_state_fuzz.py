"""The structure-aware save fuzz (tools/state_fuzz.py) in short: every tenth edge state of each game's real saves
(each byte at the edges of what play gives it and past them), checked against is_valid; each one accepted played
on by the engine, eight of them per app through the Shell. No crash, hang, or legal play reaching a save the app
would refuse. `make soak` runs every edge state, forty shell plays per app."""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tools"))

import state_fuzz  # noqa: E402


def test_states_at_each_fields_edges_pass_is_valid_only_when_play_on_them_is_sound():
    lines = []
    figures = state_fuzz.run(plays=8, seed=3, keys=20, steps=30, out=lines.append, sessions=((300, 1),), every=10)
    assert not [line for line in lines if line.startswith("PROBLEM")], "\n".join(lines)
    for app, (tried, accepted, _) in figures.items():
        assert 0 < accepted < tried, (app, tried, accepted)  # some edge states refused, some played on
