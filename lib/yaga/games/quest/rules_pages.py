"""The quest companion's rules reference (issue 17 item 9): the order game element tokens are met in, and the
full text of each special location of the board (the rulebook's, which the board prints shortened).

Reached from the start menu and from the turn bar; a list of the topics, A shows one (UP/DOWN scroll it), B
goes back (to the list, then to where it was opened from). Functions of the App (yaga.games.quest.app). The
reference's own texts (REFERENCE: texts_reference_<lang>.py, the long ones of the app) are in RAM only while it
shows: app.reference holds them, yaga.strings does not keep them.
"""

from yaga import ui
from yaga.games.quest.modes import GAME, RULE_TEXT, RULES

REFERENCE = "yaga.games.quest.texts_reference"


def show(app, cursor=0):
    """The topics: the token order, then the special locations in the rulebook's order."""
    if app.reference is None:
        app.reference = app.box.strings.load(REFERENCE)
    r = app.reference
    items = [r["token_order"]] + list(r["locations"])
    app.widget = ui.ListMenu(app.w["rules"], items, cursor, None, r["rules_hint"])
    app.mode = RULES
    app.dirty = True


def key(app, k):
    r = app.widget.key(k)
    ref = app.reference
    if app.mode == RULE_TEXT:
        if r == ui.CHOSEN or r == ui.BACK:
            show(app, app.rule)
    elif r == ui.CHOSEN:
        i = app.rule = app.widget.cursor
        title = ref["token_order"] if i == 0 else ref["locations"][i - 1]
        text = ref["token_text"] if i == 0 else ref["location_texts"][i - 1]
        app.widget = ui.Message(title, text, app.core["hint_ok"])
        app.mode = RULE_TEXT
    elif r == ui.BACK:
        _leave(app)
    app.dirty = True
    return True


def _leave(app):
    """Back to where the reference was opened: the start menu, or the game's screen; its texts go."""
    app.rule = 0
    app.reference = None
    if app.s is None:
        app.show_start()
    else:
        app.mode = GAME
        app.widget = None
        app._refresh()
