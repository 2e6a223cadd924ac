"""The Tatra companion screens driven by keys: set-up checklist, round steps, battle, scoring, history (TA-1..6)."""

from expect import raises
from memfs import MemFs
from yaga import strings
from yaga.box import AppStore, Box
from yaga.buttons import A, B, DICE, DOWN, LEFT, RIGHT, UP
from yaga.gfx import Canvas, text_width
from yaga.rules import tatra as t
from yaga.rules import tatra_history as th
from yaga.saves import Store
from yaga.settings import Settings


class _Seeds:
    def __init__(self):
        self.n = 0

    def next(self):
        self.n += 1
        return self.n


def _box(fs):
    return Box(Canvas(), AppStore(Store(fs), "app_tatra", 5), Settings(), lambda: 0, _Seeds().next)


def _open(fs):
    from yaga.apps.tatra import App

    app = App(_box(fs))
    app.draw(app.box.canvas)
    return app


def _press(app, *keys):
    for k in keys:
        assert app.key(k) is not False
        app.draw(app.box.canvas)


def _pick(app, label_key):
    """Move the choice bar to the choice labelled by words[label_key] and press A."""
    want = app.words[label_key]
    for _ in range(len(app.labels)):
        if app.labels[app.cursor] == want:
            _press(app, A)
            return
        _press(app, RIGHT)
    raise AssertionError("no choice %s among %s" % (label_key, app.labels))


def _answer(app, n):
    """Set the number question to n with the D-pad (10s with UP/DOWN, 1s with LEFT/RIGHT) and press A."""
    while app.number + 10 <= n:
        _press(app, UP)
    while app.number < n:
        _press(app, RIGHT)
    while app.number > n:
        _press(app, LEFT)
    assert app.number == n
    _press(app, A)


def _state(app):
    return t.to_dict(app.s)


def _set_up(app, length_row=0, areas=12):
    _press(app, *([DOWN] * length_row))
    _press(app, A)
    assert app.note.title == app.words["keys"]  # B is undo here: a note says so, and how to leave
    _press(app, UP)  # no step is taken while the note shows
    assert app.note is not None and app.number == app.lo
    _press(app, A)
    assert app.title == app.words["setup"] % 1
    _answer(app, areas)
    for step in (2, 3, 4):
        assert app.title == app.words["setup"] % step
        _pick(app, "a_done")


def test_ta1_setup_is_ticked_off_step_by_step_on_screen():
    strings.set_language("en")
    app = _open(MemFs())
    _press(app, A, A)  # New game: short; the buttons note closed
    assert "6 allied" in " ".join(app.lines)
    assert app.lo == 6  # a short game flips six coins: at least six areas
    _answer(app, 12)
    seen = []
    while _state(app)["setup"] is not None:
        seen.append(" ".join(app.lines))
        _pick(app, "a_done")
    assert seen == [app.words["p_cubes"], app.words["p_experience"], app.words["p_animals"]]
    assert app.title == app.words["ph_tatra_card"] and app.right == "R1"


def test_ta2_round_screens_region_cube_and_coin_flip():
    app = _open(MemFs())
    _set_up(app)
    _pick(app, "a_done")  # Tatra card resolved
    assert app.title == app.words["ph_beasts_west"] and t.ASKS[app.ask] == "spaces"
    _answer(app, 1)
    _pick(app, "a_add_cube")  # the one-space card fills
    assert " ".join(app.lines) == app.words["p_coin"]
    _pick(app, "a_flipped")
    d = _state(app)
    assert d["allied_coins"] == 5 and d["track_cubes"] == 8 and app.title == app.words["ph_beasts_central"]
    assert app.track == 8 and app.allied == 5 and app.enemy == 7  # the strip follows


def test_ta2_every_step_can_be_undone_and_b_leaves_when_nothing_is_left():
    app = _open(MemFs())
    _set_up(app)
    before = bytes(app.s)
    _pick(app, "a_done")
    _answer(app, 3)
    _pick(app, "a_add_cube")
    _press(app, B, B, B)
    assert bytes(app.s) == before
    while app.undo_count:
        _press(app, B)
    assert app.key(B) is False


def test_ta4_battle_screen_counts_moves_and_draws_tiles_with_dice():
    app = _open(MemFs())
    _set_up(app)
    _pick(app, "a_done")
    for _ in range(3):
        _answer(app, 3)
        _pick(app, "a_fulfilled")
    _pick(app, "a_battle")
    _answer(app, 6)
    assert app.title == app.words["battle"]
    assert app.lines[0] == app.words["p_battle"] % (app.words["who_enemy"], 8)
    _pick(app, "a_move")
    _press(app, A)  # the cursor stays on "Move made"
    assert app.lines[0] == app.words["p_battle"] % (app.words["who_enemy"], 7)
    _press(app, DICE, DICE)
    assert len(_state(app)["battle"]["positions"]) == 2
    assert app.lines[1].startswith("Positions: ")
    _pick(app, "a_dragon")
    _answer(app, 19)
    assert app.words["p_dragon_won"] in app.lines
    _pick(app, "a_win")
    assert app.note is not None
    _press(app, A)
    assert app.note is None and app.title == app.words["ph_tatra_card"] and app.allied == 7


def _play_to_scoring(app):
    """Unmet West demands on a nine-space card, round after round, until the track is empty (TA-3)."""
    _pick(app, "a_done")
    _answer(app, 9)
    while _state(app)["phase"] != "scoring":
        phase = _state(app)["phase"]
        if _state(app)["coin_flip_due"]:
            _pick(app, "a_flipped")
        elif t.ASKS[app.ask] == "spaces":
            _answer(app, 3)
        elif phase == "beasts_west":
            _pick(app, "a_add_cube")
        elif phase.startswith("beasts_"):
            _pick(app, "a_fulfilled")
        elif phase == "tatra_card":
            _pick(app, "a_done")
        else:
            _pick(app, "a_next")


def test_ta5_ta6_a_short_game_from_setup_to_the_recorded_score():
    fs = MemFs()
    app = _open(fs)
    _set_up(app)
    _play_to_scoring(app)
    assert app.track == 0
    _answer(app, 30)  # goal card
    _answer(app, 2)  # treasures left
    _answer(app, 1)  # dragons left
    assert _state(app)["score"] == 30 + 3 * 3
    assert app.labels == [app.words["a_record"]]
    _press(app, A)
    assert app.view.items[0] == app.words["h_best"] % ("short", 39)
    assert app.view.items[3] == app.words["h_entry"] % (1, "short", 39)
    # power off and on: the history is still there, and no game is running
    again = _open(fs)
    assert th.best(again.hist, 0) == (39, 1) and again.s is None


def test_autosave_resumes_the_game_after_power_off():
    fs = MemFs()
    app = _open(fs)
    _set_up(app, 1, 10)
    _pick(app, "a_done")
    again = _open(fs)
    assert bytes(again.s) == bytes(app.s) and again.title == app.words["ph_beasts_west"]


def test_every_prompt_fits_the_screen_in_every_language():
    from yaga import ui

    for lang in strings.LANGUAGES:
        strings.set_language(lang)
        w = strings.table("tatra")
        for key in w:
            if key.startswith("p_") or key in ("won", "lost"):
                text = w[key].replace("%d", "88").replace("%s", w["who_enemy"])
                assert len(ui.wrap(text, ui.W - 2)) <= 4, (lang, key)
            elif key.startswith("a_"):
                assert text_width(w[key]) <= ui.W - 16, (lang, key)
    strings.set_language("en")


def test_undo_keeps_the_last_steps_in_a_ring():
    from yaga.apps.tatra import UNDO_DEPTH

    app = _open(MemFs())
    _set_up(app, 0, 12)
    states = [bytes(app.s)]
    for i in range(UNDO_DEPTH + 5):  # coins back and forth: every step a different state
        _pick(app, "a_to_enemy" if i % 2 == 0 else "a_to_allied")
        states.append(bytes(app.s))
    for back in range(1, UNDO_DEPTH + 1):
        _press(app, B)
        assert bytes(app.s) == states[-1 - back]
    assert app.undo_count == 0 and app.key(B) is False


def test_redrawing_a_screen_allocates_nothing():
    from screenkit import allocates_nothing, text_in_row

    app = _open(MemFs())
    _set_up(app)
    _pick(app, "a_done")
    c = app.box.canvas
    assert allocates_nothing(lambda: app.draw(c))  # a number question
    _answer(app, 3)
    assert allocates_nothing(lambda: app.draw(c))  # a region step with its choice bar and the strip
    assert text_in_row(c, app.words["ph_beasts_west"], 1, 0)
    assert text_in_row(c, app.words["a_fulfilled"], 44, 0)
    _pick(app, "a_fulfilled")
    _answer(app, 3)
    _pick(app, "a_fulfilled")
    _answer(app, 3)
    _pick(app, "a_fulfilled")
    _pick(app, "a_battle")
    _answer(app, 6)
    _press(app, DICE)
    assert allocates_nothing(lambda: app.draw(c))  # the battle helper


def test_ta6_score_history_says_which_button_leaves_and_fits_in_every_language():
    """QA 12: the history's title bar ends with its key hint (A or B leave it), title and hint both whole."""
    from screenkit import text_at
    from yaga import ui

    for lang in strings.LANGUAGES:
        strings.set_language(lang)
        app = _open(MemFs())
        _press(app, DOWN, DOWN, DOWN, A)  # the start menu's last row
        w = app.words
        assert app.view.title == w["history"]
        c = app.box.canvas
        hint_x = ui.W - text_width(w["h_hint"])
        assert text_at(c, w["h_hint"], hint_x, 1, 0)
        assert 2 + text_width(w["history"]) <= hint_x - ui.ADV, lang  # ui.title_bar's clip before a note
        assert text_at(c, w["history"], 2, 1, 0)
        _press(app, B)
        assert app.view.title != w["history"]
    strings.set_language("en")


def test_every_title_and_start_row_fits_the_screen_in_every_language():
    """QA look-over: a step's title beside the round (ui.title_bar's clip), the start menu's rows whole."""
    from yaga import ui

    for lang in strings.LANGUAGES:
        strings.set_language(lang)
        w = strings.table("tatra")
        room = ui.W - text_width(w["round"] % 88) - ui.ADV
        for key in w:
            if key.startswith("ph_") or key in ("battle", "setup"):
                title = w[key].replace("%d", "4")
                assert 2 + text_width(title) <= room, (lang, key, title)
        for n in t.LENGTHS:
            row = w["new_game"] % w["len_" + n]
            assert 2 + text_width(row) <= ui.W - 1, (lang, row)  # ListMenu clips a row at its edge - 1
    strings.set_language("en")


def test_engine_and_screens_use_the_numbers_the_view_names():
    # the engine's and the screens' const() numbers match the public names in yaga.rules.tatra_view
    import yaga.apps.tatra as screens
    import yaga.rules.tatra_view as names

    assert t.A_WIN == names.A_WIN and t.STATE_SIZE == names.STATE_SIZE  # public names via tatra_view
    raises(AttributeError, getattr, t, "NO_SUCH_NAME")
    assert screens._ACTION_KEYS[names.A_DRAGON] == "a_dragon" and len(screens._ACTION_KEYS) == names.A_DRAGON + 1
    if not hasattr(t, "_A_WIN"):
        return  # MicroPython: const() names are gone at run time (that is the point)
    public = [n for n in dir(names) if n.isupper() and isinstance(getattr(names, n), int)]
    for n in public:
        assert getattr(t, "_" + n) == getattr(names, n), n
        assert getattr(screens, "_" + n, getattr(names, n)) == getattr(names, n), n
