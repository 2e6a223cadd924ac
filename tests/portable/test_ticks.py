"""yaga.ticks: differences and offsets on the box's clock, which wraps at 2**30 on MicroPython."""

from yaga.ticks import next_due, ticks_add, ticks_diff

WRAP = 1 << 30  # MicroPython's ticks_ms period


def test_ticks_diff_handles_the_2_pow_30_wrap():
    assert ticks_diff(5, WRAP - 5) == 10
    assert ticks_diff(WRAP - 5, 5) == -10
    assert ticks_diff(1000, 400) == 600
    assert ticks_diff(400, 1000) == -600


def test_ticks_add_wraps_past_2_pow_30_and_back_below_0():
    assert ticks_add(WRAP - 5, 10) == 5
    assert ticks_add(5, -10) == WRAP - 5
    assert ticks_add(1000, 600) == 1600


def test_a_time_added_is_the_same_distance_away_across_the_wrap():
    for start in (0, 1234, WRAP - 1, WRAP - 300):
        for ms in (1, 60, 600, -1, -600):
            assert ticks_diff(ticks_add(start, ms), start) == ms


def test_a_periodic_timer_keeps_its_schedule_when_a_turn_comes_late():
    assert next_due(1000, 1000, 40) == 1040
    assert next_due(1000, 1008, 40) == 1040  # 8 ms late: the next one still when it was due
    assert next_due(1000, 1040, 40) == 1080  # a whole period late: from now
    assert next_due(WRAP - 10, WRAP - 5, 40) == 30  # across the wrap
