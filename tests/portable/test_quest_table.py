"""Baba Yaga (2010) companion as a table plays it over an evening, through the buttons: B only goes back and the
bar's Undo says what it undid, a won challenge's A changes nothing, the turn offers what the turn order allows
(BQ-3, BQ-4, BQ-9), and one table screen shows every player at a glance."""

from memfs import MemFs
from yaga.buttons import A, B, DICE, DOWN, LEFT, RIGHT

import yaga.games.quest.rules as q
import quest_kit as kit
from test_quest_app import _bar, _close_notes, _dealt_and_started, _open, _press, _row
from yaga.games.quest import modes


def _undo(app):
    """The bar's Undo chosen: the note it shows (closed)."""
    _bar(app, app.w["c_undo"])
    assert [n.title for n in app.notes] == [app.w["c_undo"]]
    text = app.notes[0].text
    _close_notes(app)
    return text


def _rep_up(app, p):
    """BQ-6: seat p's Rep +1 through the players menu, back on the turn screen."""
    _bar(app, app.w["players"])
    _row(app, app.name(p))
    _row(app, app.w["rep"], RIGHT)
    _close_notes(app)
    _press(app, B, B)  # the player, then the players menu closed
    assert app.view == 0


def test_b_on_the_turn_screen_goes_back_and_takes_no_step_back_unseen():
    for lang in ("en", "es", "ru"):
        fs = MemFs()
        app = _open(fs, lang)
        w = app.w
        _dealt_and_started(app, 0, 3)
        _rep_up(app, 0)
        seen = bytes(app.s)
        _press(app, B)  # on the turn screen: nothing to go back to; it says where Undo is
        assert bytes(app.s) == seen and q.pget(app.s, 0, q.P_REP) == 1
        assert [n.title for n in app.notes] == [w["c_undo"]]
        _close_notes(app)
        again = _open(fs, lang)  # after a power cut too: two B's leave the first-player roll and the Rep be
        _press(again, B, A, B, A)
        assert bytes(again.s) == seen


def test_undo_is_its_own_choice_and_says_what_it_undid_in_every_language():
    for lang, undone in (("en", "Undone: P1 Rep 1→0"), ("es", "Deshecho: J1 Rep 1→0"), ("ru", None)):
        fs = MemFs()
        app = _open(fs, lang)
        w = app.w
        _dealt_and_started(app, 0, 3)
        before = bytes(app.s)
        _rep_up(app, 0)
        assert app.choices[-1] == modes.GO_UNDO  # one press left of the first choice
        text = _undo(app)
        u = w["undo_texts"]
        assert text == u[0] % (u[1] % (app.who(0) + " " + w["rep"], 1, 0))
        assert undone is None or text == undone
        assert bytes(app.s) == before
        p = kit.seat(app.s)  # BQ-2: a lingering penalty set and undone is said too
        _bar(app, w["players"])
        _row(app, app.name(p))
        _row(app, w["penalty"], RIGHT)
        _press(app, B, B, B)
        assert q.pget(app.s, p, q.P_PEN_NEXT) == 1 and _close_notes(app) == [w["c_undo"]]  # B kept it
        assert w["penalty"] in _undo(app) and q.pget(app.s, p, q.P_PEN_NEXT) == 0
        _bar(app, w["c_next"])
        assert _undo(app) == u[0] % (u[1] % (u[6], 2, 1))  # the turn order's step
        app.box.store.save(bytes(app.s))  # a save with the state alone: nothing to undo, and it says so
        assert _undo(_open(fs, lang)) == w["undo_none"]


def test_b_on_a_challenge_not_yet_rolled_goes_back_to_the_turn_as_it_was_and_undo_goes_on_before_it():
    app = _open(MemFs())
    w = app.w
    _dealt_and_started(app, 0, 2)
    _bar(app, w["c_next"])
    before = bytes(app.s)
    _press(app, DICE)  # BQ-10: a Fight challenge
    _row(app, w["ch_base"], LEFT)
    _press(app, B)  # back: the turn screen as it was
    assert kit.phase(app.s) == q.PH_PLAY and app.view == 0 and bytes(app.s) == before
    u = w["undo_texts"]
    assert _undo(app) == u[0] % (u[1] % (u[6], 2, 1))  # Undo goes on with the step before the challenge
    _press(app, DICE)
    _press(app, DICE)  # rolled
    assert _undo(app) == u[0] % (u[8] % w["abilities"][1])  # the roll undone: back to the challenge
    _row(app, w["ch_cancel"])  # Cancel does as B
    assert kit.phase(app.s) == q.PH_PLAY and kit.turn_step(app.s) == 0


def _typed_six(app):
    """BQ-10: the challenge's dice typed in, every one a 6 (a pass)."""
    _row(app, app.w["ch_enter"])
    while kit.phase(app.s) == q.PH_CH_ENTER:
        _press(app, RIGHT, RIGHT, RIGHT, RIGHT, RIGHT, A)


def test_a_won_challenge_is_dismissed_by_done_and_rep_changes_only_when_chosen():
    app = _open(MemFs())
    w = app.w
    _dealt_and_started(app, 0, 3)
    p = kit.seat(app.s)
    _bar(app, w["c_challenge"])
    _typed_six(app)
    assert kit.challenge_result(app.s) == q.CH_PASSED
    assert app.label == w["r_done"] and app.choices[1] == modes.TOOK  # the card taken: a choice, not the default
    _press(app, A)
    assert kit.phase(app.s) == q.PH_PLAY and q.pget(app.s, p, q.P_REP) == 0
    for _ in range(3):  # BQ-5: Baba Yaga on the board
        _rep_up(app, p)
    _close_notes(app)
    _bar(app, w["c_challenge"])
    _row(app, w["ch_baba"])  # a Baba Yaga fight: her card says what is won, not "+1 Rep"
    _typed_six(app)
    assert kit.challenge_result(app.s) == q.CH_PASSED and modes.TOOK not in app.choices
    _press(app, A)
    assert kit.phase(app.s) == q.PH_PLAY and q.pget(app.s, p, q.P_REP) == 3
    _bar(app, w["c_challenge"])
    _typed_six(app)
    _bar(app, w["r_took"])  # chosen: +1 Rep
    assert q.pget(app.s, p, q.P_REP) == 4
    assert "%s %s 4→3" % (app.who(p), w["rep"]) in _undo(app)
    assert kit.phase(app.s) == q.PH_CH_RESULT
