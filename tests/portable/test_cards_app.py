"""The card game screens driven by keys: set-up, exchange, paying a spell, Garlic, pass-and-play, bots,
reveal and tournament table, autosave and resume (BY-2 ... BY-10 through the buttons)."""

import sys

from memfs import MemFs
from screenkit import Clock, note_on_top, open_app, press, text_in_row
from yaga import strings
from yaga.games.cards import draw, history
from yaga.games.cards import app as cards_app
from yaga.games.cards.app import TEXTS
from yaga.buttons import A, B, DICE, DOWN, LEFT, RIGHT
from yaga.gfx import Canvas
import cards_kit as kit
from yaga.games.cards import rules as C
from yaga import saves
from yaga.saves import Store

HUMAN = 0
STRONG = 2


def _screen(app):
    """The screen on top by name: its view's class, and which of its kinds it is. The classes are the app's own
    module's (another test's shell may have unloaded the one imported above and the app come from a new one)."""
    m = sys.modules["yaga.games.cards.app"]
    v = app.top()
    if isinstance(v, m.Table):
        return "pay" if v.paying else "table"
    if isinstance(v, m.Choice):  # the Garlic question is asked alone, the others over the table
        return "garlic" if len(app.views) == 1 else ("actions" if v.stage < 0 else "choose")
    if isinstance(v, m.Pass):
        return "pass"
    if isinstance(v, m.Note):  # the cards a human drew, shown before the box goes on
        return "drew"
    if isinstance(v, m.Scores):
        return "totals" if v.totals else "reveal"
    if isinstance(v, m.Ask):
        return "redeal" if v.redeal else "restart"
    return type(v).__name__.lower()  # setup, menu, history, pages (the rules)


def _open(fs):
    from yaga.games.cards.app import App

    strings.set_language("en")
    app = open_app(App, "cards", fs, Clock(), seeds=lambda: 77)
    app.clock = app.box._clock
    return app


def _start(app, seats):
    """SETUP: players row, one row per seat (human / simple / strong), Start."""
    n = len(seats)
    press(app, *([A] * (n - 2)))
    for p in range(n):
        press(app, DOWN)
        while app.kinds[p] != seats[p]:
            press(app, RIGHT)
    press(app, DOWN, A)
    assert _screen(app) == "table" and C.players(app.s) == n


def _wait(app, ms=1000, times=1):
    for _ in range(times):
        app.clock.ms += ms
        app.tick(app.clock.ms)
        app.draw(app.box.canvas)


def _next_turn(app):
    """One more turn of the shell, its clock unmoved: the tick, which writes what changed once its frame is drawn
    (a save never stands between a press and its frame), and the frame. The helpers drew the last
    frame; the shell clears dirty as it draws."""
    app.dirty = False
    app.tick(app.clock.ms)
    app.draw(app.box.canvas)


def _arrange(app, hands, discards, draw=(), turn=0):
    C.arrange(app.s, hands, discards, draw, turn)
    app.sync()
    app.draw(app.box.canvas)


def _row(app, label):
    """Move the list cursor to the row with this label and press A."""
    items = app.top().items
    assert label in items, (label, items)
    while items[app.top().cursor] != label:
        press(app, DOWN)
    press(app, A)


def _to_card(app, kind):
    n = app.fill_hand()
    for _ in range(n):
        if app.hand[app.cursor] == kind:
            return
        press(app, RIGHT)
    raise AssertionError("no such card in hand")


def _pay_and_cast(app, spell, potions):
    """The spell's actions, "Cast it", each potion (by name) marked with A, DICE: the spell's first question."""
    _to_card(app, spell)
    press(app, A)
    _row(app, "Cast it")
    for kind in potions:
        _to_card(app, kit.card_id(kind))
        press(app, A)
    press(app, DICE)


def test_by2_setup_deals_and_shows_the_table():
    app = _open(MemFs())
    _start(app, [HUMAN, STRONG, STRONG])
    _wait(app)  # the deal is a chance outcome the app applies itself
    d = C.to_dict(app.s)
    assert [len(h) for h in d["hands"]] == [5, 5, 5] and app.viewer == 0
    app.fill_hand()
    app.draw(app.box.canvas)
    assert text_in_row(app.box.canvas, "←→ card A:act B:menu", 56)  # the keys until a card is picked
    press(app, RIGHT, LEFT)
    assert text_in_row(app.box.canvas, app.w["card_names"][app.hand[0]], 56)  # then the cursor card's name


def test_by3_exchange_through_the_action_list():
    app = _open(MemFs())
    _start(app, [HUMAN, STRONG])
    _wait(app)
    _arrange(app, [["P1", "P2", "P3", "P4", "P7"], ["P5", "P5", "P6", "P6", "P7"]], [["P2"], ["P5"]], ["GARLIC"])
    _to_card(app, C.P7)
    press(app, A)
    assert _screen(app) == "actions" and app.top().items == [
        "To pile 1, draw", "To pile 1, take 5", "To pile 2, draw", "To pile 2, take 2"]
    _row(app, "To pile 1, draw")
    assert C.to_dict(app.s)["hands"][0] == ["P1", "P2", "P3", "P4", "GARLIC"]
    assert app.note == "P1: 7→1, drew"
    assert C.current_player(app.s) == 1
    _wait(app, 100)
    assert C.current_player(app.s) == 1  # the bot waits so its move can be read
    _wait(app, 1000)
    assert C.current_player(app.s) == 0 and app.note.startswith("P2")


def test_by4_pay_a_pelican_with_the_dpad_and_dice():
    app = _open(MemFs())
    _start(app, [HUMAN, STRONG])
    _wait(app)
    _arrange(app, [["PELICAN", "P3", "P4", "P6", "P6"], ["P5", "P5", "P6", "P7", "P7"]], [["P2"], ["P5"]])
    _to_card(app, C.PELICAN)
    press(app, A)
    _row(app, "Cast it")
    assert _screen(app) == "pay" and app.status(_screen(app) == "pay") == "A: pick potions for 7"
    _to_card(app, kit.card_id("P3"))
    press(app, A)
    assert app.status(_screen(app) == "pay") == "3 of 7  DICE: cast"
    press(app, DICE)
    assert app.note == "Potions: exactly 7" and _screen(app) == "pay"  # 3 is not 7: nothing cast
    _to_card(app, kit.card_id("P4"))
    press(app, A)
    assert app.status(_screen(app) == "pay") == "7 of 7  DICE: cast"
    press(app, DICE)
    assert app.top().items == ["A Baba Yaga", "An Owl"]
    _row(app, "A Baba Yaga")
    _row(app, "Onto pile 2")
    d = C.to_dict(app.s)
    assert "BY" in d["hands"][0] and d["discards"][1][-1] == "PELICAN" and d["active"][1]


def test_by4_a_spell_that_cannot_be_cast_says_why_under_its_actions():
    """Cats with nobody holding a Baba Yaga or an Owl, then with a target but no potions of 7 and no Mortar: no "Cast
    it" row, and the reason on the list's hint line."""
    for other, hint in ((PLAIN3, "Nobody to take from"), (["BY", "P5", "P6", "P7", "P7"], "Can't cast: needs 7")):
        app = _open(MemFs())
        _start(app, [HUMAN, STRONG])
        _wait(app)
        _arrange(app, [["CATS", "P5", "P5", "P6", "P6"] if "BY" in other else ["CATS", "P3", "P4", "P6", "P6"],
                       other], [["P2"], ["P5"]])
        _to_card(app, C.CATS)
        press(app, A)
        assert "Cast it" not in app.top().items and app.top().hint == hint
        assert text_in_row(app.box.canvas, hint, 56)


def test_by4_the_lost_wand_asks_what_the_others_give_back_not_what_to_take():
    app = _open(MemFs())
    _start(app, [HUMAN, STRONG])
    _wait(app)
    _arrange(app, [["WAND", "P1", "P3", "P4", "P6"], ["BY", "OWL", "P6", "P7", "P7"]], [["P2"], ["P5"]])
    _pay_and_cast(app, C.WAND, ("P1", "P3", "P4"))
    assert app.top().title == "Others give back" and app.top().items == ["Baba Yagas", "Owls"]
    assert text_in_row(app.box.canvas, "Others give back", 1, 0)


def test_a_pressed_a_hurries_the_bots_to_the_next_human_turn():
    """Three strong bots after the human's move: each waits so its move can be read; A on the table skips those
    pauses, one move a frame, until the human's turn (the hint says so)."""
    waits = []
    for hurry in (False, True):
        app = _open(MemFs())
        _start(app, [HUMAN, STRONG, STRONG, STRONG])
        _wait(app)
        press(app, A)
        _row(app, "To pile 1, draw")
        assert C.current_player(app.s) == 1 and app.status(_screen(app) == "pay").endswith("→1, drew")
        if hurry:
            press(app, A)
        for tick in range(1, 40):
            _wait(app, 10)
            if C.current_player(app.s) == 0:
                break
        waits.append(tick)
    assert waits[1] <= 4 < waits[0] == 39  # hurried: three bots in as many frames; else still waiting


def test_new_tournament_asks_before_throwing_away_the_one_in_progress():
    app = _open(MemFs())
    _start(app, [HUMAN, STRONG])
    _wait(app)
    press(app, A)
    _row(app, "To pile 1, draw")
    before = bytes(app.s)
    press(app, B)
    _row(app, "New tournament")
    _row(app, "Start")
    assert _screen(app) == "restart" and app.top().title == "New tournament"
    assert text_in_row(app.box.canvas, "The tournament in", 11)
    press(app, A)  # "Play on" is the answer shown
    assert _screen(app) == "setup" and app.top().items[app.top().cursor] == "Start" and bytes(app.s) == before
    press(app, A, RIGHT, A)  # Start, then "New"
    assert _screen(app) == "table" and C.turns_played(app.s) == 0 and bytes(app.s) != before


def _saved(fs):
    """The app's payload as saved, in today's layout."""
    return Store(fs).load("app_cards", 3, layout=cards_app.LAYOUT)[1]


def _as_drawn_afresh(app):
    """True when the frame on the canvas is the table drawn anew, without the one kept from the last frame."""
    kept = bytes(app.box.canvas.buf)
    app.table = draw.Table()
    app.draw(app.box.canvas)
    return bytes(app.box.canvas.buf) == kept


def test_a_cursor_move_draws_the_table_as_drawn_afresh_and_writes_nothing():
    """A cursor move copies the table kept from the last frame and draws its one card over it: the bytes
    of the whole table drawn anew (the cursor on the card last drawn, its dot; payments marked); nothing written."""
    fs = MemFs()
    app = _open(fs)
    _start(app, [HUMAN, STRONG])
    _wait(app)
    _arrange(app, [["PELICAN", "P3", "P4", "P6", "P6"], PLAIN3], [["P2"], ["P5"]])
    app.marks[0] = 1 + kit.card_id("P4")  # the dot of the card last drawn from the pile
    _next_turn(app)
    before = _saved(fs)
    for k in (RIGHT, RIGHT, RIGHT, LEFT, LEFT, LEFT, LEFT):
        press(app, k)
        assert _as_drawn_afresh(app)
        _next_turn(app)
        assert _saved(fs) == before and not app.unsaved
    _to_card(app, C.PELICAN)
    press(app, A)
    _row(app, "Cast it")
    _to_card(app, kit.card_id("P3"))
    press(app, A)
    assert _screen(app) == "pay" and app.chosen and _as_drawn_afresh(app)
    press(app, RIGHT)
    assert _as_drawn_afresh(app)
    _next_turn(app)
    assert _saved(fs) == before


def test_an_action_is_written_by_the_turn_after_its_frame():
    """The flash write of an action comes after its frame (the next tick), never between the press and
    the frame; the shell's save() as the app is left writes it too."""
    fs = MemFs()
    app = _open(fs)
    _start(app, [HUMAN, STRONG])
    _wait(app)
    _next_turn(app)
    before = _saved(fs)
    press(app, A)
    _row(app, app.top().items[0])
    assert app.unsaved and _saved(fs) == before
    _next_turn(app)
    assert _saved(fs)[7:7 + C.STATE_SIZE] == bytes(app.s) and not app.unsaved
    _wait(app, 1000)  # the bot's move, drawn
    app.save()  # the app left at once
    assert _saved(fs)[7:7 + C.STATE_SIZE] == bytes(app.s)


def test_by5_garlic_is_asked_of_the_targeted_human_at_once():
    app = _open(MemFs())
    _start(app, [HUMAN, STRONG])
    _wait(app)
    _arrange(app, [["BY", "GARLIC", "P3", "P4", "P5"], ["CATS", "P3", "P4", "P6", "P6"]], [["P2"], ["P5"]], turn=1)
    for a in C.legal_actions(app.s):
        if C.action_to_str(app.s, a) == "cast CATS[4+3]>0 P0:BY":
            app.act(a)
    assert _screen(app) == "garlic" and app.top().title == "P2: Cats on you!"
    _row(app, "Garlic on pile 2")
    d = C.to_dict(app.s)
    assert "BY" in d["hands"][0] and d["discards"][1][-1] == "GARLIC"


def test_by6_declare_is_offered_only_when_legal_then_reveal_and_scores():
    app = _open(MemFs())
    _start(app, [HUMAN, STRONG])
    _wait(app)
    _arrange(app, [["BY", "BY", "P1", "P1", "P3"], ["P5", "P5", "P6", "P7", "P7"]], [["P2"], ["P5"]])
    press(app, A)
    assert "Baba Yaga!" not in app.top().items
    press(app, B)
    _arrange(app, [["BY", "BY", "P1", "P1", "P2"], ["P5", "P5", "P6", "P7", "P7"]], [["P2"], ["P5"]])
    press(app, A)
    assert app.top().items[0] == "Baba Yaga!"
    press(app, A)
    assert _screen(app) == "reveal" and text_in_row(app.box.canvas, "P1 called", 1, 0)
    press(app, A)
    assert _screen(app) == "totals" and C.to_dict(app.s)["totals"] == [0, 30]
    press(app, A)
    _wait(app, 400)
    d = C.to_dict(app.s)
    assert d["round"] == 2 and d["starter"] == 1 and not d["round_over"]
    assert app.note == ""  # the last round's "Baba Yaga!" is not told at the new deal


def test_pass_and_play_hides_the_hand_until_the_next_player_takes_the_box():
    app = _open(MemFs())
    _start(app, [HUMAN, HUMAN])
    _wait(app)
    assert _screen(app) == "pass" and app.top().title == "Player 1"  # nobody's hand on show yet
    press(app, A)
    assert _screen(app) == "table" and app.viewer == 0
    press(app, A)
    _row(app, app.top().items[0])
    if _screen(app) == "drew":  # the card drawn, shown to its drawer before the box goes on
        press(app, A)
    assert _screen(app) == "pass" and app.top().title == "Player 2"
    press(app, A)
    assert app.viewer == 1 and _screen(app) == "table"


def test_autosave_resumes_the_tournament_and_hides_hands_after_power_off():
    fs = MemFs()
    app = _open(fs)
    _start(app, [HUMAN, HUMAN, STRONG])
    _wait(app)
    press(app, A)
    press(app, A)
    _row(app, app.top().items[0])
    _next_turn(app)
    saved = bytes(app.s)
    again = _open(fs)
    assert bytes(again.s) == saved and again.kinds[:3] == bytearray([HUMAN, HUMAN, STRONG])
    assert _screen(again) == "pass"  # pass-and-play: the hand is hidden until its owner presses A


def test_by2_setup_choices_made_before_start_survive_a_power_cut():
    # BY-2: the player count and seats chosen are saved as a set-up record, so the table finds them again
    fs = MemFs()
    app = _open(fs)
    press(app, A, A)  # players 2 -> 4
    press(app, DOWN, DOWN, RIGHT, DOWN, DOWN, LEFT)  # seat 2 human, seat 4 simple
    want = bytearray([HUMAN, HUMAN, STRONG, 1])
    assert app.n == 4 and app.kinds[:4] == want and app.s is None
    _next_turn(app)
    again = _open(fs)  # power cut: no save() call from the shell
    assert _screen(again) == "setup" and again.s is None
    assert again.n == 4 and again.kinds[:4] == want
    assert len(again.top().items) == 8  # players, four seats, Start, How to play, Link: two boxes
    press(again, DOWN, DOWN, DOWN, DOWN, DOWN, A)  # Start on the kept choices
    assert C.players(again.s) == 4
    _next_turn(again)  # the start written, the cards dealt
    _next_turn(again)  # the deal written
    third = _open(fs)
    assert bytes(third.s) == bytes(again.s) and third.kinds[:4] == want


def test_a_damaged_setup_record_is_not_trusted():
    fs = MemFs()
    app = _open(fs)
    payload = bytearray(7 + C.STATE_SIZE)
    payload[0] = 7  # no such seat kind
    payload[5] = 3
    payload[6] = 2
    app.box.store.save(payload)
    again = _open(fs)
    assert _screen(again) == "setup" and again.n == 2 and again.kinds[0] == HUMAN


def test_a_damaged_save_is_not_trusted():
    fs = MemFs()
    app = _open(fs)
    _start(app, [HUMAN, STRONG])
    _wait(app)
    _next_turn(app)
    payload = bytearray(7 + C.STATE_SIZE)
    payload[7 + 4] = 3  # three players but no cards anywhere
    app.box.store.save(payload)
    again = _open(fs)  # set aside, and the game saved before it resumes
    assert bytes(again.s) == bytes(app.s) and fs.exists("app_cards.bad")
    fs.remove("app_cards")
    app.box.store.save(payload)  # the only record
    fresh = _open(fs)  # with no previous save: the set-up
    assert _screen(fresh) == "setup" and fresh.s is None


def test_bots_play_a_whole_round_on_their_own():
    app = _open(MemFs())
    _start(app, [STRONG, STRONG, STRONG])
    for _ in range(3000):
        _wait(app)
        if _screen(app) == "reveal":
            break
    assert _screen(app) == "reveal" and C.declarer(app.s) >= 0
    press(app, A)
    assert _screen(app) == "totals"


def test_the_game_s_modules_are_imported_with_the_app_and_its_texts_are_one_table():
    """No module is loaded or dropped by hand while the game is played: the bots, the drawing and the
    history come with the app and stay (the shell drops them all when the app is left), and the texts are the
    one cached table of yaga.strings (no words file open)."""

    app = _open(MemFs())
    loaded = ("yaga.games.cards.ai", "yaga.games.cards.draw", "yaga.games.cards.history", "yaga.games.cards.rules")
    assert all([name in sys.modules for name in loaded]) and app.w is strings.table(TEXTS)
    _start(app, [HUMAN, STRONG])
    _wait(app, times=3)
    press(app, B)
    assert _screen(app) == "menu" and all([name in sys.modules for name in loaded])
    press(app, B)
    press(app, A)
    _row(app, app.top().items[0])  # the human's move
    _wait(app, times=2)  # the bot moved
    assert _screen(app) == "table" and all([name in sys.modules for name in loaded]) and app.w is strings.table(TEXTS)


MENU = ["Resume", "Scores", "History", "How to play", "New tournament", "Leave"]


def test_by12_after_60_turns_the_menu_offers_a_redeal_that_scores_nothing_and_keeps_the_tournament():
    app = _open(MemFs())
    _start(app, [HUMAN, STRONG, STRONG])
    _wait(app)
    press(app, B)
    assert app.top().items == MENU  # no redeal before 60 turns
    assert text_in_row(app.box.canvas, "turn 1", 1, 0)  # players count turns from 1
    press(app, B)
    C.arrange(app.s, [PLAIN3, PLAIN3[::-1], ["P4", "P5", "P6", "P6", "P7"]], [["P2"], ["P3"]], turn=1)
    for p, t in ((0, 31), (1, 27), (2, 12)):
        app.s[20 + 2 * p + 1] = t  # tournament totals (engine layout)
    app.s[16] = 4  # the round count
    app.s[7] = 1  # player 2 started this round
    app.s[319] = 60  # turns played this round
    press(app, B)
    assert text_in_row(app.box.canvas, "turn 61", 1, 0)
    assert app.top().items == MENU + ["Redeal this round"]
    _row(app, "Redeal this round")
    assert _screen(app) == "redeal" and app.top().question.startswith("60 turns")
    press(app, A)  # the answer shown first is "Play on": nothing happens
    assert _screen(app) == "menu" and C.phase(app.s) == C.TURN and C.to_dict(app.s)["turns"] == 60
    _row(app, "Redeal this round")
    press(app, RIGHT)
    assert app.top().yes
    press(app, A)
    _wait(app, 400)  # the deal
    d = C.to_dict(app.s)
    assert d["totals"] == [31, 27, 12] and d["round"] == 4 and d["last_points"] == [0, 0, 0]  # no points
    assert d["phase"] == "turn" and d["turn"] == 1 and d["starter"] == 1 and d["turns"] == 0  # same starter
    assert [len(h) for h in d["hands"]] == [5, 5, 5] and d["draw"] == 78 - 20 - 8 - 15 - 2
    assert _screen(app) == "table" and app.note == "Round dealt again"
    press(app, B)
    assert app.top().items == MENU  # 60 more turns before the next redeal
    _row(app, "History")
    assert app.top().items == ["Round dealt again"]  # the round's history starts afresh with the redeal
    press(app, B)
    for screen in _screens_text(app):
        assert "BY-" not in screen  # no rule id on any screen


def test_by12_bots_never_redeal_and_the_engine_refuses_a_redeal_before_60_turns():
    from expect import raises

    app = _open(MemFs())
    _start(app, [STRONG, STRONG])
    _wait(app)
    app.s[319] = 59
    raises(ValueError, C.redeal, app.s)
    app.s[319] = 200
    start = C.to_dict(app.s)["round"]
    for _ in range(10):
        _wait(app)
    d = C.to_dict(app.s)
    assert d["turns"] >= 200 and d["round"] == start  # the bots played on; a redeal is no action of theirs


def _screens_text(app):
    """The words of the screen shown (the top view's title, rows and text)."""
    w = app.top()
    out = [getattr(w, "title", "")] + list(getattr(w, "items", []) or [])
    out.append(getattr(w, "text", "") or getattr(w, "question", "") or "")
    return out


def test_by10_scores_looked_at_mid_round_say_a_goes_back_to_the_round():
    app = _open(MemFs())
    _start(app, [HUMAN, STRONG])
    _wait(app)
    press(app, B)
    _row(app, "Scores")
    assert text_in_row(app.box.canvas, "A: back to the round", 56)
    assert not text_in_row(app.box.canvas, "A: next round", 56)
    press(app, A)
    assert _screen(app) == "table" and C.phase(app.s) == C.TURN


def test_by13_scores_looked_at_mid_round_and_left_reopen_on_the_round_not_the_reveal():
    fs = MemFs()
    app = _open(fs)
    _start(app, [HUMAN, STRONG])
    _wait(app)
    press(app, B)
    _row(app, "Scores")
    app.save()  # a long B leaves with the scores on show
    again = _open(fs)
    assert C.phase(again.s) == C.TURN and _screen(again) == "table"  # the table: no hand of the bot's face up


def test_one_line_texts_fit_the_screen_in_every_language():
    """Status notes with the widest names, titles with their right-hand notes, pay hints: 128 px."""
    from yaga.gfx import text_width

    for lang in ("en", "es", "ru"):
        strings.set_language(lang)
        t = strings.table(TEXTS)
        names = t["card_names"]
        ab = t["card_shorts"]
        status = [t["n_take"] % (5, a, 2, b) for a in ab for b in ab] + [t["n_draw"] % (5, a, 2) for a in ab]
        status += [t["n_cast"] % (5, n) for n in names] + [t["pay"] % (28, 8), t["pay_mortar"], t["pay_wrong"] % 8]
        status.append(t["pay_none"] % 8)
        status += [t["n_cats"] % (5, 4), t["n_redeal"], t["page_hint"]]
        status += [t["would_take"] % n for n in names[:2]] + [t["cant_pay"] % 8] + list(t["cant_target"])
        for key in ("hint_table", "hint_wait", "hint_next", "hint_reveal", "hint_new", "hint_ok", "n_shuffle"):
            status.append(t[key])
        for s in status:
            assert text_width(s) <= 128, (lang, s)
        titles = [t["garlic_title"] % (5, names[C.CATS]), t["garlic_title"] % (5, names[C.WAND]), t["title"]]
        titles += [t["winner"] % 5, t["shared"], t["totals"], t["redeal"], t["target_title"], t["pile_title"]]
        titles += [t["history"], t["rules"], t["drew_title"], t["got_title"], t["wand_title"]]
        titles += [n for n in names]
        for s in titles:
            assert text_width(s) <= 126, (lang, s)
        for title, right in ((t["reveal"] % 255, t["called"] % 5), (t["menu"], t["turn"] % 255)):
            assert text_width(title) + text_width(right) + 6 <= 126, (lang, title, right)
    strings.set_language("en")


def test_a_table_redraw_allocates_nothing():
    """A frame is a hot path: the table, a marked payment and a told move redraw under heap_lock."""
    from screenkit import allocates_nothing

    app = _open(MemFs())
    _start(app, [HUMAN, STRONG, STRONG])
    _wait(app)
    _arrange(app, [["PELICAN", "P3", "P4", "P6", "P6"], ["BY", "OWL", "P1", "P5", "P7"], PLAIN3], [["P2"], ["CATS"]])
    assert allocates_nothing(lambda: app.draw(app.box.canvas))
    _to_card(app, C.PELICAN)
    press(app, A)
    _row(app, "Cast it")
    _to_card(app, kit.card_id("P3"))
    press(app, A)
    assert _screen(app) == "pay" and allocates_nothing(lambda: app.draw(app.box.canvas))
    press(app, B)
    press(app, A)
    _row(app, "To pile 1, draw")
    assert app.note and allocates_nothing(lambda: app.draw(app.box.canvas))


PLAIN3 = ["P5", "P5", "P6", "P7", "P7"]


ICON_KINDS = (C.BY, C.OWL, C.PELICAN, C.CATS, C.WAND, C.GARLIC, C.MORTAR)


def _icon_alone(kind):
    c = Canvas()
    draw.icon(c, kind, 10, 10, 1)
    return c


def test_each_card_kind_that_is_no_potion_draws_its_own_icon_in_8x7():
    """A face reads at a glance in every language: seven distinct pictures, each inside its 8x7 box."""
    from screenkit import ink

    faces = []
    for kind in ICON_KINDS:
        c = _icon_alone(kind)
        n = ink(c, 10, 10, 8, 7)
        assert n > 8 and n == ink(c, 0, 0, 128, 64), kind
        faces.append(bytes(c.buf))
    for i in range(len(faces)):
        for j in range(i + 1, len(faces)):
            assert faces[i] != faces[j], (ICON_KINDS[i], ICON_KINDS[j])


def _shows_icon(c, kind, x, y, col):
    """True when the 8x7 box at (x, y) of c holds exactly the icon of kind in colour col on the card's
    background (no abbreviation or other ink mixed in)."""
    from screenkit import lit

    ref = _icon_alone(kind)
    for j in range(7):
        for i in range(8):
            want = col if lit(ref, 10 + i, 10 + j) else 1 - col
            if lit(c, x + i, y + j) != want:
                return False
    return True


def test_the_hand_and_the_piles_show_icons_and_their_points_not_abbreviations():
    """Hand cards (24 px, the cursor's inverted) and pile tops (20 px) show the kind's icon centred 2 px
    below the top edge and nothing else beside it, a Baba Yaga's in the card's middle (BY-1: no points)."""
    from screenkit import ink, text_at

    app = _open(MemFs())
    _start(app, [HUMAN, STRONG, STRONG])
    _wait(app)
    hand = ["BY", "OWL", "PELICAN", "CATS", "WAND"]
    _arrange(app, [hand, ["GARLIC", "P1", "P5", "P7", "P7"], PLAIN3], [["P2", "MORTAR"], ["GARLIC"]])
    c = app.box.canvas
    assert app.cursor == 0
    for i in range(5):
        kind = kit.card_id(hand[i])
        x = i * 26 + 1
        y = 37 + (6 if kind == C.BY else 2)
        assert _shows_icon(c, kind, x + 8, y, 0 if i == 0 else 1), hand[i]
        if i:
            assert ink(c, x + 1, y, 22, 7) == ink(c, x + 8, y, 8, 7), hand[i]  # no "PEL" around it
        if kind != C.BY:
            v = C.POINTS[kind]
            assert text_at(c, str(v), x + (9 if v < 10 else 6), 47, 1 if i else 0), hand[i]
    for x, kind in ((35, C.MORTAR), (81, C.GARLIC)):
        assert _shows_icon(c, kind, x + 6, 19, 1) and ink(c, x + 1, 19, 18, 7) == ink(c, x + 6, 19, 8, 7)


def test_a_redraw_with_every_icon_allocates_nothing():
    """Each icon is drawn pixel by pixel from one bytes constant: the spells on the piles and in hand
    (Garlic and Mortar too) redraw under heap_lock."""
    from screenkit import allocates_nothing

    app = _open(MemFs())
    _start(app, [HUMAN, STRONG, STRONG])
    _wait(app)
    hands = [["WAND", "GARLIC", "MORTAR", "BY", "OWL"], ["CATS", "P1", "P5", "P7", "P7"], PLAIN3]
    _arrange(app, hands, [["P2", "PELICAN"], ["MORTAR"]])
    assert allocates_nothing(lambda: app.draw(app.box.canvas))


# ---- BY-13: in pass-and-play every human a Cats or Wand is aimed at is asked alike ----------------


def _cast(app, text):
    """The cast whose engine wording is `text`, by the player on turn (its payment is tested elsewhere)."""
    for a in C.legal_actions(app.s):
        if C.action_to_str(app.s, a) == text:
            app.act(a)
            app.draw(app.box.canvas)
            return
    raise AssertionError(text)


def _public(app):
    """What the table sees of a screen passed round: the screen, the title and text on top."""
    shown = note_on_top(app) or app.top()
    return _screen(app), shown.title, getattr(shown, "text", None)


def test_by13_cats_on_a_human_without_garlic_is_asked_like_one_with_it():
    seen = []
    for target in (["BY", "P1", "P3", "P4", "P5"], ["BY", "GARLIC", "P3", "P4", "P5"]):
        app = _open(MemFs())
        _start(app, [HUMAN, HUMAN])
        _wait(app)
        press(app, A)  # player 1 takes the box
        _arrange(app, [["CATS", "P3", "P4", "P6", "P6"], target], [["P2"], ["P5"]])
        _cast(app, "cast CATS[4+3]>0 P1:BY")
        passed = _public(app)
        assert passed == ("pass", "Player 2", "Pass the box to Player 2, then press A.")
        press(app, A)
        assert _screen(app) == "garlic" and app.top().title == "P1: Cats on you!"
        assert app.top().hint == "Would take: Baba Yaga"  # the spell and what it would take
        assert text_in_row(app.box.canvas, "Would take: Baba Yaga", 56)
        if "GARLIC" in target:
            assert app.top().items == ["Garlic on pile 1", "Garlic on pile 2", "No Garlic"]
            _row(app, "No Garlic")
        else:
            assert app.top().items == ["No Garlic to play"]
            press(app, A)
        seen.append((passed, app.note))
        assert C.count(app.s, 0, C.BY) == 1 and C.count(app.s, 1, C.BY) == 0  # the Cats took it
    assert seen[0] == seen[1]  # the table saw the same screens and the same note: "P2: no Garlic"
    assert seen[0][1] == "P2: no Garlic"


def test_by13_a_lost_wand_asks_every_other_human_in_turn_and_no_bot_publicly():
    app = _open(MemFs())
    _start(app, [HUMAN, HUMAN, STRONG, HUMAN])
    _wait(app)
    press(app, A)
    hands = [["WAND", "P1", "P3", "P4", "P6"], ["OWL", "P2", "P3", "P4", "P5"], ["OWL", "P1", "P2", "P2", "P3"],
             ["OWL", "GARLIC", "P6", "P6", "P7"]]
    _arrange(app, hands, [["P2"], ["P5"]])
    _cast(app, "cast WAND[4+3+1]>1 OWL")
    for seat, rows in ((2, ["No Garlic to play"]), (4, ["Garlic on pile 1", "Garlic on pile 2", "No Garlic"])):
        assert _public(app) == ("pass", "Player %d" % seat, "Pass the box to Player %d, then press A." % seat)
        press(app, A)
        assert _screen(app) == "garlic" and app.top().title == "P1: Lost Wand on you!" and app.top().items == rows
        assert app.top().hint == "Would take: Owl"
        press(app, A)
    d = C.to_dict(app.s)
    assert [h.count("OWL") for h in d["hands"]] == [0, 0, 0, 1]  # the bot lost its Owl without a screen
    assert d["discards"][0][-1] == "GARLIC" and d["phase"] == "turn" and d["turn"] == 1


def test_by13_with_one_human_only_a_garlic_holder_is_asked():
    app = _open(MemFs())
    _start(app, [HUMAN, STRONG])
    _wait(app)
    _arrange(app, [["BY", "P1", "P3", "P4", "P5"], ["CATS", "P3", "P4", "P6", "P6"]], [["P2"], ["P5"]], turn=1)
    _cast(app, "cast CATS[4+3]>0 P0:BY")
    assert _screen(app) == "table" and C.count(app.s, 0, C.BY) == 0  # nothing hidden to protect from a bot


# ---- the round's end: the table's icons, no letter codes ----------------------------------------


def test_the_reveal_shows_each_card_as_the_table_shows_it():
    """Every card that is no potion is its 8x7 table icon (Garlic and Mortar too) on the plain
    background, a potion its digit, 10 px a card from x 12: no letter codes in boxes, nothing to explain."""
    from screenkit import text_at

    app = _open(MemFs())
    _start(app, [HUMAN, STRONG, STRONG])
    _wait(app)
    hands = [["BY", "BY", "P1", "P1", "P2"], ["OWL", "PELICAN", "CATS", "WAND", "P7"], ["GARLIC", "MORTAR", "P3",
             "P5", "P6"]]
    _arrange(app, hands, [["P2"], ["P5"]])
    press(app, A)
    _row(app, "Baba Yaga!")
    assert _screen(app) == "reveal"
    c = app.box.canvas
    for p in range(3):
        y = 10 + p * 9
        x = 12
        for kind in sorted([kit.card_id(name) for name in hands[p]]):  # in kind order, as the hand
            name = C.NAMES[kind]
            if C.P1 <= kind <= C.P7:
                assert text_at(c, str(C.POINTS[kind]), x + 2, y), (p, name)
            else:
                assert _shows_icon(c, kind, x, y, 1), (p, name)
            x += 10
    for lang in ("es", "ru"):  # the same pictures in every language: nothing of the words
        strings.set_language(lang)
        app.w = strings.table(TEXTS)
        app.draw(c)
        assert _shows_icon(c, C.GARLIC, 42, 28, 1) and _shows_icon(c, C.MORTAR, 52, 28, 1)
    strings.set_language("en")


# ---- what just happened: the card drawn, the round's history ----------------------------------


def test_the_card_drawn_is_marked_in_the_hand_until_the_next_move():
    from screenkit import ink

    app = _open(MemFs())
    _start(app, [HUMAN, STRONG])
    _wait(app)
    _arrange(app, [["P1", "P2", "P3", "P4", "P7"], PLAIN3], [["P2"], ["P5"]], ["GARLIC"])
    c = app.box.canvas


    def dots():
        """Pixels of each card's top right corner unlike its background (the cursor's card is inverted)."""
        return [9 - ink(c, i * 26 + 19, 39, 3, 3) if i == app.cursor else ink(c, i * 26 + 19, 39, 3, 3)
                for i in range(5)]

    assert dots() == [0] * 5
    _to_card(app, C.P7)
    press(app, A)
    _row(app, "To pile 1, draw")
    assert _screen(app) == "table"  # one human: no screen between, the mark tells
    assert [app.hand[i] for i in range(5)] == [2, 3, 4, 5, C.GARLIC]
    assert dots() == [0, 0, 0, 0, 9]  # a dot on the Garlic only
    _wait(app, 1000)  # the bot moves: the mark stays
    assert C.current_player(app.s) == 0 and dots() == [0, 0, 0, 0, 9]
    press(app, RIGHT, RIGHT, RIGHT, RIGHT)  # the cursor on it: the dot in the card's inverted colour
    assert app.cursor == 4 and dots() == [0, 0, 0, 0, 9]
    _arrange(app, [["P1", "P2", "P3", "P7", "GARLIC"], PLAIN3], [["P2"], ["P5"]])
    _to_card(app, C.P7)
    press(app, A)
    _row(app, "To pile 1, take 5")  # the next move takes a card everyone saw: no mark
    assert C.count(app.s, 0, C.GARLIC) == 1 and dots() == [0] * 5


def test_in_pass_and_play_the_drawer_sees_the_card_before_the_box_goes_on():
    app = _open(MemFs())
    _start(app, [HUMAN, HUMAN])
    _wait(app)
    press(app, A)
    _arrange(app, [["P1", "P2", "P3", "P4", "P7"], PLAIN3], [["P2"], ["P5"]], ["WAND"])
    _to_card(app, C.P7)
    press(app, A)
    _row(app, "To pile 2, draw")
    assert _screen(app) == "drew" and note_on_top(app).title == "You drew"
    assert note_on_top(app).text.startswith("Lost Wand.")
    assert text_in_row(app.box.canvas, "You drew", 1, 0)
    press(app, A)
    assert _screen(app) == "pass" and app.top().title == "Player 2"  # then the box goes on
    assert app.note == "P1: 7→2, drew"  # the table is told the move, never the card


def test_by13_in_pass_and_play_the_caster_sees_its_new_cards_before_the_box_goes_on():
    """A Pelican paid with potions: the Baba Yaga it took and the two cards refilled from the draw pile, on a private
    screen; then the table hides the hand (five backs) until the next player takes the box."""
    app = _open(MemFs())
    _start(app, [HUMAN, HUMAN])
    _wait(app)
    press(app, A)
    _arrange(app, [["PELICAN", "P3", "P4", "P6", "P6"], PLAIN3], [["P2"], ["P5"]], ["P1", "P2", "GARLIC"])
    _pay_and_cast(app, C.PELICAN, ("P3", "P4"))
    _row(app, "A Baba Yaga")
    _row(app, "Onto pile 1")
    assert _screen(app) == "drew" and note_on_top(app).title == "New cards" and app.viewer == -1
    assert note_on_top(app).text.startswith("Baba Yaga, Potion 2, Garlic.")  # kind order; the draw pile's top first
    assert text_in_row(app.box.canvas, "New cards", 1, 0)
    press(app, A)
    assert _screen(app) == "pass" and app.top().title == "Player 2"


def _history(app):
    press(app, B)
    _row(app, "History")
    assert _screen(app) == "history"
    return list(app.top().items)


def test_the_history_tells_the_round_newest_first_without_a_drawn_card_s_face():
    app = _open(MemFs())
    _start(app, [HUMAN, STRONG])
    _wait(app)
    assert _history(app) == ["No moves yet"]
    press(app, A)
    assert _screen(app) == "menu"
    press(app, B)
    _arrange(app, [["P1", "P2", "P3", "P4", "P7"], ["P5", "P5", "P6", "P6", "CATS"]], [["P2"], ["P5"]],
             ["P6", "P3", "P4", "GARLIC"])
    _to_card(app, C.P7)
    press(app, A)
    _row(app, "To pile 1, take 5")
    _wait(app, 1000)  # the bot
    _to_card(app, kit.card_id("P4"))
    press(app, A)
    _row(app, "To pile 2, draw")
    rows = _history(app)
    assert rows[0] == "P1: 4→2, drew" and rows[-1] == "P1: 7→1, took 5" and len(rows) == 3
    assert rows[1].startswith("P2")
    assert "GAR" not in rows[0] and "GAR" not in rows[1]  # what was drawn from the pile stays hidden
    press(app, B)
    assert _screen(app) == "menu"


def test_the_history_is_kept_in_the_save_and_restarts_with_each_round():
    fs = MemFs()
    app = _open(fs)
    _start(app, [HUMAN, STRONG])
    _wait(app)
    _arrange(app, [["P1", "P2", "P3", "P4", "P7"], PLAIN3], [["P2"], ["P5"]])
    _to_card(app, C.P7)
    press(app, A)
    _row(app, "To pile 1, draw")
    _next_turn(app)
    again = _open(fs)
    assert _history(again) == ["P1: 7→1, drew"]
    press(again, B, B)
    _arrange(again, [["BY", "BY", "P1", "P1", "P2"], PLAIN3], [["P2"], ["P5"]])
    press(again, A, A, A, A)  # Baba Yaga!, the reveal, the scores, the next round
    _wait(again, 400)
    assert _screen(again) == "table" and C.to_dict(again.s)["round"] == 2
    assert _history(again) == ["No moves yet"]


def test_the_history_keeps_the_last_24_moves_and_every_row_fits_in_every_language():
    from yaga.gfx import text_width

    app = _open(MemFs())
    _start(app, [STRONG, STRONG, STRONG, STRONG, STRONG])
    for _ in range(40):
        _wait(app)
    moves = C.to_dict(app.s)["turns"]
    assert moves > 24 and app.history[1] == 24
    for lang in ("en", "es", "ru"):
        strings.set_language(lang)
        app.w = strings.table(TEXTS)
        rows = history.rows(app.history, app.w)
        assert len(rows) == 24
        widest = [history.line(app.w, 4, C.exchange_action(k, 1, src), C.WAND) for k in range(14) for src in (0, 1)]
        widest += [history.line(app.w, 4, C.cast_action(C.CATS, 1, 0, 6), 255), history.line(app.w, 4, C.cast_action(C.WAND, 12, 0, 0),
                   255), history.line(app.w, 4, C.GARLIC_NO, 255), history.line(app.w, -1, C.SHUFFLE, 255), history.line(app.w, -1, history.REDEALT, 255)]
        for row in rows + widest:
            assert row and 2 + text_width(row) - 1 <= 128 - 4 - 1, (lang, row)  # beside the scroll bar
    strings.set_language("en")


# ---- how to play ---------------------------------------------------------------------------------


RULE_PAGES = 12


def test_how_to_play_pages_from_the_menu_and_the_set_up():
    app = _open(MemFs())
    _row(app, "How to play")  # on the set-up, below Start
    assert _screen(app) == "pages" and app.top().page == 0 and text_in_row(app.box.canvas, "How to play", 1, 0)
    assert text_in_row(app.box.canvas, "A:next ↑:back B:menu", 56)
    press(app, A, DOWN)
    assert app.top().page == 2
    from yaga.buttons import UP

    press(app, UP)
    assert app.top().page == 1
    press(app, RIGHT)  # LEFT/RIGHT page as on every rules page (yaga.views.Pages)
    assert app.top().page == 2 and text_in_row(app.box.canvas, "3/%d" % RULE_PAGES, 1, 0)
    press(app, LEFT)
    assert app.top().page == 1
    press(app, B)
    assert _screen(app) == "setup" and app.top().items[app.top().cursor] == "How to play"
    _row(app, "Start")
    _wait(app)
    press(app, B)
    _row(app, "How to play")
    for page in range(RULE_PAGES - 1):
        assert app.top().page == page
        press(app, A)
    assert text_in_row(app.box.canvas, "%d/%d" % (RULE_PAGES, RULE_PAGES), 1, 0)
    press(app, A)  # A on the last page: back to the menu
    assert _screen(app) == "menu"


def test_every_rules_page_fits_the_screen_in_every_language():
    """Five lines of text between the title bar and the keys; the page number beside the title."""
    from yaga.gfx import text_width
    from yaga.ui import wrap

    for lang in ("en", "es", "ru"):
        strings.set_language(lang)
        t = strings.table(TEXTS)
        for i in range(1, RULE_PAGES + 1):
            lines = wrap(t["pages"][i - 1], 122)
            assert len(lines) <= 5 and max([text_width(x) for x in lines]) - 1 <= 122, (lang, i, lines)
        assert text_width(t["rules"]) + text_width("11/11") + 6 <= 126, lang
        assert text_width(t["page_hint"]) <= 128, lang
        assert len(wrap(t["redeal_why"], 122)) <= 4, lang  # the redeal's question above its two buttons
        for key in ("redeal_yes", "redeal_no"):
            assert text_width(t[key]) <= 48, (lang, key)
        assert len(wrap(t["drew_text"] % t["card_names"][C.WAND], 122)) <= 5, lang
    strings.set_language("en")


def test_a_save_from_before_the_history_still_resumes_with_pass_and_play_asking_every_human():
    """A 327-byte save (seat kinds, viewer, flag and the 320-byte state of before BY-13) loads: the asked
    seats come from the seats, the history starts empty."""
    fs = MemFs()
    app = _open(fs)
    _start(app, [HUMAN, STRONG, HUMAN])
    _wait(app)
    _next_turn(app)
    old = bytearray(_saved(fs))[:327]
    old[7 + 320 - 1] = 9  # turns played (the state's last byte then)
    app.box.store.store.save(app.box.store.name, 3, old, 1)  # layout 1: written before layouts were numbered
    again = _open(fs)
    assert again.s is not None and len(again.s) == C.STATE_SIZE and _screen(again) == "pass"
    assert again.s[320] == 0b101 and again.s[319] == 9 and bytes(again.s[:320]) == bytes(old[7:])
    assert _history(again) == ["No moves yet"]


def _resaved_as_layout(layout):
    """A round under way, its save written again as the given layout; (fs, the app, the payload)."""
    fs = MemFs()
    app = _open(fs)
    _start(app, [HUMAN, STRONG])
    _wait(app)
    _next_turn(app)
    payload = bytes(_saved(fs))
    app.box.store.store.save(app.box.store.name, 3, payload, layout)
    return fs, app, payload


def test_a_save_of_todays_payload_written_as_layout_1_resumes_as_it_was():
    fs, app, payload = _resaved_as_layout(1)
    again = _open(fs)
    assert bytes(again.s) == payload[7 : 7 + C.STATE_SIZE] and _screen(again) == _screen(app)
    again.box.store.save(payload)
    assert fs.files[app.box.store.name][3] == cards_app.LAYOUT == 2  # saved again in today's layout


def test_a_record_of_a_layout_the_box_never_wrote_is_set_aside_with_the_message():
    fs, _, _ = _resaved_as_layout(9)
    again = _open(fs)
    assert "app_cards.bad" in fs.files and again.box.store.problem == saves.RESTORED  # the save before it


def test_a_save_whose_history_is_nonsense_resumes_the_game_with_an_empty_history():
    fs = MemFs()
    app = _open(fs)
    _start(app, [HUMAN, STRONG])
    _wait(app)
    press(app, A)
    _row(app, app.top().items[-1] if app.top().items[-1] != "Cast it" else app.top().items[0])
    _next_turn(app)
    payload = bytearray(_saved(fs))
    assert payload[7 + C.STATE_SIZE + 1] >= 1  # a move kept
    payload[7 + C.STATE_SIZE + 2 + 3] = 77  # the card taken: no such card
    app.box.store.save(payload)
    again = _open(fs)
    assert bytes(again.s) == bytes(payload[7:7 + C.STATE_SIZE]) and _history(again) == ["No moves yet"]


def test_by1_a_save_with_a_card_off_the_deck_is_set_aside_and_the_previous_one_resumes():
    from yaga.games.cards.app import valid_save

    fs = MemFs()
    app = _open(fs)
    _start(app, [HUMAN, STRONG])
    _wait(app, times=3)
    app.save()  # saved twice: the previous save is this game too
    good = _saved(fs)
    assert valid_save(good)
    for at, v in ((112, 0x7F), (0, 3), (5, 3), (6, 3), (7 + 4, 6)):  # a crashing byte, a seat kind, the viewer
        bad = bytearray(good)
        bad[at] = v
        assert not valid_save(bad), (at, v)
        Store(fs).save("app_cards", 3, bad)
        again = _open(fs)
        assert bytes(again.s) == bytes(app.s) and fs.exists("app_cards.bad"), (at, v)
    history = 7 + C.STATE_SIZE
    bad = bytearray(good)
    bad[history + 1] = 1  # a move kept ...
    bad[history + 3], bad[history + 4] = 0x7F, 0  # ... whose action is none the status line can tell
    assert valid_save(bad)  # the game is sound: it resumes, its history emptied
    Store(fs).save("app_cards", 3, bad)
    again = _open(fs)
    assert bytes(again.s) == bytes(app.s) and again.history[1] == 0
