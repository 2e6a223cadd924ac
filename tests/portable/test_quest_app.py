"""Baba Yaga (2010) companion screens driven by buttons: a three-player competitive game and a solo game,
undo, autosave and resume (BQ-1 … BQ-13 through the screens)."""

from expect import raises
from memfs import MemFs
from screenkit import Seeds, open_app, press
from yaga import strings
from yaga.buttons import A, B, DICE, DOWN, LEFT, RIGHT
from yaga.saves import Store
from yaga.widgets import Message

import yaga.games.quest.readable as readable
import yaga.games.quest.rules as q
import quest_kit as kit
import yaga.games.quest.log as qlog
from yaga.games.quest.app import REFERENCE, TEXTS
from yaga.games.quest.modes import TOOK


def _open(fs, lang="en"):
    strings.set_language(lang)
    from yaga.games.quest.app import App

    return open_app(App, "quest", fs, seeds=Seeds(40))


def _wrapped(*paragraphs):
    """The screen lines of a message made of these paragraphs (a message keeps only its wrapped lines)."""
    return Message("", "\n".join(paragraphs)).lines


def _lines_after(m, *paragraphs):
    """m's lines after the first run of lines that shows these paragraphs (None where it does not show them)."""
    want = _wrapped(*paragraphs)
    for i in range(len(m.lines) - len(want) + 1):
        if m.lines[i : i + len(want)] == want:
            return m.lines[i + len(want) :]
    return None


def _close_notes(app):
    titles = []
    while kit.notes(app):
        titles.append(kit.notes(app)[0].title)
        press(app, A)
    return titles


def _row(app, label, key=A):
    """Move the list cursor to the row labelled `label` and press key."""
    items = kit.shown(app).items
    assert label in items, "no row %r in %r" % (label, items)
    while items[kit.shown(app).cursor] != label:
        press(app, DOWN)
    press(app, key)


def _bar(app, label):
    """Move the choice bar to `label` and press A."""
    for _ in app.choices:  # once round the bar at most
        if app.label == label:
            press(app, A)
            return
        press(app, RIGHT)
    assert False, "no choice %r" % label


def _undo(app):
    """The bar's Undo: the last step taken back; the note saying what it undid, closed."""
    _bar(app, app.w["c_undo_step"])
    text = kit.notes(app)[0].text
    assert _close_notes(app) == [app.w["c_undo_step"]]
    return text


def _new_game(app, style_row, players=None):
    """From the start menu: the style's row, then the player count."""
    press(app, *([DOWN] * style_row))
    press(app, A)
    if players is not None:
        while kit.shown(app).value < players:
            press(app, RIGHT)
        press(app, A)
    assert kit.shown(app).title == app.w["names_title"]  # the players' names first
    _row(app, app.w["names_go"])
    assert _close_notes(app) == [app.w["keys"]]  # B is undo in a game: a note says so, and how to leave


def _dealt_and_started(app, style_row, players):
    """A new game with heroes and quests dealt at random and the first player rolled."""
    _new_game(app, style_row, players)
    _row(app, app.w["deal"])
    _row(app, app.w["deal"])
    _close_notes(app)
    while app.w["abil_done"] in kit.shown(app).items:
        _row(app, app.w["abil_done"])  # BQ-2: the abilities as the cards give them, seat by seat
    _row(app, app.w["start_game" if style_row == 2 else "roll_first"])  # solo: nobody to roll for
    _close_notes(app)


def test_three_player_competitive_session_through_the_buttons():
    fs = MemFs()
    app = _open(fs)
    w = app.w
    _new_game(app, 0, 3)
    assert kit.shown(app).title == w["hero_for"] % "P1"
    _row(app, w["deal"])  # BQ-1: heroes dealt by the box
    assert kit.shown(app).title == w["quest_for"] % "P1"
    _row(app, w["deal"])
    assert _close_notes(app) == [w["dealt"]]
    d = q.to_dict(app.s)
    assert len(set(p["hero"] for p in d["players"])) == 3
    assert kit.shown(app).title == app.name(0) and kit.shown(app).hint == w["abil_hint"]  # BQ-2: P1's hero card
    _row(app, w["abilities"][1], RIGHT)  # dice counts from the character card
    _row(app, w["abilities"][1], RIGHT)
    assert q.to_dict(app.s)["players"][0]["fight"] == 3
    assert kit.shown(app).items[kit.shown(app).cursor] == w["abilities"][1]  # cursor kept
    while w["abil_done"] in kit.shown(app).items:
        _row(app, w["abil_done"])
    _row(app, w["roll_first"])
    assert _close_notes(app) == [w["first_title"]]
    d = q.to_dict(app.s)
    assert d["town_deck"] == 27 and d["wilderness_deck"] == 35  # BQ-1: 5 cards out with 3 players
    first = d["first"]
    assert app.lines[0] == app.name(first) and app.lines[5] == w["line_decks"] % (27, 35)

    # BQ-4: the turn order steps, a Town card, a challenge by the DICE button
    _bar(app, w["c_next"])
    _bar(app, w["c_next"])
    assert kit.turn_step(app.s) == 2 and app.lines[2] == w["step"] % (3, w["step_names"][2])
    _bar(app, w["c_town"])
    assert kit.decks(app.s)[0] == 26
    press(app, DICE)  # opens a Fight challenge
    assert kit.phase(app.s) == q.PH_CH_SETUP
    _row(app, w["ch_base"], LEFT)  # difficulty 3
    press(app, DICE)  # rolls
    assert kit.phase(app.s) == q.PH_CH_RESULT
    ch = q.to_dict(app.s)["challenge"]
    assert ch["difficulty"] == 3 and len(ch["dice"]) == (3 if first == 0 else 1)
    _bar(app, w["r_done"])
    assert kit.phase(app.s) == q.PH_PLAY
    _bar(app, w["c_end"])
    assert kit.seat(app.s) == (first + 1) % 3

    # BQ-2/BQ-5: Rep through the players menu; Baba Yaga arrives at 3
    _bar(app, w["players"])
    _row(app, app.name(2))
    for _ in range(3):
        _row(app, w["rep"], RIGHT)
    assert _close_notes(app) == [w["c_baba"]]
    assert q.to_dict(app.s)["baba_yaga"] == "on_board"
    press(app, B, B)  # back to the players list, then the turn screen
    assert app.view == 0 and app.lines[6] == w["baba_wait"] % 1

    # a new round: the Horseman cycles and Baba Yaga flies toward P3
    while kit.seat(app.s) != first:
        _bar(app, w["c_end"])
    titles = _close_notes(app)
    assert titles == [app.name(first)]
    d = q.to_dict(app.s)
    assert d["horseman"] == "red" and d["baba_target"] == 2
    assert app.lines[6] == w["baba_to"] % (1, "P3")

    # BQ-9: steal from P3 (Fight, 3 + 3 Rep)
    if first != 2:
        _bar(app, w["duel"])
        _row(app, w["du_steal"] % "P3")
        assert q.to_dict(app.s)["challenge"]["difficulty"] == 6
        _row(app, w["ch_cancel"])
        assert kit.phase(app.s) == q.PH_PLAY

    # BQ-11: P3 completes the quest and wins at once; B undoes the last step
    _bar(app, w["players"])
    _row(app, app.name(2))
    for _ in range(q.DEFAULT_QUEST_LEN):
        _row(app, w["quest"], RIGHT)
    assert kit.phase(app.s) == q.PH_OVER
    assert kit.shown(app).title == w["over"]
    assert kit.shown(app).lines[: len(_wrapped(w["win_one"] % app.name(2)))] == _wrapped(w["win_one"] % app.name(2))
    standings = [w["standing"] % (app.name(p), r) for p, r in ((2, 3), (0, 0), (1, 0))]  # by Rep, then seat
    log = _lines_after(kit.shown(app), *([w["rep_standings"]] + standings + [w["log_title"] + ":"]))  # items 15, 8
    first = (w["log_round"] % 2, "Game over: %s" % w["reasons"][q.END_QUEST - 1], "P3: quest step 6")
    assert log[: len(_wrapped(*first))] == _wrapped(*first)
    press(app, B)
    assert kit.phase(app.s) == q.PH_PLAY and q.to_dict(app.s)["players"][2]["quest_step"] == 5

    # autosave: a box switched off resumes the same game
    again = _open(fs)
    assert bytes(again.s) == bytes(app.s)


def test_solo_session_forlorn_hills_physical_dice_and_a_harder_rule_loss():
    fs = MemFs()
    app = _open(fs)
    w = app.w
    _new_game(app, 2)
    _row(app, w["heroes"][3])  # picked, not dealt
    _row(app, w["quest_0"])
    _close_notes(app)
    assert q.to_dict(app.s)["players"][0]["hero"] == "Ilya Muromets"
    _row(app, w["abil_done"])
    _row(app, w["hard_death"])
    assert app.rows[kit.shown(app).cursor][4] == app.core["on"]
    _row(app, w["remove"], RIGHT)  # "too easy": 20 cards out
    assert kit.decks(app.s) == (12, 20)
    _row(app, w["start_game"])  # solo has no first player to roll
    assert [n.text for n in kit.notes(app)] == [w["start_text"] % 20]
    _close_notes(app)

    # BQ-4/BQ-9: Forlorn Hills needs the time of day: the box rolls it, then sets the difficulty
    _bar(app, w["c_next"])  # a special location replaces the encounter: after the game elements' step
    _bar(app, w["places"])
    _row(app, w["pl_forlorn"])
    assert _close_notes(app) == [w["pl_time"]]
    tod = kit.time_of_day(app.s)
    assert q.to_dict(app.s)["challenge"]["difficulty"] == 3 + tod
    _row(app, w["ch_enter"])  # BQ-10: typed-in physical dice
    assert kit.shown(app).title == w["die_of"] % (1, 1)
    press(app, RIGHT)  # 2
    press(app, A)
    assert kit.phase(app.s) == q.PH_CH_RESULT and kit.challenge_result(app.s) == q.CH_FAILED
    assert app.choices[:2] == [q.DONE, q.REROLL_ITEM] and len(app.choices) == 3  # no Rep to spend; then Undo
    _bar(app, w["r_item"])
    _row(app, w["ch_enter"])
    for _ in range(5):
        press(app, RIGHT)
    press(app, A)
    assert kit.challenge_result(app.s) == q.CH_PASSED
    _bar(app, w["r_took"])
    assert q.to_dict(app.s)["players"][0]["rep"] == 1  # the Rep card from the discard pile (BQ-9)
    assert [n.text for n in kit.notes(app)] == [w["forlorn_won"] % app.name(0)]  # the Horseman
    _close_notes(app)

    # BQ-6/BQ-13: a death with the harder rule is a loss, after a confirmation
    _bar(app, w["players"])
    _row(app, app.name(0))
    _row(app, w["death"])
    assert kit.asked(app) is not None
    press(app, LEFT, A)  # yes
    d = q.to_dict(app.s)
    assert d["game_over"] and d["result"] == "loss" and d["end_reason"] == "hard_death"
    head = _wrapped(w["lose_all"], w["reasons"][q.END_HARD_DEATH - 1], w["rep_standings"], w["standing"] % (app.name(0), 0))
    assert kit.shown(app).lines[: len(head)] == head  # BQ-6: the death's Rep 0
    press(app, A)  # a new game
    assert kit.on_start_menu(app) and len(fs.files) >= 1


def test_screens_draw_in_every_language():
    for lang in ("en", "es", "ru"):
        fs = MemFs()
        app = _open(fs, lang)
        _dealt_and_started(app, 1, 2)
        _bar(app, app.w["c_next"])  # the places replace the encounter
        for label in (app.w["players"], app.w["decks"], app.w["places"]):
            _bar(app, label)
            press(app, B)
        press(app, DICE, DICE)
        assert kit.phase(app.s) == q.PH_CH_RESULT
    strings.set_language("en")


def test_redraws_allocate_nothing_on_the_turn_list_and_dice_screens():
    from screenkit import allocates_nothing

    app = _open(MemFs())
    _dealt_and_started(app, 0, 2)
    c = app.box.canvas
    assert allocates_nothing(lambda: app.draw(c))  # the turn screen
    press(app, DICE)
    assert allocates_nothing(lambda: app.draw(c))  # the challenge list
    press(app, DICE)
    assert kit.phase(app.s) == q.PH_CH_RESULT
    assert allocates_nothing(lambda: app.draw(c))  # the dice with their successes


def test_a_new_game_is_asked_for_and_backing_out_of_an_empty_set_up_returns_to_the_start():
    fs = MemFs()
    app = _open(fs)
    _new_game(app, 0, 3)
    press(app, B)  # nothing entered yet: back to the style menu
    assert kit.on_start_menu(app) and app.s is None
    _dealt_and_started(app, 2, None)
    _bar(app, app.w["c_new"])
    assert kit.asked(app) is not None and kit.asked(app).question == app.w["new_q"]
    press(app, B)  # no
    assert app.s is not None and kit.phase(app.s) == q.PH_PLAY
    _bar(app, app.w["c_new"])
    press(app, LEFT, A)  # yes
    assert kit.on_start_menu(app) and app.s is None
    assert _open(fs).s is None  # the ended game is not resumed


def test_bq5_a_tie_for_baba_yaga_is_said_on_screen_or_left_to_the_dice_button():
    app = _open(MemFs())
    _dealt_and_started(app, 0, 3)
    first = kit.seat(app.s)
    for p in (1, 2):
        _bar(app, app.w["players"])
        _row(app, app.name(p))
        for _ in range(3):
            _row(app, app.w["rep"], RIGHT)
        _close_notes(app)
        press(app, B, B)
    while kit.phase(app.s) != q.PH_TIE:
        _bar(app, app.w["c_end"])
    assert app.w["baba_flies"].split("%")[0] not in kit.notes(app)[0].text  # her flight is asked next
    assert _close_notes(app) == [app.name(first)]  # the new round
    assert kit.seat(app.s) == first and kit.shown(app).title == app.w["tie_title"]
    assert kit.shown(app).items == [app.name(1), app.name(2), app.w["tie_random"]]
    press(app, DICE)  # the box picks
    assert kit.phase(app.s) == q.PH_PLAY and kit.baba_target(app.s) in (1, 2)
    assert kit.notes(app) and app.w["baba_flies"] % app.who(kit.baba_target(app.s)) in kit.notes(app)[0].text


def test_solo_turns_bring_no_round_note_until_baba_yaga_flies():
    app = _open(MemFs())
    _dealt_and_started(app, 2, None)
    _bar(app, app.w["c_end"])
    assert not kit.notes(app)
    _bar(app, app.w["players"])
    _row(app, app.name(0))
    for _ in range(3):
        _row(app, app.w["rep"], RIGHT)
    _close_notes(app)
    press(app, B, B)
    _bar(app, app.w["c_end"])
    assert [n.title for n in kit.notes(app)] == [app.name(0)]


def _logged_event_codes():
    """How many event codes the round log accepts (1, 2, ...): a log holding one event of each code reads."""
    log = bytearray(qlog.LOG_SIZE)
    log[0] = log[1] = 1  # one event, in slot 0: round 1, seat 0, the code, argument 1
    log[2], log[3], log[5] = 1, 0, 1
    n = 0
    while True:
        log[4] = n + 1
        if not qlog.is_valid(log, 1):
            return n
        n += 1


def test_every_family_of_texts_has_a_text_for_each_number_in_every_language():
    """The texts by number (a hero, a turn step, the Horseman, a time of day, an ability, an end reason, a log
    event, a special location) are one tuple each, as long as what the engine and the log number; the tables
    have the same keys in every language (test_strings checks their placeholders and glyphs)."""
    sizes = {"heroes": len(readable.HEROES), "step_names": 4, "horsemen": len(readable.HORSEMEN), "times": 3, "abilities": 3,
             "reasons": q.END_HARD_DEATH, "events": _logged_event_codes()}
    keys = None
    for lang in strings.LANGUAGES:
        strings.set_language(lang)
        w = strings.table(TEXTS)
        assert keys is None or sorted(w) == keys, lang
        keys = sorted(w)
        for key, n in sizes.items():
            assert isinstance(w[key], tuple) and len(w[key]) == n, (lang, key)
        raises(KeyError, w.__getitem__, "no_such_key")
        reference = strings.load(REFERENCE)  # the rules reference's own (App.show_rules)
        assert len(reference["locations"]) == len(reference["location_texts"]) == 8, lang
    strings.set_language("en")


def test_the_app_loads_its_screens_and_engine_once_and_drops_none_of_them_while_it_is_open():
    """The set-up and play screens and the engine (one module, its phases included) are ordinary
    imports, loaded with the app and kept while it is open, from the style menu through a game and back (the
    shell drops them when it is left)."""
    import sys

    modules = ("yaga.games.quest.setup_screen", "yaga.games.quest.play", "yaga.games.quest.log",
               "yaga.games.quest.rules")
    app = _open(MemFs())
    assert all(name in sys.modules for name in modules)  # the style menu
    _dealt_and_started(app, 0, 2)
    assert kit.phase(app.s) == q.PH_PLAY and all(name in sys.modules for name in modules)
    _bar(app, app.w["c_new"])
    press(app, LEFT, A)  # yes: a new game, the style menu again
    assert kit.on_start_menu(app) and all(name in sys.modules for name in modules)


def test_undo_takes_back_the_last_32_steps_newest_first_after_a_restart_too_then_says_nothing_is_left():
    """The bar's Undo takes back the steps one at a time, newest first, as far as 32 steps
    (the oldest give way), also after the box was switched off (they are in the save); with none left it says
    so."""
    from yaga.games.quest.log import DEPTH

    assert DEPTH >= 32
    fs = MemFs()
    app = _open(fs)
    _dealt_and_started(app, 0, 2)
    w = app.w
    p = q.current_player(app.s)
    _bar(app, w["players"])
    _row(app, app.name(p))
    _row(app, w["abilities"][1], RIGHT)  # an older step than the 32 below: given up
    extra = 3
    for _ in range(DEPTH + extra):  # BQ-6: Rep +1 per step, each one undoable
        _row(app, w["rep"] if q.pget(app.s, p, q.P_REP) < 30 else w["quest"], RIGHT)
        _close_notes(app)  # BQ-5: Baba Yaga arrives at Rep 3
        if kit.phase(app.s) == q.PH_OVER:
            break
    steps = [bytes(app.s)]
    press(app, B, B)  # the players menus closed (not undone)
    app = _open(fs)  # switched off and on
    assert bytes(app.s) == steps[0] and app.undo.steps == DEPTH
    for back in range(DEPTH):
        _undo(app)
        steps.append(bytes(app.s))
    assert len(set(steps)) == DEPTH + 1 and q.pget(app.s, p, q.P_FIGHT) == 2  # the Fight step was older
    assert _undo(app) == w["undo_none"]
    assert bytes(app.s) == steps[-1] and kit.phase(app.s) == q.PH_PLAY


def test_a_journal_that_does_not_read_whole_is_dropped_and_the_game_kept():
    """The undo steps after the state in the save are checked entry by entry; a save from
    before them (the state alone) resumes with nothing to undo."""
    from yaga.games.quest.log import Journal

    j = Journal()
    s = bytearray(q.STATE_SIZE)
    t = bytearray(s)
    t[5] = 7
    t[100] = 9
    j.record(((s, t),))
    j.record(((t, t),))  # nothing changed: not a step
    good = bytes(j.saved())
    assert j.steps == 1 and len(good) == 2 + 2 * 3 + 2
    for bad in (good[:-1], good[:2] + b"\xff" + good[3:], good + b"\x00\x00", good[:-1] + b"\x03"):
        assert not Journal().load(bad, q.STATE_SIZE), bad
    assert not Journal().load(good, 50)  # an offset past the game
    k = Journal()
    assert k.load(good, q.STATE_SIZE) and k.steps == 1
    assert k.undo(t) and t == s and not k.undo(t)
    fs = MemFs()
    app = _open(fs)
    _dealt_and_started(app, 0, 2)
    app.box.store.save(bytes(app.s))  # the older layout: the state alone
    again = _open(fs)
    assert bytes(again.s) == bytes(app.s) and again.undo.steps == 0


def test_a_challenge_result_shows_its_dice_and_play_comes_back():
    """BQ-7/BQ-10: a challenge's result is drawn with its dice (yaga.widgets), then play goes on."""
    app = _open(MemFs())
    _dealt_and_started(app, 0, 2)
    press(app, DICE)  # BQ-10: a challenge opened
    assert kit.phase(app.s) == q.PH_CH_SETUP
    press(app, DICE)  # rolled
    assert kit.phase(app.s) == q.PH_CH_RESULT
    app.draw(app.box.canvas)
    result = bytes(app.box.canvas.buf)
    _bar(app, app.w["r_done"])
    assert kit.phase(app.s) == q.PH_PLAY
    app.draw(app.box.canvas)
    assert bytes(app.box.canvas.buf) != result


def test_a_long_hero_name_is_cut_before_the_time_of_day_icon():
    from yaga.gfx import text_width
    from yaga.ui import W

    app = _open(MemFs())
    _dealt_and_started(app, 0, 2)
    lines = list(app.lines)
    lines[0] = "P1 Nastasya Mikulichna the Long"  # wider than the bar
    app.lines = tuple(lines)
    c = app.box.canvas
    app.draw(c)
    x = W - text_width(lines[1])
    icon = [c.buf[col] & 0xFE for col in range(x - 11, x - 2)]  # page 0, below the top row
    assert any(b != 0xFE for b in icon)  # dark icon pixels on the light bar (BQ-4's time of day shows)


def test_undo_walks_back_through_a_challenge_to_the_turn_before_it_and_b_leaves():
    """QA 3: Undo on a challenge's result walks back to its set-up, then to the turn screen it was opened from,
    further Undo takes the earlier steps back; B never undoes on the turn screen."""
    app = _open(MemFs())
    _dealt_and_started(app, 0, 2)
    w = app.w
    _bar(app, w["c_next"])
    _bar(app, w["c_next"])
    before_challenge = bytes(app.s)
    press(app, DICE)  # opens a Fight challenge
    _row(app, w["ch_base"], LEFT)
    press(app, DICE)  # rolls
    assert kit.phase(app.s) == q.PH_CH_RESULT
    _undo(app)  # the roll undone
    assert kit.phase(app.s) == q.PH_CH_SETUP
    press(app, B)  # back: the challenge's steps taken back, the turn screen as it was
    assert kit.phase(app.s) == q.PH_PLAY and bytes(app.s) == before_challenge
    _undo(app)
    assert kit.turn_step(app.s) == 1  # an earlier step undone, not the challenge reopened
    kept = bytes(app.s)
    for _ in range(3):
        press(app, B)
        assert _close_notes(app) == [w["c_undo_step"]] and bytes(app.s) == kept


def test_b_on_a_challenge_resumed_cancels_it_and_with_an_old_save_too():
    """After a power cut B on a challenge not yet rolled takes its opening back (the steps
    are in the save); a save from before that (the state alone) has no step to undo, and B cancels it."""
    fs = MemFs()
    app = _open(fs)
    _dealt_and_started(app, 0, 2)
    before = bytes(app.s)
    press(app, DICE)
    again = _open(fs)
    assert kit.phase(again.s) == q.PH_CH_SETUP and again.undo.steps
    press(again, B)
    assert bytes(again.s) == before
    press(again, DICE)
    again.box.store.save(bytes(again.s))
    old = _open(fs)
    assert kit.phase(old.s) == q.PH_CH_SETUP and not old.undo.steps
    press(old, B)
    assert kit.phase(old.s) == q.PH_PLAY
    _undo(old)
    assert _undo(old) == old.w["undo_none"]


def test_every_seat_and_hero_fits_the_turn_title_bar_in_every_language():
    """QA 8: the title bar shows the seat and the hero's first name, left of the time-of-day icon and the round."""
    from yaga.gfx import text_width
    from yaga.ui import W

    for lang in ("en", "es", "ru"):
        app = _open(MemFs(), lang)
        _dealt_and_started(app, 0, 2)
        right = W - text_width(app.w["round"] % 99) - 13  # _draw_turn's clip: the icon and round
        for h in range(6):
            q.pset(app.s, 1, 0, h)  # player field 0: the hero (yaga.games.quest.rules _P_HERO)
            title = app.name(1)
            assert 2 + text_width(title) <= right, (lang, title)
            assert app.w["heroes"][h].startswith(title[title.find(" ") + 1:])  # the name's first word
    strings.set_language("en")


def test_bq7_challenge_titles_read_for_any_dice_count_and_fit_in_every_language():
    """QA 16: "Fight 4+ ×1": the count after ×, no plural to agree; every kind, 6+ and 12 dice fit 128 px."""
    from yaga.gfx import text_width
    from yaga.ui import W

    for lang in ("en", "es", "ru"):
        app = _open(MemFs(), lang)
        _dealt_and_started(app, 0, 2)
        press(app, DICE)
        assert kit.shown(app).title == "%s %d+ ×%d" % (app.w["abilities"][1], q.current_difficulty(app.s),
                                                   q.challenge_dice_count(app.s))
        for kind in app.w["abilities"] + (app.w["k_steal"], app.w["k_beguile"], app.w["pl_forlorn"], app.w["k_rescue"]):
            title = app.w["ch_title"] % (kind, 6, 12)
            assert 2 + text_width(title) <= W - 2, (lang, title)  # ui.title_bar clips at W - 2
    strings.set_language("en")


# Where each short text is shown and the widest value beside it (QA look-over: nothing clipped in es / ru)
_BAR_TEXTS = ("c_next", "c_end", "c_challenge", "c_town", "c_wild", "c_new", "c_baba", "places", "duel", "players",
              "log_title", "r_took", "rules", "decks", "r_done", "r_rep", "r_item")
_ROWS_BY_VALUE = (  # (row texts, the value shown at the right: core key, or a literal)
    (("hard_baba", "hard_death", "ch_plus_rep", "ch_baba"), ("on", "off")),
    (("misses",), ("yes", "no")),
    (("rep", "abilities", "penalty", "ch_bonus", "ch_base", "d_town", "d_wild", "remove",
      "qlen"), ("88",)),
    (("quest",), ("12/12",)),
    (("pl_forlorn", "pl_rescue", "du_steal", "du_beguile"), ("6+",)),
    (("pl_tsarov",), (("times", 2),)),  # at night Tsarov's row says so (it must not be cut in es)
    (("timer",), ("off", "minutes")),
    (("cards", "rules"), ("",)),
    (("roll_first", "start_game", "abil_done", "deal", "pl_pact", "pl_time", "tie_random", "d_reshuffle_town",
      "d_reshuffle_wild",
      "ch_roll", "ch_enter", "ch_cancel", "baba_won", "baba_lost", "death", "out_row"), ("",)),
)
_TITLES = ("setup", "players", "decks", "places", "duel", "tie_title", "over", "baba_title", "hero_for", "quest_for")


def _texts(w, key):
    """The texts under key: one, or each of a family (a tuple)."""
    t = w[key]
    return t if isinstance(t, tuple) else (t,)


def _value_text(w, core, v):
    """A row's value: a core text, a quest text, a family's text ((key, number)), or a literal."""
    if isinstance(v, tuple):
        return w[v[0]][v[1]]
    return core[v] if v in core else w.get(v, v)


def test_menu_rows_bar_choices_and_titles_fit_the_screen_in_every_language():
    from yaga.gfx import text_width
    from yaga.ui import ADV, W

    for lang in strings.LANGUAGES:
        strings.set_language(lang)
        w = strings.table(TEXTS)
        core = strings.table("yaga.lang.core")
        for key in _BAR_TEXTS:  # centred between "<" and ">"
            assert text_width(w[key]) <= W - 4 * ADV + 4, (lang, key)
        for keys, values in _ROWS_BY_VALUE:  # a list row beside a scroll bar (4 px), its value right-aligned
            widest = max(text_width(_value_text(w, core, v)) for v in values)
            room = W - 4 - (widest + ADV if widest else 1)
            for key in keys:
                for text in _texts(w, key):
                    text = text.replace("%s", "W" * 8).replace("%d", "6")  # a name of 8 letters: the longest
                    assert 2 + text_width(text) <= room, (lang, key, text)
        for key in _TITLES:  # ui.title_bar clips at W - 2
            text = w[key].replace("%s", "W" * 8).replace("%d", "6")  # a name of 8 letters: the longest
            assert 2 + text_width(text) <= W - 2, (lang, key, text)
        assert 2 + text_width(w["players"]) + ADV + text_width(w["players_cols"]) <= W, lang  # title and legend
        reference = strings.load(REFERENCE)
        for text in (reference["token_order"],) + reference["locations"]:  # the reference's rows
            assert 2 + text_width(text) <= W - 4 - 1, (lang, text)
        assert text_width(w["abil_hint"]) <= W and text_width(reference["rules_hint"]) <= W, lang  # hint lines
    strings.set_language("en")


def test_bq4_solo_rolls_the_time_of_day_once_a_turn_through_the_places_menu():
    """After the roll the places menu no longer offers it (White, Red, Black... in one turn);
    the next turn offers it again."""
    app = _open(MemFs())
    w = app.w
    _dealt_and_started(app, 2, None)
    _bar(app, w["c_next"])
    _bar(app, w["places"])
    _row(app, w["pl_time"])
    assert _close_notes(app) == [w["pl_time"]]
    tod = kit.time_of_day(app.s)
    _bar(app, w["places"])
    assert w["pl_time"] not in kit.shown(app).items
    assert q.to_dict(app.s)["time_of_day"] != "unknown"
    press(app, B)
    _bar(app, w["c_end"])
    _close_notes(app)
    _bar(app, w["places"])
    assert w["pl_time"] in kit.shown(app).items and kit.time_of_day(app.s) == 3
    assert tod < 3


def _value_rows_obey_left_and_right(app):
    """Every row of the list shown whose value is on/off or yes/no: LEFT and RIGHT each flip it (and A too)."""
    core = app.core
    flips = (core["on"], core["off"], core["yes"], core["no"])
    seen = 0
    for i, row in enumerate(list(app.rows)):
        if row[4] not in flips:
            continue
        label = row[0]
        for k in (RIGHT, LEFT, A, A):
            was = app.rows[kit.shown(app).items.index(label)][4]
            _row(app, label, k)
            _close_notes(app)
            now = app.rows[kit.shown(app).items.index(label)][4]
            assert now != was, (label, k)
        seen += 1
    return seen


def test_on_off_rows_change_with_left_and_right_like_every_other_row():
    """The challenge's "+ Rep" and "Baba Yaga fight" rows, the solo set-up's harder rules and a player's
    "misses next turn" change with LEFT/RIGHT, as the number rows do."""
    app = _open(MemFs())
    w = app.w
    _new_game(app, 2)
    _row(app, w["deal"])
    _row(app, w["deal"])
    _close_notes(app)
    _row(app, w["abil_done"])
    assert _value_rows_obey_left_and_right(app) == 3  # the two harder rules, the turn timer
    _row(app, w["start_game"])
    _close_notes(app)
    _bar(app, w["players"])
    _row(app, app.name(0))
    for _ in range(3):
        _row(app, w["rep"], RIGHT)  # Baba Yaga on the board: her challenge row shows
    _close_notes(app)
    assert _value_rows_obey_left_and_right(app) == 1  # misses next turn
    press(app, B, B)
    press(app, DICE)
    assert _value_rows_obey_left_and_right(app) == 2  # + Rep, Baba Yaga fight
    ch = q.to_dict(app.s)["challenge"]
    assert not ch["plus_rep"] and not ch["baba_yaga"]  # each flipped four times
    _row(app, w["ch_plus_rep"], RIGHT)
    assert q.to_dict(app.s)["challenge"]["plus_rep"]


# the texts shown together, by screen (the turn screen's lines and bar, the lists' titles, rows
# and values), for the abbreviation check below
_SCREENS = (
    ("seat", "round", "step", "line_rep", "line_dice", "line_pen", "line_decks", "baba_off", "baba_wait",
     "baba_to") + _BAR_TEXTS,
    ("players", "players_cols", "seat", "player_val"),
    ("seat", "rep", "abilities", "quest", "penalty", "misses", "death", "out_row"),
    ("setup", "roll_first", "start_game", "remove", "hard_baba", "hard_death", "qlen", "abilities"),
    ("ch_title", "abilities", "k_steal", "k_beguile", "k_rescue", "pl_forlorn", "ch_roll",
     "ch_enter", "ch_ability", "ch_base", "ch_plus_rep", "ch_bonus", "ch_baba", "ch_cancel"),
    ("places", "pl_forlorn", "pl_pact", "pl_rescue", "pl_tsarov", "pl_time", "times"),
    ("duel", "du_steal", "du_beguile"),
    ("decks", "d_town", "d_wild", "d_reshuffle_town", "d_reshuffle_wild"),
)


def _abbreviations(text):
    """The short words (1-3 letters) written right before a number: "M" in "Dice M%d", "Р" in "Р%d"."""
    out = []
    word = ""
    for i, ch in enumerate(text):
        # (MicroPython's str.isalpha knows ASCII only)
        if ch.isalpha() or 0x400 <= ord(ch) < 0x500 or ch in "ÁÉÍÓÚÜÑáéíóúüñ":
            word += ch
            continue
        if ch == "%" and text[i + 1 : i + 2] == "d" and 1 <= len(word) <= 3:
            out.append(word)
        word = ""
    return out


def test_no_abbreviation_means_two_things_on_a_screen_nor_reads_as_a_digit():
    """On each screen a short word before a number comes from one text only (in Russian "С" was Rep in the
    players list and Cunning on the turn screen); across the whole app only the seat's letter ("P1") is used by
    more than one text; and no letter that looks like a digit (З, О, O, l, I) touches a number ("З0/6")."""
    for lang in strings.LANGUAGES:
        strings.set_language(lang)
        w = strings.table(TEXTS)
        seat = _abbreviations(w["seat"])
        assert len(seat) == 1, lang
        for keys in _SCREENS:
            seen = {}
            for key in keys:
                for text in _texts(w, key):
                    for abbr in _abbreviations(text):
                        if abbr != seat[0]:  # a seat's letter means the seat wherever it is
                            assert seen.get(abbr, key) == key and _abbreviations(text).count(abbr) == 1, (lang, key)
                            seen[abbr] = key
        owner = {}
        for key in w:
            for text in _texts(w, key):
                for abbr in _abbreviations(text):
                    if abbr != seat[0]:
                        assert owner.get(abbr, key) == key, (lang, abbr, key, owner.get(abbr))
                        owner[abbr] = key
                for look_alike in "ЗзОоOlI":
                    assert look_alike + "%d" not in text and "%d" + look_alike not in text, (lang, key)
    strings.set_language("en")


def test_bq2_each_heros_abilities_are_asked_from_the_card_cursor_on_move_for_every_hero():
    """After the deal each seat's hero card is entered on its own screen, the cursor on Move
    for every hero: Fyodor shows the rulebook's Move 2; A on a number goes on to the next row, so one A never
    starts the game without them; the first player is rolled only after every card."""
    app = _open(MemFs())
    w = app.w
    _new_game(app, 0, 3)
    for hero in (2, 3, 4):  # Fyodor, Ilya, Marya
        _row(app, w["heroes"][hero])
    _row(app, w["deal"])
    _close_notes(app)
    assert kit.shown(app).title == app.name(0) and kit.shown(app).items[kit.shown(app).cursor] == w["abilities"][0]
    assert app.rows[0][4] == "2"  # Fyodor's printed Move
    press(app, A, A)  # Move as printed, then on Fight: to Cunning, nothing skipped
    assert kit.shown(app).items[kit.shown(app).cursor] == w["abilities"][2] and q.to_dict(app.s)["abilities_seat"] == 0
    press(app, RIGHT, A)  # Cunning 2, then the "card entered" row
    assert kit.shown(app).items[kit.shown(app).cursor] == w["abil_done"]
    press(app, A)
    assert q.to_dict(app.s)["abilities_seat"] == 1 and kit.shown(app).title == app.name(1)
    assert kit.shown(app).items[kit.shown(app).cursor] == w["abilities"][0]  # Ilya: nothing printed, Move first
    press(app, RIGHT, A, RIGHT, RIGHT, A, A, A)  # Move 2, Fight 3, Cunning 1, entered
    press(app, A, A, A, A)  # Marya as her card's 1, 1, 1
    d = q.to_dict(app.s)
    assert [(p["move"], p["fight"], p["cunning"]) for p in d["players"]] == [(2, 1, 2), (2, 3, 1), (1, 1, 1)]
    assert d["abilities_seat"] is None and kit.shown(app).title == w["setup"] and kit.shown(app).cursor == 0
    press(app, B)  # undo: Marya's card again
    assert q.to_dict(app.s)["abilities_seat"] == 2


def _type_name(app, text):
    """Type text on the letter picker shown (yaga.name_picker) with the D-pad and A, then OK."""
    from yaga import name_picker as npk

    picker = kit.shown(app)
    for ch in text:
        for alphabet in range(3):
            letters = npk.ALPHABETS[alphabet]
            if ch.upper() in letters or ch in [chr(npk.small(ord(x))) for x in letters]:
                break
        if ch == " ":
            target = (3, 3)
        else:
            if picker.alphabet != alphabet:
                _move_to(app, (3, alphabet))
                press(app, A)
            i = [chr(x).upper() for x in picker.letters].index(ch.upper())
            target = (i // 12, i % 12)
        _move_to(app, target)
        press(app, A)
    _move_to(app, (3, 5))
    press(app, A)


def _move_to(app, target):
    picker = kit.shown(app)
    while picker.row != target[0]:
        press(app, DOWN)
    while picker.col != target[1]:
        press(app, RIGHT)


def test_quest_cards_are_named_once_with_their_steps_and_remembered():
    """The start menu's quest cards: the table names card 2 and gives its steps; the box remembers them (a
    record of its own, through a restart and a new game); a game's set-up shows the name and takes the steps,
    and a card can be named from there too (its seats' steps follow, B takes that back as one step)."""
    fs = MemFs()
    app = _open(fs)
    w = app.w
    _row(app, w["cards"])
    assert kit.shown(app).items == [w["quest_0"]] + [w["quest_n"] % c for c in range(2, 7)]
    _row(app, w["quest_n"] % 2)
    assert kit.shown(app).title == w["card_title"] % 2
    _type_name(app, "Firebird")
    assert kit.shown(app).title == "Firebird" and kit.shown(app).hint == w["card_steps"]
    press(app, RIGHT, RIGHT, A)  # 8 steps
    assert kit.shown(app).items[1] == "Firebird" and kit.shown(app).value(1) == "8"
    press(app, B)
    app = _open(fs)  # switched off and on: remembered
    assert app.names.quests[1] == "Firebird" and app.names.steps[1] == 8
    _new_game(app, 2)
    _row(app, w["heroes"][0])
    assert w["quest_n"] % 2 not in kit.shown(app).items and "Firebird" in kit.shown(app).items  # the deal's list
    _row(app, "Firebird")
    _close_notes(app)
    assert q.to_dict(app.s)["players"][0]["quest_len"] == 8  # the card's steps, in the deal's own step
    _row(app, w["abil_done"])
    _row(app, "Firebird")  # A on the seat's quest: the card named again
    assert kit.shown(app).title == w["card_title"] % 2 and kit.shown(app).name == "Firebird"
    _move_to(app, (3, 4))
    for _ in range(4):
        press(app, A)  # ← four times: "Fire"
    _type_name(app, " wings")  # a capital only first (a quest card, not a person)
    press(app, LEFT, A)  # 7 steps
    d = q.to_dict(app.s)["players"][0]
    assert d["quest_len"] == 7 and app.names.quests[1] == "Fire wings"
    assert "Fire wings" in kit.shown(app).items
    press(app, B)  # one step back: the 8 steps again (the name stays remembered)
    assert q.to_dict(app.s)["players"][0]["quest_len"] == 8


def test_a_card_named_from_the_set_up_comes_back_on_its_row_named_or_not():
    """The set-up's options: a quest card's row, A names it; after its steps (or B on its name) the cursor is
    on that row again, not where it was at the last step."""
    app = _open(MemFs())
    w = app.w
    _new_game(app, 0, 2)
    _row(app, w["deal"])
    _row(app, w["deal"])
    _close_notes(app)
    while w["abil_done"] in kit.shown(app).items:
        _row(app, w["abil_done"])
    label = kit.shown(app).items[-1]  # the last seat's quest card
    if app.rows[-1][1] is None:  # the rulebook's own card is not named: the other seat's
        label = kit.shown(app).items[-2]
    _row(app, label)
    assert kit.shown(app).title.startswith(w["card_title"].split("%")[0])
    press(app, B)  # B on the name: back on the card's row
    assert kit.shown(app).items[kit.shown(app).cursor] == label
    press(app, A)
    _type_name(app, "Oak")
    press(app, A)  # its steps as they were
    assert kit.shown(app).items[kit.shown(app).cursor] == "Oak"


def test_a_names_record_that_does_not_read_whole_is_set_aside_and_the_names_start_afresh():
    """The remembered names are a record of their own; one that does not read whole
    (a length past its end, a name too long, steps out of 1..12) is set aside and the app opens with none."""
    from yaga.games.quest.setup_screen import RECORD
    from yaga.saves import Store

    fs = MemFs()
    app = _open(fs)
    app.names.players[0] = "Ива"
    app.names.quests[2] = "Жар птица"
    app.names.steps[2] = 9
    app.names.save()
    again = _open(fs)
    assert again.names.players[0] == "Ива" and again.names.quests[2] == "Жар птица"
    assert again.names.steps[2] == 9
    good = Store(fs).load(RECORD, app.ID)[1]
    Store(fs).save(RECORD, app.ID, good[:-1])  # written before the turn timer: the timer off
    assert _open(fs).names.steps[2] == 9 and _open(fs).names.timer == 0
    bads = (good[:-2], good + b"\x00", good[:-1] + b"\x09", b"\x09" + b"A" * 9 + good[10:], good[:-2] + b"\x0d\x00",
            bytes([60]) + good[1:])
    for bad in bads:
        Store(fs).save(RECORD, app.ID, bad)
        fs.files.pop(RECORD + ".bak", None)
        fresh = _open(fs)
        assert fresh.names.players == [""] * 6 and list(fresh.names.steps) == [6] * 6, bad


def test_players_names_typed_once_shown_everywhere_and_remembered():
    """The players' names are typed on the letter picker before a new game, shown instead of P1-P6 (the deal,
    the title bar, the players list, the duels, Baba Yaga's line and flight) and remembered for the next game,
    whose names screen shows them."""
    fs = MemFs()
    app = _open(fs)
    w = app.w
    press(app, A)  # competitive
    press(app, LEFT, A)  # 2 players
    assert kit.shown(app).title == w["names_title"] and kit.shown(app).cursor == 0  # on: one A starts without names
    press(app, DOWN, A)
    assert kit.shown(app).title == w["name_for"] % 1
    _type_name(app, "Ana")
    assert app.names.players[0] == "Ana" and kit.shown(app).cursor == 2 and kit.shown(app).value(1) == "Ana"
    press(app, A)
    _type_name(app, "Иван")
    assert kit.shown(app).cursor == 0  # every seat named: on to the game
    press(app, A)
    _close_notes(app)
    assert kit.shown(app).title == w["hero_for"] % "Ana"
    _row(app, w["heroes"][4])  # Marya for Ana
    _row(app, w["deal"])
    _row(app, w["deal"])
    quest = q.to_dict(app.s)["players"][0]["quest"]
    assert kit.notes(app)[0].text.startswith(w["dealt_line"] % ("Ana", w["heroes"][4], quest))
    _close_notes(app)
    assert kit.shown(app).title == "Ana Marya"  # her card's abilities
    _row(app, w["abil_done"])
    _row(app, w["abil_done"])
    _row(app, w["roll_first"])
    assert kit.notes(app)[0].text.startswith(w["first_text"].split("%")[0] + app.who(kit.seat(app.s)))
    _close_notes(app)
    first = kit.seat(app.s)
    assert app.lines[0] == app.name(first) and app.name(1).startswith("Иван ")
    _bar(app, w["players"])
    assert kit.shown(app).items == ["Ana Marya", app.name(1)]
    _row(app, app.name(1))
    for _ in range(3):
        _row(app, w["rep"], RIGHT)
        _close_notes(app)
    press(app, B, B)
    if first == 0:
        _bar(app, w["c_next"])
        _bar(app, w["duel"])
        assert w["du_steal"] % "Иван" in kit.shown(app).items
        press(app, B)
    _bar(app, w["c_end"])
    while kit.seat(app.s) != first:
        _bar(app, w["c_end"])
    assert w["baba_flies"] % "Иван" in kit.notes(app)[0].text
    _close_notes(app)
    assert app.lines[6] == w["baba_to"] % (1, "Иван")
    _bar(app, w["c_new"])
    press(app, LEFT, A)  # a new game: the names are still there
    again = _open(fs)  # after a restart too
    press(again, A, LEFT, A)
    assert kit.shown(again).cursor == 0 and kit.shown(again).value(1) == "Ana" and kit.shown(again).value(2) == "Иван"


def _won_fight(app, w):
    """A Fight challenge opened with DICE and passed with a typed-in 6 (BQ-10): its result shown."""
    press(app, DICE)
    _row(app, w["ch_enter"])
    while kit.shown(app).value < 6:
        press(app, RIGHT)
    press(app, A)
    assert kit.challenge_result(app.s) == q.CH_PASSED


def test_a_won_challenge_takes_the_card_and_one_rep_in_one_choice():
    """After a won plain challenge the result offers "card taken, +1 Rep" after "done": one choice is done and
    the Rep, one Undo takes both back; a failed one, or a ready-made one, does not offer it."""
    app = _open(MemFs())
    w = app.w
    _dealt_and_started(app, 0, 2)
    p = kit.seat(app.s)
    _won_fight(app, w)
    assert app.label == w["r_done"] and app.choices[1] == TOOK
    before = bytes(app.s)
    _bar(app, w["r_took"])
    assert kit.phase(app.s) == q.PH_PLAY and q.pget(app.s, p, q.P_REP) == 1
    _undo(app)
    assert kit.phase(app.s) == q.PH_CH_RESULT and q.pget(app.s, p, q.P_REP) == 0 and bytes(app.s) == before
    _bar(app, w["r_done"])  # the plain "done" is still there
    assert q.pget(app.s, p, q.P_REP) == 0
    press(app, DICE)
    _row(app, w["ch_enter"])
    press(app, A)  # a 1: failed
    assert kit.challenge_result(app.s) == q.CH_FAILED and w["r_took"] not in [app.label] and q.DONE in app.choices
    assert TOOK not in app.choices


def test_the_round_log_says_who_did_what_newest_first_with_the_game():
    """The turn bar's "Log": every step that did something, by round, newest first (names instead of seats);
    kept in the save (a restart shows it) and taken back with its step (B)."""
    fs = MemFs()
    app = _open(fs)
    w = app.w
    _dealt_and_started(app, 0, 2)
    p = kit.seat(app.s)
    o = (p + 1) % 3  # three seats
    _bar(app, w["log_title"])
    assert kit.notes(app)[0].text == w["log_empty"]
    _close_notes(app)
    _bar(app, w["c_next"])
    _bar(app, w["c_town"])
    _won_fight(app, w)
    _bar(app, w["r_took"])
    _bar(app, w["c_end"])
    _bar(app, w["players"])
    _row(app, app.name(p))
    _row(app, w["death"])
    press(app, LEFT, A)  # yes
    _close_notes(app)
    press(app, B, B)
    while q.to_dict(app.s)["round"] == 1:  # round 2: p misses the turn
        _bar(app, w["c_end"])
        _close_notes(app)
    again = _open(fs)  # the log is in the save
    _bar(again, w["log_title"])
    lines = kit.notes(again)[0].lines
    assert lines == _wrapped(
        w["log_round"] % 1,
        "%s died" % app.who(p),
        "%s took the card: Rep 1" % app.who(p),
        "%s: %s 4+ passed" % (app.who(p), w["abilities"][1]),
        "%s: Town card" % app.who(p),
    ), lines
    _close_notes(again)
    _bar(again, w["c_new"])
    press(again, B)
    _bar(again, w["players"])
    _row(again, again.name(o))
    _row(again, w["rep"], RIGHT)
    press(again, B, B)
    _bar(again, w["log_title"])
    newest = _wrapped(w["log_round"] % 2, "%s: Rep 1" % again.who(o))
    assert kit.notes(again)[0].lines[: len(newest)] == newest
    _close_notes(again)
    _undo(again)  # the Rep step undone: its line too
    _bar(again, w["log_title"])
    assert kit.notes(again)[0].lines[0] == w["log_round"] % 1


def test_the_rules_reference_gives_the_token_order_and_every_special_location():
    """From the start menu and from the turn bar: the token order (Wolves, Solovey, Horseman, Hut, Baba Yaga)
    and the eight special locations' full text (the board prints them shortened), in every language, every
    letter in the font; B goes back to the list, then to where it was opened."""
    from yaga.gfx import has_glyph

    for lang in strings.LANGUAGES:
        strings.set_language(lang)
        ref = strings.load(REFERENCE)
        for text in ref["locations"] + ref["location_texts"]:
            assert text and all(has_glyph(ch) for ch in text), (lang, text)
        assert ref["token_text"].count("→") == 4 and all(has_glyph(ch) for ch in ref["token_text"]), lang
    app = _open(MemFs())
    w = app.w
    ref = strings.load(REFERENCE)
    _row(app, w["rules"])
    assert app.reference is not None  # the reference's texts while it shows
    assert kit.shown(app).title == w["rules"] and kit.shown(app).hint == ref["rules_hint"]
    assert kit.shown(app).items == [ref["token_order"]] + list(ref["locations"])
    press(app, A)
    assert kit.shown(app).title == ref["token_order"] and kit.shown(app).texts == (ref["token_text"],)
    press(app, B)
    _row(app, ref["locations"][1])  # Forlorn Hills
    assert kit.shown(app).texts == (ref["location_texts"][1],) and "Horseman" in kit.shown(app).texts[0]
    press(app, A)
    assert kit.shown(app).items[kit.shown(app).cursor] == ref["locations"][1]  # back on the same topic
    press(app, B)
    assert kit.shown(app).items[0] == w["new_comp"] and app.reference is None  # the start menu; its texts gone
    _dealt_and_started(app, 0, 2)
    shown = bytes(app.s)
    _bar(app, w["rules"])
    _row(app, ref["locations"][7])  # Tsarov
    assert "night" in kit.shown(app).texts[0]
    press(app, B, B)
    assert len(app.views) == 1 and app.reference is None  # the game's screen again
    assert app.lines is not None and bytes(app.s) == shown and app.label == w["rules"]


def test_an_optional_turn_timer_counts_each_turn_down_and_beeps_once():
    """Off by default; the set-up's "Turn timer" row (LEFT/RIGHT or A) sets a turn's minutes, remembered for
    the next games; the turn screen shows m:ss beside the dice, a new turn starts it again, time up is an
    inverted 0:00 and one soft beep (the box may sleep only after it); a frame of it allocates nothing."""
    from screenkit import allocates_nothing, text_at
    from yaga.ui import ADV, W

    fs = MemFs()
    app = _open(fs)
    w = app.w
    beeps = []
    app.box._beep = lambda hz, ms: beeps.append((hz, ms))
    _new_game(app, 2)
    _row(app, w["deal"])
    _row(app, w["deal"])
    _close_notes(app)
    _row(app, w["abil_done"])
    assert app.rows[kit.shown(app).items.index(w["timer"])][4] == app.core["off"]  # off by default
    app.tick(0)
    assert not app.keep_awake
    _row(app, w["timer"], RIGHT)
    _row(app, w["timer"], RIGHT)
    assert app.rows[kit.shown(app).items.index(w["timer"])][4] == w["minutes"] % 2
    assert _open(fs).names.timer == 2  # remembered
    _row(app, w["start_game"])
    _close_notes(app)
    app.tick(1000)
    assert app.keep_awake and app.timer_left == 120
    c = app.box.canvas
    app.draw(c)
    x = W - 2 - 4 * ADV
    assert text_at(c, "2:00", x, 26)
    app.tick(1000 + 90500)
    app.draw(c)
    assert app.timer_left == 30 and text_at(c, "0:30", x, 26) and not beeps  # 29.5 s left
    assert allocates_nothing(lambda: app.draw(c))
    app.tick(1000 + 120000)
    app.tick(1000 + 125000)
    app.draw(c)
    assert app.timer_left == 0 and beeps == [(660, 150)] and not app.keep_awake
    assert text_at(c, "0:00", x, 26, 0)  # inverted
    _bar(app, w["c_end"])  # the next turn: its own time
    app.tick(200000)
    assert app.timer_left == 120 and app.keep_awake


def test_the_dice_line_with_a_penalty_fits_before_the_turn_timer_in_every_language():
    """The soak saw "Dados M2 L0 A0 -1" cut before the timer's m:ss on its row (the penalty's number lost):
    the widest dice line (abilities 9, penalty 5) ends before the widest timer (8:00, yaga.games.quest.setup_screen)."""
    from yaga.gfx import text_width
    from yaga.ui import ADV, W, number_width

    for lang in strings.LANGUAGES:
        strings.set_language(lang)
        w = strings.table(TEXTS)
        line = w["line_dice"] % (9, 9, 9) + w["line_pen"] % 5
        timer_x = W - 2 - number_width(8) - 3 * ADV  # quest_play.draw_timer; the line is cut 2 px before it
        assert 2 + text_width(line) - 1 <= timer_x - 2, (lang, line)
    strings.set_language("en")


def test_a_save_with_a_wrong_log_or_undo_byte_is_set_aside_and_the_previous_one_resumes():
    # BQ-6 steps make a log and undo steps; a save whose log names an unknown event, whose undo step would put
    # back a phase that does not exist, or whose state is out of range is refused whole (the .bak opens)
    from yaga.games.quest.app import _resumable
    from yaga.games.quest.log import LOG_SIZE
    from yaga.saves import RESTORED

    fs = MemFs()
    app = _open(fs)
    _dealt_and_started(app, 0, 2)
    w = app.w
    p = q.current_player(app.s)
    _bar(app, w["players"])
    _row(app, app.name(p))
    for _ in range(2):
        _row(app, w["rep"], RIGHT)  # BQ-6: Rep +1, logged and undoable
    press(app, B, B)
    good = Store(fs).load("app_quest", app.ID)[1]
    Store(fs).save("app_quest", app.ID, good)  # saved twice: the previous save is this game too
    log = q.STATE_SIZE
    journal = q.STATE_SIZE + LOG_SIZE
    assert _resumable(good) and good[log + 1] and len(good) > journal
    newest = len(good) - 2 - 3 * (good[-2] << 8 | good[-1])  # the newest undo step's first byte put back
    for at, v in ((4, 14), (52 + 2, 61), (log + 1, 65), (log + 2 + 2, 16), (log + 2 + 2, 0), (newest, None)):
        bad = bytearray(good)
        if v is None:
            bad[at:at + 3] = b"\x00\x04\xff"  # undoing it would put phase 255 back
        else:
            bad[at] = v
        assert not _resumable(bad), (at, v)
        Store(fs).save("app_quest", app.ID, bad)
        again = _open(fs)
        assert again.box.store.take_problem() == RESTORED and bytes(again.s) == bytes(app.s), (at, v)
        assert fs.exists("app_quest.bad")
