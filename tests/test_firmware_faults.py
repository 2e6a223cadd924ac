"""Firmware bad input: no or broken board file, unknown board, no display, a display that
drops out, a button held at power-on, a full flash. Each gives a clear line on the console or a message on
the screen (never a traceback there) and the box keeps going as far as it can."""

import os
import re
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools", "fakehw"))
sys.path.insert(0, os.path.join(ROOT, "tests", "portable"))

from harness import HEAPSIZE, distinct, run_session, simulate  # noqa: E402  (puts tools/ on the path)
from deploy import DeployError  # noqa: E402
from memfs import MemFs  # noqa: E402

PICO = open(os.path.join(ROOT, "boards", "pico.py")).read()
# An app that fails as it starts is loaded again at once, its first load's interned names still in the heap: on the
# 64-bit unix port that takes more than the Pico-sized heap, as the whole games replayed do (test_playthrough).
REOPEN_HEAPSIZE = "220K"


def boot(tmp_path, script="", heapsize=HEAPSIZE, **world):
    s = run_session(str(tmp_path), script, heapsize=heapsize, **world)
    assert s.returncode == 0, s.out + s.err
    return s


def screens(session):
    return distinct([ram for _, ram in session.frames])


def test_fw_missing_board_file_says_how_to_deploy(tmp_path):
    s = boot(tmp_path, board=None)
    assert s.out == "box: no board.py on the device: deploy with tools/deploy.py --board pico (or pico_w, pico2)\n"
    assert s.frames == []


@pytest.mark.parametrize(
    "source, said",
    [
        (PICO.replace("BUTTONS = (10, 11, 12, 13, 14, 15, 16)", "BUTTONS = (10, 11, 12)"), "BUTTONS must list 7 pins"),
        (PICO.replace("I2C_FREQ = 400000", "I2C_FREQ = 4000000"), "I2C_FREQ 4000000 is outside"),
        (PICO.replace("OLED_ADDR = 0x3C\n", ""), "board file lacks OLED_ADDR"),
        (PICO.replace("BUZZER = 18", "BUZZER = 18 +"), "board.py does not load: SyntaxError"),
        (PICO.replace("BUZZER = 18", "BUZZER = 40"), "board.py has a pin this chip does not have"),
    ],
)
def test_fw_broken_board_file_is_named_on_the_console(tmp_path, source, said):
    s = boot(tmp_path, board_source=source)
    assert s.out.startswith("box: ") and said in s.out, s.out
    assert "Traceback" not in s.out and s.frames == []


def test_fw_unknown_board_name_is_refused_before_anything_runs(tmp_path):
    with pytest.raises(DeployError, match="unknown board 'pico3': choose one of pico, pico2, pico_w"):
        run_session(str(tmp_path), "", board="pico3")


def test_fw_no_display_is_reported_once_and_retried(tmp_path):
    s = boot(tmp_path, "WAIT6000", display_at=None)
    line = "box: no display at I2C address 0x3C (SDA GP4, SCL GP5): check the wiring, see docs/wiring.md\n"
    assert s.out == line
    assert s.frames == []
    assert s.report["outputs"][:3] == [[25, 1], [25, 0], [25, 1]]  # the LED blinks meanwhile


def test_fw_display_connected_late_then_the_box_starts(tmp_path):
    s = boot(tmp_path, "WAIT4500,DOWN", display_at=3000)  # tried at 0 and 2000, found at 4000
    assert "no display" in s.out and "Traceback" not in s.out
    assert screens(s)[-1] == simulate("DOWN", MemFs())[-1]  # the menu, cursor on the second row


def test_fw_display_lost_mid_run_logs_it_and_restarts_the_loop(tmp_path):
    # DOWN at ~1100 ms finds the display gone: the I2C error escapes the shell, the loop restarts
    s = boot(tmp_path, "WAIT1000,DOWN,WAIT5000,DOWN", display_gone=[1000, 2000])
    assert "OSError" in s.out and "box: restarting the loop" in s.out
    assert screens(s)[-1] == simulate("DOWN", MemFs())[-1]  # a fresh shell, then the second DOWN
    log = boot(tmp_path, program="import machine\nprint(open('crash.log').read())\n")
    assert "Traceback" in log.out and "OSError" in log.out and "writevto" in log.out


def test_fw_crash_log_keeps_only_its_last_few_kb(tmp_path):
    program = (
        "import machine, crashlog\n"
        "for i in range(400):\n"
        "    crashlog.append('t.log', 'line %d of the log\\n' % i)\n"
        "print(open('t.log').read())\n"
    )
    s = boot(tmp_path, program=program)
    log = s.out[:-1]  # print's newline
    assert 3900 < len(log) <= 4096
    lines = log.split("\n")
    assert lines[0].startswith("line ") and lines[0].endswith(" of the log")  # cut at a line boundary
    assert lines[-2] == "line 399 of the log" and lines[-1] == ""


def test_fw_crash_log_grown_large_is_never_read_whole(tmp_path):
    # nothing on the flash may cost what its size says; a 100 KB log read whole would not fit the heap
    program = (
        "import machine, crashlog\n"
        "with open('crash.log', 'wb') as f:\n"
        "    for i in range(100):\n"
        "        f.write(b'old line of the log\\n' * 50)\n"
        "print(crashlog.append('crash.log', 'the newest line\\n'))\n"
        "log = open('crash.log').read()\n"
        "print(len(log) <= 4096, log.split('\\n')[-2], log.split('\\n')[0])\n"
    )
    s = boot(tmp_path, program=program)
    assert s.out == "True\nTrue the newest line old line of the log\n", s.out + s.err


def test_fw_button_held_at_power_on_is_named_and_ignored_until_released(tmp_path):
    a = 1 << 4
    s = boot(tmp_path, "WAIT3000,DOWN", hold=a, hold_ms=2500)
    assert "box: button held at start, ignored until released: A\n" in s.out
    shown = screens(s)
    assert len(shown) >= 3  # the message, the menu, the menu after DOWN
    assert shown[-1] == simulate("DOWN", MemFs())[-1]  # the held A never opened an app


def test_fw_full_flash_tells_the_player_and_keeps_running(tmp_path):
    script = "A,WAIT300,DICE,WAIT300,B,WAIT300,LONG_B,DOWN"
    boot(tmp_path, "WAIT200")  # first power-on: the saves folder exists
    s = boot(tmp_path, script, fill_flash=True)
    assert "SaveError: no space left" in s.out  # the console has the details
    fs = MemFs()
    simulate("WAIT200", fs)
    fs.space = fs.used()  # the same flash, full
    expected = simulate(script, fs)
    assert screens(s) == expected  # the screen says the memory is full (as the simulator shows it)
    assert "app_dice" not in fs.files  # nothing new could be written


def test_fw_fault_outside_any_app_shows_a_short_message_logs_it_and_restarts(tmp_path):
    sys.path.insert(0, os.path.join(ROOT, "firmware"))
    import notice

    s = boot(tmp_path, "DOWN,WAIT1000,DOWN,WAIT4000,DOWN", fault_at=700)
    assert "RuntimeError: fake fault on pin 10" in s.out and "box: restarting the loop" in s.out
    shown = screens(s)
    crash_screen = bytes(notice.draw(("Problem.", "Restarting...")).buf)
    assert crash_screen in shown  # a short message, never the traceback
    assert shown[-1] == simulate("DOWN", MemFs())[-1]  # a fresh loop: the menu, then the last DOWN
    log = boot(tmp_path, program="import machine\nprint(open('crash.log').read())\n")
    assert "RuntimeError: fake fault on pin 10" in log.out
    lines = [int(n) for n in re.findall(r'device\.py", line (\d+)', log.out)]
    assert lines and min(lines) > 1, log.out  # the .mpy keep their line numbers (-O3 said "line 1")


SPANISH = (
    "from yaga import saves\n"
    "from yaga.fs import RealFs\n"
    "from yaga.settings import Settings\n"
    "fs = RealFs('saves')\n"
    "fs.mkdir()\n"
    "s = Settings()\n"
    "s.language = 'es'\n"
    "s.save(saves.Store(fs))\n"
)


def test_fw_button_held_message_is_in_the_saved_language(tmp_path):
    sys.path.insert(0, os.path.join(ROOT, "firmware"))
    import notice
    from yaga import strings

    boot(tmp_path, program=SPANISH)
    s = boot(tmp_path, "WAIT3000", hold=1 << 4, hold_ms=2500)
    strings.set_language("es")
    try:
        lines = (strings.table("yaga.lang.screens")["fw_held"] % "A").split("\n")
    finally:
        strings.set_language("en")
    assert lines[0] == "Botón pulsado:"
    assert bytes(notice.draw(lines).buf) in screens(s)


def test_fw_messages_fall_back_to_english_when_the_words_cannot_load(tmp_path):
    program = (
        "import notice\n"
        "print(repr(notice.words(None, 'fw_problem', notice.CRASH_TEXT)))\n"  # no file system: fallback
        + SPANISH
        + "print(repr(notice.words(fs, 'fw_problem', notice.CRASH_TEXT)))\n"
        "print(repr(notice.words(fs, 'no_such_key', notice.CRASH_TEXT)))\n"
    )
    s = boot(tmp_path, program=program)
    assert s.out.split("\n")[:3] == ["'Problem.\\nRestarting...'", "'Problema.\\nReiniciando...'", "'Problem.\\nRestarting...'"]


# ---- saves that cannot hurt the box ------------------------------------------------------------------

SEAL = (
    "from yaga import saves\n"
    "from yaga.crc32 import crc32\n"
    "from yaga.fs import RealFs\n"
    "RealFs('saves').mkdir()\n"
    "def sealed(app_id, n):\n"  # a record with a sound CRC of any length (saves.pack refuses a long one)
    "    rec = bytearray(7 + n + 4)\n"
    "    rec[0:7] = b'BYB' + bytes([saves.FIRST_LAYOUT, app_id, n >> 8, n & 255])\n"
    "    crc = crc32(memoryview(rec)[:7 + n])\n"
    "    rec[7 + n:] = bytes([crc >> 24, (crc >> 16) & 255, (crc >> 8) & 255, crc & 255])\n"
    "    return rec\n"
    "def put(name, data, times=1):\n"
    "    with open('saves/' + name, 'wb') as f:\n"
    "        for _ in range(times):\n"
    "            f.write(data)\n"
)
LIST_SAVES = "import machine, os\nprint(sorted(os.listdir('saves')))\n"


def test_fw_oversized_records_never_put_the_box_in_a_restart_loop(tmp_path):
    # a 160 KB settings file or a 30 KB shell record with a sound CRC was read whole: a MemoryError in
    # the shell's start, and the firmware restarted every 3 s for ever. Now set aside unread, told once.
    program = SEAL + (
        "put('settings', bytes(1024), 160)\n"
        "put('shell', sealed(250, 30 * 1024))\n"
        "put('app_dice', bytes(1024), 160)\n"
    )
    boot(tmp_path, program=program, flash_blocks=128)  # a 512 KB flash: room for the big files
    s = boot(tmp_path, "WAIT300,A,WAIT300,A,WAIT300")  # the settings' message, then the dice tray's
    assert "Traceback" not in s.out and s.report["restarts"] == 0, s.out
    fs = MemFs()
    fs.files["settings"] = bytearray(160 * 1024)
    fs.files["app_dice"] = bytearray(160 * 1024)
    from yaga import saves

    fs.files["shell"] = saves.pack(250, b"")[:7] + bytearray(30 * 1024 + 4)  # unread either way
    assert screens(s) == simulate("WAIT300,A,WAIT300,A,WAIT300", fs)
    assert fs.longest_read == 0
    listed = boot(tmp_path, program=LIST_SAVES)
    assert "'app_dice.bad'" in listed.out and "'settings.bad'" in listed.out and "'shell.bad'" in listed.out


def _poisoned_goat_wolf():
    """(record, previous record) of Goat and Wolf, open in the shell record: a real save with bytes changed so
    that the app cannot use it (it fails as it starts, or refuses it), and the save before it."""
    from yaga import saves
    from yaga.rng import Rng

    fs = MemFs()
    simulate("DOWN,A,WAIT300,A,WAIT300,DICE,WAIT2000,DICE,WAIT2000", fs)  # a game started, left open
    assert fs.exists("app_goat_wolf"), sorted(fs.files)
    record = fs.files["app_goat_wolf"]
    payload = record[saves.HEADER : -saves.TRAILER]
    saves.Store(fs).save("app_goat_wolf", record[4], payload, record[3])  # saved again: the previous save is known
    previous = fs.files["app_goat_wolf.bak"]
    r = Rng(14)
    for _ in range(200):
        bad = bytearray(payload)
        for _ in range(len(bad) // 8):
            bad[r.below(len(bad))] = r.below(256)
        trial = MemFs()
        trial.files.update(fs.files)
        trial.files["app_goat_wolf"] = saves.pack(record[4], bad)
        simulate("WAIT100", trial)
        if trial.exists("app_goat_wolf.bad"):
            return saves.pack(record[4], bad), previous, fs
    raise AssertionError("no change of bytes the app refuses in 200 tries")


def test_fw_an_app_save_it_cannot_start_from_is_set_aside_and_the_previous_restored(tmp_path):
    # a sound record the app failed on as it started stayed "the last good save": Goat and Wolf crashed
    # on every open (and at every power-on, as the shell reopens it). Now set aside, the previous save restored.
    bad, previous, fs = _poisoned_goat_wolf()
    program = SEAL + "put('app_goat_wolf', %r)\nput('app_goat_wolf.bak', %r)\nput('shell', %r)\n" % (
        bytes(bad),
        bytes(previous),
        bytes(fs.files["shell"]),
    )
    boot(tmp_path, program=program)
    s = boot(tmp_path, "WAIT300,A,WAIT1000", REOPEN_HEAPSIZE)  # powered on inside the app: the message, the game
    assert s.report["restarts"] == 0 and "restarting the loop" not in s.out, s.out  # the console may log a failure
    same = MemFs()
    same.files.update({"app_goat_wolf": bad, "app_goat_wolf.bak": previous, "shell": fs.files["shell"]})
    assert screens(s) == simulate("WAIT300,A,WAIT1000", same)
    assert "app_goat_wolf.bad" in same.files and same.files["app_goat_wolf"] == previous
    listed = boot(tmp_path, program=LIST_SAVES)
    assert "'app_goat_wolf.bad'" in listed.out
