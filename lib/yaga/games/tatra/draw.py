"""The Tatra companion's play screen: title bar, what to do, the choice bar and the strip (TA-3), drawn from what
yaga.games.tatra.app built on the step (its title, lines, choices, labels, number question). Allocates nothing."""

from yaga import ui
from yaga.compat import const
from yaga.games.tatra import rules as t
from yaga.games.tatra.rules import ALLIED, AREAS, TRACK, TRACK_CUBES

_TEXT_Y = const(10)
_TEXT_LINES = const(4)
_BAR_Y = const(43)
_STRIP_Y = const(56)
_CUBE_W = const(5)
_ALLIED_X = const(52)  # the strip: the allied coin's centre, the enemy coin's, then the turn timer at the right
_ENEMY_X = const(77)
_COIN_TEXT = const(6)  # a coin's count starts this far right of its centre


def draw_play(c, app, seconds_left):
    """The play screen of app; seconds_left: the turn timer's time left, or -1 when no round is timed."""
    c.clear()
    ui.title_bar(c, app.title, app.right)
    for i in range(min(len(app.lines), _TEXT_LINES)):
        c.text(app.lines[i], 2, _TEXT_Y + i * ui.LINE)
    # the choice bar: the number being entered, or the choice under the cursor
    c.fill_rect(0, _BAR_Y, ui.W, ui.ROW + 1, 1)
    y = _BAR_Y + 1
    if app.range is None:
        c.center(app.labels[app.cursor], y, 0)
        many = len(app.choices) > 1
    elif app.number is None:
        c.center("?", y, 0)
        many = True
    else:
        ui.number(c, app.number, (ui.W - ui.number_width(app.number)) >> 1, y, 0)
        many = app.range[1] > app.range[0]
    if many:
        c.text("<", 2, y, 0)
        c.text(">", ui.W - ui.ADV - 1, y, 0)
    # TA-3 always in view: the track's cubes left, then allied (filled) and enemy (open) coins
    s = app.s
    for i in range(TRACK_CUBES):
        x = 1 + i * _CUBE_W
        if i < s[TRACK]:
            c.fill_rect(x, _STRIP_Y, _CUBE_W - 1, 7, 1)
        else:
            c.rect(x, _STRIP_Y, _CUBE_W - 1, 7, 1)
    c.circle(_ALLIED_X, _STRIP_Y + 3, 3, 1)  # coins drawn with the canvas alone: no dice faces module to load
    c.fill_rect(_ALLIED_X - 2, _STRIP_Y + 1, 5, 5, 1)  # the allied coin filled (white side up)
    ui.number(c, s[ALLIED], _ALLIED_X + _COIN_TEXT, _STRIP_Y)
    c.circle(_ENEMY_X, _STRIP_Y + 3, 3, 1)
    if s[AREAS]:
        ui.number(c, t.enemy_coins(s), _ENEMY_X + _COIN_TEXT, _STRIP_Y)
    else:  # the areas not counted yet: how many coins are enemy is not known
        c.text("?", _ENEMY_X + _COIN_TEXT, _STRIP_Y)
    if seconds_left >= 0:
        _draw_timer(c, seconds_left)


def _draw_timer(c, left):
    """The round's time left as m:ss at the strip's right, inverted once it is up."""
    minutes = left // 60
    x = ui.W - ui.number_width(minutes) - 3 * ui.ADV
    col = 1
    if left == 0:
        c.fill_rect(x - 1, _STRIP_Y - 1, ui.W - x + 1, ui.LINE + 1, 1)
        col = 0
    x = ui.number(c, minutes, x, _STRIP_Y, col)
    x = c.text(":", x, _STRIP_Y, col)
    x = ui.number(c, left % 60 // 10, x, _STRIP_Y, col)
    ui.number(c, left % 10, x, _STRIP_Y, col)
