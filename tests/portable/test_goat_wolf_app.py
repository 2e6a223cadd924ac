"""Goat and Wolf screens driven by keys and a fake clock: set-up, rolling, choices with a preview,
looking at cells, the log, autosave and resume, a whole game through the buttons and the rematch."""

from memfs import MemFs
from screenkit import open_app, press, text_at, text_in_row
from yaga import strings, ui
from yaga.buttons import A, B, DICE, DOWN, LEFT, RIGHT, UP
from yaga.engine import CHANCE, TERMINAL
from yaga.gfx import Canvas
from yaga.games.goat_wolf import messages
from yaga.games.goat_wolf.app import _COACH_AT, _COUNT_AT, LAYOUT
from yaga.games.goat_wolf import rules as gw
from yaga.games.goat_wolf.board import parse
from yaga.saves import RESTORED, Store
from yaga.settings import Settings
from yaga.widgets import d6_face


def _open(fs, clock=None, lang="en"):
    from yaga.games.goat_wolf.app import App

    strings.set_language(lang)
    return open_app(App, "goat_wolf", fs, clock)



def _run(app, ms):
    clock = app.box._clock
    for _ in range(ms // 10):
        clock.ms += 10
        app.tick(clock.ms)
        if app.dirty:
            app.dirty = False
            app.draw(app.box.canvas)


def _start(app, row):
    """Pick a set-up row: 0 two players, 1 you are the Goat, 2 you are the Wolf, 3 AI vs AI."""
    press(app, *([DOWN] * row))
    press(app, A)


def _on(app, view):
    """Whether the app's top view is the view class named `view` (by name: the shell loads the app's module anew)."""
    return type(app.top()).__name__ == view


def _lit(app):
    return sum(bin(b).count("1") for b in app.box.canvas.buf)


def test_first_open_shows_set_up_then_two_players_roll_with_dice():
    fs = MemFs()
    app = _open(fs)
    assert _on(app, "Setup")
    _start(app, 0)
    assert gw.to_dict(app.s)["goat"] == "O1"
    press(app, DICE)
    assert app._animating()
    _run(app, 3000)
    assert not app._animating()
    d = gw.to_dict(app.s)
    assert d["goat"] != "O1" or d["dice"] == (0, 0)
    assert app.shown[0] == app.s[gw.AT_CELL + gw.GOAT]
    assert app.log_n == 1


def test_the_panel_names_the_piece_whose_move_is_shown_until_it_has_moved():
    """The Goat's roll ends its turn in the engine at once; while its dice tumble and it walks, the panel's title
    still says the Goat (white on the lit title bar), and the Wolf once the walk is over."""
    app = _open(MemFs())
    _start(app, 0)
    w = app.w
    press(app, DICE)
    assert app._animating() and app.s[gw.AT_TURN] == gw.WOLF
    assert text_at(app.box.canvas, w["pieces"][gw.GOAT], 67, 1, 0)
    _run(app, 3000)
    assert not app._animating()
    assert text_at(app.box.canvas, w["pieces"][gw.WOLF], 67, 1, 0)


def test_every_action_is_saved_and_the_game_resumes():
    fs = MemFs()
    app = _open(fs)
    _start(app, 0)
    press(app, DICE)
    _run(app, 2000)
    saved = bytes(app.s)
    again = _open(fs)
    assert _on(again, "Play") and bytes(again.s) == saved and again.log_n == 1


def test_an_action_is_written_in_the_turn_after_its_frame_never_between_the_press_and_its_frame():
    # a flash write (~150 ms on the Pico) never delays what a press shows; the shell's turn is key, tick,
    # draw, and the next turn's tick writes
    fs = MemFs()
    app = _open(fs)
    _start(app, 0)
    _run(app, 10)
    rec = bytes(fs.files["app_goat_wolf"])
    assert app.key(DICE) is not False
    app.tick(app.box._clock.ms)
    assert app.dirty and bytes(fs.files["app_goat_wolf"]) == rec
    app.dirty = False
    app.draw(app.box.canvas)
    _run(app, 10)
    assert bytes(fs.files["app_goat_wolf"]) != rec and bytes(_open(fs).s) == bytes(app.s)


def test_a_rematch_before_the_finished_games_save_still_counts_it_once():
    from yaga.games.goat_wolf import stats as st

    fs = MemFs()
    app = _open(fs)
    _start(app, 2)  # you are the Wolf
    gw.set_position(app.s, parse("O3"), parse("O6"), gw.GOAT)
    app._act(gw.dice_action(1, 2))  # GW-11: onto the Wolf, who wins
    assert gw.current_player(app.s) == TERMINAL
    press(app, A, A)  # the walk ends at once, then the rematch: no tick between, nothing saved yet
    assert app.mode == 2  # the sides swapped: the won game still counts for the Wolf
    _run(app, 10)
    assert st.games(st.load(app), False) == 1 and st.wins(st.load(app), False, app.level, gw.WOLF) == 1
    app.save()
    assert st.games(st.load(app), False) == 1


def test_the_ai_wolf_moves_by_itself_after_the_human_goat():
    app = _open(MemFs())
    _start(app, 1)
    press(app, DICE)
    _run(app, 4000)
    d = gw.to_dict(app.s)
    assert d["wolf"] == "I1" and d["turn"] == "goat"


def test_a_choice_is_previewed_and_taken_with_a():
    app = _open(MemFs())
    _start(app, 0)
    gw.set_position(app.s, parse("O3"), parse("O16"), gw.WOLF)
    app._sync()
    gw.apply_action(app.s, gw.dice_action(1, 2))  # a path choice: O13, or across the link
    app._sync()
    assert app.options and app.preview is not None
    first = app.preview
    press(app, DOWN)
    assert app.preview != first
    wolf_to = app.preview[1]
    press(app, A)
    _run(app, 2000)
    assert app.s[gw.AT_CELL + gw.WOLF] == wolf_to


def test_arrows_look_at_any_cell_and_b_returns():
    app = _open(MemFs())
    _start(app, 0)
    press(app, RIGHT)  # not at a choice: LEFT, RIGHT, DOWN look
    assert _on(app, "Look") and app.top().cell == parse("O1")
    press(app, RIGHT, RIGHT, DOWN)
    assert app.top().cell == parse("M1")
    press(app, LEFT)
    assert app.top().cell == parse("M12")
    press(app, B)
    assert _on(app, "Play")


def test_look_pages_every_cells_whole_text_with_a_and_b_returns_in_every_language():
    # LOOK: five text rows under the cell's label; "A: more ↓" while the text goes on, A shows
    # the next page; "B: back" on the last. No row passes the panel and no word is cut by the wrap.
    from yaga.games.goat_wolf import draw
    from yaga.gfx import text_width
    from yaga.games.goat_wolf import board as brd

    try:
        for lang in strings.LANGUAGES:
            app = _open(MemFs(), lang=lang)
            _start(app, 0)
            w = strings.table("yaga.games.goat_wolf.texts")
            effects = strings.load("yaga.games.goat_wolf.texts_rules")["effects"]
            more, back = w["look_more"], w["look_back"]
            for cell in range(brd.CELLS):
                press(app, RIGHT)
                app.top().at(cell)
                app.draw(app.box.canvas)
                shown = []
                for _ in range(5):
                    rows = app.top().rows[3:]
                    last = len(rows) <= 5
                    shown += rows[:5]
                    hint = back if last else more
                    assert text_width(hint) <= draw.TEXT_W, (lang, hint)
                    assert text_at(app.box.canvas, hint, draw.PANEL + 1, 56), (lang, cell, hint)
                    if last:
                        break
                    press(app, A)
                assert last and _on(app, "Look"), (lang, cell)
                for row in shown:
                    assert text_width(row) <= draw.TEXT_W, (lang, cell, row)
                full = w["cells"][cell] + " " + effects[cell]
                assert " ".join(shown) == full, (lang, cell)
                source = full.split(" ")
                assert all(w in source for row in shown for w in row.split(" ")), (lang, cell, shown)
                press(app, B)
                assert _on(app, "Play")
    finally:
        strings.set_language("en")


def test_setup_says_a_starts_and_left_right_set_the_ai_level_in_every_language():
    from yaga.gfx import text_width

    try:
        for lang in strings.LANGUAGES:
            app = _open(MemFs(), lang=lang)
            hint = strings.table("yaga.games.goat_wolf.texts")["setup_hint"]
            assert text_width(hint) <= 128, (lang, hint)
            assert text_at(app.box.canvas, hint, 0, 56), lang
            _start(app, 0)
            assert app.hint == strings.table("yaga.games.goat_wolf.texts")["roll_hint"]  # the play panel's own hint again
    finally:
        strings.set_language("en")


def test_menu_opens_the_log_of_the_last_moves():
    app = _open(MemFs())
    _start(app, 0)
    press(app, DICE)
    _run(app, 2000)
    assert app.options == [gw.A_OUT]  # the Wolf's first turn: a one-way choice, taken with A
    press(app, A)
    _run(app, 2000)
    press(app, A)
    assert _on(app, "GameMenu")
    press(app, DOWN, A)
    entries = [r for r in app.top().items if not r.startswith(" ")]  # an entry's further lines are indented
    assert _on(app, "Log") and len(entries) == 2
    assert entries[0].startswith("W ") and entries[1].startswith("G ")
    press(app, B)
    assert _on(app, "Play")
    press(app, UP)  # the log is also one button away
    assert _on(app, "Log")


def test_every_log_line_fits_the_screen_in_every_language_and_keeps_all_its_words():
    # the log list draws from x 2 up to its scroll bar (W - 4, one blank column before it): a longer row
    # lost its end off the right edge ("Lobo sale de Lov" without its full stop)
    from yaga.gfx import text_width
    from yaga.games.goat_wolf.app import Log

    try:
        for lang in strings.LANGUAGES:
            app = _open(MemFs(), lang=lang)
            _start(app, 0)
            for first in range(1, gw.EV_MOVE + 2, 12):  # every event code, twelve (a full log) at a time
                codes = [c for c in range(first, first + 12) if c <= gw.EV_MOVE + 1]  # 46, the last, is private
                for i, code in enumerate(codes):  # the widest case: two dice, a three-character cell
                    app.log[i * 6:i * 6 + 6] = bytes((i & 1, 6, 6, parse("O16"), code, 15 | (i & 1) << 7))
                app.log_n = len(codes)
                app.views[1:] = [Log(app)]  # the log over the board, of the entries just written
                rows = app.top().items
                for row in rows:
                    assert 2 + text_width(row) <= 128 - 4 - 1, (lang, row)
                told = " ".join(messages.log_row(app.w, app.log, app.log_n, i) for i in range(app.log_n))
                assert " ".join(r.strip() for r in rows) == told, lang
                for _ in rows:  # scroll through the whole log, drawing it
                    press(app, DOWN)
    finally:
        strings.set_language("en")


def test_a_whole_game_through_the_buttons_then_a_rematch_with_sides_swapped():
    app = _open(MemFs())
    _start(app, 1)  # the human is the Goat, the AI the Wolf
    for _ in range(400):
        p = gw.current_player(app.s)
        if p == TERMINAL:
            break
        if not app._ai_moves(app.s):
            press(app, DICE if p == CHANCE else A)
        _run(app, 2500)
    assert gw.current_player(app.s) == TERMINAL
    _run(app, 6000)
    assert _lit(app) > 200
    press(app, A)
    assert app.mode == 1 and gw.to_dict(app.s)["goat"] == "O1"  # now the AI is the Goat


def test_a_finished_game_keeps_its_log_and_board_open_and_says_the_rematch_swaps_sides():
    """GW-11: the Wolf catches the Goat on the outer ring. UP shows the log, an arrow Look, each back to the winner;
    the message says who the player is in the rematch (A)."""
    app = _open(MemFs())
    _start(app, 1)  # the human is the Goat
    _rolls(app, "O3", "O6", gw.WOLF, (1, 2))  # the Wolf, anticlockwise: O6 -> O3
    assert gw.current_player(app.s) == TERMINAL and app.title == "Wolf"
    assert _message(app).endswith("Wolf wins! DICE: menu A rematch: you play the Wolf.")
    _run(app, 9000)  # paged round: it rests on the rematch
    assert " ".join(app.msg[app.msg_first:app.msg_first + 3]) == "A rematch: you play the Wolf."
    press(app, UP)
    assert _on(app, "Log") and app.top().items[0].startswith("W 1+2 O3")
    press(app, B)
    press(app, LEFT)
    assert _on(app, "Look")
    press(app, B)
    assert _on(app, "Play") and text_in_row(app.box.canvas, "A: rematch", 56)
    press(app, A)
    assert app.mode == 1 and gw.current_player(app.s) != TERMINAL  # the AI is the Goat now


def test_gw8_the_lair_offers_its_two_ways_by_the_cell_each_leads_to_in_every_language():
    try:
        for lang, ways in (("en", ["via O9", "via O11"]), ("es", ["por O9", "por O11"]),
                           ("ru", ["через O9", "через O11"])):
            app = _open(MemFs(), lang=lang)
            _start(app, 0)
            gw.set_position(app.s, parse("O3"), parse("O10"), gw.WOLF)
            app._sync()  # the Wolf's turn starts on its Lair
            app.draw(app.box.canvas)
            assert app.rows == ways and text_in_row(app.box.canvas, ways[0], 36, 0), lang
            press(app, DOWN, A)
            assert gw.current_player(app.s) == CHANCE and gw.flag(app.s, gw.WOLF, gw.F_CW)
    finally:
        strings.set_language("en")


def test_the_cauldron_asks_whether_to_stop_the_wolf_for_two_of_the_goat_s_steps():
    """I2, a 5 and no 4: the Goat may make the Wolf miss its next turn, paying -2 steps on its own next move."""
    app = _open(MemFs())
    _start(app, 0)
    _rolls(app, "I1", "O5", gw.GOAT, (0, 1), (5, 2))
    assert app.question == "Stop Wolf?" and app.rows == ["yes, pay 2", "no"]
    assert text_in_row(app.box.canvas, "Stop Wolf?", 27)
    press(app, A)
    _run(app, 3000)
    assert app.s[gw.AT_TURN] == gw.GOAT and gw.modifier(app.s, gw.GOAT) == -2  # the Wolf's turn was missed
    assert messages.log_row(app.w, app.log, app.log_n, 0) == "W O5 Wolf misses a turn."


def test_the_pieces_are_named_as_the_menu_names_the_game_and_no_initial_reads_as_a_cell():
    """Spanish: the menu's "La cabra y el lobo" and the game's pieces agree; "C" (the Goat's initial) read as the
    centre cell C in the log ("C 2+3 O11")."""
    from yaga.games.goat_wolf import board

    labels = [board.label(c) for c in range(board.CELLS)]
    try:
        for lang in strings.LANGUAGES:
            strings.set_language(lang)
            w = strings.table("yaga.games.goat_wolf.texts")
            menu = strings.table(strings.CORE)["app_gw"].lower()
            assert all(piece.lower() in menu for piece in w["pieces"]), lang
            assert not set(w["initials"]) & set(labels), lang
    finally:
        strings.set_language("en")


def test_b_leaves_the_game():
    app = _open(MemFs())
    _start(app, 0)
    assert app.key(B) is False


def test_every_panel_text_fits_the_panel_in_every_language():
    # the side panel is 60 px of text wide: nothing it shows may be clipped ("Wolf to mo")
    from yaga.games.goat_wolf import draw
    from yaga.gfx import text_width

    strings.set_language("en")
    en = strings.table("yaga.games.goat_wolf.texts")
    assert (en["answers"][0], en["questions"][0], en["pieces"][0], en["ai"], en["ai_hint"], en["rematch"]) == (
        "via %s", "Ear shift?", "Goat", "AI", "AI plays", "A: rematch")
    try:
        for lang in strings.LANGUAGES:
            strings.set_language(lang)
            w = strings.table("yaga.games.goat_wolf.texts")
            texts = list(w["answers"][2:]) + list(w["questions"]) + [w[k] for k in ("ai_hint", "roll_hint",
                                                                                      "choose_hint", "rematch")]
            texts += [w["answers"][0] % "O11", w["answers"][1] % "M12"]  # a way round the ring by its first cell
            for text in texts:
                assert text_width(text) <= draw.TEXT_W, (lang, text)
            for piece in w["pieces"]:  # the title: whose turn, and whether the AI plays it
                title = "%s %s" % (piece, w["ai"])
                assert text_width(title) <= draw.TEXT_W, (lang, title)
    finally:
        strings.set_language("en")


def test_screens_read_their_words_in_the_language_set_when_opened():
    app = _open(MemFs(), lang="ru")
    try:
        setup_hint = strings.table("yaga.games.goat_wolf.texts")["setup_hint"]
        assert app.top().hint == setup_hint  # the set-up hint, in Russian
        _start(app, 0)
        press(app, DOWN)  # LOOK at the Goat's cell, O1: its Russian name and effect
        ru = strings.table("yaga.games.goat_wolf.texts")
        effects = strings.load("yaga.games.goat_wolf.texts_rules")["effects"]
        assert app.top().rows[3:] == _wrapped(ru["cells"][0]) + _wrapped(effects[0])
    finally:
        strings.set_language("en")


def _wrapped(text):
    from yaga.games.goat_wolf import draw

    return ui.wrap(text, draw.TEXT_W)


def _idle(app, frames, mp):
    """`frames` idle ticks under heap_lock (none may ask for a redraw: an idle box sends the display nothing),
    then one full redraw under the lock too (a frame's drawing allocates nothing)."""
    clock = app.box._clock
    redraws = 0
    mp.heap_lock()
    try:
        for _ in range(frames):
            clock.ms += 10
            app.tick(clock.ms)
            if app.dirty:
                redraws += 1
                app.dirty = False
        app.draw(app.box.canvas)
    finally:
        mp.heap_unlock()
    assert redraws == 0, redraws


def test_idle_frames_allocate_nothing_and_send_nothing_under_heap_lock():
    # the firmware's idle loop (bench_firmware): waiting for DICE, a human choice with its preview, the LOOK
    # cursor, a long message once it has paged round: no redraw at all, and no allocation
    try:
        import micropython

        micropython.heap_lock
    except (ImportError, AttributeError):
        return  # CPython: nothing to check
    app = _open(MemFs())
    _start(app, 0)
    _run(app, 1000)
    _idle(app, 300, micropython)  # waiting for DICE
    gw.set_position(app.s, parse("O3"), parse("O16"), gw.WOLF)
    gw.apply_action(app.s, gw.dice_action(1, 2))  # a path choice: the preview stands on the board
    app._finish_animation()
    _run(app, 100)
    assert app.options and app.preview is not None
    _idle(app, 300, micropython)
    app.s[gw.AT_EV_N] = 6  # the last action's events (the state's bytes): six soul rolls
    for i in range(6):
        app.s[gw.AT_EV + 3 * i:gw.AT_EV + 3 * i + 3] = bytes((gw.EV_SOUL_STUCK, gw.GOAT, 1))
    app._tell()  # a message longer than the panel: pages once round, then rests
    assert app.paging
    _run(app, 30000)
    assert not app.paging and app.msg_first == 0
    _idle(app, 300, micropython)
    press(app, A)
    _run(app, 2000)
    press(app, RIGHT)
    assert _on(app, "Look")
    _idle(app, 300, micropython)  # LOOK: the cursor stands still


def test_cell_centres_lie_on_three_rings_clockwise_from_the_top():
    # GW-1: O1, M1, I1 at the top of their rings and numbers increase clockwise; C in the middle
    import math

    from yaga.games.goat_wolf import draw

    cell = 0
    for ring, n in enumerate((16, 12, 8)):
        for k in range(n):
            a = 2 * math.pi * k / n - math.pi / 2
            assert draw.XS[cell] == int(31 + draw._RADIUS[ring] * math.cos(a) + 0.5), cell
            assert draw.YS[cell] == int(32 + draw._RADIUS[ring] * math.sin(a) + 0.5), cell
            cell += 1
    assert (draw.XS[cell], draw.YS[cell]) == (31, 32) and len(draw.XS) == len(draw.YS) == cell + 1



def test_the_board_is_drawn_once_and_every_frame_starts_as_a_copy_of_it():
    # the rings through Python cost 184 ms a frame on the Pico; board() draws them once, then copies
    from yaga.games.goat_wolf import draw

    fresh = Canvas()
    draw._draw_board(fresh)
    c = Canvas()
    c.fill_rect(0, 0, 128, 64, 1)  # whatever the last frame left, the panel's side too
    draw.board(c)
    assert c.buf == fresh.buf and any(c.buf[:62]) and not any(c.buf[100:128])
    draw.pieces(c, 0, 9)  # drawing on the frame leaves the kept board as it was
    c.fill_rect(0, 0, 128, 64, 0)
    draw.board(c)
    assert c.buf == fresh.buf


def test_the_dice_are_d6_faces_pixel_for_pixel_without_loading_the_widgets():
    # the panel's own 14-pixel die (every face of the game's 0..5 dice, over lit and dark pixels) is the one
    # d6_face draws; the game draws it from its own sprite, without loading yaga.widgets
    import sys

    from yaga.games.goat_wolf import draw

    for face in range(6):
        ours = Canvas()
        ours.buf[:] = bytes(range(256)) * 4
        want = Canvas(bytearray(ours.buf))
        d6_face(want, 68, 11, 14, 14, face)
        d6_face(want, 85, 11, 14, 14, 5 - face)
        draw.dice(ours, face, 5 - face)
        assert ours.buf == want.buf, face
    sys.modules.pop("yaga.widgets")
    draw.dice(Canvas(), 3, 4)
    assert "yaga.widgets" not in sys.modules

# ---- the set-up's choices are kept (QA: they were lost before a game started) ------------------------------
# The save's byte 1 (yaga.games.goat_wolf.app, the layout above _PAYLOAD): bits 0-1 the AI level, bits 2-4 the set-up
# cursor's row, 0x20 the set-up is showing, 0x40 no game yet.

_LEVEL_ROW = 4


def _shell_in_goat_wolf(fs=None):
    """The real Shell (test_fuzz_apps_portable's Rig: `boot()` again is a power cut) with Goat and Wolf open."""
    from test_fuzz_apps_portable import Rig, target_index
    from yaga.shell import APP

    rig = Rig(fs or MemFs(), 40)
    for _ in range(10):
        if rig.shell.mode == APP:
            return rig
        rig.menu_to(target_index("goat_wolf"))
    raise AssertionError("Goat and Wolf did not open")


def _choose_ai_vs_ai_hard(press):
    press(*([DOWN] * _LEVEL_ROW))
    press(RIGHT)  # AI level: normal -> hard
    press(UP)  # the cursor on "AI vs AI"


def _shows_setup(app, row, level):
    assert _on(app, "Setup") and app.top().cursor == row and app.level == level, (app.top(), app.setup_row, app.level)


def test_setup_choices_come_back_after_a_long_b_before_any_game():
    from yaga.shell import APP, MENU

    rig = _shell_in_goat_wolf()
    _choose_ai_vs_ai_hard(lambda *keys: [rig.press(k) for k in keys])
    rig.press(B, long=True)
    assert rig.shell.mode == MENU and rig.shell.app is None
    rig.press(A)  # the menu's cursor is still on Goat and Wolf
    assert rig.shell.mode == APP
    app = rig.shell.app
    _shows_setup(app, 3, 2)
    assert app.s is None
    assert text_in_row(rig.shell.canvas, "hard", ui.BAR + 2 + _LEVEL_ROW * ui.ROW)  # the level's row says so
    rig.press(A)  # the very choices start the game: both sides the AI, hard
    assert app.mode == 3 and app.level == 2 and app.s is not None


def test_setup_choices_come_back_after_a_short_b_leaves_the_first_set_up():
    fs = MemFs()
    app = _open(fs)
    _choose_ai_vs_ai_hard(lambda *keys: press(app, *keys))
    assert app.key(B) is False
    app.save()  # what the shell does as the app is left (or the box sleeps)
    _shows_setup(_open(fs), 3, 2)


def test_power_cut_on_the_first_set_up_comes_back_to_it_with_the_same_choices():
    rig = _shell_in_goat_wolf()
    _choose_ai_vs_ai_hard(lambda *keys: [rig.press(k) for k in keys])
    rig.boot()  # the power is cut: no save() call, no goodbye; a new Shell on the same files
    assert rig.shell.app is not None and not rig.caught
    # the level was saved as it changed, on its row; the cursor's move after it is bookkeeping (no flash
    # write per key), saved only as the app is left or the box sleeps
    _shows_setup(rig.shell.app, _LEVEL_ROW, 2)
    assert rig.shell.app.s is None


def test_power_cut_after_sleep_on_the_set_up_keeps_its_choices():
    rig = _shell_in_goat_wolf()
    rig.press(DOWN)
    rig.press(DOWN)  # "You are the Wolf"
    rig.shell.sleep()
    rig.boot()
    _shows_setup(rig.shell.app, 2, 1)


def test_power_cut_on_a_new_games_set_up_comes_back_to_it_and_b_returns_to_the_game():
    rig = _shell_in_goat_wolf()
    rig.press(A)  # two players
    rig.press(DICE)
    rig.wait(3000)
    rig.press(A)  # the Wolf's first turn: out to I1, a one-way choice
    rig.wait(3000)
    played = bytes(rig.shell.app.s)
    rig.press(A)  # the game menu
    for k in (DOWN, DOWN, DOWN, A):  # New game: the set-up, its cursor on the last choice
        rig.press(k)
    _shows_setup(rig.shell.app, 0, 1)
    for k in (UP, UP, UP, UP, UP, LEFT, UP):  # up past Link, How to play, the coach and the rules to the AI level (the list wraps): easy;
        # on "AI vs AI"
        rig.press(k)
    rig.boot()
    app = rig.shell.app
    _shows_setup(app, _LEVEL_ROW, 0)  # the level as saved when it changed (the cursor's last move is not saved)
    assert bytes(app.s) == played  # the game in play is kept under the set-up
    rig.press(B)
    assert _on(app, "Play") and bytes(app.s) == played
    rig.step(0, 1)  # the turn after the board's frame saves that it shows
    rig.boot()  # and once back on the board, a cut comes back to the board
    assert _on(rig.shell.app, "Play") and bytes(rig.shell.app.s) == played


def _wolf_wins(app):
    """GW-11: the Goat on O3 rolls 1+2 onto the Wolf on O6 on the outer ring: the Wolf wins (by the game's rules)."""
    balanced = gw.balanced(app.s)
    gw.set_position(app.s, parse("O3"), parse("O6"), gw.GOAT)
    if balanced:
        app.s[gw.AT_FLAGS + gw.WOLF] |= 1 << 6  # GW-36a's flag, which set_position clears with everything else
    app._act(gw.dice_action(1, 2))
    _run(app, 3000)
    assert gw.to_dict(app.s)["winner"] == "wolf" and gw.current_player(app.s) == TERMINAL


def test_next_new_game_after_a_finished_one_starts_from_the_last_choices():
    fs = MemFs()
    app = _open(fs)
    press(app, DOWN, DOWN, DOWN, DOWN, RIGHT, UP, UP)  # hard; "You are the Wolf"
    press(app, A)
    assert app.mode == 1 and app.level == 2
    _wolf_wins(app)
    press(app, A)  # the rematch: the same level, sides swapped
    assert app.mode == 2 and app.level == 2 and gw.current_player(app.s) != TERMINAL
    _run(app, 10)  # the turn after the rematch's first frame saves it
    again = _open(fs)  # a power cut in the rematch
    assert _on(again, "Play") and again.mode == 2 and again.level == 2
    press(again, A, DOWN, DOWN, DOWN, A)  # the game menu: New game
    _shows_setup(again, 2, 2)  # the last choices, not the defaults
    press(again, A)  # the rematch is in progress: asked first, "Back to the game" the first answer
    assert _on(again, "Restart") and again.mode == 2
    press(again, DOWN, A)
    assert again.mode == 1 and again.level == 2


def test_a_new_game_asks_before_it_replaces_the_one_in_progress():
    app = _open(MemFs())
    _start(app, 0)
    press(app, DICE)
    _run(app, 3000)
    press(app, A)  # the Wolf out to I1
    _run(app, 3000)
    played = bytes(app.s)
    press(app, A, DOWN, DOWN, DOWN, A)  # the game menu: New game
    press(app, DOWN, A)  # You are the Goat
    assert _on(app, "Restart") and app.top().items == ["Back to the game", "New game"]
    assert text_in_row(app.box.canvas, "Back to the game", 11, 0)  # the answer under the cursor: the game kept
    press(app, A)
    assert _on(app, "Setup") and bytes(app.s) == played
    press(app, B)
    assert _on(app, "Play") and app.mode == 0 and bytes(app.s) == played
    press(app, A, DOWN, DOWN, DOWN, A, A, DOWN, A)  # again (the cursor kept on the Goat), and "New game"
    assert _on(app, "Play") and app.mode == 2 and gw.to_dict(app.s)["goat"] == "O1"


def test_the_set_up_shows_again_as_opened_when_the_new_game_question_is_left():
    """Back from "New game?" the set-up's list stands as it did when opened on its row: its first rows shown, not
    scrolled where the cursor had been."""
    app = _open(MemFs())
    _start(app, 0)
    press(app, A, DOWN, DOWN, DOWN, A)  # the game menu: New game
    press(app, DOWN, DOWN, DOWN, DOWN, DOWN, DOWN, UP, UP, UP)  # to How to play (scrolled down), back to row 3
    assert _on(app, "Setup") and app.top().first > 0
    press(app, A)  # AI vs AI: the game in progress is asked about first
    assert _on(app, "Restart")
    press(app, B)
    assert _on(app, "Setup") and app.top().cursor == 3 and app.top().first == 0
    assert text_in_row(app.box.canvas, app.w["games"][0], 11)


def test_gw36_the_set_up_suggests_the_balanced_rules_for_playing_the_goat_against_the_ai():
    """As written the AI's Wolf wins nearly every game (GW-36): on "You are the Goat" the hint line says so, until
    the rules are balanced; it chooses nothing."""
    app = _open(MemFs())
    press(app, DOWN)
    assert app.top().hint == "Tip: balanced rules" and text_in_row(app.box.canvas, "Tip: balanced rules", 56)
    press(app, DOWN, DOWN, DOWN, DOWN, RIGHT, UP, UP, UP, UP)  # balanced, back on the row
    assert app.balanced and app.top().hint == "A: start ←→ AI level"
    press(app, DOWN, DOWN, DOWN, DOWN, RIGHT, UP, UP, UP, UP, A)  # as written again: the tip, and A starts
    assert _on(app, "Play") and app.mode == 2 and not gw.balanced(app.s)


def test_the_set_up_writes_a_changed_level_after_its_frame_and_never_a_cursor_move():
    # a flash write costs ~150 ms on the Pico: a cursor move writes nothing (the shell's save() keeps
    # the row as the app is left), a changed AI level is written by the next turn's tick, after its frame
    fs = MemFs()
    app = _open(fs)
    assert not fs.exists("app_goat_wolf")  # opening writes nothing
    press(app, DOWN, LEFT, RIGHT, DICE)  # a move; not the level's row: nothing to change
    _run(app, 100)
    assert not fs.exists("app_goat_wolf")
    press(app, DOWN, DOWN, DOWN, RIGHT)  # the AI level: hard
    assert not fs.exists("app_goat_wolf")  # not between the press and its frame
    _run(app, 10)
    payload = Store(fs).load("app_goat_wolf", app.ID, layout=LAYOUT)[1]
    assert payload[1] == 2 | _LEVEL_ROW << 2 | 0x20 | 0x40  # hard, its row, showing, no game yet
    rec = bytes(fs.files["app_goat_wolf"])
    press(app, UP, DOWN, DOWN)
    _run(app, 100)
    assert bytes(fs.files["app_goat_wolf"]) == rec
    app.save()  # what the shell does as the app is left
    assert Store(fs).load("app_goat_wolf", app.ID, layout=LAYOUT)[1][1] == 2 | 5 << 2 | 0x20 | 0x40  # the rules' row


def test_a_save_from_before_the_set_up_was_kept_loads_its_game_on_the_board():
    fs = MemFs()
    app = _open(fs)
    _start(app, 3)  # AI vs AI: the game is saved as it begins (the turn after its first frame)
    _run(app, 10)
    payload = Store(fs).load("app_goat_wolf", app.ID, layout=LAYOUT)[1]
    payload[1] = 2  # the older layout: byte 1 the AI level alone (hard)
    Store(fs).save("app_goat_wolf", app.ID, payload[:_COACH_AT])  # the record's first layout: upgraded
    old = _open(fs)
    assert _on(old, "Play") and bytes(old.s) == bytes(app.s) and old.mode == 3 and old.level == 2
    press(old, A, DOWN, DOWN, DOWN, A)
    _shows_setup(old, 0, 2)


def test_a_set_up_byte_out_of_range_is_set_aside_and_starts_afresh_at_the_set_up():
    for setup in (3, 0x80 | 3):  # level 3, level 3 by the balanced rules (every row of the 3 bits is a row)
        fs = MemFs()
        app = _open(fs)
        _start(app, 0)
        _run(app, 10)
        payload = Store(fs).load("app_goat_wolf", app.ID, layout=LAYOUT)[1]
        payload[1] = setup
        Store(fs).save("app_goat_wolf", app.ID, payload, LAYOUT)
        fs.remove("app_goat_wolf.bak")  # no previous save to restore: a fresh set-up
        fresh = _open(fs)
        assert fresh.s is None and fs.exists("app_goat_wolf.bad"), setup
        _shows_setup(fresh, 0, 1)


_OPTION_Y = 35  # yaga.games.goat_wolf.draw: the first option row's top, the rows' pitch, the dots' row
_OPTION_PITCH = 9
_DOTS_Y = 54


def _choice_on_screen(app):
    """The question and every visible option are drawn in the panel (not only held by the app)."""
    c = app.box.canvas
    from yaga.games.goat_wolf import draw

    row = _OPTION_Y + _OPTION_PITCH * min(app.choice, 1) + 1
    return bool(app.rows) and text_in_row(c, app.question, 27) and text_in_row(c, app.rows[app.choice], row, 0)


def test_you_are_the_wolf_the_path_choice_shows_within_a_second_of_every_wolf_roll():
    """The soft-lock of live play: a Wolf roll moves nothing, so the choice must not wait for a walk."""
    app = _open(MemFs())
    _start(app, 2)  # the human is the Wolf
    rolls = 0
    for _ in range(300):
        p = gw.current_player(app.s)
        if p == TERMINAL or rolls == 6:
            break
        if app._ai_moves(app.s):
            _run(app, 2500)
            continue
        if p == CHANCE:
            before = app.s[gw.AT_TURN]
            press(app, DICE)
            _run(app, 1000)
            if before == gw.WOLF and gw.current_player(app.s) == gw.WOLF:
                rolls += 1
                assert _choice_on_screen(app), gw.to_dict(app.s)
        else:
            _run(app, 1000)
            assert _choice_on_screen(app), gw.to_dict(app.s)
            press(app, A)
            _run(app, 2500)
    assert rolls == 6 or gw.current_player(app.s) == TERMINAL


def test_the_roll_hint_shows_only_once_the_walk_is_over():
    """A player saw "DICE: roll" drawn while the last move still walked invited a press that only ended the
    walk. The bottom line stays empty until the key it names would act."""
    from yaga.games.goat_wolf import draw

    app = _open(MemFs())
    _start(app, 0)  # two players: every roll is a human's
    hint = app.w["roll_hint"]
    seen = 0
    for _ in range(60):
        p = gw.current_player(app.s)
        if p == TERMINAL:
            break
        if p != CHANCE:
            _run(app, 3000)
            press(app, A)  # a path or a question: its first answer
            continue
        press(app, DICE)
        if gw.current_player(app.s) == CHANCE and app._animating():
            seen += 1
            assert not text_at(app.box.canvas, hint, draw.PANEL + 1, 56)
            press(app, DICE)  # ends the walk, rolls nothing
            assert not app._animating() and text_at(app.box.canvas, hint, draw.PANEL + 1, 56)
    assert seen > 3


# the app's timing (its private constants, folded away on MicroPython): the tumble, a frame of it or of a glide,
# a step of the walk
_TUMBLE_MS = 500
_FRAME_MS = 40
_STEP_MS = 140


def _frames_of_a_roll(app, late_ms=0):
    """DICE, then the clock run 10 ms at a time until the move settles: [(ms after the press, faces, the gliding
    piece, its x, y)] of every frame drawn, and the ms it settled at. With late_ms, the turn after one that drew
    comes that much after its beat (the device's frame on the bus and the collection after it), and the beat
    carries on from there, as the device loop's does after a slow step."""
    clock = app.box._clock
    start = clock.ms
    press(app, DICE)
    frames = []
    late = 0
    while app._animating():
        clock.ms += 10 + late
        late = 0
        app.tick(clock.ms)
        if app.dirty:
            app.dirty = False
            app.draw(app.box.canvas)
            frames.append((clock.ms - start, tuple(app.faces), app.gliding, app.glide_x, app.glide_y))
            late = late_ms
    return frames, clock.ms - start


def test_a_move_animates_a_frame_every_40_ms_the_piece_gliding_from_cell_centre_to_cell_centre():
    """At least 20 frames a second while a move animates. The dice tumble a new face a frame (neither die
    shows a face twice in a row), then each cell of the walk is reached when it always was (the first as the
    tumble ends, each next _STEP_MS later, the move settled at the last), the piece gliding on the straight line
    between the two cells' centres meanwhile."""
    from yaga.games.goat_wolf import draw

    app = _open(MemFs())
    _start(app, 0)  # two players: every roll is a human's
    for _ in range(40):  # the first roll whose walk is one piece's, three cells or more
        while gw.current_player(app.s) != CHANCE:
            press(app, A)
            _run(app, 3000)
        frames, settled = _frames_of_a_roll(app)
        s = app.s
        pieces = set(s[gw.AT_TR + i] >> 6 & 1 for i in range(s[gw.AT_TR_N]))
        if s[gw.AT_TR_N] >= 3 and len(pieces) == 1:
            break
    trail = [s[gw.AT_TR + i] & 0x3F for i in range(s[gw.AT_TR_N])]
    piece = pieces.pop()
    tumble = [f for f in frames if f[0] < _TUMBLE_MS]
    assert len(tumble) >= _TUMBLE_MS // _FRAME_MS
    assert all(f[0] % _FRAME_MS == 0 for f in tumble[1:])  # the first at once, then every _FRAME_MS from the roll
    for a, b in zip(tumble, tumble[1:]):
        assert b[0] - a[0] <= _FRAME_MS and a[1][0] != b[1][0] and a[1][1] != b[1][1]
    walk = [f for f in frames if f[0] >= _TUMBLE_MS]
    assert all(f[1] == (s[gw.AT_DIE1], s[gw.AT_DIE2]) for f in walk[:-1])  # the dice rolled, from the tumble's end
    if gw.current_player(s) == CHANCE and s[gw.AT_TURN] != piece:  # settled on the other side's turn: not its dice
        assert walk[-1][1] == (gw.NO_DIE, gw.NO_DIE)
    assert all(b[0] - a[0] <= _FRAME_MS for a, b in zip(frames, frames[1:]))
    end = walk[0][0]  # the tumble's end: the first cell reached
    assert settled == end + (len(trail) - 1) * _STEP_MS  # as long as the walk always took
    glides = [f for f in walk if f[2] == piece]
    assert len(glides) >= 3 * (len(trail) - 1)
    for t, _, _, x, y in glides:
        i = (t - end) // _STEP_MS  # gliding from trail[i] to trail[i + 1]
        a, b = trail[i], trail[i + 1]
        ms = t - end - i * _STEP_MS
        assert (x, y) == (draw.XS[a] + (draw.XS[b] - draw.XS[a]) * ms // _STEP_MS,
                          draw.YS[a] + (draw.YS[b] - draw.YS[a]) * ms // _STEP_MS)
    assert app.shown[piece] == trail[-1] and app.gliding == -1


def test_a_move_keeps_its_frame_every_40_ms_when_the_turn_after_a_frame_comes_late():
    """On the device the turn after a frame comes some 20 ms late, and the loop's beat carries on from there. Each
    frame is due _FRAME_MS after the one before was due, not after the turn that drew it, so the frames still come
    every _FRAME_MS on average (counted from the turn, they came every 48 ms: 20 a second, not 25)."""
    app = _open(MemFs())
    _start(app, 0)
    while gw.current_player(app.s) != CHANCE:
        press(app, A)
        _run(app, 3000)
    frames, _ = _frames_of_a_roll(app, late_ms=18)
    tumble = [f[0] for f in frames if f[0] < _TUMBLE_MS]
    assert len(tumble) >= 10 and (tumble[-1] - tumble[0]) <= (len(tumble) - 1) * (_FRAME_MS + 1)


def test_the_tumbling_faces_take_nothing_from_the_apps_generator():
    """The app's generator is the AI's (easy picks from it): the faces come from the time left, so a device that
    draws fewer tumbling frames than the simulator makes the same choices."""
    app = _open(MemFs())
    _start(app, 0)
    before = (bytes(app.rng.buf), app.rng.off)
    for _ in range(3):
        while gw.current_player(app.s) != CHANCE:
            press(app, A)  # a path or a question: its first answer
            _run(app, 3000)
        _frames_of_a_roll(app)
    assert (bytes(app.rng.buf), app.rng.off) == before


def test_a_and_b_leave_the_log_even_before_any_move():
    """On "No moves yet." A did nothing (an empty list has no row to choose); A and B both go
    back to the board, as from a log with moves."""
    for key in (A, B):
        app = _open(MemFs())
        _start(app, 0)
        press(app, UP)
        assert _on(app, "Log") and app.log_n == 0  # LOG, empty
        press(app, key)
        assert _on(app, "Play")


def _options_at_o16(app):
    """A human Wolf's path choice with many ends: on O16 it rolls 4+5 (nine steps, links on the way): 14 cells."""
    gw.set_position(app.s, parse("O3"), parse("O16"), gw.WOLF)
    app._act(gw.dice_action(4, 5))
    _run(app, 3000)
    assert gw.current_player(app.s) == gw.WOLF and len(app.rows) == 14


def test_option_rows_keep_their_letters_whole_and_clear_of_the_choose_hint_in_every_language():
    """A third option row was drawn at y 51 over "A: choose" at 56. Two rows show (35, 43), DOWN and
    UP scroll them, a dot per option under them marks where the cursor is; the hint stays whole at every step."""
    from screenkit import ink
    from yaga.games.goat_wolf import draw

    try:
        for lang in strings.LANGUAGES:
            app = _open(MemFs(), lang=lang)
            _start(app, 0)
            _options_at_o16(app)
            hint = app.w["coach_hint"]  # the coach on request: DICE shows the odds, A still chooses
            n = len(app.rows)
            for step in range(n + 1):  # round the whole list and back to the first
                c = app.box.canvas
                assert text_at(c, hint, draw.PANEL + 1, 56), (lang, step)
                assert ink(c, draw.PANEL, 56, draw.PANEL_W, 8) == ink(_hint_only(hint), draw.PANEL, 56, draw.PANEL_W, 8)
                row = _OPTION_Y + _OPTION_PITCH * min(app.choice, 1)
                assert text_at(c, app.rows[app.choice], draw.PANEL + 1, row + 1, 0), (lang, step)  # inverted: cursor
                assert ink(c, draw.PANEL, row, draw.PANEL_W, 1) == draw.PANEL_W  # a lit row over its letters' tops
                assert ink(c, draw.PANEL + 1 + 4 * app.choice, _DOTS_Y - 1, 3, 3) == 9  # its dot is the block
                assert ink(c, draw.PANEL, _DOTS_Y - 1, draw.PANEL_W, 3) == 9 + n - 1  # a dot for every other option
                press(app, DOWN)
            assert app.choice == 1
            press(app, UP, UP)
            last = _OPTION_Y + _OPTION_PITCH + 1
            assert app.choice == n - 1 and text_at(app.box.canvas, app.rows[n - 1], draw.PANEL + 1, last, 0)
    finally:
        strings.set_language("en")


def _hint_only(hint):
    from yaga.games.goat_wolf import draw

    c = Canvas()
    c.text(hint, draw.PANEL + 1, 56)
    return c


# ---- whose roll the dice show and what it did; the log's cells -------------------------

def _message(app):
    return " ".join(app.msg)


def test_a_roll_says_whose_it_is_and_what_it_did_on_the_next_sides_panel():
    """After the Goat's roll the panel's title is the Wolf's: the message says whose roll it was ("Goat rolled
    2+3."), and no dice stand under the Wolf's name (they were the Goat's)."""
    app = _open(MemFs())
    _start(app, 0)
    press(app, DICE)
    _run(app, 3000)
    d1, d2 = app.s[gw.AT_DIE1], app.s[gw.AT_DIE2]
    assert app.title == "Wolf" and app.faces == [gw.NO_DIE, gw.NO_DIE]
    assert _message(app).startswith("Goat rolled %d+%d" % (d1, d2))
    if gw.current_player(app.s) == gw.WOLF and app.options:  # the Wolf's way out: its question, not the message
        press(app, A)
        _run(app, 3000)
    assert text_in_row(app.box.canvas, app.msg[0], 27)


def test_a_roll_of_no_steps_says_no_move_and_a_modified_total_says_its_steps():
    """A 0+0 roll said nothing (GW-20: no move, no event). With a waiting modifier (Stony Slope's -1,
    GW-16) the steps differ from the dice: both are told."""
    app = _open(MemFs())
    _start(app, 0)
    gw.set_position(app.s, parse("O3"), parse("O12"), gw.GOAT)
    press(app, DICE)  # any roll, to leave the first turn
    _run(app, 3000)
    gw.set_position(app.s, parse("O3"), parse("O12"), gw.GOAT)
    app._act(gw.dice_action(0, 0))
    _run(app, 1000)  # a long message pages (1.8 s a page): its first is still up
    assert _message(app).startswith("Goat rolled 0+0: no move.")
    assert text_in_row(app.box.canvas, app.msg[0], 27)
    gw.set_position(app.s, parse("O3"), parse("O12"), gw.GOAT)
    app.s[gw.AT_MOD + gw.GOAT] = 0xFF  # -1 waiting
    app._act(gw.dice_action(2, 3))
    _run(app, 3000)
    assert _message(app).startswith("Goat rolled 2+3: 4 steps.")
    gw.set_position(app.s, parse("O3"), parse("O12"), gw.GOAT)
    app.s[gw.AT_REROLL] = 1  # GW-18: a reroll in hand: the roll waits for keep or reroll
    press(app, RIGHT, B)
    press(app, DICE)
    _run(app, 1000)
    assert app.rows == ["keep", "reroll"]
    rolled = "Goat rolled %d+%d" % (app.s[gw.AT_DIE1], app.s[gw.AT_DIE2])
    press(app, A)  # keep: the move is made and told as the roll's
    _run(app, 1000)
    assert _message(app).startswith(rolled)
    gw.set_position(app.s, parse("C"), parse("O12"), gw.GOAT)  # in Lov: the soul roll (GW-6), not a move
    app.s[gw.AT_REROLL] = 1
    press(app, RIGHT, B)
    press(app, DICE)
    _run(app, 1000)
    assert app.rows == ["keep", "reroll"]
    press(app, A)
    _run(app, 1000)
    assert "soul" in _message(app) and "no move" not in _message(app)  # the soul's own words tell it
    for lang in strings.LANGUAGES:  # every form names the roller and the dice in every language
        words = _open(MemFs(), lang=lang).w
        assert "Lobo" in words["rolled"] % ("Lobo", "2+0") or lang != "es"
        assert "2+0" in words["rolled"] % ("X", "2+0") and "7" in words["rolled_steps"] % ("X", "2+0", 7)
        assert "0+0" in words["rolled_still"] % ("X", "0+0")
    strings.set_language("en")


def _wolf_on_i1_rolls_0_1(app):
    """The Wolf on I1 rolls 0+1: a path choice, M12 over the link or I8 (the Abyss) round the ring."""
    gw.set_position(app.s, parse("O3"), parse("I1"), gw.WOLF)
    app._act(gw.dice_action(0, 1))
    _run(app, 3000)
    assert app.rows == ["M12", "I8"]


def test_the_log_writes_a_roll_with_where_its_move_ended_and_the_effects_own_cell():
    """The log read "W 0+1 I1" (the cell it started from) then "W I5 Abyss: ..." read as if I5 were the Abyss. The roll
    is logged with its path choice, at the cell where the move ended, the Abyss's own."""
    app = _open(MemFs())
    _start(app, 0)
    logged = app.log_n
    _wolf_on_i1_rolls_0_1(app)
    assert app.log_n == logged  # the roll waits for its choice
    press(app, DOWN, A)
    _run(app, 3000)
    assert app.log_n == logged + 1
    assert messages.log_row(app.w, app.log, app.log_n, 0) == "W 0+1 I8 Abyss: Wolf is thrown 4 back."
    assert gw.to_dict(app.s)["wolf"] == "I4"
    assert _message(app).startswith("Wolf rolled 0+1.")  # the Goat's title, the Wolf's dice: named again
    press(app, UP)  # the log, one button away
    assert _on(app, "Log") and app.top().items[0].startswith("W 0+1 I8 Abyss")


def _rolls(app, goat, wolf, turn, *dice):
    """The pieces on the cells named, `turn` to move, then each roll (two dice) walked to its end."""
    gw.set_position(app.s, parse(goat), parse(wolf), turn)
    for d1, d2 in dice:
        app._act(gw.dice_action(d1, d2))
        _run(app, 3000)


def _log_after_up(app):
    """UP on the board: the log's rows, newest first."""
    press(app, UP)
    assert _on(app, "Log")
    rows = [r for r in app.top().items if not r.startswith("  ")]
    press(app, B)
    return rows


def test_gw20_a_roll_of_0_0_has_its_own_log_entry():
    app = _open(MemFs())
    _start(app, 0)
    _rolls(app, "O3", "O9", gw.GOAT, (0, 0))
    assert _log_after_up(app)[0] == "G 0+0 O3"


def test_gw17_a_missed_turn_is_an_entry_of_the_piece_that_missed_it():
    """The Goat ends on the Dead Lake; the Wolf's roll is its own entry, then the Goat's missed turn under the Goat
    (it was told on the Wolf's line)."""
    app = _open(MemFs())
    _start(app, 0)
    _rolls(app, "O11", "M10", gw.GOAT, (1, 1), (1, 2))
    assert _log_after_up(app)[:2] == ["G O13 Goat misses", "W 1+2 M7"]
    assert [messages.log_row(app.w, app.log, app.log_n, i) for i in range(3)] == [
        "G O13 Goat misses a turn.", "W 1+2 M7", "G 1+1 O13 Dead Lake: Goat will miss a turn."]


def test_a_roll_a_cell_or_the_soul_asks_for_says_what_it_is_for():
    """GW cells table, GW-6: the Goat's move ends on a cell that rolls (or enters Lov): the panel says what the next
    roll is for, not only "DICE: roll"; once the message has paged round it rests on those words."""
    app = _open(MemFs())
    _start(app, 0)
    for start, cell, said in (("M1", "M3", "Roll: Bone Breaker"), ("M9", "M11", "Roll: Owl's Eye"),
                              ("M11", "I1", "Roll: Knowing Stump"), ("I8", "I2", "Roll: Cauldron"),
                              ("I5", "C", "Roll for the soul")):
        _rolls(app, start, "O5", gw.GOAT, (1, 1))
        assert gw.to_dict(app.s)["goat"] == cell and gw.current_player(app.s) == CHANCE
        assert _message(app).startswith("Goat rolled 1+1. ") and _message(app).endswith(" " + said), cell
        _run(app, 6000)
        shown = app.msg[app.msg_first:app.msg_first + 3]
        assert " ".join(shown) == said and text_in_row(app.box.canvas, shown[0], 27), cell
        assert text_in_row(app.box.canvas, "DICE: roll", 56)


def test_a_roll_s_purpose_and_the_rematch_fit_the_panel_whole_in_every_language():
    """What the message rests on is one page of the panel (three rows), no word broken."""
    from yaga import ui
    from yaga.games.goat_wolf import draw

    try:
        for lang in strings.LANGUAGES:
            strings.set_language(lang)
            w = strings.table("yaga.games.goat_wolf.texts")
            rolls = w["coming"][:-1]
            for text in list(rolls) + [w["coming"][-1] % piece for piece in w["pieces"]]:
                lines = ui.wrap(text, draw.TEXT_W)
                assert len(lines) <= draw.MSG_ROWS and " ".join(lines) == text, (lang, lines)
    finally:
        strings.set_language("en")


def test_an_extra_turn_is_logged_at_its_own_cell():
    """The Owl's Eye (M11) gives an extra turn for a 3, the Bone Breaker (M3) for a 1: one event, two cells."""
    app = _open(MemFs())
    _start(app, 0)
    for start, dice, cell, die in (("M9", (1, 1), "M11", 3), ("M1", (1, 1), "M3", 1)):
        gw.set_position(app.s, parse(start), parse("O5"), gw.GOAT)
        app._act(gw.dice_action(*dice))
        _run(app, 3000)
        app._act(gw.die_action(die))
        _run(app, 3000)
        row = messages.log_row(app.w, app.log, app.log_n, 0)
        assert row.startswith("G %d %s " % (die, cell)), row


def test_a_reopened_game_tells_its_last_message_again():
    """The last message was lost when the app was reopened (it is made from the state's events and
    the roll kept in the save)."""
    fs = MemFs()
    app = _open(fs)
    _start(app, 0)
    _wolf_on_i1_rolls_0_1(app)
    press(app, DOWN, A)
    _run(app, 3000)
    told = app.msg
    assert told
    again = _open(fs)
    assert again.msg == told and text_in_row(again.box.canvas, told[0], 27)


# ---- what waits for a piece, beside the dice, and its legend in Look --------------------------

def test_a_modifier_gained_shows_beside_the_dice_and_look_tells_it():
    """GW-16: the Goat ends its move on M9, the Broken Arrow: -2 on its next move. "G-2" stands beside the dice
    until it is used, and Look on the Goat's cell says what it means."""
    from yaga.games.goat_wolf import draw

    app = _open(MemFs())
    _start(app, 0)
    gw.set_position(app.s, parse("M7"), parse("O5"), gw.GOAT)
    app._act(gw.dice_action(1, 1))
    _run(app, 3000)
    assert gw.to_dict(app.s)["goat_mod"] == -2
    assert app.marks == ["G-2", ""] and text_at(app.box.canvas, "G-2", draw.MARKS_X, 10)
    press(app, RIGHT)  # Look, on the Goat's cell
    assert app.top().cell == parse("M9")
    assert " ".join(app.top().rows[3:]).endswith("Goat: -2 steps on its next move.")
    press(app, B)
    press(app, DICE)  # the Wolf rolls; then the Goat's roll uses the -2
    _run(app, 3000)
    while gw.current_player(app.s) != CHANCE or app.s[gw.AT_TURN] != gw.GOAT:
        press(app, A)
        _run(app, 3000)
    press(app, DICE)
    _run(app, 3000)
    assert not app.marks[0].startswith("G-2")


def test_every_pending_thing_has_its_mark_and_a_legend_line_that_fits_in_every_language():
    """The soul, a missed turn, a step modifier, the Black Lake (both pieces), the Stump's protection, the Sisters,
    the Ear shift, a reroll in hand: each its mark (three characters beside the piece's initial, clear of the dice)
    and its line in Look, wrapped whole to the panel."""
    from yaga.games.goat_wolf import draw
    from yaga.gfx import text_width

    cases = (  # what is set in the state, the Goat's marks, the Wolf's
        ({gw.AT_FLAGS: 1 << 4}, "\u2022", ""),
        ({gw.AT_FLAGS: 1, gw.AT_FLAGS + 1: 1}, "z", "z"),
        ({gw.AT_MOD: 2, gw.AT_MOD + 1: 0xFF}, "+2", "-1"),
        ({gw.AT_LAKE: 2, gw.AT_LAKE_LEFT: 1}, "~", "~"),
        ({gw.AT_FLAGS: 1 << 7}, "#", ""),
        ({gw.AT_FLAGS: 1 << 5}, "<", ""),
        ({gw.AT_FLAGS: 1 << 2, gw.AT_FLAGS + 1: 1 << 2}, "e", "e"),
        ({gw.AT_REROLL: 1}, "r", ""),
        ({gw.AT_FLAGS: 0xFF, gw.AT_MOD: 0xFE, gw.AT_LAKE: 1, gw.AT_LAKE_LEFT: 2, gw.AT_REROLL: 1}, "\u2022z-", None),
    )
    try:
        for lang in strings.LANGUAGES:
            app = _open(MemFs(), lang=lang)
            _start(app, 0)
            initials = app.w["initials"]
            for values, goat, wolf in cases:
                gw.set_position(app.s, parse("O3"), parse("O7"), gw.GOAT)
                for at, v in values.items():
                    app.s[at] = v
                press(app, RIGHT, B)  # the panel's words are made again as play comes back
                room = 4 - len(initials[0])  # four characters to the edge, the initial's included
                assert app.marks[0] == (initials[0] + goat[:room] if goat else ""), (lang, values, app.marks)
                if wolf is not None:
                    assert app.marks[1] == (initials[1] + wolf if wolf else ""), (lang, values, app.marks)
                for p in (0, 1):
                    assert draw.MARKS_X + text_width(app.marks[p]) <= 128 + 1 and draw.MARKS_X > 85 + 14, (lang, p)
                    if app.marks[p]:
                        assert text_at(app.box.canvas, app.marks[p], draw.MARKS_X, 10 + 8 * p), (lang, p)
                for p, cell in ((0, "O3"), (1, "O7")):  # Look on each piece's cell: its legend
                    press(app, RIGHT)
                    app.top().at(parse(cell))
                    rows = app.top().rows[3:]
                    for row in rows:
                        assert text_width(row) <= draw.TEXT_W, (lang, row)
                    pending = messages.pending(app.s, p)
                    lines = [messages.pending_text(app.w, *m) for m in pending]
                    assert len(lines) == len(pending) and (len(lines) > 0) == bool(app.marks[p])
                    told = " ".join(rows)
                    for line in lines:
                        assert line in told, (lang, line, told)
                    press(app, B)
    finally:
        strings.set_language("en")


# ---- How to play ------------------------------------------------------------------------------

_PAGES = 20


def test_how_to_play_from_the_game_menu_pages_through_and_comes_back():
    app = _open(MemFs())
    _start(app, 0)
    press(app, A, DOWN, DOWN, DOWN, DOWN)  # the menu's last row
    assert app.top().items[4] == "How to play"
    press(app, A)
    assert _on(app, "Pages") and app.top().page == 0
    c = app.box.canvas
    assert text_at(c, "How to play", 2, 1, 0) and text_in_row(c, "1/20", 1, 0)
    assert text_at(c, app.top().lines[0], 2, ui.BAR + 1) and app.top().lines[0].startswith("The Goat walks")
    press(app, UP, LEFT)  # nothing before the first page
    assert app.top().page == 0
    press(app, DOWN, RIGHT, A)
    assert app.top().page == 3 and text_in_row(app.box.canvas, "4/20", 1, 0)
    press(app, UP)
    assert app.top().page == 2
    press(app, B)  # back to the menu, on How to play
    assert _on(app, "GameMenu") and app.top().cursor == 4
    press(app, A)
    for page in range(1, _PAGES):
        press(app, A)
        assert app.top().page == page
    press(app, A)  # A on the last page goes back
    assert _on(app, "GameMenu")
    press(app, B)
    assert _on(app, "Play")


def test_how_to_play_from_the_set_up_and_back_to_it():
    fs = MemFs()
    app = _open(fs)
    press(app, UP, UP)  # the set-up's row before the last (the list wraps round)
    assert app.top().cursor == 7 and app.top().items[7] == "How to play"
    assert text_in_row(app.box.canvas, "How to play", ui.BAR + 2 + 3 * ui.ROW, 0)  # scrolled into view
    press(app, A)
    assert _on(app, "Pages")
    app.save()  # a power cut on How to play from the first set-up comes back to the set-up
    assert _on(_open(fs), "Setup")
    press(app, B)
    assert _on(app, "Setup") and app.top().cursor == 7 and app.s is None
    press(app, DOWN, DOWN, A)  # past Link, wraps to "Two players": a game starts
    assert _on(app, "Play")


def test_every_how_to_play_page_fits_the_screen_whole_in_every_language():
    """Five rows of text between the title bar and the keys' line, each within the screen, no word cut by the wrap;
    the title with its page number and the keys fit too. Every page has text: the rules' goal, a turn, the cells
    with their O/M/I labels, 5+5 and 4+4, meetings, the soul and the Trap."""
    from yaga.gfx import text_width

    try:
        for lang in strings.LANGUAGES:
            app = _open(MemFs(), lang=lang)
            _start(app, 0)
            press(app, A, UP, UP, A)  # the menu's row before Statistics, the last: How to play
            assert _on(app, "Pages"), lang
            pages = strings.load("yaga.games.goat_wolf.texts_rules")["rules"]
            assert len(pages) == _PAGES and all(pages), lang
            title, keys = app.w["how"], app.w["rules_hint"]
            assert text_width(title) + text_width("%d/%d" % (_PAGES, _PAGES)) + 6 <= 128, lang
            assert text_width(keys) <= 128, lang
            joined = " ".join(pages)
            for needle in ("O1", "M1", "I1", "5+5", "4+4", "I7"):
                assert needle in joined, (lang, needle)
            for page in range(_PAGES):
                assert app.top().page == page
                rows = app.top().lines
                assert 0 < len(rows) <= 5, (lang, page, rows)
                assert " ".join(rows) == pages[page], (lang, page)
                source = pages[page].split(" ")
                for r, row in enumerate(rows):
                    assert 2 + text_width(row) <= 128, (lang, page, row)
                    assert all(word in source for word in row.split(" ")), (lang, page, row)
                    assert text_at(app.box.canvas, row, 2, ui.BAR + 1 + r * ui.LINE), (lang, page, row)
                assert text_at(app.box.canvas, keys, 0, 56), lang
                press(app, DOWN)
    finally:
        strings.set_language("en")


# ---- take back, statistics, what each AI level means ------------------------------------------

def _menu_rows(app):
    press(app, A)
    assert _on(app, "GameMenu")
    rows = list(app.top().items)
    press(app, B)
    return rows


def test_take_back_against_the_ai_restores_the_choice_with_the_same_dice():
    """The player's last choice (the Wolf's path) and the AI's reply are taken back: the state from before the
    choice, the same dice (no reroll), the log as it was; once only, and only against the AI."""
    app = _open(MemFs())
    _start(app, 2)  # the human is the Wolf
    _run(app, 3000)  # the AI Goat's first roll
    while gw.current_player(app.s) != CHANCE or app.s[gw.AT_TURN] != gw.WOLF:
        press(app, A)
        _run(app, 3000)
    assert app.undo is None and "Take back" not in _menu_rows(app)  # no choice of the player's yet
    _wolf_on_i1_rolls_0_1(app)
    before = bytes(app.s)
    log = bytes(app.log), app.log_n
    press(app, DOWN, A)  # I8, the Abyss
    _run(app, 8000)  # the walk, then the AI Goat's turn
    assert bytes(app.s) != before
    rows = _menu_rows(app)
    assert rows[5] == "Take back" and rows[6] == "Statistics"
    press(app, A, DOWN, DOWN, DOWN, DOWN, DOWN, A)
    assert _on(app, "Play") and bytes(app.s) == before and (bytes(app.log), app.log_n) == log
    assert (app.s[gw.AT_DIE1], app.s[gw.AT_DIE2]) == (0, 1) and app.rows == ["M12", "I8"]
    assert text_in_row(app.box.canvas, app.question, 27)
    press(app, A)  # M12 this time (at a choice A takes it: the menu waits)
    assert app.undo[:len(before)] == before  # that choice can be taken back in turn, no earlier one
    _run(app, 8000)
    assert "Take back" in _menu_rows(app)
    two = _open(MemFs())
    _start(two, 0)
    _wolf_on_i1_rolls_0_1(two)
    press(two, A)
    _run(two, 3000)
    assert "Take back" not in _menu_rows(two)  # two players: no take back


def _stats_screen(app):
    press(app, A, UP, A)  # the menu's last row
    assert _on(app, "Stats")


def test_statistics_count_wins_by_side_and_level_streaks_and_games_per_rule_set():
    from yaga.games.goat_wolf import draw  # noqa: F401

    fs = MemFs()
    app = _open(fs)
    press(app, DOWN, DOWN, DOWN, DOWN, RIGHT, UP, UP)  # hard; "You are the Wolf"
    press(app, A)
    _wolf_wins(app)  # the human Wolf wins at hard
    press(app, A)  # the rematch: the human is the Goat
    _wolf_wins(app)  # and loses
    press(app, A)  # the Wolf again
    _stats_screen(app)
    c = app.box.canvas
    rows = [ui.BAR + 1 + i * ui.LINE for i in range(5)]
    assert text_at(c, "As written", 2, 1, 0) and text_at(c, "hard", 2, rows[2])
    assert text_at(c, "1", 128 - 6, rows[2]) and text_at(c, "0", 100 - 6, rows[2])  # the Wolf's column, the Goat's
    assert text_at(c, "Games played: 2", 2, rows[3]) and text_at(c, "Streak: 0, best 1", 2, rows[4])
    assert text_at(c, "\u2190\u2192 rules  B: back", 0, 56)
    press(app, RIGHT)  # GW-36: the balanced rules' figures, none yet
    assert text_at(c, "Balanced", 2, 1, 0) and text_at(c, "Games played: 0", 2, rows[3])
    assert text_at(c, "0", 128 - 6, rows[2])
    press(app, A, LEFT)  # A resets nothing here (the reset is in the box's Settings)
    assert text_at(c, "As written", 2, 1, 0) and text_at(c, "Games played: 2", 2, rows[3])
    _run(app, 10)  # the rematch begun above is saved
    again = _open(fs)  # kept on the flash
    _stats_screen(again)
    assert text_at(again.box.canvas, "Games played: 2", 2, rows[3])
    press(app, B)
    assert _on(app, "GameMenu") and app.top().items[app.top().cursor] == "Statistics"


def test_gw36_balanced_games_count_apart_and_the_statistics_open_on_the_games_rules():
    fs = MemFs()
    app = _open(fs)
    press(app, *([DOWN] * 5))  # the rules' row
    press(app, RIGHT)  # balanced
    press(app, UP, UP, UP, A)  # "You are the Wolf"
    assert gw.balanced(app.s)
    _wolf_wins(app)
    press(app, A)  # the rematch keeps the rules
    assert gw.balanced(app.s) and app.mode == 2
    _stats_screen(app)
    c = app.box.canvas
    rows = [ui.BAR + 1 + i * ui.LINE for i in range(5)]
    assert text_at(c, "Balanced", 2, 1, 0) and text_at(c, "Games played: 1", 2, rows[3])
    assert text_at(c, "1", 128 - 6, rows[1])  # normal, the Wolf's column
    press(app, LEFT)
    assert text_at(c, "As written", 2, 1, 0) and text_at(c, "Games played: 0", 2, rows[3])


def test_gw36_an_old_statistics_record_loads_as_the_rules_as_written():
    from yaga.games.goat_wolf import stats as st

    fs = MemFs()
    app = _open(fs)
    old = bytearray(18)  # the record before GW-36: the rules as written alone
    old[1] = 7  # games played
    old[2 + 4 * 2 + 2 + 1] = 3  # hard, as the Wolf
    Store(fs).save("app_goat_wolf_stats", app.ID, old)
    rec = st.load(app)
    assert len(rec) == st.SIZE and st.games(rec, False) == 7 and st.wins(rec, False, 2, 1) == 3
    assert st.games(rec, True) == 0 and app.box.store.problem is None
    _start(app, 0)
    app.s[:] = gw.new_state(5, True)
    _wolf_wins(app)
    rec = st.load(app)
    assert (st.games(rec, False), st.games(rec, True), st.wins(rec, False, 2, 1)) == (7, 1, 3)


def test_ai_against_ai_is_not_counted_and_two_players_count_as_games():
    fs = MemFs()
    app = _open(fs)
    _start(app, 3)
    _wolf_wins(app)
    press(app, A)  # a rematch of the AIs
    app._new_game(0, False)  # two players
    _wolf_wins(app)
    press(app, A)
    _stats_screen(app)
    rows = [ui.BAR + 1 + i * ui.LINE for i in range(5)]
    assert text_at(app.box.canvas, "Games played: 1", 2, rows[3])
    assert text_at(app.box.canvas, "Streak: 0, best 0", 2, rows[4])


def test_statistics_screen_fits_in_every_language():
    from yaga.gfx import text_width

    try:
        for lang in strings.LANGUAGES:
            app = _open(MemFs(), lang=lang)
            _start(app, 0)
            _stats_screen(app)
            w = app.w
            for title in w["stats_titles"]:  # the rule set's name, before the columns' initials
                assert 2 + text_width(title) <= 100 - 6 - 2, lang
            for level in range(3):
                assert 2 + text_width(w["levels"][level]) + 6 * 5 <= 100 - 2, lang  # five digits of wins beside it
            assert 2 + text_width(w["played"] % 65535) <= 128 and 2 + text_width(w["streak"] % (999, 999)) <= 128
            assert text_width(w["stats_hint"]) <= 128 and text_at(app.box.canvas, w["stats_hint"], 0, 56), lang
            for balanced in (0, 1):
                assert text_at(app.box.canvas, w["stats_titles"][app.top().balanced], 2, 1, 0), lang
                press(app, RIGHT)
    finally:
        strings.set_language("en")


def test_gw36_the_rules_row_and_the_menu_title_fit_in_every_language():
    from yaga.gfx import text_width

    try:
        for lang in strings.LANGUAGES:
            app = _open(MemFs(), lang=lang)
            w = strings.table("yaga.games.goat_wolf.texts")
            press(app, *([DOWN] * 5))  # the rules' row
            for balanced in (0, 1):
                assert app.balanced == balanced
                value = w["rule_sets"][balanced]
                assert 2 + text_width(w["rule_set"]) + 6 + text_width(value) <= 128, lang  # the row: label, value
                assert text_width(w["menu"]) + 6 + text_width(value) <= 128 - 4, lang  # the menu's title
                assert text_width(w["rule_sets_means"][balanced]) <= 128, lang
                assert text_at(app.box.canvas, w["rule_sets_means"][balanced], 0, 56), (lang, balanced)
                assert text_in_row(app.box.canvas, value, ui.BAR + 2 + 4 * ui.ROW, 0), (lang, balanced)  # scrolled
                press(app, RIGHT)
    finally:
        strings.set_language("en")


def test_the_set_up_says_what_each_ai_level_means_in_every_language():
    from yaga.gfx import text_width

    try:
        for lang in strings.LANGUAGES:
            app = _open(MemFs(), lang=lang)
            means = strings.table("yaga.games.goat_wolf.texts")["level_means"]
            press(app, DOWN, DOWN, DOWN, DOWN)  # the AI level's row
            seen = []
            for _ in range(3):
                assert text_width(means[app.level]) <= 128, lang
                assert text_at(app.box.canvas, means[app.level], 0, 56), (lang, app.level)
                seen.append(app.level)
                press(app, RIGHT)
            assert sorted(seen) == [0, 1, 2]
            press(app, UP)  # a game's row: A starts, LEFT/RIGHT the level
            assert text_at(app.box.canvas, strings.table("yaga.games.goat_wolf.texts")["setup_hint"], 0, 56), lang
    finally:
        strings.set_language("en")


def test_a_save_with_a_wrong_byte_is_set_aside_and_the_previous_save_opens():
    # bytes that crashed an app: the turn byte 0xFE, the Wolf on cell 0xFF, a log entry naming an unknown event
    from yaga.games.goat_wolf.app import valid_save

    fs = MemFs()
    app = _open(fs)
    _start(app, 0)
    press(app, DICE)
    _run(app, 3000)
    previous = Store(fs).load("app_goat_wolf", app.ID, layout=LAYOUT)[1]
    app.save()  # the same game saved again: it is the previous save too
    assert valid_save(previous) and app.log_n
    head = 3  # mode, set-up, log count
    log = head + gw.STATE_SIZE
    for at, v in ((head + gw.AT_TURN, 0xFE), (head + gw.AT_CELL + gw.WOLF, 0xFF), (log + 4, 47), (log + 3, 37),
                  (log, 2), (log + 1, 6), (2, 13), (0, 4), (_COACH_AT, 3), (_COUNT_AT, 201)):
        bad = bytearray(previous)
        bad[at] = v
        assert not valid_save(bad), (at, v)
        Store(fs).save("app_goat_wolf", app.ID, bad, LAYOUT)
        again = _open(fs)
        assert again.box.store.take_problem() == RESTORED and bytes(again.s) == bytes(app.s), (at, v)
        assert fs.exists("app_goat_wolf.bad")


# ---- the balanced rules (GW-36) from the set-up ------------------------------------------------

_RULE_SET_ROW = 5
_LINKED = (15, 16, 27, 28)  # O16, M1, M12, I1 (GW-2)


def _balanced_from_the_set_up(app, row):
    press(app, *([DOWN] * _RULE_SET_ROW))
    press(app, RIGHT)
    assert app.balanced and text_in_row(app.box.canvas, "balanced", ui.BAR + 2 + 4 * ui.ROW, 0)
    press(app, *([UP] * (_RULE_SET_ROW - row)))
    press(app, A)
    assert _on(app, "Play") and gw.balanced(app.s), row


def test_gw36_every_mode_started_from_the_set_up_plays_the_balanced_rules_and_the_menu_says_so():
    for row in range(4):
        app = _open(MemFs())
        _balanced_from_the_set_up(app, row)
        press(app, A)  # the game menu: its title names the rules
        assert _on(app, "GameMenu") and text_in_row(app.box.canvas, "balanced", 1, 0)
        press(app, B)
    written = _open(MemFs())
    _start(written, 0)  # the default: as written
    assert not gw.balanced(written.s) and not written.balanced
    press(written, A)
    assert text_in_row(written.box.canvas, "as written", 1, 0)


def test_gw36b_the_goat_holds_the_reroll_from_the_start_and_is_asked_after_its_first_roll():
    app = _open(MemFs())
    _balanced_from_the_set_up(app, 0)
    assert app.s[gw.AT_REROLL] == 1 and app.marks[gw.GOAT] == "Gr"  # the mark beside the dice
    assert text_in_row(app.box.canvas, "Gr", 10)
    press(app, DICE)
    _run(app, 3000)
    assert app.s[gw.AT_PHASE] == gw.PH_REROLL and app.question == "Reroll?" and app.rows == ["keep", "reroll"]
    written = _open(MemFs())
    _start(written, 0)
    assert written.s[gw.AT_REROLL] == 0 and written.marks[gw.GOAT] == ""


def _wolf_choices(balanced, games):
    """Two-player games through the keys (DICE, a random option, A), by the rules as written or balanced: every
    choice the Wolf's menu offers on a path or a jump, as (its start cell, phase, the options' cells)."""
    from yaga.rng import Rng

    rng = Rng(7)
    seen = []
    for g in range(games):
        app = _open(MemFs())
        _start(app, 0)
        app.s[:] = gw.new_state(100 + g, balanced)
        app._sync()
        for _ in range(600):
            s = app.s
            p = gw.current_player(s)
            if p == TERMINAL:
                break
            if app._animating():
                press(app, B)  # any key ends the walk
                continue
            if p == CHANCE:
                press(app, DICE)
                continue
            if s[gw.AT_TURN] == gw.WOLF and s[gw.AT_PHASE] in (gw.PH_PATH, gw.PH_JUMP):
                assert app.options == gw.legal_actions(s)
                seen.append((s[gw.AT_CELL + gw.WOLF], s[gw.AT_PHASE], [a - 48 for a in app.options]))
            press(app, *([DOWN] * rng.below(len(app.options))))
            press(app, A)
    return seen


def _forbidden_by_gw36a(start, phase, cells):
    """A crossing GW-36a forbids: off the start's ring when the movement does not start on a linked cell, or more
    than the two ends a path can have (round the ring, or across first)."""
    from yaga.games.goat_wolf import board as brd

    off = [c for c in cells if brd.ring_of(c) != brd.ring_of(start) and c != 36]  # 36: C, the Trap (GW-12)
    if off and start not in _LINKED:
        return True
    return phase == gw.PH_PATH and len(cells) > 2


def test_gw36a_the_wolfs_menu_never_offers_a_crossing_the_balanced_rules_forbid():
    seen = _wolf_choices(True, 4)
    assert len(seen) >= 3, seen
    assert not [c for c in seen if _forbidden_by_gw36a(*c)]
    # the same games by the rules as written offer such crossings: the check can tell them apart
    assert [c for c in _wolf_choices(False, 4) if _forbidden_by_gw36a(*c)]


def test_gw36_the_rules_row_survives_a_power_cut_and_an_old_save_loads_as_written():
    rig = _shell_in_goat_wolf()
    for k in [DOWN] * _RULE_SET_ROW + [RIGHT]:
        rig.press(k)
    rig.boot()  # the power is cut on the set-up
    app = rig.shell.app
    assert _on(app, "Setup") and app.top().cursor == _RULE_SET_ROW and app.balanced
    assert text_in_row(rig.shell.canvas, "balanced", ui.BAR + 2 + 4 * ui.ROW, 0)
    rig.press(UP)
    rig.press(A)  # the AI level's row: A steps the level
    for k in (UP, UP, UP, UP, A):  # "Two players"
        rig.press(k)
    assert gw.balanced(rig.shell.app.s)
    rig.boot()  # a cut in the game: it resumes by its rules, and the next new game's set-up keeps them
    app = rig.shell.app
    assert _on(app, "Play") and gw.balanced(app.s) and app.balanced
    fs = MemFs()
    old = _open(fs)
    _start(old, 0)
    _run(old, 10)
    payload = Store(fs).load("app_goat_wolf", old.ID, layout=LAYOUT)[1]
    assert payload[1] & 0x80 == 0  # a save from before GW-36 has bit 7 clear, as this one
    again = _open(fs)
    assert not again.balanced and not gw.balanced(again.s)
    press(again, A, DOWN, DOWN, DOWN, A)  # New game: the set-up says as written
    assert _on(again, "Setup") and not again.balanced
    press(again, *([DOWN] * _RULE_SET_ROW))
    assert text_in_row(again.box.canvas, "as written", ui.BAR + 2 + 4 * ui.ROW, 0)


def test_hard_without_its_table_on_the_box_says_so_on_the_set_up_and_plays_as_normal():
    from yaga.games.goat_wolf import ai

    tables = ai.TABLES
    ai.TABLES = ("no_such_table.bin", "no_such_table_balanced.bin")  # a box installed from the .uf2 alone
    try:
        app = _open(MemFs())
        press(app, DOWN, DOWN, DOWN, DOWN, RIGHT)  # the AI level's row: normal -> hard
        assert app.level == ai.HARD
        assert app.top().hint == strings.table("yaga.games.goat_wolf.texts")["hard_without_tables"]
        press(app, UP, UP, UP, A)  # you are the Goat
        assert app.level == ai.NORMAL
        press(app, DICE)
        _run(app, 4000)
        assert gw.to_dict(app.s)["turn"] == "goat"  # the AI's Wolf moved without its table
    finally:
        ai.TABLES = tables
