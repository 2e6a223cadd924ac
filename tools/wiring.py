"""Make the wiring documents from the board file, so they never disagree with it:
docs/wiring.md (the table), docs/wiring.png (a picture) and diagram.json (the Wokwi circuit).

    python tools/wiring.py            (rewrites the three files from boards/pico.py)

Pico, Pico W and Pico 2 share the 40-pin header, so one picture serves all three boards.
"""

import ast
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BOARD = os.path.join(ROOT, "boards", "pico.py")
MARKDOWN = os.path.join(ROOT, "docs", "wiring.md")
PICTURE = os.path.join(ROOT, "docs", "wiring.png")
DIAGRAM = os.path.join(ROOT, "diagram.json")
HARDWARE = os.path.join(ROOT, "firmware", "hardware.py")  # the cells' curves (CURVES), for the battery's table
BUTTONS = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B", "DICE")

# The header, pin 1 to 40 (left side 1-20 top to bottom, right side 21-40 bottom to top).
HEADER = (
    "GP0 GP1 GND GP2 GP3 GP4 GP5 GND GP6 GP7 GP8 GP9 GND GP10 GP11 GP12 GP13 GND GP14 GP15 "
    "GP16 GP17 GND GP18 GP19 GP20 GP21 GND GP22 RUN GP26 GP27 GND GP28 ADC_VREF 3V3(OUT) 3V3_EN GND VSYS VBUS"
).split()


def board_values(path=BOARD):
    with open(path) as f:
        tree = ast.parse(f.read())
    return {n.targets[0].id: ast.literal_eval(n.value) for n in tree.body if isinstance(n, ast.Assign)}


def curves(path=HARDWARE):
    """firmware/hardware.py's CURVES: {cells: (mV, percent, mV, percent, ...)}."""
    with open(path) as f:
        tree = ast.parse(f.read())
    return [ast.literal_eval(n.value) for n in tree.body if isinstance(n, ast.Assign) and n.targets[0].id == "CURVES"][0]


def battery_lines(b):
    """The battery's section of wiring.md: the cells, the reading per board, the curves, what the box does."""
    lines = [
        "## The battery",
        "",
        "- The cells go to VSYS (pin %d) and GND (pin %d): three AA or AAA alkaline cells in series, or one LiPo cell"
        % (pin_of("VSYS"), cells_ground()),
        "  through a Schottky diode (anode at the cell), so USB power never feeds the cells.",
        "- The reading: the Pico and the Pico 2 read VSYS on ADC3 (GP%d) through their own 3:1 divider (`VSYS_ADC`);"
        % b["VSYS_ADC"],
        "  on the Pico W GP29 is also the clock of the wireless chip's SPI, which drives its LED (a reading needs GP25",
        "  high and that chip idle), so `pico_w.py` has `VSYS_ADC = None`: no gauge. `None` on any board: no reading.",
        "- `BATTERY` names the cells (`\"%s\"` here), and so the charge each voltage on VSYS leaves, straight lines"
        % b["BATTERY"],
        "  between these points (`firmware/hardware.py` CURVES):",
        "",
        "| cells | VSYS (mV) : charge left |",
        "| --- | --- |",
    ]
    for cells, points in sorted(curves().items()):
        pairs = ", ".join("%d : %d %%" % (points[i], points[i + 1]) for i in range(0, len(points), 2))
        lines.append("| `%s` | %s |" % (cells, pairs))
    lines += [
        "",
        "- The menu's title bar shows the charge as a small gauge. Below 10 % a message says so, once each time the",
        "  charge drops there; at 3 % the open game is saved, \"Battery empty\" shows and the display goes off before",
        "  the cells brown the box out. No gauge on a reading that is none: 0 V, samples far apart (a floating pin),",
        "  or a voltage the Pico cannot run on. On USB power VSYS is about 4.7 V: a full gauge.",
        "- The simulator shows a charge with `python -m host_sim --battery PCT`; Wokwi's `diagram.json` powers the",
        "  Pico from USB and has no cells.",
        "",
    ]
    return lines


def pin_of(name):
    """Physical header pin (1-40) of a signal name like "GP4" or "3V3(OUT)"."""
    return HEADER.index(name) + 1


def ground_near(pin, taken=()):
    """The GND pin on the same side closest to pin (short wires for buttons and the buzzer), not one of taken."""
    grounds = [i + 1 for i, n in enumerate(HEADER) if n == "GND" and (i < 20) == (pin <= 20) and i + 1 not in taken]
    return min(grounds, key=lambda g: abs(g - pin))


def cells_ground():
    """The GND pin the cells' - goes to: beside VSYS, not the display's."""
    return ground_near(pin_of("VSYS"), (ground_near(pin_of("3V3(OUT)")),))


def connections(b):
    """(part, part pin, header signal, header pin, note) for every wire."""
    rows = [
        ("OLED", "VCC", "3V3(OUT)", pin_of("3V3(OUT)"), "3.3 V from the Pico"),
        ("OLED", "GND", "GND", ground_near(pin_of("3V3(OUT)")), ""),
        ("OLED", "SDA", "GP%d" % b["I2C_SDA"], pin_of("GP%d" % b["I2C_SDA"]), "I2C%d SDA" % b["I2C_ID"]),
        ("OLED", "SCL", "GP%d" % b["I2C_SCL"], pin_of("GP%d" % b["I2C_SCL"]), "I2C%d SCL" % b["I2C_ID"]),
    ]
    for name, gpio in zip(BUTTONS, b["BUTTONS"]):
        pin = pin_of("GP%d" % gpio)
        rows.append(("button " + name, "1", "GP%d" % gpio, pin, "other leg to GND (pin %d)" % ground_near(pin)))
    if b["BUZZER"] is not None:
        pin = pin_of("GP%d" % b["BUZZER"])
        rows.append(("buzzer", "+", "GP%d" % b["BUZZER"], pin, "passive piezo, - to GND (pin %d)" % ground_near(pin)))
    if b.get("LINK_UART") is not None:
        uart = b["LINK_UART"]
        tx, rx = pin_of("GP%d" % b["LINK_TX"]), pin_of("GP%d" % b["LINK_RX"])
        rows += [
            ("link jack", "tip (TX)", "GP%d" % b["LINK_TX"], tx, "UART%d TX, to the other box's RX" % uart),
            ("link jack", "ring 1 (RX)", "GP%d" % b["LINK_RX"], rx, "UART%d RX, from the other box's TX" % uart),
            ("link jack", "sleeve", "GND", ground_near(tx), "the ground both boxes share"),
        ]
    vsys = pin_of("VSYS")
    rows += [
        ("battery", "+", "VSYS", vsys, "through a Schottky diode, anode at the cells (docs: The battery)"),
        ("battery", "-", "GND", cells_ground(), "a ground of its own"),
    ]
    return rows


def markdown(b):
    lines = [
        "# Wiring",
        "",
        "Generated by `python tools/wiring.py` from `boards/%s.py` (edit the board file, then run it)." % b["NAME"],
        "Raspberry Pi Pico, Pico W and Pico 2 have the same header, so this serves all three boards.",
        "",
        "![wiring](wiring.png)",
        "",
        "| part | part pin | Pico signal | header pin | note |",
        "| --- | --- | --- | --- | --- |",
    ]
    for part, ppin, signal, pin, note in connections(b):
        lines.append("| %s | %s | %s | %d | %s |" % (part, ppin, signal, pin, note))
    lines += [
        "",
        "- The display is a 128x64 SSD1306 I2C module at address 0x%02X; the bus runs at %d kHz"
        " (`I2C_FREQ`; 1 MHz works with short wires)." % (b["OLED_ADDR"], b["I2C_FREQ"] // 1000),
        "- Buttons need no resistors: the firmware turns on the internal pull-ups, so a pressed button reads 0.",
        "- The LED is the board's own (GP25 on the Pico and Pico 2, `\"LED\"` on the Pico W).",
        "- No buzzer or LED? Put `None` in the board file.",
        "",
    ]
    lines += battery_lines(b)
    lines += link_cable(b)
    lines += [
        "## Putting the box on the Pico",
        "",
        "1. Flash MicroPython (1.23 or newer, for the .mpy format) onto the board: hold BOOTSEL, plug in, copy the UF2.",
        "2. `make deploy PORT=/dev/ttyACM0 BOARD=pico` (or `pico_w`, `pico2`): compiles lib/ and the firmware",
        "   to .mpy, installs the `ssd1306` driver with mip, copies everything and the board file as `board.py`,",
        "   and resets. `python tools/deploy.py --port PORT --board NAME --dry-run` prints the mpremote commands.",
        "3. Problems are reported on the serial console (`mpremote connect PORT repl`): a missing or broken",
        "   `board.py`, no display answering on I2C (the LED blinks while it retries), a button held at",
        "   power-on. Anything that crashes the loop is written to `crash.log` (its last 4 KB) and the loop",
        "   restarts: `mpremote connect PORT fs cat crash.log`.",
        "",
        "## Trying it in Wokwi",
        "",
        "`diagram.json` is this circuit for the Wokwi simulator and `wokwi.toml` points it at a MicroPython",
        "firmware image for the Pico (`build/wokwi/micropython.uf2`, downloaded by you from micropython.org).",
        "Start the simulation, then deploy over Wokwi's serial bridge:",
        "`python tools/deploy.py --port port:rfc2217://localhost:4000 --board pico`.",
        "",
    ]
    return "\n".join(lines)


def link_cable(b):
    """The section on the link cable: the jack's contacts on both boxes and the crossed cable between them."""
    if b.get("LINK_UART") is None:
        return []
    tx, rx = b["LINK_TX"], b["LINK_RX"]
    return [
        "## The link cable",
        "",
        "Two boxes play one game over a cable (docs/ARCHITECTURE.md, \"The link cable\"): UART%d of each box on a"
        % b["LINK_UART"],
        "3.5 mm TRRS jack. The cable crosses the two signal wires, as a null-modem cable does: each box's TX goes",
        "to the other's RX.",
        "",
        "| jack contact | box A | cable | box B |",
        "| --- | --- | --- | --- |",
        "| tip | TX (GP%d) | tip to ring 1 | RX (GP%d) |" % (tx, rx),
        "| ring 1 | RX (GP%d) | ring 1 to tip | TX (GP%d) |" % (rx, tx),
        "| ring 2 | not connected | not connected | not connected |",
        "| sleeve | GND | sleeve to sleeve | GND |",
        "",
        "- A plain audio cable joins tip to tip and does not work: the cable is made crossed (three wires are",
        "  enough, so a 3-pole TRS plug at each end works in the TRRS jack too).",
        "- Both boxes run at 3.3 V; no level shifter. A 1 kOhm resistor in series with each TX protects the pins",
        "  while a plug slides in and its contacts touch the wrong rings for a moment.",
        "- The firmware pulls RX up, so an unplugged jack reads idle; unplugging or switching a box off mid-game",
        "  pauses the game on the other box (\"Link lost\"), and plugging back in resumes it.",
        "- A box without the jack: put `None` in `LINK_UART`, `LINK_TX` and `LINK_RX`.",
        "- In Wokwi (below) the jack's pins go to a logic analyzer: there is no jack part.",
        "",
    ]


def diagram(b):
    """The Wokwi circuit: a Pico, the SSD1306, seven push buttons, a buzzer and, for the link cable's pins (Wokwi
    has no jack), a logic analyzer that shows what the box sends and sees."""
    parts = [
        {"type": "wokwi-pi-pico", "id": "pico", "top": 0, "left": 0, "attrs": {}},
        {"type": "board-ssd1306", "id": "oled", "top": -120, "left": -40, "attrs": {"i2cAddress": "0x%02x" % b["OLED_ADDR"]}},
        {"type": "wokwi-buzzer", "id": "buzzer", "top": 40, "left": 160, "attrs": {}},
    ]
    grounds = iter(["GND.%d" % i for i in range(1, 9)])
    wires = [
        ["oled:VCC", "pico:3V3", "red", []],
        ["oled:GND", "pico:" + next(grounds), "black", []],
        ["oled:SDA", "pico:GP%d" % b["I2C_SDA"], "blue", []],
        ["oled:SCL", "pico:GP%d" % b["I2C_SCL"], "gold", []],
        ["buzzer:2", "pico:GP%d" % b["BUZZER"], "purple", []],
        ["buzzer:1", "pico:" + next(grounds), "black", []],
    ]
    for i, (name, gpio) in enumerate(zip(BUTTONS, b["BUTTONS"])):
        part = "btn_" + name.lower()
        color = "red" if name == "DICE" else ("green" if name in ("A", "B") else "grey")
        parts.append({"type": "wokwi-pushbutton", "id": part, "top": i * 45, "left": -160, "attrs": {"color": color, "label": name}})
        wires.append([part + ":1.r", "pico:GP%d" % gpio, "green", []])
        wires.append([part + ":2.r", "pico:GND.%d" % (3 + i % 6), "black", []])
    if b.get("LINK_UART") is not None:
        parts.append({"type": "wokwi-logic-analyzer", "id": "link", "top": 220, "left": 160, "attrs": {}})
        wires += [
            ["link:D0", "pico:GP%d" % b["LINK_TX"], "orange", []],
            ["link:D1", "pico:GP%d" % b["LINK_RX"], "orange", []],
            ["link:GND", "pico:GND.%d" % (3 + len(BUTTONS) % 6), "black", []],
        ]
    return {"version": 1, "author": "Baba Yaga Box", "editor": "wokwi", "parts": parts, "connections": wires}


def picture(b, path=PICTURE):
    from PIL import Image, ImageDraw, ImageFont

    font = ImageFont.load_default(size=13)
    w, h = 900, 560
    img = Image.new("RGB", (w, h), "white")
    d = ImageDraw.Draw(img)
    x0, y0, pitch = 380, 60, 22  # the Pico: 20 pins a side
    d.rectangle((x0, y0 - 20, x0 + 140, y0 + 20 * pitch), outline="darkgreen", width=3, fill="#e8f5e9")
    d.text((x0 + 10, y0 + 20 * pitch), "Raspberry Pi Pico / W / 2", fill="darkgreen", font=font)
    d.rectangle((x0 + 55, y0 - 32, x0 + 85, y0 - 14), outline="grey", width=2)  # USB
    pos = {}
    for i, name in enumerate(HEADER):
        if i < 20:
            px, py = x0, y0 + i * pitch
            d.text((px + 6, py - 7), "%d %s" % (i + 1, name), fill="black", font=font)
        else:
            px, py = x0 + 140, y0 + (39 - i) * pitch
            label = "%s %d" % (name, i + 1)
            d.text((px - 6 - d.textlength(label, font=font), py - 7), label, fill="black", font=font)
        d.ellipse((px - 4, py - 4, px + 4, py + 4), fill="goldenrod")
        pos[i + 1] = (px, py)
    colours = {"OLED": "blue", "buzzer": "purple", "link jack": "darkorange", "battery": "firebrick"}
    for part, ppin, signal, pin, note in connections(b):
        px, py = pos[pin]
        colour = colours.get(part, "darkred" if part.endswith("DICE") else "black")
        label = "%s %s" % (part, ppin)
        if px == x0:  # a label level with its pin, a straight wire
            d.text((40, py - 7), label, fill=colour, font=font)
            d.line((190, py, px - 6, py), fill=colour, width=2)
        else:
            d.text((w - 200, py - 7), label, fill=colour, font=font)
            d.line((px + 6, py, w - 208, py), fill=colour, width=2)
    d.text((40, h - 48), "Buttons: other leg to a GND pin. Buzzer: - to GND. Link jack: the cable crosses tip and ring 1.",
           fill="black", font=font)
    d.text((40, h - 30), "Battery: + to VSYS through a Schottky diode (anode at the cells). Tables: docs/wiring.md",
           fill="black", font=font)
    img.save(path)


def main():
    b = board_values()
    with open(MARKDOWN, "w") as f:
        f.write(markdown(b))
    with open(DIAGRAM, "w") as f:
        f.write(json.dumps(diagram(b), indent=1) + "\n")
    picture(b)
    print("wrote %s, %s, %s" % (MARKDOWN, PICTURE, DIAGRAM))


if __name__ == "__main__":
    sys.exit(main())
