"""The device lab's Python parts that need neither the firmware nor the bootrom (tools/devicelab):
the checks on its two inputs, the LittleFS2 image of the deployed tree, the SSD1306 stream decoding, the key
script's timeline on the pins, and the lab's /boot.py installing its probe on the lab port's registers."""

import json
import math
import os
import struct
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LAB = os.path.join(ROOT, "tools", "devicelab")
sys.path.insert(0, os.path.join(ROOT, "tools"))

from devicelab import bench, fsimage, inputs, pico  # noqa: E402
from devicelab.screen import Screen  # noqa: E402
from yaga import keyscript  # noqa: E402


def uf2_block(address, payload, family=inputs.RP2040_FAMILY, magic=inputs.UF2_MAGIC[0], number=0, total=1):
    head = struct.pack(
        "<8I", magic, inputs.UF2_MAGIC[1], inputs.UF2_FAMILY_PRESENT, address, len(payload), number, total, family
    )
    return head + payload.ljust(476, b"\0") + struct.pack("<I", inputs.UF2_MAGIC[2])


def firmware_uf2(**block_options):
    code = b"\x00\xb5" * 128
    text = inputs.FIRMWARE_VERSION.ljust(256, b"\0")
    first = uf2_block(inputs.XIP_BASE, code, **block_options)
    return first + uf2_block(inputs.XIP_BASE + 0x1000, text, number=1, total=2)


def test_uf2_blocks_land_at_their_flash_offsets_and_the_rest_stays_erased():
    flash = inputs.flash_from_uf2(firmware_uf2())
    assert len(flash) == inputs.FLASH_SIZE
    assert flash[:256] == b"\x00\xb5" * 128
    assert flash[256:0x1000] == b"\xff" * (0x1000 - 256)
    assert flash[0x1000 : 0x1000 + len(inputs.FIRMWARE_VERSION)] == inputs.FIRMWARE_VERSION


@pytest.mark.parametrize(
    "data, fault",
    [
        (firmware_uf2(magic=0x12345678), "bad magic"),
        (firmware_uf2(family=0xADA52840), "not for the RP2040"),
        (uf2_block(inputs.XIP_BASE, b"MicroPython v1.24.1"), "not MicroPython v1.25.0"),
        (firmware_uf2()[:700], "whole number of 512-byte blocks"),
    ],
)
def test_a_uf2_that_is_not_the_v1_25_0_pico_firmware_is_refused_with_the_reason(data, fault):
    with pytest.raises(inputs.InputError, match=fault):
        inputs.flash_from_uf2(data)


def bootrom_words():
    words = [0x20041F00, 0x000000EF, 0x00000035, 0x00000031, 0x0201754D] + list(range(4096 - 5))
    return words, struct.pack("<4096I", *words)


def test_bootrom_ts_array_literal_gives_the_same_bytes_as_the_raw_image():
    words, raw = bootrom_words()
    lines = ",\n  ".join(", ".join("0x%08x" % w for w in words[i : i + 8]) for i in range(0, len(words), 8))
    ts = "// RP2040 bootrom\nexport const bootromB1 = new Uint32Array([\n  %s,\n]);\n" % lines
    assert inputs.bootrom_bytes(ts.encode(), "demo/bootrom.ts") == raw
    assert inputs.bootrom_bytes(raw, "bootrom.bin") == raw


def test_a_bootrom_of_the_wrong_size_or_without_the_marker_is_refused():
    _, raw = bootrom_words()
    with pytest.raises(inputs.InputError, match="16384"):
        inputs.bootrom_bytes(raw[:-4], "rom.bin")
    with pytest.raises(inputs.InputError, match="marker"):
        inputs.bootrom_bytes(b"\0" * inputs.BOOTROM_SIZE, "rom.bin")
    with pytest.raises(inputs.InputError, match="Uint32Array"):
        inputs.bootrom_bytes(b"export const x = 1;", "bootrom.ts")


def test_littlefs_image_is_the_picos_352_blocks_and_holds_the_files_in_their_folders():
    files = [("/main.py", b"import device\n"), ("/yaga/games/goat_wolf/ai_table.bin", bytes(range(256)) * 40)]
    image = fsimage.image(files)
    assert len(image) == 352 * 4096
    assert fsimage.read_image(image) == dict(files)


def test_the_image_holds_what_deploy_puts_on_the_board_and_the_labs_extra_files(tmp_path, monkeypatch):
    import deploy

    some_lib = ["lib/yaga/games/__init__.py", "lib/yaga/shell.py", "lib/yaga/games/goat_wolf/ai_table.bin"]
    monkeypatch.setattr(deploy, "lib_files", lambda: some_lib)  # all of lib/ is make compile's to check
    image = fsimage.deployed_image(str(tmp_path), "pico", extra=[("/boot.py", b"import gc\n")])
    found = fsimage.read_image(image)
    firmware = {"/" + os.path.basename(p)[:-3] + ".mpy" for p in deploy.firmware_modules()}
    lib = {"/yaga/games/__init__.mpy", "/yaga/shell.mpy", "/yaga/games/goat_wolf/ai_table.bin"}  # at the root
    assert set(found) == lib | firmware | {"/lib/ssd1306.mpy", "/board.py", "/main.py", "/boot.py"}
    for path, data in found.items():  # outlined as deploy makes them: no module or script inside its folder's log
        if path.endswith((".py", ".mpy")) and path != "/boot.py":
            assert len(data) > deploy.INLINE_MAX, path
    with open(os.path.join(ROOT, "boards", "pico.py"), "rb") as f:
        assert found["/board.py"] == f.read()
    with open(os.path.join(ROOT, "lib", "yaga", "games", "goat_wolf", "ai_table.bin"), "rb") as f:
        assert found["/yaga/games/goat_wolf/ai_table.bin"] == f.read()
    assert found["/yaga/shell.mpy"][:1] == found["/device.mpy"][:1] == b"M"  # mpy-cross output, not source
    assert found["/boot.py"] == b"import gc\n"


def display_on():
    """A command transaction (control byte 0x00: the rest are commands): horizontal addressing, upright,
    charge pump on, display on."""
    return bytes([0x00, 0x20, 0x00, 0xA1, 0xC8, 0xDA, 0x12, 0x8D, 0x14, 0xAF])


def test_the_i2c_stream_becomes_frames_timed_at_their_stop_and_other_addresses_are_ignored():
    frame = bytes(i & 0xFF for i in range(1024))
    screen = Screen(0x3C)
    screen.feed([(0, 100, 0x3C, display_on())])
    screen.feed([(200, 300, 0x3D, b"\x40" + b"\xff" * 1024)])  # another device on the bus
    screen.feed([(400, 23_900_000, 0x3C, b"\x40" + frame)])
    assert screen.glass == frame
    assert screen.frames[-1] == (23_900_000, frame)
    assert screen.first_frame(frame) == 23_900_000
    assert screen.first_frame(frame, after_ns=24_000_000) is None
    assert [size for _, _, size in screen.sent] == [len(display_on()), 1025]


def test_the_pins_play_the_simulators_timeline_at_the_key_script_pace():
    script = "DOWN*2,A,WAIT300,LONG_B,DICE"
    assert list(pico.timeline(script, 600)) == list(keyscript.timeline(keyscript.parse(script), 600))
    slow = list(pico.timeline("A", 600, 400, 400))
    assert slow == [0] * 10 + [1 << 4] * 40 + [0] * 40


def test_press_times_are_when_each_button_goes_down():
    presses = bench.press_times(bench.script_levels("DOWN,WAIT50,A"), 1000)
    assert presses == [(1100, 1 << 1), (1350, 1 << 4)]


def test_a_full_frame_on_the_bus_is_six_address_commands_and_the_data_write():
    bit_ns = 2504
    sent = [(0, 27 * bit_ns, 2)]
    t = 30_000
    for _ in range(6):
        sent.append((t, t + 27 * bit_ns, 2))
        t += 27 * bit_ns + 10_000
    sent.append((t, t + (1026 * 9 + 2) * bit_ns, 1025))
    frame_ms, bit_us = bench.full_frame_on_bus(sent)
    assert bit_us == pytest.approx(2.504)
    assert frame_ms == pytest.approx((sent[-1][1] - 30_000) / 1e6)
    assert bench.full_frame_on_bus(sent[:-1]) is None


def test_the_labs_boot_file_installs_the_probe_on_the_lab_ports_registers_and_the_probe_compiles(tmp_path, monkeypatch):
    installed = []
    probe = type(sys)("lab_probe")
    probe.install = lambda *registers: installed.append(registers)
    monkeypatch.setitem(sys.modules, "lab_probe", probe)
    exec(pico.boot_file().decode(), {})
    port = pico.LAB_PORT
    offsets = (pico.TURN_STARTS, pico.TURN_ENDS, pico.FREE_HEAP, pico.ENTROPY)
    assert installed == [tuple(port + r for r in offsets)] and len(set(offsets)) == 4
    assert fsimage.compiled_probe(str(tmp_path))[:1] == b"M"  # mpy-cross took it


def test_on_the_box_firmware_the_probe_imports_the_firmware_with_the_frozen_modules_alone_on_sys_path(monkeypatch):
    paths = []
    probe = type(sys)("lab_probe")
    probe.install = lambda *registers: paths.append(list(sys.path))
    monkeypatch.setitem(sys.modules, "lab_probe", probe)
    monkeypatch.setattr(sys, "path", ["", ".frozen", "/lib"])
    exec(pico.boot_file(frozen=True).decode(), {})
    with open(os.path.join(ROOT, "firmware", "uf2", "main.py")) as f:
        assert "sys.path[:] = [\".frozen\"]" in f.read()  # as the .uf2's main.py sets it
    assert paths == [[".frozen"]]


def test_a_run_that_stopped_a_rounding_error_short_of_its_time_counts_as_there():
    chip = pico.Pico.__new__(pico.Pico)  # no harness: run_to must not call it when the time is reached
    chip.now_ns = math.nextafter(300_000.0, 0)  # a run to 0.3 ms that ended one rounding error short
    assert chip.reached(0.3) and not chip.run_to(0.3)
    chip.now_ns = 299_990
    assert not chip.reached(0.3)


def test_make_bench_prints_the_last_runs_heap_per_app_in_one_boot_or_how_to_get_it(tmp_path, monkeypatch, capsys):
    import bench_device

    monkeypatch.setattr(bench, "RESULTS", {route: str(tmp_path / route) for route in bench.ROUTES})
    bench_device.main()
    assert "no device lab run yet: make bench-device" in capsys.readouterr().out
    free = {name: 150_000 for name, _ in bench.REGISTRY}
    free["cards"] = 90_000
    visit = {"free": free, "menu_before": 190_000, "menu_after": 185_000, "same": True}
    (tmp_path / "stock").write_text(json.dumps({"visit all": visit}))
    bench_device.main()
    out = capsys.readouterr().out
    assert "playing dice (after the apps above it)" in out and "146.5 KB  ok" in out
    assert "87.9 KB  BELOW THE BOUND" in out and "185.5 KB / 180.7 KB" in out


def test_the_report_puts_the_stock_and_the_frozen_route_side_by_side_row_by_row(tmp_path, monkeypatch):
    stock = {"menu": {"reset_to_menu_ms": 277.4, "power_up_to_menu_ms": 283.0, "menu_free": 200_000,
                      "menu_move_ms": [16.8], "same": True, "bus": None}}
    frozen = {"menu": dict(stock["menu"], reset_to_menu_ms=85.2),
              "flash map": {"firmware": 0x96D00, "fs_start": 0xA0000, "room": 0x9300, "fs_size": 352 * 4096}}
    lines = bench.report({"stock": stock, "frozen": frozen}).split("\n")
    row = [line for line in lines if "first boot after deploy" in line]
    assert len(row) == 1 and row[0].split()[-5:] == ["277", "ms", "|", "85", "ms"]
    assert any("room below the filesystem" in line and line.split()[-4:] == ["-", "|", "36.8", "KB"] for line in lines)
    assert "stock firmware + make deploy | the box's .uf2 (frozen)" in lines[1]


def test_a_uf2_flashed_over_a_box_writes_its_blocks_only_and_the_box_firmware_is_told_from_the_stock():
    box = firmware_uf2() + uf2_block(inputs.XIP_BASE + 0x2000, inputs.BOX_MARK, number=2, total=3)
    played = bytearray(inputs.flash_from_uf2(firmware_uf2()))
    played[fsimage.FS_OFFSET : fsimage.FS_OFFSET + 4] = b"SAVE"  # the filesystem, as the stock box left it
    updated = inputs.flash_from_uf2(box, bytes(played))
    assert updated[fsimage.FS_OFFSET : fsimage.FS_OFFSET + 4] == b"SAVE"
    assert updated[0x2000 : 0x2000 + len(inputs.BOX_MARK)] == inputs.BOX_MARK
    assert inputs.is_box(updated) and not inputs.is_box(played)
    assert inputs.uf2_end(box) == 0x2000 + len(inputs.BOX_MARK)


def test_an_image_with_a_file_rewritten_keeps_every_other_file():
    files = [("/saves/settings", b"BYB" + bytes(40)), ("/boot.py", b"import lab_probe\n")]
    image = fsimage.with_files(fsimage.image(files), [("/boot.py", b"import gc\n")])
    assert fsimage.read_image(image) == {"/saves/settings": files[0][1], "/boot.py": b"import gc\n"}


def test_the_costliest_decisions_probe_times_real_decisions_under_both_rule_sets():
    # the hard AI's worst cases: each state of the probe is a valid game where the hard AI chooses among
    # two or more actions, three as written and two balanced (GW-36), and the probe's script compiles
    from devicelab import probes
    from yaga.games.goat_wolf import ai
    from yaga.games.goat_wolf import rules as gw

    rules = []
    for h in probes.GW_COSTLIEST:
        s = bytearray(bytes.fromhex(h))
        assert gw.is_valid(s) and gw.current_player(s) in (gw.GOAT, gw.WOLF) and len(gw.legal_actions(s)) > 1
        assert ai.choose(s, ai.HARD, None) in gw.legal_actions(s)
        rules.append(gw.balanced(s))
    assert rules == [False, False, False, True, True]
    compile(probes.GW_HARD_COSTLIEST, "probe", "exec")


def test_power_shares_come_from_the_harness_waiting_counters_and_the_pixels_lit_are_averaged_over_time():
    chip = pico.Pico.__new__(pico.Pico)  # no harness: the counters as its replies left them
    chip.screen = Screen()
    dark, half = bytes(1024), bytes([0x0F]) * 1024
    chip.screen.frames = [(1_000, half), (3_000, dark), (5_000, half)]  # lit half 3 s, dark 2 s of the span below
    chip.now_ns, chip.waited_ns, chip.slept_ns = 1_000, 100, 0
    mark = bench.power_mark(chip)
    chip.now_ns, chip.waited_ns, chip.slept_ns = 6_000, 2_100, 2_000
    got = bench.power_since(chip, mark, "idle")
    assert (got["executing"], got["waiting"], got["asleep"]) == pytest.approx((0.2, 0.4, 0.4))
    assert got["lit"] == pytest.approx(0.5 * 3 / 5)
    ma = 0.2 * bench.MA_EXECUTING + 0.4 * bench.MA_WAITING + 0.4 * bench.MA_ASLEEP
    assert got["ma"] == pytest.approx(ma + bench.MA_PANEL_OFF + 0.3 * bench.MA_PANEL_ALL_LIT)
    assert got["hours"] == pytest.approx(bench.BATTERY_MAH / got["ma"])


def test_make_bench_prints_the_power_figures_of_the_last_run(tmp_path, monkeypatch, capsys):
    import bench_device

    monkeypatch.setattr(bench, "RESULTS", {route: str(tmp_path / route) for route in bench.ROUTES})
    asleep = {"what": "asleep after its sleep-after time", "s": 60.0, "executing": 0.01, "waiting": 0.0,
              "asleep": 0.99, "lit": 0.0, "ma": 0.66, "hours": 1515.0}
    (tmp_path / "stock").write_text(json.dumps({"power asleep": asleep}))
    bench_device.main()
    out = capsys.readouterr().out
    assert "asleep after its sleep-after time (60 s)" in out and "1.0 / 0.0 / 99.0 %, 0.0 % lit: 0.7 mA, 1515 h" in out


def test_the_links_frames_are_read_from_a_boxs_bytes_with_their_times_and_one_sent_again_is_counted():
    sys.path.insert(0, os.path.join(ROOT, "tests", "portable"))
    from test_link_kit import frame, hello, u16s
    from yaga import link

    action = frame(link.ACTION, 3, u16s(5, 97))
    ack = frame(link.ACK, 4, b"")
    data = b"\x00\x13" + frame(link.HELLO, 0, hello(7)) + action + ack + action + ack + frame(link.HASH, 4, u16s(6, 1))
    sent = [(1000 * (i + 1), byte) for i, byte in enumerate(data)]  # each byte's time on the wire
    frames = bench.link_frames(sent)
    assert [f[0] for f in frames] == [link.HELLO, link.ACTION, link.ACK, link.ACTION, link.ACK, link.HASH]
    first_action = frames[1]
    assert first_action[1:3] == (3, bytes(u16s(5, 97)))
    assert first_action[3] == 1000 * (2 + len(frame(link.HELLO, 0, hello(7))) + len(action))  # its last byte
    assert bench.resent(frames) == 1  # the ACTION again; the second ACK is no resend


def test_make_bench_prints_the_linked_games_press_to_frame_bytes_resends_heap_and_frames(tmp_path, monkeypatch, capsys):
    import bench_device

    monkeypatch.setattr(bench, "RESULTS", {route: str(tmp_path / route) for route in bench.ROUTES})
    moves = [[1000.0, 1040.0, 1140.0], [5000.0, 5050.0, 5170.0], [9000.0, 9060.0, 9120.0]]  # press, on B's pin, frame
    linked = {"game": "goat_wolf", "plies": 11, "moves": moves, "bytes_per_ply": 134.5, "frames": [84, 85],
              "resends": [3, 2], "free": [85_792, 87_824], "same": True}
    (tmp_path / "stock").write_text(json.dumps({"link goat_wolf": linked}))
    bench_device.main()
    out = capsys.readouterr().out
    assert "linked goat_wolf: a press on box A to box B's frame (3 moves; goal <= 100 ms)" in out
    assert "median 140 / max 170 ms" in out and "median 50 / 100 ms" in out and "134; 3 / 2" in out
    assert "playing goat_wolf linked, box A / box B" in out and "83.8 KB / 85.8 KB" in out
    assert any(line.split()[:2] == ["link", "goat_wolf"] and line.split()[-1] == "yes" for line in out.split("\n"))
