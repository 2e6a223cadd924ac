"""The Tatra companion as a table reads it: a number question stays on the screen whatever else the step says
(the battle, its positions, a dragon check's result: TA-4), in every language."""

from memfs import MemFs
from yaga import strings, ui
from yaga.games.tatra import rules as t

from test_tatra_app import _answer, _open, _pick, _press, _question, _set_up

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
        _set_up(app)
        _pick(app, t.A_TATRA_DONE)
        for _ in range(3):
            _answer(app, 3)
            _pick(app, t.A_FULFILLED)
        _pick(app, t.A_BATTLE)
        _answer(app, 6)
        _press(app, DICE, DICE)  # two positions drawn: the battle says more
        for value in (12, 19):  # the dragon holds, then a second check
            _pick(app, t.A_DRAGON)
            assert _shows_whole(app, _question(app, "dragon_value")), (lang, app.lines)
            _answer(app, value)
    strings.set_language("en")
