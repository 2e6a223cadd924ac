"""Goat and Wolf's coach and review, played through the keys: DICE at a choice lists the options with the chance
of the side choosing, best first, as hard's search values them; the set-up's Coach row; the hint line; no table,
no odds; DICE at game over, Review: the costliest choices by exact loss, the share kept, the statistics' line."""

from memfs import MemFs
from screenkit import press, text_at
from test_goat_wolf_app import _on, _open, _options_at_o16, _run, _start
from yaga.buttons import A, B, DICE, DOWN, LEFT, RIGHT, UP
from yaga.engine import CHANCE, TERMINAL
from yaga.games.goat_wolf import ai
from yaga.games.goat_wolf import rules as gw
from yaga.games.goat_wolf.board import parse

_COACH_ROW = 6  # the set-up's Coach row (app._COACH_ROW, folded away on MicroPython as test_goat_wolf_app's rows)


def _hard_value(s, a):
    """The side choosing's chance after a at s by hard's own whole search (ai.search), not the coach's code."""
    t = bytearray(s)
    gw.search_apply(t, a)
    v = ai.search(t, 1, s[gw.AT_TURNS] << 8 | s[gw.AT_TURNS + 1])
    return v if s[gw.AT_TURN] == gw.GOAT else 1.0 - v


def _coach(app, mode):
    """The set-up's Coach row turned to mode (0 off, 1 on request, 2 always) from "on request"."""
    press(app, *([DOWN] * _COACH_ROW))
    press(app, *([RIGHT] * ((mode - 1) % 3)))
    press(app, *([UP] * _COACH_ROW))


def test_dice_at_a_choice_lists_every_option_best_first_with_hards_search_value():
    app = _open(MemFs())
    _start(app, 0)  # two players
    _options_at_o16(app)
    s = bytes(app.s)
    press(app, DICE)
    assert _on(app, "Coach") and app.top().title == app.question
    view = app.top()
    values = [_hard_value(s, app.options[i]) for i in view.order]
    assert sorted(view.order) == list(range(len(app.options)))
    assert [app.rows[i] for i in view.order] == view.items
    for i in range(len(values) - 1):
        assert values[i] >= values[i + 1]  # best first
    for i in range(len(values)):
        assert view.texts[i] == "win %s%%" % _percent(values[i])
    press(app, DOWN, A)  # the second best, back on the board, highlighted there
    assert _on(app, "Play") and app.choice == view.order[1] and bytes(app.s) == s


def test_the_coachs_screens_leave_ram_once_closed_and_its_odds_never_load_the_review():
    import sys

    app = _open(MemFs())
    _start(app, 0)  # two players, the coach on request
    _options_at_o16(app)
    app.let_go_coach()  # as on a box that has shown none of it yet (other tests here have)
    press(app, DICE)
    assert _on(app, "Coach") and "yaga.games.goat_wolf.coach_views" in sys.modules
    assert "yaga.games.goat_wolf.review" not in sys.modules
    press(app, B)
    assert _on(app, "Play")
    for name in ("coach_views", "coach", "review"):
        assert "yaga.games.goat_wolf." + name not in sys.modules, name


def _percent(x):
    n = int(x * 1000 + 0.5)
    return "%d.%d" % (n // 10, n % 10)


def test_the_hint_line_of_a_choice_says_how_to_reach_the_coach_in_each_mode():
    hints = []
    for mode in (0, 1, 2):
        app = _open(MemFs())
        _coach(app, mode)
        assert app.coach == mode
        _start(app, 0)
        _options_at_o16(app)
        hints.append(app.choose_hint)
        if mode == 0:
            press(app, DICE)
            assert _on(app, "Play")  # off: DICE is no key at a choice
        if mode == 2:
            press(app, DOWN)
            best = app.odds[app.choice]
            assert app.choose_hint == "win %s%%" % _percent(best)
            assert abs(best - _hard_value(app.s, app.options[app.choice])) < 1e-9
    assert hints[0] == "A: choose" and hints[1] == "DICE: odds" and hints[2].startswith("win ")


def test_without_the_table_the_coach_says_it_cannot_in_a_line():
    present = ai.table_present
    ai.table_present = lambda balanced=False: False  # a box with the .uf2 alone (no make tables)
    try:
        app = _open(MemFs())
        _start(app, 0)
        _options_at_o16(app)
        press(app, DICE)
        assert _on(app, "Coach") and not app.top().items
        assert text_at(app.box.canvas, "No tables: no odds", 2, 28)
        press(app, A)
        assert _on(app, "Play")
    finally:
        ai.table_present = present


def test_the_set_up_coach_row_goes_round_its_three_modes_and_is_saved():
    fs = MemFs()
    app = _open(fs)
    press(app, *([DOWN] * _COACH_ROW))
    assert app.top().value_of(_COACH_ROW) == "on request"
    press(app, RIGHT)
    assert app.coach == 2 and app.top().value_of(_COACH_ROW) == "always"
    press(app, RIGHT)
    assert app.coach == 0 and app.top().hint == "←→ no odds"
    press(app, LEFT, LEFT)
    assert app.coach == 1
    press(app, LEFT)
    _run(app, 10)  # saved after its frame
    assert _open(fs).coach == 0


def _play_out(app, pick):
    """Play the person's side through the keys to the end: DICE rolls, at a choice `pick(n)` DOWNs then A."""
    for _ in range(4000):
        if gw.current_player(app.s) == TERMINAL:
            break
        _run(app, 100)
        if not app.settled or app._ai_moves(app.s):
            continue
        if gw.current_player(app.s) == CHANCE:
            press(app, DICE)
        elif app.options:
            press(app, *([DOWN] * pick(len(app.options))))
            press(app, A)
    _run(app, 3000)
    assert gw.current_player(app.s) == TERMINAL


def _losses(app):
    """Every choice of a person replayed on the engine from the save's start and choices, valued by hard's whole
    search: [(loss, turn)] in the game's order, and the sums of the chances kept and best."""
    s = gw.new_state(1, gw.balanced(app.s))
    s[gw.AT_RNG:gw.AT_RNG + 4] = app.start
    out = []
    kept = best = 0.0
    used = 0
    while gw.current_player(s) != TERMINAL:
        p = gw.current_player(s)
        legal = gw.legal_actions(s) if p != CHANCE else None
        if p == CHANCE:
            a = gw.sample_chance(s)
        elif len(legal) == 1:
            a = legal[0]
        else:
            a = app.choices[used]
            used += 1
            if (app.mode ^ 3) >> p & 1:
                values = [_hard_value(s, b) for b in legal]
                top = max(values)
                kept += values[legal.index(a)]
                best += top
                out.append((top - values[legal.index(a)], s[gw.AT_TURNS] << 8 | s[gw.AT_TURNS + 1]))
        gw.apply_action(s, a)
    assert bytes(s) == bytes(app.s)  # the start and the choices replay the game byte for byte
    return out, kept, best


def test_review_lists_the_three_costliest_choices_by_exact_loss_and_the_share_kept():
    fs = MemFs()
    app = _open(fs)
    press(app, *([DOWN] * 5), RIGHT)  # the balanced rules: the Goat has choices from its first roll (GW-36)
    press(app, *([UP] * 5), A)  # two players: every choice is a person's
    turn = [0]

    def pick(n):  # two choices in three the last option, else the first: some cost
        turn[0] += 1
        return (n - 1) * (turn[0] % 3 != 0)

    _play_out(app, pick)
    assert app.replayable()
    losses, kept, best = _losses(app)
    press(app, DICE)  # the game-over menu
    assert _on(app, "GameMenu") and "Review" in app.top().items
    press(app, *([DOWN] * app.top().items.index("Review")), A)
    assert _on(app, "Reviewing")
    _run(app, 3000)  # a choice a tick
    assert _on(app, "Pages")
    pages = app.top().texts
    share = int(100 * kept / best + 0.5)
    assert pages[0] == "Your choices kept %d%% of the best winning chance." % share
    costly = [x for x in losses if x[0] > 0.0]
    ranked = []
    for x in costly:  # by exact loss, the larger first; equal ones in the game's order
        at = len(ranked)
        while at and ranked[at - 1][0] < x[0]:
            at -= 1
        ranked.insert(at, x)
    assert len(pages) == 1 + min(3, len(ranked)) and len(ranked) > 3, losses
    for page, (loss, turn) in zip(pages[1:], ranked):
        assert page.startswith("Turn %d: " % turn) and page.endswith(": %s points lost." % _percent(loss)), page
    press(app, B)  # the board
    press(app, DICE, *([DOWN] * 6), A)  # the statistics, the menu's last row
    assert _on(app, "Stats") and app.top().bottom == "Choices kept %d%%" % share


def test_take_back_forgets_the_choice_taken_back():
    app = _open(MemFs())
    _start(app, 1)  # you are the Goat
    gw.set_position(app.s, 0, 36, gw.GOAT)
    app.s[gw.AT_REROLL] = 1  # a reroll to keep or use after the roll (GW-18)
    app._act(gw.dice_action(1, 2))
    _run(app, 3000)
    n = app.chosen_n
    assert app.options and len(app.options) == 2
    press(app, A)
    assert app.chosen_n == n + 1 and app.choices[n] == gw.A_KEEP
    _run(app, 300)  # the move shown: A opens the menu
    press(app, A, *([DOWN] * 5), A)  # the menu's Take back
    assert app.chosen_n == n


def test_a_game_whose_choices_do_not_fit_the_record_says_it_cannot_be_reviewed():
    app = _open(MemFs())
    _start(app, 0)
    app.chosen_n = 100  # the record full
    _options_at_o16(app)
    press(app, A)
    assert not app.replayable()
    _run(app, 3000)
    gw.set_position(app.s, parse("O3"), parse("O6"), gw.WOLF)
    app._act(gw.dice_action(1, 2))  # the Wolf, anticlockwise, onto the Goat on the outer ring: it wins (GW-11)
    _run(app, 3000)
    assert gw.current_player(app.s) == TERMINAL
    press(app, DICE, *([DOWN] * 5), A)
    assert _on(app, "Reviewing")
    _run(app, 100)
    assert text_at(app.box.canvas, "No record to replay", 2, 28)


def test_a_game_whose_choices_replay_to_another_end_is_not_reviewed():
    """A position set by hand (as the screenshots' are) leaves choices that replay another game: the review says
    it has no record rather than review that other game."""
    app = _open(MemFs())
    _start(app, 0)
    _play_out(app, lambda n: 0)
    app.s[gw.AT_TR_N] ^= 1  # the same game but for one byte: not the end the choices replay to
    press(app, DICE, *([DOWN] * 5), A)
    _run(app, 3000)
    assert _on(app, "Reviewing") and text_at(app.box.canvas, "No record to replay", 2, 28)
