"""The real adafruit_ssd1306 driver over the fake bus into the emulated chip, and the panel adapter."""

import os
import subprocess

import pytest

from host_sim.chip import MODE_HORIZONTAL
from host_sim.i2c import FakeI2C
from host_sim.panel import Display

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def pattern():
    """A frame where every byte differs from its neighbours: byte i = (i * 7 + 3) & 0xFF."""
    return bytearray(((i * 7 + 3) & 0xFF) for i in range(1024))


def test_adafruit_init_sequence_is_accepted_and_leaves_a_blank_lit_panel():
    d = Display()
    assert d.chip.unknown == []
    assert d.chip.display_on and d.chip.mode == MODE_HORIZONTAL and d.chip.charge_pump == 0x14
    assert d.chip.seg_remap and d.chip.com_reversed and d.chip.com_pins == 0x12
    assert d.chip.data_bytes == 1024 and d.chip.ram == bytearray(1024)
    assert d.chip.lit_panel()


def test_a_frame_written_by_show_lands_exactly_in_gddram():
    d = Display()
    d.driver.buffer[1:] = pattern()
    d.driver.pixel(3, 60, 1)
    d.driver.show()
    assert d.chip.ram == d.driver.buffer[1:]
    assert d.glass() == d.chip.ram
    assert (d.chip.ram[7 * 128 + 3] >> 4) & 1 == 1


def test_show_costs_one_1025_byte_data_transaction_plus_six_two_byte_commands():
    d = Display()
    sent, trans = d.bus.bytes_sent, d.bus.transactions
    d.driver.show()
    assert d.bus.bytes_sent - sent == 1025 + 6 * 2
    assert d.bus.transactions - trans == 7


def test_panel_write_changes_only_its_window():
    d = Display()
    frame = pattern()
    d.panel.write(2, 10, 20, frame)
    for page in range(8):
        for col in range(128):
            i = page * 128 + col
            want = frame[i] if page == 2 and 10 <= col <= 20 else 0
            assert d.chip.ram[i] == want, (page, col)


def test_panel_write_sends_the_window_commands_and_one_data_transaction():
    d = Display()
    sent, trans = d.bus.bytes_sent, d.bus.transactions
    d.panel.write(7, 0, 127, pattern())
    assert d.bus.bytes_sent - sent == 6 * 2 + 129
    assert d.bus.transactions - trans == 7
    assert (d.chip.col_start, d.chip.col_end, d.chip.page_start, d.chip.page_end) == (0, 127, 7, 7)


def test_panel_writes_of_every_page_rebuild_the_whole_frame():
    d = Display()
    frame = pattern()
    for page in range(8):
        d.panel.write(page, 0, 127, frame)
    assert d.chip.ram == frame


def test_panel_contrast_power_and_invert_reach_the_chip():
    d = Display()
    d.panel.contrast(40)
    assert d.chip.contrast == 40
    d.panel.invert(True)
    assert d.chip.inverted and d.glass() == bytearray(b"\xff" * 1024)
    d.panel.invert(False)
    d.panel.power(False)
    assert not d.chip.display_on and not d.driver.power
    d.panel.power(True)
    assert d.chip.display_on and d.driver.power


def test_fake_bus_scan_missing_address_and_status_read():
    d = Display()
    assert d.bus.scan() == [0x3C]
    with pytest.raises(OSError):
        d.bus.writeto(0x3D, b"\x00")
    status = bytearray(1)
    d.bus.readfrom_into(0x3C, status)
    assert status[0] == 0
    assert FakeI2C().try_lock() is True


def test_fake_bus_lock_is_exclusive():
    bus = FakeI2C()
    assert bus.try_lock() and not bus.try_lock()
    bus.unlock()
    assert bus.try_lock()


def test_chip_tests_pass_under_micropython():
    """The chip is portable: the firmware-in-loop test runs it on the MicroPython unix port."""
    env = dict(os.environ, MICROPYPATH="lib:tests/portable:tests:.")
    run = subprocess.run(
        [os.path.join(ROOT, ".venv", "bin", "micropython"), "tools/mptest.py", "test_sim_chip"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert " 0 failed" in run.stdout and "passed" in run.stdout


def test_chip_decodes_commands_and_frames_without_allocating_under_micropython():
    """The firmware-in-loop test measures the firmware's heap with the chip in the same process."""
    code = "\n".join([
        "import micropython",
        "from host_sim.chip import Ssd1306",
        "c = Ssd1306()",
        "init = bytes([0, 0xAE, 0x20, 0, 0x40, 0xA1, 0xA8, 63, 0xC8, 0xDA, 0x12, 0x8D, 0x14, 0xAF, 0x81, 9])",
        "frame = bytearray(1025)",
        "frame[0] = 0x40",
        "window = bytearray(b'\\x80\\x21\\x80\\x05\\x80\\x09\\x80\\x22\\x80\\x02\\x80\\x02')",
        "ok = False",
        "micropython.heap_lock()",
        "c.write(init)",
        "c.write(frame)",
        "c.write(window, 0, 12)",
        "c.write(frame, 0, 6)",
        "ok = True",
        "micropython.heap_unlock()",
        "print(ok, c.contrast, c.col_start, c.page, c.data_bytes)",
    ])
    env = dict(os.environ, MICROPYPATH="lib:.")
    run = subprocess.run([os.path.join(ROOT, ".venv", "bin", "micropython"), "-c", code],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert run.stdout.split() == ["True", "9", "5", "2", "1029"], run.stdout + run.stderr
