"""Every app played whole through its keys by the player in tools/playthrough, the short version (the
long one is `make soak`). Every mode of every app once, in the three languages in turn; the player's own checks
(a choice that never shows, a screen no key changes, a crash, an id or a clipped text on screen) proved on
purpose-made faults; the key scripts it writes replay to the same frames in the simulator, and on the device
(firmware/main.py under the MicroPython unix port, in the Pico-sized heap)."""

import os
import sys
import tempfile

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "tools"), os.path.join(ROOT, "tools", "fakehw")]

import headless  # noqa: E402
from playthrough import games, goat_wolf  # noqa: E402
from playthrough.rig import SETTLE_MS, Failure, Rig, frames_digest  # noqa: E402
from yaga import ui  # noqa: E402

SEED = 11
MODES = games.catalogue()


def _name(app, config):
    return "%s-%s" % (app, "-".join(map(str, config)))


@pytest.fixture
def rig():
    r = Rig(1)
    yield r
    r.close()


def _fails(rig, kind, action):
    with pytest.raises(Failure) as e:
        action()
        rig.wait(10)  # a fault seen while drawing is raised at the end of the step
    assert e.value.kind == kind, str(e.value)
    return e.value


def test_catalogue_holds_every_mode_of_every_app():
    modes = set(MODES)
    for mode in ("goat", "wolf", "demo"):  # Goat and Wolf: every AI level, as Goat, as Wolf, AI vs AI
        for level in ("easy", "normal", "hard"):
            assert ("goat_wolf", (mode, level)) in modes
    assert ("goat_wolf", ("humans", "normal")) in modes
    for n in range(2, 6):  # cards: 2-5 seats, against bots and pass-and-play
        assert ("cards", (n, "one")) in modes and ("cards", (n, "pass")) in modes
    for style in ("competitive", "cooperative"):  # the quest: 1-6 players in every style
        for n in range(2, 7):
            assert ("quest", (style, n)) in modes
    assert ("quest", ("solo", 1)) in modes
    assert ("tatra", ("short",)) in modes and ("dice", (40,)) in modes


@pytest.mark.parametrize("app,config", MODES, ids=[_name(a, c) for a, c in MODES])
def test_every_mode_of_every_app_plays_whole_through_the_keys(app, config):
    lang = games.LANGUAGES[MODES.index((app, config)) % 3]
    r = games.play_game(app, config, lang, SEED)
    assert r.failure is None, "%s\n  again: %s\n  keys:  %s" % (r.failure, r.rerun(), r.replay())
    assert r.presses > 10 and r.frames[0] > 10


def test_the_player_fails_on_a_text_running_off_the_screen(rig):
    f = _fails(rig, "clipped", lambda: rig.shell.canvas.text("Goat and Wolf", 60, 20))
    assert "Goat and Wolf" in f.detail
    _fails(rig, "clipped", lambda: rig.shell.canvas.text("low", 2, 60))


def test_the_player_lets_a_row_cut_short_by_design_pass_and_notes_it(rig):
    ui.clipped_text(rig.shell.canvas, "A label far too long for its row", 2, 10, 60)
    rig.wait(10)
    assert [text for _, text, _ in rig.cuts] == ["A label far too long for its row"]


@pytest.mark.parametrize("text", ["Round stuck? (BY-6)", "hint_ok", "Player %d", "None", "\u2603"])
def test_the_player_fails_on_an_internal_id_on_the_screen(rig, text):
    _fails(rig, "id", lambda: rig.shell.canvas.text(text, 0, 20))


def test_the_player_fails_on_fifty_presses_that_change_nothing(rig):
    for _ in range(49):
        rig.press("LEFT")  # the main menu: LEFT changes nothing
    _fails(rig, "stuck", lambda: rig.press("LEFT"))


def test_the_player_fails_on_a_choice_not_shown_a_second_after_the_screen_settled(rig):
    start = rig.now
    _fails(rig, "softlock", lambda: rig.expect(lambda: False, "a choice that never comes"))
    assert SETTLE_MS <= rig.now - start <= SETTLE_MS + 100


def test_the_player_fails_on_an_app_that_raises(rig):
    games.open_app(rig, "dice")

    def broken(now_ms):
        raise RuntimeError("broken tick")

    rig.shell.app.tick = broken
    f = _fails(rig, "crash", lambda: rig.wait(10))
    assert "broken tick" in f.detail


def test_the_wolf_after_the_goats_ai_move_is_shown_its_choice_at_once():
    # the soft lock's reproduction, through the rig: You are the Wolf, the Goat's AI move, the Wolf's roll
    r = Rig(3)
    try:
        games.open_app(r, "goat_wolf")
        for key in ("DOWN", "DOWN", "A", "WAIT3000", "A", "WAIT3000", "DICE"):
            r.wait(int(key[4:])) if key.startswith("WAIT") else r.press(key)
        app = r.app
        m = r.app_module()
        assert m.gw.current_player(app.s) == m.gw.WOLF  # the Wolf rolled: its path is to choose
        question, names = goat_wolf.choice_words(app, m, m.gw)
        r.expect(lambda: goat_wolf.choice_shown(r, app, question, names), "the Wolf's path %r %s" % (question, names))
    finally:
        r.close()


@pytest.mark.parametrize("app,config", [("goat_wolf", ("wolf", "normal")), ("cards", (3, "two")),
                                        ("quest", ("cooperative", 3)), ("tatra", ("medium",)), ("dice", (40,))])
def test_a_games_key_script_replays_to_the_same_frames_headless_and_in_the_simulator(app, config):
    from host_sim.session import Session
    from yaga.keyscript import parse

    r = games.play_game(app, config, "es", SEED)
    assert r.failure is None, str(r.failure)
    frames = []
    with tempfile.TemporaryDirectory() as d:
        headless.run(r.script, r.seed, d, lambda now, frame: frames.append(bytes(frame)))
    assert frames_digest(frames) == r.frames
    with tempfile.TemporaryDirectory() as d:  # what `python -m host_sim --seed N --keys SCRIPT` plays
        session = Session(d, r.seed)
        session.play(parse(r.script))
        assert bytes(session.display.glass()) == frames[-1]


# whole games on the device: a few per app, their scripts from the CPython player (the longer modes: a tournament
# with pass-and-play, a six-player quest, are in the CPython runs above and the soak)
DEVICE_HEAP = "208K"  # the 64-bit unix port keeps every interned name and doubles each object: a proxy, the lab measures the Pico
# the apps on the view stack keep their screens' classes and yaga.views loaded while they play; Goat and Wolf's
# games also open the coach's odds and the review (loaded while shown), in Spanish and Russian words; both keep the
# battery's reading and gauge beside them (tools/fakehw/harness.py APP_HEAPSIZES)
DEVICE_HEAPS = {"goat_wolf": "220K", "quest": "218K"}
DEVICE_GAMES = [("goat_wolf", ("wolf", "normal")), ("goat_wolf", ("demo", "hard")), ("goat_wolf", ("humans", "normal")),
                ("goat_wolf", ("goat", "easy")), ("cards", (2, "one")), ("cards", (3, "pass")), ("cards", (4, "two")),
                ("quest", ("competitive", 3)), ("quest", ("solo", 1)), ("quest", ("cooperative", 4)),
                ("tatra", ("short",)), ("tatra", ("long",)), ("dice", (40,)), ("dice", (120,))]


@pytest.mark.parametrize("app,config", DEVICE_GAMES, ids=[_name(a, c) for a, c in DEVICE_GAMES])
def test_whole_games_replayed_on_the_device_show_the_players_frames(tmp_path, app, config):
    from harness import distinct, run_session, without_jack

    r = games.play_game(app, config, games.LANGUAGES[DEVICE_GAMES.index((app, config)) % 3], SEED)
    assert r.failure is None, str(r.failure)
    # the player's simulator has no link cable, so neither has this box (Goat and Wolf's Link row says so)
    s = run_session(str(tmp_path), r.script, tail_ms=0, seed=r.seed, heapsize=DEVICE_HEAPS.get(app, DEVICE_HEAP),
                    board_source=without_jack())
    assert s.returncode == 0 and s.err == "", s.out + s.err
    assert "Traceback" not in s.out and "MemoryError" not in s.out, s.out  # no app crashed (the problem screen)
    assert frames_digest(distinct([ram for _, ram in s.frames])) == r.frames
    assert s.report["restarts"] == 0  # the app was left at the end: the menu, with no restart
