"""Card game bots over many rounds (CPython only: too slow for the unix-port runner): the strong bot
scores fewer points than the simple one (BY-9), and tables of one kind of bot finish their rounds."""

import os
import sys

from yaga.games.cards import ai as AI
from yaga.games.cards import rules as C

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tools"))
import bench_cards  # noqa: E402


def test_strong_bot_scores_fewer_points_than_simple_over_120_rounds():
    points = [0, 0]
    for r in range(120):
        levels = (AI.STRONG, AI.SIMPLE) * 2 if r % 2 == 0 else (AI.SIMPLE, AI.STRONG) * 2
        s = bench_cards.play_round(C, AI, 7000 + r, levels)
        assert s is not None, "round %d did not end" % r
        for p in range(4):
            points[levels[p]] += C.last_points(s, p)
    assert points[AI.STRONG] < points[AI.SIMPLE]


def test_same_bot_tables_of_two_to_five_finish_every_round():
    for players in (2, 3, 4, 5):
        for level in (AI.SIMPLE, AI.STRONG):
            for r in range(15):
                assert bench_cards.play_round(C, AI, 100 * players + r, (level,) * players) is not None
