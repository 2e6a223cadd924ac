"""The Baba Yaga (2010) companion played whole through the keys: a style and a player count, the hero and quest
deal, the options, then turn after turn on the choice bar (steps, deck draws, challenges rolled or typed in,
rerolls, Baba Yaga, places, duels, the players' and decks' menus, yes/no boxes, the bar's Undo, B) until the engine
ends the game (BQ-11 … BQ-13: a quest done, a deck empty, everyone out ...) and the end is told.

The table's choices are drawn at random with weights that keep a game moving (the decks run down, so every
game ends); what the bar and the lists offer is checked against the engine's legal actions.
"""

from playthrough.rig import Failure, step_towards
from yaga.games.quest import modes
from yaga.games.quest import rules as q

STYLES = ("competitive", "cooperative", "solo")
B_ON_BAR = 0.03  # how often B is pressed on the bar (it says where Undo is, and takes nothing back)
MAX_STEPS = 4000  # the player's own bound on one game's steps



def _bar_weights():
    """The choice bar's entries by weight (the app's numbers): steps and deck draws keep the game moving (the
    decks run down, BQ-11), menus now and then, a new game hardly ever (and then declined)."""
    return {q.NEXT_STEP: 5, q.END_TURN: 2, q.CH_OPEN + 1: 1.5, q.ENCOUNTER_TOWN: 3, q.ENCOUNTER_WILD: 3, modes.GO_NEW: 0.05,
            q.DONE: 4, modes.TOOK: 3, modes.GO_LOG: 0.3, modes.GO_RULES: 0.2, q.REROLL_REP: 1, q.REROLL_ITEM: 1,
            -modes.V_BABA: 1.5, -modes.V_PLACES: 0.8, -modes.V_DUEL: 0.6, -modes.V_PLAYERS: 0.4, -modes.V_DECKS: 0.5}


UNDO_WEIGHT = 0.15  # the bar's last choice, Undo (the app's own number, not exported)


def _is(view, *names):
    """The view is one of these classes, by name: the shell loads the app's modules afresh for each game."""
    return type(view).__name__ in names


def _shown(app):
    """The widget on screen: the top view, or the letter picker a name is typed on."""
    top = app.top()
    return top.picker if _is(top, "Naming") else top


def _naming(app, card):
    """A quest card's (card) or a player's name typed, or a card's steps (card)."""
    top = app.top()
    return _is(top, "Naming") and top.card == card or card and _is(top, "Steps")


def configs():
    """(style, players): 2-6 players competitive and cooperative, solo alone (BQ-1)."""
    out = []
    for style in ("competitive", "cooperative"):
        for n in range(2, 7):
            out.append((style, n))
    out.append(("solo", 1))
    return out


def play(rig, rnd, style, n):
    """From the style menu (just opened) to the end's message and back to the style menu; leaves with B."""
    app = rig.app
    if not _is(app.top(), "Start"):
        raise Failure("stuck", "the quest did not open on its style menu")
    if rnd.random() < 0.3:  # the quest cards named from the start menu, then back
        step_towards(rig, lambda: _shown(app).cursor, 3, len(_shown(app).items))
        rig.press("A")
        step_towards(rig, lambda: _shown(app).cursor, 1 + rnd.randrange(5), len(_shown(app).items))
        rig.press("A")
        while not _is(app.top(), "Cards"):
            _name_card(rig, rnd, app)
        rig.expect(lambda: rig.shows(_shown(app).title), "the quest cards")
        rig.press("B")
    step_towards(rig, lambda: _shown(app).cursor, STYLES.index(style), len(_shown(app).items))
    rig.press("A")
    if style != "solo":
        for _ in range(8):
            if _shown(app).value == n:
                break
            rig.press((("RIGHT", "UP") if _shown(app).value < n else ("LEFT", "DOWN"))[rnd.randrange(2)])
        rig.press("A")
    while _is(app.top(), "Seats") or _naming(app, False):  # the players' names, then on
        rig.expect(lambda: rig.shows(_shown(app).title[:10]), "the players' names")
        if _naming(app, False):
            _name_card(rig, rnd, app)  # the same letter picker as a quest card's
        elif rnd.random() < 0.3:
            step_towards(rig, lambda: _shown(app).cursor, 1 + rnd.randrange(n), n + 1)
            rig.press("A")
        else:
            step_towards(rig, lambda: _shown(app).cursor, 0, n + 1)
            rig.press("A")
    if app.s is None or app.s[q.N] != n:
        raise Failure("stuck", "no %s game of %d started" % (style, n))
    tweaks = rnd.randrange(6)  # set-up values changed before the first player is rolled
    for _ in range(MAX_STEPS):
        top = app.top()
        if _naming(app, True):
            _name_card(rig, rnd, app)  # a quest card named from the set-up's options
        elif _is(top, "Topics", "Pages"):
            _rules(rig, rnd, app)  # the rules reference, opened from the turn bar
        elif app.s is None:
            break
        elif _is(top, "Note"):
            note = top.message
            rig.expect(lambda: rig.shows(note.title) and rig.shows(note.hint), "the note %r" % note.title)
            for _ in range(rnd.randrange(3) if len(note.lines) > 5 else 0):
                rig.press("DOWN")
            rig.press(rnd.choice(("A", "A", "B")))
        elif _is(top, "Ask"):
            _confirm(rig, rnd, app)
        elif app.s[q.PHASE] == q.PH_OVER:
            rig.expect(lambda: rig.shows(top.title) and rig.shows(top.lines[0]), "the end %r" % top.text)
            rig.press("A")
        elif _is(top, "Number") and not app.held:
            _type_die(rig, rnd, app)
        elif _is(top, "Number"):
            _held(rig, rnd, app)
        elif _is(top, "Bar"):
            _bar(rig, rnd, app)
        else:
            tweaks = _list(rig, rnd, app, tweaks)
    else:
        raise Failure("stuck", "the game did not end within %d steps" % MAX_STEPS)
    rig.expect(lambda: rig.shows(_shown(app).title), "the style menu after the game")
    rig.press("B")


def _confirm(rig, rnd, app):
    """A yes/no box: a new game is always declined (the game plays on to its end); a death or a player out
    taken half the time."""
    box = app.top()
    rig.expect(lambda: rig.shows(box.title) and rig.shows(box.lines[0]), "the question %r" % box.question)
    yes = box.pending != modes.GO_NEW and rnd.random() < 0.5
    if box.yes != yes:
        rig.press(rnd.choice(("LEFT", "RIGHT")))
    rig.press("A" if yes or rnd.random() < 0.5 else "B")


def _type_die(rig, rnd, app):
    """BQ-10: a physical die typed in on the picker (1-6), A."""
    w = app.top()
    rig.expect(lambda: rig.shows(w.title), "the picker %r" % w.title)
    want = rnd.randrange(1, 7)
    for _ in range(6):
        if w.value == want:
            break
        rig.press((("RIGHT", "UP") if w.value < want else ("LEFT", "DOWN"))[rnd.randrange(2)])
    before = bytes(app.s)
    rig.press("A")
    if bytes(app.s) == before:
        raise Failure("stuck", "A on the die picker entered nothing")


def _held(rig, rnd, app):
    """BQ-3: a reshuffle asks how many of the deck's cards the heroes hold: a few, A (now and then B: no
    reshuffle)."""
    w = app.top()
    rig.expect(lambda: rig.shows(w.title), "the picker %r" % w.title)
    for _ in range(rnd.randrange(4)):
        rig.press(rnd.choice(("RIGHT", "UP", "LEFT")))
    rig.press("A" if rnd.random() < 0.8 else "B")


def _bar(rig, rnd, app):
    """The choice bar (turn screen or a challenge's result): its entries must be the engine's, its label drawn."""
    legal = q.step_actions(app.s)
    for a in app.choices:
        if a >= 0 and a != q.CH_OPEN + 1 and a not in legal:
            raise Failure("softlock", "the bar offers %d, not a legal action (legal: %s)" % (a, legal))
    rig.expect(lambda: rig.shows(app.label), "the choice bar's %r" % app.label)
    if rnd.random() < B_ON_BAR:
        before = bytes(app.s)
        rig.press("B")
        if bytes(app.s) != before:
            raise Failure("softlock", "B on the bar changed the game")
        return
    if app.s[q.PHASE] == q.PH_PLAY and q.is_legal(app.s, q.CH_OPEN + 1) and rnd.random() < 0.03:
        rig.press("DICE")  # BQ-10: DICE opens a Fight challenge from the turn screen
        return
    weights = [_bar_weights().get(a, 1) for a in app.choices]
    weights[-1] = UNDO_WEIGHT
    want = rnd.choices(range(len(app.choices)), weights)[0]
    pair = rnd.choice((("LEFT", "RIGHT"), ("UP", "DOWN")))
    step_towards(rig, lambda: app.cursor, want, len(app.choices), *pair)
    rig.press("A")


def _list(rig, rnd, app, tweaks):
    """A list screen (the deal, the options, a challenge's set-up, the menus over the turn screen, Baba Yaga's
    tie): its title and rows drawn; a row chosen with A, or a value stepped with LEFT/RIGHT, or B back."""
    w = app.top()
    rows = app.rows
    ph = app.s[q.PHASE]
    first = w.first

    def shown():
        return rig.shows(w.title[:10]) and all(rig.shows(r[0][:8]) for r in rows[first:first + w.rows])

    rig.expect(shown, "the list %r %s" % (w.title, [r[0] for r in rows]))
    acts = [i for i in range(len(rows)) if rows[i][1] is not None]
    steps = [i for i in range(len(rows)) if rows[i][2] is not None or rows[i][3] is not None]
    if ph == q.PH_OPTIONS and app.s[q.CURSOR] < app.s[q.N]:  # BQ-2: a hero's card, then "card entered"
        r = rnd.random()
        if r < 0.4 and steps:
            return _choose(rig, rnd, app, rows, rnd.choice(steps), rnd.choice(("LEFT", "RIGHT")), tweaks)
        if r < 0.6 and w.cursor in steps:
            rig.press("A")  # on a number: the next row
            return tweaks
        return _choose(rig, rnd, app, rows, acts[-1], "A", tweaks)
    if ph == q.PH_OPTIONS:  # BQ-1/BQ-2: "too easy", solo's harder rules (A), dice and quest lengths
        toggles = [i for i in acts if i]
        if tweaks <= 0 or not (steps or toggles):
            return _choose(rig, rnd, app, rows, 0, "A", tweaks)  # roll for the first player: play starts
        if toggles and rnd.random() < 0.3:
            return _choose(rig, rnd, app, rows, rnd.choice(toggles), "A", tweaks - 1)
        return _choose(rig, rnd, app, rows, rnd.choice(steps), rnd.choice(("LEFT", "RIGHT")), tweaks - 1)
    if ph == q.PH_CH_SETUP or ph == q.PH_CH_READY:
        r = rnd.random()
        if r < 0.1:
            rig.press("DICE")  # BQ-10: rolls from the challenge screen
            return tweaks
        if r < 0.6 or not steps:
            pick = 0 if r < 0.45 else (1 if r < 0.55 else rnd.choice(acts))
            return _choose(rig, rnd, app, rows, pick, "A", tweaks)
        return _choose(rig, rnd, app, rows, rnd.choice(steps), rnd.choice(("LEFT", "RIGHT")), tweaks)
    if ph == q.PH_TIE and rnd.random() < 0.3:
        rig.press("DICE")  # BQ-5: the box picks Baba Yaga's target
        return tweaks
    if ph == q.PH_PLAY and (rnd.random() < 0.3 or not (acts or steps)):
        rig.press("B")  # a menu over the turn screen: back
        return tweaks
    if steps and (not acts or rnd.random() < 0.5):
        return _choose(rig, rnd, app, rows, rnd.choice(steps), rnd.choice(("LEFT", "RIGHT")), tweaks)
    return _choose(rig, rnd, app, rows, rnd.choice(acts), "A", tweaks)


def _rules(rig, rnd, app):
    """The rules reference: a topic read (scrolled now and then), or back to the game."""
    w = app.top()
    rig.expect(lambda: rig.shows(w.title[:10]), "the rules %r" % w.title)
    if _is(w, "Pages"):
        for _ in range(rnd.randrange(3)):
            rig.press("DOWN")
        rig.press(rnd.choice(("A", "B")))
    elif rnd.random() < 0.6:
        step_towards(rig, lambda: w.cursor, rnd.randrange(len(w.items)), len(w.items))
        rig.press("A")
    else:
        rig.press("B")


def _name_card(rig, rnd, app):
    """A quest card's or a player's name on the letter picker (a letter or two, sometimes a space or another
    alphabet, then OK, or B until it cancels) and then a card's steps (LEFT/RIGHT, then A or B)."""
    w = _shown(app)
    rig.expect(lambda: rig.shows(w.title[:10]), "the name or steps of %r" % w.title)
    if _is(w, "Steps"):
        rig.press(rnd.choice(("LEFT", "RIGHT", "A", "A", "B")))
        return
    if rnd.random() < 0.1:
        rig.press("B")
        return
    for _ in range(rnd.randrange(3)):
        row, col = rnd.randrange(4), rnd.randrange(6)
        for _ in range(row):
            rig.press("DOWN")
        for _ in range(col):
            rig.press("RIGHT")
        rig.press("A")
    while not (w.row == 3 and w.col == 5):  # OK
        rig.press("DOWN" if w.row != 3 else "RIGHT")
    rig.press("A")


def _choose(rig, rnd, app, rows, i, key, tweaks):
    step_towards(rig, lambda: app.top().cursor, i, len(rows))
    rig.press(key)
    return tweaks
