"""`make bench-device UF2=... BOOTROM=...`: the box's figures on an emulated Pico running the real firmware.

    .venv/bin/python tools/devicelab/bench.py --uf2 RPI_PICO-20250415-v1.25.0.uf2 --bootrom bootrom.ts
        [--board pico] [--jobs 2] [--only NAME,...] [--ai-games 20] [--card-rounds 4] [--stock-uf2 STOCK.uf2]

Two routes, each measured by a run of its own and reported side by side: the stock firmware with the box as `make
deploy` leaves it on the filesystem, and the box's own .uf2 (`make firmware`, the box frozen in: its filesystem holds
only the AI's tables, as `make tables` leaves them). Builds the flash (plus the lab's probe and the /boot.py that
installs it), then runs
scenarios, each on a freshly booted chip (a new flash: the box starts at the menu), up to --jobs at once: the
boot and the menu, each app visited and left with a long B, keys pressed in each app, the Goat and Wolf set-up,
a long B during AI play (after 10 s, and at several moments), each game's own session (the key scripts of
tests/test_firmware_session.py), every app played in turn in one boot (the heap per app), and timing probes
over the REPL. Every figure is in emulated time on a 125 MHz RP2040 (rp2040js models no flash wait states: a
real chip is as slow or slower). Each scenario's final frame is compared with the simulator's for the same key
script and seed. With --stock-uf2, a run of the .uf2 also plays the update: a box deployed on the stock firmware,
played and saved, then flashed with the .uf2 (its blocks only, as a drag-and-drop writes them). Prints figures
only; exits 2 on a bad input, 1 when the lab itself failed.
"""

import argparse
import concurrent.futures
import json
import os
import statistics
import sys
import tempfile
import threading
import time
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path[:0] = [os.path.join(ROOT, p) for p in ("tools", "tools/fakehw", "lib", "tests", "tests/portable")] + [ROOT]

from devicelab import fsimage, inputs, probes  # noqa: E402
from devicelab.screen import bus_spans  # noqa: E402
from devicelab.pico import NS_PER_MS, Pico, boot_file, linked_pair, timeline  # noqa: E402
from harness import app_visit  # noqa: E402 (tools/fakehw: the firmware tests' visit of an app)
from yaga import keyscript  # noqa: E402
from yaga.games import REGISTRY  # noqa: E402
from yaga.buttons import B, Buttons  # noqa: E402

LAB_BUILD = os.path.join(ROOT, "build", "devicelab")
ROUTES = ("stock", "frozen")  # the stock firmware + make deploy; the box's own .uf2
# each route's last run: --report (and make bench) prints them again, side by side
RESULTS = {route: os.path.join(LAB_BUILD, route, "results.json") for route in ROUTES}
BUILD = LAB_BUILD  # the measured route's own folder (flash images, logs, PNGs): main sets it, one route a run
BOOT_LIMIT_MS = 5000
SETTLE_MS = 4000  # after a script: how long the device may take to show the simulator's final frame
QUIET_MS = 1000  # ... and keep it unchanged
GW_ROW = [name for name, _ in REGISTRY].index("goat_wolf")
# The lost-press script: on the Goat and Wolf set-up, DOWN*4 reaches the AI level, RIGHT makes it hard;
# its DOWN*4 come while the app opens (a second on the Pico: one turn takes them all). Then the cursor moves that
# are measured, made as a person makes them, looking at the set-up: up and down its rows.
GW_SETUP = "DOWN*%d,A,WAIT300,DOWN*4,RIGHT" % GW_ROW
GW_SETUP_MOVES = ",WAIT1500,UP*4,DOWN*4"
# press and gap (ms) where a scenario must set up a game: a press lost on a firmware without the edge
# latch took a turn longer than the gap; held under the D-pad's repeat delay (400 ms from the edge)
SLOW = (300, 400)
GW_PLAY_MS = 10000  # how long the Goat and Wolf AI plays itself before the long B (a game lasts longer)
GW_AI_VS_AI = "DOWN*%d,A,WAIT500,DOWN*4,RIGHT,UP,A" % GW_ROW  # the set-up: AI vs AI at hard, started
# ms of AI play before each long B of the "gw long b" scenario: not multiples of a turn, so each B goes down at
# another moment of the AI's turns
LONG_B_WAITS = (1000, 1370, 1730, 2090, 2460)
# frames closer than this belong to one animation (Goat and Wolf: a frame every 40 ms while a move animates, the
# walk's cells 140 ms apart; the AI waits 600 ms before it acts)
ANIM_GAP_MS = 150
LONG_MS = Buttons().long_ms
VISIT_BOUND = 100 * 1024  # every app keeps at least this much heap free on the device, whatever came before
_print_lock = threading.Lock()


def say(text):
    with _print_lock:
        print(text, flush=True)


def board_module(name):
    space = {}
    with open(os.path.join(ROOT, "boards", name + ".py")) as f:
        exec(f.read(), space)
    return argparse.Namespace(**{k: v for k, v in space.items() if k.isupper()})


def simulate(levels, seed, record=False, before=()):
    """The simulator's session (host_sim) after `levels`, stepped on its 10 ms clock as its scripted mode does;
    `before`, a timeline played by an earlier session on the same saves (a power cycle between the two)."""
    with tempfile.TemporaryDirectory() as state:
        if before:
            simulate_on(state, before, seed)
        session = simulate_on(state, levels, seed, record)
    return session


def simulate_on(state, levels, seed, record=False):
    from host_sim.session import Session

    session = Session(state, seed, record=record)
    for i, mask in enumerate(levels):
        session.step(mask, i * keyscript.TICK_MS)
    return session


def sim_glass(levels, seed=1, before=()):
    return bytes(simulate(levels, seed, before=before).display.glass())


def script_levels(script, pace=None):
    """The timeline of a key script at the key-script pace, or at pace = (press ms, gap ms)."""
    return timeline(script, LONG_MS, *(pace or ()))


def ms(ns):
    return ns / NS_PER_MS


def median(values):
    return statistics.median(values) if values else float("nan")


def route_of(uf2):
    """"frozen" for the box's own .uf2, "stock" for MicroPython's (InputError for neither)."""
    with open(uf2, "rb") as f:
        return "frozen" if inputs.is_box(inputs.flash_from_uf2(f.read())) else "stock"


def lab_flash(firmware, image):
    """The flash: the firmware's image with the filesystem image laid at its offset."""
    flash = bytearray(firmware)
    flash[fsimage.FS_OFFSET : fsimage.FS_OFFSET + len(image)] = image
    return bytes(flash)


class Lab:
    """The built flash and bootrom, and a way to boot a fresh chip on them. With `stock` (MicroPython's own .uf2)
    beside the box's .uf2, also the flash of the stock route for the update scenario."""

    def __init__(self, uf2, bootrom, board, stock=None):
        flash, rom = inputs.read_inputs(uf2, bootrom)
        self.frozen = inputs.is_box(flash)
        os.makedirs(BUILD, exist_ok=True)
        self.probe = fsimage.compiled_probe(BUILD)
        image = fsimage.deployed_image(BUILD, board, self.extra(), frozen=self.frozen)
        self.flash = self.write("flash.bin", lab_flash(flash, image))
        self.bootrom = self.write("bootrom.bin", rom)
        with open(uf2, "rb") as f:
            self.uf2 = f.read()
        self.firmware_end = inputs.uf2_end(self.uf2)
        self.stock = None
        if stock is not None and self.frozen:
            with open(stock, "rb") as f:
                stock_flash = inputs.flash_from_uf2(f.read())
            if inputs.is_box(stock_flash):
                raise inputs.InputError("--stock-uf2 is the box's own firmware, not MicroPython's")
            self.stock = lab_flash(stock_flash, fsimage.deployed_image(BUILD, board, self.extra(False)))
        self.board = board_module(board)
        self.menu = sim_glass(script_levels(""))

    @property
    def route(self):
        return ROUTES[self.frozen]

    def extra(self, frozen=None):
        """The lab's own files on the filesystem: its probe and the /boot.py that installs it for the route."""
        return [("/lab_probe.mpy", self.probe), ("/boot.py", boot_file(self.frozen if frozen is None else frozen))]

    def write(self, name, data):
        path = os.path.join(BUILD, name)
        with open(path, "wb") as f:
            f.write(data)
        return path

    def flash_map(self):
        """{figure: bytes} of the flash the run measures: the firmware's blocks, the room below the filesystem."""
        return {"firmware": self.firmware_end, "fs_start": fsimage.FS_OFFSET,
                "room": fsimage.FS_OFFSET - self.firmware_end, "fs_size": fsimage.BLOCK_COUNT * fsimage.BLOCK_SIZE}

    def boot_pair(self, name, seeds):
        """Two fresh chips on the deployed flash, their link cable plugged in, run until both show their first
        complete menu frame; (box A, box B)."""
        a, b = linked_pair(self.flash, self.bootrom, self.board, seeds, os.path.join(BUILD, "harness-%s.log" % name))
        try:
            for pico in (a, b):  # both chips run: the second may have shown its menu already
                if pico.screen.first_frame(self.menu) is None:
                    pico.run_until_frame(self.menu, BOOT_LIMIT_MS)
            return a, b
        except Exception:
            a.close()
            raise

    def boot(self, name, seed=1, flash=None, usb=True):
        """A fresh chip (on the deployed flash, or on `flash`, a file) run to its first complete menu frame;
        (pico, that frame's time in ns). Without `usb`, on its battery: no host on the USB port."""
        log = os.path.join(BUILD, "harness-%s.log" % name)
        pico = Pico(flash or self.flash, self.bootrom, self.board, seed, log, usb)
        try:
            return pico, pico.run_until_frame(self.menu, BOOT_LIMIT_MS)
        except Exception:
            pico.close()
            raise


def settle(pico, wanted, limit_ms=SETTLE_MS):
    """Run until the glass has shown `wanted` for QUIET_MS with no change (a frame that only passes by does not
    count), at most limit_ms: the time (ns) it was last drawn, or None."""
    stop = pico.now_ms + limit_ms
    while not pico.reached(stop):
        last = pico.screen.frames[-1][0] if pico.screen.frames else 0
        if pico.screen.glass == wanted and pico.now_ns - last >= QUIET_MS * NS_PER_MS:
            return last
        pico.run_to(min(stop, pico.now_ms + 50))
    return None


def compare(pico, name, levels, seed):
    """Settle on the simulator's final frame after `levels`: the time (ns) the device last drew it, or None
    when it does not show it; then both frames are written as PNGs (build/devicelab/<name>-device.png and
    -sim.png)."""
    wanted = sim_glass(levels, seed)
    back = settle(pico, wanted)
    if back is None:
        save_pngs(name, pico.screen.glass, wanted)
    return back


def drawing_turns(pico, start_ns, end_ns=float("inf")):
    """The turns between start_ns and end_ns in which the display was written, in ms."""
    return [turn.ms for turn in turns_that_drew(pico, start_ns, end_ns)]


def turns_that_drew(pico, start_ns, end_ns=float("inf")):
    """The turns (pico.Turn) between start_ns and end_ns in which the display was written: a frame each."""
    sent = [s for s in pico.screen.sent if s[2] > 1]
    out = []
    i = 0
    for turn in pico.turns:
        if turn.end is None or turn.start < start_ns or turn.end > end_ns:
            continue
        while i < len(sent) and sent[i][0] < turn.start:
            i += 1
        if i < len(sent) and sent[i][1] <= turn.end:
            out.append(turn)
    return out


def animation_fps(times_ms):
    """Frames a second while something animates, from the times (ms, ascending) frames were shown: the runs of
    frames less than ANIM_GAP_MS apart (a move's tumble and walk; the AI's pause of 600 ms before each action and
    a lone frame between are left out), their frames after each run's first over their spans. None without a run."""
    frames = 0
    span = 0
    first = last = None
    run = 0
    for t in list(times_ms) + [float("inf")]:
        if last is not None and t - last >= ANIM_GAP_MS:
            if last > first:
                frames += run - 1
                span += last - first
            first = None
        if first is None:
            first, run = t, 0
        run += 1
        last = t
    return frames / span * 1000 if span else None


def lowest_free(pico, start_ns=0):
    frees = [t.free for t in pico.turns if t.free is not None and t.start >= start_ns]
    return min(frees) if frees else None


def press_times(levels, start_ms):
    """(ms the button went down, button mask) of each press of a timeline played from start_ms."""
    out = []
    held = 0
    for i, mask in enumerate(levels):
        if mask and not held:
            out.append((start_ms + i * keyscript.TICK_MS, mask))
        held = mask
    return out


# ---- scenarios: each boots its own chip and returns {figure: value} ---------------------------------


def boot_and_menu(lab):
    """The first boot after deploy (the firmware makes its saves folder), the menu's cursor moved, and a later
    power-up (the flash as the first boot left it)."""
    pico, menu_at = lab.boot("menu")
    with pico:
        pico.run_to(pico.now_ms + 300)  # idle turns allocate nothing: the free heap they see is the menu's
        free_menu = [t.free for t in pico.turns if t.free is not None][-1]
        after_boot = os.path.join(BUILD, "flash-after-boot.bin")
        with open(after_boot, "wb") as f:
            f.write(pico.flash(0, inputs.FLASH_SIZE))
        levels = script_levels("DOWN*4,UP*4")
        start = pico.now_ms
        pico.play(levels, start)
        same = compare(pico, "menu", levels, 1) is not None
        moves = drawing_turns(pico, start * NS_PER_MS)
        bus = full_frame_on_bus(pico.screen.sent)
    pico, power_up_at = lab.boot("power-up", flash=after_boot)
    pico.close()
    return {
        "reset_to_menu_ms": ms(menu_at),
        "power_up_to_menu_ms": ms(power_up_at),
        "menu_free": free_menu,
        "menu_move_ms": moves,
        "same": same,
        "bus": bus,
    }


def full_frame_on_bus(sent):
    """(ms for a whole frame: the six address commands and the 1,025-byte data write, µs a bit) from the first
    full-screen write seen, or None."""
    for i, (start, stop, size) in enumerate(sent):
        if size == 1025 and i >= 6 and all(s[2] == 2 for s in sent[i - 6 : i]):
            bit_us = (stop - start) / 1000 / ((size + 1) * 9 + 2)
            return ms(stop - sent[i - 6][0]), bit_us
    return None


def leave_app(lab, i):
    """Visit app i and leave it with a long B: from the long press's due time (held long_ms) to the menu's
    frame (the shell drops the app and draws the menu at once, no restart), which then stays; and
    how long the app took to open: from the A that opens it (after i DOWNs) to the end of its first frame."""
    name = REGISTRY[i][0]
    pico, _ = lab.boot("leave-" + name)
    with pico:
        levels = script_levels(app_visit(i) + ",LONG_B")
        start = pico.now_ms
        presses = press_times(levels, start)
        long_due = (presses[-1][0] + LONG_MS) * NS_PER_MS
        pico.play(levels, start)
        stays = compare(pico, "leave " + name, levels, 1) is not None
        first = pico.screen.first_frame(sim_glass(levels), long_due)
        opened = turns_that_drew(pico, presses[i][0] * NS_PER_MS)[0]
        return {"app": name, "menu_ms": None if first is None else ms(first - long_due), "same": stays,
                "open_ms": ms(opened.end) - presses[i][0]}


def gw_setup(lab):
    """The lost-press script on the Goat and Wolf set-up, then its cursor moves: their turns, and whether a press
    was lost."""
    pico, _ = lab.boot("gw-setup")
    with pico:
        levels = script_levels(GW_SETUP + GW_SETUP_MOVES)
        start = pico.now_ms
        in_setup = press_times(levels, start)[-8][0]  # the first of UP*4
        pico.play(levels, start)
        moves = drawing_turns(pico, in_setup * NS_PER_MS)
        return {"setup_move_ms": moves, "same": compare(pico, "gw setup", levels, 1) is not None}


def gw_play(lab):
    """AI vs AI at hard, set up at a slow pace (so no press is lost), GW_PLAY_MS of play, then a long B at the
    key-script pace: the play's drawing turns, frames a second against the simulator's, the heap, and
    whether the long B leaves."""
    pico, _ = lab.boot("gw-play")
    with pico:
        setup = script_levels(GW_AI_VS_AI, SLOW)
        levels = setup + script_levels("WAIT%d" % GW_PLAY_MS) + script_levels("LONG_B")
        start = pico.now_ms
        play_from = start + len(setup) * keyscript.TICK_MS + 1000
        play_to = play_from + GW_PLAY_MS - 1000
        long_due = (press_times(levels, start)[-1][0] + LONG_MS) * NS_PER_MS
        pico.play(levels, start)
        back = compare(pico, "gw play", levels, 1)
        window = (play_from * NS_PER_MS, play_to * NS_PER_MS)
        turns = turns_that_drew(pico, *window)  # a turn presents one frame, in one or more writes
        sim = [t for t, _, _ in simulate(levels, 1, record=True).frames if play_from - start <= t < play_to - start]
        span_s = (play_to - play_from) / 1000
        return {
            "play_turns": [t.ms for t in turns],
            "device_fps": len(turns) / span_s,
            "sim_fps": len(sim) / span_s,
            "device_anim_fps": animation_fps([ms(t.end) for t in turns]),
            "sim_anim_fps": animation_fps(sim),
            "free": lowest_free(pico, window[0]),
            "left_ms": None if back is None else ms(back - long_due),
            "same": back is not None,
        }


def gw_long_b(lab):
    """A 700 ms long B at several moments of AI vs AI play (it leaves "at any moment"), A reopening the
    game in between (it plays on from its save), all at the key-script pace: for each long B, ms from its due
    time (held LONG_MS) to the menu's frame, None when the menu did not come before the next long B was due."""
    pico, _ = lab.boot("gw-long-b")
    with pico:
        levels = script_levels(GW_AI_VS_AI, SLOW)
        menu = sim_glass(levels + script_levels("WAIT%d,LONG_B" % LONG_B_WAITS[0]))
        for i, wait in enumerate(LONG_B_WAITS):
            levels += script_levels(("A," if i else "") + "WAIT%d,LONG_B" % wait)
        start = pico.now_ms
        dues = [(at + LONG_MS) * NS_PER_MS for at, mask in press_times(levels, start) if mask == 1 << B]
        pico.play(levels, start)
        same = compare(pico, "gw long b", levels, 1) is not None
        left = []
        for due, next_due in zip(dues, dues[1:] + [float("inf")]):
            shown = pico.screen.first_frame(menu, due)
            left.append(None if shown is None or shown >= next_due else ms(shown - due))
        return {"left_ms": left, "same": same}


def visit_plays():
    """[(app, timeline)] for every app in REGISTRY order, each from the menu's top row: opened, played, left with
    a long B, and a second long B (at the menu it puts the cursor back on the top row, where the next begins):
    the dice rolled, Goat and Wolf's AI against itself at hard (set up at the slow pace, GW_PLAY_MS of play),
    and the card, quest (competitive) and Tatra sessions of tests/test_firmware_session.py."""
    from test_firmware_session import played_sessions

    sessions = played_sessions()
    back = script_levels("LONG_B,WAIT300,LONG_B")
    dice = app_visit([name for name, _ in REGISTRY].index("dice")) + ",DICE,WAIT500" * 3
    plays = {
        "dice": script_levels(dice),
        "goat_wolf": script_levels(GW_AI_VS_AI, SLOW) + script_levels("WAIT%d" % GW_PLAY_MS),
        "cards": script_levels(sessions["cards"][0]),
        "quest": script_levels(sessions["quest_competitive"][0]),
        "tatra": script_levels(sessions["tatra"][0]),
    }
    return [(name, plays[name] + back) for name, _ in REGISTRY]


def visit_all(lab):
    """The heap bound on the device: in one boot, every app opened from the menu and played in turn (the
    menu comes back with no restart), so each app runs after all those before it: the lowest free heap while each
    is open and played, and the menu's free heap before the first and after the last."""
    pico, _ = lab.boot("visit all")
    with pico:
        pico.run_to(pico.now_ms + 300)
        menu_before = [t.free for t in pico.turns if t.free is not None][-1]
        start = pico.now_ms
        levels = []
        spans = []
        for name, play in visit_plays():
            spans.append((name, start + len(levels) * keyscript.TICK_MS))
            levels += play
        end = pico.play(levels, start)
        pico.run_to(pico.now_ms + 300)
        same = compare(pico, "visit all", levels, 1) is not None
        frees = {}
        for (name, begin), until in zip(spans, [b for _, b in spans[1:]] + [end]):
            frees[name] = min(t.free for t in pico.turns if t.free is not None and begin <= t.start / NS_PER_MS < until)
        menu_after = [t.free for t in pico.turns if t.free is not None][-1]
        return {"free": frees, "menu_before": menu_before, "menu_after": menu_after, "same": same}


def app_keys(lab, i):
    """Open app i and press around in it at the key-script pace (tools/fakehw's app_visit), ending in the app:
    with a press lost, its final frame would not be the simulator's."""
    name = REGISTRY[i][0]
    pico, _ = lab.boot("keys-" + name)
    with pico:
        levels = script_levels(app_visit(i))
        pico.play(levels, pico.now_ms)
        return {"app": name, "same": compare(pico, "keys " + name, levels, 1) is not None}


def session(lab, name, script, seed):
    """A game's own session (tests/test_firmware_session.py) at the key-script pace: the lowest free heap and
    the final frame; for the cards, the turns that drew from the deal on."""
    pico, _ = lab.boot("session-" + name, seed)
    with pico:
        levels = script_levels(script)
        start = pico.now_ms
        presses = press_times(levels, start)
        end = pico.play(levels, start)
        out = {"name": name, "same": compare(pico, "session " + name, levels, seed) is not None}
        out["free"] = lowest_free(pico, start * NS_PER_MS)
        if name == "cards":  # from the first press after the set-up's WAIT (the deal)
            steps = keyscript.parse(script)
            setup = steps[: steps.index((keyscript.WAIT, 500))]
            out["turns"] = drawing_turns(pico, presses[len(setup)][0] * NS_PER_MS, end * NS_PER_MS)
        return out


def cards_cursor(lab):
    """A two-player game started as the cards session starts it, then the cursor moved along the hand."""
    pico, _ = lab.boot("cards-cursor", 5)
    with pico:
        row = [name for name, _ in REGISTRY].index("cards")
        levels = script_levels("DOWN*%d,A,DOWN*3,A,WAIT1500,RIGHT,RIGHT,LEFT,RIGHT,LEFT,LEFT" % row)
        start = pico.now_ms
        moves = press_times(levels, start)[-6:]
        pico.play(levels, start)
        same = compare(pico, "cards cursor", levels, 5) is not None
        return {"move_ms": turns_after_presses(pico, moves), "same": same}


def turns_after_presses(pico, presses):
    """Times (ms) of the first turn that drew after each of `presses` (from press_times)."""
    out = []
    for at, _ in presses:
        drew = drawing_turns(pico, at * NS_PER_MS)
        if drew:
            out.append(drew[0])
    return out


# ---- two boxes linked by the cable ------------------------------------------------------------------------
LINK_GOAL_MS = 100  # a press on one box shows on the other within this


def linked_game(lab, game):
    """A whole linked game (tools/fakehw/twobox.py: its key scripts, the simulator's two boxes) on two chips with the
    cable between them, both scripts played from the moment both menus are up. Figures: for each press on box A
    after its opening keys that sent an action (the first ACTION frame on the cable after it comes before A's next
    press), the time from the press to the end of the writes of box B's first frame after that frame arrived, and
    its two parts (the press to the action's last byte on B's pin; from there to B's frame); the bytes on the cable a
    ply (both ways, every frame: keepalives and HELLOs too); the frames each box sent again; the lowest free heap on
    each box; whether each box's final frame is the simulator's."""
    import twobox
    from yaga import link

    script_a, script_b = twobox.linked_scripts(game)
    sim = twobox.simulate_pair(script_a, script_b, game.seed_a, game.seed_b)
    levels = (script_levels(script_a), script_levels(script_b))
    a, b = lab.boot_pair("link-" + game.name, (game.seed_a, game.seed_b))
    with a:
        start = max(a.now_ms, b.now_ms)
        play_pair((a, b), levels, start)
        finals = [settle(pico, bytes(box.display.glass())) for pico, box in zip((a, b), (sim.a, sim.b))]
        for pico, box, final in zip((a, b), ("a", "b"), finals):
            if final is None:
                save_pngs("link %s %s" % (game.name, box), pico.screen.glass, bytes(getattr(sim, box).display.glass()))
        wire = [link_frames(pico.sent) for pico in (a, b)]
        actions = [at for typ, _, _, at in wire[0] if typ == link.ACTION]
        opening = len(press_times(script_levels(game.opening_a), 0))  # its set-up's keys: the deal is no move
        presses = [at * NS_PER_MS for at, _ in press_times(levels[0], start)[opening:]]
        moves = []
        for press, following in zip(presses, presses[1:] + [float("inf")]):
            arrived = next((at for at in actions if press < at < following), None)
            if arrived is not None:
                moves.append((ms(press), ms(arrived), drawn_after(b.screen, arrived)))
        plies = sim.a.shell.app.linked.ply
        return {"game": game.name, "plies": plies, "moves": moves,
                "bytes_per_ply": (len(a.sent) + len(b.sent)) / plies, "frames": [len(w) for w in wire],
                "resends": [resent(w) for w in wire], "free": [lowest_free(p, start * NS_PER_MS) for p in (a, b)],
                "same": all(f is not None for f in finals)}


def drawn_after(screen, at_ns):
    """When the writes of the display's first frame begun after at_ns ended (ms; None when there is none)."""
    span = next((s for s in bus_spans(screen.sent, at_ns, float("inf"))), None)
    return None if span is None else ms(span[1])


def play_pair(picos, levels, start_ms):
    """Each chip's timeline on its pins from start_ms, tick by tick, both chips running; returns the end (ms)."""
    t = start_ms
    held = [0] * len(picos)
    for i in range(max(len(x) for x in levels)):
        for k, pico in enumerate(picos):
            mask = levels[k][i] if i < len(levels[k]) else 0
            if mask != held[k]:
                pico.run_to(t)
                pico.buttons(mask)
                held[k] = mask
        t += keyscript.TICK_MS
    picos[0].run_to(t)
    return t


def link_frames(sent):
    """The link's frames in the bytes one box sent ((ns, byte) each; yaga.link's format, CRC sound): [(type,
    sequence number, payload, the time its last byte was on the wire)]."""
    from yaga import link

    data = bytes(v for _, v in sent)
    out = []
    i = 0
    while i + link.OVERHEAD <= len(data):
        n = data[i + 3] << 8 | data[i + 4]
        end = i + link.OVERHEAD + n
        if data[i] != link.SYNC or n > link.MAX_PAYLOAD or end > len(data):
            i += 1
            continue
        if link.crc16(data, i + 1, link.HEADER - 1 + n) != (data[end - 2] << 8 | data[end - 1]):
            i += 1
            continue
        out.append((data[i + 1], data[i + 2], data[i + link.HEADER : end - 2], sent[end - 1][0]))
        i = end
    return out


def resent(frames):
    """How many of a box's frames went again: a frame that waits for its ACK (not an ACK or a HELLO) seen before."""
    from yaga import link

    seen = set()
    again = 0
    for typ, seq, payload, _ in frames:
        if typ in (link.ACK, link.HELLO):
            continue
        again += (typ, seq, payload) in seen
        seen.add((typ, seq, payload))
    return again


def save_pngs(name, device, wanted):
    """The device's glass and the simulator's, as build/devicelab/<name>-device.png and -sim.png."""
    from host_sim import images

    base = os.path.join(BUILD, name.replace(" ", "-"))
    images.save_png(device, base + "-device.png", 4)
    images.save_png(wanted, base + "-sim.png", 4)


# ---- power: the share of emulated time the core executed, waited (WFE/WFI, clocks running) and slept
# (machine.lightsleep), and the current and battery life those give (tools/devicelab/README.md: the figures'
# sources). The rail is the Pico's 3.3 V (DVDD comes from it through the chip's own regulator); the cell's current is
# taken as the rail's (the Pico's buck-boost, ~90 % efficient, from a 3.7 V cell).
MA_EXECUTING = 25.7  # DVDD 9.4 mA at 48 MHz (BOOTSEL active) scaled to 125 MHz, + IOVDD 1.2 mA
MA_WAITING = 24.6  # DVDD 9.0 mA at 48 MHz (BOOTSEL idle: the core in WFI, clocks running) scaled, + IOVDD 1.2 mA
MA_ASLEEP = 0.39  # DVDD in SLEEP (hello_sleep: clk_sys on the crystal, clocks gated), as machine.lightsleep leaves it
MA_PANEL_OFF = 0.02  # SSD1306 in sleep (display off): VDD and VCC sleep currents, 10 uA each at most
MA_PANEL_ALL_LIT = 20.0  # a 0.96" 128x64 module on its charge pump, every pixel lit (scales with the pixels lit)
BATTERY_MAH = 1000
POWER_S = 60  # each power figure's span of emulated time (--power-s)
PERSON = (150, 1350)  # a person's pace at the cards: a press held 150 ms, the next 1.35 s later
SLEEP_AFTER_1 = "DOWN*{n},A,DOWN*3,LEFT*2,B,UP*{n}"  # settings: sleep after 5 -> 1 minute, back on the top row
SLEEP_AFTER_MS = 60000
# a press while asleep, then another after each wait asleep again: not multiples of the loop's look at the pins, so
# each press comes at another moment of it
WAKE_WAITS = (SLEEP_AFTER_MS + 1000, SLEEP_AFTER_MS + 1007, SLEEP_AFTER_MS + 1013, SLEEP_AFTER_MS + 1019,
              SLEEP_AFTER_MS + 1024)


def power_mark(pico):
    return pico.now_ns, pico.waited_ns, pico.slept_ns


def power_since(pico, mark, what):
    """{figure: value} of the time since `mark` (power_mark): the shares executing, waiting and asleep, the
    time-averaged share of the glass's pixels lit, the estimated current (mA) and hours on BATTERY_MAH."""
    t0, w0, s0 = mark
    span = pico.now_ns - t0
    waiting, asleep = (pico.waited_ns - w0) / span, (pico.slept_ns - s0) / span
    executing = 1 - waiting - asleep
    lit = lit_share(pico.screen, t0, pico.now_ns)
    ma = executing * MA_EXECUTING + waiting * MA_WAITING + asleep * MA_ASLEEP + MA_PANEL_OFF + lit * MA_PANEL_ALL_LIT
    return {"what": what, "s": span / 1e9, "executing": executing, "waiting": waiting, "asleep": asleep,
            "lit": lit, "ma": ma, "hours": BATTERY_MAH / ma}


def lit_share(screen, start_ns, end_ns):
    """The share of the glass's pixels lit, averaged over start_ns..end_ns."""
    shown = [(start_ns, 0.0)]
    for stop, glass in screen.frames:
        share = sum(bin(b).count("1") for b in glass) / (len(glass) * 8)
        if stop <= start_ns:
            shown[0] = (start_ns, share)
        elif stop < end_ns:
            shown.append((stop, share))
    ends = [t for t, _ in shown[1:]] + [end_ns]
    return sum((b - a) * share for (a, share), b in zip(shown, ends)) / (end_ns - start_ns)


def power_idle(lab, row, span_s):
    """Left alone for span_s: on the menu (row None), or in app `row`, opened from the menu."""
    name = "the menu" if row is None else REGISTRY[row][0]
    pico, _ = lab.boot("power-" + name.replace(" ", "-"), usb=False)
    with pico:
        if row is not None:
            pico.play(script_levels(("DOWN*%d," % row if row else "") + "A,WAIT2000"), pico.now_ms)
        mark = power_mark(pico)
        pico.run_to(pico.now_ms + span_s * 1000)
        return power_since(pico, mark, "idle on " + name if row is None else "idle in " + name)


def power_gw_ai(lab, span_s):
    """Goat and Wolf's AI against itself at hard, span_s of play."""
    pico, _ = lab.boot("power-gw-ai", usb=False)
    with pico:
        pico.play(script_levels(GW_AI_VS_AI, SLOW), pico.now_ms)
        mark = power_mark(pico)
        pico.run_to(pico.now_ms + span_s * 1000)
        return power_since(pico, mark, "Goat and Wolf AI vs AI")


def power_asleep(lab, span_s):
    """Sleep after set to 1 minute, then left alone past it: span_s of the box asleep."""
    pico, _ = lab.boot("power-asleep", usb=False)
    with pico:
        end = pico.play(script_levels(SLEEP_AFTER_1.format(n=len(REGISTRY))), pico.now_ms)
        pico.run_to(end + SLEEP_AFTER_MS + 1000)
        mark = power_mark(pico)
        pico.run_to(pico.now_ms + span_s * 1000)
        return power_since(pico, mark, "asleep after its sleep-after time")


def power_cards(lab, span_s):
    """The cards session (tests/test_firmware_session.py) at a person's pace: its first span_s."""
    from test_firmware_session import played_sessions

    script, seed = played_sessions()["cards"]
    pico, _ = lab.boot("power-cards", seed, usb=False)
    with pico:
        levels = script_levels(script, PERSON)[: span_s * 1000 // keyscript.TICK_MS]
        mark = power_mark(pico)
        pico.play(levels, pico.now_ms)
        return power_since(pico, mark, "cards at a person's pace")


def power_wake(lab):
    """Sleep after set to 1 minute, then a press while asleep after each of WAKE_WAITS (the box sleeps again a minute
    after each): ms from each press going down to the glass lit again with its frame (the press itself is swallowed);
    then DOWN on the woken box: whether it moved the menu's cursor (no press lost)."""
    pico, _ = lab.boot("power-wake", usb=False)
    with pico:
        script = SLEEP_AFTER_1.format(n=len(REGISTRY)) + "".join(",WAIT%d,DICE" % w for w in WAKE_WAITS) + ",DOWN"
        levels = script_levels(script + ",WAIT500")
        start = pico.now_ms
        presses = press_times(levels, start)
        pico.play(levels, start)
        dark = bytes(len(pico.screen.glass))
        woken = []
        for down, _ in presses[-1 - len(WAKE_WAITS):-1]:
            lit = [stop for stop, glass in pico.screen.frames if stop >= down * NS_PER_MS and glass != dark]
            woken.append(ms(lit[0]) - down if lit else None)
        last = presses[-1][0] * NS_PER_MS
        before = [glass for stop, glass in pico.screen.frames if stop < last][-1]
        return {"wake_ms": woken, "acted": any(stop >= last and glass != before for stop, glass in pico.screen.frames)}


UPDATE_PLAY = ",LONG_B,WAIT300,LONG_B"  # each app visited, then left (the menu's cursor back on the top row)
SAVES = "/saves/"
FROZEN_CHECK = (  # run on the REPL after the update: which files the firmware's modules came from, and sys.path
    "import sys; print(sys.path, [sys.modules[m].__file__ for m in ('device', 'hardware', 'board', 'yaga.shell')])"
)


def update(lab):
    """The update over a played box: the stock firmware with the box deployed, every app visited (its save
    written), then the .uf2's blocks flashed over that flash, nothing else changed (the lab's own /boot.py set for
    the frozen route), and a power-up: its first menu frame, whether every save is still on the flash byte for
    byte, where the firmware's modules came from, and each app opened: its frame the simulator's after the same
    play and a power cycle (its save loaded)."""
    before = []
    for i in range(len(REGISTRY)):
        before += script_levels(app_visit(i) + UPDATE_PLAY)
    pico, _ = lab.boot("update-stock", flash=lab.write("flash-stock.bin", lab.stock))
    with pico:
        pico.play(before, pico.now_ms)
        pico.run_to(pico.now_ms + 1000)
        played = pico.flash(0, inputs.FLASH_SIZE)
    saves = fs_saves(played)
    flashed = bytearray(inputs.flash_from_uf2(lab.uf2, played))
    image = fsimage.with_files(flashed[fsimage.FS_OFFSET :], lab.extra()[1:])  # the lab's /boot.py, for the frozen box
    menu = sim_glass(script_levels(""), before=before)
    pico = Pico(lab.write("flash-updated.bin", lab_flash(flashed, image)), lab.bootrom, lab.board,
                log_path=os.path.join(BUILD, "harness-update.log"))
    with pico:
        menu_at = pico.run_until_frame(menu, BOOT_LIMIT_MS)
        pico.run_to(pico.now_ms + 1000)
        kept = fs_saves(pico.flash(0, inputs.FLASH_SIZE))
        opened = []
        after = script_levels("")  # what this boot has played, as the simulator plays it after its power cycle
        for i in range(len(REGISTRY)):
            step = script_levels(("DOWN*%d," % i if i else "") + "A,WAIT1500")
            wanted = sim_glass(after + step, before=before)
            start = pico.now_ms
            pico.play(step, start)
            opened.append(pico.screen.first_frame(wanted, start * NS_PER_MS) is not None)
            leave = script_levels(UPDATE_PLAY[1:])
            pico.play(leave)
            after += step + leave
        pico.interrupt()
        pico.raw_repl()
        where = pico.repl(FROZEN_CHECK).strip()
    lost = [name for name in saves if kept.get(name) != saves[name]]
    return {"menu_ms": ms(menu_at), "saves": len(saves), "lost": lost, "opened": opened, "modules": where,
            "same": all(opened) and not lost}


def fs_saves(flash):
    """{path: bytes} of the saves folder on a flash image's filesystem."""
    files = fsimage.read_image(flash[fsimage.FS_OFFSET : fsimage.FS_OFFSET + fsimage.BLOCK_COUNT * fsimage.BLOCK_SIZE])
    return {path: data for path, data in files.items() if path.startswith(SAVES)}


def repl_probes(lab, ai_games, card_rounds):
    pico, _ = lab.boot("probes")
    with pico:
        pico.run_to(pico.now_ms + 500)
        pico.interrupt()
        pico.raw_repl()
        heap = probes.numbers(pico.repl("import gc; gc.collect(); print(gc.mem_free() + gc.mem_alloc())"))[0]
        text_ours, text_fb = probes.numbers(pico.repl(probes.TEXT_SCREEN))
        board = probes.numbers(pico.repl(probes.GW_BOARD))[0]
        gw = probes.numbers(pico.repl(probes.GW_HARD_AI % (False, ai_games), limit_ms=600000))
        gw_balanced = probes.numbers(pico.repl(probes.GW_HARD_AI % (True, ai_games), limit_ms=600000))
        gw_costliest = probes.numbers(pico.repl(probes.GW_HARD_COSTLIEST, limit_ms=120000))
        cards = probes.numbers(pico.repl(probes.CARDS_STRONG_BOT % card_rounds, limit_ms=900000))
        table_reads = probes.numbers(pico.repl(probes.GW_TABLE_READS, limit_ms=120000))
        fs_used = probes.numbers(pico.repl(probes.FS_USED))[0]
        return {"heap": heap, "text": (text_ours, text_fb), "board": board, "gw_ai": gw, "gw_ai_balanced": gw_balanced,
                "gw_ai_costliest": gw_costliest, "cards_bot": cards, "fs_used": fs_used, "table_reads": table_reads}


# ---- the run ---------------------------------------------------------------------------------------------


def scenarios(opts):
    """[(name, function, args)] in the order they start (the longest first, so --jobs 2 ends sooner)."""
    from test_firmware_session import played_sessions

    out = []
    for name, (script, seed) in played_sessions().items():
        out.append(("session " + name, session, (name, script, seed)))
    dice = app_visit([name for name, _ in REGISTRY].index("dice")) + ",DICE,WAIT500" * 3 + ",LONG_B"
    out.insert(2, ("session dice", session, ("dice", dice, 1)))
    out.append(("probes", repl_probes, (opts.ai_games, opts.card_rounds)))
    out.append(("menu", boot_and_menu, ()))
    out.append(("gw setup", gw_setup, ()))
    out.append(("gw play", gw_play, ()))
    out.append(("gw long b", gw_long_b, ()))
    out.append(("cards cursor", cards_cursor, ()))
    out.append(("visit all", visit_all, ()))
    import twobox

    for game in (twobox.GOAT_AND_WOLF, twobox.CARDS, twobox.DICE):
        out.append(("link " + game.name, linked_game, (game,)))
    for i in range(len(REGISTRY)):
        out.append(("leave " + REGISTRY[i][0], leave_app, (i,)))
        out.append(("keys " + REGISTRY[i][0], app_keys, (i,)))
    out.append(("power menu", power_idle, (None, opts.power_s)))
    for i in range(len(REGISTRY)):
        out.append(("power " + REGISTRY[i][0], power_idle, (i, opts.power_s)))
    out.append(("power gw ai", power_gw_ai, (opts.power_s,)))
    out.append(("power asleep", power_asleep, (opts.power_s,)))
    out.append(("power wake", power_wake, ()))
    out.append(("power play cards", power_cards, (opts.power_s,)))
    if opts.stock_uf2:
        out.insert(0, ("update", update, ()))
    if opts.only:
        wanted = opts.only.split(",")
        out = [s for s in out if any(s[0].startswith(w) for w in wanted)]
    return out


def run_all(lab, opts):
    """Every scenario's figures by name (None for one that failed), also kept in RESULTS as each ends. With
    --only, the other scenarios' figures of the last run stay in RESULTS and in the report."""
    results = {}
    if opts.only and os.path.exists(RESULTS[lab.route]):
        with open(RESULTS[lab.route]) as f:
            results = json.load(f)
    results["flash map"] = lab.flash_map()
    todo = scenarios(opts)
    t0 = time.time()

    def one(name, fn, args):
        say("  started  %-24s (%.0f s)" % (name, time.time() - t0))
        try:
            figures = fn(lab, *args)
            say("  finished %-24s (%.0f s)" % (name, time.time() - t0))
        except Exception as e:  # one scenario's failure is reported, the others still run
            figures = None
            say("  FAILED   %s: %s\n%s" % (name, e, traceback.format_exc()))
        with _print_lock:
            results[name] = figures
            with open(RESULTS[lab.route], "w") as f:
                json.dump(results, f, indent=1)

    with concurrent.futures.ThreadPoolExecutor(max_workers=opts.jobs) as pool:
        for f in [pool.submit(one, *s) for s in todo]:
            f.result()
    return results


def kb(n):
    return "-" if n is None else "%.1f KB" % (n / 1024)


def ms_or_dash(value):
    return "-" if value is None else "%.0f ms" % value


def spread(values):
    """'median M / max X ms' of turn times."""
    return "median %.1f / max %.1f ms" % (median(values), max(values)) if values else "-"


def decisions(figures):
    """'p95 P / max X ms (median M, N decisions)' of a probe's (count, median, p95, max) in µs."""
    n, med, p95, most = figures
    return "p95 %.1f / max %.1f ms (median %.1f, %d decisions)" % (p95 / 1e3, most / 1e3, med / 1e3, n)


def report(by_route):
    """The figures of each route's last run ({route: results}), side by side when both ran: see entries."""
    routes = [route for route in ROUTES if by_route.get(route)]
    tables = [entries(by_route[route]) for route in routes]
    lines = ["", "Device figures (MicroPython v1.25.0, RP2040 at 125 MHz, emulated): " + " | ".join(
        COLUMNS[route] for route in routes)]
    values = [dict(e for e in t if not isinstance(e, str)) for t in tables]
    cell = "%-30s" if len(values) > 1 else "%s"
    for key in merged([[e if isinstance(e, str) else e[0] for e in t] for t in tables]):
        if any(key in v for v in values):
            lines.append(("  %-62s " % key + " | ".join(cell % v.get(key, "-") for v in values)).rstrip())
        else:
            lines.append(key)
    return "\n".join(lines)


COLUMNS = {"stock": "stock firmware + make deploy", "frozen": "the box's .uf2 (frozen)"}


def merged(orders):
    """One order of every key of several ordered lists, each list's order kept (a key new to a later list goes
    after the key it follows there)."""
    out = []
    for keys in orders:
        at = 0
        for key in keys:
            if key in out:
                at = out.index(key) + 1
            else:
                out.insert(at, key)
                at += 1
    return out


def entries(results):
    """One route's figures in a fixed order, the free heap, the frame comparisons, the flash map and
    the update: [(label, value)], a heading a str."""
    lines = []

    def row(label, value):
        lines.append((label, value))

    m = results.get("menu")
    if m:
        row("reset to the first complete menu frame (first boot after deploy)", "%.0f ms" % m["reset_to_menu_ms"])
        row("reset to the first complete menu frame (a later power-up)", "%.0f ms" % m["power_up_to_menu_ms"])
        row("menu cursor move (a turn of the loop: draw + I2C)", spread(m["menu_move_ms"]))
    p = results.get("probes")
    if p:
        ours, fb = p["text"]
        text = "%.1f ms / %.1f ms (%.1fx)" % (ours / 1e3, fb / 1e3, ours / fb)
        row("full 8-line text screen: Canvas.text / framebuf.text", text)
        row("Goat and Wolf board draw (clear, rings, pieces)", "%.1f ms" % (p["board"] / 1e3))
    play = results.get("gw play")
    if play:
        row("Goat and Wolf AI vs AI play: turns that drew", spread(play["play_turns"]))
        fps = "%.1f / %.1f" % (play["device_fps"], play["sim_fps"])
        row("Goat and Wolf AI vs AI play: frames a second, device / simulator", fps)
        if "device_anim_fps" in play:
            fps = " / ".join("-" if f is None else "%.1f" % f for f in (play["device_anim_fps"], play["sim_anim_fps"]))
            row("Goat and Wolf AI vs AI play while a move animates: frames a second, device / simulator", fps)
    g = results.get("gw setup")
    if g:
        row("Goat and Wolf set-up cursor move (turns that drew)", spread(g["setup_move_ms"]))
    s = results.get("session cards")
    if s:
        row("card game turns that drew (human vs strong bot, from the deal)", spread(s["turns"]))
    c = results.get("cards cursor")
    if c:
        row("card game cursor move along the hand (turn)", spread(c["move_ms"]))
    for k, r in sorted(results.items()):
        if k.startswith("leave ") and r:
            row("leaving %s: the menu's frame after the long B's due time" % r["app"], ms_or_dash(r["menu_ms"]))
            if "open_ms" in r:
                row("opening %s: its first frame after the A" % r["app"], ms_or_dash(r["open_ms"]))
    if play:
        left = "no" if play["left_ms"] is None else "yes, menu back %.0f ms after its due time" % play["left_ms"]
        row("a 700 ms long B during Goat and Wolf AI play leaves", left)
    lb = results.get("gw long b")
    if lb:
        back = [v for v in lb["left_ms"] if v is not None]
        left = "%d of %d" % (len(back), len(lb["left_ms"]))
        if back:
            left += ", menu back %.0f-%.0f ms after the due time" % (min(back), max(back))
        row("a 700 ms long B at %d moments of Goat and Wolf AI play leaves" % len(lb["left_ms"]), left)
    for k, r in sorted(results.items()):
        if k.startswith("link ") and r:
            lines += linked_lines(r)
    if p:
        row("Goat and Wolf hard AI decision", decisions(p["gw_ai"]))
        if "gw_ai_balanced" in p:
            row("Goat and Wolf hard AI decision, balanced rules (GW-36)", decisions(p["gw_ai_balanced"]))
        if "gw_ai_costliest" in p:
            each = p["gw_ai_costliest"]
            row("Goat and Wolf hard AI, the %d costliest decisions found" % len(each),
                "max %.1f ms (each: %s ms)" % (max(each) / 1e3, ", ".join("%.1f" % (t / 1e3) for t in each)))
        row("cards strong bot decision", decisions(p["cards_bot"]))
        if "table_reads" in p:
            n, from_file, whole = p["table_reads"]
            row("Goat and Wolf table, a record read: from its file / in place (as frozen bytes)",
                "%.0f / %s us" % (from_file / n, "-" if whole < 0 else "%.0f" % (whole / n)))
    if m and m["bus"]:
        bus = "%.1f ms (%.3f us a bit)" % tuple(m["bus"])
        row("one full frame on the bus (6 commands + 1,025 data bytes)", bus)
    lines += ["\nFree heap (gc.mem_free() after a turn, uncollected garbage counted as used; lowest while playing):"]
    if p:
        row("heap in all (gc.mem_free() + gc.mem_alloc())", "%d B" % p["heap"])
    if m:
        row("at the menu", kb(m["menu_free"]))
    for k, r in sorted(results.items()):
        if k.startswith("session ") and r:
            row("playing " + r["name"] + " (its session)", kb(r["free"]))
    if play:
        row("Goat and Wolf AI vs AI at hard (%d s)" % (GW_PLAY_MS // 1000), kb(play["free"]))
    for k, r in sorted(results.items()):
        if k.startswith("link ") and r:
            row("playing %s linked, box A / box B" % r["game"], "%s / %s" % tuple(kb(f) for f in r["free"]))
    lines += visit_lines(results.get("visit all"))
    lines += ["\nFinal frame equal to the simulator's (same key script and seed, 100 ms down / 100 ms up):"]
    for k, r in sorted(results.items()):
        if r is None:
            row(k, "FAILED (see above)")
        elif "same" in r:
            row(k, "yes" if r["same"] else "NO (%s-device.png, -sim.png)" % k.replace(" ", "-"))
    lines += power_lines(results)
    lines += flash_lines(results.get("flash map"), p)
    lines += update_lines(results.get("update"))
    return lines


def linked_lines(r):
    """A linked game's figures (linked_game) as report entries."""
    moves = r["moves"]
    whole = [frame - press for press, _, frame in moves if frame is not None]
    sent = [arrived - press for press, arrived, _ in moves]
    drawn = [frame - arrived for _, arrived, frame in moves if frame is not None]
    game = r["game"]
    return [
        ("linked %s: a press on box A to box B's frame (%d moves; goal <= %d ms)" % (game, len(moves), LINK_GOAL_MS),
         "median %.0f / max %.0f ms" % (median(whole), max(whole)) if whole else "-"),
        ("linked %s: ... the press to the action on box B's pin / from there to B's frame" % game,
         "median %.0f / %.0f ms" % (median(sent), median(drawn)) if drawn else "-"),
        ("linked %s: bytes on the cable a ply (%d plies), frames sent again by A / B" % (game, r["plies"]),
         "%.0f; %d / %d" % (r["bytes_per_ply"], r["resends"][0], r["resends"][1])),
    ]


def power_lines(results):
    """Each power figure: the core's time executing / waiting / asleep, the pixels lit, mA and hours (days); a press
    while asleep to its frame."""
    found = [r for k, r in sorted(results.items()) if k.startswith("power ") and r and "what" in r]
    wake = results.get("power wake")
    if not found and not wake:
        return []
    out = ["\nPower (core executing / in WFE-WFI, clocks running / in lightsleep; pixels lit; est. mA, hours on %d mAh):"
           % BATTERY_MAH]
    for r in found:
        out.append(("%s (%.0f s)" % (r["what"], r["s"]), "%.1f / %.1f / %.1f %%, %.1f %% lit: %.1f mA, %.0f h (%.0f d)"
                    % (100 * r["executing"], 100 * r["waiting"], 100 * r["asleep"], 100 * r["lit"], r["ma"],
                       r["hours"], r["hours"] / 24)))
    if wake:
        shown = ", ".join("-" if t is None else "%.1f" % t for t in wake["wake_ms"])
        out.append(("a press while asleep to its frame (ms; a chip adds up to WAKE_POLL_MS)",
                    "%s; the next press acts: %s" % (shown, "yes" if wake["acted"] else "NO")))
    return out


def flash_lines(flash, p):
    """The flash map of the run's firmware: its blocks, the room below the filesystem, the filesystem in use."""
    if not flash:
        return []
    out = ["\nFlash (2 MB; the filesystem's place is the port's: the .uf2 never writes there):"]
    out.append(("firmware blocks (from 0x0)", "0x%X, %s" % (flash["firmware"], kb(flash["firmware"]))))
    out.append(("room below the filesystem (at 0x%X)" % flash["fs_start"], kb(flash["room"])))
    if p and "fs_used" in p:
        out.append(("filesystem in use after the probes / its size", "%s / %s" % (kb(p["fs_used"]), kb(flash["fs_size"]))))
    return out


def update_lines(up):
    """The update scenario: the stock box played and saved, the .uf2 flashed over it, a power-up."""
    if not up:
        return []
    return ["\nUpdate: the stock box deployed and played, then the .uf2's blocks flashed over it:",
            ("reset to the first menu frame after the update", "%.0f ms" % up["menu_ms"]),
            ("saves on the flash before / lost or changed by the update", "%d / %d" % (up["saves"], len(up["lost"]))),
            ("apps whose save loads (its frame the simulator's)", "%d of %d" % (sum(up["opened"]), len(up["opened"]))),
            ("sys.path and where device, hardware, board, yaga.shell came from", up["modules"])]


def visit_lines(visit):
    """The one-boot visit's heap figures (at least VISIT_BOUND free in every app), as report entries."""
    if not visit:
        return []
    out = ["\nFree heap in one boot, every app played in turn (lowest while each is open; bound >= %d KB):"
           % (VISIT_BOUND // 1024)]
    for name, _ in REGISTRY:
        free = visit["free"].get(name)
        mark = "" if free is None else ("  ok" if free >= VISIT_BOUND else "  BELOW THE BOUND")
        out.append(("playing " + name + " (after the apps above it)", kb(free) + mark))
    out.append(("at the menu before the first app / after the last", "%s / %s" % (kb(visit["menu_before"]),
                                                                                  kb(visit["menu_after"]))))
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--uf2", help="the MicroPython v1.25.0 RPI_PICO .uf2")
    ap.add_argument("--bootrom", help="the RP2040 bootrom: a 16 KB .bin or rp2040js's demo/bootrom.ts")
    ap.add_argument("--board", default="pico")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--only", help="comma-separated scenario name prefixes (menu, probes, session, leave, gw, cards)")
    ap.add_argument("--ai-games", type=int, default=20)
    ap.add_argument("--card-rounds", type=int, default=4)
    ap.add_argument("--power-s", type=int, default=POWER_S, help="emulated seconds of each power figure")
    ap.add_argument("--stock-uf2", help="MicroPython's own .uf2: with the box's --uf2, the update scenario runs")
    ap.add_argument("--report", action="store_true", help="print the last run's figures again (%s)" % RESULTS)
    opts = ap.parse_args(argv)
    if opts.report:
        say(report(last_runs()))
        return 0
    if not (opts.uf2 and opts.bootrom):
        ap.error("--uf2 and --bootrom are needed (tools/devicelab/README.md)")
    global BUILD
    try:
        route = route_of(opts.uf2)
        BUILD = os.path.dirname(RESULTS[route])
        say("device lab, %s: building the flash (firmware, the filesystem, the lab's probe)" % COLUMNS[route])
        lab = Lab(opts.uf2, opts.bootrom, opts.board, opts.stock_uf2)
    except (inputs.InputError, OSError) as e:
        print("bench-device: %s" % e, file=sys.stderr)
        return 2
    say("running %d scenarios (%d at once; each boots a fresh chip)" % (len(scenarios(opts)), opts.jobs))
    results = run_all(lab, opts)
    say(report(last_runs()))
    return 1 if any(r is None for r in results.values()) else 0


def last_runs():
    """{route: the figures of its last run} of the routes measured so far."""
    found = {}
    for route, path in RESULTS.items():
        if os.path.exists(path):
            with open(path) as f:
                found[route] = json.load(f)
    return found


if __name__ == "__main__":
    sys.exit(main())
