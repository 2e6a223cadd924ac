"""While a linked game is open, the box's loop steps the shell on every beat: firmware/device.py waits (the core in
WFE) only as long as shell.idle_ms says, and a byte on the cable does not end that wait, so a linked game must say
"no wait" in the lobby, on the other box's turn and while the link is lost. Then the other box's bytes are read
within a beat and its move shows at once (the device lab's press-to-frame figure). Both linked games through both
boxes' keys, both interpreters."""

from twobox_kit import BEGIN_GOAT, CARDS_BEGIN, CARDS_JOIN, LOBBY, TwoBoxes, cards_keys, cards_over
from yaga.keyscript import TICK_MS

GAME_MS = 3000000
CARD_PLAY_MS = 40000  # a stretch of a round: the bot's turns, both humans', both boxes waiting for each other


class Beats:
    """Checks after every step of two linked boxes that each box with a linked game open asks for no wait beyond
    the next beat; `checked` counts the steps it looked at."""

    def __init__(self):
        self.checked = 0

    def __call__(self, tb):
        for box in (tb.a, tb.b):
            app = box.shell.app
            if app is None or getattr(app, "linked", None) is None and type(app.top()).__name__ != "Lobby":
                continue
            idle = box.shell.idle_ms(tb.now)
            assert idle is not None and idle <= TICK_MS, (type(app.top()).__name__, idle)
            self.checked += 1


def _run(tb, ms, beats):
    for _ in range(ms // TICK_MS):
        tb.step()
        beats(tb)


def test_a_linked_goat_and_wolf_game_keeps_the_loop_on_its_beat_from_the_lobby_to_its_end():
    tb = TwoBoxes()
    beats = Beats()
    tb.b.keys(LOBBY)
    _run(tb, 3000, beats)  # B's lobby waits for A
    tb.a.keys(BEGIN_GOAT)
    _run(tb, 3000, beats)
    tb.plug(False)
    _run(tb, 2000, beats)  # Link lost on both
    tb.plug(True)
    assert tb.play_out(GAME_MS, beats)
    assert beats.checked > 5000


def test_a_linked_card_round_keeps_the_loop_on_its_beat_while_each_box_waits_for_the_other():
    tb = TwoBoxes()
    beats = Beats()
    tb.a.keys(CARDS_BEGIN)
    _run(tb, 3000, beats)  # A waits for B to join
    tb.b.keys(CARDS_JOIN)
    _run(tb, 3000, beats)
    tb.plug(False)
    _run(tb, 2000, beats)  # Link lost on both
    tb.plug(True)
    tb.play_out(CARD_PLAY_MS, beats, cards_keys, cards_over)
    assert tb.a.shell.app.linked.ply > 10 and beats.checked > 5000
