"""The box on the device: board file -> I2C -> ssd1306 -> buttons -> the app shell, stepped every 10 ms while
something moves or a button is down, and otherwise not until a button's edge or the shell's next timer.

The shell (yaga.shell) catches what goes wrong inside an app. This module handles what is left:
- no or broken board.py, bad pins: a line on the serial console saying what to fix;
- no display answering on I2C: a console line, the LED blinks, it tries again every RETRY_MS;
- a button held at power-on: a message, and that button is ignored until it is let go;
- anything escaping the loop: a short message on the screen, the full traceback on the console and
  in crash.log (its last few KB), then the loop starts again.
Never a traceback on the screen.
"""

import gc
import sys

import uos as os  # the u-names go straight to the built-in: `import os` first looks for an os.py on the flash
import utime as time
from micropython import const

# The shell first, into the empty heap: it is the biggest load of all.
from yaga.shell import Shell

LOOP_MS = const(10)  # one shell step per 10 ms, the tick of the simulator's key scripts
# Asleep: how often the pins are looked at. The rp2 port's lightsleep clocks only the timer, so no pin's edge wakes the
# chip: a press is seen at the next look, and then its frame is the display's on command (shell.wake)
WAKE_POLL_MS = const(20)
RETRY_MS = const(2000)  # no display: try again this often
RESTART_MS = const(3000)  # after a crash the message stays this long, then the loop restarts
STUCK_MS = const(1500)  # how long the held-button message stays before the menu
# Collect after GC_EVERY bytes allocated, not only when an allocation fails: garbage left to pile up until then
# leaves the live objects scattered over the whole heap, and a save's small file buffer finds no room in the holes
# (the whole games replayed at the unix port's 192K in tests/test_playthrough.py fail from 6 KB up). Set once the
# first frame is shown: at start (compiling board.py, the imports, the shell) it would collect every few KB, 57 ms
# of the boot on the Pico.
# The count is not only garbage: on the Pico a call to a Python function with more than 11 words of state takes its
# frame from the heap and gives it back on return, and the count includes it. The functions of an idle turn at the
# menu and of a key's way to its view keep within that (tests/test_vm_frames.py); an open app's tick and any turn
# that draws add some hundreds of bytes to a few KB. Left to itself the count runs out in the turns that draw (a
# collection is 17 ms with Goat and Wolf loaded: the set-up's cursor move took 59 ms, 25 without). So the loop
# collects itself, outside the turns: after a turn that drew (its frame is sent); after one that took a button's
# edge, unless it swept a moment ago (the press's event, and its frame, come a debounce later); and in the slack
# before the beat once SWEEP_TURNS other turns have passed, unless a button is held (its event is near) or the
# other box's bytes wait (their turn is next). A turn that draws starts with a count far from GC_EVERY. A turn that
# takes the other box's new bytes runs with no count at all: the action they bring is drawn before anything is
# collected.
GC_EVERY = const(4096)
SWEEP_TURNS = const(4)
SAVE_DIR = "saves"
LOG_PATH = "crash.log"


def say(msg):
    """A line on the serial console (the builder's view of what went wrong)."""
    print("box: " + msg)


def entropy():
    """A fresh seed for each new game, from the chip's hardware random source."""
    b = os.urandom(4)
    return (b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3]


def load_board():
    """The board module deploy copied as board.py, or None after saying what is wrong."""
    try:
        import board
    except ImportError:
        say("no board.py on the device: deploy with tools/deploy.py --board pico (or pico_w, pico2)")
        return None
    except Exception as e:  # a typo in the one file a builder edits
        import crashlog  # only when something went wrong: the loop never keeps it

        say("board.py does not load: %s" % crashlog.traceback_text(e).strip().split("\n")[-1])
        return None
    import hardware  # reads board.py, now known to load

    problem = hardware.check_board()
    if problem:
        say("board.py: " + problem)
        return None
    return board


def connect_display(hw, board):
    """The panel, once a display answers at board.OLED_ADDR (tries again every RETRY_MS)."""
    import hardware  # loaded by load_board: a look in sys.modules

    told = False
    lit = False
    while True:
        try:
            return hardware.Panel(hardware.open_driver(hw.i2c(), board.OLED_ADDR))
        except OSError:
            if not told:
                say(
                    "no display at I2C address 0x%02X (SDA GP%d, SCL GP%d): check the wiring, see docs/wiring.md"
                    % (board.OLED_ADDR, board.I2C_SDA, board.I2C_SCL)
                )
                told = True
        lit = not lit
        hw.light(lit)
        time.sleep_ms(RETRY_MS)


def held_at_start(hw, panel, fs):
    """Buttons held at power-on (stuck, or pressed too early): named, and ignored until released."""
    stuck = hw.mask()
    if stuck:
        import notice  # only when something is wrong: the loop never pays for the messages

        names = " ".join([notice.BUTTON_NAMES[i] for i in range(len(notice.BUTTON_NAMES)) if stuck & (1 << i)])
        say("button held at start, ignored until released: " + names)
        notice.show(panel, (notice.words(fs, "fw_held", notice.STUCK_TEXT) % names).split("\n"))
        time.sleep_ms(STUCK_MS)
    return stuck


def turn(shell, hw, stuck, now):
    """One turn of the loop: the edges latched since the last turn and the pins now -> shell -> buzzer.
    The edges go to the shell's buttons first, each at its own time, so a press made during a slow turn
    is not lost. Allocates nothing when nothing happens (tools/bench_firmware.py runs it under
    heap_lock). Returns the buttons still held since power-on."""
    stuck = hw.feed(shell.buttons, stuck)
    raw = hw.mask()
    stuck &= raw
    shell.step(raw & ~stuck, now)
    hw.service(now)
    return stuck


def make_shell(hw, panel, fs):
    """The shell, into a freshly collected heap (it loads and drops each app itself: yaga.shell). The collection
    costs 10 ms of the start on the Pico, but without it the shell's objects lie among the imports' garbage, and
    the quest's replays on the unix port (192K, tests/test_playthrough.py) no longer find 3.5 KB in one piece."""
    gc.collect()
    beep = None if hw.pwm is None else hw.beep
    return Shell(panel, fs, entropy, beep, log=write_down, battery=None if hw.vsys is None else hw.charge,
                 cable=hw.cable)


def run(hw, panel, fs):
    """The loop: read the pins, step the shell, sleep when it says so, keep the 10 ms beat."""
    stuck = held_at_start(hw, panel, fs)
    shell = make_shell(hw, panel, fs)
    hw.forget_edges()
    hw.light(True)
    now = time.ticks_ms()
    stuck = turn(shell, hw, stuck, now)  # the first frame: nothing that can wait comes before it
    make_save_folder(fs)
    gc.threshold(GC_EVERY)
    unswept = 0  # turns since the loop's last collection
    unread = 0  # the cable's bytes that no app takes (they end no wait)
    while True:
        sleepy = shell.should_sleep(now)
        idle = 0 if sleepy or hw.beeping() else shell.idle_ms(now)
        if sleepy:
            shell.sleep()
            hw.sleep_until_button(WAKE_POLL_MS, stuck)
            now = time.ticks_ms()
            shell.wake(now)
            hw.light(True)
        elif idle != 0:  # nothing moves: no turn until a button's edge or the shell's next timer
            now = hw.wait_for_edge(now, LOOP_MS, idle)
        else:
            due = time.ticks_add(now, LOOP_MS)
            wait = time.ticks_diff(due, time.ticks_ms())
            if wait > 0 and unswept >= SWEEP_TURNS and not hw.mask() & ~stuck and hw.cable_bytes() <= unread:
                gc.collect()  # a press meanwhile is latched; the next turn may start a few ms late
                unswept = 0
                wait = time.ticks_diff(due, time.ticks_ms())
            if wait > 0:
                now = hw.wait_for_beat(due, unread)
            else:  # a slow step (a save, an app's set-up): carry on from the real time
                now = time.ticks_ms()
        edge = hw.latched()
        waiting = hw.cable_bytes()
        fresh = waiting > unread  # the other box's bytes came since the last turn: the action they bring comes first
        if fresh:
            gc.threshold(-1)  # collected only if memory runs out, else after its frame (below)
        stuck = turn(shell, hw, stuck, now)
        if fresh:
            gc.threshold(GC_EVERY)
        left = hw.cable_bytes()
        unread = left if waiting and left >= waiting else 0  # none taken: no app reads the cable
        if shell.sent or edge and unswept >= SWEEP_TURNS:
            gc.collect()  # after a frame, or before the one a press makes a debounce later: not inside a turn
            unswept = 0
        else:
            unswept += 1


def make_save_folder(fs):
    """The saves folder, made once the first frame is on the glass: on the first boot after deploy it is
    flash erased and programmed (~120 ms on the Pico). The shell only reads before that, and finds no
    record in a folder not yet there."""
    try:
        fs.mkdir()
    except OSError as e:
        say("cannot make the %s folder (%s): saves will fail" % (SAVE_DIR, e))


def write_down(e):
    """The full traceback to the console and crash.log (the shell passes the problems of apps here).
    Never raises: it also runs when memory has run out."""
    gc.collect()
    try:
        sys.print_exception(e)
        import crashlog  # only when something went wrong (the app that failed has already left the heap)

        if not crashlog.append(LOG_PATH, crashlog.traceback_text(e)):
            say("crash.log not written (flash full?)")
    except MemoryError:
        gc.collect()
        say("out of memory; crash.log not written")


def crashed(e, panel, fs):
    """Anything that escaped the loop: screen, console, log, pause; then the caller restarts."""
    write_down(e)
    say("restarting the loop")
    if panel is not None:
        try:
            import notice

            notice.show(panel, notice.words(fs, "fw_problem", notice.CRASH_TEXT).split("\n"))
        except Exception:
            pass  # the display itself may be what failed
    gc.collect()
    time.sleep_ms(RESTART_MS)


def main():
    board = load_board()
    if board is None:
        return  # the console says what to fix; the REPL stays open for it
    import hardware
    from yaga.fs import RealFs

    try:
        hw = hardware.Hardware()
    except (ValueError, TypeError) as e:
        say("board.py has a pin this chip does not have: %s" % e)
        return
    fs = RealFs(SAVE_DIR)
    while True:
        panel = None
        try:
            panel = connect_display(hw, board)
            run(hw, panel, fs)
        except Exception as e:
            crashed(e, panel, fs)
