"""The box in a web page (build/web, `make web`) in headless Chromium, with MicroPython's WebAssembly port
running lib/yaga: how fast it loads, how much it fetches, how smoothly it animates.

- Load: from the navigation to the box's first frame on the canvas, and the bytes the server sent (bodies, gzip
  as a static host sends them): a first visit (a fresh profile, until the offline copy is made), the same with
  the network throttled to THROTTLE (Chromium's own, through CDP), and a second visit (cached).
- The Goat and Wolf AI's tables: the bytes fetched once the set-up's level is hard, not before.
- Animation: an AI vs AI game (opened by a key script, at the normal level) is watched two ways. Live: the page
  runs on its own clock for LIVE_S seconds; the frames the canvas drew are counted against the frames the
  simulator presents over the same stretch of the box's clock (the same script and seed): all of them when the
  page keeps up. Flat out: the page steps the box as fast as it can through FLAT_S seconds of the box's clock,
  drawing each new frame: frames per second of the page's time, and how many times the box's clock that is.
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
HARD = "DOWN*%d,A,DOWN*4,RIGHT" % GOAT_WOLF_ROW  # Goat and Wolf's set-up, its level row set to hard
SEED = 5
LIVE_S = 5
FLAT_S = 20
SETTLE_S = 30  # the longest a load or a fetch is waited for (a poll limit, not a figure)
THROTTLE = {"offline": False, "latency": 150, "downloadThroughput": 1600000 // 8, "uploadThroughput": 750000 // 8}


def simulator_frames(start_ms, end_ms):
    """How many frames host_sim presents between these times of the box's clock, after DEMO."""
    with tempfile.TemporaryDirectory() as folder:
        session = Session(folder, SEED, record=True)
        session.play(parse(DEMO + ",WAIT%d" % (end_ms + 1000)))
        return sum(1 for t, _, _ in session.frames if start_ms <= t < end_ms)


def until(page, script):
    deadline = time.monotonic() + SETTLE_S
    while not page.js(script) and time.monotonic() < deadline:
        time.sleep(0.05)


def visit(page, site, url):
    """(ms from the navigation to the first frame, KB the server sent) for one load, once the page is idle."""
    before = len(site.sent)
    page.open(url)
    until(page, "return window.yagaBox.firstFrameMs() !== null")
    until(page, "return navigator.serviceWorker.controller !== null")  # the offline copy made
    time.sleep(0.5)  # its last files
    return page.js("return window.yagaBox.firstFrameMs()"), sum(n for _, n in site.sent[before:]) / 1024


def main():
    lacking = browser.missing(site=False)
    if lacking is None and not build.port_installed():
        lacking = "no WebAssembly port: make web installs it"
    if lacking:
        print("web: skipped (%s)" % lacking)
        return
    build.build()  # the site of the code as it is now
    site = browser.Site()
    slow = browser.Site()  # an origin of its own: nothing cached
    page = browser.Browser()
    try:
        first_ms, first_kb = visit(page, site, site.url + "?seed=%d" % SEED)
        again_ms, again_kb = visit(page, site, site.url + "?seed=%d" % SEED)
        before = len(site.sent)
        page.js("window.yagaBox.runScript(arguments[0], arguments[1]); window.yagaBox.resume()", HARD, SEED)
        until(page, "return Object.values(window.yagaBox.tables()).includes('here')")
        tables_kb = sum(n for _, n in site.sent[before:]) / 1024
        page.driver.execute_cdp_cmd("Network.enable", {})
        page.driver.execute_cdp_cmd("Network.emulateNetworkConditions", THROTTLE)
        slow_ms, slow_kb = visit(page, slow, slow.url + "?seed=%d" % SEED)
        page.driver.execute_cdp_cmd("Network.emulateNetworkConditions", {
            "offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
        page.js("window.yagaBox.runScript(arguments[0], arguments[1])", DEMO, SEED)
        start = page.js("window.yagaBox.resume(); return [window.yagaBox.drawn(), window.yagaBox.clock()]")
        time.sleep(LIVE_S)
        end = page.js("return [window.yagaBox.drawn(), window.yagaBox.clock()]")
        page.js("window.yagaBox.runScript(arguments[0], arguments[1])", DEMO, SEED)
        flat = page.js("return window.yagaBox.bench(arguments[0])", FLAT_S * 1000)
    finally:
        page.quit()
        site.stop()
        slow.stop()
    live = end[0] - start[0]
    shown = simulator_frames(start[1], end[1])
    live_s = (end[1] - start[1]) / 1000
    print("web: first visit: first frame %.0f ms after the navigation, %.0f KB sent (before Goat and Wolf opens)"
          % (first_ms, first_kb))
    print("web: first visit at %.1f Mbit/s, %d ms: first frame %.0f ms, %.0f KB sent"
          % (THROTTLE["downloadThroughput"] * 8 / 1e6, THROTTLE["latency"], slow_ms, slow_kb))
    print("web: second visit (cached): first frame %.0f ms, %.1f KB sent" % (again_ms, again_kb))
    print("web: Goat and Wolf's hard level set up: its AI table fetched, %.0f KB" % tables_kb)
    print("web: Goat and Wolf AI vs AI, live: the canvas drew %d frames in %.1f s (%.1f per second), the simulator"
          " presents %d over the same stretch of the box's clock" % (live, live_s, live / live_s, shown))
    print("web: flat out: %d frames in %.0f ms = %.0f frames per second, %.0fx the box's clock"
          % (flat["frames"], flat["pageMs"], flat["frames"] * 1000 / flat["pageMs"], flat["boxMs"] / flat["pageMs"]))


if __name__ == "__main__":
    main()
