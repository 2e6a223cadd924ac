"""The reusable widgets of yaga.ui: text helpers, bars, list menu, picker, message, confirm, dice faces."""

from screenkit import allocates_nothing, ink, lit, text_at
from yaga import ui, widgets
from yaga.buttons import A, B, DICE, DOWN, LEFT, RIGHT, UP
from yaga.gfx import Canvas, text_width
from yaga.widgets import Confirm, Message, Picker, d6_face, label_face, number_face


def test_number_draws_like_the_text_of_the_number_without_a_string():
    for n in (0, 7, 10, 99, 100, 1234, -5):
        a = Canvas()
        b = Canvas()
        end = ui.number(a, n, 3, 5)
        b.text(str(n), 3, 5)
        assert a.buf == b.buf, n
        assert end == 3 + text_width(str(n)) and ui.number_width(n) == text_width(str(n))
        assert ui.number_width(n, 2) == text_width(str(n), 2)


def test_clipped_text_erases_past_the_limit():
    c = Canvas()
    end = ui.clipped_text(c, "WWWWWWWWWW", 0, 0, 20)
    assert end == 20
    assert ink(c, 0, 0, 20, 8) > 0
    assert ink(c, 20, 0, 108, 8) == 0


def test_wrap_keeps_every_word_within_the_width():
    text = "This app hit a problem; its last save is kept. Supercalifragilisticexpialidocious!"
    lines = ui.wrap(text, 60)
    for line in lines:
        assert text_width(line) - 1 <= 60, line
    assert " ".join(lines).replace(" ", "") == text.replace(" ", "")
    assert ui.wrap("one\ntwo", 120) == ["one", "two"]


def test_title_bar_is_inverted_with_title_and_note():
    c = Canvas()
    ui.title_bar(c, "Settings", "3/12")
    assert text_at(c, "Settings", 2, 1, 0)
    assert text_at(c, "3/12", ui.W - text_width("3/12"), 1, 0)
    assert lit(c, 0, 0) and lit(c, 127, 8) and not lit(c, 0, 9)


def test_title_bar_clips_a_long_title_before_the_note():
    c = Canvas()
    ui.title_bar(c, "A very very long title that cannot fit", "NOTE")
    note_x = ui.W - text_width("NOTE")
    assert text_at(c, "NOTE", note_x, 1, 0)


def _menu(n, cursor=0):
    return ui.ListMenu("Menu", ["Item %d" % i for i in range(n)], cursor)


def test_list_menu_moves_wraps_and_answers_keys():
    m = _menu(3)
    assert m.key(DOWN) == ui.MOVED and m.cursor == 1
    m.key(DOWN)
    assert m.key(DOWN) == ui.MOVED and m.cursor == 0  # wraps to the top
    assert m.key(UP) == ui.MOVED and m.cursor == 2  # and to the bottom
    assert m.key(A) == ui.CHOSEN
    assert m.key(B) == ui.BACK
    assert m.key(LEFT) == ui.LESS and m.key(RIGHT) == ui.MORE
    assert m.key(DICE) == ui.NOTHING


def test_list_menu_scrolls_to_keep_the_cursor_visible_and_highlights_it():
    m = _menu(10)
    for _ in range(8):
        m.key(DOWN)
    assert m.cursor == 8 and m.first == 3
    c = Canvas()
    m.draw(c)
    row_y = ui.BAR + 1 + (m.cursor - m.first) * ui.ROW
    assert text_at(c, "Item 8", 2, row_y + 1, 0)  # the highlighted row: dark text on a lit bar
    assert text_at(c, "Item 7", 2, row_y + 1 - ui.ROW, 1)
    assert ink(c, 126, ui.BAR + 1, 2, 54) > 0  # scroll bar
    m.select(0)
    assert m.first == 0


def test_list_menu_draws_row_values_on_the_right():
    m = ui.ListMenu("Settings", ["Sound", "Sleep"], 0, lambda i: "On" if i == 0 else "")
    c = Canvas()
    m.draw(c)
    assert text_at(c, "On", ui.W - text_width("On"), ui.BAR + 2, 0)
    assert text_at(c, "Sleep", 2, ui.BAR + 2 + ui.ROW, 1)


def test_empty_list_menu_draws_and_ignores_a():
    m = ui.ListMenu("Nothing", [])
    assert m.key(A) == ui.NOTHING and m.key(DOWN) == ui.NOTHING
    m.draw(Canvas())


def test_picker_numbers_stop_at_the_ends():
    p = Picker("Target", 1, 0, 3)
    assert p.key(LEFT) == ui.MOVED and p.value == 0
    assert p.key(LEFT) == ui.NOTHING and p.value == 0
    for _ in range(5):
        p.key(UP)
    assert p.value == 3
    assert p.key(A) == ui.CHOSEN and p.key(B) == ui.BACK


def test_picker_steps_by_one_on_left_right_and_by_its_coarse_step_on_up_down():
    p = Picker("Areas", 5, 1, 40, coarse=10)
    assert p.key(UP) == ui.MOVED and p.value == 15
    assert p.key(RIGHT) == ui.MOVED and p.value == 16
    assert p.key(UP) == ui.MOVED and p.key(UP) == ui.MOVED and p.value == 36
    assert p.key(UP) == ui.MOVED and p.value == 40  # stops at the top
    assert p.key(DOWN) == ui.MOVED and p.key(LEFT) == ui.MOVED and p.value == 29
    for _ in range(3):
        p.key(DOWN)
    assert p.value == 1 and p.key(DOWN) == ui.NOTHING


def test_picker_choices_wrap_and_show_the_choice():
    p = Picker("Language", 2, choices=("English", "Español", "Русский"))
    assert p.key(RIGHT) == ui.MOVED and p.value == 0
    assert p.key(LEFT) == ui.MOVED and p.value == 2
    c = Canvas()
    p.draw(c)
    assert text_at(c, "Language", 2, 1, 0)
    x = (ui.W - text_width("Русский") + 1) >> 1
    assert text_at(c, "Русский", x, 28)


def test_picker_low_text_names_the_lowest_value():
    p = Picker("Target", 0, 0, 100, low_text="Off", hint="A: set")
    c = Canvas()
    p.draw(c)
    assert text_at(c, "Off", (ui.W - text_width("Off") + 1) >> 1, 28)
    assert text_at(c, "A: set", 0, ui.H - ui.LINE)
    p.key(RIGHT)
    c2 = Canvas()
    p.draw(c2)
    assert not text_at(c2, "Off", (ui.W - text_width("Off") + 1) >> 1, 28)


def test_message_wraps_scrolls_and_closes():
    long_text = " ".join(["word%d" % i for i in range(60)])
    m = Message("About", long_text, "A: OK")
    c = Canvas()
    m.draw(c)
    assert text_at(c, "About", 2, 1, 0) and text_at(c, "A: OK", 0, ui.H - ui.LINE)
    assert m.key(UP) == ui.NOTHING  # already at the top
    assert m.key(DOWN) == ui.MOVED and m.first == 1
    m.draw(c)
    assert text_at(c, m.lines[1], 2, ui.BAR + 1)
    assert m.key(A) == ui.CHOSEN and m.key(B) == ui.BACK


def test_confirm_toggles_and_b_means_no():
    q = Confirm("Reset", "Start a new game?", "Yes", "No")
    assert not q.yes
    assert q.key(LEFT) == ui.MOVED and q.yes
    c = Canvas()
    q.draw(c)
    assert text_at(c, "Start a new game?", 2, ui.BAR + 2)
    assert q.key(A) == ui.CHOSEN and q.yes
    assert q.key(B) == ui.BACK and not q.yes


def _pip_centres(x, y, w, h, v):
    spots = widgets._PIPS[v]
    return [(x + w * (1 + gx) // 4, y + h * (1 + gy) // 4) for gx, gy in spots]


def test_d6_face_shows_its_pips_and_nothing_else_at_the_pip_spots():
    every = _pip_centres(10, 10, 28, 28, 6) + _pip_centres(10, 10, 28, 28, 1)
    for size in ((28, 28), (20, 20), (20, 18)):
        w, h = size
        every = []
        for v in (1, 6):
            every += _pip_centres(10, 10, w, h, v)
        for v in range(7):
            c = Canvas()
            d6_face(c, 10, 10, w, h, v)
            want = _pip_centres(10, 10, w, h, v)
            for cx, cy in every:
                assert lit(c, cx, cy) == (1 if (cx, cy) in want else 0), (size, v, cx, cy)
            solid = Canvas()
            d6_face(solid, 10, 10, w, h, v, True)
            for cx, cy in every:
                assert lit(solid, cx, cy) == (0 if (cx, cy) in want else 1)


def test_faces_stay_inside_their_box():
    for w, h in ((28, 28), (20, 20), (20, 18)):
        for n in (0, 5, 9, 12, 20, 100):
            for filled in (False, True):
                c = Canvas()
                number_face(c, 40, 20, w, h, n, filled)
                assert ink(c, 0, 0, 128, 64) == ink(c, 40, 20, w, h) > 0
        for label in ("d20", "d%"):
            c = Canvas()
            label_face(c, 40, 20, w, h, label)
            assert ink(c, 0, 0, 128, 64) == ink(c, 40, 20, w, h) > 0
            assert text_at(c, label, 40 + ((w - text_width(label) + 2) >> 1), 20 + ((h - ui.LINE + 2) >> 1))


def test_number_face_uses_big_digits_when_they_fit():
    small = Canvas()
    big = Canvas()
    number_face(small, 0, 0, 20, 18, 7)
    number_face(big, 0, 0, 28, 28, 7)
    assert ink(big, 1, 1, 26, 26) > 2 * ink(small, 1, 1, 18, 16)


def test_number_face_numbers_differ():
    seen = []
    for n in range(1, 21):
        c = Canvas()
        number_face(c, 0, 0, 20, 18, n)
        assert bytes(c.buf) not in seen
        seen.append(bytes(c.buf))


def test_widgets_draw_without_allocating():
    c = Canvas()
    m = ui.ListMenu("Menu", ["One", "Two", "Three"], 1, _constant_value)
    p = Picker("Target", 42, 0, 100)
    msg = Message("About", "Some text to show on the screen", "A: OK")

    def frame():
        m.draw(c)
        p.draw(c)
        msg.draw(c)
        ui.title_bar(c, "Title", "Note")
        d6_face(c, 0, 10, 28, 28, 5, True)
        number_face(c, 30, 10, 28, 28, 17)
        label_face(c, 60, 10, 20, 18, "d20")
        ui.number(c, 1234, 0, 56)

    frame()
    assert allocates_nothing(frame)


def _constant_value(i):
    return "On"
