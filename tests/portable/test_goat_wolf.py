"""Goat and Wolf engine, one test per rule id of shared/rules/goat-and-wolf.md (GW-1..GW-36).

Positions are set by writing the state's documented fields (AT_* offsets); dice are forced by applying
chosen chance outcomes.
"""

import engine_kit
from expect import raises
from yaga.engine import CHANCE, TERMINAL
from yaga.fields import s8, set_s8
from yaga.games.goat_wolf import rules as g
from yaga.games.goat_wolf.board import parse
from yaga.rng import Rng

GOAT = g.GOAT
WOLF = g.WOLF


def pos(goat, wolf, turn=GOAT, soul=False, cw=False):
    """A state with the pieces on the named cells, the Wolf already out, `turn` about to roll."""
    s = g.new_state(7)
    s[g.AT_CELL + GOAT] = parse(goat)
    s[g.AT_CELL + WOLF] = parse(wolf)
    s[g.AT_FLAGS + WOLF] = 1 << g.F_OUT
    if cw:
        s[g.AT_FLAGS + WOLF] |= 1 << g.F_CW
    if soul:
        s[g.AT_FLAGS + GOAT] |= 1 << g.F_SOUL
    s[g.AT_TURN] = turn
    s[g.AT_PHASE] = g.PH_ROLL
    return s


def phase(s):
    return s[g.AT_PHASE]


def on(s, p, bit):
    return (s[g.AT_FLAGS + p] >> bit) & 1 == 1


def put(s, p, bit):
    s[g.AT_FLAGS + p] |= 1 << bit


def roll(s, d1, d2):
    g.apply_action(s, g.dice_action(d1, d2))


def die(s, d):
    g.apply_action(s, g.die_action(d))


def cells(s):
    return sorted(g.action_to_str(s, a).split(" ")[-1] for a in g.legal_actions(s))


def where(s):
    d = g.to_dict(s)
    return d["goat"], d["wolf"]


def codes(s):
    return [e[0] for e in g.events(s)]


def choose(s, label):
    g.apply_action(s, g.cell_action(parse(label)))


# ---- the contract -----------------------------------------------------------------------------

def test_new_game_goat_on_sunrise_wolf_in_centre_goat_to_move():
    d = g.to_dict(g.new_state(1))
    assert d["goat"] == "O1" and d["wolf"] == "C" and d["turn"] == "goat"
    assert d["soul"] is False and d["winner"] is None
    assert g.current_player(g.new_state(1)) == CHANCE
    assert len(g.new_state(1)) == g.STATE_SIZE


def test_engine_kit_random_playouts_replay_and_illegal_actions():
    assert engine_kit.check_engine(g, g.new_state, games=30, seed=4) == 30


def test_illegal_action_raises_and_changes_nothing():
    s = pos("O3", "M5")
    before = bytes(s)
    raises(ValueError, g.apply_action, s, g.A_KEEP)
    raises(ValueError, g.apply_action, s, g.die_action(2))
    assert bytes(s) == before


def test_chance_outcome_advances_prng_as_sampling_does():
    a = g.new_state(11)
    b = g.new_state(11)
    g.apply_action(a, g.sample_chance(a))
    roll(b, 0, 0)
    assert a[g.AT_RNG:g.AT_RNG + 4] == b[g.AT_RNG:g.AT_RNG + 4]
    assert len(g.chance_outcomes(g.new_state(1))) == 36


# ---- board and movement -----------------------------------------------------------------------

def test_gw1_clockwise_is_increasing_and_wraps_within_the_ring():
    s = pos("M5", "O15", WOLF, cw=True)
    roll(s, 1, 1)  # 2 steps clockwise: O16 -> O1 round the ring, or O16 -> M1 across the link
    assert cells(s) == ["M1", "O1"]
    s = pos("O2", "O8")
    roll(s, 1, 2)
    assert where(s)[0] == "O5"  # the Goat inbound goes up the numbers


def test_gw1_gw2_the_ring_tables_are_ring_step_and_link_of_cell_by_cell():
    from yaga.games.goat_wolf import board

    for d in (1, -1):
        assert list(board.ring_steps(d)) == [board.ring_step(c, d) for c in range(board.C)]
    assert list(board.links(255)) == [board.link_of(c) & 0xFF for c in range(board.C)]
    assert [c for c in range(board.C) if board.link_of(c) >= 0] == [board.O16, board.M1, board.M12, board.I1]


def test_gw2_links_cost_one_step_and_the_wolf_never_takes_i7_to_c():
    s = pos("O2", "M1", WOLF)
    roll(s, 0, 1)  # one step: M12 round the ring or O16 across the link
    assert cells(s) == ["M12", "O16"]
    s = pos("O2", "I5", WOLF, cw=True)
    roll(s, 1, 1)  # onto I7 with no step left: no way into C
    assert where(s)[1] == "I7" and g.to_dict(s)["winner"] is None


def test_gw3_goat_route_crosses_links_and_i8_steps_to_i1_inbound():
    s = pos("O15", "I4")
    roll(s, 0, 2)
    assert where(s)[0] == "M1"
    s = pos("M1", "I4", soul=True)
    roll(s, 0, 2)
    assert where(s)[0] == "O15"
    assert g.goat_route(parse("I8"), 2, 1, False) == [parse("I1"), parse("I2")]
    assert g.goat_route(parse("I8"), 1, -1, True) == [parse("I7")]


def test_gw4_touching_i7_enters_c_and_rolls_for_the_soul_at_once():
    s = pos("I5", "O3")
    roll(s, 2, 3)
    assert where(s)[0] == "C"
    assert g.EV_ENTER_C in codes(s)
    assert phase(s) == g.PH_SOUL and g.to_dict(s)["turn"] == "goat"


def test_gw5_back_stops_at_o1_and_outbound_goat_stops_at_i7():
    s = pos("O12", "M5")
    roll(s, 1, 1)  # lands on O14, Hunter's Snares: 2 back along the route
    assert where(s)[0] == "O12"
    assert g.goat_route(parse("O2"), 5, -1, False) == [parse("O1")]
    assert g.goat_route(parse("I6"), 4, 1, True) == [parse("I7")]
    s = pos("O3", "O16", WOLF)
    roll(s, 1, 1)
    choose(s, "O14")  # Snares: thrown 2 against its (counter-clockwise) direction, within the ring
    assert where(s)[1] == "O16"
    s = pos("O3", "I3", WOLF, cw=True)
    roll(s, 2, 3)  # I3 +5 clockwise = I8, Abyss: 4 back counter-clockwise within the ring
    assert where(s)[1] == "I4"


def test_gw6_even_soul_roll_saves_odd_stays_and_is_counted():
    s = pos("I5", "O3")
    roll(s, 2, 3)
    roll(s, 1, 2)  # odd
    assert where(s)[0] == "C" and g.to_dict(s)["odd_soul_rolls"] == 1
    assert g.to_dict(s)["turn"] == "wolf"
    s = pos("I5", "O3")
    roll(s, 2, 3)
    roll(s, 3, 3)  # even
    d = g.to_dict(s)
    assert d["goat"] == "I7" and d["soul"] and d["turn"] == "wolf"


def test_gw7_wolf_first_turn_steps_to_i1_then_moves_counter_clockwise():
    s = g.new_state(3)
    roll(s, 1, 1)
    assert g.legal_actions(s) == [g.A_OUT] and g.current_player(s) == WOLF
    g.apply_action(s, g.A_OUT)
    assert where(s) == ("O3", "I1")
    roll(s, 0, 1)  # goat
    roll(s, 0, 2)  # wolf: I1 counter-clockwise 2 = I7, across to M12 then M11, or across and back
    assert cells(s) == ["I1", "I7", "M11"]


def test_gw8_wolf_starting_on_a_lair_chooses_its_direction_and_keeps_it():
    s = pos("O2", "O8", WOLF, cw=True)
    roll(s, 1, 1)  # clockwise onto O10, the Wolf's Lair
    roll(s, 0, 1)  # goat
    assert phase(s) == g.PH_LAIR and g.legal_actions(s) == [g.A_CCW, g.A_CW]
    g.apply_action(s, g.A_CCW)
    roll(s, 0, 2)
    assert where(s)[1] == "O8" and not g.to_dict(s)["wolf_clockwise"]
    roll(s, 0, 1)
    roll(s, 0, 1)
    assert where(s)[1] == "O7"


def test_gw9_effects_act_only_where_a_move_ends():
    s = pos("O11", "M5")
    roll(s, 1, 2)  # passes O13 Dead Lake, ends on O14 Snares, thrown back to O12
    assert where(s)[0] == "O12" and not on(s, GOAT, g.F_MISS)
    s = pos("O11", "M5")
    roll(s, 0, 2)  # ends on O13
    assert on(s, GOAT, g.F_MISS)


def test_gw10_passing_is_no_meeting_and_a_push_onto_the_goat_is_not_made():
    s = pos("O3", "O5")
    roll(s, 2, 2)
    assert g.to_dict(s)["winner"] is None and where(s)[0] == "O7"
    s = pos("I1", "I3")  # Wolf counter-clockwise: pushed back means to I4; put the Goat there first
    roll(s, 0, 1)  # Goat to I2, the Cauldron
    roll(s, 4, 0)  # a 4 and no 5: push the Wolf 1 back (clockwise), I4
    assert where(s)[1] == "I4"
    s = pos("I1", "I3", cw=True)
    roll(s, 0, 1)
    roll(s, 4, 1)  # pushed counter-clockwise onto I2, where the Goat stands: not made
    assert where(s)[1] == "I3" and g.EV_PUSH_BLOCKED in codes(s)


def test_gw11_outer_ring_meeting_wolf_wins():
    s = pos("O3", "O6")
    roll(s, 1, 2)
    assert g.to_dict(s)["winner"] == "wolf" and g.returns(s) == [-1, 1]
    assert g.current_player(s) == TERMINAL and g.legal_actions(s) == []


def test_gw11_middle_ring_meeting_sends_goat_back():
    s = pos("M3", "M7")
    roll(s, 2, 2)
    assert where(s) == ("O1", "M7") and g.to_dict(s)["winner"] is None
    s = pos("M9", "M5", soul=True)
    roll(s, 2, 2)
    d = g.to_dict(s)
    assert (d["goat"], d["wolf"], d["soul"]) == ("I7", "M5", True)


def test_gw11_menhirs_protect_the_goat_who_ended_there():
    s = pos("O12", "O15")
    roll(s, 1, 2)
    assert where(s) == ("O15", "O15") and g.to_dict(s)["winner"] is None
    assert g.EV_SAFE in codes(s)
    roll(s, 0, 0)  # the Wolf's turn: no move
    assert g.to_dict(s)["winner"] is None


def test_gw12_trap_wolf_on_i7_steps_into_c_after_two_odd_soul_rolls():
    s = pos("I5", "I7", cw=True)
    roll(s, 1, 1)  # Goat enters C
    roll(s, 0, 1)  # odd
    roll(s, 0, 0)  # Wolf: no move, stays on I7
    roll(s, 1, 2)  # odd again: trap armed
    assert phase(s) == g.PH_TRAP and g.legal_actions(s) == [g.A_TRAP, g.A_ROLL]
    g.apply_action(s, g.A_TRAP)
    assert g.to_dict(s)["winner"] == "wolf" and where(s)[1] == "C"


def trap_armed(wolf, cw=False):
    """The Wolf on `wolf` to roll, the Goat in C after two odd soul rolls (GW-12)."""
    s = pos("C", wolf, WOLF, cw=cw)
    s[g.AT_ODD] = 2
    return s


def test_gw12_trap_a_move_reaching_i7_with_a_step_left():
    s = trap_armed("I5", cw=True)
    roll(s, 1, 2)  # I6, I7 with a step left
    assert g.to_dict(s)["winner"] == "wolf" and where(s)[1] == "C"


def test_gw13_goat_reaching_o1_outbound_wins_steps_beyond_ignored():
    s = pos("O3", "M8", soul=True)
    roll(s, 2, 3)
    assert g.to_dict(s)["winner"] == "goat" and g.returns(s) == [1, -1]
    assert where(s)[0] == "O1"


def test_gw32_trap_a_move_reaching_i7_stops_there_and_cannot_go_on():
    s = trap_armed("I6", cw=True)
    roll(s, 1, 1)  # I7 with a step left: never on to I8
    assert g.current_player(s) == TERMINAL and g.to_dict(s)["winner"] == "wolf" and where(s)[1] == "C"
    assert g.to_dict(s)["trail"] == [(WOLF, "I7", False), (WOLF, "C", False)]


def test_gw32_trap_no_other_ending_when_the_move_can_reach_i7():
    s = trap_armed("I1")  # counter-clockwise: I8, I7, or out over the link to M12 and round the middle ring
    roll(s, 2, 3)
    assert g.to_dict(s)["winner"] == "wolf" and where(s)[1] == "C"


def test_gw32_trap_reaching_i7_with_no_step_left_is_no_win():
    s = trap_armed("I5", cw=True)
    roll(s, 1, 1)  # ends on I7: the Trap springs only at the start of its next turn
    assert g.to_dict(s)["winner"] is None and where(s)[1] == "I7"


# ---- combinations and modifiers ---------------------------------------------------------------

def test_gw14_secret_path_jump_then_six_steps():
    s = pos("O2", "M5")
    roll(s, 5, 5)
    assert phase(s) == g.PH_JUMP and cells(s) == ["O3", "O4", "O5", "O6"]
    choose(s, "O4")
    assert where(s)[0] == "O10"


def test_gw14_no_cell_to_jump_to_moves_ten():
    s = pos("I6", "O2")  # GW-30: from I6 inbound there is no target
    roll(s, 5, 5)
    assert where(s)[0] == "C" and g.EV_NO_JUMP in codes(s)


def test_gw15_second_wind_moves_eight_then_one_die():
    s = pos("O1", "M5")
    roll(s, 4, 4)
    assert where(s)[0] == "O9" and phase(s) == g.PH_WIND
    die(s, 3)
    assert where(s)[0] == "O12" and g.to_dict(s)["turn"] == "wolf"


def test_gw15_second_wind_lost_when_the_goat_enters_c():
    s = pos("M12", "O5")
    roll(s, 4, 4)
    assert where(s)[0] == "C" and phase(s) == g.PH_SOUL


def test_gw16_modifiers_add_up_floor_zero_and_keep_the_combination():
    s = pos("O2", "M5")
    set_s8(s, g.AT_MOD + GOAT, -3)
    roll(s, 4, 4)  # still Second Wind, 8 - 3 = 5
    assert where(s)[0] == "O7" and phase(s) == g.PH_WIND
    s = pos("O2", "M5")
    set_s8(s, g.AT_MOD + GOAT, -9)
    roll(s, 1, 2)
    assert where(s)[0] == "O2"


def test_gw17_missed_turn_is_skipped_and_extra_turn_taken_at_once():
    s = pos("O3", "M7")
    put(s, WOLF, g.F_MISS)
    roll(s, 0, 1)
    assert g.to_dict(s)["turn"] == "goat" and g.EV_MISS in codes(s)
    s = pos("M1", "O7")
    roll(s, 0, 2)  # M3 Bonebreaker: one die
    assert phase(s) == g.PH_EFFECT and g.legal_actions(s) == [g.die_action(d) for d in range(6)]
    die(s, 1)
    assert g.to_dict(s)["turn"] == "goat" and g.EV_EXTRA in codes(s)


def test_gw18_stump_reroll_once_keeps_the_new_roll():
    s = pos("O2", "M7")
    s[g.AT_REROLL] = 1
    roll(s, 0, 1)
    assert phase(s) == g.PH_REROLL
    g.apply_action(s, g.A_REROLL)
    assert phase(s) == g.PH_ROLL and g.to_dict(s)["reroll"] == "used"
    roll(s, 2, 2)
    assert where(s)[0] == "O6"
    s = pos("O2", "M7")
    s[g.AT_REROLL] = 1
    roll(s, 0, 1)
    g.apply_action(s, g.A_KEEP)
    assert where(s)[0] == "O3" and g.to_dict(s)["reroll"] == "held"


def test_gw19_modifiers_apply_to_the_first_movement_not_the_one_die_move():
    s = pos("O1", "M7")
    set_s8(s, g.AT_MOD + GOAT, -2)
    roll(s, 4, 4)
    assert where(s)[0] == "O7"
    die(s, 2)
    assert where(s)[0] == "O9"
    s = pos("O1", "M7")  # gained during the turn: O5 Stony Slope on the 8 waits for the next roll
    roll(s, 4, 0)
    roll(s, 0, 0)
    assert s8(s, g.AT_MOD + GOAT) == -1


def test_gw20_a_zero_move_is_no_move():
    s = pos("O5", "M7")
    roll(s, 0, 0)
    assert s8(s, g.AT_MOD + GOAT) == 0 and where(s)[0] == "O5"
    assert g.to_dict(s)["turn"] == "wolf"


def test_gw21_wolf_may_cross_and_cross_back_and_jumps_take_links():
    s = pos("O5", "M1", WOLF)
    roll(s, 1, 1)  # M1 -> O16 -> M1 back, or O16 -> O15, or M12, M11, or M12 -> I1
    assert "M1" in cells(s) and "I1" in cells(s)
    s = pos("O5", "M2", WOLF)
    roll(s, 5, 5)  # jump 1-4 ahead (counter-clockwise, links allowed), never O15/O16, free cells
    got = cells(s)
    assert "O14" in got and "M1" in got and "O16" not in got and "O15" not in got


def test_gw31_a_wolf_jump_never_ends_on_the_cell_it_starts_from():
    s = pos("O5", "M1", WOLF)
    roll(s, 5, 5)  # M1 -> O16 -> M1 is out over the link and straight back: no jump
    got = cells(s)
    assert "M1" not in got and "O14" in got and "M12" in got and "I1" in got


def test_gw22_swap_onto_menhirs_protects_nothing():
    s = pos("I1", "O15")
    roll(s, 0, 1)  # Goat to I2, Cauldron
    roll(s, 4, 5)  # both: swap
    assert where(s) == ("O15", "I2")
    assert s[g.AT_HOLD] == 0


def test_gw22_wolf_pushed_onto_a_lair_chooses_at_its_next_turn():
    s = pos("I1", "M3")  # the Wolf goes counter-clockwise, so the push is clockwise
    roll(s, 0, 1)
    roll(s, 4, 0)  # push to M4, a Lair
    assert where(s)[1] == "M4" and phase(s) == g.PH_LAIR


def test_gw23_goat_home_wins_even_with_the_wolf_on_o1():
    s = pos("O3", "O1", soul=True)
    roll(s, 1, 1)
    assert g.to_dict(s)["winner"] == "goat"


def test_gw24_goat_swapped_onto_i7_inbound_enters_c_next_step():
    s = pos("I1", "I7")
    roll(s, 0, 1)
    roll(s, 4, 5)  # swap: Goat on I7 inbound
    assert where(s) == ("I7", "I2") and g.to_dict(s)["winner"] is None
    roll(s, 0, 1)  # the Wolf's turn
    roll(s, 2, 1)
    assert where(s)[0] == "C"


def test_gw25_seven_sisters_reverses_the_next_moving_turn_combos_included():
    s = pos("I1", "O5")
    roll(s, 1, 1)  # I3, Seven Sisters
    assert g.to_dict(s)["sisters"]
    roll(s, 0, 1)  # Wolf
    roll(s, 4, 4)  # reversed: 8 back from I3 -> M7, then one die also back
    assert where(s)[0] == "M7"
    die(s, 2)
    assert where(s)[0] == "M5" and not g.to_dict(s)["sisters"]


def test_gw25_crossroads_forward_follows_the_route_and_the_wolf_direction():
    s = pos("M6", "O5")
    roll(s, 0, 2)  # M8 Crossroads: 4 forward inbound = M12
    assert where(s)[0] == "M12"
    s = pos("O5", "M10", WOLF)
    roll(s, 1, 1)  # Wolf counter-clockwise onto M8: 4 on to M4
    assert where(s)[1] == "M4"


def test_gw26_fierce_bulls_need_five_or_more_to_leave():
    s = pos("I2", "O5")
    roll(s, 1, 1)
    assert where(s)[0] == "I4"
    roll(s, 0, 1)  # Wolf
    roll(s, 1, 2)  # 3 < 5: stays, turn lost
    assert where(s)[0] == "I4" and g.EV_BULLS_FAIL in codes(s)
    roll(s, 0, 1)
    roll(s, 2, 3)  # 5: leaves and enters C
    assert where(s)[0] == "C"


def test_gw27_miss_does_not_stack_and_ear_is_lost_with_the_missed_turn():
    s = pos("O11", "M9")
    put(s, GOAT, g.F_MISS)
    roll(s, 1, 1)  # O13 Dead Lake: misses, already pending
    roll(s, 0, 1)  # Wolf
    assert g.to_dict(s)["turn"] == "wolf"  # the Goat's one missed turn went by
    s = pos("M4", "O7")
    roll(s, 1, 1)  # M6 Ear
    put(s, GOAT, g.F_MISS)
    roll(s, 0, 1)  # Wolf; Goat's turn missed: Ear lost
    assert g.to_dict(s)["turn"] == "wolf" and not on(s, GOAT, g.F_EAR)


def test_gw27_extra_turn_even_with_a_miss_pending():
    s = pos("M9", "O7")
    roll(s, 1, 1)  # M11 Owl's Eye
    put(s, GOAT, g.F_MISS)
    die(s, 3)
    assert g.to_dict(s)["turn"] == "goat" and phase(s) == g.PH_ROLL


def test_gw28_black_lake_lasts_through_the_goats_next_turn():
    s = pos("I3", "O5")
    s[g.AT_CELL + GOAT] = parse("I2")
    roll(s, 1, 2)  # I5 Black Lake
    die(s, 5)  # penalty 2
    assert g.to_dict(s)["black_lake"] == 2
    roll(s, 1, 2)  # Wolf moves 3 - 2 = 1
    assert where(s)[1] == "O4"
    roll(s, 1, 2)  # Goat's next turn: 1 step, I6 Red Lake
    assert where(s)[0] == "I6"
    die(s, 0)
    assert g.to_dict(s)["black_lake"] == 0


def test_gw28_stump_protection_ends_with_the_wolfs_next_turn():
    s = pos("M11", "I5")
    roll(s, 1, 1)  # I1 Stump
    roll(s, 3, 4)  # 7: protected
    assert g.to_dict(s)["shield"]
    roll(s, 3, 1)  # Wolf: I5 counter-clockwise 4 = I1, onto the Goat: protected
    assert g.to_dict(s)["winner"] is None and g.EV_SAFE in codes(s)
    assert not g.to_dict(s)["shield"]


def test_gw29_cauldron_push_is_against_the_wolfs_direction():
    s = pos("I1", "O8", cw=True)
    roll(s, 0, 1)
    roll(s, 4, 4)
    assert where(s)[1] == "O7"


def test_gw30_goat_jump_cannot_pass_i7_inbound_or_o1_outbound():
    s = pos("I4", "O5")
    roll(s, 5, 5)
    assert cells(s) == ["I5", "I6"]
    s = pos("O4", "M5", soul=True)
    roll(s, 5, 5)
    assert cells(s) == ["O2", "O3"]


def test_gw33_ear_shift_is_made_from_where_the_goat_is_sent_back_to():
    s = pos("M4", "M8")
    roll(s, 1, 1)  # M6 Ear
    roll(s, 1, 1)  # the Wolf walks onto M6: the Goat is sent back to O1 (GW-11)
    assert where(s) == ("O1", "M6") and phase(s) == g.PH_EAR and g.to_dict(s)["turn"] == "goat"
    assert g.legal_actions(s) == [g.A_EAR_STAY, g.A_EAR_FWD]  # nothing behind O1
    g.apply_action(s, g.A_EAR_FWD)
    assert where(s)[0] == "O2" and phase(s) == g.PH_ROLL


def test_gw33_ear_shift_is_made_from_where_the_wolf_is_swapped_to():
    s = pos("I1", "M6")
    put(s, WOLF, g.F_EAR)  # the Wolf ended its move on M6
    roll(s, 0, 1)  # the Goat onto I2, the Cauldron
    roll(s, 4, 5)  # swap: the Wolf off M6
    assert where(s) == ("M6", "I2") and phase(s) == g.PH_EAR and g.to_dict(s)["turn"] == "wolf"
    g.apply_action(s, g.A_EAR_FWD)  # forward is counter-clockwise
    assert where(s)[1] == "I1"


def test_gw34_a_goat_held_by_the_bulls_rolling_5_5_has_no_jump_and_moves_10():
    s = pos("I3", "O5")
    roll(s, 0, 1)  # I4: held
    roll(s, 0, 1)  # the Wolf
    roll(s, 5, 5)
    assert g.EV_NO_JUMP in codes(s) and where(s)[0] == "C"


def test_gw35_seven_sisters_waits_through_a_0_step_turn():
    s = pos("I3", "O5")
    put(s, GOAT, g.F_SISTERS)
    set_s8(s, g.AT_MOD + GOAT, -2)
    roll(s, 1, 1)  # 2 - 2 = 0 steps: no move (GW-20)
    assert g.to_dict(s)["sisters"] and where(s)[0] == "I3"


def test_gw35_seven_sisters_is_used_up_even_when_the_goat_can_go_nowhere():
    s = pos("I7", "O5", soul=True)
    put(s, GOAT, g.F_SISTERS)
    roll(s, 1, 2)  # reversed: inward from I7, which leads nowhere once the soul is saved
    assert where(s)[0] == "I7" and not g.to_dict(s)["sisters"] and g.to_dict(s)["turn"] == "wolf"
    roll(s, 0, 1)  # the Wolf
    roll(s, 1, 2)  # the Goat's next turn goes outward again
    assert where(s)[0] == "I4"


# ---- cells not covered above ------------------------------------------------------------------

def test_cell_stony_slope_and_broken_arrow_take_steps_next_move():
    s = pos("O3", "M5")
    roll(s, 1, 1)
    assert s8(s, g.AT_MOD + GOAT) == -1
    s = pos("M7", "O5")
    roll(s, 1, 1)
    assert s8(s, g.AT_MOD + GOAT) == -2


def test_cell_ear_of_the_earth_shifts_before_rolling():
    s = pos("M4", "O7")
    roll(s, 1, 1)
    roll(s, 0, 1)
    assert phase(s) == g.PH_EAR
    g.apply_action(s, g.A_EAR_FWD)
    assert where(s)[0] == "M7" and phase(s) == g.PH_ROLL


def test_cell_stump_zero_gives_a_reroll_or_a_miss_once_used():
    s = pos("M11", "O5")
    roll(s, 1, 1)
    roll(s, 0, 0)
    assert g.to_dict(s)["reroll"] == "held"
    s = pos("M11", "O5")
    s[g.AT_REROLL] = 2
    roll(s, 1, 1)
    roll(s, 0, 0)
    assert g.to_dict(s)["goat_miss"]


def test_cell_cauldron_five_lets_the_goat_stop_the_wolf_for_two_steps():
    s = pos("I1", "O8")
    roll(s, 0, 1)
    roll(s, 5, 1)
    assert phase(s) == g.PH_CAULDRON
    g.apply_action(s, g.A_STOP_WOLF)
    d = g.to_dict(s)  # the Wolf's turn came and went
    assert g.EV_MISS in codes(s) and d["turn"] == "goat" and d["goat_mod"] == -2


def test_cell_red_lake_takes_steps_or_a_turn():
    s = pos("I5", "O8")
    roll(s, 0, 1)
    die(s, 3)
    assert g.to_dict(s)["goat_mod"] == -3
    s = pos("I5", "O8")
    roll(s, 0, 1)
    die(s, 5)
    assert g.to_dict(s)["goat_miss"]


def test_trail_records_the_walked_cells():
    s = pos("O2", "M5")
    roll(s, 1, 2)
    assert g.to_dict(s)["trail"] == [(GOAT, "O3", False), (GOAT, "O4", False), (GOAT, "O5", False)]


# ---- the balanced rules (GW-36) ---------------------------------------------------------------

def balanced(goat, wolf, turn=GOAT, cw=False):
    """pos() under the balanced rules (the Wolf's flag new_state sets for them)."""
    s = pos(goat, wolf, turn, cw=cw)
    put(s, WOLF, g.F_FIRST_LINK)
    return s


def test_gw36_new_state_plays_the_rules_as_written_unless_asked():
    assert not g.balanced(g.new_state(3)) and g.to_dict(g.new_state(3))["reroll"] == "none"
    s = g.new_state(3, balanced=True)
    assert g.balanced(s) and g.to_dict(s)["balanced"] and len(s) == g.STATE_SIZE
    a = g.new_state(3, balanced=True)
    b = g.new_state(3)
    assert a[g.AT_RNG:g.AT_RNG + 4] == b[g.AT_RNG:g.AT_RNG + 4]  # the same dice for the same seed


def test_gw36a_the_wolf_crosses_only_with_the_first_step_from_a_linked_cell():
    s = balanced("O3", "M1", WOLF)
    roll(s, 1, 1)  # round the ring, or across to O16 first; never on to M12 -> I1, never back over the link
    assert cells(s) == ["M11", "O15"]
    s = pos("O3", "M1", WOLF)
    roll(s, 1, 1)
    assert cells(s) == ["I1", "M1", "M11", "O15"]  # as written


def test_gw36a_a_link_passed_during_the_move_is_not_taken():
    s = balanced("O3", "O14", WOLF, cw=True)
    roll(s, 1, 2)  # O15, O16, O1: no choice of M1 across O16's link
    assert where(s) == ("O3", "O1") and g.to_dict(s)["turn"] == "goat"


def test_gw36a_no_crossing_mid_move_so_the_trap_is_out_of_reach():
    s = trap_armed("M1")
    put(s, WOLF, g.F_FIRST_LINK)
    roll(s, 2, 3)  # as written M12, I1, I8, I7 with a step left would win; balanced: M8 or across to O12
    assert g.to_dict(s)["winner"] is None and cells(s) == ["M8", "O12"]
    s = trap_armed("M12")
    put(s, WOLF, g.F_FIRST_LINK)
    roll(s, 2, 2)  # across with the first step: I1, I8, I7 with a step left (GW-32)
    assert g.to_dict(s)["winner"] == "wolf" and where(s)[1] == "C"


def test_gw36a_a_jump_and_the_six_steps_after_it_are_movements_of_their_own():
    s = balanced("O3", "M1", WOLF)
    roll(s, 5, 5)  # 1-4 round the middle ring, or across first and on round the outer (never O16, O15)
    assert cells(s) == ["M10", "M11", "M12", "M9", "O13", "O14"]
    s = balanced("O3", "I3", WOLF)
    roll(s, 5, 5)
    assert cells(s) == ["I1", "I2", "I8"]  # I3 is not linked: no crossing at I1 on the way
    choose(s, "I1")  # the 6 steps start on a linked cell: round the inner ring or across to M12 first
    assert cells(s) == ["I3", "M7"]


def test_gw36a_both_parts_of_second_wind_are_movements_of_their_own():
    s = balanced("O3", "O8", WOLF)
    roll(s, 4, 4)  # 8 ends on O16 with no crossing taken on the way
    assert where(s)[1] == "O16" and phase(s) == g.PH_WIND
    die(s, 2)  # the one-die move starts on O16: O14 round the ring, or M12 across first
    assert cells(s) == ["M12", "O14"]


def test_gw36b_the_goat_starts_holding_the_stump_reroll():
    s = g.new_state(5, balanced=True)
    assert g.to_dict(s)["reroll"] == "held"
    roll(s, 1, 2)
    assert phase(s) == g.PH_REROLL and g.legal_actions(s) == [g.A_KEEP, g.A_REROLL]
    g.apply_action(s, g.A_REROLL)
    roll(s, 2, 2)
    assert where(s)[0] == "O5" and g.to_dict(s)["reroll"] == "used"
    s = g.new_state(5)
    roll(s, 1, 2)
    assert where(s)[0] == "O4"  # as written: no reroll to offer


def test_gw36b_the_stump_0_reads_as_written_for_the_reroll_held_from_the_start():
    s = g.new_state(5, balanced=True)
    s[g.AT_CELL + GOAT] = parse("M12")
    s[g.AT_CELL + WOLF] = parse("O8")
    s[g.AT_FLAGS + WOLF] |= 1 << g.F_OUT
    roll(s, 0, 1)
    g.apply_action(s, g.A_KEEP)  # onto I1, the Knowing Stump
    roll(s, 0, 0)
    g.apply_action(s, g.A_KEEP)  # 0 with a reroll held and unused: nothing
    assert g.to_dict(s)["reroll"] == "held" and not g.to_dict(s)["goat_miss"]


def _must_be_valid(s):
    assert g.is_valid(s), g.to_dict(s)


def test_is_valid_accepts_every_state_of_random_games_in_both_rule_sets():
    # GW-36: the balanced rules' flags (the first link, the Stump reroll held) are states play reaches too
    for balanced in (False, True):
        engine_kit.check_engine(g, lambda seed: g.new_state(seed, balanced), games=40, seed=5 + balanced,
                                invariant=_must_be_valid)


def test_is_valid_refuses_a_wrong_byte_and_never_raises():
    good = g.new_state(3)
    engine_kit.playout(g, good, Rng(8), max_steps=40)  # a game under way: the Wolf out, events
    assert g.is_valid(good) and not g.is_valid(good[:-1]) and not g.is_valid(good + b"\x00")
    wrong = ((g.AT_TURN, 0xFE), (g.AT_CELL + WOLF, 0xFF), (g.AT_CELL + GOAT, 37), (g.AT_PHASE, 13),
             (g.AT_FLAGS + WOLF, 0x80), (g.AT_MOD, 101), (g.AT_REROLL, 3), (g.AT_WINNER, 3), (g.AT_DIE1, 6),
             (g.AT_DIE2, 0x7F), (g.AT_EV_N, 9), (g.AT_TR_N, 33), (g.AT_LAKE_LEFT, 3))
    for at, v in wrong:
        s = bytearray(good)
        s[at] = v
        assert not g.is_valid(s), (at, v)
    s = pos("O5", "M8")
    s[g.AT_EV_N] = 1
    s[g.AT_EV], s[g.AT_EV + 1], s[g.AT_EV + 2] = g.EV_PUSH, WOLF, 40  # a push to a cell off the board
    assert not g.is_valid(s)
    s = pos("O5", "M8")
    s[g.AT_PHASE] = 12  # over (the last phase) with no winner (GW-2)
    assert not g.is_valid(s)
    s = pos("O5", "M8")
    s[g.AT_FLAGS + WOLF] = 0  # the Wolf not out yet, but off C (GW-7)
    assert not g.is_valid(s)
    s = pos("O5", "M8", turn=WOLF)
    s[g.AT_PHASE] = g.PH_SOUL  # the soul roll is the Goat's, in C (GW-6)
    assert not g.is_valid(s)
    r = Rng(14)
    for _ in range(2000):  # random bytes: refused, never an exception
        g.is_valid(bytearray(r.below(256) for _ in range(g.STATE_SIZE)))
