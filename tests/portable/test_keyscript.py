"""Key scripts (yaga.keyscript): the syntax of docs/ARCHITECTURE.md and the timing the player feeds the shell."""

from expect import raises
from yaga import buttons
from yaga.keyscript import (GAP_MS, LONG, MAX_SHOWN, PRESS, PRESS_MS, TICK_MS, WAIT, Player, levels, parse, shown,
                            timeline)


def test_names_parse_to_presses_of_the_contract_button_ids():
    assert parse("UP,DOWN,LEFT,RIGHT,A,B,DICE") == [
        (PRESS, buttons.UP), (PRESS, buttons.DOWN), (PRESS, buttons.LEFT), (PRESS, buttons.RIGHT),
        (PRESS, buttons.A), (PRESS, buttons.B), (PRESS, buttons.DICE),
    ]


def test_repeat_long_press_and_wait_items():
    assert parse("DOWN*3, LONG_B ,WAIT500") == [
        (PRESS, buttons.DOWN), (PRESS, buttons.DOWN), (PRESS, buttons.DOWN), (LONG, buttons.B), (WAIT, 500),
    ]


def test_names_are_case_insensitive_and_an_empty_script_is_no_steps():
    assert parse("dice,long_b,wait20") == [(PRESS, buttons.DICE), (LONG, buttons.B), (WAIT, 20)]
    assert parse("") == [] and parse("  ") == []


def test_bad_items_raise_value_error_naming_the_item():
    for script, item in (("A,JUMP", "JUMP"), ("LONG_Q", "LONG_Q"), ("WAITx", "WAITx"), ("A*", "A*"),
                         ("B*-1", "B*-1"), ("WAIT", "WAIT"), ("ZZ*2", "ZZ*2")):
        e = raises(ValueError, parse, script)
        assert item in str(e), (script, str(e))
    assert "empty" in str(raises(ValueError, parse, "A,,B"))


def test_limits_name_the_item_and_never_expand_or_wait_for_ever():
    # A*999999999 grew past 2 GB, WAIT99999999999999999999 hung (and 5,000 digits pass CPython's
    # int limit)
    for script, item, what in (
        ("A*999999999", "A*999999999", "repeat count over 10000"),
        ("A*10001", "A*10001", "repeat count over"),
        ("WAIT99999999999999999999", "WAIT99999999999999999999", "wait (ms) over 3600000"),
        ("WAIT" + "9" * 5000, "WAIT999", "wait (ms) over"),
        ("A," + "WAIT3600000," * 4 + "B", "WAIT3600000", "longer than 4 hours"),
        ("LONG_B*10000,LONG_B*10000", "LONG_B*10000", "longer than 4 hours"),  # refused before it is expanded
    ):
        e = str(raises(ValueError, parse, script))
        assert item in e and what in e, (script[:40], e[:80])
    assert len(parse("A*10000")) == 10000 and parse("WAIT3600000") == [(WAIT, 3600000)]


def test_a_number_of_other_digits_names_the_item_as_a_bad_number():
    # str.isdigit takes a superscript or a circled digit that int() then refuses
    for script in ("A*\u00b2", "WAIT\u2460", "B*\u0663"):
        e = str(raises(ValueError, parse, script))
        assert e == "bad number in key script item: " + script, e


def test_an_unknown_item_is_echoed_cut_short_and_printable():
    e = str(raises(ValueError, parse, "A," + "X" * 5000))
    assert e == "unknown key name: " + "X" * MAX_SHOWN + "...", e[:80]
    e = str(raises(ValueError, parse, "FOO\x1b[2J\x9b\u202e\x07"))
    assert e == "unknown key name: FOO\\x1b[2J\\x9b\\u202e\\x07", e
    assert shown("\u0416\u00e9") == "\u0416\u00e9"  # letters of any script are shown as they are
    e = str(raises(ValueError, parse, "A,," + "B" * 100))
    assert len(e) < 80 and "\n" not in e, e


def record(steps, long_ms=600):
    seen = []
    end = Player(lambda mask, now: seen.append((mask, now)), long_ms).play(steps)
    return seen, end


def test_player_ticks_a_fixed_clock_and_holds_a_press_then_releases_it():
    seen, end = record(parse("A"))
    times = [t for _, t in seen]
    assert times == list(range(0, end, TICK_MS))
    held = [t for m, t in seen if m == 1 << buttons.A]
    assert len(held) == PRESS_MS // TICK_MS and held[0] == GAP_MS
    assert [m for m, _ in seen if m not in (0, 1 << buttons.A)] == []
    assert seen[-1][0] == 0 and end == GAP_MS + PRESS_MS + GAP_MS


def test_long_press_is_held_past_the_long_press_time():
    seen, _ = record(parse("LONG_B"), long_ms=700)
    held = [t for m, t in seen if m == 1 << buttons.B]
    assert held[-1] - held[0] + TICK_MS > 700


def test_wait_feeds_no_buttons_for_that_long():
    seen, end = record(parse("WAIT500"))
    assert end == GAP_MS + 500 and [m for m, _ in seen if m] == []


def test_the_player_drives_real_debounced_buttons_to_one_press_and_release_each():
    b = buttons.Buttons()
    events = []

    def step(mask, now):
        b.update(mask, now)
        ev = b.pop()
        while ev != buttons.NONE:
            events.append(ev)
            ev = b.pop()

    Player(step, b.long_ms).play(parse("DOWN*2,LONG_B"))
    down = [(buttons.PRESS << 3) | buttons.DOWN, (buttons.RELEASE << 3) | buttons.DOWN]
    long_b = [(buttons.PRESS << 3) | buttons.B, (buttons.LONG << 3) | buttons.B, (buttons.RELEASE << 3) | buttons.B]
    assert events == down + down + long_b


def test_levels_take_shorter_press_and_gap_times_for_the_interactive_terminal():
    got = list(levels(parse("A"), press_ms=40, gap_ms=30))
    assert got == [1 << buttons.A] * 4 + [0] * 3


def test_timeline_is_what_the_player_feeds():
    steps = parse("A,WAIT30,LONG_B")
    seen, _ = record(steps, long_ms=300)
    assert list(timeline(steps, 300)) == [m for m, _ in seen]
