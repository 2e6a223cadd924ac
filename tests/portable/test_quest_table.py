"""Baba Yaga (2010) companion as a table plays it over an evening, through the buttons: B only goes back and the
bar's Undo says what it undid, a won challenge's A changes nothing, the turn offers what the turn order allows
(BQ-3, BQ-4, BQ-9), and one table screen shows every player at a glance."""

from memfs import MemFs
from yaga.buttons import A, B, DICE, DOWN, LEFT, RIGHT

import yaga.games.quest.rules as q
import quest_kit as kit
from screenkit import press
from test_quest_app import _bar, _close_notes, _dealt_and_started, _open, _row
from yaga.games.quest import modes


def _undo(app):
    """The bar's Undo chosen: the note it shows (closed)."""
    _bar(app, app.w["c_undo_step"])
    assert [n.title for n in kit.notes(app)] == [app.w["c_undo_step"]]
    text = kit.notes(app)[0].text
    _close_notes(app)
    return text


def _rep_up(app, p):
    """BQ-6: seat p's Rep +1 through the players menu, back on the turn screen."""
    _bar(app, app.w["players"])
    _row(app, app.name(p))
    _row(app, app.w["rep"], RIGHT)
    _close_notes(app)
    press(app, B, B)  # the player, then the players menu closed
    assert app.view == 0


def test_b_on_the_turn_screen_goes_back_and_takes_no_step_back_unseen():
    for lang in ("en", "es", "ru"):
        fs = MemFs()
        app = _open(fs, lang)
        w = app.w
        _dealt_and_started(app, 0, 3)
        _rep_up(app, 0)
        seen = bytes(app.s)
        press(app, B)  # on the turn screen: nothing to go back to; it says where Undo is
        assert bytes(app.s) == seen and q.pget(app.s, 0, q.P_REP) == 1
        assert [n.title for n in kit.notes(app)] == [w["c_undo_step"]]
        _close_notes(app)
        again = _open(fs, lang)  # after a power cut too: two B's leave the first-player roll and the Rep be
        press(again, B, A, B, A)
        assert bytes(again.s) == seen


def test_undo_is_its_own_choice_and_says_what_it_undid_in_every_language():
    for lang, undone in (("en", "Undone: P1 Rep 1→0"), ("es", "Deshecho: J1 Rep 1→0"), ("ru", None)):
        fs = MemFs()
        app = _open(fs, lang)
        w = app.w
        _dealt_and_started(app, 0, 3)
        before = bytes(app.s)
        _rep_up(app, 0)
        assert _labels(app)[-1] == w["c_undo_step"]  # one press left of the first choice
        text = _undo(app)
        u = w["undone_texts"]
        assert text == u[0] % (u[1] % (app.who(0) + " " + w["rep"], 1, 0))
        assert undone is None or text == undone
        assert bytes(app.s) == before
        p = kit.seat(app.s)  # BQ-2: a lingering penalty set and undone is said too
        _bar(app, w["players"])
        _row(app, app.name(p))
        _row(app, w["penalty"], RIGHT)
        press(app, B, B, B)
        assert q.pget(app.s, p, q.P_PEN_NEXT) == 1 and _close_notes(app) == [w["c_undo_step"]]  # B kept it
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
    press(app, DICE)  # BQ-10: a Fight challenge
    _row(app, w["ch_base"], LEFT)
    press(app, B)  # back: the turn screen as it was
    assert kit.phase(app.s) == q.PH_PLAY and app.view == 0 and bytes(app.s) == before
    u = w["undone_texts"]
    assert _undo(app) == u[0] % (u[1] % (u[6], 2, 1))  # Undo goes on with the step before the challenge
    press(app, DICE)
    press(app, DICE)  # rolled
    assert _undo(app) == u[0] % (u[8] % w["abilities"][1])  # the roll undone: back to the challenge
    _row(app, w["ch_cancel"])  # Cancel does as B
    assert kit.phase(app.s) == q.PH_PLAY and kit.turn_step(app.s) == 0


def _typed_six(app):
    """BQ-10: the challenge's dice typed in, every one a 6 (a pass)."""
    _row(app, app.w["ch_enter"])
    while kit.phase(app.s) == q.PH_CH_ENTER:
        press(app, RIGHT, RIGHT, RIGHT, RIGHT, RIGHT, A)


def test_a_won_challenge_is_dismissed_by_done_and_rep_changes_only_when_chosen():
    app = _open(MemFs())
    w = app.w
    _dealt_and_started(app, 0, 3)
    p = kit.seat(app.s)
    _bar(app, w["c_challenge"])
    _typed_six(app)
    assert kit.challenge_result(app.s) == q.CH_PASSED
    assert app.label == w["r_done"] and app.choices[1] == modes.TOOK  # the card taken: a choice, not the default
    press(app, A)
    assert kit.phase(app.s) == q.PH_PLAY and q.pget(app.s, p, q.P_REP) == 0
    for _ in range(3):  # BQ-5: Baba Yaga on the board
        _rep_up(app, p)
    _close_notes(app)
    _bar(app, w["c_challenge"])
    _row(app, w["ch_baba"])  # a Baba Yaga fight: her card says what is won, not "+1 Rep"
    _typed_six(app)
    assert kit.challenge_result(app.s) == q.CH_PASSED and modes.TOOK not in app.choices
    press(app, A)
    assert kit.phase(app.s) == q.PH_PLAY and q.pget(app.s, p, q.P_REP) == 3
    _bar(app, w["c_challenge"])
    _typed_six(app)
    _bar(app, w["r_took"])  # chosen: +1 Rep
    assert q.pget(app.s, p, q.P_REP) == 4
    assert "%s %s 4→3" % (app.who(p), w["rep"]) in _undo(app)
    assert kit.phase(app.s) == q.PH_CH_RESULT


def _labels(app):
    """The choice bar's labels, as shown."""
    from yaga.games.quest.play import _BAR_TEXTS

    return [app.w[_BAR_TEXTS[a]] for a in app.choices]


def test_bq4_a_new_solo_turn_starts_on_its_first_choice_so_two_a_never_skip_a_turn():
    app = _open(MemFs())
    w = app.w
    _dealt_and_started(app, 2, None)
    _bar(app, w["c_end"])
    _close_notes(app)
    assert q.to_dict(app.s)["round"] == 2 and app.cursor == 0 and app.label == w["c_next"]
    press(app, A)
    d = q.to_dict(app.s)
    assert d["round"] == 2 and d["turn_step"] == 1


def _typed(app, face):
    """BQ-10: the challenge's dice typed in, each showing face."""
    _row(app, app.w["ch_enter"])
    while kit.phase(app.s) == q.PH_CH_ENTER:
        press(app, *([RIGHT] * (face - 1) + [A]))


def test_bq9_a_special_location_replaces_the_encounter_and_a_forlorn_win_adds_rep_only_when_the_card_is_taken():
    app = _open(MemFs())
    w = app.w
    _dealt_and_started(app, 0, 3)
    p = kit.seat(app.s)
    _bar(app, w["c_next"])  # the move
    assert w["c_town"] in _labels(app) and w["places"] in _labels(app)
    _bar(app, w["places"])
    _row(app, w["pl_forlorn"])
    _typed(app, 6)
    _bar(app, w["r_done"])  # won, but no discard pile holds a card that adds Rep
    _close_notes(app)
    assert q.pget(app.s, p, q.P_REP) == 0 and kit.turn_step(app.s) == 3  # on to the Horseman
    assert w["c_town"] not in _labels(app) and w["c_wild"] not in _labels(app) and w["places"] not in _labels(app)
    _bar(app, w["c_end"])  # the next player: Koshchey's pact is the encounter too
    _bar(app, w["c_next"])
    _bar(app, w["places"])
    _row(app, w["pl_pact"])
    _close_notes(app)
    assert kit.turn_step(app.s) == 3 and w["c_town"] not in _labels(app)
    _bar(app, w["places"])
    assert kit.shown(app).items == [w["pl_rescue"]]  # the rescue at the end of the turn stays
    press(app, B)
    _bar(app, w["c_end"])  # the next: a Forlorn Hills win with a card that adds Rep taken
    _bar(app, w["c_next"])
    _bar(app, w["places"])
    _row(app, w["pl_forlorn"])
    _typed(app, 6)
    _bar(app, w["r_took"])
    assert q.pget(app.s, kit.seat(app.s), q.P_REP) == 1


def test_bq4_an_encounter_card_drawn_ends_the_move_and_is_drawn_once():
    app = _open(MemFs())
    w = app.w
    _dealt_and_started(app, 0, 2)
    assert w["c_town"] not in _labels(app)  # the game elements come first
    _bar(app, w["c_next"])
    _bar(app, w["c_town"])
    assert kit.turn_step(app.s) == 2 and kit.decks(app.s)[0] == q.deck_start(app.s)[0] - 1
    assert w["c_town"] not in _labels(app) and w["c_wild"] not in _labels(app) and w["places"] not in _labels(app)


def test_bq4_a_missed_turn_offers_no_encounter():
    app = _open(MemFs())
    w = app.w
    _dealt_and_started(app, 0, 3)
    nxt = (kit.seat(app.s) + 1) % 3
    _bar(app, w["players"])
    _row(app, app.name(nxt))
    _row(app, w["misses"])
    press(app, B, B)
    _bar(app, w["c_end"])
    _close_notes(app)
    assert kit.skipping(app.s)
    labels = _labels(app)
    assert labels[0] == w["c_end"] and w["c_town"] not in labels and w["c_wild"] not in labels
    assert w["c_next"] not in labels and w["places"] not in labels


def test_bq3_the_reshuffle_is_offered_once_a_deck_is_drawn_from_asked_first_and_leaves_the_heroes_cards_out():
    app = _open(MemFs())
    w = app.w
    _dealt_and_started(app, 0, 5)
    _bar(app, w["decks"])
    assert w["d_reshuffle_town"] not in kit.shown(app).items  # full decks: nothing to reshuffle
    for _ in range(4):
        _row(app, w["d_town"], LEFT)  # four Town cards drawn
    assert kit.decks(app.s)[0] == 28 and w["d_reshuffle_wild"] not in kit.shown(app).items
    _row(app, w["d_reshuffle_town"])
    assert kit.asked(app) is not None and kit.asked(app).question == w["reshuffle_texts"][0]
    assert len(kit.asked(app).lines) <= 4  # the yes/no box shows four lines: the question whole
    press(app, A)  # no: nothing used up
    assert kit.decks(app.s)[0] == 28 and not q.to_dict(app.s)["reshuffled"]
    _row(app, w["d_reshuffle_town"])
    press(app, LEFT, A)  # yes: how many Town cards do the heroes hold?
    assert kit.shown(app).title == w["reshuffle_texts"][1] and kit.shown(app).hi == 4
    press(app, RIGHT, RIGHT, A)  # two
    assert kit.decks(app.s)[0] == 30 and q.to_dict(app.s)["reshuffled"]
    assert w["d_reshuffle_town"] not in kit.shown(app).items and w["d_reshuffle_wild"] not in kit.shown(app).items
    press(app, B)
    assert w["undone_texts"][1] % (w["d_town"], 30, 28) in _undo(app)  # one step: Undo takes it back whole
    assert not q.to_dict(app.s)["reshuffled"]


def test_the_set_up_shows_each_quest_cards_name_whole_beside_its_steps_in_every_language():
    from yaga.gfx import text_width
    from yaga.ui import ADV, W

    for lang in ("en", "es", "ru"):
        app = _open(MemFs(), lang)
        w = app.w
        app.names.players[0] = "Вера"  # a named player (the set-up once showed "Вера Slay the Drago")
        _new_game_named(app)
        _row(app, w["quest_0"])  # P1 holds the rulebook's card
        _row(app, w["deal"])
        _close_notes(app)
        while w["abil_done"] in kit.shown(app).items:
            _row(app, w["abil_done"])
        labels = [r[0] for r in app.rows if r[4] is not None and r[4].isdigit() and r[0] != w["remove"]]
        assert w["quest_0"] in labels, (lang, labels)
        for r in app.rows:
            if r[4] is not None:
                assert 2 + text_width(r[0]) + ADV + text_width(r[4]) <= W - 4, (lang, r)


def _new_game_named(app):
    """A competitive game of 3 from the start menu, the names as the box remembers them."""
    from test_quest_app import _new_game

    _new_game(app, 0, 3)
    _row(app, app.w["deal"])  # the heroes dealt; the quests are picked


def test_the_words_say_one_thing_each_dice_are_dice_a_card_drawn_is_not_stolen_koshchey_has_a_price():
    from yaga import strings
    from yaga.games.quest.app import TEXTS

    strings.set_language("ru")
    ru = strings.load(TEXTS)
    assert not [k for k, v in ru.items() if isinstance(v, str) and "куб" in v.lower()]  # the menu's "Кости"
    strings.set_language("es")
    es = strings.load(TEXTS)
    assert not es["c_town"].startswith("Robar") and not es["c_wild"].startswith("Robar")  # "Robar a" steals
    assert es["line_dice"].startswith("Dados")
    strings.set_language("en")
    app = _open(MemFs())
    w = app.w
    _dealt_and_started(app, 0, 3)
    _bar(app, w["c_next"])
    _bar(app, w["places"])
    _row(app, w["pl_pact"])
    assert "discard an Ally" in kit.notes(app)[0].text  # BQ-9: the pact's price


def test_bq2_bq4_bq5_the_table_screen_shows_every_player_the_time_in_words_and_baba_yagas_target():
    for lang in ("en", "es", "ru"):
        app = _open(MemFs(), lang)
        w = app.w
        u = w["table_texts"]
        _dealt_and_started(app, 0, 3)
        p = kit.seat(app.s)
        o = (p + 1) % 3
        for _ in range(3):
            _rep_up(app, p)  # BQ-5: Baba Yaga lands
        _close_notes(app)
        _bar(app, w["players"])  # the next player: a penalty and a missed turn
        _row(app, app.name(o))
        _row(app, w["penalty"], RIGHT)
        _row(app, w["misses"])
        press(app, B, B)
        _bar(app, w["c_end"])  # the next player's turn: missed, its penalty due
        _close_notes(app)
        from test_quest_app import _wrapped

        def line(seat, more=""):
            return u[3] % (app.name(seat), q.pget(app.s, seat, q.P_REP), 0, q.DEFAULT_QUEST_LEN) + more

        _bar(app, w["c_table_view"])  # one choice of the turn bar
        assert [n.title for n in kit.notes(app)] == [w["c_table_view"]]
        seats = [line(x, u[4] % 1 + u[6] if x == o else "") for x in range(3)]
        want = [w["round_title"] % 1, u[0] % (w["times"][0], w["horsemen"][0]), w["baba_wait"] % 1] + seats
        assert kit.notes(app)[0].lines == _wrapped(*want), (lang, kit.notes(app)[0].lines)
        _close_notes(app)
        while kit.seat(app.s) != p:  # round 2: the Horseman and Baba Yaga move (toward p)
            _bar(app, w["c_end"])
            _close_notes(app)
        _bar(app, w["c_table_view"])
        want = [w["round_title"] % 2, u[0] % (w["times"][1], w["horsemen"][1]), u[2] % (1, app.who(p))]
        assert kit.notes(app)[0].lines == _wrapped(*(want + [line(x) for x in range(3)])), (lang, kit.notes(app)[0].lines)
        _close_notes(app)
