"""The Tatra companion played whole through the keys: a game length, the set-up checklist, the round's steps on
the choice bar, the number questions (LEFT/RIGHT one, UP/DOWN ten), battles with tiles drawn (DICE or the bar),
B's undo now and then, to the final score (TA-5), which is recorded and the score history shown (TA-6).

Choices are drawn at random, cubes onto the cards weighted up so the track empties (TA-3) and the game ends;
what the bar offers is checked against the engine's legal actions.
"""

from playthrough.rig import Failure, step_towards

LENGTHS = ("short", "medium", "long")
UNDO = 0.03
MAX_STEPS = 3000

# yaga.rules.tatra's actions by weight (the others 1): cubes onto the cards (ADD_CUBE) empty the track and end the
# game (TA-3), cubes back (CUBE_BACK) and another end condition (END_GAME) now and then, battles with tiles drawn
# (DRAW_TILE) and moves (MOVE)
_WEIGHTS = {3: 4, 4: 0.5, 12: 0.05, 13: 2, 14: 3}


def configs():
    return [(length,) for length in LENGTHS]


def play(rig, rnd, length):
    """From the start list (just opened) to the score recorded, the history, and out with B."""
    app = rig.app
    m = rig.app_module()
    if app.mode != m._START:
        raise Failure("stuck", "Tatra did not open on its start list")
    if rnd.random() < 0.2:
        _history(rig, rnd, app, m)
    step_towards(rig, lambda: app.view.cursor, LENGTHS.index(length), len(app.view.items))
    rig.press("A")
    if app.mode != m._PLAY:
        raise Failure("stuck", "no Tatra game started")
    t = m.t
    for _ in range(MAX_STEPS):
        if app.mode == m._HISTORY:
            break
        if app.note is not None:
            note = app.note
            rig.expect(lambda: rig.shows(note.title) and rig.shows(note.lines[0]), "the note %r" % note.title)
            rig.press(rnd.choice(("A", "A", "B")))
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
    s = app.s
    if s[m._FLAGS] & m._F_OVER:
        label = app.labels[0]
        rig.expect(lambda: rig.shows(label), "the final score's %r" % label)
        rig.press("A")  # TA-6: recorded, then the history
        if app.mode != m._HISTORY:
            raise Failure("stuck", "recording the score did not show the history")
        return
    legal = t.legal_actions(s)
    if app.choices != legal:
        raise Failure("softlock", "the bar offers %s where the engine's legal actions are %s" % (app.choices, legal))
    label = app.labels[app.cursor]
    rig.expect(lambda: rig.shows(label), "the choice bar's %r" % label)
    if m._A_DRAW_TILE in legal and rnd.random() < 0.3:
        rig.press("DICE")  # the battle helper's tile, drawn by the DICE button
        return
    want = rnd.choices(range(len(legal)), [_WEIGHTS.get(a, 1) for a in legal])[0]
    pair = rnd.choice((("LEFT", "RIGHT"), ("UP", "DOWN")))
    step_towards(rig, lambda: app.cursor, want, len(legal), *pair)
    before = bytes(s)
    rig.press("A")
    if bytes(app.s) == before and app.note is None:
        raise Failure("stuck", "A on %r did nothing" % label)


def _history(rig, rnd, app, m):
    """The score history from the start list (its last row), and back."""
    step_towards(rig, lambda: app.view.cursor, len(app.view.items) - 1, len(app.view.items))
    rig.press("A")
    if app.mode != m._HISTORY:
        raise Failure("stuck", "the history row did not open the history")
    _leave_history(rig, rnd, app, m)


def _leave_history(rig, rnd, app, m):
    w = app.view
    rig.expect(lambda: rig.shows(w.title) and rig.shows(w.items[0][:8]), "the score history")
    for _ in range(rnd.randrange(4)):
        rig.press(rnd.choice(("UP", "DOWN")))
    rig.press(rnd.choice(("A", "B")))
    if app.mode != m._START:
        raise Failure("stuck", "the history did not go back to the start list")
