"""Put micropython-lib's `ssd1306` driver where the unix-port firmware tests import it: .venv/mplib/.

The device gets the driver with `mpremote mip install ssd1306`; the unix-port tests need the same code
without micropython.org. PyPI's `micropython-ssd1306` 0.3 is that driver (MicroPython's
drivers/display/ssd1306.py, the file micropython-lib now ships: SSD1306_I2C with write_cmd/write_data
over writevto), but its sdist holds only ssd1306.py and PKG-INFO, no setup.py, so pip cannot install
it. pip still fetches and unpacks it before it gives up; with --no-clean the unpacked file stays in
pip's build folder, from where this copies it (checked against the hash of the reviewed file).
Usage: python tools/fakehw/install_driver.py [TARGET_DIR]   (default .venv/mplib)
"""

import glob
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile

PACKAGE = "micropython-ssd1306==0.3"
SHA256 = "fcdaff406b4c5cc56bc99a5cb1e85d58be2108b43d1bb50c432062323a48edb7"


def main():
    target = sys.argv[1] if len(sys.argv) > 1 else os.path.join(".venv", "mplib")
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, TMPDIR=tmp)
        cmd = [sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--no-clean", "-d", tmp, PACKAGE]
        subprocess.run(cmd, env=env, capture_output=True)  # fails at metadata, by design of the sdist
        found = glob.glob(os.path.join(tmp, "**", "ssd1306.py"), recursive=True)
        if not found:
            sys.exit("could not fetch %s with pip (is PyPI reachable?)" % PACKAGE)
        with open(found[0], "rb") as f:
            digest = hashlib.sha256(f.read()).hexdigest()
        if digest != SHA256:
            sys.exit("%s: ssd1306.py has sha256 %s, expected %s" % (PACKAGE, digest, SHA256))
        os.makedirs(target, exist_ok=True)
        shutil.copy(found[0], os.path.join(target, "ssd1306.py"))
    print("ssd1306 driver installed in %s" % target)


if __name__ == "__main__":
    main()
