"""Wiring documents: docs/wiring.md, docs/wiring.png and the Wokwi diagram.json are the
ones tools/wiring.py makes from boards/pico.py, and they wire every pin the board file names."""

import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import wiring  # noqa: E402


def test_wiring_table_and_wokwi_diagram_are_current_with_the_board_file():
    b = wiring.board_values()
    with open(wiring.MARKDOWN) as f:
        assert f.read() == wiring.markdown(b), "run python tools/wiring.py"
    with open(wiring.DIAGRAM) as f:
        assert json.load(f) == wiring.diagram(b), "run python tools/wiring.py"


def test_wiring_picture_is_a_png():
    with open(wiring.PICTURE, "rb") as f:
        assert f.read(8) == b"\x89PNG\r\n\x1a\n"


def test_wiring_connects_each_board_pin_to_its_part():
    b = wiring.board_values()
    rows = {(part, ppin): (signal, pin) for part, ppin, signal, pin, _ in wiring.connections(b)}
    assert rows[("OLED", "SDA")] == ("GP4", 6) and rows[("OLED", "SCL")] == ("GP5", 7)
    assert wiring.HEADER[rows[("OLED", "GND")][1] - 1] == "GND"
    for name, gpio in zip(wiring.BUTTONS, b["BUTTONS"]):
        signal, pin = rows[("button " + name, "1")]
        assert signal == "GP%d" % gpio and wiring.HEADER[pin - 1] == signal
    wires = {(a, z) for a, z, _, _ in wiring.diagram(b)["connections"]}
    for name, gpio in zip(wiring.BUTTONS, b["BUTTONS"]):
        assert ("btn_%s:1.r" % name.lower(), "pico:GP%d" % gpio) in wires
    assert ("buzzer:2", "pico:GP18") in wires and ("oled:SDA", "pico:GP4") in wires
