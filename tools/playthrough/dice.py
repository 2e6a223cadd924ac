"""The dice tray's screens played through the keys: the tray (DICE rolls all but the held dice, the D-pad picks dice
to hold, B frees them), its menu, the dice chosen kind by kind (with the modifier and keep rows) or set as N×dX,
the target picker, the last rolls and a past roll, the saved pools (saved and used), the check of table dice
(passes, fails, one taken back), the named players (added, renamed, their turn chosen) and their histograms, proof
of roll (a session begun, revealed), in a random walk until every screen has been seen and a number of presses
made; then B leaves from the tray. A message (a target too high, the pool's last die, an empty slot, every die
held) must show its words and closes with A or B.

After every roll the result (the sum line) must be drawn once the dice stop tumbling; every screen's key hint
must be drawn while it shows.
"""

from playthrough.rig import Failure, step_towards

# yaga.games.dice.app's screens
TRAY, PICK, MENU, POOL, TARGET, HISTORY, PAST, SET, POOLS, CHECK, PLAYERS, STATS, PROOF = range(13)
_SCREENS = 13
_MENU_ROWS = 11  # roll all, hold and reroll, choose dice, target, last rolls, check, players, proof, link, set, pools
_MENU_OPENS = {1: PICK, 2: POOL, 3: TARGET, 4: HISTORY, 5: CHECK, 6: PLAYERS, 7: PROOF, 9: SET, 10: POOLS}
_LINK_ROW = 8  # two boxes: played by tests/portable/test_dice_linked.py, not by one box's walk
_SET_ROWS = 6  # count, kind, target, modifier, keep, set them
MAX_PRESSES = 2000


def configs():
    """(presses,): a short walk and a long one."""
    return [(40,), (120,)]


def play(rig, rnd, presses):
    app = rig.app
    m = rig.app_module()
    seen = set()
    start = rig.presses
    while rig.presses - start < MAX_PRESSES:
        view = app.s[m.dice.VIEW]
        seen.add(view)
        message = getattr(app.top(), "message", None)  # a Note over the screen
        if message is not None:
            words = message.lines[0]
            rig.expect(lambda: rig.shows(words), "the message %r" % message.text)
            rig.press(rnd.choice(("A", "B")))
            continue
        if view == TRAY and len(seen) == _SCREENS and rig.presses - start >= presses:
            _expect_hint(rig, app, m, view)
            if m.dice.held_count(app.s):
                rig.press("B")  # frees the held dice; the next B leaves
            rig.press("B")
            return
        if hasattr(app.top(), "picker"):  # a player's name on the name picker
            _name(rig, rnd, app.top().picker)
            continue
        _expect_hint(rig, app, m, view)
        if view == TRAY:
            _tray(rig, rnd, app, m, seen)
        elif view == PICK:
            key = rnd.choice(("LEFT", "RIGHT", "UP", "DOWN", "A", "A", "B", "DICE"))
            _roll_or(rig, app, m, key, key == "DICE")
        elif view == PLAYERS:
            rows = len(app.top().items)
            named = m.dice.players(app.s)
            if STATS not in seen:  # a player's bars: the first one, or one named first
                want = 0 if named else rows - 1
                key = "A"
            else:
                want = rnd.randrange(rows)
                key = rnd.choice(("A", "A", "RIGHT", "LEFT", "B", "DICE"))
            step_towards(rig, lambda: app.top().cursor, want, rows)
            _roll_or(rig, app, m, key, key == "DICE")
        elif view == STATS:
            for _ in range(rnd.randrange(3)):
                rig.press(rnd.choice(("LEFT", "RIGHT")))
            rig.press(rnd.choice(("B", "B", "DICE")))
        elif view == PROOF:
            key = rnd.choice(("A", "A", "A", "B", "DICE"))
            _roll_or(rig, app, m, key, key == "DICE")
        elif view == MENU:
            want = rnd.choice([r for r in _MENU_OPENS if _MENU_OPENS[r] not in seen] or
                              [r for r in range(_MENU_ROWS) if r != _LINK_ROW])
            step_towards(rig, lambda: app.top().cursor, want, _MENU_ROWS)
            key = rnd.choice(("A", "A", "A", "B"))
            _roll_or(rig, app, m, key, want == 0 and key == "A")  # A on "Roll all dice" rolls, B goes back
        elif view == POOL:
            _pool(rig, rnd, app)
        elif view == SET:
            for _ in range(rnd.randrange(1, 8)):
                rig.press(rnd.choice(("LEFT", "RIGHT", "RIGHT", "UP", "DOWN")))
            step_towards(rig, lambda: app.top().cursor, _SET_ROWS - 1 if rnd.random() < 0.7 else 0, _SET_ROWS)
            key = rnd.choice(("A", "A", "B", "DICE"))
            _roll_or(rig, app, m, key, key == "DICE")
        elif view == POOLS:
            step_towards(rig, lambda: app.top().cursor, rnd.randrange(m.dice.SLOTS), m.dice.SLOTS)
            rig.press(rnd.choice(("RIGHT", "A", "A", "B")))
        elif view == CHECK:
            for _ in range(rnd.randrange(1, 5)):
                rig.press(rnd.choice(("LEFT", "RIGHT", "RIGHT", "A")))
            rig.press(rnd.choice(("B", "B", "DICE")))
        elif view == TARGET:
            for _ in range(rnd.randrange(6)):
                rig.press(rnd.choice(("LEFT", "RIGHT", "UP", "DOWN")))
            key = rnd.choice(("A", "A", "B", "DICE"))
            _roll_or(rig, app, m, key, key == "DICE")
        elif view == HISTORY:
            for _ in range(rnd.randrange(4)):
                rig.press(rnd.choice(("UP", "DOWN")))
            key = rnd.choice(("A", "A", "B", "DICE")) if m.dice.history_count(app.s) else rnd.choice(("B", "DICE"))
            _roll_or(rig, app, m, key, key == "DICE")
        else:
            key = rnd.choice(("A", "B", "DICE"))
            _roll_or(rig, app, m, key, key == "DICE")
    raise Failure("stuck", "not every screen of the tray seen in %d presses (seen: %s)" % (MAX_PRESSES, sorted(seen)))


def _tray(rig, rnd, app, m, seen):
    r = rnd.random()
    if r < 0.4 or not m.dice.rolled(app.s):
        if r < 0.2 and not m.dice.rolled(app.s):
            rig.press("A")
            return
        _roll_or(rig, app, m, "DICE", True)
    elif r < 0.75:
        rig.press("A")
    else:
        rig.press(rnd.choice(("UP", "DOWN", "LEFT", "RIGHT")))


def _name(rig, rnd, picker):
    """A letter and a few more keys, then OK (the cursor walked to it) or B; a rename may end with no letters."""
    if picker.row < 3:
        rig.press("A")
    for _ in range(rnd.randrange(4)):
        rig.press(rnd.choice(("LEFT", "RIGHT", "UP", "DOWN", "A", "A")))
    if rnd.random() < 0.2:
        rig.press("B")
        return
    while picker.row != 3:
        rig.press("DOWN")
    while picker.col != 5:
        rig.press("RIGHT")
    rig.press("A")


def _pool(rig, rnd, app):
    """LEFT/RIGHT take away or add a die of the row's kind (1-12 dice in all); A or B back to the tray."""
    for _ in range(rnd.randrange(1, 6)):
        step_towards(rig, lambda: app.top().cursor, rnd.randrange(len(app.top().items)), len(app.top().items))
        for _ in range(rnd.randrange(1, 4)):
            rig.press(rnd.choice(("LEFT", "RIGHT", "RIGHT")))
    rig.press(rnd.choice(("A", "B")))


def _roll_or(rig, app, m, key, rolls):
    """Press key; when it rolls, the result line must be drawn once the dice have stopped."""
    before = bytes(app.s)
    rig.press(key)
    if rolls and bytes(app.s) != before and app.s[m.dice.VIEW] == TRAY:
        word = app.t["sum"]
        rig.expect(lambda: not app.animating and rig.shows(word), "the roll's %r line" % word)


def _expect_hint(rig, app, m, view):
    """The screen's key hint on its bottom line (a roll with a target shows its result there instead)."""
    hint = app.top().hint
    s = app.s
    if view == TRAY and m.dice.rolled(s) and m.dice.target(s):
        return
    if view == PAST and m.dice.target(s, app.top().off):
        return
    rig.expect(lambda: rig.shows(hint), "the key hint %r" % hint)
