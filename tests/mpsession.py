"""A key script played through tools/headless.py under the MicroPython unix port, with lib/ compiled by
mpy-cross as deploy does (compiling sources on the box would need more heap): the frames' CRCs, to compare with
the CPython run of the same script. The script goes in a small driver file, because the unix port aborts
("uncaught NLR") on a command-line argument of 256 bytes or more."""

import os
import subprocess
import sys

from yaga.crc32 import crc32

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import deploy  # noqa: E402


def frame_crcs(frames):
    return ["%08x" % crc32(f) for f in frames]


def micropython_frame_crcs(tmp_path, script, seed, heapsize, name="mp"):
    lib = tmp_path / "mpy"
    if not lib.exists():  # lib/ as deploy builds it: .mpy, and the data files (the AI table) copied
        deploy.compile_files(deploy.lib_files(), str(lib))
    state = tmp_path / name
    os.makedirs(str(state))
    driver = tmp_path / ("drive_%s.py" % name)
    args = ["--keys", script, "--seed", str(seed), "--crc", "--state-dir", str(state)]
    driver.write_text("import headless\nheadless.main(%r)\n" % (args,))
    out = subprocess.run(
        [os.path.join(ROOT, ".venv", "bin", "micropython"), "-X", "heapsize=" + heapsize, str(driver)],
        cwd=ROOT,
        env=dict(os.environ, MICROPYPATH="%s:tools" % (lib / "lib")),
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert out.returncode == 0, out.stderr
    return [line.split()[1] for line in out.stdout.splitlines()]
