"""docs/web.png, the README's picture of the page: headless Chromium (host_sim/web/browser.py) shows build/web at
4x with a Goat and Wolf game on the box (a key script: the AI plays both sides, a few seconds in).

    make web && .venv/bin/python host_sim/web/screenshot.py [out.png]
"""

import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path[:0] = [ROOT, os.path.join(ROOT, "lib")]

from host_sim.web import browser  # noqa: E402
from yaga.games import REGISTRY  # noqa: E402

OUT = os.path.join(ROOT, "docs", "web.png")
SCALE = 4
WIDTH = 640  # the page at 4x, no wider
SCRIPT = "DOWN*%d,A,DOWN*3,A,WAIT1000*6" % [name for name, _ in REGISTRY].index("goat_wolf")
SEED = 5


def main(out=OUT):
    lacking = browser.missing()
    if lacking:
        raise SystemExit("screenshot: %s" % lacking)
    site = browser.Site()
    page = browser.Browser(WIDTH)
    try:
        page.driver.get(site.url)
        page.js("localStorage.setItem('page/scale', arguments[0])", str(SCALE))  # box.js SCALE_KEY
        page.open(site.url + "?seed=%d" % SEED)
        page.js("window.yagaBox.runScript(arguments[0], arguments[1])", SCRIPT, SEED)
        height = page.js("return document.documentElement.scrollHeight")
        metrics = {"width": WIDTH, "height": height, "deviceScaleFactor": 1, "mobile": False}
        page.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)  # all of the page in the picture
        time.sleep(0.2)  # the canvas is painted
        page.driver.save_screenshot(out)
    finally:
        page.quit()
        site.stop()
    print("screenshot: %s" % os.path.relpath(out, ROOT))


if __name__ == "__main__":
    main(*sys.argv[1:])
