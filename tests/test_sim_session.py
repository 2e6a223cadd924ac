"""host_sim.session: the live loop on a (faked) wall clock sleeps and wakes the box like the device."""

import host_sim.session as session_module
from host_sim.session import Session
from yaga import buttons


class FakeTime:
    """time.monotonic / time.sleep for the live loop: sleeping advances the clock, nothing waits."""

    def __init__(self):
        self.t = 0.0

    def monotonic(self):
        self.t += 0.0001  # every look at the clock costs a little, like real work
        return self.t

    def sleep(self, s):
        self.t += s


def test_live_loop_sleeps_after_the_idle_time_and_the_waking_press_is_swallowed(tmp_path, monkeypatch):
    monkeypatch.setattr(session_module, "time", FakeTime())
    s = Session(str(tmp_path), 1)
    s.shell.settings.sleep_min = 1
    seen = []
    down = 1 << buttons.DOWN

    def poll(now):
        seen.append((now, s.display.chip.display_on))
        if now < 61000:
            return 0
        if now < 61100:
            return down  # the press that wakes the box
        if now < 61500:
            return 0
        if now < 61600:
            return down  # a press that counts
        return 0 if now < 62000 else None

    menu = s.shell.view
    s.live(poll, lambda: None)

    def on_at(t):
        return [on for now, on in seen if now <= t][-1]

    assert on_at(59000) is True
    assert any(not on for now, on in seen if 60000 <= now < 61000)  # asleep: display off
    assert on_at(61200) is True  # woken
    assert s.shell.view is menu and s.shell.view.cursor == 1  # only the second DOWN moved the cursor
