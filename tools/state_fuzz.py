"""The structure-aware save fuzz: each byte of each game's state at the edges of what real play gives it and past
them, checked against the engine's is_valid; every state it accepts played on by the engine and through the Shell.

    python tools/state_fuzz.py [--plays N] [--seed N] [--keys N] [--steps N]

Per app with an engine (yaga.games.<app>.rules): real saves from short random-key sessions (the key fuzz driver of
tests/portable/test_fuzz_apps_portable.py), the engine's state found inside each app's record, and each of them
played on by the engine up to DEEP_STEPS random actions (random keys rarely get far). Then every byte of
the state (a field, a wider field byte by byte) of every such save is set to each of: the lowest and highest
value real play gave that byte, one below and one above them, one either side of its own value, 0 and 255. A
state is_valid accepts must hold every invariant the code relies on, so:
- the engine plays --steps (40) random legal actions from it (chance outcomes too) through every function of its
  contract (yaga.engine): none may raise, and each state reached (but chance nodes, which the apps never save
  half-done) must pass is_valid again, or the app would save what it then refuses;
- --plays (40) of the accepted states per app (spread over the bytes), wrapped in the app's record as real play
  wrapped them, are opened through the real Shell and given --keys (30) random keys: none may crash (or hang:
  HANG_S).
The figures are printed per app (states tried, accepted, problems); every problem with the state's hex, to make
it again (--seed picks the random actions and keys). Exit status 1 on any problem.
"""

import os
import signal
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "lib"), os.path.join(ROOT, "tests", "portable"), os.path.join(ROOT, "tools")]

from memfs import MemFs  # noqa: E402
from save_fuzz import options, try_record  # noqa: E402
from test_fuzz_apps_portable import FUZZ_BUTTONS, Rig, app_state, saved_payload, target_index, with_language  # noqa
from yaga.engine import CHANCE, TERMINAL  # noqa: E402
from yaga.rng import Rng  # noqa: E402
from yaga.shell import APP, MENU, NOTICE  # noqa: E402

GAMES = ("dice", "goat_wolf", "cards", "quest", "tatra")
SESSIONS = ((400, 1), (400, 2), (1500, 3))  # (random keys, seed) of the sessions whose saves are the bases
MOST_BASES = 12  # saves kept per app, spread over its sessions
DEEP_STEPS = 200  # a base played on by the engine this far at most, for one more base
BASE_LANGUAGES = ("en", "es", "ru")
HANG_S = 60  # a shell play of a few dozen keys takes well under a second


def engine(app):
    module = "yaga.games.%s.rules" % app
    __import__(module)
    return sys.modules[module]


def _to(rig, index):
    """A key towards the app open (A on a notice, the menu's cursor towards its row)."""
    if rig.shell.mode == NOTICE:
        rig.press(FUZZ_BUTTONS[4])
    elif rig.shell.mode == MENU:
        rig.menu_to(index)
    else:
        rig.press(FUZZ_BUTTONS[5], long=True)


def real_saves(app, sessions=SESSIONS):
    """[(payload, offset)]: the app's saved records while it played random keys, each holding the engine's state
    at payload[offset:offset + STATE_SIZE] (distinct states, at most MOST_BASES, spread over the sessions)."""
    size = engine(app).STATE_SIZE
    index = target_index(app)
    found = []
    seen = set()
    for keys, seed in sessions:
        fs = MemFs()
        with_language(fs, BASE_LANGUAGES[seed % len(BASE_LANGUAGES)])
        rig = Rig(fs, seed)
        rng = Rng(seed)
        for _ in range(keys):
            if rig.shell.mode != APP or rig.caught:
                _to(rig, index)
                continue
            rig.press(FUZZ_BUTTONS[rng.below(len(FUZZ_BUTTONS))])
            if rng.below(10) == 0:
                rig.wait(1500)  # animations end, bots move
            state = app_state(rig.shell) if rig.shell.mode == APP else None
            payload = saved_payload(rig, app)
            if state is None or payload is None or len(state) != size or state in seen:
                continue
            at = payload.find(state)
            if at >= 0:
                seen.add(state)
                found.append((payload, at))
    step = max(1, len(found) // MOST_BASES)
    return found[::step][:MOST_BASES]


def deeper(app, bases, rng, steps=DEEP_STEPS):
    """The bases and, for each, the state the engine reaches after up to `steps` random legal actions from it
    (random keys rarely get far into a game), kept in the same record around it."""
    e = engine(app)
    out = list(bases)
    for payload, at in bases:
        s = bytearray(payload[at : at + e.STATE_SIZE])
        for _ in range(1 + rng.below(steps)):
            actions = e.legal_actions(s)
            if not actions:
                break
            e.apply_action(s, actions[rng.below(len(actions))])
        while e.current_player(s) == CHANCE:
            e.apply_action(s, e.sample_chance(s))
        if _accepts(e, s):
            out.append((payload[:at] + bytes(s) + payload[at + len(s) :], at))
    return out


def edge_values(states, i, own):
    """The values byte i is set to: the edges of what the real states hold there, one past each, one either side
    of its own value, 0 and 255 (never its own)."""
    lo = min(s[i] for s in states)
    hi = max(s[i] for s in states)
    out = []
    for v in (lo - 1, lo, hi, hi + 1, own - 1, own + 1, 0, 255):
        if 0 <= v <= 255 and v != own and v not in out:
            out.append(v)
    return out


def variants(bases, size):
    """(base index, byte, value, state) for every byte of every base state at each of its edge values."""
    states = [bytes(p[at : at + size]) for p, at in bases]
    for b in range(len(states)):
        for i in range(size):
            for v in edge_values(states, i, states[b][i]):
                s = bytearray(states[b])
                s[i] = v
                yield b, i, v, s


def play_on(e, s, rng, steps):
    """Play `steps` random legal actions from s through the whole engine contract; the first problem, or None."""
    s = bytearray(s)
    for step in range(steps):
        where = "step %d" % step
        try:
            player = e.current_player(s)
            e.returns(s)
            e.to_dict(s)
            if player == TERMINAL:
                return None
            actions = e.legal_actions(s)
            if not actions:
                return "no legal action at a %s node, %s" % ("chance" if player == CHANCE else "player", where)
            for a in actions:
                e.action_to_str(s, a)
            if player == CHANCE:
                e.chance_outcomes(s)
                e.sample_chance(s)
            e.apply_action(s, actions[rng.below(len(actions))])
        except Exception as exc:  # the point of the fuzz: any exception is a problem found
            return "%r at %s" % (exc, where)
        if e.current_player(s) != CHANCE and not _accepts(e, s):
            return "legal play reached a state is_valid refuses, %s: %s" % (where, bytes(s).hex())
    return None


class Hang(Exception):
    """A play through the Shell ran past HANG_S: raised inside the app, so the shell catches it as a crash."""


def _bounded(play, *args):
    """play(*args), interrupted by Hang after HANG_S (an app's endless loop counts as a crash, not a stuck run)."""
    def hang(*_):
        raise Hang("no frame after %d s" % HANG_S)

    signal.signal(signal.SIGALRM, hang)
    signal.alarm(HANG_S)
    try:
        return play(*args)
    finally:
        signal.alarm(0)


def _accepts(e, s):
    try:
        return bool(e.is_valid(s))
    except Exception:
        return False


def spread(accepted, n):
    """n of the accepted (base, byte, value, state), a byte at a time: each byte once before any twice."""
    rounds = {}
    ranked = []
    for item in accepted:
        rank = rounds.get(item[1], 0)
        rounds[item[1]] = rank + 1
        ranked.append((rank, item[1], len(ranked)))
    ranked.sort()
    return [accepted[i] for _, _, i in ranked[:n]]


def fuzz_app(app, plays=40, seed=1, keys=30, steps=40, out=print, sessions=SESSIONS, every=1):
    """The pass over one app (every `every`-th edge state); returns (tried, accepted, problems) and prints every
    problem."""
    e = engine(app)
    rng = Rng(seed + 131 * target_index(app))
    bases = deeper(app, real_saves(app, sessions), rng)
    if not bases:
        raise SystemExit("state_fuzz: no save of %s after its random-key sessions" % app)
    tried = 0
    accepted = []
    problems = 0
    for payload, at in bases:
        if not _accepts(e, payload[at : at + e.STATE_SIZE]):
            problems += 1
            out("PROBLEM %s: is_valid refuses a state real play saved: %s" % (app, payload.hex()))
    for n, (b, i, v, s) in enumerate(variants(bases, e.STATE_SIZE)):
        if n % every:
            continue
        tried += 1
        try:
            ok = e.is_valid(s)
        except Exception as exc:
            out("PROBLEM %s: is_valid raised %r, byte %d = %d of %s" % (app, exc, i, v, bytes(s).hex()))
            problems += 1
            continue
        if not ok:
            continue
        accepted.append((b, i, v, s))
        problem = play_on(e, s, rng, steps)
        if problem is not None:
            problems += 1
            out("PROBLEM %s: byte %d = %d: %s\n  state %s" % (app, i, v, problem, bytes(s).hex()))
    for n, (b, i, v, s) in enumerate(spread(accepted, plays)):
        payload, at = bases[b]
        record = payload[:at] + bytes(s) + payload[at + len(s) :]
        outcome, error = _bounded(try_record, app, "app_" + app, record, seed + n, keys)
        if outcome == "crash":
            problems += 1
            out("PROBLEM %s: byte %d = %d: the app crashed: %r\n  record %s" % (app, i, v, error, record.hex()))
    return tried, len(accepted), problems


def run(plays=40, seed=1, keys=30, steps=40, apps=GAMES, out=print, sessions=SESSIONS, every=1):
    """The pass over `apps`; returns {app: (tried, accepted, problems)} and prints the figures."""
    figures = {}
    for app in apps:
        figures[app] = fuzz_app(app, plays, seed, keys, steps, out, sessions, every)
    out("%-10s %8s %8s %8s" % ("app", "states", "accepted", "problems"))
    for app in apps:
        out("%-10s %8d %8d %8d" % ((app,) + figures[app]))
    total = sum(f[2] for f in figures.values())
    out("edge states: %d engine runs of %d actions, %d shell plays of %d keys per app: %d problems" % (
        sum(f[1] for f in figures.values()), steps, plays, keys, total))
    return figures


def main(argv):
    opts = options("state_fuzz", argv, {"--plays": 40, "--seed": 1, "--keys": 30, "--steps": 40})
    if opts is None:
        return 2
    figures = run(opts["--plays"], opts["--seed"], opts["--keys"], opts["--steps"])
    return 1 if any(f[2] for f in figures.values()) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
