"""Goat and Wolf played whole through the keys: the set-up (who plays, AI level, the rules as written or balanced
(GW-36) at random, How to play now and then), every roll and choice of the human sides, the AI's turns waited for,
side trips to the log, the Look view and the game menu (How to play, the statistics of both rule sets, Take back
when offered), the coach's odds (DICE at a choice) now and then, to the winner; then the review, when a person
played.

Reads the engine's state (yaga.games.goat_wolf.rules, as the app holds it) to know who is to act and what is legal;
the choice it wants must be drawn (the question and the options' names, from the engine's legal actions, not the
app's list) before it presses, which is what would have caught the Wolf's soft-lock (bbbbac9).
"""

from playthrough.rig import STALL_MS, Failure, step_towards

MODES = ("humans", "goat", "wolf", "demo")  # two players, you are the Goat, you are the Wolf, AI vs AI
LEVELS = ("easy", "normal", "hard")
_MODE_ROW = {"humans": 0, "goat": 1, "wolf": 2, "demo": 3}  # the set-up's rows, in yaga.games.goat_wolf.app's order
SKIP = 0.15  # how often a key cuts an animation short (the app finishes it at once)
SIDE_TRIP = 0.04  # how often the log, the Look view or the menu is opened on the way
MAX_ACTIONS = 2000  # no game is this long: the player's own bound


def configs():
    """(mode, level) of every game to play: two players once, every level for the three with an AI."""
    out = [("humans", "normal")]
    for mode in ("goat", "wolf", "demo"):
        for level in LEVELS:
            out.append((mode, level))
    return out


def play(rig, rnd, mode, level):
    """From the app's set-up (just opened) to the winner shown; leaves with B."""
    app = rig.app
    m = rig.app_module()
    if not isinstance(app.top(), m.Setup):
        raise Failure("stuck", "Goat and Wolf did not open on its set-up")
    rows = len(app.top().items)
    if rnd.random() < 0.5:  # How to play from the set-up, and back to it
        step_towards(rig, lambda: app.top().cursor, m._HOW_ROW, rows)
        rig.press("A")
        _expect_view(app, m.Pages, "A on How to play")
        _rules(rig, rnd, app, m)
        _expect_view(app, m.Setup, "B from How to play")
    if mode != "humans":
        step_towards(rig, lambda: app.top().cursor, m._LEVEL_ROW, rows)
        want = LEVELS.index(level)
        down = rnd.random() < 0.5  # LEFT goes down the three levels round, RIGHT and A up
        for _ in range(3):
            if app.level == want:
                break
            rig.press("LEFT" if down else rnd.choice(("RIGHT", "A")))
        if app.level != want:
            raise Failure("stuck", "the AI level did not reach %s" % level)
    balanced = rnd.random() < 0.5  # the rule set of this game (GW-36), either way round
    step_towards(rig, lambda: app.top().cursor, m._RULE_SET_ROW, rows)
    if app.balanced != balanced:
        rig.press(rnd.choice(("LEFT", "RIGHT", "A")))
    name = app.w["rule_sets"][balanced]
    rig.expect(lambda: app.balanced == balanced and rig.shows(name), "the set-up's rules %r" % name)
    step_towards(rig, lambda: app.top().cursor, _MODE_ROW[mode], rows)
    rig.press("A")
    if not isinstance(app.top(), m.Play):
        raise Failure("stuck", "A on the set-up's row %d started no game" % _MODE_ROW[mode])
    gw = m.gw
    if gw.balanced(app.s) != balanced:
        raise Failure("rules", "the set-up said balanced=%s, the game plays balanced=%s" % (balanced, not balanced))
    taken_back = False
    for _ in range(MAX_ACTIONS):
        s = app.s
        p = gw.current_player(s)
        if p == m.gw.TERMINAL:
            _end(rig, app, m, gw)
            return
        if (app.mode >> s[m.gw.AT_TURN]) & 1:
            _wait_for_ai(rig, rnd, app, m)
        elif p == m.gw.CHANCE and app.can_take_back() and not taken_back and not app._animating():
            _take_back(rig, app, m)  # once a game: the player's last choice, asked again
            taken_back = True
        else:
            _human(rig, rnd, app, m, gw, p)
    raise Failure("stuck", "no winner after %d actions" % MAX_ACTIONS)


def _human(rig, rnd, app, m, gw, p):
    """A human's roll (DICE) or choice (UP/DOWN to it, A), once it is drawn."""
    s = app.s
    if p == m.gw.CHANCE:
        hint = app.w["roll_hint"]
        rig.expect(lambda: rig.shows(hint), "the roll hint %r" % hint)
        if rnd.random() < SIDE_TRIP:
            _side_trip(rig, rnd, app, m)
            if gw.current_player(app.s) != m.gw.CHANCE:
                return  # Take back went back to a choice: the caller looks again
        _act(rig, rnd, app, "DICE")
        return
    legal = gw.legal_actions(s)
    question, names = choice_words(app, m, gw)
    rig.expect(lambda: choice_shown(rig, app, question, names), "the choice %r %s" % (question, names))
    if app.options != legal:
        raise Failure("softlock", "the app offers %s where the engine's legal actions are %s" % (app.options, legal))
    if len(legal) > 1 and app.coach and rnd.random() < SIDE_TRIP:
        _coach(rig, app, m, names)
    want = rnd.randrange(len(legal))
    step_towards(rig, lambda: app.choice, want, len(legal))
    _act(rig, rnd, app, "A")


def _coach(rig, app, m, names):
    """DICE at the choice: the coach's list, its best option and its chance drawn; B back to the choice."""
    rig.press("DICE")
    view = app.top()
    if type(view).__name__ != "Coach":
        raise Failure("stuck", "DICE at a choice did not open the coach (the app shows %s)" % type(view).__name__)
    best = names[view.order[0]]
    rig.expect(lambda: rig.shows(best) and rig.shows(view.texts[0]), "the coach's best %r %r" % (best, view.texts[0]))
    rig.press("B")
    _expect_view(app, m.Play, "B from the coach")


def _review(rig, app, m):
    """DICE at the winner, the game menu's Review: its pages once the replay is done (a choice valued a tick);
    B back to the winner."""
    rig.press("DICE")
    _expect_view(app, m.GameMenu, "DICE on the winner")
    step_towards(rig, lambda: app.top().cursor, app.top().opens.index("review"), len(app.top().opens))
    rig.press("A")
    rig.wait_until(lambda: isinstance(app.top(), m.Pages), STALL_MS, "the review's pages")
    first = app.top().lines[0]
    rig.expect(lambda: rig.shows(first), "the review's first line %r" % first)
    rig.press("B")
    _expect_view(app, m.Play, "B from the review")


def choice_words(app, m, gw):
    """The question and the options' names of the human's choice now, from the engine's legal actions."""
    s = app.s
    return app.w["questions"][s[m.gw.AT_PHASE] - m.gw.PH_EAR], [app.option_text(s, a) for a in gw.legal_actions(s)]


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
    walk = (app.s[m.gw.AT_TR_N] - app.step) * m._STEP_MS
    return max(0, app.tumble_end - rig.now) + walk


def _wait_for_ai(rig, rnd, app, m):
    """The AI's roll or choice (it waits _AI_MS after the screen settles), a side trip now and then."""
    if not app._animating() and app.next_at - rig.now > 150 and rnd.random() < SIDE_TRIP / 2:
        _side_trip(rig, rnd, app, m)  # before the AI's pause is over: the key opens the view, it does not skip
        return  # the AI may have moved meanwhile: the caller looks again
    before = bytes(app.s)
    rig.wait_until(lambda: bytes(app.s) != before, STALL_MS, "the AI's move")


def _side_trip(rig, rnd, app, m):
    """The log (UP), the Look view (an arrow) or, half the time, the game menu (A) and a view from it (How to play,
    the statistics, Take back when offered ...), a few keys there, and back to play."""
    trip = min(2, rnd.randrange(4))
    if trip == 0:
        rig.press("UP")
        _expect_view(app, m.Log, "UP")
        for _ in range(rnd.randrange(4)):
            rig.press(rnd.choice(("UP", "DOWN")))
        rig.press(rnd.choice(("A", "B")))
    elif trip == 1:
        rig.press(rnd.choice(("DOWN", "LEFT", "RIGHT")))
        _expect_view(app, m.Look, "an arrow")
        for _ in range(rnd.randrange(8)):
            rig.press(rnd.choice(("UP", "DOWN", "LEFT", "RIGHT", "LEFT", "RIGHT", "A")))
            if not isinstance(app.top(), m.Look):
                break
        if isinstance(app.top(), m.Look):
            rig.press("B")
    else:
        rig.press("A")
        _expect_view(app, m.GameMenu, "A")
        rows = app.top().opens
        # back to the game, log, look, new game (left again with B), How to play, Take back, the statistics
        row = rows.index(rnd.choice(("resume", "log", "look", "new_game", "how", "stats")))
        if len(rows) == 7 and rnd.random() < 0.7:
            row = 5  # Take back, offered after a choice of the player's against the AI
        step_towards(rig, lambda: app.top().cursor, row, len(rows))
        rig.press("A")
        if isinstance(app.top(), m.Pages):
            _rules(rig, rnd, app, m)
            _expect_view(app, m.GameMenu, "B from How to play")
            rig.press("B")
        elif isinstance(app.top(), m.Stats):
            _stats(rig, rnd, app, m)
            rig.press("B")
            _expect_view(app, m.GameMenu, "B from the statistics")
            rig.press("B")
        elif not isinstance(app.top(), m.Play):
            rig.press("B")
        elif len(rows) == 7 and row == 5:
            question, names = choice_words(app, m, m.gw)
            rig.expect(lambda: choice_shown(rig, app, question, names), "the choice taken back %r" % question)
    _expect_view(app, m.Play, "the way back from a side trip")


def _take_back(rig, app, m):
    """The game menu's Take back (its row before Statistics): the player's last choice is drawn again."""
    rig.press("A")
    _expect_view(app, m.GameMenu, "A")
    step_towards(rig, lambda: app.top().cursor, len(app.top().opens) - 2, len(app.top().opens))
    rig.press("A")
    _expect_view(app, m.Play, "A on Take back")
    if m.gw.current_player(app.s) == m.gw.CHANCE:
        raise Failure("stuck", "Take back did not go back to a choice")
    question, names = choice_words(app, m, m.gw)
    rig.expect(lambda: choice_shown(rig, app, question, names), "the choice taken back %r %s" % (question, names))


def _rules(rig, rnd, app, m):
    """How to play: a few pages on (A, DOWN, RIGHT), maybe one back (UP, LEFT), each page's lines drawn; B leaves
    (or A on the last page)."""
    for _ in range(rnd.randrange(len(app.top().texts) + 1)):
        lines = app.top().lines
        rig.expect(lambda: all(rig.shows(line) for line in lines), "How to play's page %d" % (app.top().page + 1))
        rig.press(rnd.choice(("A", "DOWN", "RIGHT", "UP", "LEFT")))
        if not isinstance(app.top(), m.Pages):
            return
    rig.press("B")


def _stats(rig, rnd, app, m):
    """The statistics drawn, of the game's rule set first; now and then LEFT or RIGHT shows the other set's."""
    played = app.w["played"].split("%")[0]
    rig.expect(lambda: rig.shows(played), "the statistics' games played %r" % played)
    if app.top().balanced != m.gw.balanced(app.s):
        raise Failure("rules", "the statistics opened on the other rule set's figures")
    for _ in range(rnd.randrange(3)):
        rig.press(rnd.choice(("LEFT", "RIGHT")))
        title = app.w["stats_titles"][app.top().balanced]
        rig.expect(lambda: rig.shows(title), "the statistics' rule set %r" % title)


def _expect_view(app, view, how):
    """The app's top view must be a `view` (a view class of yaga.games.goat_wolf.app, or yaga.views.Pages)."""
    if not isinstance(app.top(), view):
        shown = type(app.top()).__name__
        raise Failure("stuck", "%s did not lead to %s (the app shows %s)" % (how, view.__name__, shown))


def _end(rig, app, m, gw):
    """The winner and the rematch hint must be drawn; B leaves (saved)."""
    winner = app.w["pieces"][gw.winner(app.s)]
    hint = app.w["rematch"]
    rig.expect(lambda: rig.shows(winner) and rig.shows(hint), "the winner %r and %r" % (winner, hint))
    played = 0 if app.mode == m._M_DEMO else 1  # AI against AI is not counted
    if played:
        _review(rig, app, m)
    balanced = gw.balanced(app.s)
    rig.press("A")  # the rematch, then its menu's Statistics: the game just played is counted
    _expect_view(app, m.Play, "A on the winner")
    if gw.balanced(app.s) != balanced:
        raise Failure("rules", "the rematch changed the rules")
    rig.press("A")
    _expect_view(app, m.GameMenu, "A")
    rules = app.w["rule_sets"][gw.balanced(app.s)]
    rig.expect(lambda: rig.shows(rules), "the game menu's title naming the rules %r" % rules)
    step_towards(rig, lambda: app.top().cursor, app.top().opens.index("stats"), len(app.top().opens))
    rig.press("A")
    _expect_view(app, m.Stats, "A on Statistics")
    counted = app.w["played"] % played
    rig.expect(lambda: rig.shows(counted), "the statistics' %r" % counted)
    rig.press("B")
    rig.press("B")
    _expect_view(app, m.Play, "B from the menu")
    for _ in range(3):  # B leaves (saved); the rematch's AI may be walking: a B then only ends the walk
        rig.press("B")
        if rig.shell.app is None:
            break
