"""Baba Yaga (2010) companion figures: state, save record and undo sizes, random game lengths, and the heap
the app costs on the MicroPython unix port (.mpy as on the device).

Figures only, no pass/fail. The heap figures import the compiled modules in a fresh `micropython` and
report gc.mem_alloc() growth after a collect: the engine, the screens, each language's string table,
and a whole scripted game (set-up, a challenge rolled, turns) with the app open.
"""

import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
sys.path[:0] = [os.path.join(ROOT, p) for p in ("lib", "tests/portable")] + [HERE]

from engine_kit import playout  # noqa: E402 (the shared kit's random playout)
from mpy_compile import compile_one, sources  # noqa: E402
from yaga import saves  # noqa: E402
from yaga.apps.quest import UNDO_DEPTH  # noqa: E402
from yaga.rng import Rng  # noqa: E402
from yaga.rules import quest  # noqa: E402

_PROBE = """
import gc, sys
sys.path.append(%r)
import yaga.ui, yaga.gfx, yaga.box, yaga.saves, yaga.settings, yaga.strings, yaga.buttons
from memfs import MemFs
gc.collect(); base = gc.mem_alloc()
import yaga.rules.quest
gc.collect(); rules = gc.mem_alloc()
import yaga.apps.quest
gc.collect(); app = gc.mem_alloc()
print("heap: engine %%d, screens %%d bytes" %% (rules - base, app - rules))
from yaga import strings
for lang in ("en", "es", "ru"):
    strings.set_language(lang)
    gc.collect(); before = gc.mem_alloc()
    strings.table("quest")
    gc.collect(); print("heap: %%s string table %%d bytes" %% (lang, gc.mem_alloc() - before))
strings.set_language("en")
from yaga.box import AppStore, Box
from yaga.gfx import Canvas
from yaga.saves import Store
from yaga.settings import Settings
from yaga.buttons import A, DICE, DOWN, RIGHT
gc.collect(); start = gc.mem_alloc()
box = Box(Canvas(), AppStore(Store(MemFs()), "app_quest", 4), Settings(), lambda: 0, lambda: 7)
app = yaga.apps.quest.App(box)
peak = 0
for k in (A, RIGHT, RIGHT, RIGHT, A, A, A, A, A, DOWN, A, A, A, A, A, A, DICE, DICE, A, DOWN, A, A, A, A):
    app.key(k)
    app.draw(box.canvas)
    gc.collect()
    peak = max(peak, gc.mem_alloc() - start)
print("heap: a six-player game open, at most %%d bytes beyond the code" %% peak)
"""


def _micropython_figures():
    micropython = os.path.join(ROOT, ".venv", "bin", "micropython")
    if not os.path.exists(micropython):
        print("heap: no .venv/bin/micropython (make setup)")
        return
    with tempfile.TemporaryDirectory() as out:
        cwd = os.getcwd()
        os.chdir(ROOT)
        try:
            for path in sources():
                if path.startswith("lib"):
                    compile_one(path, out)
        finally:
            os.chdir(cwd)
        env = dict(os.environ, MICROPYPATH=os.path.join(out, "lib"))
        probe = _PROBE % os.path.join(ROOT, "tests", "portable")
        run = subprocess.run([micropython, "-X", "heapsize=192K", "-c", probe], env=env, capture_output=True, text=True)
        sys.stdout.write(run.stdout or run.stderr)


def main():
    print("quest state bytes:        %d" % quest.STATE_SIZE)
    print("quest save record bytes:  %d" % len(saves.pack(4, quest.new_state(1, 6, "competitive"))))
    print("quest undo copies bytes:  %d (%d steps)" % (UNDO_DEPTH * quest.STATE_SIZE, UNDO_DEPTH))
    rng = Rng(5)
    for players, style in ((3, "competitive"), (6, "cooperative"), (1, "solo")):
        steps = sorted(len(playout(quest, quest.new_state(g, players, style), rng)) for g in range(30))
        print("random %-11s actions: min %d, median %d, max %d (30 games, %d players)"
              % (style, steps[0], steps[15], steps[-1], players))
    _micropython_figures()


if __name__ == "__main__":
    main()
