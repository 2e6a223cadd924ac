"""The box as one file you flash: MicroPython for the chosen board with the box frozen in (firmware/uf2/manifest.py).

    python tools/firmware.py --micropython DIR --picotool DIR [--board pico|pico_w|pico2]
    make firmware MICROPYTHON=DIR PICOTOOL=DIR BOARD=pico [BASE_URL=https://...]

DIR for --micropython is a MicroPython v1.25.0 tree with the submodules the rp2 port needs filled in (lib/pico-sdk,
lib/tinyusb, lib/mbedtls, lib/micropython-lib; the Pico W's lib/lwip, lib/cyw43-driver, lib/btstack); --picotool is
the folder holding picotoolConfig.cmake from a built and installed picotool 2.1.1 (the pico-sdk makes the .uf2 with
it). docs/firmware.md gives the exact commits and how to get each (tools/firmware_inputs.py writes them out). Every
board is built from the port's board folder with the box's files laid over it (firmware/uf2/board: MicroPython
features no device code uses, left out so the frozen box fits; on the Pico W also Bluetooth). The build goes to
build/firmware/<BOARD>/; the result is build/firmware/baba-yaga-box-<board>-<version>.uf2 (the version About shows)
and its .sha256, and the flash map is printed: the firmware's blocks, the frozen code and tables in them, and the
filesystem region they must never reach (its place is the port's: a moved filesystem would be a wiped one on every
box updated; a firmware reaching into it stops the build, with no .uf2 left). With BASE_URL in the environment (the
web page's address, as `make web BASE_URL=` takes it) the box's QR codes link to that site.
"""

import hashlib
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path[:0] = [HERE, ROOT]

import deploy  # noqa: E402
from host_sim.web import build as web_build  # noqa: E402

MANIFEST = os.path.join(ROOT, "firmware", "uf2", "manifest.py")
PORT_MODULES_MANIFEST = os.path.join(ROOT, "firmware", "uf2", "manifest_port.py")
BOX_BOARD = os.path.join(ROOT, "firmware", "uf2", "board")
BOX_BOARD_HEADER = os.path.join(BOX_BOARD, "mpconfigboard.h")
OUT = os.path.join(ROOT, "build", "firmware")
SHELL = os.path.join(ROOT, "lib", "yaga", "shell.py")
USAGE = "usage: firmware.py --micropython DIR --picotool DIR [--board NAME]"
MICROPYTHON_VERSION = "1.25.0"
XIP_BASE = 0x10000000
# the box's board names -> MicroPython's rp2 boards
PORT_BOARDS = {"pico": "RPI_PICO", "pico_w": "RPI_PICO_W", "pico2": "RPI_PICO2"}
# what a MicroPython tree must hold for the rp2 build, by board (the Pico W's wireless stacks on top)
NEEDED = ("ports/rp2/CMakeLists.txt", "mpy-cross/Makefile", "lib/pico-sdk/README.md", "lib/tinyusb/README.rst",
          "lib/mbedtls/README.md", "lib/micropython-lib/micropython/drivers/display/ssd1306/manifest.py")
NEEDED_WIRELESS = ("lib/lwip/README", "lib/cyw43-driver/README.md", "lib/btstack/README.md")


class FirmwareError(Exception):
    pass


def box_version():
    """The version About shows (yaga.shell.VERSION), read from the source: the .uf2 is named after it."""
    with open(SHELL) as f:
        found = re.search(r'^VERSION = "([^"]+)"', f.read(), re.M)
    if found is None:
        raise FirmwareError("no VERSION in lib/yaga/shell.py")
    return found.group(1)


def uf2_name(board, version):
    return "baba-yaga-box-%s-%s.uf2" % (board, version)


def micropython_version(tree):
    """The version of the MicroPython tree (py/mpconfig.h), e.g. "1.25.0"."""
    with open(os.path.join(tree, "py", "mpconfig.h")) as f:
        text = f.read()
    parts = [re.search(r"#define MICROPY_VERSION_%s (\d+)" % p, text) for p in ("MAJOR", "MINOR", "MICRO")]
    if None in parts:
        raise FirmwareError("%s/py/mpconfig.h names no version: not a MicroPython tree?" % tree)
    return ".".join(p.group(1) for p in parts)


def check_inputs(tree, picotool, board):
    """FirmwareError naming the first missing input."""
    needed = NEEDED + (NEEDED_WIRELESS if board == "pico_w" else ())
    for path in needed:
        if not os.path.exists(os.path.join(tree, path)):
            raise FirmwareError("%s lacks %s (docs/firmware.md: the sources and their commits)" % (tree, path))
    if not os.path.exists(os.path.join(picotool, "picotoolConfig.cmake")):
        raise FirmwareError("%s holds no picotoolConfig.cmake (docs/firmware.md: building picotool)" % picotool)


def write_if_changed(path, data):
    """Write data (bytes) to path unless it holds them already: an unchanged file keeps its time, so the build
    recompiles nothing for it."""
    try:
        with open(path, "rb") as f:
            if f.read() == data:
                return
    except OSError:
        pass
    with open(path, "wb") as f:
        f.write(data)


def read_bytes(path):
    with open(path, "rb") as f:
        return f.read()


def box_board_files(board):
    """{file name: path} of the box's files laid over `board`'s board folder: the box's header for every board, and
    what firmware/uf2/board/<board>/ holds for that board alone (the Pico W's mpconfigboard.cmake)."""
    files = {"mpconfigboard.h": BOX_BOARD_HEADER}
    own = os.path.join(BOX_BOARD, board)
    if os.path.isdir(own):
        files.update((name, os.path.join(own, name)) for name in os.listdir(own))
    return files


def port_name(name):
    """What a port's board file the box lays its own over is kept as: mpconfigboard.h -> mpconfigboard_port.h."""
    stem, ext = os.path.splitext(name)
    return stem + "_port" + ext


def port_board_folder(tree, board, where):
    """The MicroPython board folder `board` is built from: a copy of the port's own in `where` with the box's files
    (box_board_files) laid over it, each port file they replace kept beside it under port_name, which the box's
    includes first."""
    port = os.path.join(tree, "ports", "rp2", "boards", PORT_BOARDS[board])
    box = box_board_files(board)
    folder = os.path.join(where, "port-board")
    os.makedirs(folder, exist_ok=True)
    for name in os.listdir(port):
        kept = port_name(name) if name in box else name
        write_if_changed(os.path.join(folder, kept), read_bytes(os.path.join(port, name)))
    for name, path in box.items():
        write_if_changed(os.path.join(folder, name), read_bytes(path))
    return folder


def board_folder(board, build):
    """A folder holding boards/<board>.py as board.py, the name the firmware imports it by."""
    folder = os.path.join(build, "board")
    os.makedirs(folder, exist_ok=True)
    write_if_changed(os.path.join(folder, "board.py"), read_bytes(deploy.board_file(board)))
    return folder


def link_folder(base_url, where):
    """The folder of a manifest that freezes yaga.link_base for base_url, the site the QR codes link to (written by
    host_sim/web/build.py, as `make web BASE_URL=` has it), or that freezes nothing without one (the links are then
    relative: yaga.share). SystemExit for an address that is not http(s) or carries a fragment."""
    folder = os.path.join(where, "link")
    manifest = os.path.join(folder, "manifest.py")
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    freeze = 'module("yaga/link_base.py")\n' if web_build.link_base(base_url, os.path.join(folder, "yaga")) else ""
    text = "# Generated by tools/firmware.py: yaga.link_base when make firmware has a BASE_URL\n" + freeze
    with open(manifest, "w") as f:
        f.write(text)
    return folder


def run(cmd, log):
    """Run cmd with its output appended to log; FirmwareError with the log's tail when it fails."""
    with open(log, "a") as f:
        f.write("$ %s\n" % " ".join(cmd))
        f.flush()
        done = subprocess.run(cmd, stdout=f, stderr=subprocess.STDOUT)
    if done.returncode:
        with open(log) as f:
            tail = f.read()[-3000:]
        raise FirmwareError("%s failed (exit %d); the end of %s:\n%s" % (cmd[0], done.returncode, log, tail))


def configuration(cmake_args, board_folder):
    """What a cmake build folder was configured with: its cmake arguments and the board folder's files. MicroPython
    collects its modules and names from the C sources alone, never again for a changed header, so a build folder
    configured otherwise is stale."""
    lines = list(cmake_args)
    for name in sorted(os.listdir(board_folder)):
        lines.append("%s %s" % (name, hashlib.sha256(read_bytes(os.path.join(board_folder, name))).hexdigest()))
    return "\n".join(lines) + "\n"


def build(tree, picotool, board, jobs, base_url=None):
    """Configure and build the firmware for `board` (its QR codes linking to base_url); its cmake build folder."""
    port_board = PORT_BOARDS[board]
    where = os.path.join(OUT, port_board)
    cmake_build = os.path.join(where, "build")
    log = os.path.join(where, "build.log")
    os.makedirs(where, exist_ok=True)
    open(log, "w").close()
    run(["make", "-C", os.path.join(tree, "mpy-cross"), "-j%d" % jobs], log)
    port_board_dir = port_board_folder(tree, board, where)
    cmake_args = [
        "-DMICROPY_BOARD=" + port_board,
        "-DMICROPY_BOARD_DIR=" + port_board_dir,
        "-DMICROPY_FROZEN_MANIFEST=" + MANIFEST,
        "-DMICROPY_MANIFEST_BOX_BASE=" + PORT_MODULES_MANIFEST,
        "-DMICROPY_MANIFEST_BOX_BOARD=" + board_folder(board, where),
        "-DMICROPY_MANIFEST_BOX_LINK=" + link_folder(base_url, where),
        "-DPICO_BUILD_DOCS=0",
        "-Dpicotool_DIR=" + os.path.abspath(picotool),
    ]
    stamp = os.path.join(where, "configured")
    wanted = configuration([os.path.join(tree, "ports", "rp2")] + cmake_args, port_board_dir)
    if not os.path.exists(stamp) or read_bytes(stamp) != wanted.encode():
        shutil.rmtree(cmake_build, ignore_errors=True)  # configured otherwise (or from another tree): start afresh
    run(["cmake", "-S", os.path.join(tree, "ports", "rp2"), "-B", cmake_build] + cmake_args, log)
    write_if_changed(stamp, wanted.encode())
    # makemanifest freezes again only for a .py newer than its output: never for a module dropped, another
    # optimisation level or the firmware's own names renumbered by another configuration; so it starts afresh
    shutil.rmtree(os.path.join(cmake_build, "frozen_mpy"), ignore_errors=True)
    if os.path.exists(os.path.join(cmake_build, "frozen_content.c")):
        os.remove(os.path.join(cmake_build, "frozen_content.c"))
    run(["make", "-C", cmake_build, "-j%d" % jobs], log)
    return cmake_build


def picotool_info(picotool, uf2):
    """{field: value} of `picotool info -a` on the .uf2 (what the firmware's binary info records)."""
    tool = os.path.join(picotool, "picotool")
    out = subprocess.run([tool, "info", "-a", uf2], capture_output=True, text=True, check=True).stdout
    fields = {}
    for line in out.splitlines():
        name, sep, value = line.strip().partition(":")
        if sep and value.strip():
            fields[name] = value.strip()
    return fields


def frozen_bytes(cmake_build):
    """Bytes of flash the frozen modules take (the box's and the port's own): their code, constants and names."""
    obj = os.path.join(cmake_build, "CMakeFiles", "firmware.dir", "frozen_content.c.o")
    out = subprocess.run(["arm-none-eabi-size", obj], capture_output=True, text=True, check=True).stdout
    return int(out.splitlines()[1].split()[0])


def table_bytes():
    """Bytes of the Goat and Wolf AI's tables (lib/yaga's data files)."""
    return sum(os.path.getsize(os.path.join(ROOT, p)) for p in deploy.lib_files() if not p.endswith(".py"))


def flash_map(picotool, cmake_build, uf2):
    """[(what, bytes)] of the board's flash as the .uf2 leaves it: the firmware's blocks (the frozen modules among
    them), the room left below the filesystem, the filesystem; and the AI's tables, which live on the filesystem
    (whether they would fit in that room frozen is said). FirmwareError when the firmware reaches into the
    filesystem."""
    info = picotool_info(picotool, uf2)
    end = int(info["binary end"], 16) - int(info["binary start"], 16)
    drive = re.match(r"0x([0-9a-f]+)-0x([0-9a-f]+)", info["embedded drive"])
    fs_start, fs_end = (int(x, 16) - int(info["binary start"], 16) for x in drive.groups())
    if end > fs_start:
        raise FirmwareError("the firmware ends at 0x%X, inside the filesystem (from 0x%X)" % (end, fs_start))
    tables = table_bytes()
    fit = "would fit in the room" if tables <= fs_start - end else "would not fit in the room"
    return [
        ("firmware blocks (0x0 - 0x%X)" % end, end),
        ("  of which frozen modules (the box and the port's own)", frozen_bytes(cmake_build)),
        ("room left below the filesystem", fs_start - end),
        ("filesystem (0x%X - 0x%X: saves, untouched by the .uf2)" % (fs_start, fs_end), fs_end - fs_start),
        ("Goat and Wolf AI tables, on the filesystem (frozen: %s)" % fit, tables),
    ]


def main(argv):
    opts = {"micropython": None, "picotool": None, "board": "pico", "jobs": "2"}
    i = 0
    while i < len(argv):
        name = argv[i][2:] if argv[i].startswith("--") else None
        if name not in opts or i + 1 == len(argv):
            raise FirmwareError("bad option %s (%s)" % (argv[i], USAGE))
        opts[name] = argv[i + 1]
        i += 2
    if not opts["micropython"] or not opts["picotool"]:
        print("firmware: skipped: needs MICROPYTHON=<MicroPython v1.25.0 tree with its submodules> "
              "PICOTOOL=<folder of picotoolConfig.cmake> (docs/firmware.md)")
        return
    board = opts["board"]
    deploy.board_file(board)
    tree = os.path.abspath(opts["micropython"])
    check_inputs(tree, opts["picotool"], board)
    outer = subprocess.run(["git", "-C", tree, "describe", "--tags", "--always"], capture_output=True, text=True)
    if outer.returncode == 0 and not outer.stdout.startswith("v"):
        raise FirmwareError("%s lies inside another git repository (%s): MicroPython would take its commit for its "
                            "version; put the tree outside it (docs/firmware.md)" % (tree, outer.stdout.strip()))
    found = micropython_version(tree)
    if found != MICROPYTHON_VERSION:
        print("firmware: MicroPython %s, not %s (the version the device lab measures)" % (found, MICROPYTHON_VERSION))
    cmake_build = build(tree, opts["picotool"], board, int(opts["jobs"]), os.environ.get("BASE_URL"))
    built = os.path.join(cmake_build, "firmware.uf2")
    parts = flash_map(opts["picotool"], cmake_build, built)  # a firmware reaching into the filesystem stops here
    uf2 = os.path.join(OUT, uf2_name(board, box_version()))
    shutil.copyfile(built, uf2)
    with open(uf2, "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()
    with open(uf2 + ".sha256", "w") as f:
        f.write("%s  %s\n" % (digest, os.path.basename(uf2)))
    print("firmware: %s (sha256 %s)" % (os.path.relpath(uf2, ROOT), digest))
    print("flash map of the %s (KB):" % board)
    for what, size in parts:
        print("  %-64s %7.1f" % (what, size / 1024))


if __name__ == "__main__":
    try:
        main(sys.argv[1:])
    except (FirmwareError, deploy.DeployError) as e:
        sys.stderr.write("firmware: %s\n" % e)
        sys.exit(2)
