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


def test_wiring_puts_the_link_cables_uart_pins_on_the_jack_crossed_to_the_other_box():
    b = wiring.board_values()
    rows = {(part, ppin): (signal, pin) for part, ppin, signal, pin, _ in wiring.connections(b)}
    tx, rx = rows[("link jack", "tip (TX)")], rows[("link jack", "ring 1 (RX)")]
    assert tx[0] == "GP%d" % b["LINK_TX"] and wiring.HEADER[tx[1] - 1] == tx[0]
    assert rx[0] == "GP%d" % b["LINK_RX"] and wiring.HEADER[rx[1] - 1] == rx[0]
    assert wiring.HEADER[rows[("link jack", "sleeve")][1] - 1] == "GND"
    table = "\n".join(wiring.link_cable(b))
    assert "| tip | TX (GP%d) | tip to ring 1 | RX (GP%d) |" % (b["LINK_TX"], b["LINK_RX"]) in table
    assert "| sleeve | GND | sleeve to sleeve | GND |" in table
    wires = {(a, z) for a, z, _, _ in wiring.diagram(b)["connections"]}
    assert ("link:D0", "pico:GP%d" % b["LINK_TX"]) in wires and ("link:D1", "pico:GP%d" % b["LINK_RX"]) in wires


def test_wiring_of_a_box_without_the_jack_has_no_link_rows():
    b = dict(wiring.board_values(), LINK_UART=None, LINK_TX=None, LINK_RX=None)
    assert not [row for row in wiring.connections(b) if row[0] == "link jack"]
    assert wiring.link_cable(b) == [] and "link" not in {p["id"] for p in wiring.diagram(b)["parts"]}


def test_wiring_puts_the_cells_on_vsys_and_a_ground_on_its_side():
    b = wiring.board_values()
    rows = {(part, ppin): (signal, pin) for part, ppin, signal, pin, _ in wiring.connections(b)}
    plus, minus = rows[("battery", "+")], rows[("battery", "-")]
    assert plus == ("VSYS", 39) and wiring.HEADER[plus[1] - 1] == "VSYS"
    assert wiring.HEADER[minus[1] - 1] == "GND" and minus[1] > 20 and minus != rows[("OLED", "GND")]
    assert "| battery | + | VSYS | 39 |" in wiring.markdown(b)
