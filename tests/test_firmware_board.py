"""The box's MicroPython board (firmware/uf2/board/mpconfigboard.h, laid over the port's board by tools/firmware.py)
and the box's frozen code: nothing here needs MicroPython's tree."""

import ast
import glob
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import deploy  # noqa: E402
import firmware  # noqa: E402

SWITCH = re.compile(r"^#define (MICROPY_\w+) \(0\)  // ((?:import )?\w+)$", re.M)
# the device lab's code that runs on the chip: its probe module, and the scripts it sends to the REPL
LAB_DEVICE_CODE = ("tools/devicelab/lab_probe.py",)
LAB_REPL_SCRIPTS = ("tools/devicelab/probes.py", "tools/devicelab/bench.py", "tools/devicelab/pico.py")


def switched_off():
    """{what Python code would use ("import json" for a module, else a name): MicroPython switch} of what the
    box's board turns off."""
    with open(firmware.BOX_BOARD_HEADER) as f:
        return {name: switch for switch, name in SWITCH.findall(f.read())}


def names_in(tree):
    """What a parsed module uses: "import X" for each module it imports (uos counts as os too), and every variable,
    attribute and imported name; "complex" for a complex literal."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            found.add(node.id)
        elif isinstance(node, ast.Attribute):
            found.add(node.attr)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            modules = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
            for module in modules:
                top = module.split(".")[0]
                found.update("import " + m for m in ((top, top[1:]) if top.startswith("u") else (top,)))
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.Constant) and isinstance(node.value, complex):
            found.add("complex")
    return found


def repl_scripts(tree):
    """The string constants of a lab module that are Python code for the chip's REPL, parsed."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and "import " in node.value:
            try:
                yield ast.parse(node.value)
            except SyntaxError:
                pass  # a message naming an import, not code


def device_code_names():
    """{name: first file using it} over the code the box's firmware runs: lib/yaga, the firmware modules, every
    board file, the .uf2's main.py and the device lab's code on the chip."""
    files = [os.path.join(ROOT, p) for p in deploy.lib_files() if p.endswith(".py")]
    files += [os.path.join(ROOT, p) for p in deploy.firmware_modules()]
    files += [deploy.board_file(name) for name in deploy.board_names()]
    files += [os.path.join(ROOT, "firmware", "uf2", "main.py")] + [os.path.join(ROOT, p) for p in LAB_DEVICE_CODE]
    found = {}
    for path in files:
        with open(path) as f:
            for name in names_in(ast.parse(f.read())):
                found.setdefault(name, os.path.relpath(path, ROOT))
    for path in LAB_REPL_SCRIPTS:
        with open(os.path.join(ROOT, path)) as f:
            for script in repl_scripts(ast.parse(f.read())):
                for name in names_in(script):
                    found.setdefault(name, path)
    return found


def test_the_box_board_turns_off_only_what_no_code_the_firmware_runs_uses():
    off = switched_off()
    assert len(off) >= 20, "the header's lines no longer read '#define MICROPY_X (0)  // name'"
    used = device_code_names()
    clashes = {name: (switch, used[name]) for name, switch in off.items() if name in used}
    assert clashes == {}, "used by the box but turned off in firmware/uf2/board/mpconfigboard.h"


def test_the_device_code_scan_sees_imports_attributes_and_complex_literals():
    names = names_in(ast.parse("import ujson\nfrom re import match\nos.dupterm(x)\nz = 2j\n"))
    assert {"import ujson", "import json", "import re", "match", "dupterm", "complex"} <= names
    assert "select" not in names and "import select" in names_in(ast.parse("import uselect"))
    scripts = list(repl_scripts(ast.parse('A = "import gc\\nmath.sqrt(2)"\nB = "no import here, a sentence."\n')))
    assert len(scripts) == 1 and {"gc", "math", "sqrt"} <= names_in(scripts[0])


def fake_port(tmp_path, board, files):
    folder = tmp_path / "mp" / "ports" / "rp2" / "boards" / board
    folder.mkdir(parents=True)
    for name, text in files.items():
        (folder / name).write_text(text)
    return str(tmp_path / "mp")


def test_the_pico_is_built_from_its_own_board_folder_with_the_box_header_laid_over_it(tmp_path):
    port_header = '#define MICROPY_HW_BOARD_NAME "Raspberry Pi Pico"\n'
    tree = fake_port(tmp_path, "RPI_PICO", {"mpconfigboard.h": port_header, "mpconfigboard.cmake": "set(X 1)\n",
                                           "pins.csv": "LED,GPIO25\n"})
    folder = firmware.port_board_folder(tree, "pico", str(tmp_path / "out"))
    assert sorted(os.listdir(folder)) == ["mpconfigboard.cmake", "mpconfigboard.h", "mpconfigboard_port.h",
                                          "pins.csv"]
    with open(os.path.join(folder, "mpconfigboard_port.h")) as f:
        assert f.read() == port_header  # the board's name, flash and filesystem kept as the port has them
    with open(os.path.join(folder, "mpconfigboard.h")) as f, open(firmware.BOX_BOARD_HEADER) as box:
        text = f.read()
        assert text == box.read() and '#include "mpconfigboard_port.h"' in text


def test_the_pico_w_gets_the_box_header_and_its_own_cmake_file_laid_over_the_ports(tmp_path):
    port_cmake = "set(MICROPY_PY_BLUETOOTH ON)\n"
    tree = fake_port(tmp_path, "RPI_PICO_W", {"mpconfigboard.h": "", "mpconfigboard.cmake": port_cmake,
                                             "manifest.py": "require('aioble')\n", "pins.csv": "LED,EXT_GPIO0\n"})
    folder = firmware.port_board_folder(tree, "pico_w", str(tmp_path / "out"))
    assert sorted(os.listdir(folder)) == ["manifest.py", "mpconfigboard.cmake", "mpconfigboard.h",
                                          "mpconfigboard_port.cmake", "mpconfigboard_port.h", "pins.csv"]
    with open(os.path.join(folder, "mpconfigboard_port.cmake")) as f:
        assert f.read() == port_cmake
    with open(os.path.join(folder, "mpconfigboard.cmake")) as f, open(PICO_W_CMAKE) as box:
        assert f.read() == box.read()


PICO_W_CMAKE = os.path.join(firmware.BOX_BOARD, "pico_w", "mpconfigboard.cmake")
CMAKE_LINE = re.compile(r"^(set|include)\((\S+)(?: (\S+))?\)$", re.M)
# the switches of the Pico W's Bluetooth as MicroPython ships the board (ports/rp2/boards/RPI_PICO_W)
SHIPPED_PICO_W_CMAKE = """set(PICO_BOARD "pico_w")
set(MICROPY_PY_LWIP ON)
set(MICROPY_PY_NETWORK_CYW43 ON)
set(MICROPY_PY_BLUETOOTH ON)
set(MICROPY_BLUETOOTH_BTSTACK ON)
set(MICROPY_PY_BLUETOOTH_CYW43 ON)
"""


def cmake_settings(path):
    """{variable: value} a board's mpconfigboard.cmake leaves set, following its include()s of files beside it."""
    settings = {}
    with open(path) as f:
        for command, name, value in CMAKE_LINE.findall(f.read()):
            if command == "include":
                settings.update(cmake_settings(name.replace("${CMAKE_CURRENT_LIST_DIR}", os.path.dirname(path))))
            else:
                settings[name] = value
    return settings


def test_the_pico_w_board_leaves_bluetooth_out_and_keeps_the_wireless_chip_for_its_led(tmp_path):
    (tmp_path / "mpconfigboard_port.cmake").write_text(SHIPPED_PICO_W_CMAKE)
    (tmp_path / "mpconfigboard.cmake").write_text(open(PICO_W_CMAKE).read())
    settings = cmake_settings(str(tmp_path / "mpconfigboard.cmake"))
    bluetooth = ("MICROPY_PY_BLUETOOTH", "MICROPY_BLUETOOTH_BTSTACK", "MICROPY_PY_BLUETOOTH_CYW43")
    assert {name: settings[name] for name in bluetooth} == dict.fromkeys(bluetooth, "OFF")
    # Pin("LED") is on the wireless chip: its driver, and lwIP that starts its interrupts, stay
    assert settings["MICROPY_PY_NETWORK_CYW43"] == "ON" and settings["MICROPY_PY_LWIP"] == "ON"
    used = device_code_names()
    assert [name for name in ("import bluetooth", "import aioble") if name in used] == []


def test_the_pico_freezes_only_the_ports_start_up_modules_from_micropython():
    calls = []
    space = {name: (lambda name: lambda *a, **k: calls.append((name, a, k)))(name)
             for name in ("include", "require", "freeze", "module", "package")}
    with open(firmware.PORT_MODULES_MANIFEST) as f:
        exec(f.read(), space)
    assert calls == [("freeze", ("$(PORT_DIR)/modules",), {})]  # no asyncio, no sensor drivers


def test_a_build_folder_configured_with_another_header_or_other_arguments_counts_as_stale(tmp_path):
    (tmp_path / "mpconfigboard.h").write_text("#define A (0)\n")
    before = firmware.configuration(["-DX=1"], str(tmp_path))
    assert firmware.configuration(["-DX=1"], str(tmp_path)) == before
    assert firmware.configuration(["-DX=2"], str(tmp_path)) != before
    (tmp_path / "mpconfigboard.h").write_text("#define A (1)\n")
    assert firmware.configuration(["-DX=1"], str(tmp_path)) != before


def test_lib_yaga_has_no_assert_because_the_frozen_box_is_compiled_without_them():
    # the manifest freezes the yaga package at opt=3 (no asserts, no line numbers): an assert would vanish there
    found = []
    for path in glob.glob(os.path.join(ROOT, "lib", "yaga", "**", "*.py"), recursive=True):
        with open(path) as f:
            if any(isinstance(n, ast.Assert) for n in ast.walk(ast.parse(f.read()))):
                found.append(os.path.relpath(path, ROOT))
    assert found == []
