"""Tatra companion figures: state, history record and undo ring sizes, and the length of random games.

Figures only, no pass/fail: the fixed state size (TA engine), the score history record (TA-6) with
its save-record overhead, and how many actions random play needs to reach the scoring screen.
"""

import os
import sys

sys.path[:0] = [os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", p) for p in ("lib", "tests/portable")]

from engine_kit import playout  # noqa: E402 (the shared kit's random playout)
from yaga import saves  # noqa: E402
from yaga.apps.tatra import UNDO_DEPTH  # noqa: E402
from yaga.rng import Rng  # noqa: E402
from yaga.rules import tatra, tatra_history  # noqa: E402


def main():
    print("tatra state bytes:          %d" % tatra.STATE_SIZE)
    print("tatra history payload bytes: %d (%d games kept)" % (tatra_history.SIZE, tatra_history.CAPACITY))
    print("tatra history record bytes:  %d" % len(saves.pack(1, tatra_history.new_history())))
    print("tatra undo ring bytes:       %d (%d steps)" % (UNDO_DEPTH * tatra.STATE_SIZE, UNDO_DEPTH))
    rng = Rng(11)
    steps = []
    for g in range(50):
        s = tatra.new_state(g, tatra.LENGTHS[g % 3])
        steps.append(len(playout(tatra, s, rng)))
    steps.sort()
    print("random game actions:        min %d, median %d, max %d (50 games)" % (steps[0], steps[25], steps[-1]))


if __name__ == "__main__":
    main()
