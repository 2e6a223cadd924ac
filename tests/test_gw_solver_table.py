"""The hard AI's tables read the same by the solver and by the box: tools/gw_solver values the hard level by
reading each table as gw_solver.table.Table.read does, the box by yaga.games.goat_wolf.ai.table_value; on every
state of random games (turn starts, rolls inside turns, the one-die moves of 4+4s) both give the same value."""

import os
import random
import sys

import numpy as np

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
sys.path.insert(0, os.path.join(ROOT, "tools"))

from gw_solver.features import columns  # noqa: E402
from gw_solver.graph import key  # noqa: E402
from gw_solver.table import Table  # noqa: E402
from yaga.engine import CHANCE, TERMINAL  # noqa: E402
from yaga.games.goat_wolf import ai  # noqa: E402
from yaga.games.goat_wolf import rules as gw  # noqa: E402

TABLES = os.path.join(ROOT, "lib", "yaga", "games", "goat_wolf")


def _table(balanced):
    with open(os.path.join(TABLES, ai.TABLES[balanced]), "rb") as f:
        return f.read()


def test_each_table_is_what_the_solver_writes_for_what_it_reads():
    for balanced in (False, True):
        data = _table(balanced)
        assert Table.from_bytes(data).to_bytes() == data


def test_the_solver_reads_each_table_as_the_box_does():
    rnd = random.Random(3)
    for balanced in (False, True):
        table = Table.from_bytes(_table(balanced))
        states = []
        for game in range(60):
            s = gw.new_state(500 + game, balanced)
            while gw.current_player(s) != TERMINAL:
                if gw.current_player(s) == CHANCE:
                    states.append(bytes(s))
                    a = gw.sample_chance(s)
                    if rnd.random() < 0.3 and not gw.two_dice(s):  # more 4+4s: a one-die move is rare
                        a = gw.die_action(rnd.randrange(6))
                    elif rnd.random() < 0.05 and s[gw.AT_PHASE] == gw.PH_ROLL:
                        a = gw.dice_action(4, 4)
                else:
                    a = rnd.choice(gw.legal_actions(s))
                gw.apply_action(s, a)
        one_die = [s for s in states if s[gw.AT_PHASE] == gw.PH_WIND]
        assert len(one_die) > 20 and len(states) > 1000
        cols = columns(np.array([np.frombuffer(key(s), dtype=np.uint8) for s in states]))
        model = table.read(cols)
        for s, v in zip(states, model):
            assert abs(ai.table_value(bytearray(s)) - v) < 1e-9, gw.to_dict(bytearray(s))
