"""The firmware's panel (firmware issue): yaga.present's write(page, col0, col1, frame) over micropython-lib's
ssd1306 driver puts exactly that window of the frame into the display RAM; contrast, power and invert reach
the chip. Run under the unix port on the fake box, with the emulated SSD1306 (host_sim.chip) behind I2C."""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools", "fakehw"))

from harness import run_session  # noqa: E402

PROGRAM = r"""
import machine, fakeworld, oled, hardware
chip = fakeworld.world().chip
panel = oled.Panel(oled.open_driver(hardware.Hardware().i2c(), 0x3C))
frame = bytearray(1024)
for i in range(1024):
    frame[i] = (i * 7 + 3) & 0xFF
before = bytes(chip.ram)
sent = fakeworld.world().i2c_bytes
panel.write(3, 10, 20, frame)
changed = [i for i in range(1024) if chip.ram[i] != before[i]]
print("changed", changed[0], changed[-1], len(changed))
print("same", all(chip.ram[i] == frame[i] for i in changed))
print("bytes", fakeworld.world().i2c_bytes - sent)
panel.write(7, 0, 127, frame)
print("last page", bytes(chip.ram[896:]) == bytes(frame[896:]))
panel.contrast(17); panel.invert(True)
print("contrast", chip.contrast, "inverted", chip.inverted)
panel.power(False); off = chip.display_on
panel.power(True); panel.invert(False)
print("power", off, chip.display_on, "inverted", chip.inverted)
"""


def test_panel_window_and_commands_reach_the_chip(tmp_path):
    s = run_session(str(tmp_path), program=PROGRAM, heapsize="1M")
    lines = s.out.splitlines()
    assert s.returncode == 0, s.out + s.err
    # page 3, columns 10..20: RAM bytes 3*128+10 .. 3*128+20, nothing else
    assert lines[0] == "changed %d %d 11" % (3 * 128 + 10, 3 * 128 + 20)
    assert lines[1] == "same True"
    # six window commands (address + control + opcode each) and one data transaction (address + control + 11)
    assert lines[2] == "bytes %d" % (6 * 3 + 2 + 11)
    assert lines[3] == "last page True"
    assert lines[4] == "contrast 17 inverted True"
    assert lines[5] == "power False True inverted False"
