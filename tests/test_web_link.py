"""Two tabs of the page linked as two boxes (host_sim/web: web_box.ChannelCable over the page's BroadcastChannel,
"Second box" or ?box=2 the browser's second box).

Under CPython: the page's cable carries yaga.link between two Pages as the simulator's socket does between two
processes, and takes only what one write of the other box can be. In headless Chromium: two tabs of one browser
play a whole linked Goat and Wolf game through their keys; each frame a box waits on for its player is one that
the simulator's two boxes (tests/portable/twobox_kit.py) showed at that turn, and both final frames are theirs; a
third tab's garbage on the channel is refused; a tab closed mid-game is "Link lost" on the other and, opened
again, resumes the game. A linked card round is dealt alike on both tabs, each showing its own hand, and its
first moves play as on the simulator's two boxes (the whole round, about 500 presses and 80 s of bots' pauses,
is tests/portable/test_cards_linked.py's). The second box plays on saves of its own, and it and a tab waiting
for a box fit a phone.
"""

import time

import pytest

from host_sim.web import browser, web_box
from test_web import SETTLE_S, canvas, fits, press_keys, settled, site  # noqa: F401 (site: the served page, a fixture)
from test_cards_linked import _decide
from twobox_kit import BEGIN_GOAT, LOBBY, TwoBoxes
from yaga import link as L
from yaga.games import REGISTRY
from yaga.games.goat_wolf import rules as gw
from yaga.keyscript import NAMES, TICK_MS, levels, parse

SEED_A = 11  # the seeds twobox_kit's boxes start with (TwoBoxes: 10 and 20, one more at each boot)
SEED_B = 21
GAME_MS = 3000000  # far past a whole game (about 40 plies)
LOST_MS = L.LOST_MS + 500  # the other box silent this long: "Link lost" is on the screen


# ---- the simulator's two boxes: what the page must show -------------------------------------------------------


def _ready(box):
    """The box's player is to act now (its board settled, the other box there) and no key of it is waiting."""
    linked = box.board()
    return not box.masks and linked is not None and linked.app.settled and linked.can_act()


def _key(box):
    """What the player presses: DICE when its piece rolls, else A (the first option)."""
    return "DICE" if gw.current_player(box.board().app.s) == gw.CHANCE else "A"


def _linked(join, begin):
    """twobox_kit's two boxes: b plays `join` and waits for the other box, then a plays `begin`; returns them and
    b's frame as it waited."""
    tb = TwoBoxes(SEED_A - 1, SEED_B - 1)
    tb.b.keys(join)
    tb.settle()
    waiting = tb.b.frame().hex()
    tb.a.keys(begin)
    tb.settle()
    return tb, waiting


class Reference:
    """The linked game on twobox_kit's two boxes, played as the browser test plays it: box b opens the lobby
    (`lobby`: its frame there), box a begins the game as the Goat, then the box whose player is to act presses
    (_key) once its message has paged round. `turns`: [(box "a" or "b", key, the frames that box showed from its
    board settling until the press)]; `final`: both boxes' frames once the game is over and its message rests.
    With `reboot_at` = n, box b is switched off (its tab closed) as it waits for its player at the first of its
    turns from the n-th: `closed` is the frames it showed then, `lost` box a's frame once it says the link is
    lost, and b starts again from its saves with the next seed (the tab opened again). Frames in hex, as the
    page's canvas is read."""

    def __init__(self, reboot_at=None):
        tb, self.lobby = _linked(LOBBY, BEGIN_GOAT)
        self.turns = []
        self.closed = self.lost = None
        shown = []  # the frames of the box that waits for its player
        end = tb.now + GAME_MS
        while not tb.over() or tb.a.masks or tb.b.masks:
            assert tb.now < end, "the linked game did not end"
            for name, box in (("a", tb.a), ("b", tb.b)):
                if not _ready(box):
                    continue
                if box.frame().hex() not in shown:
                    shown.append(box.frame().hex())
                if box.board().app.paging:
                    continue
                if name == "b" and reboot_at is not None and len(self.turns) >= reboot_at and self.lost is None:
                    self.closed = shown
                    self._reboot(tb)
                else:
                    self.turns.append((name, _key(box), shown))
                    box.keys(_key(box))
                shown = []
            tb.step()
        while tb.a.app().paging or tb.b.app().paging:  # the last message pages round and rests
            tb.step()
        tb.run(1000)
        self.final = (tb.a.frame().hex(), tb.b.frame().hex())

    def _reboot(self, tb):
        tb.plug(False)
        tb.run(LOST_MS)
        self.lost = tb.a.frame().hex()
        tb.b.boot()
        tb.plug(True)


@pytest.fixture(scope="module")
def game():
    return Reference()


OPEN_CARDS = "DOWN*%d,A" % [name for name, _ in REGISTRY].index("cards")  # the card game's set-up
JOIN_CARDS = OPEN_CARDS + ",DOWN*5,A,DOWN,A"  # the set-up's last row (two players), Link: two boxes; join
BEGIN_CARDS = OPEN_CARDS + ",A,DOWN*6,A,A"  # three players (the third a strong bot), Link: two boxes; begin
CARD_DECISIONS = 6  # the humans' first moves played: three on each box, the bot's between
REST_MS = 600  # how long a card player looks at the table before a key
BUTTON_NAMES = {button: name for name, button in NAMES.items()}


class CardsReference:
    """A linked card round on twobox_kit's two boxes: box b opens the card game's set-up and joins (`joined`: its
    frame then), box a sets three players and begins; then the humans' first CARD_DECISIONS moves, each made
    through its box's keys by test_cards_linked's player (_decide), a key every REST_MS at the most. `turns`, as
    Reference's: [(box, key, the frames that box showed in the REST_MS before the key)]; `final`: both boxes'
    frames once the bot has moved after the last of them. Frames in hex."""

    def __init__(self):
        self.tb, self.joined = _linked(JOIN_CARDS, BEGIN_CARDS)
        tb = self.tb
        self.turns = []
        decisions = 0
        while decisions < CARD_DECISIONS:
            for self.name, self.box in (("a", tb.a), ("b", tb.b)):
                decisions += _decide(self, self.box.app())
            tb.step()
        tb.run(3000)
        self.final = (tb.a.frame().hex(), tb.b.frame().hex())

    def press(self, app, button):
        """_decide's press: the player looks at the table for REST_MS, then presses the key on its box."""
        shown = []
        for _ in range(REST_MS // TICK_MS):
            if self.box.frame().hex() not in shown:
                shown.append(self.box.frame().hex())
            self.tb.step()
        self.turns.append((self.name, BUTTON_NAMES[button], shown))
        self.box.keys(BUTTON_NAMES[button])
        while self.box.masks:
            self.tb.step()


# ---- the cable under CPython --------------------------------------------------------------------------------


def _pages():
    """Two Pages, each with a cable whose writes the other takes, as the page's BroadcastChannel carries them."""
    cables = []
    pages = []
    for seed in (SEED_A, SEED_B):
        cable = web_box.ChannelCable(lambda text, me=len(cables): cables[1 - me].take(text))
        cables.append(cable)
        pages.append(web_box.Page(web_box.StorageFs(web_box.MemoryStorage()), seed, cable=cable))
    return pages


def _play(pages, scripts, ms=1000):
    """Both pages stepped on one 10 ms clock, each pressing its script's levels, then ms more."""
    masks = [list(levels(parse(script))) for script in scripts]
    now = 0
    while masks[0] or masks[1] or ms > 0:
        if not (masks[0] or masks[1]):
            ms -= TICK_MS
        for page, queue in zip(pages, masks):
            page.step(queue.pop(0) if queue else 0, now)
        now += TICK_MS


def test_channel_cables_link_two_pages_into_one_goat_and_wolf_game():
    a, b = _pages()
    _play((a, b), (BEGIN_GOAT, LOBBY))
    boards = [page.shell.app.linked for page in (a, b)]
    assert all(linked is not None and linked.link.state == L.UP for linked in boards)
    assert (boards[0].piece, boards[1].piece) == (gw.GOAT, gw.WOLF)
    assert boards[0].app.s == boards[1].app.s  # the same game dealt from the seed of the box that began
    tb = TwoBoxes(SEED_A - 1, SEED_B - 1)  # the simulator's two boxes on their fake cable
    tb.a.keys(BEGIN_GOAT)
    tb.b.keys(LOBBY)
    tb.settle()
    assert (a.panel.glass(), b.panel.glass()) == (tb.a.frame(), tb.b.frame())


def test_channel_cable_posts_each_write_as_hex_and_takes_one_writes_hex():
    posted = []
    cable = web_box.ChannelCable(posted.append)
    assert cable.write(bytearray(b"\xa5\x05\x00")) == 3 and posted == ["a50500"]
    assert cable.take("a5050000") == 4 and cable.any() == 4
    got = bytearray(8)
    assert cable.readinto(got, 8) == 4 and got[:4] == b"\xa5\x05\x00\x00"
    assert cable.counts() == {"in": 4, "out": 3, "refused": 0, "dropped": 0}


@pytest.mark.parametrize("message", ["", "abc", "not hex", "0g", None, 7, b"\xa5", {"a": 1}])
def test_channel_cable_refuses_a_message_that_is_not_a_writes_hex(message):
    cable = web_box.ChannelCable(None)
    assert cable.take(message) == 0
    assert cable.any() == 0 and cable.counts()["refused"] == 1


def test_channel_cable_overrun_keeps_the_oldest_bytes_and_counts_the_rest():
    cable = web_box.ChannelCable(None)
    assert cable.take("00" * (web_box.CABLE_RX - 1)) == web_box.CABLE_RX - 1
    assert cable.take("a5a5") == 1
    assert cable.counts()["dropped"] == 1 and cable.any() == web_box.CABLE_RX


# ---- two tabs in headless Chromium ----------------------------------------------------------------------------

KEYS = {"A": "\ue007", "DICE": " ", "UP": "\ue013", "DOWN": "\ue015", "RIGHT": "\ue014"}  # Enter, Space, arrows
CABLE = "yaga/link"  # box.js CABLE: the page's channel for the cable
QUEUE = 8  # box.js QUEUE: the presses a page keeps waiting at most
PRESS_S = 0.15  # a press and the gap after it on the page's clock (box.js PRESS_MS + GAP_MS), with room to spare


def play_script(page, script):
    """A key script of presses (NAME or NAME*n) typed on the page, a queue's worth at a time."""
    keys = []
    for item in script.split(","):
        name, _, times = item.partition("*")
        keys += [KEYS[name]] * int(times or 1)
    for at in range(0, len(keys), QUEUE):
        press_keys(page, "".join(keys[at : at + QUEUE]))
        time.sleep(len(keys[at : at + QUEUE]) * PRESS_S)


class Tabs:
    """One headless Chromium (a fresh profile: no saves) and its tabs of the page by name."""

    def __init__(self, url):
        self.url = url
        self.page = browser.Browser()
        self.handles = {}

    def open(self, name, query):
        if self.handles:
            self.page.driver.switch_to.new_window("tab")
        self.page.open(self.url + query)
        self.handles[name] = self.page.driver.current_window_handle

    def show(self, name):
        """Its tab in front (the one shown before goes to the background)."""
        self.page.driver.switch_to.window(self.handles[name])

    def close(self, name):
        self.show(name)
        self.page.driver.close()
        del self.handles[name]

    def status(self):
        return self.page.driver.find_element("id", "status").text

    def quit(self):
        self.page.quit()


@pytest.fixture
def tabs(site):
    opened = Tabs(site.url)
    yield opened
    opened.quit()


def shows_one_of(page, frames, what):
    """Wait until the canvas shows one of frames; the assert names what was awaited."""
    deadline = time.monotonic() + SETTLE_S
    shown = canvas(page)
    while shown not in frames and time.monotonic() < deadline:
        time.sleep(0.05)
        shown = canvas(page)
    assert shown in frames, what


def leaves(page, frames, what):
    """Wait until the canvas shows none of frames (the press acted)."""
    deadline = time.monotonic() + SETTLE_S
    while canvas(page) in frames and time.monotonic() < deadline:
        time.sleep(0.02)
    assert canvas(page) not in frames, what


def owner(page):
    """Wait until the tab's box runs on its saves."""
    deadline = time.monotonic() + SETTLE_S
    while not page.js("return window.yagaBox.owner()") and time.monotonic() < deadline:
        time.sleep(0.05)
    return page.js("return window.yagaBox.owner()")


def saves(page, prefix):
    """The page's localStorage items under prefix (a box's saves), as JSON."""
    return page.js("return JSON.stringify(Object.entries(localStorage).filter(([k]) => k.startsWith(arguments[0]))"
                   ".sort())", prefix)


def test_second_box_plays_on_saves_of_its_own(tabs):
    tabs.open("a", "?seed=%d" % SEED_A)
    first = saves(tabs.page, "yaga/")
    tabs.open("b", "?seed=%d&box=2" % SEED_B)  # the second box by its address
    page = tabs.page
    assert owner(page) and tabs.status().startswith("The second box.")
    assert page.driver.title == "Baba Yaga Box 2" and page.js("return !document.getElementById('second-mark').hidden")
    assert saves(page, "yaga2/") == "[]"
    play_script(page, "A,DICE")  # the dice tray, a roll
    time.sleep(1.5)
    page.driver.refresh()  # it saves as its page goes ...
    page.wait_ready()
    assert "yaga2/app_dice" in saves(page, "yaga2/")  # ... under its own keys
    assert saves(page, "yaga/") == first  # the first box's untouched


PHONES = [(320, 568), (568, 320), (390, 844), (844, 390)]


def test_second_box_and_a_tab_waiting_for_a_box_fit_a_phone_both_ways(tabs):
    tabs.open("a", "?seed=%d" % SEED_A)
    tabs.open("b", "?seed=%d&box=2" % SEED_B)
    tabs.open("c", "")
    shown = tabs.page.js("return ['takeover', 'second'].map((id) => !document.getElementById(id).hidden)")
    assert shown == [True, True]  # "Play here" and "Second box"
    for name in "bc":  # b with its mark and the line that says how to link it, c with its two buttons
        tabs.show(name)
        for width, height in PHONES:
            fits(tabs.page, width, height, True)


def link_two_tabs(tabs, join, waiting, begin):
    """Tab a: the first box; tab b: the second, chosen where the first is open, plays `join` and shows `waiting`
    (the simulator's frame); then a plays `begin`."""
    page = tabs.page
    tabs.open("a", "?seed=%d" % SEED_A)
    tabs.open("b", "?seed=%d" % SEED_B)
    assert tabs.status() == "The box is open in another tab."
    page.driver.find_element("id", "second").click()
    assert owner(page)
    assert "box=2" in page.driver.current_url and page.driver.title == "Baba Yaga Box 2"
    play_script(page, join)
    assert settled(page, waiting) == waiting
    tabs.show("a")  # b waits for it in the background
    play_script(page, begin)


def play_turns(tabs, turns, first=0):
    """Each turn's box in front, once it shows a frame the simulator's box waited on then, its player's key."""
    page = tabs.page
    for i, (name, key, shown) in enumerate(turns[first:], first):
        tabs.show(name)
        shows_one_of(page, shown, "turn %d: box %s does not wait for its player as the simulator's" % (i, name))
        press_keys(page, KEYS[key])
        leaves(page, shown, "turn %d: box %s's %s did nothing" % (i, name, key))


def ends_on_the_simulators_frames(tabs, game):
    for name, final in zip("ab", game.final):
        tabs.show(name)
        assert settled(tabs.page, final) == final, "box %s's last frame" % name


GARBAGE = """
const channel = new BroadcastChannel(arguments[0]);
const rng = (() => { let x = arguments[1]; return () => (x = (x * 1103515245 + 12345) >>> 0) >>> 8; })();
let bytes = 0;
for (let m = 0; m < 200; m++) {
  let hex = '';
  const n = 1 + rng() % 300;
  for (let i = 0; i < n; i++) hex += (rng() & 255).toString(16).padStart(2, '0');
  channel.postMessage(hex);
  bytes += n;
}
const refused = ['', 'abc', 'not hex', {a: 1}, null, 7, new Uint8Array([0xa5, 5]), '00'.repeat(5000)];
for (const message of refused) channel.postMessage(message);
channel.close();
return [bytes, refused.length];
"""


def test_two_tabs_play_a_whole_linked_goat_and_wolf_game_through_their_keys_to_the_simulators_frames(tabs, game):
    link_two_tabs(tabs, LOBBY, game.lobby, BEGIN_GOAT)
    third = len(game.turns) // 3
    play_turns(tabs, game.turns[:third])
    before = {}
    for name in "ab":
        tabs.show(name)
        before[name] = tabs.page.js("return window.yagaBox.cable()")
    tabs.open("c", "")  # a third tab: the first box and the second are taken, it waits ...
    assert tabs.status() == "The box is open in another tab."
    sent, refused = tabs.page.js(GARBAGE, CABLE, 7)  # ... and its console puts garbage on the cable
    tabs.close("c")
    for name in "ab":
        tabs.show(name)
        deadline = time.monotonic() + SETTLE_S
        got = tabs.page.js("return window.yagaBox.cable()")
        while got["refused"] - before[name]["refused"] < refused and time.monotonic() < deadline:
            time.sleep(0.05)
            got = tabs.page.js("return window.yagaBox.cable()")
        assert got["refused"] - before[name]["refused"] == refused  # no box's write: refused unread
        assert got["in"] + got["dropped"] - before[name]["in"] - before[name]["dropped"] >= sent  # to yaga.link
    play_turns(tabs, game.turns, third)
    ends_on_the_simulators_frames(tabs, game)


REBOOT_AT = 8  # the turn from which the second box's tab is closed as its player is to act
RESUMED_TURNS = 4  # the turns played after it is opened again (the whole game's end: the test above)


def test_a_tab_closed_mid_game_is_link_lost_on_the_other_and_opened_again_resumes_the_game(tabs):
    game = Reference(REBOOT_AT)
    link_two_tabs(tabs, LOBBY, game.lobby, BEGIN_GOAT)
    at = next(i for i, (name, _, _) in enumerate(game.turns) if i >= REBOOT_AT and name == "b")
    play_turns(tabs, game.turns[:at])
    tabs.show("b")
    shows_one_of(tabs.page, game.closed, "box b does not wait for its player as the simulator's")
    tabs.close("b")  # the box switched off: it saves as its page goes
    tabs.show("a")
    assert settled(tabs.page, game.lost) == game.lost  # "Link lost" on the other box
    tabs.open("b", "?seed=%d&box=2" % (SEED_B + 1))  # the same address opened again (a box's new start)
    assert tabs.status().startswith("The second box")
    play_turns(tabs, game.turns[: at + RESUMED_TURNS], at)  # from its own turn, which it waited on again
    name, _, shown = game.turns[at + RESUMED_TURNS]
    tabs.show(name)
    shows_one_of(tabs.page, shown, "box %s does not wait for its player as the simulator's" % name)


def test_two_tabs_link_a_card_round_each_holding_its_own_hand_as_the_simulators_two_boxes(tabs):
    cards = CardsReference()
    link_two_tabs(tabs, JOIN_CARDS, cards.joined, BEGIN_CARDS)
    play_turns(tabs, cards.turns)
    ends_on_the_simulators_frames(tabs, cards)
    assert cards.final[0] != cards.final[1]  # the same table, each box its own hand
