"""Type-check the device code against the MicroPython rp2 stubs with mypy: firmware/ and boards/.

    python tools/typecheck.py [--board PATH]

The firmware imports `board`: the chosen board file is copied to build/typecheck/board.py (as deploy
copies it to the device), so a board value of the wrong type (I2C_FREQ = "400k") is caught where the
firmware hands it to machine.I2C. Configuration: tools/mypy_device.ini. Exit status: mypy's, or 2 when
the stubs are not installed (make installs them into .venv/mpstubs).
"""

import glob
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STUBS = os.path.join(ROOT, ".venv", "mpstubs")
CONFIG = os.path.join("tools", "mypy_device.ini")


def files():
    found = sorted(glob.glob(os.path.join("firmware", "*.py"))) + sorted(glob.glob(os.path.join("boards", "*.py")))
    return [f for f in found if os.path.basename(f) != "main.py"]  # main.py only imports device


def check(board=os.path.join(ROOT, "boards", "pico.py")):
    """Run mypy; returns (exit status, its report)."""
    if not os.path.isdir(STUBS):
        return 2, "typecheck: no stubs in %s: run make setup\n" % STUBS
    target = os.path.join(ROOT, "build", "typecheck")
    os.makedirs(target, exist_ok=True)
    shutil.copy(board, os.path.join(target, "board.py"))
    cmd = [sys.executable, "-m", "mypy", "--config-file", CONFIG, "--no-incremental"] + files()
    p = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    return p.returncode, p.stdout + p.stderr


def main():
    args = sys.argv[1:]
    board = os.path.join(ROOT, "boards", "pico.py")
    if len(args) == 2 and args[0] == "--board":
        board = args[1]
    elif args:
        sys.stderr.write("usage: typecheck.py [--board PATH]\n")
        sys.exit(2)
    status, report = check(board)
    sys.stdout.write(report)
    sys.exit(status)


if __name__ == "__main__":
    main()
