"""The box in a web page (build/web, `make web`): frames per second of the Goat and Wolf animation in headless
Chromium, with MicroPython's WebAssembly port running lib/yaga.

An AI vs AI game (opened by a key script, at the normal level) is watched two ways. Live: the page runs on its
own clock for LIVE_S seconds; the frames the canvas drew are counted against the frames the simulator presents
over the same stretch of the box's clock (the same script and seed): all of them when the page keeps up. Flat
out: the page steps the box as fast as it can through FLAT_S seconds of the box's clock, drawing each new frame:
frames per second of the page's time, and how many times the box's clock that is.
The site is built first (host_sim/web/build.py). Prints one line "web: skipped (...)" when Chromium, Selenium
or the WebAssembly port (npm, `make web`) is missing.
Usage: .venv/bin/python tools/bench_web.py
"""

import os
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [ROOT, os.path.join(ROOT, "lib")]

from host_sim.session import Session  # noqa: E402
from host_sim.web import browser, build  # noqa: E402
from yaga.games import REGISTRY  # noqa: E402
from yaga.keyscript import parse  # noqa: E402

GOAT_WOLF_ROW = [name for name, _ in REGISTRY].index("goat_wolf")
DEMO = "DOWN*%d,A,DOWN*3,A,WAIT2000" % GOAT_WOLF_ROW  # the set-up's fourth row: the AI plays both sides
SEED = 5
LIVE_S = 5
FLAT_S = 20


def simulator_frames(start_ms, end_ms):
    """How many frames host_sim presents between these times of the box's clock, after DEMO."""
    with tempfile.TemporaryDirectory() as folder:
        session = Session(folder, SEED, record=True)
        session.play(parse(DEMO + ",WAIT%d" % (end_ms + 1000)))
        return sum(1 for t, _, _ in session.frames if start_ms <= t < end_ms)


def main():
    lacking = browser.missing(site=False)
    if lacking is None and not build.port_installed():
        lacking = "no WebAssembly port: make web installs it"
    if lacking:
        print("web: skipped (%s)" % lacking)
        return
    build.build()  # the site of the code as it is now
    site = browser.Site()
    page = browser.Browser()
    try:
        t0 = time.monotonic()
        page.open(site.url + "?seed=%d" % SEED)
        ready_s = time.monotonic() - t0
        page.js("window.yagaBox.runScript(arguments[0], arguments[1])", DEMO, SEED)
        start = page.js("window.yagaBox.resume(); return [window.yagaBox.drawn(), window.yagaBox.clock()]")
        time.sleep(LIVE_S)
        end = page.js("return [window.yagaBox.drawn(), window.yagaBox.clock()]")
        page.js("window.yagaBox.runScript(arguments[0], arguments[1])", DEMO, SEED)
        flat = page.js("return window.yagaBox.bench(arguments[0])", FLAT_S * 1000)
    finally:
        page.quit()
        site.stop()
    live = end[0] - start[0]
    shown = simulator_frames(start[1], end[1])
    live_s = (end[1] - start[1]) / 1000
    print("web: page ready in %.1f s (MicroPython's WebAssembly port, lib/ as .mpy)" % ready_s)
    print("web: Goat and Wolf AI vs AI, live: the canvas drew %d frames in %.1f s (%.1f per second), the simulator"
          " presents %d over the same stretch of the box's clock" % (live, live_s, live / live_s, shown))
    print("web: flat out: %d frames in %.0f ms = %.0f frames per second, %.0fx the box's clock"
          % (flat["frames"], flat["pageMs"], flat["frames"] * 1000 / flat["pageMs"], flat["boxMs"] / flat["pageMs"]))


if __name__ == "__main__":
    main()
