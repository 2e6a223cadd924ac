"""yaga.present.Presenter: only what changed goes to the panel, as per-page windows or one window over the
span of changed pages, whichever costs fewer bytes on the wire."""

from expect import raises
from yaga.gfx import Canvas
from yaga.present import WINDOW_COST, Presenter


class RecordingPanel:
    """A fake panel that records what lands on each page as (page, col0, col1, the bytes it would send),
    and each call as a window (page, col0, col1, pages)."""

    def __init__(self):
        self.writes = []
        self.windows = []

    def write(self, page, col0, col1, frame, pages=1):
        assert pages == 1 or (col0 == 0 and col1 == 127)  # the panel contract: several pages are full width
        self.windows.append((page, col0, col1, pages))
        for p in range(page, page + pages):
            self.writes.append((p, col0, col1, bytes(frame[p * 128 + col0 : p * 128 + col1 + 1])))

    def wire_bytes(self):
        return sum((c1 - c0 + 1) * n + WINDOW_COST for _, c0, c1, n in self.windows)


class CountingPanel:
    """A fake panel that allocates nothing: counts the bytes it is asked to send."""

    def __init__(self):
        self.sent = 0

    def write(self, page, col0, col1, frame, pages=1):
        self.sent += (col1 - col0 + 1) * pages


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

    def write(self, page, col0, col1, frame, pages=1):
        if self.fail:
            raise OSError("I2C NACK")
        RecordingPanel.write(self, page, col0, col1, frame, pages)


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


# ---- the plan: per-page windows or one window over the changed pages ---------------------------------


def test_window_cost_is_six_command_transactions_and_the_data_framing():
    # each command: address + 0x80 control + command byte; the data transaction adds address + 0x40
    assert WINDOW_COST == 6 * 3 + 2


def test_a_full_frame_goes_as_one_window_of_8_pages():
    c, panel, pr = setup()
    assert pr.present() == 1024
    assert panel.windows == [(0, 0, 127, 8)]
    assert panel.wire_bytes() == 1024 + WINDOW_COST  # as the driver's own show(), not 8 * 20 more


def test_a_whole_screen_change_goes_as_one_window():
    c, panel, pr = setup()
    pr.present()
    panel.windows = []
    c.clear(1)
    assert pr.present() == 1024
    assert panel.windows == [(0, 0, 127, 8)]


def test_narrow_changes_on_a_few_pages_stay_per_page_windows():
    c, panel, pr = setup()
    pr.present()
    panel.windows = []
    c.text("42", 50, 0)  # page 0, columns 50..60
    c.text("34", 50, 56)  # page 7: one window over pages 0..7 would cost 1024 bytes
    pr.present()
    assert panel.windows == [(0, 50, 60, 1), (7, 50, 60, 1)]


def test_wide_changes_on_neighbouring_pages_go_as_one_window_over_their_span():
    c, panel, pr = setup()
    pr.present()
    panel.windows = []
    panel.writes = []
    c.hline(0, 17, 128, 1)  # page 2, all 128 columns
    c.hline(1, 25, 126, 1)  # page 3, columns 1..126: per page 128 + 126 + 2 * 20 > 256 + 20
    c.hline(0, 33, 128, 1)  # page 4
    sent = pr.present()
    assert panel.windows == [(2, 0, 127, 3)]
    assert sent == 3 * 128
    assert panel.writes[1] == (3, 0, 127, bytes(c.buf[384:512]))


def test_the_plan_sent_is_the_cheaper_of_the_two():
    # (x0, width, pages filled): per-page windows cost the sum of (width + 20), one window (span * 128 + 20)
    for x0, w, pages in ((0, 128, (1, 5)), (10, 100, (0, 1, 2, 3)), (60, 8, (0, 7)), (0, 118, (3, 4)), (0, 108, (3, 4))):
        c, panel, pr = setup()
        pr.present()
        panel.windows = []
        for p in pages:
            c.fill_rect(x0, p * 8, w, 8, 1)
        pr.present()
        per_page = len(pages) * (w + WINDOW_COST)
        one = (pages[-1] - pages[0] + 1) * 128 + WINDOW_COST
        assert panel.wire_bytes() == min(per_page, one), (x0, w, pages)
        assert len(panel.windows) == (1 if one < per_page else len(pages))


def test_the_changed_columns_of_a_page_are_found_the_same_in_native_code_and_in_python():
    # on MicroPython the scan is a viper function; every pair of end columns on a page, both paths agree
    from yaga import present
    from yaga.gfx import native

    scans = [present._changed_columns] + ([] if native is None else [native.changed_columns])

    for p in (0, 3, 7):
        for c0 in (0, 1, 5, 64, 127):
            for c1 in (c0, c0 + 1, 100, 127):
                if c1 > 127 or c1 < c0:
                    continue
                frame = bytearray(1024)
                last = bytearray(1024)
                frame[p * 128 + c0] = 0x81
                frame[p * 128 + c1] = 0x18
                want = c0 << 8 | c1
                for scan in scans:
                    assert scan(frame, last, p * 128) == want, (p, c0, c1)
