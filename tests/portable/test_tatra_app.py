"""The Tatra companion screens driven by keys: set-up checklist, round steps, battle, scoring, history (TA-1..6)."""

from expect import raises
from memfs import MemFs
from screenkit import Clock, note_on_top, open_app, press
from yaga import strings, ui
from yaga.buttons import A, B, DICE, DOWN, LEFT, RIGHT, UP
from yaga.gfx import Canvas, text_width
from yaga.games.tatra import rules as t
from yaga.games.tatra import history as th
from yaga.games.tatra.app import TEXTS
from yaga.saves import Store


def _open(fs):
    from yaga.games.tatra.app import App

    return open_app(App, "tatra", fs)


def _playing(app):
    from yaga.games.tatra.app import Play

    return isinstance(app.top(), Play)


def _w(app, key):
    """The text named key in the app's language."""
    return app.w[key]


def _label(app, a):
    """The choice bar's word for action a."""
    return app.w["actions"][a]


def _phase(app, name):
    return app.w["phases"][t.PHASES.index(name)]


def _length(app, name):
    return app.w["lengths"][t.LENGTHS.index(name)]


def _question(app, name):
    return app.w["questions"][t.ASKS.index(name) - 1]


def _pick(app, a):
    """Move the choice bar to choice a (an action, or the app's own last choice, the game menu) and press A."""
    for _ in range(len(app.choices)):
        if app.choices[app.cursor] == a:
            press(app, A)
            return
        press(app, RIGHT)
    raise AssertionError("no choice %s among %s" % (a, app.choices))


def _answer(app, n):
    """Set the number question to n with the D-pad (10s with UP/DOWN, 1s with LEFT/RIGHT) and press A; a "?"
    (nothing entered yet) takes one press to start from the lowest."""
    if app.number is None:
        press(app, RIGHT)
    while app.number + 10 <= n:
        press(app, UP)
    while app.number < n:
        press(app, RIGHT)
    while app.number > n:
        press(app, LEFT)
    assert app.number == n
    press(app, A)


def _state(app):
    return t.to_dict(app.s)


def _strip(app):
    """TA-3's strip as drawn: (filled track squares, the allied coins' digit, the enemy coins' digit)."""
    from screenkit import lit

    c = app.box.canvas

    def digit(x):  # the one digit whose pixels are exactly those of the 6x8 cell at (x, 56)
        for d in "0123456789":
            ref = Canvas()
            ref.text(d, x, 56)
            if all(lit(ref, xx, yy) == lit(c, xx, yy) for xx in range(x, x + 6) for yy in range(56, 64)):
                return d
        return None

    cubes = sum(lit(c, 1 + i * 5 + 2, 59) for i in range(9))  # a filled square's middle is lit
    return cubes, digit(58), digit(83)


def _set_up(app, length_row=0, areas=12):
    """A new game from the start menu and its set-up checklist (TA-1) ticked off, the areas entered at the coins."""
    while app.top().cursor != length_row:  # the start menu's cursor may be on the row left last (the history)
        press(app, DOWN)
    press(app, A)
    assert note_on_top(app).title == _w(app, "keys")  # B is undo here: a note says so, and how to leave
    press(app, RIGHT)  # no step is taken while the note shows
    assert note_on_top(app) is not None and app.s[t.SETUP] == 0 and app.cursor == 0
    press(app, A)
    for step in range(1, len(t.SETUP_STEPS) + 1):
        assert app.title == _w(app, "setup") % (step, len(t.SETUP_STEPS))
        if step - 1 == t.SETUP_COINS:
            _answer(app, areas)
        else:
            _pick(app, t.A_TICK)


def test_ta1_setup_is_ticked_off_step_by_step_on_screen():
    """The rulebook's 19 set-up steps in its order, one screen each, ticked off with Done; the
    goal card's step names the game's length; at the coins the length's allied coins are said and the areas asked
    ('?': the rulebook does not say how many, so the table counts them), and the strip shows no enemy count yet."""
    from screenkit import text_at

    for lang in strings.LANGUAGES:
        strings.set_language(lang)
        fs = MemFs()
        app = _open(fs)
        press(app, DOWN, A, A)  # New game: medium; the buttons note closed
        seen = []
        while _state(app)["setup"] is not None:
            step = len(seen)
            assert app.title == _w(app, "setup") % (step + 1, 19), lang
            text = app.w["steps"][step]
            seen.append(t.SETUP_STEPS[step])
            if step == t.SETUP_COINS:
                assert app.lines == ui.wrap(text % 3, ui.W - 2) + ui.wrap(_question(app, "areas"), ui.W - 2), lang
                assert app.number is None and text_at(app.box.canvas, "?", 61, 44, 0), lang  # nothing entered
                assert _strip(app)[1:] == ("3", None) and text_at(app.box.canvas, "?", 83, 56), lang
                press(app, A)  # A on "?" answers nothing
                assert _state(app)["setup"] == "coins" and app.number is None
                _answer(app, 12)
                assert _strip(app)[1:] == ("3", "9"), lang
                continue
            if step == 3:
                text = text % _length(app, "medium")
            assert app.lines == ui.wrap(text, ui.W - 2) and app.labels == [_label(app, t.A_TICK), _w(app, "a_menu")]
            _pick(app, t.A_TICK)
        assert seen == list(t.SETUP_STEPS)
        assert app.title == _phase(app, "tatra_card") and app.right == _w(app, "round") % 1
    strings.set_language("en")


def test_ta1_the_next_game_counts_from_the_areas_the_table_entered():
    """The board does not change: the coins step of the next game, after a power cut too, starts from the areas
    entered last time (the box remembers them apart from the game)."""
    strings.set_language("en")
    fs = MemFs()
    app = _open(fs)
    _set_up(app, 0, 14)
    _play_to_scoring(app)
    for n in (10, 0, 0):
        _answer(app, n)
    press(app, A, B)  # recorded; the start menu
    again = _open(fs)  # power off and on
    press(again, DOWN, DOWN, A, A)  # New game: long; the note closed
    while _state(again)["setup"] != "coins":
        _pick(again, t.A_TICK)
    assert again.number == 14 and again.range == (1, 40)
    press(again, LEFT, A)
    assert _state(again)["areas"] == 13 and _state(again)["enemy_coins"] == 13  # a long game: none allied
    assert _open(fs).opts[0] == 13


def test_ta2_round_screens_region_cube_and_coin_flip():
    app = _open(MemFs())
    _set_up(app)
    _pick(app, t.A_TATRA_DONE)  # Tatra card resolved
    assert app.title == _phase(app, "beasts_west") and _state(app)["ask"] == "spaces"
    _answer(app, 1)
    _pick(app, t.A_ADD_CUBE)  # the one-space card fills
    assert " ".join(app.lines) == _w(app, "p_coin")
    _pick(app, t.A_COIN_FLIPPED)
    d = _state(app)
    assert d["allied_coins"] == 5 and d["track_cubes"] == 8 and app.title == _phase(app, "beasts_central")
    assert _strip(app) == (8, "5", "7")  # the strip follows


def test_ta2_every_step_can_be_undone_and_b_leaves_when_nothing_is_left():
    app = _open(MemFs())
    _set_up(app)
    before = bytes(app.s)
    _pick(app, t.A_TATRA_DONE)
    _answer(app, 3)
    _pick(app, t.A_ADD_CUBE)
    press(app, B, B, B)
    assert bytes(app.s) == before
    while app.undo_count:
        press(app, B)
    assert app.key(B) is False


def to_battle(app):
    """From a new game's set-up to a Dawn battle (TA-4) with six position tiles in the bag, every region's
    demand met."""
    _set_up(app)
    _pick(app, t.A_TATRA_DONE)
    for _ in range(3):
        _answer(app, 3)
        _pick(app, t.A_FULFILLED)
    _pick(app, t.A_BATTLE)
    _answer(app, 6)


def test_ta4_battle_screen_counts_moves_and_draws_tiles_with_dice():
    app = _open(MemFs())
    to_battle(app)
    assert app.title == _w(app, "battle")
    assert app.lines[0] == _w(app, "p_battle") % (app.w["who"][0], 8)
    _pick(app, t.A_MOVE)
    press(app, A)  # the cursor stays on "Move made"
    assert app.lines[0] == _w(app, "p_battle") % (app.w["who"][0], 7)
    press(app, DICE, DICE)
    assert len(_state(app)["battle"]["positions"]) == 2
    assert app.lines[1].startswith("Positions: ")
    _pick(app, t.A_DRAGON)
    _answer(app, 19)
    assert _w(app, "p_dragon_won") in app.lines
    _pick(app, t.A_WIN)
    assert note_on_top(app) is not None
    press(app, A)
    assert note_on_top(app) is None and app.title == _phase(app, "tatra_card") and _state(app)["allied_coins"] == 7


def _play_to_scoring(app):
    """Unmet West demands on a nine-space card, round after round, until the track is empty (TA-3)."""
    _pick(app, t.A_TATRA_DONE)
    _answer(app, 9)
    while _state(app)["phase"] != "scoring":
        phase = _state(app)["phase"]
        if _state(app)["coin_flip_due"]:
            _pick(app, t.A_COIN_FLIPPED)
        elif _state(app)["ask"] == "spaces":
            _answer(app, 3)
        elif phase == "beasts_west":
            _pick(app, t.A_ADD_CUBE)
        elif phase.startswith("beasts_"):
            _pick(app, t.A_FULFILLED)
        elif phase == "tatra_card":
            _pick(app, t.A_TATRA_DONE)
        else:
            _pick(app, t.A_PHASE_DONE)


def test_ta5_ta6_a_short_game_from_setup_to_the_recorded_score():
    fs = MemFs()
    app = _open(fs)
    _set_up(app)
    _play_to_scoring(app)
    assert _state(app)["track_cubes"] == 0
    _answer(app, 30)  # goal card
    _answer(app, 2)  # treasures left
    _answer(app, 1)  # dragons left
    assert _state(app)["score"] == 30 + 3 * 3
    assert app.labels == [_w(app, "a_record"), _w(app, "a_menu")]
    press(app, A)
    assert app.top().items[0] == _w(app, "h_best") % ("short", 39)
    assert app.top().items[3] == _w(app, "h_entry") % (1, "short", 39)
    # power off and on: the history is still there, and no game is running
    again = _open(fs)
    assert th.best(again.hist, 0) == (39, 1) and again.s is None


def test_autosave_resumes_the_game_after_power_off():
    fs = MemFs()
    app = _open(fs)
    _set_up(app, 1, 10)
    _pick(app, t.A_TATRA_DONE)
    again = _open(fs)
    assert bytes(again.s) == bytes(app.s) and again.title == _phase(app, "beasts_west")


def _texts():
    """The current language's texts by name."""
    return strings.table(TEXTS)


def test_every_family_has_a_text_for_each_of_the_engine_s_numbers():
    """The texts indexed by a number of the engine: one a length, a phase, a question, an action, a set-up step, a
    whose-move byte; a rules page's title and its text side by side."""
    for lang in strings.LANGUAGES:
        strings.set_language(lang)
        w = _texts()
        assert len(w["lengths"]) == len(t.LENGTHS) and len(w["phases"]) == len(t.PHASES), lang
        assert len(w["questions"]) == len(t.ASKS) - 1 and t.ASKS.index("areas") == t.ASK_AREAS == 1, lang
        assert len(w["actions"]) == t.A_REFUSED + 1 and len(w["steps"]) == len(t.SETUP_STEPS) == t.SETUP_DONE, lang
        assert len(w["who"]) == 2 and len(w["rule_titles"]) == len(w["rule_texts"]) == 6, lang
    strings.set_language("en")


def test_every_prompt_fits_the_screen_in_every_language():
    for lang in strings.LANGUAGES:
        strings.set_language(lang)
        w = _texts()
        prompts = [(key, w[key]) for key in w if key.startswith("p_") or key in ("won", "lost", "formed", "refused")]
        prompts += [("questions", text) for text in w["questions"]]
        prompts += [(step, text) for step, text in zip(t.SETUP_STEPS, w["steps"])]
        for key, prompt in prompts:
            texts = [prompt.replace("%d", "88")]
            if key == "p_battle":
                texts = [texts[0].replace("%s", w["who"][0])]
            elif "%s" in prompt:  # the goal card's step names the game's length
                texts = [texts[0].replace("%s", length) for length in w["lengths"]]
            for text in texts:
                lines = len(ui.wrap(text, ui.W - 2))
                if key == "coins":  # shown with the areas question under it
                    lines += len(ui.wrap(w["questions"][t.ASK_AREAS - 1], ui.W - 2))
                assert lines <= 4, (lang, key)
        for label in list(w["actions"]) + [w["a_menu"], w["a_record"]]:
            assert text_width(label) <= ui.W - 16, (lang, label)
    strings.set_language("en")


def test_undo_keeps_the_last_steps_in_a_ring():
    app = _open(MemFs())
    depth = len(app.undo) // t.STATE_SIZE
    _set_up(app, 0, 12)
    states = [bytes(app.s)]
    for i in range(depth + 5):  # coins back and forth: every step a different state
        _pick(app, t.A_COIN_TO_ENEMY if i % 2 == 0 else t.A_COIN_TO_ALLIED)
        states.append(bytes(app.s))
    for back in range(1, depth + 1):
        press(app, B)
        assert bytes(app.s) == states[-1 - back]
    assert app.undo_count == 0 and app.key(B) is False


def test_redrawing_a_screen_allocates_nothing():
    from screenkit import allocates_nothing, text_in_row

    app = _open(MemFs())
    _set_up(app)
    _pick(app, t.A_TATRA_DONE)
    c = app.box.canvas
    assert allocates_nothing(lambda: app.draw(c))  # a number question
    _answer(app, 3)
    assert allocates_nothing(lambda: app.draw(c))  # a region step with its choice bar and the strip
    assert text_in_row(c, _phase(app, "beasts_west"), 1, 0)
    assert text_in_row(c, _label(app, t.A_FULFILLED), 44, 0)
    _pick(app, t.A_FULFILLED)
    _answer(app, 3)
    _pick(app, t.A_FULFILLED)
    _answer(app, 3)
    _pick(app, t.A_FULFILLED)
    _pick(app, t.A_BATTLE)
    _answer(app, 6)
    press(app, DICE)
    assert allocates_nothing(lambda: app.draw(c))  # the battle helper


def test_ta6_score_history_says_which_button_leaves_and_fits_in_every_language():
    """QA 12: the history's title bar ends with its key hint (A or B leave it), title and hint both whole."""
    from screenkit import text_at

    for lang in strings.LANGUAGES:
        strings.set_language(lang)
        app = _open(MemFs())
        press(app, UP, A)  # the start menu's last row
        w = _texts()
        assert app.top().title == w["history"]
        c = app.box.canvas
        hint_x = ui.W - text_width(w["h_hint"])
        assert text_at(c, w["h_hint"], hint_x, 1, 0)
        assert 2 + text_width(w["history"]) <= hint_x - ui.ADV, lang  # ui.title_bar's clip before a note
        assert text_at(c, w["history"], 2, 1, 0)
        press(app, B)
        assert app.top().title != w["history"]
    strings.set_language("en")


def test_every_title_and_start_row_fits_the_screen_in_every_language():
    """QA look-over: a step's title beside the round (ui.title_bar's clip), the start menu's rows whole."""

    for lang in strings.LANGUAGES:
        strings.set_language(lang)
        w = _texts()
        room = ui.W - text_width(w["round"] % 88) - ui.ADV
        for title in list(w["phases"]) + [w["battle"], w["alliance"], w["setup"]]:
            title = title.replace("%d", "19")
            assert 2 + text_width(title) <= room, (lang, title)
        for length in w["lengths"]:
            row = w["new_game"] % length
            assert 2 + text_width(row) <= ui.W - 1, (lang, row)  # ListMenu clips a row at its edge - 1
    strings.set_language("en")


def test_the_engine_names_its_numbers_and_the_contract_itself():
    """yaga.games.tatra.rules offers its public numbers and is_valid as its own names (no module __getattr__), and
    yaga.engine's CHANCE and TERMINAL."""
    from yaga import engine

    assert t.CHANCE == engine.CHANCE and t.TERMINAL == engine.TERMINAL
    assert t.is_valid(t.new_state(7, "long")) and t.A_WIN == 15 and t.FLAGS == 19
    raises(AttributeError, getattr, t, "NO_SUCH_NAME")


def test_the_final_screen_shows_the_best_and_an_undo_goes_back_in_play():
    # TA-5/TA-6: the game over, the final screen offers to record the score; B undoes the last answer
    app = _open(MemFs())
    _set_up(app)
    _pick(app, t.A_TATRA_DONE)
    for _ in range(3):  # West, Central, East: a three-space card each, its demand met
        _answer(app, 3)
        _pick(app, t.A_FULFILLED)
    _pick(app, t.A_END_GAME)  # Dawn: the game ends; TA-5's questions, then the final screen with the length's best
    _answer(app, 10)
    _answer(app, 0)
    _answer(app, 0)
    assert app.labels == [_w(app, "a_record"), _w(app, "a_menu")] and _state(app)["game_over"]
    press(app, B)  # undo the last answer: back in play, the question asked again
    assert not _state(app)["game_over"] and _state(app)["ask"] == "dragons" and app.range is not None


def _to_game_menu(app):
    _pick(app, app.choices[-1])  # the game menu, the last choice
    assert app.top().items[0] == _w(app, "g_back")


def test_ta6_the_score_history_opens_during_a_game_and_the_game_goes_on():
    """The history is reachable while a game is played (the choice bar's last choice opens the game
    menu), not only at its end; leaving it goes back to the same step, nothing taken."""
    from screenkit import text_at

    for lang in strings.LANGUAGES:
        strings.set_language(lang)
        fs = MemFs()
        app = _open(fs)
        _set_up(app)
        _play_to_scoring(app)
        _answer(app, 30)
        _answer(app, 2)
        _answer(app, 1)
        press(app, A)  # recorded: game #1, 39
        press(app, B)  # the start menu
        _set_up(app, 1)  # a medium game
        _pick(app, t.A_TATRA_DONE)
        _answer(app, 3)  # the West card's spaces: on to its choices
        before = bytes(app.s)
        title = app.title
        press(app, LEFT)  # one press left of the first choice: the game menu
        assert app.labels[app.cursor] == _w(app, "a_menu")
        press(app, A)
        c = app.box.canvas
        assert text_at(c, _w(app, "g_back"), 2, 11, 0) and text_at(c, _w(app, "history"), 2, 20), lang
        press(app, DOWN, A)
        entry = _w(app, "h_entry") % (1, _length(app, "short"), 39)
        assert app.top().items[3] == entry and text_at(c, entry, 2, 38), lang
        press(app, B)  # back to the game menu, on its history row
        assert app.top().cursor == 1 and app.top().items[0] == _w(app, "g_back")
        press(app, UP, A)  # back to the game
        assert bytes(app.s) == before and app.title == title and note_on_top(app) is None, lang
        _to_game_menu(app)
        press(app, B)  # B leaves the menu too, and undoes nothing
        assert bytes(app.s) == before and app.title == title, lang
        assert app.labels[0] == _label(app, t.A_FULFILLED) and _w(app, "a_menu") == app.labels[-1], lang
    strings.set_language("en")


def test_ta6_a_damaged_score_history_gives_back_the_one_before_it_on_the_history_screen():
    """The history file damaged (a power cut, a bad flash page): the box keeps the previous one
    (yaga.saves' .bak), says so, and the history screen shows those games, game numbers going on from there."""
    strings.set_language("en")
    fs = MemFs()
    app = _open(fs)
    for score in (20, 25):  # two games recorded through the keys: 20 + 3 * ..., then 25 + ...
        _set_up(app)
        _play_to_scoring(app)
        _answer(app, score)
        _answer(app, 0)
        _answer(app, 0)
        press(app, A, B)
    assert th.games_played(app.hist) == 2
    damaged = bytearray(fs.files["app_tatra_hist"])
    damaged[len(damaged) // 2] ^= 0x41
    fs.files["app_tatra_hist"] = damaged
    again = _open(fs)
    assert again.box.store.problem is not None  # the shell tells the player
    assert th.games_played(again.hist) == 1 and th.entry(again.hist, 0) == (1, 0, 20)
    press(again, UP, A)  # the start menu's history row, its last
    assert again.top().items[3] == _w(again, "h_entry") % (1, _length(again, "short"), 20)
    assert len(again.top().items) == 4  # the damaged game is gone, the one before kept
    press(again, B)
    _set_up(again)
    _play_to_scoring(again)
    _answer(again, 40)
    _answer(again, 0)
    _answer(again, 0)
    press(again, A)
    assert again.top().items[3] == _w(again, "h_entry") % (2, _length(again, "short"), 40)  # numbered on: not #1


def _to_dawn(app):
    """From a set-up game's first Tatra card to Dawn, each region's three-space card met."""
    _pick(app, t.A_TATRA_DONE)
    for _ in range(3):
        if app.range is not None:
            _answer(app, 3)
        _pick(app, t.A_FULFILLED)
    assert app.title == _phase(app, "dawn")


def test_seed7_the_alliance_helper_beside_the_battle_helper():
    """Alliance sits beside Battle at an animal phase; the bag's position tiles are asked once (as
    for battles), then this negotiation's Alliance tiles from the rulebook's four (one fewer where farms or
    fisheries were destroyed: the table says); DICE draws a position tile for each; demands met, by treasure too,
    are counted; formed turns a coin allied and says to take an Alliance bonus tile; the turn ends."""
    from screenkit import text_at

    for lang in strings.LANGUAGES:
        strings.set_language(lang)
        app = _open(MemFs())
        _set_up(app)
        _to_dawn(app)
        battle = app.labels.index(_label(app, t.A_BATTLE))
        assert app.labels[battle + 1] == _label(app, t.A_ALLIANCE)
        _pick(app, t.A_ALLIANCE)
        assert app.lines == ui.wrap(_question(app, "bag"), ui.W - 2)
        _answer(app, 6)
        assert app.title == _w(app, "alliance") and app.lines == ui.wrap(_question(app, "demands"), ui.W - 2), lang
        assert app.number == 4 and app.range == (1, 4)  # the rulebook's four
        press(app, LEFT, A)  # three: farms destroyed here
        assert app.lines == ui.wrap(_w(app, "p_alliance") % (0, 3, 0), ui.W - 2), lang
        press(app, DICE, DICE, DICE)
        positions = _state(app)["alliance"]["positions"]
        assert len(positions) == 3 and _label(app, t.A_DRAW_TILE) not in app.labels  # one per Alliance tile
        shown = " ".join(app.lines)
        assert shown == _w(app, "p_alliance") % (0, 3, 0) + " " + _w(app, "p_positions") % " ".join(map(str, positions))
        press(app, DICE)  # no fourth tile
        assert len(_state(app)["alliance"]["positions"]) == 3
        _pick(app, t.A_DEMAND_MET)
        _pick(app, t.A_TREASURE)
        assert " ".join(app.lines).startswith(_w(app, "p_alliance") % (2, 3, 1)), lang
        assert len(app.lines) <= 4 and text_at(app.box.canvas, app.lines[-1], 2, 10 + 8 * (len(app.lines) - 1)), lang
        _pick(app, t.A_FORMED)
        assert note_on_top(app).title == _w(app, "alliance") and note_on_top(app).text == _w(app, "formed"), lang
        press(app, A)
        d = _state(app)
        assert d["allied_coins"] == 7 and d["alliances_formed"] == 1 and d["round"] == 2
        assert app.title == _phase(app, "tatra_card")
        press(app, B)  # undo: back in the negotiation
        assert app.title == _w(app, "alliance")
        _pick(app, t.A_REFUSED)
        assert note_on_top(app).text == _w(app, "refused") and _state(app)["allied_coins"] == 6, lang
    strings.set_language("en")


def test_rules_reference_the_phases_of_a_round_first_from_the_start_and_the_game_menus():
    """The rules the table looks up (a round's phases, actions, battle, alliance, beasts and
    dragons, scoring), from the start menu and during a game from the game menu; a page scrolls with UP/DOWN and
    B goes back to the list, then to the menu it was opened from, the game untouched."""
    from screenkit import text_at

    for lang in strings.LANGUAGES:
        strings.set_language(lang)
        app = _open(MemFs())
        press(app, DOWN, DOWN, DOWN, A)  # the start menu's Rules row
        c = app.box.canvas
        assert app.top().title == _w(app, "rules") and len(app.top().items) == 6, lang
        assert text_at(c, app.w["rule_titles"][0], 2, 11, 0), lang  # the round's phases first
        press(app, A)
        page = app.top()
        assert page.title == app.w["rule_titles"][0] and text_at(c, page.lines[0], 2, 10), lang
        for phase in ("tatra_card", "dawn", "day", "dusk", "night"):
            assert _phase(app, phase)[1:] in " ".join(page.lines), (lang, phase)  # the phases by their screens' names
        assert text_at(c, _w(app, "r_hint"), 0, 56), lang
        while page.first + 5 < len(page.lines):
            press(app, DOWN)
        assert text_at(c, page.lines[-1], 2, 10 + 8 * 4), lang  # scrolled to its last line
        press(app, B)
        assert app.top().title == _w(app, "rules") and app.top().cursor == 0
        press(app, DOWN, A)
        assert app.top().title == app.w["rule_titles"][1]
        press(app, A, B)  # A back to the list too; B back to the start menu, on its Rules row
        assert app.top().cursor == 3 and app.top().items[3] == _w(app, "rules"), lang
        _set_up(app)
        _pick(app, t.A_TATRA_DONE)
        _answer(app, 3)
        before = bytes(app.s)
        _to_game_menu(app)
        press(app, DOWN, DOWN, A)
        assert app.top().title == _w(app, "rules")
        press(app, DOWN, DOWN, A)
        assert app.top().title == app.w["rule_titles"][2]
        press(app, B, B)  # the page, the list: back to the game menu on its Rules row
        assert app.top().items[0] == _w(app, "g_back") and app.top().cursor == 2, lang
        press(app, B)
        assert bytes(app.s) == before and _playing(app), lang  # back in play, nothing undone
    strings.set_language("en")


def test_every_rules_page_fits_the_screen_whole_in_every_language():
    for lang in strings.LANGUAGES:
        strings.set_language(lang)
        w = _texts()
        assert text_width(w["r_hint"]) <= ui.W and 2 + text_width(w["rules"]) <= ui.W - text_width(w["h_hint"]) - ui.ADV
        for page, (title, text) in enumerate(zip(w["rule_titles"], w["rule_texts"])):
            assert 2 + text_width(title) <= ui.W - 4, (lang, page)  # a list row beside no scroll bar, a page title
            for word in text.replace("\n", " ").split(" "):
                assert text_width(word) <= ui.W - 6, (lang, page, word)  # never cut inside a word
            assert all(text_width(line) - 1 <= ui.W - 6 for line in ui.wrap(text, ui.W - 6)), (lang, page)
    strings.set_language("en")


def _timed_app(fs, clock, beeps):
    from yaga.games.tatra.app import App

    return open_app(App, "tatra", fs, clock, beep=beeps.append_beep)


class _Beeps(list):
    def append_beep(self, freq, ms):
        self.append((freq, ms))


def _timer_shown(app, text=None, inverted=False):
    """True when the strip's right shows exactly text (m:ss) as the turn timer draws it, inverted once the time is
    up; with no text, True when nothing at all is drawn there."""
    from screenkit import ink, lit

    c = app.box.canvas
    if text is None:
        return ink(c, 98, 55, 30, 9) == 0
    ref = Canvas()
    x = ui.W - text_width(text)
    if inverted:
        ref.fill_rect(x - 1, 55, ui.W - x + 1, 9, 1)
    ref.text(text, x, 56, 0 if inverted else 1)
    return all(lit(ref, xx, yy) == lit(c, xx, yy) for xx in range(x - 1, ui.W) for yy in range(55, 64))


def _step_timer(app, clock, ms):
    clock.ms += ms
    app.tick(clock.ms)
    app.draw(app.box.canvas)


def test_turn_timer_is_off_until_chosen_then_counts_a_round_and_beeps_once():
    """The game menu's turn timer, off by default: nothing shown, no beep. Set to 2 minutes with
    RIGHT it shows the round's time left at the strip's right, beeps softly once when it is up (shown inverted),
    starts again with the next round, and the next game keeps the setting."""
    strings.set_language("en")
    fs = MemFs()
    clock = Clock(5000)
    beeps = _Beeps()
    app = _timed_app(fs, clock, beeps)
    _set_up(app)
    _pick(app, t.A_TATRA_DONE)
    _answer(app, 3)
    assert _timer_shown(app) and not app.keep_awake
    _step_timer(app, clock, 30 * 60000)
    assert beeps == [] and _timer_shown(app)
    _to_game_menu(app)
    press(app, DOWN, DOWN, DOWN)
    c = app.box.canvas
    from screenkit import text_at

    row = 11 + 9 * 3
    assert text_at(c, _w(app, "g_timer"), 2, row, 0) and text_at(c, "Off", 128 - text_width("Off"), row, 0)
    press(app, RIGHT, RIGHT)
    assert text_at(c, "2 min", 128 - text_width("2 min"), row, 0)
    press(app, LEFT, A)  # LEFT back one, A on to the next
    assert text_at(c, "2 min", 128 - text_width("2 min"), row, 0)
    press(app, B)
    assert _playing(app) and _timer_shown(app, "2:00") and app.keep_awake
    _step_timer(app, clock, 61000)
    assert _timer_shown(app, "0:59") and beeps == []
    _pick(app, t.A_FULFILLED)  # a step of the same round: the time goes on
    _step_timer(app, clock, 58500)
    assert _timer_shown(app, "0:01") and beeps == []
    _step_timer(app, clock, 500)
    assert _timer_shown(app, "0:00", True) and beeps == [(660, 150)] and not app.keep_awake
    from screenkit import allocates_nothing

    assert allocates_nothing(lambda: _step_timer(app, clock, 1000))  # a tick and a frame of the timer
    _step_timer(app, clock, 60000)
    assert beeps == [(660, 150)]  # once
    while app.title != _phase(app, "tatra_card"):  # on to the next round
        if app.range is not None:
            _answer(app, 3)
        else:
            _pick(app, t.A_FULFILLED if t.A_FULFILLED in app.choices else t.A_PHASE_DONE)
    assert _timer_shown(app, "2:00") and app.keep_awake
    again = _timed_app(fs, clock, beeps)  # power off and on: the game resumes, the setting kept
    assert again.opts[1] and _timer_shown(again, "2:00")


def test_turn_timer_row_fits_the_game_menu_in_every_language():
    for lang in strings.LANGUAGES:
        strings.set_language(lang)
        w = _texts()
        longest = max(text_width(w["t_off"]), text_width(w["t_min"] % 20))
        assert 2 + text_width(w["g_timer"]) <= ui.W - 1 - longest - ui.ADV, lang
    strings.set_language("en")


def test_a_running_turn_timer_keeps_the_box_awake_until_it_beeps():
    """The box sleeps after the sleep setting's minutes without a key (5 by default): a 10-minute round timer would
    never beep. Through the real Shell: no sleep while it runs, the usual sleep once it has beeped."""
    from test_fuzz_apps_portable import Rig, target_index
    from yaga import buttons as bt
    from yaga.shell import APP

    strings.set_language("en")
    rig = Rig(MemFs(), 4)
    for _ in range(10):  # Tatra opened from the main menu
        if rig.shell.mode == APP:
            break
        rig.menu_to(target_index("tatra"))
    app = rig.shell.app
    for k in [bt.A, bt.A] + [bt.A] * 6 + [bt.RIGHT] * 7 + [bt.A] * 13 + [bt.A]:  # set-up; round 1's Tatra card
        rig.press(k)
    assert app.s[t.SETUP] == len(t.SETUP_STEPS) and app.title == _phase(app, "beasts_west")
    rig.press(bt.A)  # the West card's spaces
    rig.press(bt.LEFT)
    rig.press(bt.A)  # the game menu
    for k in [bt.DOWN] * 3 + [bt.RIGHT] * 8 + [bt.B]:  # the turn timer: 10 minutes
        rig.press(k)
    assert _playing(app) and app.keep_awake
    rig.wait(9 * 60000)
    assert not rig.shell.should_sleep(rig.now)  # idle 9 minutes: still awake, the timer running
    rig.wait(61000)
    assert not app.keep_awake and rig.panel.powered
    rig.wait(5 * 60000)
    assert rig.shell.should_sleep(rig.now)  # beeped: the sleep setting counts again


def test_a_state_out_of_range_is_set_aside_and_the_previous_game_resumes():
    fs = MemFs()
    good = t.new_state(4, "medium")
    Store(fs).save("app_tatra", 5, good)
    bad = bytearray(good)
    bad[6] = 9  # the phase byte past the last phase
    Store(fs).save("app_tatra", 5, bad)  # the good state is now the previous save
    app = _open(fs)
    assert bytes(app.s) == bytes(good) and fs.exists("app_tatra.bad")
    Store(fs).save("app_tatra", 5, b"")  # no game on: the empty record opens the start list
    empty = _open(fs)
    assert empty.s is None and empty.box.store.take_problem() is None


def test_a_game_saved_before_the_alliance_helper_resumes_after_the_update():
    """A 40-byte save of the earlier layout (the set-up checklist done at step 4, no alliance fields) resumes at
    the same round and phase, the checklist done; a checklist under way starts again, nothing set aside."""
    fs = MemFs()
    app = _open(fs)
    _set_up(app, 1, 10)
    _pick(app, t.A_TATRA_DONE)
    now = bytes(app.s)
    old = bytearray(now[:40])
    old[5] = 4  # the earlier checklist's 4 steps, done
    Store(fs).save("app_tatra", 5, old)
    again = _open(fs)
    assert bytes(again.s) == now and again.title == _phase(app, "beasts_west")
    assert not fs.exists("app_tatra.bad") and again.box.store.take_problem() is None
    old[5] = 2  # under way: the rulebook's whole checklist from its first step
    Store(fs).save("app_tatra", 5, old)
    restarted = _open(fs)
    assert restarted.s[5] == 0 and not fs.exists("app_tatra.bad")
