"""The box in a web page (host_sim/web, `make web`).

Under CPython: the page's glue (web_box.py) gives the real Shell a file system over a Web Storage and a panel,
and the saves work on it as on the box's flash, a stored value that is not a file's hex included. In a real
browser (headless Chromium, Selenium; `make test` installs them where it can, else skips in one line): the page
loaded from a local server plays key scripts, real key presses, clicks and touches, and the canvas it draws
shows the simulator's frame for the same script and seed; it fits phones, tablets and desktops; its tools
(screenshot, GIF, a link that replays) give the simulator's frames; a box's QR code, decoded from the
simulator's screen, opens its game in the page at the box's frame, and a bad one says what is wrong; one tab
owns the saves; the page's own
controls keep their keys; it loads light and fetches the AI tables only for the hard level.
"""

import base64
import io
import json
import os
import tempfile
import time
import urllib.request

import pytest

from host_sim import images
from host_sim.session import Session
from host_sim.web import browser, web_box
from yaga import saves
from yaga.games import REGISTRY
from yaga.keyscript import parse
from test_qr_decode import PLAYED, decoded, flip_crc, needs_zbar, spoilt_record  # noqa: E402 (tests/test_qr_decode.py)

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


def simulator(script, after=None, files=None):
    """(glass in hex, contrast) of host_sim after `script` from empty saves (or these files: {name: bytes}).
    after: then the box sleeps (as the page does when it is hidden or left), a new one starts on the same saves
    (the page reloaded) and plays it."""
    with tempfile.TemporaryDirectory() as folder:
        for name, data in (files or {}).items():
            with open(os.path.join(folder, name), "wb") as f:
                f.write(data)
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


@pytest.mark.parametrize("value", ["zz", "abc", "\u00ff\u00ff", "0g"])
def test_storage_fs_value_that_is_not_hex_reads_as_a_damaged_file(value):
    fs = web_box.StorageFs(web_box.MemoryStorage({"yaga/settings": value}))
    assert fs.size("settings") == len(value) // 2
    with pytest.raises(OSError) as e:
        fs.open("settings", "rb")
    assert e.value.args[0] == 5


@pytest.mark.parametrize("record", ["settings", "settings.tmp", "shell"])
def test_page_starts_on_a_stored_value_that_is_not_hex_as_the_box_on_a_damaged_file(record):
    storage = web_box.MemoryStorage({"yaga/" + record: "zz", "yaga/keep": "00ff"})
    page = web_box.Page(web_box.StorageFs(storage), SEED)
    page.play("")
    assert page.panel.glass().hex() == simulator("", files={record: b"zz"})[0]
    assert storage.items["yaga/keep"] == "00ff"  # the rest kept


def test_app_record_that_is_not_hex_is_set_aside_with_the_message_and_the_rest_kept():
    storage = web_box.MemoryStorage()
    page = web_box.Page(web_box.StorageFs(storage), SEED)
    page.play(SETTINGS + ",RIGHT,B")  # Spanish: a settings record to keep
    settings = storage.items["yaga/settings"]
    page.sleep()
    storage.items["yaga/app_dice"] = "gggg"
    again = web_box.Page(web_box.StorageFs(storage), SEED)
    again.play("A")
    assert again.panel.glass().hex() == simulator_damaged_dice()
    assert again.panel.glass().hex() != simulator(SETTINGS + ",RIGHT,B", after="A")[0]  # the message, not the tray
    assert storage.items["yaga/app_dice.bad"] == "gggg" and "yaga/app_dice" not in storage.items
    assert storage.items["yaga/settings"] == settings


def simulator_damaged_dice():
    """host_sim's glass: Spanish set, then the dice tray opened on a damaged record (after a restart)."""
    with tempfile.TemporaryDirectory() as folder:
        session = Session(folder, SEED)
        session.play(parse(SETTINGS + ",RIGHT,B"))
        session.shell.sleep()
        with open(os.path.join(folder, "app_dice"), "wb") as f:
            f.write(b"gggg")
        session = Session(folder, SEED)
        session.play(parse("A"))
        return bytes(session.display.glass()).hex()


def test_page_never_dims_or_sleeps_on_its_own():
    page = web_box.Page(web_box.StorageFs(web_box.MemoryStorage()), SEED)
    page.play("WAIT40000")  # past the box's dimming
    assert page.contrast() == page.shell.settings.contrast
    menu = page.panel.glass()
    page.play("WAIT%d" % (page.shell.settings.sleep_min * 60000 + 1000))  # past its sleep
    assert page.panel.on and page.panel.glass() == menu
    page.play("DOWN")  # the first press acts: nothing was asleep to swallow it
    assert page.panel.glass().hex() == simulator("DOWN")[0]


def test_page_replay_plays_a_key_script_live_on_throwaway_saves():
    page = web_box.Page(web_box.StorageFs(web_box.MemoryStorage()), SEED)
    script = "A,DICE,WAIT300"
    page.replay(script)
    ms = 0
    while page.replaying is not None:
        page.step(0b1111111, ms)  # the page's own buttons play no part while it replays
        ms += 10
    assert page.panel.glass().hex() == simulator(script)[0]


@pytest.mark.parametrize("balanced, want", [(False, ["ai_table.bin"]),
                                            (True, ["ai_table.bin", "ai_table_balanced.bin"])])
def test_page_wants_the_ai_tables_only_while_goat_and_wolf_is_set_to_hard(balanced, want):
    page = web_box.Page(web_box.StorageFs(web_box.MemoryStorage()), SEED)
    page.play("DOWN*%d,A" % ROW["goat_wolf"] + (",DOWN*5,RIGHT,UP*5" if balanced else ""))
    assert page.tables_wanted() == []  # normal
    page.play("DOWN*4,RIGHT")  # the level: hard
    assert page.tables_wanted() == want
    page.play("LONG_B")
    assert page.tables_wanted() == []


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
        pytest.skip("web: browser test skipped (%s; make test installs it as root with apt-get)" % lacking)
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
    """The page's "reset box" (in How to play): confirm, every save gone, the page reloads on a fresh box."""
    page.js("window.beforeReset = true")
    page.driver.find_element("id", "help-open").click()
    page.driver.find_element("id", "reset").click()
    page.driver.switch_to.alert.accept()
    deadline = time.monotonic() + browser.READY_S
    while page.js("return !!window.beforeReset") and time.monotonic() < deadline:
        time.sleep(0.05)
    page.wait_ready()


def press_keys(page, keys, hold_s=0.0):
    """Real key presses: `keys` typed as fast as Selenium sends them, or one key held for hold_s."""
    from selenium.webdriver.common.action_chains import ActionChains

    if hold_s:
        ActionChains(page.driver).key_down(keys).pause(hold_s).key_up(keys).perform()
    else:
        ActionChains(page.driver).send_keys(keys).perform()


def shows(page, script, after=None, files=None):
    """The canvas shows the simulator's frame for the script (it may take a moment: poll, then compare)."""
    want = simulator(script, after, files)[0]
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


SIZES = [(320, 568, True), (568, 320, True), (390, 844, True), (844, 390, True), (768, 1024, True),
         (1280, 800, False)]  # phones both ways, a tablet, a desktop
LAYOUT = """
const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
const glass = document.getElementById('glass');
return {buttons: [...document.querySelectorAll('button')].filter((b) => b.offsetParent !== null).map(box),
        glass: box(glass), scroll: [document.documentElement.scrollWidth, document.documentElement.scrollHeight],
        ratio: window.devicePixelRatio};
"""


@pytest.mark.parametrize("width, height, mobile", SIZES)
def test_page_fits_the_viewport_with_thumb_sized_buttons_and_a_whole_scale_screen(page, width, height, mobile):
    fits(page, width, height, mobile)


def fits(page, width, height, mobile):
    """The page shown at this size fits it: nothing to scroll, every button (at least 44 px) and the screen
    inside and none over another, the screen at a whole scale of 2 or more."""
    page.viewport(width, height, mobile)
    try:
        deadline = time.monotonic() + SETTLE_S
        while page.js("return document.documentElement.clientWidth") != width and time.monotonic() < deadline:
            time.sleep(0.02)
        time.sleep(0.1)  # the scale follows the stage's new size
        got = page.js(LAYOUT)
    finally:
        page.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    assert got["scroll"] == [width, height]  # nothing to scroll
    rects = got["buttons"] + [got["glass"]]
    for left, top, right, bottom in rects:
        assert 0 <= left and right <= width and 0 <= top and bottom <= height
    for left, top, right, bottom in got["buttons"]:
        assert right - left >= 44 and bottom - top >= 44
    for i, a in enumerate(rects):
        for b in rects[i + 1 :]:
            assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], (a, b)
    left, top, right, bottom = got["glass"]
    scale = (right - left) * got["ratio"] / 128
    assert scale == int(scale) >= 2 and bottom - top == (right - left) / 2


def touch(page, kind, points):
    """A touch event through the browser's input (as a finger on a phone): points [(x, y, id)]."""
    touches = [{"x": x, "y": y, "id": i} for x, y, i in points]
    page.driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": touches})


def centre(page, css):
    r = page.js("const r = document.querySelector(arguments[0]).getBoundingClientRect();"
                "return [r.left + r.width / 2, r.top + r.height / 2]", css)
    return r[0], r[1]


def test_touch_two_fingers_hold_down_and_press_a_at_once(page):
    page.js("window.yagaBox.runScript('', arguments[0]); window.yagaBox.resume()", SEED)
    page.viewport(390, 844, True)
    try:
        down, a = centre(page, "button.down"), centre(page, "button.a")
        touch(page, "touchStart", [(down[0], down[1], 1)])
        touch(page, "touchStart", [(down[0], down[1], 1), (a[0], a[1], 2)])
        deadline = time.monotonic() + SETTLE_S
        held = []
        while len(held) < 2 and time.monotonic() < deadline:
            held = page.js("return [...document.querySelectorAll('button.held')].map((b) => b.dataset.button)")
        touch(page, "touchEnd", [(down[0], down[1], 1)])
        touch(page, "touchEnd", [])
    finally:
        page.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    assert sorted(held) == ["A", "DOWN"]
    menu = simulator("")[0]
    deadline = time.monotonic() + SETTLE_S
    while canvas(page) == menu and time.monotonic() < deadline:
        time.sleep(0.05)
    assert canvas(page) != menu  # the box took them: an app opened


def test_page_is_installable_its_manifest_and_icons(page, site):
    link = page.js("return document.querySelector('link[rel=manifest]').href")
    manifest = json.load(urllib.request.urlopen(link))
    assert manifest["display"] == "fullscreen" and manifest["start_url"] == "./"
    from PIL import Image

    sizes = set()
    for icon in manifest["icons"]:
        picture = Image.open(io.BytesIO(urllib.request.urlopen(site.url + icon["src"]).read()))
        assert "%dx%d" % picture.size == icon["sizes"] and icon["type"] == "image/png"
        sizes.add(picture.size[0])
    assert {192, 512} <= sizes
    deadline = time.monotonic() + SETTLE_S
    while not page.js("return !!navigator.serviceWorker.controller") and time.monotonic() < deadline:
        time.sleep(0.05)
    assert page.driver.execute_cdp_cmd("Page.getInstallabilityErrors", {})["installabilityErrors"] == []


def test_hidden_page_sleeps_saving_the_open_app_and_wakes_when_shown(page):
    reset_box(page)
    press_keys(page, "\ue015" * ROW["goat_wolf"] + "\ue007" + "\ue015" * 2)  # Goat and Wolf's set-up, row 2
    script = "DOWN*%d,A,DOWN*2" % ROW["goat_wolf"]
    shows(page, script)
    record = "yaga/app_goat_wolf"
    before = page.js("return localStorage.getItem(arguments[0])", record)  # the cursor is saved as the app is left
    hide = "Object.defineProperty(document, 'hidden', {value: arguments[0], configurable: true});" \
           "document.dispatchEvent(new Event('visibilitychange'))"
    page.js(hide, True)
    assert page.js("return localStorage.getItem(arguments[0])", record) != before  # saved as it slept
    assert settled(page, "00" * 1024) == "00" * 1024  # the display off
    page.js(hide, False)
    shows(page, script)


def downloaded(page, tool, name):
    """The file the page's tool button (by id) downloads, as bytes."""
    folder = tempfile.mkdtemp(prefix="yaga-download-")
    page.driver.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": folder})
    path = os.path.join(folder, name)
    page.driver.find_element("id", tool).click()
    deadline = time.monotonic() + SETTLE_S
    while not os.path.exists(path) and time.monotonic() < deadline:
        time.sleep(0.05)
    with open(path, "rb") as f:
        data = f.read()
    os.remove(path)
    os.rmdir(folder)
    return data


def test_screenshot_button_gives_the_simulators_png_at_4x(page):
    script = GOAT_WOLF_DEMO + ",WAIT1000*4"
    page.js("window.yagaBox.runScript(arguments[0], arguments[1])", script, SEED)
    from PIL import Image

    got = Image.open(io.BytesIO(downloaded(page, "shot", "baba-yaga-box.png")))
    want = images.to_image(bytes.fromhex(simulator(script)[0]), 4)
    assert got.format == "PNG" and got.size == (512, 256) and got.convert("L").tobytes() == want.tobytes()


def test_gif_button_gives_the_last_seconds_frame_by_frame(page):
    page.js("window.yagaBox.runScript(arguments[0], arguments[1]); window.yagaBox.resume()", GOAT_WOLF_DEMO, SEED)
    time.sleep(2)  # the pieces move
    shown = page.js("window.yagaBox.bench(0); return window.yagaBox.glass()")  # the box waits: its last frame
    from PIL import Image

    gif = Image.open(io.BytesIO(downloaded(page, "record", "baba-yaga-box.gif")))
    assert gif.size == (256, 128) and gif.n_frames >= 2
    gif.seek(gif.n_frames - 1)
    lit = gif.convert("L").point(lambda v: 255 if v > 100 else 0)
    assert lit.tobytes() == images.to_image(bytes.fromhex(shown), 2).tobytes()


def test_how_to_play_opens_from_the_page(page):
    page.driver.find_element("id", "help-open").click()
    assert page.js("return document.getElementById('help').open")
    assert "How to play" in page.driver.find_element("id", "help").text
    page.driver.find_element("id", "help-close").click()
    assert not page.js("return document.getElementById('help').open")


def test_share_link_replays_the_game_from_the_saves_it_started_on(page):
    from selenium.webdriver.common.keys import Keys

    reset_box(page)
    press_keys(page, Keys.ENTER)  # the dice tray
    press_keys(page, " ")
    time.sleep(1.5)
    page.driver.refresh()  # the box starts again on its saves: in the tray
    page.wait_ready()
    press_keys(page, Keys.ARROW_DOWN + " ")
    time.sleep(2)
    press_keys(page, "x", hold_s=1.0)  # a long B: the menu
    press_keys(page, Keys.ARROW_DOWN, hold_s=0.7)  # held: it repeats
    time.sleep(0.5)
    shown = canvas(page)
    assert shown not in (simulator("")[0], simulator("DOWN")[0])  # the cursor went further than one row
    origin = page.driver.current_url.split("?")[0]
    page.js("navigator.clipboard.writeText = (text) => { window.copied = text; return Promise.resolve(); }")
    page.driver.find_element("id", "share").click()  # the link, copied
    deadline = time.monotonic() + SETTLE_S
    while "copied" not in page.driver.find_element("id", "status").text and time.monotonic() < deadline:
        time.sleep(0.05)
    link = page.js("return window.copied")
    assert link.startswith(origin) and "seed=%d" % SEED in link and "keys=" in link
    page.driver.get(link)  # the sharer's box sleeps as its page goes (its app saves)
    page.wait_ready()
    saved = page.js("return JSON.stringify(Object.entries(localStorage).sort())")
    deadline = time.monotonic() + SETTLE_S
    while page.js("return window.yagaBox.replaying()") and time.monotonic() < deadline:
        time.sleep(0.05)
    assert canvas(page) == shown
    assert page.js("return JSON.stringify(Object.entries(localStorage).sort())") == saved  # untouched


def test_page_controls_keep_their_keys(page):
    from selenium.webdriver.common.keys import Keys

    page.open(page.driver.current_url.split("?")[0] + "?seed=%d" % SEED)
    page.js("window.yagaBox.runScript('', arguments[0]); window.yagaBox.resume()", SEED)
    menu = simulator("")[0]
    page.js("document.getElementById('help').showModal()")
    scale = page.driver.find_element("id", "scale")
    before = scale.get_attribute("value")
    scale.send_keys(Keys.ARROW_DOWN)  # the focused list moves, not the box's menu
    assert scale.get_attribute("value") != before
    page.driver.find_element("id", "reset").send_keys(Keys.ENTER)  # Enter on "reset box" asks to reset
    page.driver.switch_to.alert.dismiss()
    page.driver.find_element("id", "help-close").click()
    time.sleep(0.3)
    assert canvas(page) == menu
    page.js("document.getElementById('scale').value = ''; document.getElementById('scale').dispatchEvent("
            "new Event('change'))")
    page.driver.find_element("id", "shot").send_keys(Keys.ARROW_DOWN)  # a focused tool keeps its keys too
    time.sleep(0.3)
    assert canvas(page) == menu
    page.js("document.activeElement.blur()")
    press_keys(page, Keys.ARROW_DOWN)  # off the page's controls the keys are the box's again
    shows(page, "DOWN")


def test_two_tabs_one_owns_the_saves_and_hands_them_over_without_a_loss(page):
    from selenium.webdriver.common.keys import Keys

    reset_box(page)
    first = page.driver.current_window_handle
    url = page.driver.current_url
    press_keys(page, Keys.ENTER + " ")  # tab 1: the tray, a roll
    time.sleep(1.5)
    one = canvas(page)
    page.driver.switch_to.new_window("tab")
    page.open(url)
    second = page.driver.current_window_handle
    assert not page.js("return window.yagaBox.owner()")
    assert "another tab" in page.driver.find_element("id", "status").text
    page.driver.find_element("id", "takeover").click()
    deadline = time.monotonic() + SETTLE_S
    while not page.js("return window.yagaBox.owner()") and time.monotonic() < deadline:
        time.sleep(0.05)
    assert settled(page, one) == one  # tab 2 goes on from tab 1's roll
    press_keys(page, " ")  # tab 2: a roll of its own
    time.sleep(1.5)
    two = canvas(page)
    page.driver.switch_to.window(first)
    assert not page.js("return window.yagaBox.owner()")
    page.driver.refresh()  # tab 1 again: it waits, it does not start on the saves
    page.wait_ready()
    assert "another tab" in page.driver.find_element("id", "status").text
    page.driver.find_element("id", "takeover").click()
    assert settled(page, two) == two  # tab 2's roll, not lost
    page.driver.switch_to.window(second)
    page.driver.close()
    page.driver.switch_to.window(first)


THROTTLE = {"offline": False, "latency": 150, "downloadThroughput": 200000, "uploadThroughput": 93750}  # 1.6 Mbit/s
HARD_DEMO = "DOWN*%d,A,DOWN*4,RIGHT,UP,A,WAIT3000" % ROW["goat_wolf"]  # the AI at hard on both sides


def test_throttled_first_load_shows_its_progress_and_fetches_the_ai_tables_only_for_hard(page):
    slow = browser.Site()  # an origin of its own: nothing cached
    page.driver.execute_cdp_cmd("Network.enable", {})
    page.driver.execute_cdp_cmd("Network.emulateNetworkConditions", THROTTLE)
    try:
        page.driver.get(slow.url + "?seed=%d" % SEED)
        seen = set()
        deadline = time.monotonic() + browser.READY_S
        while not page.js("return !!window.yagaBox") and time.monotonic() < deadline:
            seen.add(page.js("const p = document.getElementById('progress');"
                             "return p.classList.contains('loading') ? p.value : null"))
            time.sleep(0.05)
        page.wait_ready()
        assert any(v is not None and 0 < v < 1 for v in seen)  # the bar moved while it loaded
        assert not [path for path, _ in slow.sent if "tables/" in path]
        got = page.js("return window.yagaBox.runScript(arguments[0], arguments[1])", HARD_DEMO, SEED)
        assert got == simulator(HARD_DEMO)[0]  # read at once (a synchronous fetch), as the box reads its flash
    finally:
        page.driver.execute_cdp_cmd("Network.emulateNetworkConditions", {
            "offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
        slow.stop()


def test_hard_level_set_up_fetches_its_table_before_the_game_needs_it(page, site):
    page.open(site.url + "?seed=%d" % SEED)
    page.js("window.yagaBox.runScript(arguments[0], arguments[1]); window.yagaBox.resume()",
            "DOWN*%d,A" % ROW["goat_wolf"], SEED)
    time.sleep(0.5)
    assert page.js("return window.yagaBox.tables()")["ai_table.bin"] == "waiting"  # normal: no fetch
    press_keys(page, "\ue015" * 4 + "\ue014")  # ArrowDown to the level, ArrowRight: hard
    shows(page, "DOWN*%d,A,DOWN*4,RIGHT" % ROW["goat_wolf"])  # the keys were taken: the set-up shows hard
    deadline = time.monotonic() + SETTLE_S
    while page.js("return window.yagaBox.tables()")["ai_table.bin"] != "here" and time.monotonic() < deadline:
        time.sleep(0.05)
    assert page.js("return window.yagaBox.tables()") == {"ai_table.bin": "here", "ai_table_balanced.bin": "waiting"}
    assert "/tables/ai_table.pack" in [path for path, _ in site.sent]
    got = page.js("return window.yagaBox.runScript(arguments[0], arguments[1])", HARD_DEMO, SEED)
    assert got == simulator(HARD_DEMO)[0]


def test_a_stored_value_that_is_not_hex_does_not_stop_the_page(page):
    page.js("localStorage.setItem('yaga/settings', 'zz')")
    page.driver.refresh()
    page.wait_ready()
    shows(page, "", files={"settings": b"zz"})  # the box's message: the settings set aside, the defaults


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


RECORD_TAKEN = "The game from the QR code is open. The one it replaced is kept as the previous save."  # box.js


def open_link(page, url):
    """Load the page afresh at url and wait until the box runs, whatever the page says meanwhile (a bad link's
    message is in the status line as the box starts: Browser.open would take it for a page that failed)."""
    page.driver.get("about:blank")
    page.driver.get(url)
    deadline = time.monotonic() + browser.READY_S
    while not page.js("return !!window.yagaBox") and time.monotonic() < deadline:
        time.sleep(0.05)


def status(page):
    return page.driver.find_element("id", "status").text, page.js("return document.getElementById('status').className")


@needs_zbar
def test_a_boxs_qr_code_opens_its_game_in_the_page_at_the_boxs_frame(page, site):
    reset_box(page)
    for app in PLAYED:
        with tempfile.TemporaryDirectory() as folder:
            session = Session(folder, SEED)
            session.play(parse(PLAYED[app] + ",DICE"))
            link = decoded(session.display.glass())  # the relative form: a build without BASE_URL
            session.play(parse("B,A"))  # the box opens the app again from the save the code carries
            box_frame = bytes(session.display.glass()).hex()
        open_link(page, site.url + "?seed=%d" % SEED + link)
        assert settled(page, box_frame) == box_frame, app
        assert status(page) == (RECORD_TAKEN, "")
        assert "#" not in page.driver.current_url  # a reload resumes the game as played since, not the link's
    page.js("location.hash = arguments[0]", link)  # a code opened while the page shows: it loads again to take it
    page.wait_ready()
    assert settled(page, box_frame) == box_frame
    reset_box(page)


@pytest.mark.parametrize(
    "fragment, message",
    [
        ("#r=tatra.@@@@", web_box.BAD_LINK),
        ("#r=chess.AQU", web_box.UNKNOWN_APP % "chess"),
        ("#" + spoilt_record(flip_crc), web_box.DAMAGED_RECORD),
    ],
)
def test_a_bad_qr_code_link_says_what_is_wrong_and_the_box_runs_on_its_own_saves(page, site, fragment, message):
    reset_box(page)
    open_link(page, site.url + "?seed=%d" % SEED + fragment)
    assert status(page) == (message, "error")
    shows(page, "")  # the box as it was: the menu
    assert [k for k in page.js("return Object.keys(localStorage)") if k.startswith(web_box.PREFIX + "app_")] == []
