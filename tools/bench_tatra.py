"""Tatra companion figures: state, history record and undo ring sizes, the length of random games, and the
heap the app costs on the MicroPython unix port (.mpy as on the device).

Figures only, no pass/fail: the fixed state size (TA engine), the score history record (TA-6) with
its save-record overhead, how many actions random play needs to reach the scoring screen, and the heap
figures of bench_quest.report (each module, each language's text table, the resident total, a scripted game).
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.join(HERE, "..", p) for p in ("lib", "tests/portable")] + [HERE]

from bench_quest import report  # noqa: E402 (the companions' shared heap figures)
from engine_kit import playout  # noqa: E402 (the shared kit's random playout)
from yaga import saves  # noqa: E402
from yaga.games.tatra import app as screens  # noqa: E402
from yaga.rng import Rng  # noqa: E402
from yaga.games.tatra import rules as tatra  # noqa: E402
from yaga.games.tatra import history as tatra_history


def main():
    print("tatra state bytes:          %d" % tatra.STATE_SIZE)
    print("tatra history payload bytes: %d (%d games kept)" % (tatra_history.SIZE, tatra_history.CAPACITY))
    print("tatra history record bytes:  %d" % len(saves.pack(1, tatra_history.new_history())))
    depth = screens._UNDO_DEPTH  # a const() name: readable here under CPython, folded away on the box
    print("tatra undo ring bytes:       %d (%d steps)" % (depth * tatra.STATE_SIZE, depth))
    rng = Rng(11)
    steps = []
    for g in range(50):
        s = tatra.new_state(g, tatra.LENGTHS[g % 3])
        steps.append(len(playout(tatra, s, rng)))
    steps.sort()
    print("random game actions:        min %d, median %d, max %d (50 games)" % (steps[0], steps[25], steps[-1]))
    # a short game: the buttons note, the set-up, the Tatra card, a region's question, back and forth
    keys = "(A, A, RIGHT, RIGHT, A, A, A, A, A, UP, A, A, B, B, A, A, A)"
    # the texts are a table in RAM while the app is open (yaga.games.tatra.texts_<lang>), its modules all imported
    report(("yaga.games.tatra.rules", "yaga.games.tatra.history", "yaga.games.tatra.draw", "yaga.games.tatra.app"), (),
           "tatra", keys)


if __name__ == "__main__":
    main()
