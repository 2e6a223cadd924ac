"""The save fuzz pass: records with a sound CRC and nonsense inside, opened by every app through the
real Shell, then a few dozen random keys. None may crash: an app either loads the record or refuses it (its
`valid` check, or the engine's is_valid), and a refused record is set aside with a message.

    python tools/save_fuzz.py [--records N] [--seed S] [--keys K]

Per app, N records (500 by default): one in five a random payload of a real save's size, the others mutations of
real saves (one to a few bytes set to a random value, an edge value or a neighbour's, a bit flipped, a run
overwritten); the real saves come from short random-key sessions of the app (the key fuzz driver of
tests/portable/test_fuzz_apps_portable.py), each of the app's records (its game, and its history, options or
names records where it keeps them). Each record is opened from a folder that holds it and nothing else of the
app's (no previous save): loaded, or refused and set aside, or a crash (an exception the shell caught). The figures
are printed per app; exit status 1 when any record crashed (each crash printed with how to make it again).
"""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "lib"), os.path.join(ROOT, "tests", "portable")]

from memfs import MemFs  # noqa: E402
from test_fuzz_apps_portable import FUZZ_BUTTONS, Rig, fuzz, with_language  # noqa: E402
from yaga import buttons as bt  # noqa: E402
from yaga import saves  # noqa: E402
from yaga.games import REGISTRY  # noqa: E402
from yaga.rng import Rng  # noqa: E402
from yaga.shell import APP, MENU, NOTICE  # noqa: E402

APPS = [name for name, _ in REGISTRY]
SESSIONS = (40, 150, 400)  # random keys of the sessions whose saves are mutated
SESSION_SEEDS = 3  # sessions of each length
EDGES = (0x00, 0x01, 0x02, 0x7F, 0x80, 0xFE, 0xFF)


def real_records(app, sessions=SESSIONS, seeds=SESSION_SEEDS):
    """{record name: [payload, ...]}: the app's records after short random-key sessions (distinct payloads)."""
    found = {}
    for keys in sessions:
        for seed in range(seeds):
            rig = fuzz(app, "en", 1000 + 17 * seed + keys, keys)
            if rig.shell.mode == APP:
                rig.press(bt.B, long=True)  # left: the game saved
            for name, rec in rig.fs.files.items():
                if name.startswith("app_" + app) and "." not in name:
                    status, payload = saves.unpack(bytes(rec), rec[4], None, rec[3])
                    if status == saves.OK and len(payload):
                        kept = found.setdefault(name, [])
                        if bytes(payload) not in kept:
                            kept.append(bytes(payload))
    return found


def mutate(payload, rng):
    """A real payload with one to a few bytes changed, or a run of bytes overwritten."""
    p = bytearray(payload)
    how = rng.below(6)
    if how == 5:  # a run of one value
        at = rng.below(len(p))
        v = EDGES[rng.below(len(EDGES))]
        for i in range(at, min(len(p), at + 1 + rng.below(16))):
            p[i] = v
        return p
    for _ in range(1 + (rng.below(4) if how == 4 else 0)):
        i = rng.below(len(p))
        if how == 0:
            p[i] = rng.below(256)
        elif how == 1:
            p[i] = EDGES[rng.below(len(EDGES))]
        elif how == 2:
            p[i] ^= 1 << rng.below(8)
        else:  # off by a little: a count or an index one past its end
            p[i] = (p[i] + (1, 2, 255, 254)[rng.below(4)]) & 0xFF
    return p


def records(app, count, rng, sessions=SESSIONS, seeds=SESSION_SEEDS):
    """count (record name, payload, kind) for app: a fifth random payloads, the rest mutations."""
    real = real_records(app, sessions, seeds)
    names = sorted(real)
    if not names:
        raise SystemExit("save_fuzz: no save of %s after its random-key sessions" % app)
    out = []
    for i in range(count):
        name = names[i % len(names)] if i % 3 else "app_" + app  # the game's record most often
        if name not in real:
            name = names[0]
        base = real[name][rng.below(len(real[name]))]
        if i % 5 == 0:
            out.append((name, bytes(rng.below(256) for _ in range(len(base))), "random"))
        else:
            out.append((name, bytes(mutate(base, rng)), "mutated"))
    return out


def open_app(rig, index):
    for _ in range(12):
        if rig.shell.mode == APP:
            return
        if rig.shell.mode == NOTICE:
            rig.press(bt.A)
        elif rig.shell.mode == MENU:
            rig.menu_to(index)
        else:
            rig.press(bt.B, long=True)


def todays_layout(app, name):
    """The layout version the app writes under name: its game record's is its module's LAYOUT."""
    if name != "app_" + app:
        return saves.FIRST_LAYOUT
    return getattr(__import__("yaga.games.%s.app" % app, None, None, ["LAYOUT"]), "LAYOUT", saves.FIRST_LAYOUT)


def try_record(app, name, payload, seed, keys):
    """Open app with this record in the folder, press `keys` random keys: 'loaded', 'refused' or 'crash'."""
    index = APPS.index(app)
    fs = MemFs()
    with_language(fs, ("en", "es", "ru")[seed % 3])
    fs.files[name] = bytearray(saves.pack(1 + index, payload, todays_layout(app, name)))
    rig = Rig(fs, seed)
    open_app(rig, index)
    refused = fs.exists(name + ".bad")
    rng = Rng(seed)
    for _ in range(keys):
        if rig.caught:
            break
        if rig.shell.mode == APP:
            rig.press(FUZZ_BUTTONS[rng.below(len(FUZZ_BUTTONS))])
        else:
            open_app(rig, index)
    if rig.caught:
        return "crash", rig.caught[0]
    return ("refused" if refused else "loaded"), None


def run(count=500, seed=1, keys=30, apps=APPS, out=print, sessions=SESSIONS, seeds=SESSION_SEEDS):
    """The pass over `apps`; returns {app: {kind: {outcome: n}}} and prints the figures and every crash.
    sessions, seeds: the random-key sessions whose saves are mutated (their key counts, seeds of each)."""
    figures = {}
    crashes = 0
    for app in apps:
        rng = Rng(seed + 97 * APPS.index(app))
        tally = figures[app] = {"random": {}, "mutated": {}}
        for i, (name, payload, kind) in enumerate(records(app, count, rng, sessions, seeds)):
            outcome, error = try_record(app, name, payload, seed + i, keys)
            tally[kind][outcome] = tally[kind].get(outcome, 0) + 1
            if error is not None:
                crashes += 1
                out("CRASH %s %s (%s, record %d, seed %d): %r\n  payload %s" % (
                    app, name, kind, i, seed + i, error, payload.hex()))
    out("%-10s %-8s %8s %8s %8s %8s" % ("app", "records", "total", "loaded", "refused", "crashes"))
    for app in apps:
        for kind in ("mutated", "random"):
            t = figures[app][kind]
            out("%-10s %-8s %8d %8d %8d %8d" % (app, kind, sum(t.values()), t.get("loaded", 0), t.get("refused", 0),
                                                 t.get("crash", 0)))
    total = sum(sum(t.values()) for f in figures.values() for t in f.values())
    out("%d records with a sound CRC, %d random keys after each: %d crashes" % (total, keys, crashes))
    return figures


def options(tool, argv, opts):
    """argv's `--name N` pairs over the defaults in opts (whole numbers), or None once a line on stderr has said
    what is wrong (the usage, or the value that is no number)."""
    if len(argv) % 2 or any(a not in opts for a in argv[::2]):
        sys.stderr.write("usage: %s.py %s\n" % (tool, " ".join("[%s N]" % name for name in opts)))
        return None
    try:
        for name, value in zip(argv[::2], argv[1::2]):
            opts[name] = int(value)
    except ValueError:
        sys.stderr.write("%s: %s is not a whole number\n" % (tool, value))
        return None
    return opts


def main(argv):
    opts = options("save_fuzz", argv, {"--records": 500, "--seed": 1, "--keys": 30})
    if opts is None:
        return 2
    figures = run(opts["--records"], opts["--seed"], opts["--keys"])
    return 1 if any(t.get("crash") for f in figures.values() for t in f.values()) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
