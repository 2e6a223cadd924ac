"""Put the box on a Pico: compile lib/ and the firmware to .mpy, install the ssd1306 driver, copy, reset.

    python tools/deploy.py --port /dev/ttyACM0 [--board pico|pico_w|pico2] [--dry-run]
    make deploy PORT=/dev/ttyACM0 BOARD=pico
    python tools/deploy.py --port /dev/ttyACM0 --tables-only [--dry-run]   (make tables: the data files alone)
    python tools/deploy.py --write-package-json      (regenerate package.json for mip: make package-json)

The device ends up with /main.py, the firmware modules as .mpy, /board.py (the chosen boards/<NAME>.py,
kept as source so a builder can fix a pin on the device), /yaga/... as .mpy (each module and script made
longer than the 512 bytes littlefs would keep inside its folder's log: INLINE_MAX) and /lib/ssd1306.mpy
(from `mpremote mip install ssd1306`). The yaga package sits at the root, not in /lib: the device's sys.path
searches '' (the root) first, and each of the ~100 file lookups of the imports before the first frame
(MicroPython looks for x/, x.py, then x.mpy) reads one folder less there (16 ms of the reset to the
menu's first frame in the device lab). The package an earlier deploy left is removed first, from /lib (the
root's copy would hide it, but it would keep its flash) and from the root (a module the tree no longer has, such
as yaga's former __init__, would still be imported). --dry-run compiles and prints every mpremote command instead of
running it. An unknown board, a port that is no serial port's name (empty, an option, spaces or shell
characters: `make deploy PORT=` must not turn --board into the port), or a missing mpremote is a one-line
error and exit status 2. The Makefile hands PORT and BOARD over through the environment, quoted, so no value
reaches a shell as a command.
"""

import json
import os
import shlex
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from mpy_compile import DEVICE_ARCH, HOST_ARCH, OPTIMISE, compile_one  # noqa: E402

BOARDS = os.path.join(ROOT, "boards")
BUILD = os.path.join("build", "deploy")
FIRMWARE_MAIN = os.path.join("firmware", "main.py")  # stays source: the device runs /main.py
PACKAGE_JSON = os.path.join(ROOT, "package.json")
USAGE = "usage: deploy.py --port PORT [--board NAME | --tables-only] [--dry-run] | --write-package-json"
PACKAGE = "yaga"  # lib/yaga, copied to the device's root
# run on the device (mpremote exec, one line): the package an earlier deploy left, removed if there: where older deploys
# put it, and at the root, so no module the tree no longer has stays to be imported (a package's
# __init__ or one of lang's, which each import would load)
REMOVE_OLD_PACKAGE = (
    'import os; '
    'rm = lambda p: ([rm(p + "/" + e[0]) if e[1] == 0x4000 else os.remove(p + "/" + e[0]) for e in list(os.ilistdir(p))],'
    ' os.rmdir(p)); '
    '"yaga" in os.listdir("/lib") and rm("/lib/yaga"); '
    '"yaga" in os.listdir("/") and rm("/yaga")'
)


# littlefs (the rp2 port mounts it with 4 KB blocks) keeps a file of up to 512 bytes (an eighth of a block) inside
# its folder's metadata log, and each file lookup reads the whole log of every folder on its path: on the Pico each
# such file in / or /yaga made the reset to the menu's first frame ~10 ms slower (device lab: some hundred
# lookups come before it). So each module and script deploy puts on the device is made longer than that and gets
# blocks of its own, its folder holding only its name: an .mpy by zero bytes after its end (MicroPython's loader
# reads no further than the module), a .py by blank lines. Data files keep their exact bytes.
INLINE_MAX = 512


class DeployError(Exception):
    pass


def board_names():
    return sorted(f[:-3] for f in os.listdir(BOARDS) if f.endswith(".py") and not f.startswith("_"))


def board_file(name):
    """boards/<name>.py; DeployError listing the known boards for any other name."""
    if name not in board_names():
        raise DeployError("unknown board %r: choose one of %s" % (name, ", ".join(board_names())))
    return os.path.join(BOARDS, name + ".py")


def check_port(port):
    """DeployError unless port reads as a serial port: a path (/dev/ttyACM0), a Windows name (COM3) or one
    of mpremote's short names (a0, auto); never empty, an option, or holding spaces or shell characters."""
    if not port:
        raise DeployError("the port is empty: give the Pico's serial port, e.g. make deploy PORT=/dev/ttyACM0")
    if port.startswith("-"):
        raise DeployError("the port %r is an option, not a serial port (e.g. --port /dev/ttyACM0)" % port)
    for ch in port:
        if not (ch.isalnum() or ch in "/\\._-:"):
            raise DeployError("the port %r is not a serial port's name (e.g. /dev/ttyACM0 or COM3)" % port)


def lib_files():
    """Every file under lib/ (paths relative to the repo root); caches and hidden files (an editor's
    temporary copy) left out."""
    found = []
    for folder, dirs, files in os.walk(os.path.join(ROOT, "lib")):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for name in sorted(files):
            if not name.endswith((".pyc", ".mpy")) and not name.startswith("."):
                found.append(os.path.relpath(os.path.join(folder, name), ROOT).replace(os.sep, "/"))
    return found


def package_json():
    """mip's package.json: every lib/ file installed under the device's /lib (relative URLs)."""
    urls = [[path[len("lib/") :], path] for path in lib_files()]
    return {"urls": urls, "deps": [], "version": "0.1.0"}


def package_json_text():
    """package.json as written: tests compare the tracked file with it (they never rewrite it)."""
    return json.dumps(package_json(), indent=1) + "\n"


def write_package_json():
    with open(PACKAGE_JSON, "w") as f:
        f.write(package_json_text())


def compile_files(paths, out, arch=HOST_ARCH):
    """Compile each path (relative to the repo root) to out/<path>.mpy, native code for `arch` (the unix port's
    machine unless told: DEVICE_ARCH for the Pico), skipping those up to date (built
    newer than their source with the same mpy-cross options, which out/options.txt records); a data file
    (not .py, e.g. the Goat and Wolf AI's table) is copied to out/<path>."""
    cwd = os.getcwd()
    os.chdir(ROOT)  # compile_one keeps the source's relative path under the output folder
    try:
        stamp = os.path.join(out, "options.txt")
        options = OPTIMISE + " -march=" + arch
        if not (os.path.exists(stamp) and open(stamp).read() == options):
            prune(out, set())  # built with other options: every .mpy is stale
            os.makedirs(out, exist_ok=True)
            with open(stamp, "w") as f:
                f.write(options)
        done = []
        for path in paths:
            target = os.path.join(out, path[:-3] + ".mpy" if path.endswith(".py") else path)
            if os.path.exists(target) and os.path.getmtime(target) >= os.path.getmtime(path):
                done.append(target)
            elif not path.endswith(".py"):
                os.makedirs(os.path.dirname(target), exist_ok=True)
                done.append(shutil.copy2(path, target))
            else:
                done.append(compile_one(path, out, arch))
        return done
    except subprocess.CalledProcessError as e:
        raise DeployError("mpy-cross failed: %s" % e.stderr.strip())
    finally:
        os.chdir(cwd)


def firmware_modules():
    """The firmware files compiled for the device: all of firmware/ but main.py."""
    names = sorted(os.listdir(os.path.join(ROOT, "firmware")))
    paths = [os.path.join("firmware", n) for n in names if n.endswith(".py")]
    return [p for p in paths if p != FIRMWARE_MAIN]


def outlined(path):
    """The built module or script at `path` made longer than INLINE_MAX bytes, in place (see INLINE_MAX); the path."""
    full = os.path.join(ROOT, path)
    size = os.path.getsize(full)
    if size <= INLINE_MAX and path.endswith((".mpy", ".py")):
        with open(full, "ab") as f:
            f.write((b"\0" if path.endswith(".mpy") else b"\n") * (INLINE_MAX + 1 - size))
    return path


def compile_tree():
    """Compile lib/ (its data files copied) and firmware/ (not main.py) into build/deploy/, outlined; returns (lib
    dir, firmware .mpy paths)."""
    lib = [outlined(p) for p in compile_files(lib_files(), BUILD, DEVICE_ARCH)]
    prune(os.path.join(ROOT, BUILD, "lib"), {os.path.join(ROOT, p) for p in lib})
    return os.path.join(BUILD, "lib"), [outlined(p) for p in compile_files(firmware_modules(), BUILD, DEVICE_ARCH)]


def scripts(board, out=BUILD):
    """(main.py, board.py) as deploy copies them: firmware/main.py and boards/<board>.py, outlined, in `out`."""
    os.makedirs(os.path.join(ROOT, out), exist_ok=True)
    made = []
    for source, name in ((FIRMWARE_MAIN, "main.py"), (board_file(board), "board.py")):
        target = os.path.join(out, name)
        shutil.copyfile(os.path.join(ROOT, source), os.path.join(ROOT, target))
        made.append(outlined(target))
    return tuple(made)


def prune(folder, keep):
    """Remove .mpy files under folder whose source is gone (not the whole folder: another make test
    may be compiling into it at the same moment in a shared tree)."""
    for where, _, files in os.walk(folder):
        for name in files:
            path = os.path.join(where, name)
            if name.endswith(".mpy") and path not in keep:
                os.remove(path)


def data_files():
    """lib/'s data files (the Goat and Wolf AI's tables): the box's .uf2 holds every module but not these."""
    return [p for p in lib_files() if not p.endswith(".py")]


def table_commands(port):
    """The mpremote invocations that put lib/'s data files alone where deploy puts them (make tables: for a box
    installed from the .uf2, whose frozen modules read them there), their folders made first."""
    mp = ["mpremote", "connect", port]
    folders = []  # each folder on the way to a data file, parents first
    for path in data_files():
        parts = path[len("lib/") :].split("/")[:-1]
        folders += [f for f in ("/".join(parts[: i + 1]) for i in range(len(parts))) if f not in folders]
    make = "import os\nfor p in %r:\n    try:\n        os.mkdir(p)\n    except OSError:\n        pass" % (folders,)
    cmds = [mp + ["exec", make]]
    cmds += [mp + ["fs", "cp", p, ":" + p[len("lib/") :]] for p in data_files()]
    return cmds


def commands(port, lib_dir, firmware, main, board):
    """The mpremote invocations, in order, as argument lists (run from the repo root): main and board are the
    paths of the main.py and board.py to copy."""
    mp = ["mpremote", "connect", port]
    cmds = [mp + ["mip", "install", "ssd1306"]]
    cmds.append(mp + ["exec", REMOVE_OLD_PACKAGE])
    cmds.append(mp + ["fs", "cp", "-r", os.path.join(lib_dir, PACKAGE), ":"])
    cmds.append(mp + ["fs", "cp"] + firmware + [":"])
    cmds.append(mp + ["fs", "cp", board, ":board.py"])
    cmds.append(mp + ["fs", "cp", main, ":main.py"])
    cmds.append(mp + ["reset"])
    return cmds


def options(argv):
    opts = {"port": None, "board": "pico", "dry-run": False, "write-package-json": False, "tables-only": False}
    i = 0
    while i < len(argv):
        name = argv[i][2:] if argv[i].startswith("--") else None
        if name in ("dry-run", "write-package-json", "tables-only"):
            opts[name] = True
        elif name in ("port", "board"):
            if i + 1 == len(argv) or argv[i + 1].startswith("--"):
                raise DeployError("option --%s needs a value" % name)
            i += 1
            opts[name] = argv[i]
        else:
            raise DeployError("unknown option %s (%s)" % (argv[i], USAGE))
        i += 1
    if not opts["write-package-json"]:
        if opts["port"] is None:
            raise DeployError("--port is required (%s)" % USAGE)
        check_port(opts["port"])
    return opts


def deploy(argv, run=subprocess.run):
    opts = options(argv)
    if opts["write-package-json"]:
        write_package_json()
        return
    if opts["tables-only"]:
        cmds = table_commands(opts["port"])
    else:
        board_file(opts["board"])  # an unknown board stops before anything is built
        lib_dir, firmware = compile_tree()
        cmds = commands(opts["port"], lib_dir, firmware, *scripts(opts["board"]))
    if opts["dry-run"]:
        for cmd in cmds:
            print(shlex.join(cmd))
        return
    mpremote = shutil.which("mpremote") or os.path.join(os.path.dirname(sys.executable), "mpremote")
    if not os.path.exists(mpremote):
        raise DeployError("mpremote not found: run make setup")
    for cmd in cmds:
        print(shlex.join(cmd))
        result = run([mpremote] + cmd[1:], cwd=ROOT)
        if result.returncode != 0:
            raise DeployError("%s failed (exit %d)" % (shlex.join(cmd), result.returncode))


def main():
    if sys.argv[1:] in (["-h"], ["--help"]):
        print(USAGE)
        return
    try:
        deploy(sys.argv[1:])
    except DeployError as e:
        sys.stderr.write("deploy: %s\n" % e)
        sys.exit(2)


if __name__ == "__main__":
    main()
