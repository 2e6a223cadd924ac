"""Goat and Wolf played whole through the keys: the set-up (who plays, AI level), every roll and choice of the
human sides, the AI's turns waited for, side trips to the log, the Look view and the game menu, to the winner.

Reads the engine's state (yaga.rules.goat_wolf, as the app holds it) to know who is to act and what is legal;
the choice it wants must be drawn (the question and the options' names, from the engine's legal actions, not the
app's list) before it presses, which is what would have caught the Wolf's soft-lock (bbbbac9).
"""

from playthrough.rig import STALL_MS, Failure, step_towards

MODES = ("humans", "goat", "wolf", "demo")  # two players, you are the Goat, you are the Wolf, AI vs AI
LEVELS = ("easy", "normal", "hard")
_MODE_ROW = {"humans": 0, "goat": 1, "wolf": 2, "demo": 3}  # the set-up's rows, in yaga.apps.goat_wolf's order
SKIP = 0.15  # how often a key cuts an animation short (the app finishes it at once)
SIDE_TRIP = 0.04  # how often the log, the Look view or the menu is opened on the way
MAX_ACTIONS = 2000  # no game is this long: the player's own bound


def configs():
    """(mode, level) of every game the issue names: two players once, every level for the three with an AI."""
    out = [("humans", "normal")]
    for mode in ("goat", "wolf", "demo"):
        for level in LEVELS:
            out.append((mode, level))
    return out


def play(rig, rnd, mode, level):
    """From the app's set-up (just opened) to the winner shown; leaves with B."""
    app = rig.app
    m = rig.app_module()
    if app.view != m._SETUP:
        raise Failure("stuck", "Goat and Wolf did not open on its set-up")
    rows = len(app.widget.items)
    if mode != "humans":
        step_towards(rig, lambda: app.widget.cursor, m._LEVEL_ROW, rows)
        want = LEVELS.index(level)
        for _ in range(8):
            if app.level == want:
                break
            rig.press(rnd.choice(("LEFT", "RIGHT", "A")))
        else:
            if app.level != want:
                raise Failure("stuck", "the AI level did not reach %s" % level)
    step_towards(rig, lambda: app.widget.cursor, _MODE_ROW[mode], rows)
    rig.press("A")
    if app.view != m._PLAY:
        raise Failure("stuck", "A on the set-up's row %d started no game" % _MODE_ROW[mode])
    gw = m.gw
    for _ in range(MAX_ACTIONS):
        s = app.s
        p = gw.current_player(s)
        if p == m._TERMINAL:
            _end(rig, app, m, gw)
            return
        if (app.mode >> s[m._AT_TURN]) & 1:
            _wait_for_ai(rig, rnd, app, m)
        else:
            _human(rig, rnd, app, m, gw, p)
    raise Failure("stuck", "no winner after %d actions" % MAX_ACTIONS)


def _human(rig, rnd, app, m, gw, p):
    """A human's roll (DICE) or choice (UP/DOWN to it, A), once it is drawn."""
    s = app.s
    if p == m._CHANCE:
        hint = app.w[m._W_ROLL_HINT]
        rig.expect(lambda: rig.shows(hint), "the roll hint %r" % hint)
        if rnd.random() < SIDE_TRIP:
            _side_trip(rig, rnd, app, m)
        _act(rig, rnd, app, "DICE")
        return
    legal = gw.legal_actions(s)
    question, names = choice_words(app, m, gw)
    rig.expect(lambda: choice_shown(rig, app, question, names), "the choice %r %s" % (question, names))
    if app.options != legal:
        raise Failure("softlock", "the app offers %s where the engine's legal actions are %s" % (app.options, legal))
    want = rnd.randrange(len(legal))
    step_towards(rig, lambda: app.choice, want, len(legal))
    _act(rig, rnd, app, "A")


def choice_words(app, m, gw):
    """The question and the options' names of the human's choice now, from the engine's legal actions."""
    s = app.s
    return app.w[m._W_QUESTION + s[m._AT_PHASE] - m._PH_EAR], [app._option_text(a) for a in gw.legal_actions(s)]


def choice_shown(rig, app, question, names):
    """The question, the option under the cursor, and another beside it when there are more, on the screen."""
    if app.choice >= len(names) or not rig.shows(question) or not rig.shows(names[app.choice]):
        return False
    return len(names) == 1 or any(rig.shows(n) for i, n in enumerate(names) if i != app.choice)


def _act(rig, rnd, app, key):
    """The press that acts, as soon as the screen offers it (a key during a walk would only end the walk: the
    screen shows no hint and no choice until then); now and then a key that cuts the dice and the walk short."""
    before = bytes(app.s)
    rig.press(key)
    if bytes(app.s) == before:
        raise Failure("stuck", "%s did not act" % key)
    if rnd.random() < SKIP:
        rig.wait(rnd.randrange(1, 30) * 20)
        if _animation_left(rig, app) > 150:  # the key is seen (debounced) well before the walk would end
            rig.press(rnd.choice(("A", "UP", "DOWN", "LEFT", "RIGHT", "DICE")))


def _animation_left(rig, app):
    """The ms the dice and the walk still take (0 once settled)."""
    if not app._animating():
        return 0
    m = rig.app_module()
    walk = (app.s[m._AT_TR_N] - app.step) * m._STEP_MS
    return max(0, app.tumble_end - rig.now) + walk


def _wait_for_ai(rig, rnd, app, m):
    """The AI's roll or choice (it waits _AI_MS after the screen settles), a side trip now and then."""
    if not app._animating() and app.next_at - rig.now > 150 and rnd.random() < SIDE_TRIP / 2:
        _side_trip(rig, rnd, app, m)  # before the AI's pause is over: the key opens the view, it does not skip
        return  # the AI may have moved meanwhile: the caller looks again
    before = bytes(app.s)
    rig.wait_until(lambda: bytes(app.s) != before, STALL_MS, "the AI's move")


def _side_trip(rig, rnd, app, m):
    """The log (UP), the Look view (an arrow) or the game menu (A), a few keys there, and back to play."""
    trip = rnd.randrange(3)
    if trip == 0:
        rig.press("UP")
        _expect_view(app, m._LOG, "UP")
        for _ in range(rnd.randrange(4)):
            rig.press(rnd.choice(("UP", "DOWN")))
        rig.press(rnd.choice(("A", "B")))
    elif trip == 1:
        rig.press(rnd.choice(("DOWN", "LEFT", "RIGHT")))
        _expect_view(app, m._LOOK, "an arrow")
        for _ in range(rnd.randrange(8)):
            rig.press(rnd.choice(("UP", "DOWN", "LEFT", "RIGHT", "LEFT", "RIGHT", "A")))
            if app.view != m._LOOK:
                break
        if app.view == m._LOOK:
            rig.press("B")
    else:
        rig.press("A")
        _expect_view(app, m._MENU, "A")
        row = rnd.choice((0, 0, 1, 2, 3))  # back to the game, log, look, new game (left again with B)
        step_towards(rig, lambda: app.widget.cursor, row, len(app.widget.items))
        rig.press("A")
        if app.view != m._PLAY:
            rig.press("B")
    _expect_view(app, m._PLAY, "the way back from a side trip")


def _expect_view(app, view, how):
    if app.view != view:
        raise Failure("stuck", "%s did not lead to view %d (the app shows view %d)" % (how, view, app.view))


def _end(rig, app, m, gw):
    """The winner and the rematch hint must be drawn; B leaves (saved)."""
    winner = app._piece(gw.GOAT if app.s[m._AT_WINNER] == 1 else gw.WOLF)
    hint = app.w[m._W_REMATCH]
    rig.expect(lambda: rig.shows(winner) and rig.shows(hint), "the winner %r and %r" % (winner, hint))
    rig.press("B")
