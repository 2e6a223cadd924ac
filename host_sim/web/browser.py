"""The page in a real browser, for tests/test_web.py and test_web_link.py, tools/bench_web.py and the docs'
screenshots: Debian's headless Chromium driven by Selenium (its chromedriver, never one Selenium would fetch), the
site served from build/web on a local port as a static host serves it (text gzip-compressed when the browser
accepts it; the .pack files are gzip already), counting the bytes it sends.

`missing()` says in a few words what is not installed (None when all is), so callers skip in one line.
"""

import functools
import gzip
import http.server
import io
import os
import shutil
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SITE = os.path.join(ROOT, "build", "web")
SELENIUM = os.path.join(ROOT, "build", "webtest")  # where `make` installs Selenium (kept out of the venv)
CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
)
READY_S = 30  # the page loads the WebAssembly port and lib.pack: seconds on a busy machine


def _find_selenium():
    if SELENIUM not in sys.path:
        sys.path.insert(0, SELENIUM)


def missing(site=True):
    """What the browser test lacks (Chromium, Selenium, and unless site=False the built site), in a few words,
    or None."""
    if not (os.path.exists(CHROMIUM) and os.path.exists(CHROMEDRIVER)):
        return "no chromium"
    _find_selenium()
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "no selenium"
    if site and not os.path.exists(os.path.join(SITE, "index.html")):
        return "build/web not built (make web)"
    return None


COMPRESSED = (".html", ".css", ".js", ".mjs", ".webmanifest", ".bin")


class _Handler(http.server.SimpleHTTPRequestHandler):
    """SimpleHTTPRequestHandler with gzip for COMPRESSED files (as a static host does), counting what it sends."""

    def log_message(self, *args):
        pass

    def send_head(self):
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            path = os.path.join(path, "index.html")
        if not (path.endswith(COMPRESSED) and "gzip" in self.headers.get("Accept-Encoding", "")
                and os.path.isfile(path)):
            return super().send_head()
        stamp = self.date_time_string(int(os.path.getmtime(path)))
        if self.headers.get("If-Modified-Since") == stamp:
            self.send_response(304)
            self.end_headers()
            return None
        with open(path, "rb") as f:
            body = gzip.compress(f.read(), 6, mtime=0)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", stamp)
        self.end_headers()
        return io.BytesIO(body)

    def end_headers(self):
        super().end_headers()
        self.sending = [self.path, 0]
        self.server.sent.append(self.sending)

    def copyfile(self, source, outputfile):
        data = source.read()
        outputfile.write(data)
        self.sending[1] = len(data)


class Site:
    """build/web served on 127.0.0.1 at a free port, in a thread, until stop(). `sent`: [path, body bytes] of
    each response so far (a 304's is 0), in order."""

    def __init__(self, folder=SITE):
        handler = functools.partial(_Handler, directory=folder)
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.server.sent = []
        self.sent = self.server.sent
        self.url = "http://127.0.0.1:%d/" % self.server.server_address[1]
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def bytes_sent(self):
        return sum(n for _, n in self.sent)

    def stop(self):
        self.server.shutdown()
        self.server.server_close()


class Browser:
    """Headless Chromium with a fresh profile (no saves, no offline copy) of the given window size."""

    def __init__(self, width=760, height=900):
        _find_selenium()
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service

        self.profile = tempfile.mkdtemp(prefix="yaga-chromium-")
        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for flag in FLAGS:
            options.add_argument(flag)
        options.add_argument("--window-size=%d,%d" % (width, height))
        options.add_argument("--user-data-dir=" + self.profile)
        self.driver = webdriver.Chrome(options=options, service=Service(CHROMEDRIVER))

    def open(self, url):
        """Load the page and wait until the box runs (window.yagaBox is set)."""
        self.driver.get(url)
        self.driver.execute_cdp_cmd("Page.bringToFront", {})  # a background tab draws nothing and sleeps
        self.wait_ready()

    def wait_ready(self):
        deadline = time.monotonic() + READY_S
        while not self.driver.execute_script("return !!window.yagaBox"):
            problem = self.driver.execute_script(
                "const s = document.getElementById('status'); return s.classList.contains('error') ? s.textContent : ''"
            )
            if problem or time.monotonic() > deadline:
                raise RuntimeError("the page did not start: %s" % (problem or "no box after %d s" % READY_S))
            time.sleep(0.05)

    def viewport(self, width, height, mobile=False):
        """The page as a device of this size shows it (CSS pixels, one device pixel each); mobile: a phone's or a
        tablet's, with touch."""
        metrics = {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile}
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)
        self.driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": mobile, "maxTouchPoints": 5})

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def quit(self):
        self.driver.quit()
        shutil.rmtree(self.profile, ignore_errors=True)
