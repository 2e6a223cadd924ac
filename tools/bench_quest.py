"""Baba Yaga (2010) companion figures: state, save record and undo sizes, random game lengths, and the heap
the app costs on the MicroPython unix port (.mpy as on the device).

Figures only, no pass/fail. The heap figures import the compiled modules in a fresh `micropython` after the
platform's and report gc.mem_alloc() growth after a collect: each module, each language's string table, the
total resident while the app is open (its modules are imported with it and stay), and the most heap a scripted
game holds with the app open. bench_tatra.py uses the same functions (report, heap_costs).
"""

import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
sys.path[:0] = [os.path.join(ROOT, p) for p in ("lib", "tests/portable")] + [HERE]

from engine_kit import playout  # noqa: E402 (the shared kit's random playout)
from deploy import compile_files, lib_files  # noqa: E402
from yaga import saves  # noqa: E402
from yaga.games.quest.log import DEPTH, Journal  # noqa: E402
from yaga.rng import Rng  # noqa: E402
from yaga.games.quest import rules as quest  # noqa: E402

PLATFORM = ("yaga.ui", "yaga.gfx", "yaga.box", "yaga.saves", "yaga.settings", "yaga.strings", "yaga.buttons")
SHARED = ("yaga.rng",)  # the companions' engines import it (not yaga.fields or yaga.engine: folded copies)

_COSTS = """
import gc
for name in %(platform)r:
    __import__(name)
def cost(load):
    gc.collect()
    before = gc.mem_alloc()
    load()
    gc.collect()
    return gc.mem_alloc() - before
for name in %(modules)r:
    print(name, cost(lambda: __import__(name)))
from yaga import strings
strings.set_language(%(lang)r)
print("table", cost(lambda: strings.table("yaga.games.%(domain)s.texts")))
"""

_GAME = """
import gc, sys
sys.path.append(%(tests)r)
from yaga import strings
from yaga.box import AppStore, Box
from yaga.gfx import Canvas
from yaga.saves import Store
from yaga.settings import Settings
from yaga.buttons import A, B, DICE, DOWN, LEFT, RIGHT, UP
from memfs import MemFs
strings.set_language(%(lang)r)
strings.table("yaga.lang.core")
gc.collect()
start = gc.mem_alloc()
import yaga.games.%(app)s.app as screens
box = Box(Canvas(), AppStore(Store(MemFs()), "app_x", screens.App.ID), Settings(), lambda: 0, lambda: 7)
app = screens.App(box)
peak = 0
for k in %(keys)s:
    app.key(k)
    app.draw(box.canvas)
    gc.collect()
    peak = max(peak, gc.mem_alloc() - start)
print("game", peak)
"""


def compiled():
    """A temporary folder with lib/ as deployed: .mpy, and the data files copied (the caller removes it)."""
    out = tempfile.mkdtemp()
    compile_files(lib_files(), out)
    return out


def _run(program, out, heap="4M"):
    micropython = os.path.join(ROOT, ".venv", "bin", "micropython")
    env = dict(os.environ, MICROPYPATH=os.path.join(out, "lib"))
    run = subprocess.run([micropython, "-X", "heapsize=" + heap, "-c", program], env=env, capture_output=True, text=True)
    if run.returncode != 0:
        raise RuntimeError((run.stdout + run.stderr).strip())
    return dict((name, int(value)) for name, value in (line.rsplit(" ", 1) for line in run.stdout.splitlines()))


def heap_costs(out, modules, domain, lang):
    """{module or "table": bytes} imported one by one after the platform, in a fresh interpreter (unix port,
    64-bit objects; the Pico's are smaller); "table" is the game's string table (yaga.games.<domain>.texts) in
    lang."""
    return _run(_COSTS % {"platform": PLATFORM, "modules": tuple(modules), "domain": domain, "lang": lang}, out)


def game_peak(out, app, keys, lang="en"):
    """The most heap held (after a collect) while the keys are played on the app: code, words and state."""
    program = _GAME % {"tests": os.path.join(ROOT, "tests", "portable"), "app": app, "keys": keys, "lang": lang}
    return _run(program, out)["game"]


def report(app_modules, extra_modules, domain, keys, tables=True, on_demand=()):
    """Print each module's and each language's table cost, the resident total and a scripted game's peak;
    tables False: the app reads its words from a file on the flash (quest), no table is in RAM; on_demand:
    modules of play loaded only while some screens show (quest: the challenge rules)."""
    if not os.path.exists(os.path.join(ROOT, ".venv", "bin", "micropython")):
        print("heap: no .venv/bin/micropython (make setup)")
        return
    out = compiled()
    try:
        costs = heap_costs(out, SHARED + app_modules + on_demand + extra_modules, domain, "en")
        # each table measured with the app's modules in RAM, as when it is loaded (names they share cost once)
        langs = ("en", "es", "ru") if tables else ()
        tables = dict((lang, heap_costs(out, SHARED + app_modules, domain, lang)["table"]) for lang in langs)
        for name in SHARED + app_modules + on_demand + extra_modules:
            print("heap: %-24s %5.1f KB" % (name, costs[name] / 1024.0))
        for lang in langs:
            print("heap: %s_%-21s %5.1f KB" % (lang, domain, tables[lang] / 1024.0))
        if not langs:
            print("heap: the words stay on the flash (yaga/lang/<lang>_%s.bin), none in RAM" % domain)
        resident = sum(costs[m] for m in app_modules) + max(tables.values() or [0])
        print("heap: resident in play (engine + screens + biggest table) %.1f KB; with %s %.1f KB"
              % (resident / 1024.0, "/".join(m[5:] for m in SHARED), (resident + sum(costs[m] for m in SHARED)) / 1024.0))
        for name in on_demand:
            print("heap: while %s is loaded (on demand), + %.1f KB" % (name[5:], costs[name] / 1024.0))
        if extra_modules:
            print("heap: while set-up or the end shows, + %.1f KB" % (sum(costs[m] for m in extra_modules) / 1024.0))
        peak = game_peak(out, domain, keys, "ru")
        print("heap: a scripted game in Russian, at most %.1f KB held (code, words, state, screens)" % (peak / 1024.0))
    finally:
        shutil.rmtree(out)


def main():
    print("quest state bytes:        %d" % quest.STATE_SIZE)
    print("quest save record bytes:  %d" % len(saves.pack(4, quest.new_state(1, 6, "competitive"))))
    print("quest undo journal bytes: at most %d (%d steps, saved after the state)" % (len(Journal().buf), DEPTH))
    rng = Rng(5)
    for players, style in ((3, "competitive"), (6, "cooperative"), (1, "solo")):
        steps = sorted(len(playout(quest, quest.new_state(g, players, style), rng)) for g in range(30))
        print("random %-11s actions: min %d, median %d, max %d (30 games, %d players)"
              % (style, steps[0], steps[15], steps[-1], players))
    # a six-player cooperative game: set-up, a challenge rolled, the players menu, turns
    keys = "(DOWN, A, RIGHT, RIGHT, RIGHT, A, A, A, A, A, DOWN, A, A, A, A, A, A, DICE, DICE, A, LEFT, A, A, B, B, A, A)"
    # the engine (rules imports its set-up, turns and challenge parts), then the screens in the order app imports them
    modules = ("rules", "modes", "log", "setup_screen", "play", "app")
    report(tuple("yaga.games.quest." + m for m in modules), (), "quest", keys)


if __name__ == "__main__":
    main()
