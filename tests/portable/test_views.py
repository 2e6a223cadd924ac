"""The view stack (yaga.views): push, pop, replace, B pops, an empty stack leaves; Pages' keys on every rules page."""

from screenkit import allocates_nothing, text_at
from yaga import ui
from yaga.buttons import A, B, DOWN, LEFT, RIGHT, UP
from yaga.gfx import Canvas, text_width
from yaga.views import Note, Pages, Stack, View
from yaga.widgets import Message


class _Shown(View):
    """A view that draws its name and counts how often it came back on top."""

    def __init__(self, name):
        self.name = name
        self.again = 0

    def draw(self, c):
        c.clear()
        c.text(self.name, 0, 0)

    def on_top(self):
        self.again += 1


def test_b_pops_the_top_view_and_the_one_below_shows_again():
    stack = Stack()
    under = _Shown("under")
    stack.push(under)
    stack.push(_Shown("over"))
    c = Canvas()
    stack.draw(c)
    assert text_at(c, "over", 0, 0)
    assert stack.key(B) is True and stack.top() is under and under.again == 1
    stack.draw(c)
    assert text_at(c, "under", 0, 0)


def test_the_stack_emptied_by_b_tells_the_shell_to_leave():
    stack = Stack()
    stack.push(_Shown("only"))
    assert stack.key(A) is True  # a key the view ignores keeps it
    assert stack.key(B) is False and stack.top() is None


def test_replace_swaps_the_top_without_showing_the_one_below_again():
    stack = Stack()
    under = _Shown("under")
    stack.push(under)
    stack.push(_Shown("start"))
    stack.dirty = False
    stack.replace(_Shown("game"))
    assert stack.dirty and stack.top().name == "game" and under.again == 0 and len(stack.views) == 2


def test_a_tick_asking_for_a_redraw_marks_the_stack_dirty():
    class Ticking(View):
        def tick(self, now_ms):
            return now_ms >= 1000

    stack = Stack()
    stack.push(Ticking())
    stack.dirty = False
    stack.tick(10)
    assert not stack.dirty
    stack.tick(1000)
    assert stack.dirty


class _Polling(View):
    """A view with a tick of its own and no idle_ms: a link's lobby reading its cable."""

    def tick(self, now_ms):
        return False


class _Menu(ui.ListMenu):
    """Not a View: a list with the stack's calls."""

    def tick(self, now_ms):
        return False


def test_idle_ms_is_the_top_views_and_a_tick_it_does_not_explain_is_run_every_beat():
    stack = Stack()
    assert stack.idle_ms(0) is None  # no view: nothing to tick
    stack.push(_Shown("still"))
    assert stack.idle_ms(0) is None  # View's tick does nothing: only a key changes it
    stack.push(_Polling())
    assert stack.idle_ms(0) == 0
    stack.push(_Menu("menu", ["a", "b"]))
    assert stack.idle_ms(0) == 0  # not a View, with a tick
    stack.replace(Pages("t", ["one page"]))
    assert stack.idle_ms(0) is None
    assert allocates_nothing(lambda: stack.idle_ms(0))


def test_a_note_closes_on_a_or_b_and_scrolls_on_up_down():
    for k in (A, B):
        stack = Stack()
        stack.push(_Shown("play"))
        stack.push(Note(Message("Note", " ".join(["word"] * 60), "A: ok")))
        assert stack.key(DOWN) and stack.top().message.first == 1
        stack.key(k)
        assert stack.top().name == "play"


def _long_pages():
    """Three pages: a short one, one of twelve lines, a short one."""
    return Pages("Rules", ("first page", "\n".join(["line %d" % i for i in range(12)]), "last page"), "A: next")


def test_pages_left_right_and_a_turn_the_page_and_show_its_number():
    p = _long_pages()
    c = Canvas()
    p.draw(c)
    assert text_at(c, "first page", 2, ui.BAR + 1) and text_at(c, "1/3", ui.W - text_width("1/3"), 1, 0)
    assert p.key(RIGHT) == ui.MOVED and p.page == 1
    assert p.key(LEFT) == ui.MOVED and p.page == 0
    assert p.key(LEFT) == ui.NOTHING and p.key(UP) == ui.NOTHING and p.page == 0  # nothing before the first
    assert p.key(A) == ui.MOVED and p.page == 1 and p.first == 0
    assert p.key(RIGHT) == ui.MOVED and p.page == 2
    assert p.key(RIGHT) == ui.NOTHING and p.key(DOWN) == ui.NOTHING
    assert p.key(A) == ui.BACK  # A on the last page leaves


def test_pages_up_down_scroll_a_long_page_a_line_then_turn_the_page():
    p = _long_pages()
    p.key(DOWN)  # the first page fits: DOWN turns it
    assert p.page == 1 and p.first == 0
    for first in range(1, 12 - p.shown + 1):
        assert p.key(DOWN) == ui.MOVED and p.first == first
    c = Canvas()
    p.draw(c)
    assert text_at(c, "line 11", 2, ui.BAR + 1 + (p.shown - 1) * ui.LINE)
    assert p.key(DOWN) == ui.MOVED and p.page == 2  # its last line in view: the next page
    p.key(UP)
    assert p.page == 1 and p.first == 0
    p.key(DOWN)
    assert p.key(UP) == ui.MOVED and p.first == 0 and p.page == 1
    assert p.key(B) == ui.BACK


def test_a_single_page_closes_on_a_or_b_and_shows_no_number():
    p = Pages("Topic", ("a short text",), "B: back")
    c = Canvas()
    p.draw(c)
    assert p.number is None and text_at(c, "B: back", 0, ui.H - ui.LINE)
    assert p.key(LEFT) == ui.NOTHING and p.key(RIGHT) == ui.NOTHING
    assert p.key(A) == ui.BACK and p.key(B) == ui.BACK


def test_drawing_a_page_allocates_nothing():
    p = _long_pages()
    p.key(RIGHT)
    c = Canvas()
    assert allocates_nothing(lambda: p.draw(c))
