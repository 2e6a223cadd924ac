"""Two boxes linked by a cable on the unix port: the real firmware (firmware/main.py and its loop) in two MicroPython
processes, each the fake box of harness.py, their UARTs (fakecable.py) joined here; and the same two boxes in the
simulator, for the frames to compare.

    script_a, script_b = linked_scripts(GOAT_AND_WOLF)   # a whole linked game through both boxes' keys
    a, b = run_pair(dir_a, dir_b, script_a, script_b, GOAT_AND_WOLF.seed_a, GOAT_AND_WOLF.seed_b)  # harness.Sessions
    pair = simulate_pair(script_a, script_b, GOAT_AND_WOLF.seed_a, GOAT_AND_WOLF.seed_b)  # pair.a.frames ...

The join: each box has two pipes to this process ($FAKECABLE). At every 10 ms tick of its fake clock a box sends
the tick's time and the bytes its UART drained in it, then waits for the other box's bytes of the same tick; this
process answers each with the other's. So the two clocks move in step, tick by tick, and a run replays exactly.
The simulator's two boxes (SimPair) move their bytes the same way, through the same fake UART made by the
firmware's own firmware/cable.py (its baud and rings), so the two sides see the same bytes at the same ticks.

The key scripts of a linked game are found by playing it in the simulator: at each moment a player's press is due
(twobox_kit's gw_keys and cards_keys say which keys) it waits SETTLE_MS more, for slower boxes (the device lab's
Picos) to be there too, and the presses become each box's script, with WAITs between them.
"""

import importlib.util
import os
import select
import subprocess
import sys
import threading
import types

from harness import MICROPYTHON, ROOT, SimBox, build, ended, lay_out, read_report, run_env, short_paths

import fakecable  # noqa: E402  (after harness, which puts lib/ on the path)

sys.path.insert(0, os.path.join(ROOT, "tests", "portable"))

from memfs import MemFs  # noqa: E402
from twobox_kit import BEGIN_GOAT, CARDS_BEGIN, CARDS_JOIN, DICE_LOBBY, DICE_SHARE, LOBBY  # noqa: E402
from twobox_kit import cards_keys, cards_over, dice_keys, dice_over, gw_keys, gw_over  # noqa: E402
from yaga.keyscript import GAP_MS, TICK_MS, levels, parse, timeline  # noqa: E402

TAIL_MS = 500  # the sessions run on after their scripts, as harness.write_pins's default
STALL_S = 120  # no tick from a box for this long (wall clock): it hangs
SETTLE_MS = 700  # a player's press comes this long after it is due
END_MS = 3000  # after the game is over on both boxes: its last frames rest
GAME_LIMIT_MS = 600000  # a linked game that has not ended by then is not played further
# The simulator's modules are one set per process, and its shell loads and unloads them: a pair is simulated (and
# board and umachine faked for cable.py) by one thread at a time, when bench --jobs runs two linked scenarios at once
_SIMULATOR = threading.RLock()


class LinkedGame:
    """A linked game both boxes play from their main menus: each box's opening keys, what a player presses
    (keys(shell): a key script or None), whether it is over on a box (over(shell)), the boxes' seeds, and the heap
    each box runs it in on the 64-bit unix port (the link, yaga.link, and the linked screens beside the app's own)."""

    def __init__(self, name, opening_a, opening_b, keys, over, seed_a, seed_b, heapsize):
        self.name = name
        self.heapsize = heapsize
        self.opening_a = opening_a
        self.opening_b = opening_b
        self.keys = keys
        self.over = over
        self.seed_a = seed_a
        self.seed_b = seed_b


# the set-up's Link row: A begins as the Goat, B joins as the Wolf
GOAT_AND_WOLF = LinkedGame("goat_wolf", BEGIN_GOAT, LOBBY, gw_keys, gw_over, 1, 2, "240K")
# a round of three (the third a strong bot on A, which begins it; B joins): these seeds deal a short one. Its heap
# is the smallest that plays it with a step to spare (216K runs out): a turn that takes the other box's action
# keeps its garbage until its frame is out (firmware/device.py), and 64-bit objects are twice the Pico's
CARDS = LinkedGame("cards", CARDS_BEGIN, CARDS_JOIN, cards_keys, cards_over, 9, 109, "224K")
# the dice tray's Link row: A shares its tray, B waits in the lobby and takes it; the boxes roll in turn. The lobby's
# link and the shared tray's are both in the heap as A shares: 216K finds no 1 KB in one piece for the second
DICE = LinkedGame("dice", DICE_SHARE, DICE_LOBBY, dice_keys, dice_over, 3, 4, "224K")


class _Pin:
    """The Pin firmware/cable.py hands the UART."""

    IN = 0
    PULL_UP = 1

    def __init__(self, gpio, mode=0, pull=0):
        pass


def _uart(id, baudrate, txbuf, rxbuf, **pins):
    return fakecable.UART(baudrate, txbuf, rxbuf)


def device_cable(board="pico"):
    """firmware/cable.py's open_cable() run here over fakecable's UART: the simulator's cable made as the device makes
    its own (its baud, its rings), or None for a board without the jack."""
    from deploy import board_file

    board_module = types.ModuleType("board")
    with open(board_file(board)) as f:
        exec(f.read(), board_module.__dict__)
    machine = types.ModuleType("umachine")
    machine.UART = _uart
    machine.Pin = _Pin
    with _SIMULATOR:  # only these two names, put back after
        kept = {name: sys.modules.get(name) for name in ("board", "umachine")}
        sys.modules.update(board=board_module, umachine=machine)
        try:
            spec = importlib.util.spec_from_file_location("cable", os.path.join(ROOT, "firmware", "cable.py"))
            cable = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(cable)
        finally:
            for name, module in kept.items():
                if module is None:
                    del sys.modules[name]
                else:
                    sys.modules[name] = module
        return cable.open_cable()


def cross(a, b):
    """One tick of the cable: what each UART drained goes to the other."""
    a.drain()
    b.drain()
    b.receive(a.message)
    a.receive(b.message)


class SimPair:
    """Box a and box b in the simulator (harness.SimBox, each on its own memory flash), their cables crossed at
    every tick before the boxes step, as run_pair crosses the fake boxes'."""

    def __init__(self, seed_a, seed_b, board="pico"):
        self.cables = (device_cable(board), device_cable(board))
        self.a = SimBox(MemFs(), seed_a, cable=self.cables[0])
        self.b = SimBox(MemFs(), seed_b, cable=self.cables[1])
        self.now = 0

    def step(self, mask_a, mask_b):
        if self.now:
            cross(*self.cables)
        self.a.step(mask_a, self.now)
        self.b.step(mask_b, self.now)
        self.now += TICK_MS


def _masks(script):
    return list(timeline(parse(script)))


def simulate_pair(script_a, script_b, seed_a=1, seed_b=2, tail_ms=TAIL_MS):
    """The SimPair after playing the two scripts for as long as run_pair plays them (its boxes' frames, shells)."""
    ma, mb = _masks(script_a), _masks(script_b)
    with _SIMULATOR:
        pair = SimPair(seed_a, seed_b)
        for i in range(max(len(ma), len(mb)) + tail_ms // TICK_MS):
            pair.step(ma[i] if i < len(ma) else 0, mb[i] if i < len(mb) else 0)
    return pair


def run_pair(dir_a, dir_b, script_a, script_b, seed_a=1, seed_b=2, board="pico", heapsize="192K", tail_ms=TAIL_MS,
             **world):
    """Both fake boxes powered on (each with its flash in its folder) and played: (Session of a, Session of b), each
    report with "cable_bytes", the bytes its UART sent. Both sessions last as long as the longer script and tail_ms
    more; world: run_session's options for both."""
    build()
    ms = max(len(_masks(script_a)), len(_masks(script_b))) * TICK_MS + tail_ms
    boxes = []
    for workdir, script, seed in ((dir_a, script_a, seed_a), (dir_b, script_b, seed_b)):
        options = dict(world, seed=seed, tail_ms=ms - len(_masks(script)) * TICK_MS)
        main, end = lay_out(workdir, script, board, None, None, options)
        boxes.append((workdir, main, end, options))
    procs = []
    with short_paths(dir_a) as (build_a, work_a), short_paths(dir_b) as (build_b, work_b):
        for (workdir, main, end, world), (build_dir, work) in zip(boxes, ((build_a, work_a), (build_b, work_b))):
            procs.append(_launch(workdir, main, end, world, build_dir, work, heapsize))
        try:
            sent = _join(procs)
        finally:
            for p in procs:
                if p["proc"].poll() is None:
                    p["proc"].kill()
                p["proc"].wait()
    sessions = tuple(_session(p) for p in procs)
    for s, n in zip(sessions, sent):
        if s.report is not None:
            s.report["cable_bytes"] = n
    return sessions


def _launch(workdir, main, end, world, build_dir, work, heapsize):
    """One fake box's process, its cable's pipes held here: {proc, from_box, to_box, workdir, out, err}."""
    from_box, box_out = os.pipe()
    box_in, to_box = os.pipe()
    env = run_env(build_dir, work, 0, end, 0, world)
    env["FAKECABLE"] = "%d %d" % (box_out, box_in)
    out = open(os.path.join(workdir, "console.txt"), "w+")
    err = open(os.path.join(workdir, "errors.txt"), "w+")
    cmd = [MICROPYTHON, "-X", "heapsize=" + heapsize, os.path.join(work, main)]
    proc = subprocess.Popen(cmd, env=env, cwd=workdir, stdout=out, stderr=err, pass_fds=(box_out, box_in), text=True)
    os.close(box_out)
    os.close(box_in)
    return {"proc": proc, "from_box": from_box, "to_box": to_box, "workdir": workdir, "out": out, "err": err}


def _read_message(fd):
    """A box's message for its tick, or None once its process has ended."""
    data = b""
    while len(data) < fakecable.MESSAGE:
        ready, _, _ = select.select([fd], [], [], STALL_S)
        if not ready:
            raise RuntimeError("a fake box sent no tick for %d s: hung" % STALL_S)
        chunk = os.read(fd, fakecable.MESSAGE - len(data))
        if not chunk:
            return None
        data += chunk
    return data


def _join(procs):
    """The cable between the two processes until both have ended: each tick's bytes to the other box. Returns the
    bytes each box sent."""
    live = [True, True]
    sent = [0, 0]
    while any(live):
        messages = [None, None]
        for i in (0, 1):
            if live[i]:
                messages[i] = _read_message(procs[i]["from_box"])
                live[i] = messages[i] is not None
        if messages[0] and messages[1] and messages[0][:4] != messages[1][:4]:
            raise RuntimeError("the two fake boxes' clocks are out of step")
        for i in (0, 1):
            if messages[i] is not None:  # the other box's message, or none (it has ended: the cable is dead)
                sent[i] += messages[i][4]
                os.write(procs[i]["to_box"], messages[1 - i] or bytes(fakecable.MESSAGE))
    for p in procs:
        os.close(p["from_box"])
        os.close(p["to_box"])
    return sent


def _session(p):
    """The harness.Session of one box of the pair."""
    report = read_report(os.path.join(p["workdir"], "report.txt"))
    if report is not None and report["reset"]:
        raise RuntimeError("a fake box soft-reset in a two-box run: run_pair does not restart it")
    p["out"].seek(0)
    p["err"].seek(0)
    done = subprocess.CompletedProcess(p["proc"].args, p["proc"].returncode, p["out"].read(), p["err"].read())
    p["out"].close()
    p["err"].close()
    return ended(p["workdir"], [(done, report)])


def linked_scripts(game, limit_ms=GAME_LIMIT_MS):
    """Box A's and box B's key scripts of a whole LinkedGame, found by playing it in the simulator with the game's
    seeds: each box opens the game from its main menu, then its player presses what the game's keys function
    says, SETTLE_MS after it is due, until the game is over on both boxes and END_MS have passed. The scripts are
    padded to the same length. ValueError when the game does not end within limit_ms."""
    with _SIMULATOR:
        return _linked_scripts(game, limit_ms)


def _linked_scripts(game, limit_ms):
    keys_of, over = game.keys, game.over
    pair = SimPair(game.seed_a, game.seed_b)
    players = [_Player(pair.a.shell, game.opening_a), _Player(pair.b.shell, game.opening_b)]
    end = None
    while end is None or pair.now < end:
        if pair.now > limit_ms:
            raise ValueError("the linked game did not end within %d ms" % limit_ms)
        for player in players:
            player.think(pair.now, keys_of)
        pair.step(players[0].next_mask(), players[1].next_mask())
        if end is None and over(pair.a.shell) and over(pair.b.shell) and not players[0].masks and not players[1].masks:
            end = pair.now + END_MS
    ticks = pair.now // TICK_MS
    return tuple(p.script(ticks) for p in players)


class _Player:
    """One box's presses as a key script: `items` so far, the masks still to feed, the tick the script has reached."""

    def __init__(self, shell, opening):
        self.shell = shell
        self.items = [opening]
        self.masks = [0] * (GAP_MS // TICK_MS) + list(levels(parse(opening)))
        self.reached = len(self.masks)
        self.due_at = None  # when a press became due

    def think(self, now, keys_of):
        if self.masks:
            return
        keys = keys_of(self.shell)
        if keys is None:
            self.due_at = None
            return
        if self.due_at is None:
            self.due_at = now
        if now - self.due_at < SETTLE_MS:
            return
        self.due_at = None
        tick = now // TICK_MS
        if tick > self.reached:
            self.items.append("WAIT%d" % ((tick - self.reached) * TICK_MS))
        self.items.append(keys)
        self.masks = list(levels(parse(keys)))
        self.reached = tick + len(self.masks)

    def next_mask(self):
        return self.masks.pop(0) if self.masks else 0

    def script(self, ticks):
        """The script up to tick `ticks` (a WAIT to there)."""
        items = list(self.items)
        if ticks > self.reached:
            items.append("WAIT%d" % ((ticks - self.reached) * TICK_MS))
        return ",".join(items)
