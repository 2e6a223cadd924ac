"""Buttons: debounce, long press, D-pad repeat, several buttons, clock wrap, overflow; and samples at any
pace: the edges a device latched between its slow turns give the same events as
the simulator's 10 ms beat, and a hold is measured from its edge, not from the update that saw it."""

import sys

from yaga import buttons as bt
from yaga import keyscript
from yaga.buttons import A, B, DICE, DOWN, LEFT, LONG, PRESS, RELEASE, REPEAT, RIGHT, UP, Buttons

WRAP = 1 << 30  # MicroPython's ticks_ms period
QUEUE_SIZE = 16  # events yaga.buttons' ring holds (private there: a module constant would cost the box heap)


def drain(b):
    out = []
    ev = b.pop()
    while ev != bt.NONE:
        out.append((bt.kind(ev), bt.button(ev)))
        ev = b.pop()
    return out


def hold(b, mask, start, ms, step=10):
    """Feed a constant mask from start for ms (step apart); returns the time after."""
    t = start
    while t < start + ms:
        b.update(mask, t)
        t += step
    return t


def test_event_is_kind_shifted_three_plus_button():
    b = Buttons()
    b.update(1 << DICE, 0)
    b.update(1 << DICE, 20)
    ev = b.pop()
    assert ev == PRESS << 3 | DICE
    assert bt.kind(ev) == PRESS and bt.button(ev) == DICE
    assert b.pop() == -1


def test_chattering_input_gives_exactly_one_press_and_one_release():
    b = Buttons(debounce_ms=20)
    t = 0
    for level in (1, 0, 1, 1, 0, 1, 0, 1):  # contact bounce, 2 ms apart
        b.update(level << A, t)
        t += 2
    t = hold(b, 1 << A, t, 100, step=2)
    for level in (0, 1, 0, 0, 1, 0):
        b.update(level << A, t)
        t += 2
    hold(b, 0, t, 100, step=2)
    assert drain(b) == [(PRESS, A), (RELEASE, A)]


def test_a_level_shorter_than_debounce_is_ignored():
    b = Buttons(debounce_ms=20)
    b.update(1 << B, 0)
    b.update(1 << B, 19)
    b.update(0, 20)
    hold(b, 0, 30, 100)
    assert drain(b) == []
    assert not b.held(B)


def test_press_counts_once_stable_for_debounce_ms():
    b = Buttons(debounce_ms=20)
    b.update(1 << UP, 100)
    b.update(1 << UP, 119)
    assert drain(b) == []
    b.update(1 << UP, 120)
    assert drain(b) == [(PRESS, UP)]
    assert b.held(UP)


def test_long_fires_once_after_long_ms_held_from_the_edge():
    b = Buttons(debounce_ms=20, long_ms=600)
    t = hold(b, 1 << B, 0, 590)  # down at 0 (counted at 20, after debounce): long due at 600
    assert drain(b) == [(PRESS, B)]
    t = hold(b, 1 << B, t, 20)
    assert drain(b) == [(LONG, B)]
    t = hold(b, 1 << B, t, 2000)
    assert drain(b) == []
    hold(b, 0, t, 100)
    assert drain(b) == [(RELEASE, B)]


def test_long_fires_again_on_the_next_hold():
    b = Buttons(long_ms=600)
    t = hold(b, 1 << DICE, 0, 800)
    t = hold(b, 0, t, 100)
    hold(b, 1 << DICE, t, 800)
    assert drain(b) == [(PRESS, DICE), (LONG, DICE), (RELEASE, DICE), (PRESS, DICE), (LONG, DICE)]


def test_repeat_only_for_the_dpad_after_delay_then_every_repeat_ms():
    b = Buttons(debounce_ms=20, long_ms=10000, repeat_ms=120, repeat_delay_ms=400)
    hold(b, 1 << DOWN, 0, 400 + 3 * 120 + 10)  # down at 0; repeats at 400, 520, 640, 760 (from the edge)
    assert drain(b) == [(PRESS, DOWN)] + [(REPEAT, DOWN)] * 4
    b2 = Buttons(debounce_ms=20, long_ms=10000, repeat_ms=120, repeat_delay_ms=400)
    hold(b2, 1 << A | 1 << B | 1 << DICE, 0, 2000)
    assert sorted(drain(b2)) == [(PRESS, A), (PRESS, B), (PRESS, DICE)]


def test_slow_updates_give_one_repeat_each_not_a_burst():
    b = Buttons(debounce_ms=20, long_ms=10000, repeat_ms=120, repeat_delay_ms=400)
    b.update(1 << LEFT, 0)
    b.update(1 << LEFT, 20)
    b.update(1 << LEFT, 1500)  # the loop stalled for over a second
    b.update(1 << LEFT, 1510)
    b.update(1 << LEFT, 1620)
    assert drain(b) == [(PRESS, LEFT), (REPEAT, LEFT), (REPEAT, LEFT)]


def test_several_buttons_at_once_are_independent():
    b = Buttons(debounce_ms=20, long_ms=600)
    t = hold(b, 1 << A, 0, 100)
    t = hold(b, 1 << A | 1 << UP, t, 100)
    assert b.held(A) and b.held(UP) and not b.held(B)
    t = hold(b, 1 << UP, t, 100)
    hold(b, 0, t, 100)
    assert drain(b) == [(PRESS, A), (PRESS, UP), (RELEASE, A), (RELEASE, UP)]


def test_timing_survives_the_clock_wrapping_mid_hold():
    b = Buttons(debounce_ms=20, long_ms=600, repeat_ms=120, repeat_delay_ms=400)
    start = WRAP - 300
    t = start
    while t < start + 1000:
        b.update(1 << RIGHT, t % WRAP)  # the device clock wraps to 0 300 ms into the hold
        t += 10
    # down at +0; repeats at +400, +520, +640, +760, +880; long at +600
    assert drain(b) == [(PRESS, RIGHT), (REPEAT, RIGHT), (REPEAT, RIGHT), (LONG, RIGHT)] + [(REPEAT, RIGHT)] * 3


def test_queue_overflow_drops_the_oldest_events():
    b = Buttons(debounce_ms=20)
    t = 0
    presses = QUEUE_SIZE // 2 + 3  # each press and release is two events: overflows by 6
    for _ in range(presses):
        t = hold(b, 1 << A, t, 30)
        t = hold(b, 0, t, 30)
    got = drain(b)
    assert len(got) == QUEUE_SIZE
    assert b.dropped == 2 * presses - QUEUE_SIZE
    assert got[0] == (PRESS, A) and got[-1] == (RELEASE, A)
    b.update(1 << B, t)
    b.update(1 << B, t + 20)
    assert drain(b) == [(PRESS, B)]  # the newest event always gets in


def test_clear_forgets_queued_events():
    b = Buttons()
    hold(b, 1 << DICE, 0, 50)
    b.clear()
    assert b.pop() == -1
    assert b.held(DICE)


def test_update_and_pop_allocate_nothing_under_heap_lock():
    if sys.implementation.name != "micropython":
        return  # CPython has no heap lock; the MicroPython run of this same file checks it
    import micropython
    b = Buttons()
    pattern = (0, 1 << A, 1 << A, 1 << A | 1 << UP, 1 << UP, 0, 1 << DICE, 0)
    t = 0
    micropython.heap_lock()
    try:
        for i in range(400):
            b.update(pattern[(i // 37) % 8], t)
            t += 10
            while b.pop() != -1:
                pass
    finally:
        micropython.heap_unlock()
    assert t == 4000


# ---- samples at any pace -------------------------------------------------------------------------


def test_a_press_whose_down_and_up_come_in_one_slow_turn_is_still_a_press():
    # the device's pin interrupts latched both edges while a 380 ms turn ran; the next turn feeds
    # them with their times, then the level at its own time.
    b = Buttons(debounce_ms=20)
    b.update(0, 0)
    b.update(1 << A, 100)
    b.update(0, 200)
    b.update(0, 380)
    assert drain(b) == [(PRESS, A), (RELEASE, A)]


def test_a_level_shorter_than_debounce_between_two_edges_is_still_ignored():
    b = Buttons(debounce_ms=20)
    b.update(1 << A, 100)
    b.update(0, 119)  # bounce: the contact touched for 19 ms
    b.update(0, 500)
    assert drain(b) == []


def test_a_long_hold_seen_only_at_its_edges_gives_press_long_release():
    # a 700 ms B hold during Goat and Wolf AI play (turns of ~380 ms) must leave the app.
    b = Buttons(debounce_ms=20, long_ms=600)
    b.update(1 << B, 1000)  # the down edge, latched
    b.update(1 << B, 1380)  # a turn
    assert drain(b) == [(PRESS, B)]
    b.update(0, 1700)  # the up edge, latched during the next turn
    b.update(0, 1760)  # that turn's end
    assert drain(b) == [(LONG, B), (RELEASE, B)]


def test_a_hold_is_measured_from_its_edge_not_from_the_update_that_saw_it():
    # 650 ms held, first seen by an update 500 ms after the edge: the LONG is due at the edge + 600.
    b = Buttons(debounce_ms=20, long_ms=600)
    b.update(1 << B, 0)
    b.update(1 << B, 500)
    assert drain(b) == [(PRESS, B)]
    b.update(1 << B, 600)
    assert drain(b) == [(LONG, B)]


def test_one_late_update_gives_the_press_and_what_the_hold_earned_in_order():
    b = Buttons(debounce_ms=20, long_ms=600, repeat_ms=120, repeat_delay_ms=400)
    b.update(1 << UP, 0)
    b.update(0, 700)  # the up edge, 700 ms later: nothing seen in between
    b.update(0, 720)
    assert drain(b) == [(PRESS, UP), (REPEAT, UP), (LONG, UP), (RELEASE, UP)]  # one repeat, not a burst


def test_time_never_runs_back():
    # An edge stamped by an interrupt just after the loop read its clock comes before the loop's own sample.
    b = Buttons(debounce_ms=20)
    b.update(1 << A, 100)
    b.update(1 << A, 95)  # counts as 100
    b.update(1 << A, 119)
    assert drain(b) == []
    b.update(1 << A, 120)
    assert drain(b) == [(PRESS, A)]


def events_every_tick(levels):
    """The simulator: one update per 10 ms tick (keyscript.TICK_MS), events popped after each."""
    b = Buttons()
    out = []
    for i, mask in enumerate(levels):
        b.update(mask, i * keyscript.TICK_MS)
        out += drain(b)
    return out


def events_at_edges_and_turns(levels, turn_ms):
    """The device: each edge fed at its time as the interrupts latched it, then the level at each turn,
    the turns turn_ms apart; events popped once a turn, as the shell does."""
    b = Buttons()
    out = []
    held = 0
    next_turn = 0
    for i, mask in enumerate(levels):
        t = i * keyscript.TICK_MS
        if t >= next_turn:
            b.update(held, t)  # a turn: the level now
            out += drain(b)
            next_turn = t + turn_ms
        if mask != held:
            b.update(mask, t)  # an edge, latched
            held = mask
    b.update(held, len(levels) * keyscript.TICK_MS + 1000)
    return out + drain(b)


def test_edges_and_slow_turns_give_the_events_of_the_simulators_beat():
    # the lost-press script (DOWN,A,WAIT300,DOWN*4,RIGHT on the Goat and Wolf set-up) and a LONG_B, at the
    # key-script pace (100 ms down, 100 ms up), against turns from 10 ms up to 1.5 s.
    levels = list(keyscript.timeline(keyscript.parse("DOWN*2,A,WAIT300,DOWN*4,RIGHT,UP,A,LONG_B,DICE,LONG_B")))
    wanted = events_every_tick(levels)
    assert wanted.count((LONG, B)) == 2 and wanted.count((PRESS, DOWN)) == 6
    for turn_ms in (10, 70, 150, 380, 480, 1500):
        assert events_at_edges_and_turns(levels, turn_ms) == wanted, turn_ms
