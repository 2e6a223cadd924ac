"""Every app's save as a QR code on the box (yaga.share, yaga.qr), read back by a real decoder.

The simulator's PNG of the screen is decoded with zbar (Debian's libzbar0 through pyzbar; `make test` installs
it as root with apt-get, else these tests skip in one line): the link it gives carries exactly the save record
on the box's flash, and the page's glue (host_sim/web/web_box.py) takes it into a fresh box that resumes the app
to the frame the box shows when it reopens it. Bad links give the page's message and write nothing.
"""

import os
import random
import tempfile

import pytest

from host_sim import images
from host_sim.session import Session
from host_sim.web import web_box
from yaga import qr, saves, share, shell, strings
from yaga.crc32 import crc32
from yaga.games import REGISTRY
from yaga.keyscript import parse

try:
    from pyzbar import pyzbar
except ImportError:  # the library without libzbar0 raises ImportError too
    pyzbar = None

needs_zbar = pytest.mark.skipif(pyzbar is None, reason="no QR decoder (libzbar0 + pyzbar): make test installs it")

SEED = 7
ROW = {name: i for i, (name, _) in enumerate(REGISTRY)}
# a game played into each app through the keys, then left (LONG_B): the menu's cursor is back on its row
PLAYED = {
    "dice": "A,DICE,WAIT1500,DICE,WAIT1500,LEFT,DICE,WAIT1500,LONG_B",
    "goat_wolf": "DOWN,A,A,A,A,A,RIGHT,A,LONG_B",
    "cards": "DOWN*2,A,A,A,DOWN,A,LONG_B",
    "quest": "DOWN*3,A,A,DOWN*2,A,A,A,LONG_B",
    "tatra": "DOWN*4,A,A,RIGHT,A,A,LONG_B",
}
# a quest with 20 turns of undo steps: its whole record is too long for a code, which leaves them out
QUEST_LONG = "DOWN*%d,A,A,DOWN*2,A" % ROW["quest"] + ",A,DICE,A,RIGHT,A,DOWN,A" * 20 + ",LONG_B"
SPANISH = "DOWN*5,A,RIGHT,B,UP*5,"  # docs/screens/README.md: the language set through the keys
RUSSIAN = "DOWN*5,A,RIGHT,RIGHT,B,UP*5,"


def decoded(glass):
    """The text of the one QR code in the frame, as zbar reads the simulator's PNG (at --scale 4)."""
    found = pyzbar.decode(images.to_image(glass, 4), symbols=[pyzbar.ZBarSymbol.QRCODE])
    assert len(found) == 1
    return found[0].data.decode()


def record_file(folder, app):
    with open(os.path.join(folder, shell.APP_SAVE_PREFIX + app), "rb") as f:
        return f.read()


def words():
    return strings.load(strings.SCREENS)


@needs_zbar
@pytest.mark.parametrize("app", [name for name, _ in REGISTRY])
def test_each_apps_save_shows_as_a_code_that_decodes_to_its_record_and_reopens_the_same(app):
    with tempfile.TemporaryDirectory() as folder:
        session = Session(folder, SEED)
        session.play(parse(PLAYED[app] + ",DICE"))
        view = session.shell.view
        assert view.code is not None
        link = decoded(session.display.glass())
        assert link.startswith("#r=" + app + ".")
        assert share.parse(link[1:]) == (app, bytearray(record_file(folder, app)))
        assert view.scale == (2 if view.code.version <= share.BIG_VERSION else 1)  # the docstring's rule
        session.play(parse("B,A"))  # the code closes on its row, and the app opens from that save again
        box_frame = bytes(session.display.glass())
    storage = web_box.MemoryStorage()
    assert web_box.take_record(web_box.StorageFs(storage), link[1:]) == ""
    page = web_box.Page(web_box.StorageFs(storage), SEED)
    page.play("")
    assert page.shell.app_name == app
    assert page.panel.glass() == box_frame


@needs_zbar
def test_a_quest_too_long_for_a_code_travels_without_its_undo_steps_to_the_same_frame():
    from yaga.games.quest.app import App

    with tempfile.TemporaryDirectory() as folder:
        session = Session(folder, SEED)
        session.play(parse(QUEST_LONG + ",DICE"))
        assert " ".join(session.shell.view.lines) == words()["share_cut"]
        link = decoded(session.display.glass())
        whole = record_file(folder, "quest")
        assert qr.version_for(len(share.link("quest", whole))) == 0
        status, payload = saves.unpack(whole, App.ID)
        assert share.parse(link[1:]) == ("quest", bytearray(saves.pack(App.ID, App.shared(payload))))
        session.play(parse("B,A"))
        box_frame = bytes(session.display.glass())
    storage = web_box.MemoryStorage()
    assert web_box.take_record(web_box.StorageFs(storage), link[1:]) == ""
    page = web_box.Page(web_box.StorageFs(storage), SEED)
    page.play("")
    assert page.shell.app_name == "quest" and page.panel.glass() == box_frame


def payload_for_version(version):
    """A payload with no zero byte whose dice link needs exactly this version (its longest such)."""
    n = 1
    rng = random.Random(version)
    best = None
    while True:
        payload = bytes(rng.randrange(1, 256) for _ in range(n))
        v = qr.version_for(len(share.link("dice", saves.pack(1, payload))))
        if v == version:
            best = payload
        elif v == 0 or v > version:
            return best
        n += 1


@needs_zbar
@pytest.mark.parametrize("version", range(2, qr.MAX_VERSION + 1))  # a dice link is never short enough for 1
def test_records_of_every_length_up_to_version_11_decode_at_their_module_size(version):
    payload = payload_for_version(version)
    rec = saves.pack(1, payload)
    with tempfile.TemporaryDirectory() as folder:
        with open(os.path.join(folder, "app_dice"), "wb") as f:
            f.write(rec)
        session = Session(folder, SEED)
        session.play(parse("DICE"))
        view = session.shell.view
        assert view.code.version == version
        assert view.scale == (2 if version <= 3 else 1)
        link = decoded(session.display.glass())
    assert share.parse(link[1:]) == ("dice", bytearray(rec))


def test_a_record_too_long_for_a_code_says_so_and_b_goes_back():
    payload = bytes(range(1, 256)) * 2  # no zero runs: longer than version 11 holds
    with tempfile.TemporaryDirectory() as folder:
        with open(os.path.join(folder, "app_quest"), "wb") as f:
            f.write(saves.pack(4, payload))
        session = Session(folder, SEED)
        session.play(parse("DOWN*%d,DICE" % ROW["quest"]))
        view = session.shell.view
        assert view.code is None and " ".join(view.lines) == words()["share_long"]
        session.play(parse("B"))
        assert session.shell.mode == shell.MENU and session.shell.view.cursor == ROW["quest"]


def test_an_app_without_a_save_or_with_a_damaged_one_says_there_is_none():
    with tempfile.TemporaryDirectory() as folder:
        session = Session(folder, SEED)
        session.play(parse("DOWN*%d,DICE" % ROW["cards"]))
        assert " ".join(session.shell.view.lines) == words()["share_none"]
        rec = bytearray(saves.pack(1, b"\x01\x02\x03"))
        rec[-1] ^= 1  # its CRC fails
        with open(os.path.join(folder, "app_dice"), "wb") as f:
            f.write(rec)
        session.play(parse("B,UP*%d,DICE" % ROW["cards"]))
        assert session.shell.view.code is None and " ".join(session.shell.view.lines) == words()["share_none"]


@needs_zbar
@pytest.mark.parametrize("prefix", ["", SPANISH, RUSSIAN])
def test_the_code_screen_decodes_in_every_language(prefix):
    with tempfile.TemporaryDirectory() as folder:
        session = Session(folder, SEED)
        session.play(parse(prefix + PLAYED["goat_wolf"] + ",DICE"))
        assert decoded(session.display.glass()).startswith("#r=goat_wolf.")


# ---- the page's side of a link (host_sim/web/web_box.py) ----------------------------------------------------


def good_link(app="tatra", app_id=5, payload=b"\x01\x00\x00\x02"):
    return share.link(app, saves.pack(app_id, payload))[1:]


def spoilt_record(change):
    rec = bytearray(saves.pack(5, b"\x01\x00\x00\x02"))
    change(rec)
    return "r=tatra." + share.b64url(share.pack_zeros(rec[len(saves.MAGIC) :]))


def flip_crc(rec):
    rec[-1] ^= 0xFF


def cut(rec):
    del rec[-2:]


def other_version(rec):
    rec[3] = 200  # a layout newer than any app's
    crc = crc32(rec[:-4])
    rec[-4:] = bytes(((crc >> 24) & 0xFF, (crc >> 16) & 0xFF, (crc >> 8) & 0xFF, crc & 0xFF))


@pytest.mark.parametrize(
    "fragment, message",
    [
        ("r=tatra.@@@@", web_box.BAD_LINK),  # not base64url
        ("r=tatra.AQU", web_box.DAMAGED_RECORD),  # a record cut short: its version and app id alone
        ("r=tatra.A", web_box.BAD_LINK),  # no encoding is one character long
        ("r=tatra", web_box.BAD_LINK),  # no record at all
        ("r=tatra.AAA", web_box.BAD_LINK),  # a zero run of length 0
        ("x=tatra." + good_link()[len("r=tatra.") :], web_box.BAD_LINK),
        (good_link("chess"), web_box.UNKNOWN_APP % "chess"),
        (good_link("dice"), web_box.OTHER_APP % "dice"),  # Tatra's record under the dice tray's name
        (spoilt_record(flip_crc), web_box.DAMAGED_RECORD),
        (spoilt_record(cut), web_box.DAMAGED_RECORD),
        (spoilt_record(other_version), web_box.OTHER_VERSION),
    ],
)
def test_a_bad_link_gives_the_pages_message_and_writes_nothing(fragment, message):
    storage = web_box.MemoryStorage()
    assert web_box.take_record(web_box.StorageFs(storage), fragment) == message
    assert storage.items == {}


def test_a_link_into_a_full_storage_says_so():
    class Full(web_box.MemoryStorage):
        def setItem(self, key, value):  # noqa: N802 (the Web Storage name)
            raise RuntimeError("QuotaExceededError")

    assert web_box.take_record(web_box.StorageFs(Full()), good_link()) == web_box.NO_ROOM


def test_a_link_replaces_the_apps_save_keeping_the_old_one_as_the_previous():
    storage = web_box.MemoryStorage()
    fs = web_box.StorageFs(storage)
    saves.Store(fs).save("app_tatra", 5, b"\x07")
    assert web_box.take_record(fs, good_link()) == ""
    assert saves.Store(fs).load("app_tatra", 5)[1] == bytearray(b"\x01\x00\x00\x02")
    assert saves.unpack(fs.open("app_tatra.bak", "rb").read(), 5)[1] == bytearray(b"\x07")
    assert saves.Store(fs).load(shell.RECORD, shell.RECORD_ID)[1] == bytearray(b"tatra")


def test_the_web_build_writes_the_base_url_module_only_when_given(tmp_path):
    from host_sim.web import build

    assert build.link_base("", str(tmp_path)) == []
    [(target, path)] = build.link_base("https://example.org/box/", str(tmp_path))
    assert target == "/lib/yaga/link_base.py"
    scope = {}
    exec(open(path).read(), scope)
    assert scope["BASE_URL"] == "https://example.org/box/"
    for bad in ("ftp://x/", "https://x/#y", "https://x/\n"):
        with pytest.raises(SystemExit):
            build.link_base(bad, str(tmp_path))
