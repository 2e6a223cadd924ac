"""The quest companion's rules reference (issue 17 item 9): the order game element tokens are met in, and the
full text of each special location of the board (the rulebook's, which the board prints shortened).

Reached from the start menu and from the turn bar; a list of the topics, A shows one (UP/DOWN scroll it), B
goes back (to the list, then to where it was opened from). Functions of the App, loaded while shown.
"""

from yaga import ui
from yaga.compat import const
from yaga.games.quest import rules as q

_GAME = const(2)  # yaga.games.quest.app's modes
_RULES = const(8)
_RULE_TEXT = const(9)
_W_RULES = const(173)
_W_RULES_HINT = const(174)
_W_TOKEN_ORDER = const(175)
_W_TOKEN_TEXT = const(176)
_W_LOC_0 = const(177)  # the 8 locations' names, then their texts
_W_LOC_TEXT_0 = const(185)
_PLACES = const(8)


def show(app, cursor=0):
    """The topics: the token order, then the special locations in the rulebook's order."""
    w = app.w
    items = [w[_W_TOKEN_ORDER]] + [w[_W_LOC_0 + i] for i in range(_PLACES)]
    app.widget = ui.ListMenu(w[_W_RULES], items, cursor, None, w[_W_RULES_HINT])
    app.mode = _RULES
    app.dirty = True


def key(app, k):
    r = app.widget.key(k)
    w = app.w
    if app.mode == _RULE_TEXT:
        if r == ui.CHOSEN or r == ui.BACK:
            show(app, app.rule)
    elif r == ui.CHOSEN:
        i = app.rule = app.widget.cursor
        title = w[_W_TOKEN_ORDER] if i == 0 else w[_W_LOC_0 + i - 1]
        app.widget = ui.Message(title, w[_W_TOKEN_TEXT] if i == 0 else w[_W_LOC_TEXT_0 + i - 1], app.core["hint_ok"])
        app.mode = _RULE_TEXT
    elif r == ui.BACK and app.s is None:
        app.rule = 0
        q.part("yaga.games.quest.setup_screen").show_start(app)
    elif r == ui.BACK:  # back to the game's screen
        app.rule = 0
        app.mode = _GAME
        app.widget = None
        app._refresh()
    app.dirty = True
    return True
