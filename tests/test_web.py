"""The box in a web page (host_sim/web, `make web`).

Under CPython: the page's glue (web_box.py) gives the real Shell a file system over a Web Storage and a panel,
and the saves work on it as on the box's flash. In a real browser (headless Chromium, Selenium; skipped when
they are not installed, `make web-test` installs them): the page loaded from a local server plays key scripts,
real key presses and clicks, and the canvas it draws shows the simulator's frame for the same script and seed;
a game resumes after a reload; "reset box" forgets it; the page starts offline once loaded.
"""

import os
import tempfile
import time

import pytest

from host_sim.session import Session
from host_sim.web import browser, web_box
from yaga import saves
from yaga.games import REGISTRY
from yaga.keyscript import parse

SEED = 1
SETTLE_S = 15  # how long a frame may take to appear in the page on a busy machine (a poll limit, not a figure)
ROW = {name: i for i, (name, _) in enumerate(REGISTRY)}
SETTINGS = "DOWN*%d,A" % len(REGISTRY)  # the row after the apps
GOAT_WOLF_DEMO = "DOWN*%d,A,DOWN*3,A" % ROW["goat_wolf"]  # the set-up's fourth row: the AI plays both sides

# Read the canvas back: a pixel is lit where the page drew ink (the unlit glass is left transparent).
CANVAS_FRAME = """
const d = document.getElementById('glass').getContext('2d').getImageData(0, 0, 128, 64).data;
let hex = '';
for (let i = 0; i < 1024; i++) {
  let b = 0;
  const x = i & 127, top = (i >> 7) * 8;
  for (let bit = 0; bit < 8; bit++) if (d[((top + bit) * 128 + x) * 4 + 3] > 0) b |= 1 << bit;
  hex += b.toString(16).padStart(2, '0');
}
return hex;
"""
LIT_COLOUR = """
const d = document.getElementById('glass').getContext('2d').getImageData(0, 0, 128, 64).data;
for (let o = 0; o < d.length; o += 4) if (d[o + 3] > 0) return [d[o], d[o + 1], d[o + 2]];
return null;
"""


def simulator(script, after=None):
    """(glass in hex, contrast) of host_sim after `script` from empty saves. after: then the box sleeps (as the
    page does when it is hidden or left), a new one starts on the same saves (the page reloaded) and plays it."""
    with tempfile.TemporaryDirectory() as folder:
        session = Session(folder, SEED)
        session.play(parse(script))
        if after is not None:
            session.shell.sleep()
            session = Session(folder, SEED)
            session.play(parse(after))
        return bytes(session.display.glass()).hex(), session.display.chip.contrast


# ---- the glue under CPython ----------------------------------------------------------------------------------


def test_storage_fs_keeps_each_file_under_the_prefix_as_hex():
    storage = web_box.MemoryStorage()
    fs = web_box.StorageFs(storage)
    f = fs.open("a", "wb")
    f.write(b"\x00\xff")
    f.close()
    assert storage.items == {"yaga/a": "00ff"}
    assert fs.exists("a") and fs.size("a") == 2 and fs.open("a", "rb").read() == b"\x00\xff"
    fs.rename("a", "b")
    assert not fs.exists("a") and fs.size("a") is None and fs.open("b", "rb").read() == b"\x00\xff"
    fs.remove("b")
    assert storage.items == {}


def test_storage_fs_missing_file_is_enoent_like_the_flash():
    fs = web_box.StorageFs(web_box.MemoryStorage())
    for call in (lambda: fs.open("x", "rb"), lambda: fs.remove("x"), lambda: fs.rename("x", "y")):
        with pytest.raises(OSError) as e:
            call()
        assert e.value.args[0] == 2


class FullStorage(web_box.MemoryStorage):
    """A localStorage over its quota: setItem throws, as the browser's QuotaExceededError."""

    def setItem(self, key, value):  # noqa: N802
        raise RuntimeError("QuotaExceededError")


def test_saves_on_a_full_storage_fail_as_no_space_and_keep_the_old_record():
    storage = FullStorage()
    storage.items["yaga/rec"] = web_box.hexlify(saves.pack(7, b"old")).decode()
    store = saves.Store(web_box.StorageFs(storage))
    with pytest.raises(saves.SaveError) as e:
        store.save("rec", 7, b"new")
    assert e.value.no_space
    assert store.load("rec", 7)[1] == b"old"


def test_saves_round_trip_and_a_damaged_record_is_set_aside():
    storage = web_box.MemoryStorage()
    store = saves.Store(web_box.StorageFs(storage))
    store.save("rec", 7, b"payload")
    assert store.load("rec", 7) == (saves.OK, b"payload")
    storage.items["yaga/rec"] = "00" + storage.items["yaga/rec"][2:]
    assert store.load("rec", 7)[0] != saves.OK
    assert "yaga/rec.bad" in storage.items


def test_web_panel_glass_follows_power_and_invert():
    panel = web_box.WebPanel()
    frame = bytearray(1024)
    frame[130] = 0x81
    panel.write(1, 2, 2, frame)
    assert panel.glass()[130] == 0x81 and sum(panel.glass()) == 0x81
    panel.invert(True)
    assert panel.glass()[130] == 0x7E and panel.glass()[0] == 0xFF
    panel.power(False)
    assert panel.glass() == bytes(1024)


@pytest.mark.parametrize("script", ["", "A,DICE,WAIT300", GOAT_WOLF_DEMO + ",WAIT1000*3", SETTINGS + ",RIGHT,B"])
def test_page_scripted_run_equals_the_simulator_under_cpython(script):
    page = web_box.Page(web_box.StorageFs(web_box.MemoryStorage()), SEED)
    page.play(script)
    assert page.panel.glass().hex() == simulator(script)[0]


def test_page_resumes_an_open_game_from_its_storage():
    storage = web_box.MemoryStorage()
    script = GOAT_WOLF_DEMO + ",WAIT2000"
    page = web_box.Page(web_box.StorageFs(storage), SEED)
    page.play(script)
    page.sleep()
    again = web_box.Page(web_box.StorageFs(storage), SEED)
    again.play("")
    assert again.panel.glass().hex() == simulator(script, after="")[0]


# ---- the page in Chromium ------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def site():
    lacking = browser.missing()
    if lacking and os.environ.get("WEB_TEST"):  # make web-test: the browser test always runs
        pytest.fail("web: no browser test: %s" % lacking)
    if lacking:
        pytest.skip("web: browser test skipped (%s; make web-test installs it)" % lacking)
    served = browser.Site()
    yield served
    served.stop()


@pytest.fixture(scope="module")
def page(site):
    chromium = browser.Browser()
    chromium.open(site.url + "?seed=%d" % SEED)
    yield chromium
    chromium.quit()


def canvas(page):
    return page.js(CANVAS_FRAME)


def settled(page, want):
    """The canvas once it shows `want` (or what it shows after SETTLE_S: the assert then says it differs)."""
    deadline = time.monotonic() + SETTLE_S
    shown = canvas(page)
    while shown != want and time.monotonic() < deadline:
        time.sleep(0.05)
        shown = canvas(page)
    return shown


@pytest.mark.parametrize(
    "script",
    [
        "",  # the menu
        "A,DICE,WAIT300",  # the dice tray mid-roll
        GOAT_WOLF_DEMO + ",WAIT1000*8",  # Goat and Wolf, AI against AI, pieces walking
        "DOWN*%d,A,A,A,DOWN,A" % ROW["cards"],  # Baba Yaga cards, a few steps in
        "DOWN*%d,A,A,DOWN*2,A" % ROW["quest"],  # the quest companion
        "DOWN*%d,A,A,RIGHT,A" % ROW["tatra"],  # the Tatra companion
        SETTINGS + ",RIGHT,RIGHT,B",  # Russian
        SETTINGS + ",RIGHT,DOWN*5,B,LONG_B,WAIT700",  # Spanish, a long B, back on the menu
    ],
)
def test_page_key_script_frame_and_canvas_equal_the_simulators(page, script):
    got = page.js("return window.yagaBox.runScript(arguments[0], arguments[1])", script, SEED)
    want, _ = simulator(script)
    assert got == want
    assert canvas(page) == want


def test_page_contrast_setting_dims_the_canvas_as_the_panel(page):
    script = SETTINGS + ",DOWN,LEFT*3"
    page.js("window.yagaBox.runScript(arguments[0], arguments[1])", script, SEED)
    want, contrast = simulator(script)
    assert page.js("return window.yagaBox.glass()") == want
    assert contrast < 255
    level = 90 + 165 * contrast // 255  # box.js litColour, host_sim/window.py lit_colour
    assert page.js(LIT_COLOUR) == [level * 200 // 255, level * 230 // 255, level]


def reset_box(page):
    """The page's "reset box" link: confirm, every save gone, the page reloads on a fresh box."""
    page.driver.find_element("id", "reset").click()
    page.driver.switch_to.alert.accept()
    deadline = time.monotonic() + browser.READY_S
    while page.js("return !!window.yagaBox") and time.monotonic() < deadline:
        time.sleep(0.05)
    page.wait_ready()


def press_keys(page, keys, hold_s=0.0):
    """Real key presses: `keys` typed as fast as Selenium sends them, or one key held for hold_s."""
    from selenium.webdriver.common.action_chains import ActionChains

    if hold_s:
        ActionChains(page.driver).key_down(keys).pause(hold_s).key_up(keys).perform()
    else:
        ActionChains(page.driver).send_keys(keys).perform()


def shows(page, script, after=None):
    """The canvas shows the simulator's frame for the script (it may take a moment: poll, then compare)."""
    want = simulator(script, after)[0]
    assert settled(page, want) == want, script if after is None else "%s, reload, %s" % (script, after)


def test_keys_and_buttons_play_as_the_simulator_and_a_game_resumes_after_a_reload(page):
    from selenium.webdriver.common.keys import Keys

    reset_box(page)
    assert [k for k in page.js("return Object.keys(localStorage)") if k.startswith(web_box.PREFIX)] == []
    shows(page, "")
    page.driver.find_element("css selector", "button.down").click()  # the on-screen D-pad
    shows(page, "DOWN")
    press_keys(page, Keys.ARROW_DOWN * 2)  # two quick taps are two presses
    shows(page, "DOWN*3")
    press_keys(page, Keys.ARROW_UP * 3 + Keys.ENTER)  # the dice tray
    script = "DOWN*3,UP*3,A"
    shows(page, script)
    press_keys(page, " ")  # DICE: a roll, animated, then at rest
    script += ",DICE,WAIT1500"
    shows(page, script)
    page.driver.refresh()  # the box sleeps as the page goes (the tray saves), and resumes in the tray
    page.wait_ready()
    shows(page, script, "")
    press_keys(page, "l")  # L: a long B, to the menu
    shows(page, script, "LONG_B")
    press_keys(page, "z")  # Z = A: the tray again
    press_keys(page, "x", hold_s=1.0)  # a held B is a long B too
    shows(page, script, "LONG_B,A,LONG_B")


def test_page_starts_offline_once_loaded(page):
    served = browser.Site()  # an origin of its own: the offline copy starts empty
    try:
        page.open(served.url + "?seed=%d" % SEED)
        deadline = time.monotonic() + SETTLE_S
        while not page.js("return !!navigator.serviceWorker.controller") and time.monotonic() < deadline:
            time.sleep(0.05)
    finally:
        served.stop()
    page.driver.refresh()
    page.wait_ready()
    shows(page, "")
