"""The Tatra companion played whole through the keys: a game length, the set-up checklist, the round's steps on
the choice bar, the number questions (LEFT/RIGHT one, UP/DOWN ten), battles with tiles drawn (DICE or the bar),
B's undo now and then, to the final score (TA-5), which is recorded and the score history shown (TA-6). Side
trips: the game menu (the score history, the rules read page by page, the turn timer set), the rules from the
start list; alliances are among the engine's actions.

Choices are drawn at random, cubes onto the cards weighted up so the track empties (TA-3) and the game ends;
what the bar offers is checked against the engine's legal actions.
"""

from playthrough.rig import Failure, step_towards
from yaga.games.tatra.rules import A_ADD_CUBE, A_CUBE_BACK, A_DRAW_TILE, A_END_GAME, A_MOVE, LENGTHS

UNDO = 0.03
SIDE_TRIP = 0.05  # the weight of the app's own bar entries (the game menu) beside the engine's actions (1)
MAX_STEPS = 3000

# the engine's actions by weight (the others 1): cubes onto the cards empty the track and end the game (TA-3), cubes
# back and another end condition now and then, battles with tiles drawn and moves
_WEIGHTS = {A_ADD_CUBE: 4, A_CUBE_BACK: 0.5, A_END_GAME: 0.05, A_DRAW_TILE: 2, A_MOVE: 3}


def configs():
    return [(length,) for length in LENGTHS]


def play(rig, rnd, length):
    """From the start list (just opened) to the score recorded, the history, and out with B."""
    app = rig.app
    m = rig.app_module()
    if not _on(app, m.Start):
        raise Failure("stuck", "Tatra did not open on its start list")
    if rnd.random() < 0.2:
        _history(rig, rnd, app, m)
    if rnd.random() < 0.2:  # the rules from the start list, back on their row
        step_towards(rig, lambda: app.top().cursor, m._S_RULES, len(app.top().items))
        rig.press("A")
        while not _on(app, m.Start):
            _game_menu(rig, rnd, app, m)
    step_towards(rig, lambda: app.top().cursor, LENGTHS.index(length), len(app.top().items))
    rig.press("A")
    if app.s is None:
        raise Failure("stuck", "no Tatra game started")
    t = m.t
    for _ in range(MAX_STEPS):
        if _on(app, m.History) and app.s is None:
            break  # the score recorded (TA-6)
        if _on(app, m.Note):
            note = app.top().message
            rig.expect(lambda: rig.shows(note.title) and rig.shows(note.lines[0]), "the note %r" % note.title)
            rig.press(rnd.choice(("A", "A", "B")))
            continue
        if not _on(app, m.Play):
            _game_menu(rig, rnd, app, m)
            continue
        rig.expect(lambda: rig.shows(app.title[:10]) and rig.shows(app.lines[0] if app.lines else ""),
                   "the step %r" % app.title)
        if app.undo_count and rnd.random() < UNDO:
            rig.press("B")
        elif app.range is not None:
            _number(rig, rnd, app)
        else:
            _choice(rig, rnd, app, m, t)
    else:
        raise Failure("stuck", "the game did not end within %d steps" % MAX_STEPS)
    _leave_history(rig, rnd, app, m)
    rig.press("B")


def _number(rig, rnd, app):
    """A number question: the answer is drawn from the lower part of its range, reached by tens then ones."""
    lo, hi = app.range
    want = lo + rnd.randrange(min(hi - lo, 24) + 1)
    if app.number is None:  # "?": nothing entered yet (a first game's areas); the first press starts from the lowest
        rig.press(rnd.choice(("LEFT", "RIGHT", "UP", "DOWN")))
    for _ in range(40):
        if app.number == want:
            break
        gap = want - app.number
        if abs(gap) >= 10:
            rig.press("UP" if gap > 0 else "DOWN")
        else:
            rig.press("RIGHT" if gap > 0 else "LEFT")
    before = bytes(app.s)
    rig.press("A")
    if bytes(app.s) == before:
        raise Failure("stuck", "A on the number %d answered nothing" % want)


def _choice(rig, rnd, app, m, t):
    """The choice bar: the engine's legal actions and the app's own (record the score, the game menu)."""
    s = app.s
    ours = [a for a in app.choices if a < 0]  # the app's own entries: _RECORD, _MENU
    if s[t.FLAGS] & t.F_OVER:
        want = app.choices.index(m._RECORD)
    else:
        legal = t.legal_actions(s)
        if [a for a in app.choices if a >= 0] != legal:
            raise Failure("softlock", "the bar offers %s where the engine's legal actions are %s" % (app.choices,
                                                                                                   legal))
        if A_DRAW_TILE in legal and rnd.random() < 0.3:
            _expect_label(rig, app)
            rig.press("DICE")  # the battle helper's tile, drawn by the DICE button
            return
        weights = [_WEIGHTS.get(a, 1) if a >= 0 else SIDE_TRIP for a in app.choices]
        want = rnd.choices(range(len(app.choices)), weights)[0]
    _expect_label(rig, app)
    pair = rnd.choice((("LEFT", "RIGHT"), ("UP", "DOWN")))
    step_towards(rig, lambda: app.cursor, want, len(app.choices), *pair)
    label = app.labels[app.cursor]
    before = (bytes(s), type(app.top()))
    rig.press("A")
    if (bytes(app.s) if app.s is not None else None, type(app.top())) == before and not ours:
        raise Failure("stuck", "A on %r did nothing" % label)


def _on(app, view):
    """Whether the app's top view is one of the class view."""
    return isinstance(app.top(), view)


def _expect_label(rig, app):
    label = app.labels[app.cursor]
    rig.expect(lambda: rig.shows(label), "the choice bar's %r" % label)


def _game_menu(rig, rnd, app, m):
    """The game menu (the bar's last choice) and what it opens: back to the game, the score history, the rules
    (a page read and scrolled), the turn timer (set, and now and then set off again)."""
    if _on(app, m.Pages):
        _read_page(rig, rnd, app, m)
        return
    w = app.top()
    rig.expect(lambda: rig.shows(w.title) and rig.shows(w.items[0][:8]), "the list %r" % w.title)
    if _on(app, m.History):
        _leave_history(rig, rnd, app, m)
        return
    if _on(app, m.Rules):
        if rnd.random() < 0.7:
            step_towards(rig, lambda: app.top().cursor, rnd.randrange(len(w.items)), len(w.items))
            rig.press("A")
            if not _on(app, m.Pages):
                raise Failure("stuck", "A on a rules row opened no page")
        else:
            rig.press("B")
        return
    row = rnd.choice((0, 0, 0, 1, 2, 3))
    step_towards(rig, lambda: app.top().cursor, row, len(app.top().items))
    if row == m._G_TIMER:  # LEFT/RIGHT step the setting (A too); its value is drawn beside the row
        for _ in range(rnd.randrange(1, 4)):
            before = app.opts[m._O_TIMER]
            rig.press(rnd.choice(("LEFT", "RIGHT", "A")))
            if app.opts[m._O_TIMER] == before:
                raise Failure("stuck", "the turn timer's row did not change")
            value = app.timer_text(row)
            rig.expect(lambda: rig.shows(value), "the turn timer's %r" % value)
        if rnd.random() < 0.5:
            while app.opts[m._O_TIMER]:
                rig.press("RIGHT")  # round past the longest to off
        rig.press("B")
        return
    rig.press(rnd.choice(("A", "B")) if row == 0 else "A")


def _read_page(rig, rnd, app, m):
    """A rules page: its title and first line shown, scrolled with DOWN (the next line comes into view), then
    back to the list with A or B."""
    page = app.top()
    rig.expect(lambda: rig.shows(page.title) and rig.shows(page.lines[page.first]), "the page %r" % page.title)
    for _ in range(rnd.randrange(6)):
        first = page.first
        rig.press("DOWN")
        if page.first == first:
            break  # its last line in view
        rig.expect(lambda: rig.shows(page.lines[page.first + 4]), "the page's line %d" % (page.first + 4))
    rig.press(rnd.choice(("A", "B")))
    if not _on(app, m.Rules):
        raise Failure("stuck", "the rules page did not go back to its list")


def _history(rig, rnd, app, m):
    """The score history from the start list (its last row), and back."""
    step_towards(rig, lambda: app.top().cursor, len(app.top().items) - 1, len(app.top().items))
    rig.press("A")
    if not _on(app, m.History):
        raise Failure("stuck", "the history row did not open the history")
    _leave_history(rig, rnd, app, m)


def _leave_history(rig, rnd, app, m):
    """The score history: scrolled, then back (to the start list, or to the game menu during a game)."""
    w = app.top()
    rig.expect(lambda: rig.shows(w.title) and rig.shows(w.items[0][:8]), "the score history")
    for _ in range(rnd.randrange(4)):
        rig.press(rnd.choice(("UP", "DOWN")))
    during = app.s is not None
    rig.press(rnd.choice(("A", "B")))
    if _on(app, m.History) or not during and not _on(app, m.Start):
        raise Failure("stuck", "the history did not go back (the app shows %s)" % type(app.top()).__name__)
