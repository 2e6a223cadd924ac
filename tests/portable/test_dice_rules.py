"""The dice tray's rules (challenge rule BQ-7 of the Baba Yaga companion)."""

import engine_kit
from expect import raises
from yaga.games.dice import rules as dice


def _pool(*kinds):
    return dice.new_state(7, kinds)


def test_every_die_kind_rolls_exactly_its_faces():
    # d2..d100 show 1..N, the Goat and Wolf die (d6z) shows 0..5; each face appears, none outside.
    want = {
        dice.K_D2: (1, 2),
        dice.K_D4: (1, 4),
        dice.K_D6: (1, 6),
        dice.K_D8: (1, 8),
        dice.K_D10: (1, 10),
        dice.K_D12: (1, 12),
        dice.K_D20: (1, 20),
        dice.K_D100: (1, 100),
        dice.K_D6Z: (0, 5),
    }
    for k in want:
        lo, hi = want[k]
        assert (dice.lowest(k), dice.highest_face(k)) == (lo, hi)
        s = dice.new_state(k + 1, [k] * dice.MAX_DICE)
        seen = set()
        for _ in range(60):
            dice.roll_all(s)
            for i in range(dice.MAX_DICE):
                v = dice.value(s, i)
                assert lo <= v <= hi, (dice.kind_name(k), v)
                seen.add(v)
        assert seen == set(range(lo, hi + 1)), dice.kind_name(k)


def test_new_pool_is_not_rolled_and_keeps_its_kinds():
    s = _pool(dice.K_D6, dice.K_D20, dice.K_D6Z)
    assert len(s) == dice.STATE_SIZE
    assert not dice.rolled(s)
    assert dice.count(s) == 3
    assert [dice.kind(s, i) for i in range(3)] == [dice.K_D6, dice.K_D20, dice.K_D6Z]
    assert dice.history_count(s) == 0


def test_pool_holds_one_to_twelve_dice():
    raises(ValueError, dice.new_state, 1, [])
    raises(ValueError, dice.new_state, 1, [dice.K_D6] * 13)
    raises(ValueError, dice.new_state, 1, [dice.KINDS])
    s = dice.new_state(1, [dice.K_D4] * 12)
    assert dice.count(s) == 12
    raises(ValueError, dice.set_kind_count, s, dice.K_D6, 1)  # would make 13
    raises(ValueError, dice.set_kind_count, s, dice.K_D4, 0)  # would leave none
    assert dice.count(s) == 12


def test_mixed_pool_total_highest_and_successes():
    s = _pool(dice.K_D6, dice.K_D6, dice.K_D20, dice.K_D6Z)
    dice.roll_all(s)
    values = [dice.value(s, i) for i in range(4)]
    assert dice.total(s) == sum(values)
    assert dice.highest(s) == max(values)
    for t in range(1, 22):
        dice.set_target(s, t)
        hits = len([v for v in values if v >= t])
        assert dice.successes(s) == hits
        assert dice.passed(s) == (hits > 0)


def test_bq7_one_die_meeting_the_target_passes_dice_are_not_added():
    s = _pool(dice.K_D6, dice.K_D6)
    dice.set_target(s, 6)
    s[dice.POOL + dice.E_ROLLED] = 1
    s[dice.POOL + dice.E_VALUES] = 5
    s[dice.POOL + dice.E_VALUES + 1] = 5  # 5 + 5 = 10, but no single die reaches 6
    assert dice.total(s) == 10
    assert not dice.passed(s) and dice.successes(s) == 0
    s[dice.POOL + dice.E_VALUES + 1] = 6
    assert dice.passed(s) and dice.successes(s) == 1


def test_no_target_means_no_successes():
    s = _pool(dice.K_D6, dice.K_D6, dice.K_D6)
    dice.roll_all(s)
    dice.set_target(s, 0)
    assert dice.successes(s) == 0 and not dice.passed(s)
    raises(ValueError, dice.set_target, s, 101)
    raises(ValueError, dice.set_target, s, -1)


def test_reroll_one_keeps_the_other_dice():
    s = dice.new_state(3, [dice.K_D20] * 6)
    raises(ValueError, dice.reroll_one, s, 0)  # nothing to keep before a roll
    dice.roll_all(s)
    changed = False
    for _ in range(20):
        before = [dice.value(s, i) for i in range(6)]
        dice.reroll_one(s, 2)
        after = [dice.value(s, i) for i in range(6)]
        assert before[:2] + before[3:] == after[:2] + after[3:]
        changed = changed or before[2] != after[2]
        assert dice.rerolled_die(s) == 2
    assert changed
    raises(ValueError, dice.reroll_one, s, 6)


def test_history_keeps_the_last_ten_rolls_newest_first():
    s = _pool(dice.K_D100)
    rolls = []
    for _ in range(13):
        dice.roll_all(s)
        rolls.append(dice.value(s, 0))
    assert dice.history_count(s) == dice.HISTORY == 10
    got = [dice.value(s, 0, dice.history_entry(s, age)) for age in range(10)]
    assert got == list(reversed(rolls[3:]))
    raises(ValueError, dice.history_entry, s, 10)


def test_history_entry_keeps_its_own_target_and_reroll():
    s = _pool(dice.K_D6, dice.K_D6)
    dice.set_target(s, 4)
    dice.roll_all(s)
    dice.reroll_one(s, 1)
    dice.set_target(s, 2)
    newest = dice.history_entry(s, 0)
    older = dice.history_entry(s, 1)
    assert dice.target(s, newest) == 4 and dice.target(s, older) == 4
    assert dice.rerolled_die(s, newest) == 1 and dice.rerolled_die(s, older) == -1
    assert dice.successes(s, newest) == len([i for i in range(2) if dice.value(s, i, newest) >= 4])


def test_kind_counts_edit_a_mixed_pool_in_kind_order():
    s = _pool(dice.K_D6)
    dice.set_kind_count(s, dice.K_D20, 2)
    dice.set_kind_count(s, dice.K_D4, 1)
    dice.set_kind_count(s, dice.K_D6Z, 1)
    kinds = [dice.kind(s, i) for i in range(dice.count(s))]
    assert kinds == [dice.K_D4, dice.K_D6, dice.K_D20, dice.K_D20, dice.K_D6Z]
    assert dice.kind_count(s, dice.K_D20) == 2
    dice.set_kind_count(s, dice.K_D6, 0)
    assert dice.kind_count(s, dice.K_D6) == 0 and dice.count(s) == 4


def test_same_seed_and_actions_replay_byte_for_byte():
    def play(seed):
        s = dice.new_state(seed, [dice.K_D6, dice.K_D10, dice.K_D6Z])
        dice.set_target(s, 5)
        dice.roll_all(s)
        dice.reroll_one(s, 0)
        dice.set_kind_count(s, dice.K_D100, 2)
        dice.roll_all(s)
        return s

    assert play(11) == play(11)
    assert play(11) != play(12)


def test_summary_and_to_dict_read_the_roll():
    s = _pool(dice.K_D6, dice.K_D6Z)
    dice.roll_all(s)
    assert dice.summary(s) == "d6 d6z"
    d = dice.to_dict(s)
    assert d["pool"]["kinds"] == ["d6", "d6z"]
    assert d["pool"]["total"] == dice.total(s)
    assert len(d["history"]) == 1


def test_summary_names_the_pool_kind_by_kind():
    s = _pool(dice.K_D6Z, dice.K_D6, dice.K_D20, dice.K_D6, dice.K_D6)
    assert dice.summary(s) == "3d6 d20 d6z"
    dice.roll_all(s)
    assert dice.faces_to_str(s) == "+".join([str(dice.value(s, i)) for i in range(5)])


def test_is_valid_accepts_every_state_the_tray_makes_and_rejects_impossible_ones():
    s = _pool(dice.K_D6, dice.K_D6Z)
    assert dice.is_valid(s)
    for _ in range(12):
        dice.roll_all(s)
        dice.reroll_one(s, 1)
        assert dice.is_valid(s)
    breakers = (
        (dice.POOL + dice.E_COUNT, 0),
        (dice.POOL + dice.E_COUNT, 13),
        (dice.POOL + dice.E_TARGET, 101),
        (dice.POOL + dice.E_KINDS, dice.KINDS),
        (dice.POOL + dice.E_VALUES, 7),  # a d6 never shows 7
        (dice.POOL + dice.E_REROLLED, 3),  # only 2 dice
        (dice.history_entry(s, 4) + dice.E_VALUES + 1, 6),  # a d6z never shows 6, even in the history
    )
    for off, v in breakers:
        bad = bytearray(s)
        bad[off] = v
        assert not dice.is_valid(bad), (off, v)
    assert not dice.is_valid(s[:-1])


def test_layout_names_for_tests_match_what_the_rules_read_and_write():
    # the public layout: a value poked through E_VALUES is read
    # back by value(), a roll lands in the history slot ENTRY_SIZE bytes apart, and kinds keep their faces
    s = dice.new_state(5, (dice.K_D6, dice.K_D20, dice.K_D6Z))
    s[dice.POOL + dice.E_VALUES + 1] = 17
    assert dice.value(s, 1) == 17 and dice.count(s) == s[dice.POOL + dice.E_COUNT] == 3
    dice.roll_all(s)
    dice.roll_all(s)
    older, newest = dice.history_entry(s, 1), dice.history_entry(s, 0)
    assert abs(newest - older) == dice.ENTRY_SIZE
    assert [dice.highest_face(k) for k in (dice.K_D2, dice.K_D100, dice.K_D6Z)] == [2, 100, 5]
    assert dice.KINDS == dice.K_D6Z + 1


# ---- the engine contract: one player, never over, no chance nodes ------------------------------

def _act(s, name):
    """Apply the legal action that action_to_str calls `name`."""
    named = [a for a in dice.legal_actions(s) if dice.action_to_str(s, a) == name]
    assert len(named) == 1, name
    dice.apply_action(s, named[0])


def _names(s):
    return [dice.action_to_str(s, a) for a in dice.legal_actions(s)]


def test_engine_kit_random_playouts_replay_and_illegal_actions():
    def make(seed):
        return dice.new_state(seed, (dice.K_D6, dice.K_D20))

    assert engine_kit.check_engine(dice, make, games=6, seed=3, max_steps=60, require_terminal=False) == 0


def test_engine_actions_are_the_tray_s_rolls_pool_edits_and_target():
    s = _pool(dice.K_D6)
    assert dice.current_player(s) == 0 and dice.returns(s) == [0]
    names = _names(s)
    assert "roll" in names and "reroll die 1" not in names  # nothing rolled yet
    assert "remove d6" not in names and "add d20" in names  # one die always stays
    _act(s, "add d20")
    _act(s, "target 5")
    assert [dice.kind(s, i) for i in range(dice.count(s))] == [dice.K_D6, dice.K_D20] and dice.target(s) == 5
    same = bytearray(s)
    _act(s, "roll")
    dice.roll_all(same)
    assert s == same  # the faces come from the state's PRNG, as the DICE button draws them
    _act(s, "reroll die 2")
    dice.reroll_one(same, 1)
    assert s == same and dice.rerolled_die(s) == 1
    _act(s, "remove d6")
    assert dice.count(s) == 1 and "remove d20" not in _names(s)
    _act(s, "no target")
    assert dice.target(s) == 0 and "no target" not in _names(s)
    before = bytes(s)
    raises(ValueError, dice.apply_action, s, 1 + 5)  # reroll die 6 of a one-die pool
    assert bytes(s) == before
    for _ in range(dice.MAX_DICE - 1):
        _act(s, "add d4")
    assert dice.count(s) == dice.MAX_DICE and "add d4" not in _names(s)


def test_keep_highest_keeps_the_first_of_equal_faces_and_counts_only_kept_dice():
    s = _pool(dice.K_D6, dice.K_D6, dice.K_D6, dice.K_D6)
    dice.set_keep(s, 2)
    s[dice.POOL + dice.E_ROLLED] = 1
    s[dice.POOL + dice.E_VALUES : dice.POOL + dice.E_VALUES + 4] = bytes((4, 6, 4, 2))
    assert [dice.is_kept(s, i) for i in range(4)] == [True, True, False, False]
    dice.set_target(s, 4)
    assert dice.kept_total(s) == 10 and dice.successes(s) == 2 and dice.faces_to_str(s) == "4+6"
    dice.set_modifier(s, -3)
    assert dice.total(s) == 7 and dice.summary(s) == "4d6-3 k2"


def test_keep_and_modifier_stay_in_range():
    s = _pool(dice.K_D6, dice.K_D6, dice.K_D6)
    dice.set_keep(s, 3)  # as many as the pool holds: all of them
    assert dice.keep(s) == 0
    dice.set_keep(s, 2)
    dice.set_kind_count(s, dice.K_D6, 2)  # keep-highest that leaves no die out is dropped
    assert dice.keep(s) == 0
    raises(ValueError, dice.set_modifier, s, dice.MAX_MOD + 1)
    raises(ValueError, dice.set_keep, s, -1)
    dice.set_modifier(s, -dice.MAX_MOD)
    assert dice.modifier(s) == -dice.MAX_MOD and dice.is_valid(s)


def test_a_saved_pool_keeps_its_dice_target_modifier_and_keep_not_its_faces():
    s = _pool(dice.K_D10, dice.K_D10, dice.K_D6)
    dice.set_target(s, 8)
    dice.set_modifier(s, 2)
    dice.set_keep(s, 2)
    dice.roll_all(s)
    dice.save_pool(s, 3)
    assert dice.slot_filled(s, 3) and not dice.slot_filled(s, 0)
    dice.set_pool(s, [dice.K_D4])
    dice.use_pool(s, 3)
    assert dice.summary(s) == "d6 2d10+2 k2" and dice.target(s) == 8 and not dice.rolled(s)
    raises(ValueError, dice.use_pool, s, 0)
    raises(ValueError, dice.slot, 4)


def test_the_tally_counts_marks_to_its_cap_and_takes_back_only_the_last():
    s = _pool(dice.K_D6)
    for _ in range(dice.MAX_TALLY + 3):
        dice.mark(s, True)
    dice.mark(s, False)
    assert (dice.passes(s), dice.fails(s)) == (dice.MAX_TALLY, 1)
    assert dice.unmark(s) and not dice.unmark(s)
    assert (dice.passes(s), dice.fails(s)) == (dice.MAX_TALLY, 0) and dice.is_valid(s)


def test_is_valid_refuses_a_bad_modifier_keep_slot_or_tally():
    s = _pool(dice.K_D6, dice.K_D6)
    dice.save_pool(s, 0)
    for at, v in ((dice.POOL + dice.E_MOD, 2 * dice.MAX_MOD + 1), (dice.POOL + dice.E_KEEP, 2),
                  (dice.slot(0) + dice.E_ROLLED, 1), (dice.slot(1) + dice.E_TARGET, 3),
                  (dice.PASSES, dice.MAX_TALLY + 1), (dice.FAILS + 1, 3)):
        bad = bytearray(s)
        bad[at] = v
        assert not dice.is_valid(bad), at


def test_the_new_actions_play_through_the_engine_contract():
    s = _pool(dice.K_D6, dice.K_D6)
    names = [dice.action_to_str(s, a) for a in dice.legal_actions(s)]
    assert "modifier 3" in names and "keep highest 1" in names and "save pool 4" in names and "mark pass" in names
    assert "use pool 1" not in names and "take back the mark" not in names
    for name in ("modifier -2", "keep highest 1", "save pool 1", "mark fail"):
        a = [a for a in dice.legal_actions(s) if dice.action_to_str(s, a) == name][0]
        dice.apply_action(s, a)
    assert dice.modifier(s) == -2 and dice.keep(s) == 1 and dice.slot_filled(s, 0) and dice.fails(s) == 1
    assert "use pool 1" in [dice.action_to_str(s, a) for a in dice.legal_actions(s)]
