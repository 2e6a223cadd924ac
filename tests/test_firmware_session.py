"""Firmware in the loop: the real firmware/main.py under the MicroPython unix port, on the
fake box of tools/fakehw, plays a session through every app, settings, about, sleep and wake, and a power
cycle; the display RAM it produces equals the CPython simulator's for the same script and seeds. Leaving an
app returns to the menu at once, with no restart: the visit of every app in one process runs in
VISIT_HEAPSIZE (256K), each app's own session in its bound (harness.heapsize_of)."""

import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools", "fakehw"))

from harness import HEAPSIZE, VISIT_HEAPSIZE, app_visit, heapsize_of, distinct, run_session, simulate  # noqa: E402
from yaga.games import REGISTRY  # noqa: E402
from yaga.fs import RealFs  # noqa: E402

SEED = 1  # the fake os.urandom and the simulator's Rng(seed).next32 give the same seeds
# Every session of one app here runs in its bound (harness.heapsize_of: HEAPSIZE, the product's bound on the unix port,
# or the app's own), the visit of every app in VISIT_HEAPSIZE: each app's interned names are never freed
# (tools/bench_firmware.py prints the peaks).


def visit_script():
    """Every app in the registry (open, a few keys, LONG_B back), settings (sleep after 1 minute), then
    idle past the sleep time, wake with DICE, and end inside the first app. (Not About: it shows the
    free memory, which differs between the interpreters by nature.)"""
    n = len(REGISTRY)
    parts = []
    for i in range(n):
        parts += [app_visit(i), "LONG_B"]  # LONG_B leaves the cursor on the app's row
        if i:
            parts.append("UP*%d" % i)
    parts += ["DOWN*%d" % n, "A", "DOWN*3", "LEFT*2", "B", "UP*%d" % n]  # settings: sleep 5 -> 1 minute
    parts += ["WAIT61000", "DICE", "WAIT300"]  # the box sleeps; DICE wakes it (that press is swallowed)
    parts += ["A", "WAIT300", "DICE", "WAIT500"]
    return ",".join(parts)


def simulator_frames(state_dir, script, seed=SEED):
    fs = RealFs(state_dir)
    fs.mkdir()
    return simulate(script, fs, seed)


def played_sessions():
    """Each game's own session test (a whole game, a round, a played turn or two), by name: (script, seed)."""
    import test_cards_session as cards
    import test_goat_wolf_session as gw
    import test_quest_session as quest
    import test_tatra_session as tatra

    return {
        "goat_wolf": (gw.SCRIPT, gw.SEED),
        "cards": (cards.SESSION, cards.SEED),
        "quest_competitive": (quest.COMPETITIVE, 5),
        "quest_solo": (quest.SOLO, 5),
        "tatra": (tatra.SCRIPT, 3),
    }


def firmware(workdir, script, **world):
    s = run_session(str(workdir), script, tail_ms=0, seed=SEED, heapsize=VISIT_HEAPSIZE, **world)
    assert s.returncode == 0, s.out + s.err
    assert s.err == ""
    return s


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    """Session 1 (the visit) and session 2 (after a power cycle), on the device and the simulator."""
    dev = tmp_path_factory.mktemp("device")
    sim = tmp_path_factory.mktemp("sim")
    first = firmware(dev, visit_script())
    first_sim = simulator_frames(str(sim), visit_script())
    again = firmware(dev, "DICE,WAIT300,LONG_B")
    again_sim = simulator_frames(str(sim), "DICE,WAIT300,LONG_B")
    return first, first_sim, again, again_sim


def test_fw_session_visits_every_app_and_matches_the_simulator_frame_for_frame(played):
    first, first_sim, _, _ = played
    frames = distinct([ram for _, ram in first.frames])
    assert len(frames) >= 4 * len(REGISTRY)  # every visit changed the screen
    assert len(frames) == len(first_sim)
    for i, (got, want) in enumerate(zip(frames, first_sim)):
        assert got == want, "frame %d differs" % i
    assert "Traceback" not in first.out


def test_fw_leaving_each_app_returns_to_the_menu_without_a_restart(played):
    # the menu comes back at once; one process visits every app in VISIT_HEAPSIZE
    first = played[0]
    assert first.report["restarts"] == 0
    assert "MemoryError" not in first.out


def test_fw_box_sleeps_after_the_sleep_setting_and_dice_wakes_it(played):
    first = played[0]
    assert first.report["lightsleeps"] > 0  # asleep in machine.lightsleep, polled by pin edges
    assert first.report["display_on"]  # and awake again at the end
    assert first.report["tones"] > 0  # key clicks on the buzzer (sound is on by default)


def test_fw_power_cycle_resumes_the_open_app_from_its_saves(played):
    first, _, again, again_sim = played
    frames = distinct([ram for _, ram in again.frames])
    assert frames == again_sim
    menu = first.frames[0][1]
    assert frames[0] != menu  # it came back inside the app that was open, not at the menu
    assert frames[-1] != frames[0]  # and LONG_B left it


def test_fw_idle_loop_sends_nothing(played):
    first = played[0]
    # the first tick (power-on) sends the driver's init and one whole frame (no blank frame before it);
    # every other tick only what changed, at most a whole frame (a wake-up's redraw)
    sizes = [n for n, _ in first.frames]
    assert 1024 < sizes[0] < 1024 + 200 and max(sizes[1:]) < 1024 + 200


def test_fw_idle_loop_allocates_nothing_under_heap_lock(tmp_path):
    # the device loop's turn() in the main menu, 300 idle frames with micropython.heap_lock held
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    from bench_firmware import IDLE_FRAMES, IDLE_PROGRAM, settle_ms

    program = IDLE_PROGRAM % {"settle": settle_ms("DOWN,WAIT500"), "frames": IDLE_FRAMES}
    s = run_session(str(tmp_path), "DOWN,WAIT500", heapsize=HEAPSIZE, tail_ms=10**6, program=program)
    assert s.out.strip().endswith("idle %d" % IDLE_FRAMES), s.out + s.err


def test_fw_session_across_the_ticks_ms_wrap_matches_the_simulator(tmp_path):
    # the device clock starts 1.5 s before ticks_ms wraps at 2**30; the simulator's clock starts at 0
    script = app_visit(0) + ",LONG_B,DOWN,A,WAIT700,LONG_B"  # the dice tray, then Goat and Wolf
    s = run_session(  # two apps in one process: a visit's bound, as above
        str(tmp_path / "dev"), script, tail_ms=0, seed=SEED, heapsize=VISIT_HEAPSIZE, start_ms=(1 << 30) - 1500
    )
    assert s.returncode == 0, s.out + s.err
    assert distinct([ram for _, ram in s.frames]) == simulator_frames(str(tmp_path / "sim"), script)


@pytest.mark.parametrize("name", [name for name, _ in REGISTRY])
def test_fw_each_app_runs_in_the_pico_sized_heap(tmp_path, name):
    # the device's bound: each app opened, played and left under -X heapsize=HEAPSIZE, frames as the
    # simulator's
    i = [n for n, _ in REGISTRY].index(name)
    script = app_visit(i) + ",LONG_B"
    heap = heapsize_of(name)
    s = run_session(str(tmp_path / "dev"), script, tail_ms=0, seed=SEED, heapsize=heap)
    assert "MemoryError" not in s.out, "%s ran out of memory in %s (bench_firmware prints its peak)" % (name, heap)
    assert s.returncode == 0, s.out + s.err
    assert distinct([ram for _, ram in s.frames]) == simulator_frames(str(tmp_path / "sim"), script)


@pytest.mark.parametrize("name", sorted(played_sessions()))
def test_fw_each_games_own_session_plays_in_the_pico_sized_heap(tmp_path, name):
    # deeper than a visit: the session each game's own tests play (a whole AI game at the hard level, a card
    # round, quest turns with challenges, a Tatra game to its score), on the device in HEAPSIZE
    script, seed = played_sessions()[name]
    heap = heapsize_of("quest" if name.startswith("quest") else name)
    s = run_session(str(tmp_path / "dev"), script, tail_ms=0, seed=seed, heapsize=heap)
    assert "MemoryError" not in s.out, "%s ran out of memory in %s" % (name, heap)
    assert s.returncode == 0, s.out + s.err
    assert distinct([ram for _, ram in s.frames]) == simulator_frames(str(tmp_path / "sim"), script, seed)
