"""yaga.present.Presenter: only the changed column range of each changed page goes to the panel."""

from expect import raises
from yaga.gfx import Canvas
from yaga.present import Presenter


class RecordingPanel:
    """A fake panel that records each write as (page, col0, col1, the bytes it would send)."""

    def __init__(self):
        self.writes = []

    def write(self, page, col0, col1, frame):
        self.writes.append((page, col0, col1, bytes(frame[page * 128 + col0 : page * 128 + col1 + 1])))


class CountingPanel:
    """A fake panel that allocates nothing: counts the bytes it is asked to send."""

    def __init__(self):
        self.sent = 0

    def write(self, page, col0, col1, frame):
        self.sent += col1 - col0 + 1


def setup():
    c = Canvas()
    panel = RecordingPanel()
    return c, panel, Presenter(c, panel)


def test_first_present_sends_all_8_pages():
    c, panel, pr = setup()
    assert pr.present() == 1024
    assert [w[:3] for w in panel.writes] == [(p, 0, 127) for p in range(8)]


def test_unchanged_frame_sends_nothing():
    c, panel, pr = setup()
    pr.present()
    panel.writes = []
    c.clear()
    assert pr.present() == 0
    assert panel.writes == []


def test_only_the_changed_window_of_each_changed_page():
    c, panel, pr = setup()
    c.text("Hi", 40, 8)  # page 1, columns 40..50
    pr.present()
    panel.writes = []
    c.pixel(10, 3)  # page 0, one column
    c.pixel(100, 60)  # page 7, one column
    c.pixel(20, 61)  # page 7 again: the window runs 20..100
    sent = pr.present()
    assert [w[:3] for w in panel.writes] == [(0, 10, 10), (7, 20, 100)]
    assert sent == 1 + 81
    assert panel.writes[0][3] == b"\x08"
    assert panel.writes[1][3][0] == 0x20 and panel.writes[1][3][-1] == 0x10


def test_a_change_back_is_sent_too():
    c, panel, pr = setup()
    c.text("A", 0, 0)
    pr.present()
    panel.writes = []
    c.clear()
    assert pr.present() == 5  # column 5 (the gap) is blank in both frames
    assert panel.writes == [(0, 0, 4, bytes(5))]


def test_invalidate_forces_a_full_frame():
    c, panel, pr = setup()
    pr.present()
    pr.invalidate()
    panel.writes = []
    assert pr.present() == 1024
    assert len(panel.writes) == 8
    assert pr.present() == 0


class FlakyPanel(RecordingPanel):
    """Raises OSError (an I2C NACK) while `fail` is set."""

    fail = False

    def write(self, page, col0, col1, frame):
        if self.fail:
            raise OSError("I2C NACK")
        RecordingPanel.write(self, page, col0, col1, frame)


def test_a_failed_write_is_sent_again_next_time():
    c = Canvas()
    panel = FlakyPanel()
    pr = Presenter(c, panel)
    panel.fail = True
    raises(OSError, pr.present)
    panel.fail = False
    assert pr.present() == 1024  # still owes the full first frame
    c.pixel(7, 7)
    panel.fail = True
    raises(OSError, pr.present)
    panel.fail = False
    panel.writes = []
    assert pr.present() == 1
    assert panel.writes == [(0, 7, 7, b"\x80")]


def test_present_allocates_nothing():
    try:
        import micropython

        micropython.heap_lock
    except (ImportError, AttributeError):
        return  # CPython: heap_lock exists only under MicroPython
    c = Canvas()
    panel = CountingPanel()
    pr = Presenter(c, panel)
    pr.present()
    c.text("score 12", 30, 20)
    micropython.heap_lock()
    try:
        unchanged_first = pr.present() == 0
        sent = pr.present()
        c.text("score 13", 30, 20)
        changed = pr.present()
        again = pr.present()
    finally:
        micropython.heap_unlock()
    assert not unchanged_first and sent == 0 and changed > 0 and again == 0
