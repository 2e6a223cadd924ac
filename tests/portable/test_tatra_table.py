"""The Tatra companion as a table reads it: a number question stays on the screen whatever else the step says
(the battle, its positions, a dragon check's result: TA-4), in every language."""

from memfs import MemFs
from yaga import strings, ui
from yaga.games.tatra import rules as t

from screenkit import note_on_top, press
from test_tatra_app import _answer, _open, _pick, _question, _set_up, to_battle

_SHOWN = 4  # the play screen's text lines (yaga.games.tatra.draw)


def _shows_whole(app, text):
    """The text's wrapped lines are all among the lines drawn."""
    want = ui.wrap(text, ui.W - 2)
    shown = app.lines[:_SHOWN]
    return any(shown[i : i + len(want)] == want for i in range(len(shown) - len(want) + 1))


def test_ta4_the_dragon_check_keeps_its_question_on_screen_each_time_in_every_language():
    from yaga.buttons import DICE

    for lang in ("en", "es", "ru"):
        strings.set_language(lang)
        app = _open(MemFs())
        to_battle(app)
        press(app, DICE, DICE)  # two positions drawn: the battle says more
        for value in (12, 19):  # the dragon holds, then a second check
            _pick(app, t.A_DRAGON)
            assert _shows_whole(app, _question(app, "dragon_value")), (lang, app.lines)
            _answer(app, value)
    strings.set_language("en")


def test_ta2_ta3_the_table_screen_shows_all_three_regions_the_track_and_the_coins_at_once():
    from yaga.buttons import A, DOWN, LEFT

    for lang in ("en", "es", "ru"):
        strings.set_language(lang)
        app = _open(MemFs())
        _set_up(app)
        w = app.w
        _pick(app, t.A_TATRA_DONE)
        _answer(app, 9)  # the West card: nine cube spaces
        _pick(app, t.A_ADD_CUBE)  # a cube from the track onto it
        _answer(app, 6)  # the Central card: six
        press(app, LEFT)  # the game menu, one press left of the first choice
        assert app.labels[app.cursor] == w["a_menu"]
        press(app, A)
        while app.top().items[app.top().cursor] != w["g_table_view"]:
            press(app, DOWN)
        press(app, A)
        u = w["table_lines"]
        s = app.s
        want = [u[0] % (u[1], 1, "9"), u[0] % (u[2], 0, "6"), u[0] % (u[3], 0, "?")]
        want += [u[4] % s[t.TRACK], u[5] % (s[t.ALLIED], str(t.enemy_coins(s)))]
        assert all(len(ui.wrap(text, ui.W - 6)) == 1 for text in want), lang  # a line each: all at once
        assert note_on_top(app) is not None and note_on_top(app).title == w["g_table_view"]
        assert note_on_top(app).lines == [line for text in want for line in ui.wrap(text, ui.W - 6)], (lang, note_on_top(app).lines)
        press(app, A)
        assert note_on_top(app) is None
    strings.set_language("en")
