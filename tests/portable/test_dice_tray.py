"""The dice tray screens driven by keys (challenge rule BQ-7)."""

from memfs import MemFs
import screenkit
from screenkit import Clock, Seeds, allocates_nothing, ink, lit, open_app, text_at, text_in_row
from yaga import strings
from yaga.games.dice import app as tray
from yaga.buttons import A, B, DICE, DOWN, LEFT, RIGHT, UP
from yaga.gfx import text_width
from yaga.games.dice import rules as dice
from yaga.saves import DAMAGED, RESTORED, Store
from yaga.settings import Settings


def press(app, *keys):
    """Each key as the shell gives it, its frame drawn, then the shell's next tick at the same time: a roll is saved
    by the tick after its frame, never between the press and that frame."""
    for k in keys:
        screenkit.press(app, k)
        app.tick(app.box.now_ms())


def _open(fs=None, anim=False, seed=5, clock=None):
    fs = MemFs() if fs is None else fs
    settings = Settings()
    settings.dice_anim = anim
    clock = Clock(1000) if clock is None else clock
    app = open_app(tray.App, "dice", fs, clock, Seeds(seed), settings)
    app.dirty = False
    app.fs = fs
    app.clock = clock
    return app


def _draw(app):
    app.draw(app.box.canvas)
    app.dirty = False
    return app.box.canvas


def _view(app):
    return app.s[dice.VIEW]


def _menu(app, row):
    """From the tray: open the menu and pick row (0 roll, 1 reroll, 2 dice, 3 target, 4 history)."""
    press(app, A)
    assert _view(app) == tray.MENU
    press(app, *([DOWN] * row))
    press(app, A)


def _set_pool(app, counts):
    """Through the pool screen, from the fresh two d6: make the pool hold counts {kind: n}."""
    _menu(app, 2)
    assert _view(app) == tray.POOL
    d6 = counts.get(dice.K_D6, 0)
    for k in range(dice.KINDS):  # first add (a pool never drops below one die) ...
        n = max(0, d6 - 2) if k == dice.K_D6 else counts.get(k, 0)
        press(app, *([RIGHT] * n))
        press(app, DOWN)
    press(app, *([UP] * (dice.KINDS - dice.K_D6)))  # ... then back up to the d6 row and take away
    press(app, *([LEFT] * max(0, 2 - d6)))
    press(app, A)
    assert _view(app) == tray.TRAY
    for k in range(dice.KINDS):
        assert dice.kind_count(app.s, k) == counts.get(k, 0)


def _saved(app):
    """The state in the tray's save record."""
    return Store(app.fs).load("app_dice", tray.App.ID, dice.STATE_SIZE, layout=tray.LAYOUT)[1]


def _hint(app, view):
    """The bottom line's key hint of a screen (the words pack them '|'-separated, by screen number)."""
    return app.t["hints"][view]


def _kinds(app):
    return [dice.kind(app.s, i) for i in range(dice.count(app.s))]


def _values(app):
    return [dice.value(app.s, i) for i in range(dice.count(app.s))]


def test_fresh_tray_shows_two_d6_not_rolled_with_the_roll_hint():
    app = _open()
    c = app.box.canvas
    assert _kinds(app) == [dice.K_D6, dice.K_D6] and not dice.rolled(app.s)
    assert text_at(c, "2d6", 2, 1, 0)
    assert text_at(c, _hint(app, tray.TRAY), 0, tray.LINE2)
    assert text_in_row(c, "d6", 25)  # the label of a die not rolled yet


def test_a_roll_is_on_the_glass_before_its_flash_write():
    app = _open()
    before = _saved(app)
    screenkit.press(app, DICE)  # the press and its frame, the shell's next tick not yet
    assert dice.rolled(app.s) and _saved(app) == before and app.idle_ms(app.box.now_ms()) == 0
    app.tick(app.box.now_ms())
    assert _saved(app) == app.s


def test_dice_button_rolls_saves_and_shows_sum_and_highest():
    app = _open()
    press(app, DICE)
    c = app.box.canvas
    assert dice.rolled(app.s) and dice.history_count(app.s) == 1
    assert _saved(app) == app.s  # autosaved after the action
    x = text_width(app.t["sum"]) + 6
    assert text_at(c, app.t["sum"], 0, tray.LINE1)
    assert text_at(c, str(dice.total(app.s)), x, tray.LINE1)
    assert text_in_row(c, app.t["high"] + " " + str(dice.highest(app.s)), tray.LINE1)


def test_animation_tumbles_then_settles_on_the_result():
    app = _open(anim=True)
    press(app, DICE)
    assert app.animating
    c = app.box.canvas
    assert ink(c, 0, tray.LINE1, 128, 16) == 0  # results wait until the dice stop
    frames = [bytes(c.buf)]
    for step in range(1, tray.ANIM_MS // tray.FRAME_MS):
        app.clock.ms = 1000 + step * tray.FRAME_MS
        app.tick(app.clock.ms)
        if app.dirty:
            frames.append(bytes(_draw(app).buf))
    app.clock.ms = 1000 + tray.ANIM_MS
    app.tick(app.clock.ms)
    assert not app.animating and app.dirty
    final = bytes(_draw(app).buf)
    assert len(frames) > 5 and len(set(frames)) > 1
    still = _open(seed=5)  # the same seeds without animation: the same dice, drawn at once
    press(still, DICE)
    assert still.s == app.s
    assert bytes(still.box.canvas.buf) == final


def test_animation_off_shows_the_result_at_once_and_tick_does_nothing():
    app = _open(anim=False)
    press(app, DICE)
    assert not app.animating
    app.tick(5000)
    assert not app.dirty
    assert text_at(app.box.canvas, app.t["sum"], 0, tray.LINE1)


def test_pool_screen_builds_a_mixed_pool_of_every_kind():
    app = _open()
    _set_pool(app, {dice.K_D2: 1, dice.K_D4: 1, dice.K_D8: 1, dice.K_D10: 1, dice.K_D12: 1, dice.K_D20: 2,
                    dice.K_D100: 1, dice.K_D6Z: 2})
    assert _kinds(app) == [dice.K_D2, dice.K_D4, dice.K_D8, dice.K_D10, dice.K_D12, dice.K_D20, dice.K_D20,
                           dice.K_D100, dice.K_D6Z, dice.K_D6Z]
    for _ in range(30):
        press(app, DICE)
        for i in range(dice.count(app.s)):
            k = dice.kind(app.s, i)
            assert dice.lowest(k) <= dice.value(app.s, i) <= dice.highest_face(k)


def test_pool_holds_at_most_twelve_and_at_least_one_die():
    app = _open()
    _menu(app, 2)
    press(app, *([RIGHT] * 20))  # d2 row
    assert dice.count(app.s) == 12
    assert text_at(app.box.canvas, "12/12", 128 - text_width("12/12"), 1, 0)
    press(app, *([LEFT] * 20))
    assert dice.count(app.s) == 2  # the two d6 stay
    press(app, DOWN, DOWN, LEFT, LEFT)  # the d6 row: the last die cannot go
    assert _kinds(app) == [dice.K_D6]
    assert _saved(app) == app.s


def test_bq7_target_counts_successes_draws_them_solid_and_says_pass_or_fail():
    app = _open()
    _set_pool(app, {dice.K_D6: 3, dice.K_D20: 1})
    _menu(app, 3)
    assert _view(app) == tray.TARGET
    press(app, *([RIGHT] * 6))
    press(app, A)
    assert dice.target(app.s) == 6 and _view(app) == tray.TRAY
    seen = set()
    for _ in range(40):
        press(app, DICE)
        c = app.box.canvas
        hits = len([v for v in _values(app) if v >= 6])
        assert dice.successes(app.s) == hits
        word = app.t["pass"] if hits else app.t["fail"]
        seen.add(word)
        assert text_at(c, word, 128 - text_width(word), tray.LINE2)
        assert text_in_row(c, "6+: " + str(hits), tray.LINE2)
        for i in range(dice.count(app.s)):
            app._place(i, dice.count(app.s))
            assert lit(c, app.x + 2, app.y + 2) == (1 if dice.value(app.s, i) >= 6 else 0)
    assert len(seen) == 2
    assert text_at(c, "6+", 128 - text_width("6+"), 1, 0)


def test_target_picker_b_cancels_and_off_means_no_target():
    app = _open()
    _menu(app, 3)
    press(app, RIGHT, RIGHT, B)
    assert dice.target(app.s) == 0 and _view(app) == tray.TRAY
    _menu(app, 3)
    assert text_in_row(app.box.canvas, app.t["off"], 28)


def test_held_dice_keep_their_faces_while_dice_rolls_the_others_and_the_history_shows_them():
    app = _open()
    _set_pool(app, {dice.K_D6: 2, dice.K_D20: 4})
    press(app, DICE)
    press(app, RIGHT)  # the D-pad starts picking, on the first die
    assert _view(app) == tray.PICK
    press(app, RIGHT, A, RIGHT, RIGHT, A)  # dice 2 and 4 held
    assert [dice.held(app.s, i) for i in range(6)] == [False, True, False, True, False, False]
    changed = set()
    for _ in range(12):
        before = _values(app)
        press(app, DICE)
        after = _values(app)
        assert _view(app) == tray.TRAY
        assert (before[1], before[3]) == (after[1], after[3])
        changed |= set([i for i in range(6) if before[i] != after[i]])
        newest = dice.history_entry(app.s, 0)
        assert dice.held(app.s, 1, newest) and dice.held(app.s, 3, newest) and not dice.held(app.s, 0, newest)
        assert "[%d]" % after[1] in app.history_rows()[0] or "+…" in app.history_rows()[0]
    assert changed == {0, 2, 4, 5}
    app._place(1, 6)  # the held die is clamped: its top rows lit inside the outline (die 0 is not)
    c = app.box.canvas
    assert lit(c, app.x + app._w // 2, app.y + 2)
    app._place(0, 6)
    assert not lit(c, app.x + app._w // 2, app.y + 2)
    assert text_at(c, app.t["held_hint"], 0, tray.LINE2)
    press(app, B)  # B on the tray frees them (a slip's undo), a second B leaves
    assert dice.held_count(app.s) == 0 and _saved(app) == app.s
    assert text_at(c, _hint(app, tray.TRAY), 0, tray.LINE2)
    assert not app.key(B)


def test_every_die_held_says_how_to_free_one_and_rolls_nothing():
    app = _open()
    press(app, DICE, RIGHT, A, RIGHT, A)
    before = bytes(app.s)
    press(app, DICE)
    assert bytes(app.s) == before and app.top().message.text == app.t["all_held"]
    press(app, A, A)  # the message closes, A frees the die under the cursor
    press(app, DICE)
    assert dice.history_count(app.s) == 2 and not dice.held(app.s, 1)


def test_pick_moves_by_rows_and_b_returns_without_rolling():
    app = _open()
    _set_pool(app, {dice.K_D6: 10})  # two rows of 5
    press(app, DICE)
    before = bytes(app.s[dice.POOL : dice.POOL + dice.ENTRY_SIZE])
    press(app, DOWN)
    assert _view(app) == tray.PICK and app.s[dice.CURSOR] == 0
    press(app, DOWN)
    assert app.s[dice.CURSOR] == 5
    press(app, DOWN)  # no row below
    assert app.s[dice.CURSOR] == 5
    press(app, UP, LEFT)  # row above, then round to the last die
    assert app.s[dice.CURSOR] == 9
    press(app, UP)
    assert app.s[dice.CURSOR] == 4
    app._place(4, 10)
    assert lit(app.box.canvas, app.x + 2, app.y + 2)  # the picked die is solid
    assert text_at(app.box.canvas, _hint(app, tray.PICK), 0, tray.LINE2)
    press(app, B)
    assert _view(app) == tray.TRAY
    assert bytes(app.s[dice.POOL : dice.POOL + dice.ENTRY_SIZE]) == before


def test_menu_reroll_one_starts_picking_only_after_a_roll():
    app = _open()
    _menu(app, 1)
    assert _view(app) == tray.TRAY
    press(app, DICE)
    _menu(app, 1)
    assert _view(app) == tray.PICK


def test_history_keeps_ten_rolls_and_shows_one_as_it_lay():
    app = _open()
    totals = []
    for _ in range(12):
        press(app, DICE)
        totals.append(dice.total(app.s))
    _menu(app, 4)
    assert _view(app) == tray.HISTORY
    assert len(app.top().items) == 10
    newest = dice.history_entry(app.s, 0)
    row0 = "%d = %s" % (totals[-1], dice.faces_to_str(app.s, newest))
    assert app.top().items[0] == row0
    assert text_at(app.box.canvas, row0, 2, 11, 0)
    press(app, DOWN, DOWN, A)
    assert _view(app) == tray.PAST and app.top().age == 2
    c = app.box.canvas
    assert text_at(c, "2d6", 2, 1, 0) and text_at(c, "#3", 128 - text_width("#3"), 1, 0)
    assert text_at(c, str(totals[-3]), text_width(app.t["sum"]) + 6, tray.LINE1)
    assert text_in_row(c, "B: back", tray.LINE2)  # how to leave it
    press(app, B)
    assert _view(app) == tray.HISTORY and app.top().cursor == 2
    press(app, B)
    assert _view(app) == tray.TRAY


def test_empty_history_says_so():
    app = _open()
    _menu(app, 4)
    assert text_in_row(app.box.canvas, app.t["no_rolls"][:10], 28)
    press(app, A)
    assert _view(app) == tray.HISTORY


def test_dice_button_rolls_from_every_screen():
    app = _open()
    press(app, DICE)
    routes = ((A,), (A, DOWN, DOWN, A), (A, DOWN, DOWN, DOWN, A), (A, UP, UP, A), (A, UP, UP, A, A), (RIGHT,))
    routes += ((A, UP, A), (A, DOWN, DOWN, DOWN, DOWN, DOWN, A))  # the saved pools, the check of dice at the table
    for route in routes:
        n = dice.history_count(app.s)
        press(app, *route)
        assert _view(app) != tray.TRAY, route
        press(app, DICE)
        assert _view(app) == tray.TRAY and dice.history_count(app.s) == min(n + 1, 10), route


def test_dice_on_the_target_screen_sets_the_target_then_rolls():
    app = _open()
    _menu(app, 3)
    press(app, RIGHT, RIGHT, RIGHT, DICE)
    assert dice.target(app.s) == 3 and dice.rolled(app.s)
    assert dice.target(app.s, dice.history_entry(app.s, 0)) == 3


def test_b_on_the_tray_leaves_and_elsewhere_goes_back():
    app = _open()
    press(app, A)
    assert app.key(B) is True and _view(app) == tray.TRAY
    assert app.key(B) is False


def test_a_new_screen_is_saved_so_a_power_cut_reopens_it():
    app = _open()
    _menu(app, 4)  # history
    assert _view(app) == tray.HISTORY
    again = _open(app.fs)
    assert _view(again) == tray.HISTORY
    press(again, B)
    assert _view(_open(app.fs)) == tray.TRAY


def test_resume_after_restart_on_the_same_screen():
    app = _open()
    _set_pool(app, {dice.K_D6: 2, dice.K_D12: 1})
    press(app, DICE, DICE)
    again = _open(app.fs, seed=99)
    assert again.s == app.s and _view(again) == tray.TRAY
    _menu(again, 2)
    again.save()  # the shell's call on leaving: screen and cursor kept
    third = _open(app.fs, seed=7)
    assert _view(third) == tray.POOL and third.s == again.s
    press(third, B)
    press(third, DICE)  # the resumed PRNG goes on where it was
    press(again, B, DICE)
    assert third.s == again.s


def test_a_damaged_or_impossible_save_starts_a_fresh_tray():
    fs = MemFs()
    app = _open(fs)
    press(app, DICE)
    fs.files["app_dice"][10] ^= 0xFF
    fresh = _open(fs)
    assert not dice.rolled(fresh.s)
    assert fresh.box.store.take_problem() == DAMAGED
    bad = dice.new_state(1)
    bad[dice.POOL + dice.E_COUNT] = 13
    Store(fs).save("app_dice", tray.App.ID, bad)
    assert not dice.is_valid(bad)
    again = _open(fs)
    assert dice.count(again.s) == 2 and dice.is_valid(again.s)


def test_every_screen_draws_its_title_in_every_language():
    try:
        for lang in strings.LANGUAGES:
            strings.set_language(lang)
            app = _open()
            t = app.t
            _set_pool(app, {dice.K_D6: 2, dice.K_D100: 1, dice.K_D6Z: 1})
            press(app, DICE)
            c = app.box.canvas
            assert text_at(c, "2d6 d100 d6z", 2, 1, 0)
            assert text_at(c, t["sum"], 0, tray.LINE1)
            for row, title in ((0, None), (2, t["pool"]), (3, t["target"]), (4, t["history"])):
                press(app, A)
                assert text_at(c, t["menu"], 2, 1, 0)
                if title is None:
                    press(app, B)
                    continue
                press(app, *([DOWN] * row))
                press(app, A)
                assert text_at(c, title, 2, 1, 0), (lang, title)
                press(app, B)
            assert _view(app) == tray.TRAY
    finally:
        strings.set_language("en")


def test_big_pools_fit_the_screen():
    for n in range(1, 13):
        app = _open()
        _menu(app, 2)
        press(app, DOWN, DOWN, *([RIGHT] * (n - 2 if n > 2 else 0)))
        if n == 1:
            press(app, LEFT)
        press(app, A, DICE)
        assert dice.count(app.s) == n
        c = app.box.canvas
        for i in range(n):
            app._place(i, n)
            assert app.x >= 0 and app.x + app._w <= 128 and app.y >= 10 and app.y + app._h <= tray.LINE1
            assert ink(c, app.x, app.y, app._w, app._h) > 0


def test_tray_frames_and_tumbling_allocate_nothing():
    app = _open(anim=True)
    _set_pool(app, {dice.K_D6: 6, dice.K_D20: 2, dice.K_D100: 2, dice.K_D6Z: 2})
    _menu(app, 3)
    press(app, RIGHT, RIGHT, RIGHT, A)
    press(app, DICE)
    c = app.box.canvas
    clock = app.clock

    def frames():
        for _ in range(5):
            clock.ms += tray.FRAME_MS
            app.tick(clock.ms)
            app.draw(c)

    assert allocates_nothing(frames)
    clock.ms += tray.ANIM_MS
    app.tick(clock.ms)
    assert not app.animating
    assert allocates_nothing(lambda: app.draw(c))


def test_every_line_of_the_tray_fits_the_screen_in_every_language():
    try:
        for lang in strings.LANGUAGES:
            strings.set_language(lang)
            t = strings.table(tray.TEXTS)
            hints = t["hints"]
            assert len(hints) == tray.PROOF + 1, lang  # one per screen
            for view, hint in enumerate(hints + (t["held_hint"], t["reveal_hint"], t["reveal_again"],
                                                 t["next_hint"])):  # from the left edge
                assert hint and text_width(hint) - 1 <= 128, (lang, view)
            for key in ("commitment", "no_odds"):  # a line of its own, the odds' word between two totals
                assert text_width(t[key]) - 1 <= (128 if key == "commitment" else 128 - 2 * 6 * 4 - 4), (lang, key)
            assert text_width(t["salt"] + " 0123456789abcdef") - 1 <= 128, lang
            assert text_width(t["no_rolls"]) - 1 <= 126, lang  # from x = 2
            for key in ("menu", "roll_all", "hold_reroll", "pool", "target", "history", "d6z", "players", "proof",
                        "add_player"):  # titles and rows
                assert text_width(t[key]) - 1 <= 122, (lang, key)
            # the widest result lines: 12 d100 and a target of 100
            line1 = t["sum"] + " 1200  " + t["high"] + " 100"
            line2 = t["target"] + " 100+: 12 " + t["fail"]
            assert text_width(line1) - 1 <= 128 and text_width(line2) - 1 <= 128, lang
    finally:
        strings.set_language("en")


def test_every_screen_shows_a_roll_of_every_kind():
    """Through every screen and a roll of every kind, the faces drawn stay in each die's range."""
    every_kind = {dice.K_D2: 1, dice.K_D6: 1, dice.K_D100: 2, dice.K_D6Z: 1, dice.K_D20: 1}
    app = _open()
    _set_pool(app, every_kind)
    _draw(app)
    press(app, DICE)
    for i in range(dice.count(app.s)):
        k = dice.kind(app.s, i)
        assert dice.lowest(k) <= dice.value(app.s, i) <= dice.highest_face(k)
    for row in (3, 4, 2):
        _menu(app, row)
        press(app, B)
    assert _view(app) == tray.TRAY and dice.count(app.s) == 6


# ---- key hints: every list screen of the tray says its keys on the bottom line (QA finding 10) ----------------


def _hint_shown(app, view):
    """The key hint of screen `view` is drawn from the left edge on the bottom line, and nothing else is there."""
    c = app.box.canvas
    hint = _hint(app, view)
    return text_at(c, hint, 0, tray.LINE2) and ink(c, text_width(hint), tray.LINE2, 128 - text_width(hint), 8) == 0


def _rolled(app, n):
    for _ in range(n):
        press(app, DICE)


def test_last_rolls_shows_its_key_hint_under_five_rows_and_the_scroll_bar():
    app = _open()
    _rolled(app, 10)
    _menu(app, 4)
    c = app.box.canvas
    items = app.top().items
    assert _hint_shown(app, tray.HISTORY)
    for r in range(5):  # five rows of the ten stay whole above the hint ...
        assert text_at(c, items[r], 2, 11 + 9 * r, 0 if r == 0 else 1)
    assert ink(c, 0, 55, 124, 1) == 0  # ... a blank line between the last row and the hint
    assert lit(c, 127, 10) and lit(c, 127, 54) and not lit(c, 127, 55)  # the scroll bar ends above it
    knob_top = [y for y in range(10, 55) if lit(c, 125, y)]
    press(app, *([DOWN] * 7))  # the cursor scrolls the list: rows 3..7 shown, row 7 highlighted at the bottom
    assert app.top().cursor == 7 and app.top().first == 3
    assert text_at(c, items[7], 2, 11 + 9 * 4, 0) and text_at(c, items[3], 2, 11, 1)
    assert [y for y in range(10, 55) if lit(c, 125, y)] != knob_top  # the knob moved down
    assert _hint_shown(app, tray.HISTORY)


def test_last_rolls_hint_keys_do_what_it_says_up_down_scroll_a_views_b_goes_back():
    app = _open()
    _rolled(app, 10)
    _menu(app, 4)
    press(app, UP)  # ↑↓: wraps round to the oldest roll
    assert app.top().cursor == 9 and app.top().first == 5
    press(app, DOWN, DOWN, DOWN)
    assert app.top().cursor == 2 and app.top().first == 0
    press(app, A)  # A: view that roll as it lay
    assert _view(app) == tray.PAST and app.top().age == 2
    assert _hint_shown(app, tray.PAST)
    press(app, B)  # B on the roll: back to the list, on the same row
    assert _view(app) == tray.HISTORY and app.top().cursor == 2
    press(app, B)  # B: back to the tray
    assert _view(app) == tray.TRAY


def test_past_roll_hint_keys_do_what_it_says_dice_rolls_b_goes_back():
    app = _open()
    _rolled(app, 3)
    _menu(app, 4)
    press(app, A)
    assert _hint_shown(app, tray.PAST) and "DICE" in _hint(app, tray.PAST)
    press(app, DICE)
    assert _view(app) == tray.TRAY and dice.history_count(app.s) == 4


def test_empty_last_rolls_hint_says_dice_rolls_and_b_goes_back():
    app = _open()
    _menu(app, 4)
    assert _hint_shown(app, tray.PAST)  # no "A: view": there is nothing to view
    assert text_at(app.box.canvas, app.t["no_rolls"], 2, 28)
    press(app, A, UP, DOWN)
    assert _view(app) == tray.HISTORY and dice.history_count(app.s) == 0
    press(app, B)
    assert _view(app) == tray.TRAY
    _menu(app, 4)
    press(app, DICE)
    assert _view(app) == tray.TRAY and dice.history_count(app.s) == 1


def test_choose_dice_hint_keys_do_what_it_says_left_right_take_away_or_add_a_is_done():
    app = _open()
    _menu(app, 2)
    assert _hint_shown(app, tray.POOL)
    assert "←→" in _hint(app, tray.POOL) and "-1/+1" in _hint(app, tray.POOL)
    press(app, DOWN, DOWN)  # the d6 row
    press(app, RIGHT)
    assert dice.kind_count(app.s, dice.K_D6) == 3
    press(app, LEFT, LEFT)
    assert dice.kind_count(app.s, dice.K_D6) == 1
    press(app, *([DOWN] * 6))  # the last row, the list scrolled under the title, the hint kept
    c = app.box.canvas
    assert app.top().cursor == 8 and text_at(c, app.t["d6z"], 2, 11 + 9 * 4, 0)
    assert _hint_shown(app, tray.POOL)
    press(app, A)  # A: done
    assert _view(app) == tray.TRAY and _kinds(app) == [dice.K_D6]


def test_menu_hint_keys_do_what_it_says_a_chooses_b_goes_back():
    app = _open()
    press(app, A)
    c = app.box.canvas
    assert _hint_shown(app, tray.MENU)
    for r, key in enumerate(("roll_all", "hold_reroll", "pool", "target", "history")):  # all five rows still show
        assert text_at(c, app.t[key], 2, 11 + 9 * r, 0 if r == 0 else 1)
    press(app, B)
    assert _view(app) == tray.TRAY
    press(app, A, DOWN, DOWN, A)
    assert _view(app) == tray.POOL


def test_every_screen_draws_its_hint_in_every_language():
    try:
        for lang in strings.LANGUAGES:
            strings.set_language(lang)
            app = _open()
            assert _hint_shown(app, tray.TRAY), lang
            _menu(app, 4)  # no rolls yet
            assert _hint_shown(app, tray.PAST), lang
            press(app, B, DICE)
            assert _hint_shown(app, tray.TRAY), lang
            press(app, RIGHT)
            assert _hint_shown(app, tray.PICK), lang
            press(app, B)
            for row, view in ((None, tray.MENU), (2, tray.POOL), (3, tray.TARGET), (4, tray.HISTORY)):
                press(app, A)
                if row is not None:
                    press(app, *([DOWN] * row))
                    press(app, A)
                assert _view(app) == view and _hint_shown(app, view), (lang, view)
                if view == tray.HISTORY:
                    press(app, A)
                    assert _hint_shown(app, tray.PAST), lang
                    press(app, B)
                press(app, B)
                assert _view(app) == tray.TRAY
    finally:
        strings.set_language("en")


def _set_target(app, n):
    _menu(app, 3)
    press(app, *([RIGHT] * n))
    press(app, A)
    assert dice.target(app.s) == n


def _faces_shown(row):
    """The faces a history row lists, and whether it ends with '+…' (some left out)."""
    faces = row.split(" = ")[1]
    cut = faces.endswith("+…")
    if cut:
        faces = faces[:-2]
    return [int(v) for v in faces.split("+")], cut


def test_a_history_row_with_a_target_never_drops_the_die_that_passed():
    """'25 = 1+1+5+1+3+3 PASS' left out the d20's 11, the only die that passed: a row too long for its room lists
    the highest faces first and ends with '+…', drawn whole beside PASS/FAIL, in every language."""
    try:
        for lang in strings.LANGUAGES:
            strings.set_language(lang)
            app = _open(seed=11)
            _set_pool(app, {dice.K_D6: 6, dice.K_D20: 1})
            _set_target(app, 10)  # only the d20 can pass
            d20_values = []
            cut_rows = 0
            for _ in range(10):
                press(app, DICE)
                d20_values.append(dice.value(app.s, 6))
            _menu(app, 4)
            c = app.box.canvas
            for age in range(10):
                off = dice.history_entry(app.s, age)
                values = [dice.value(app.s, i, off) for i in range(7)]
                row = app.top().items[age]
                assert row.startswith("%d = " % sum(values)), (lang, row)
                shown, cut = _faces_shown(row)
                if cut:
                    cut_rows += 1
                    assert shown == sorted(values, reverse=True)[: len(shown)], (lang, row)
                else:
                    assert shown == values, (lang, row)
                if d20_values[9 - age] >= 10:  # a pass: the die that passed is on its row
                    assert d20_values[9 - age] in shown and app.history_result(age) == app.t["pass"], (lang, row)
                app.top().select(age)
                _draw(app)
                y = 11 + 9 * (age - app.top().first)
                assert text_at(c, row, 2, y, 0), (lang, row)  # drawn whole: not cut by the result word
                word = app.history_result(age)
                assert text_at(c, word, 124 - text_width(word), y, 0), (lang, row)
            assert cut_rows and any(v >= 10 for v in d20_values) and any(v < 10 for v in d20_values), lang
    finally:
        strings.set_language("en")


def test_the_pool_title_names_every_kind_whole_and_the_target_moves_to_the_result_lines():
    """'…4d100 2 6+' read as two dice: when the kinds and the target do not both fit in the title bar, the title
    keeps every kind whole ('2d6z') and the target is shown on the result lines, before and after a roll."""
    try:
        for lang in strings.LANGUAGES:
            strings.set_language(lang)
            app = _open()
            _set_pool(app, {dice.K_D6: 1, dice.K_D8: 1, dice.K_D20: 1, dice.K_D100: 4, dice.K_D6Z: 2})
            _set_target(app, 6)
            c = app.box.canvas
            title = "d6 d8 d20 4d100 2d6z"
            room = 124 - text_width(title)  # the bar after the title, all lit: no note drawn over it
            assert text_at(c, title, 2, 1, 0) and ink(c, 2 + text_width(title), 1, room, 7) == 7 * room, lang
            assert text_at(c, app.t["target"] + " 6+", 0, tray.LINE1), lang  # not rolled yet: the target here
            press(app, DICE)
            assert text_at(c, title, 2, 1, 0) and text_in_row(c, "6+: ", tray.LINE2), lang
            press(app, RIGHT)  # picking a die keeps the whole title
            assert _view(app) == tray.PICK and text_at(c, title, 2, 1, 0), lang
            press(app, B)
            _menu(app, 4)
            press(app, A)  # a past roll keeps its number at the right, and its kinds whole beside it
            assert _view(app) == tray.PAST and text_at(c, "#1", 128 - text_width("#1"), 1, 0), lang
            shown = app.top().title
            assert shown == "d6 d8 d20 4d100 …" and text_at(c, shown, 2, 1, 0), (lang, shown)
    finally:
        strings.set_language("en")


def test_a_pool_of_every_kind_ends_its_title_at_a_whole_kind():
    app = _open()
    every = {k: 1 for k in range(dice.KINDS)}
    every[dice.K_D6] = 4
    _set_pool(app, every)
    full = dice.summary(app.s).split(" ")
    shown = app.top().title
    assert shown.endswith(" …") and shown[:-2].split(" ") == full[: len(shown[:-2].split(" "))]
    assert 2 + text_width(shown) <= 126 and text_at(app.box.canvas, shown, 2, 1, 0)
    assert len(shown[:-2].split(" ")) >= 5  # as many kinds as fit, not fewer


def test_a_save_on_no_known_screen_is_set_aside_and_the_previous_one_opens():
    fs = MemFs()
    app = _open(fs)
    press(app, DICE)
    app.save()  # saved twice: the previous save is this tray too
    bad = bytearray(app.s)
    bad[dice.VIEW] = tray.PROOF + 1  # the screen byte (no rule reads it)
    assert dice.is_valid(bad) and not tray.valid_save(bad)
    Store(fs).save("app_dice", tray.App.ID, bad, tray.LAYOUT)
    again = _open(fs)
    assert again.box.store.take_problem() == RESTORED and bytes(again.s) == bytes(app.s)
    assert fs.exists("app_dice.bad")
