"""docs/web/<width>x<height>.png, the pictures of the page on a phone (both ways), a tablet and a desktop:
headless Chromium (host_sim/web/browser.py) shows build/web at each size with a Goat and Wolf game on the box
(a key script: the AI plays both sides, a few seconds in).

    make web && .venv/bin/python host_sim/web/screenshot.py [folder]
"""

import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path[:0] = [ROOT, os.path.join(ROOT, "lib")]

from host_sim.web import browser  # noqa: E402
from yaga.games import REGISTRY  # noqa: E402

OUT = os.path.join(ROOT, "docs", "web")
SIZES = ((320, 568, True), (390, 844, True), (844, 390, True), (768, 1024, True), (1280, 800, False))
SCRIPT = "DOWN*%d,A,DOWN*3,A,WAIT1000*6" % [name for name, _ in REGISTRY].index("goat_wolf")
SEED = 5


def main(out=OUT):
    lacking = browser.missing()
    if lacking:
        raise SystemExit("screenshot: %s" % lacking)
    os.makedirs(out, exist_ok=True)
    site = browser.Site()
    page = browser.Browser()
    try:
        page.open(site.url + "?seed=%d" % SEED)
        page.js("window.yagaBox.runScript(arguments[0], arguments[1])", SCRIPT, SEED)
        for width, height, mobile in SIZES:
            page.viewport(width, height, mobile)
            time.sleep(0.3)  # the scale follows the new size, the canvas is painted
            path = os.path.join(out, "%dx%d.png" % (width, height))
            page.driver.save_screenshot(path)
            print("screenshot: %s" % os.path.relpath(path, ROOT))
    finally:
        page.quit()
        site.stop()


if __name__ == "__main__":
    main(*sys.argv[1:])
