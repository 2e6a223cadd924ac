"""Goat and Wolf AI strength where it is robust: the Wolf's levels (most choices in this game are the
Wolf's), on a fixed seed. The full table of pairings, both sides, is `make bench` (bench_goat_wolf)."""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tools"))
import bench_goat_wolf  # noqa: E402
from yaga.games.goat_wolf import ai  # noqa: E402

GAMES = 300


def test_each_wolf_level_beats_the_one_below_against_the_same_goat():
    easy = bench_goat_wolf.play(ai.EASY, ai.EASY, GAMES, 3)
    normal = bench_goat_wolf.play(ai.EASY, ai.NORMAL, GAMES, 3)
    hard = bench_goat_wolf.play(ai.EASY, ai.HARD, GAMES, 3)
    # Goat wins: a random Wolf lets the Goat win most games; margins measured at 2,000 games are
    # 64% / 10% / 2%, many standard errors apart at 300 games
    assert easy > 2 * normal > 0
    assert normal > 2 * hard
