"""The Baba Yaga card game played whole through the keys: the set-up (2-5 seats, each human or a bot), every
human turn (a card picked with LEFT/RIGHT, A, a row of its actions; a spell paid by marking potions and cast
with DICE, its target and pile chosen), Garlic questions, pass-and-play, the reveal and the scores, round after
round until the tournament ends at 100 (BY-10). On the way, now and then: the round's menu with the scores, the
round's history, How to play paged through, the redeal of a stalled round (BY-12, asked, sometimes taken); How
to play from the set-up; in pass-and-play the card just drawn shown to its drawer and every human a Cats or Wand
is aimed at asked alike (BY-13).

The human seats play the strong bot's move (a copy of yaga.games.cards.ai of its own, so the app's modules are left as
they are) most of the time and any legal move otherwise: rounds end (someone declares, BY-6) and the odd moves
are tried too. Bots and shuffles are waited for.
"""

import importlib.util
import os

from playthrough.rig import STALL_MS, Failure, step_towards

HUMAN = 0  # yaga.games.cards.app' seat kinds: human, simple bot, strong bot
SIMPLE = 1
STRONG = 2
BOT_MOVE = 0.7  # how often a human seat plays the strong bot's move
SIDE_TRIP = 0.02  # the menu (B) now and then: scores, history, How to play, the redeal when offered, back
MAX_STEPS = 20000  # the player's own bound on the steps of one tournament
_RESUME, _SCORES, _HISTORY, _RULES, _REDEAL = 0, 1, 2, 3, 6  # rows of the round's menu (yaga.games.cards.app)

_bot = []  # the private copy of yaga.games.cards.ai, made once


def configs():
    """(seats, who): one human against bots, everyone at the box (pass-and-play), two humans with bots, bots only."""
    out = []
    for n in range(2, 6):
        out.append((n, "one"))
        out.append((n, "pass"))
    for n in range(3, 6):
        out.append((n, "two"))
    out.append((3, "bots"))
    return out


def seat_kinds(n, who, rnd):
    """The kind of each seat for a configuration; the bots' levels drawn at random."""
    humans = {"one": 1, "two": 2, "pass": n, "bots": 0}[who]
    kinds = [HUMAN] * humans + [rnd.choice((SIMPLE, STRONG)) for _ in range(n - humans)]
    rnd.shuffle(kinds)
    return kinds


def bot():
    """yaga.games.cards.ai loaded under a name of its own: the player's bot never touches the app's modules."""
    if not _bot:
        import yaga.games.cards

        path = os.path.join(os.path.dirname(yaga.games.cards.__file__), "ai.py")
        spec = importlib.util.spec_from_file_location("playthrough_cards_bot", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        _bot.append(module)
    return _bot[0]


def play(rig, rnd, n, who):
    """From the set-up (just opened) to the tournament's winner; leaves the app from the new set-up with B."""
    app = rig.app
    m = rig.app_module()
    if not isinstance(app.top(), m.Setup):
        raise Failure("stuck", "the card game did not open on its set-up")
    kinds = seat_kinds(n, who, rnd)
    _set_up(rig, rnd, app, m, n, kinds)
    C = m.C
    for _ in range(MAX_STEPS):
        v = app.top()
        s = app.s
        if isinstance(v, m.Scores) and v.totals and m.C.phase(s) == m.C.OVER:
            _end(rig, app, m)
            return
        if _at_table(app, m):
            _table(rig, rnd, app, m, C)
        elif isinstance(v, m.Pass):
            title = app.w["pass_title"] % (C.current_player(s) + 1)
            rig.expect(lambda: rig.shows(title), "the pass-the-box message %r" % title)
            rig.press("A")
        elif isinstance(v, m.Choice):  # the Garlic question, asked at once
            _garlic(rig, rnd, app, m, C)
        elif isinstance(v, m.Note):
            note = v.message
            title = note.title  # the card drawn, or a cast's new cards
            rig.expect(lambda: rig.shows(title) and rig.shows(note.lines[0]), "the cards drawn %r" % title)
            rig.press("A")
        elif isinstance(v, m.Scores):
            hint = app.w["hint_next" if v.totals else "hint_reveal"]
            rig.expect(lambda: rig.shows(hint), "the %s %r" % ("scores'" if v.totals else "reveal's", hint))
            rig.press("A")
        else:
            raise Failure("stuck", "the card game shows view %s in play" % type(v).__name__)
    raise Failure("stuck", "no tournament winner after %d steps" % MAX_STEPS)


def _at_table(app, m):
    """The table on top, not paying for a spell."""
    return isinstance(app.top(), m.Table) and not app.top().paying


def _set_up(rig, rnd, app, m, n, kinds):
    """Players (row 0, LEFT/RIGHT or A), each seat's kind, then Start."""
    cursor = lambda: app.top().cursor  # noqa: E731
    for _ in range(8):
        if app.n == n:
            break
        up = (n - app.n) % 4 <= 2  # 2-5 round: the short way
        rig.press(rnd.choice(("RIGHT", "A")) if up else "LEFT")
    if app.n != n:
        raise Failure("stuck", "the player count did not reach %d" % n)
    if rnd.random() < 0.2:  # How to play, the set-up's last row, and back to it
        step_towards(rig, cursor, n + 2, len(app.top().items))
        rig.press("A")
        _rules(rig, rnd, app, m)
        if not isinstance(app.top(), m.Setup):
            raise Failure("stuck", "B on How to play did not go back to the set-up")
    for seat in range(n):
        step_towards(rig, cursor, seat + 1, len(app.top().items))
        for _ in range(4):
            if app.kinds[seat] == kinds[seat]:
                break
            up = (kinds[seat] - app.kinds[seat]) % 3 == 1  # three kinds round: one step up or one down
            rig.press(rnd.choice(("RIGHT", "A")) if up else "LEFT")
        if app.kinds[seat] != kinds[seat]:
            raise Failure("stuck", "seat %d did not become kind %d" % (seat + 1, kinds[seat]))
    step_towards(rig, cursor, n + 1, len(app.top().items))
    rig.press("A")
    if app.s is None:
        raise Failure("stuck", "Start started no tournament")


def _table(rig, rnd, app, m, C):
    s = app.s
    p = C.current_player(s)
    if p < 0 or app.kinds[p] != HUMAN:
        if rnd.random() < SIDE_TRIP / 4:
            _menu_trip(rig, rnd, app, m)
            return
        before = bytes(s)
        moved = lambda: bytes(app.s) != before or not _at_table(app, m)  # noqa: E731
        rig.wait_until(moved, STALL_MS, "the bot's or shuffle's move")
        return

    def shown():  # the hand on show is the player's on turn, with the keys (or the last move told) under it
        return app.viewer == p and rig.shows(app.status(False))

    rig.expect(shown, "player %d's hand and keys" % (p + 1))
    if rnd.random() < SIDE_TRIP:
        _menu_trip(rig, rnd, app, m)
        return
    legal = C.legal_actions(s)
    a = bot().move(s, 1) if rnd.random() < BOT_MOVE else rnd.choice(legal)
    if a not in legal:
        raise Failure("stuck", "the bot chose %d, not a legal action" % a)
    before = bytes(s)
    _human_move(rig, rnd, app, m, C, a)
    if bytes(app.s) == before:
        raise Failure("stuck", "the keys for action %d changed nothing" % a)


def _human_move(rig, rnd, app, m, C, a):
    """The keys of one action: the card (LEFT/RIGHT), A, the action's row; a spell paid and cast."""
    if a == m.C.DECLARE:
        kind = app.hand[rnd.randrange(app.fill_hand())]
    elif a < m.C.DECLARE:
        kind = a >> 2
    else:
        kind = C.decode_cast(a)[0]
    _to_card(rig, app, kind, 0)
    rig.press("A")
    if not isinstance(app.top(), m.Choice):
        raise Failure("stuck", "A on a card listed no actions")
    option = m._CAST if a >= m.C.CAST_BASE else a
    if rnd.random() < 0.05:  # looked, and back to the table
        rig.press("B")
        rig.press("A")
    options = app.top().options
    step_towards(rig, lambda: app.top().cursor, options.index(option), len(options))
    rig.press("A")
    if a < m.C.CAST_BASE:
        return
    _pay(rig, rnd, app, m, C, a)


def _to_card(rig, app, kind, nth):
    """The hand's cursor onto the nth card of a kind (the hand is in kind order)."""
    n = app.fill_hand()
    at = [i for i in range(n) if app.hand[i] == kind]
    if len(at) <= nth:
        raise Failure("stuck", "no card of kind %d in the hand %s" % (kind, list(app.hand[:n])))
    step_towards(rig, lambda: app.cursor, at[nth], n, "LEFT", "RIGHT")


def _pay(rig, rnd, app, m, C, a):
    """PAY: A marks the payment's cards (a potion for each of its counts, or the Mortar), DICE casts; then the
    target and the pile when the box asks (BY-4, BY-11)."""
    if not isinstance(app.top(), m.Table) or not app.top().paying:
        raise Failure("stuck", "Cast it did not open the payment")
    spell, pay, pile, target = C.decode_cast(a)
    if rnd.random() < 0.1:  # DICE with nothing marked: the box says what the spell needs, the payment stays open
        rig.press("DICE")
    if pay == 0:
        _to_card(rig, app, m.C.MORTAR, 0)
        rig.press("A")
    else:
        for v in range(7):
            for nth in range(C.PAY[pay * 7 + v]):
                _to_card(rig, app, 2 + v, nth)
                rig.press("A")
    rig.press("DICE")
    top = app.top()
    if isinstance(top, m.Choice) and top.stage == m._TARGET:
        step_towards(rig, lambda: top.cursor, top.options.index(target), len(top.options))
        rig.press("A")
    top = app.top()
    if not isinstance(top, m.Choice) or top.stage != m._PILE:
        raise Failure("stuck", "the cast did not ask for its pile (view %s)" % type(top).__name__)
    step_towards(rig, lambda: top.cursor, pile, 2)
    rig.press("A")


def _garlic(rig, rnd, app, m, C):
    """BY-5, BY-13: the Garlic question's rows on screen (three, or "No Garlic to play"), one chosen."""
    question = app.top()
    rows = question.items

    def shown():
        return rig.shows(question.title) and all(rig.shows(r) for r in rows)

    rig.expect(shown, "the Garlic question %r %s" % (question.title, rows))
    a = bot().move(app.s, 1) if rnd.random() < BOT_MOVE else rnd.choice(C.legal_actions(app.s))
    step_towards(rig, lambda: question.cursor, question.options.index(a), len(question.options))
    before = bytes(app.s)
    rig.press("A")
    if bytes(app.s) == before:
        raise Failure("stuck", "the Garlic answer changed nothing")


def _menu_trip(rig, rnd, app, m):
    """B opens the menu: the scores, the history, How to play, the redeal when offered, or back (Resume, B)."""
    if not _at_table(app, m):
        return
    rig.press("B")
    menu = app.top()
    if not isinstance(menu, m.Menu):
        raise Failure("stuck", "B on the table opened no menu")
    rows = len(menu.items)
    row = rnd.choice([_RESUME, _SCORES, _HISTORY, _RULES] + ([_REDEAL] * 4 if rows > _REDEAL else []))
    step_towards(rig, lambda: menu.cursor, row, rows)
    rig.press("A")
    if row == _HISTORY:  # the round's moves, newest first: A or B back to the menu
        newest = app.top().items[0]
        rig.expect(lambda: rig.shows(newest), "the history's newest row %r" % newest)
        rig.press(rnd.choice(("A", "B")))
    elif row == _RULES:
        _rules(rig, rnd, app, m)
    elif row == _REDEAL:  # asked first; "Play on" is the answer shown, RIGHT and A redeal
        if rnd.random() < 0.5:
            rig.press("RIGHT")
        redeal = app.top().yes
        rig.press("A")
        if redeal:
            if m.C.phase(app.s) != m.C.DEAL:  # the round waits for its new shuffle
                raise Failure("stuck", "Redeal did not gather the cards")
            return
    if isinstance(app.top(), m.Scores):
        rig.press(rnd.choice(("A", "B")))
    elif isinstance(app.top(), m.Menu):
        rig.press(rnd.choice(("B", "A")) if app.top().cursor == 0 else "B")


def _rules(rig, rnd, app, m):
    """How to play: a few pages on (A or DOWN), maybe one back (UP), each page's first line drawn; B leaves."""
    pages = len(app.w["pages"])
    for _ in range(rnd.randrange(pages + 1)):
        page = app.top()
        first = page.lines[0]
        rig.expect(lambda: rig.shows(first), "the rules page's first line %r" % first)
        if page.page == pages - 1:
            break
        rig.press(rnd.choice(("A", "DOWN", "DOWN", "UP")) if page.page else rnd.choice(("A", "DOWN")))
    rig.press("B")


def _end(rig, app, m):
    """The winner (or the shared win) and the new-tournament hint drawn; A to the set-up, B leaves."""
    hint = app.w["hint_new"]
    rig.expect(lambda: rig.shows(hint), "the tournament's end %r" % hint)
    rig.press("A")
    if not isinstance(app.top(), m.Setup):
        raise Failure("stuck", "A after the tournament did not open the set-up")
    rig.press("B")
