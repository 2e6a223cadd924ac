"""Baba Yaga (2010) companion: the dice screen's rules (BQ-7 … BQ-10) and the shared engine kit."""

from expect import raises
from test_quest_setup import do, end_turns, roll, set_rep, started

import engine_kit
import yaga.games.quest.rules as q
import quest_kit as kit


def _ch(s):
    return q.to_dict(s)["challenge"]


# ---------------------------------------------------------------- BQ-7 difficulty and passing


def test_bq7_difficulty_clamped_to_two_and_six():
    assert q.challenge_difficulty(4) == 4
    assert q.challenge_difficulty(1) == 2
    assert q.challenge_difficulty(4, rep=5, plus_rep=True) == 6
    assert q.challenge_difficulty(2, rep=2, plus_rep=True) == 4
    assert q.challenge_difficulty(3, rep=9) == 3  # Rep only counts when the card says "+ Rep"
    raises(ValueError, q.challenge_difficulty, 3, -1, True)


def test_bq7_any_one_die_passes_dice_are_not_added():
    assert q.challenge_passes([1, 5, 2], 5)
    assert not q.challenge_passes([4, 4, 4], 5)
    assert q.challenge_passes([6], 6)


def test_bq7_dice_count_is_the_ability_plus_bonus_at_least_one():
    s = started(2)
    do(s, kit.edit(0, q.E_CUNNING_UP), q.CH_OPEN + 2)
    assert q.challenge_dice_count(s) == 2
    do(s, q.BONUS_UP)
    assert q.challenge_dice_count(s) == 3
    do(s, q.BONUS_DOWN, q.BONUS_DOWN, q.BONUS_DOWN, q.BONUS_DOWN)
    assert q.challenge_dice_count(s) == 1


def test_bq7_plus_rep_counts_the_rollers_rep_and_is_fixed_at_the_first_roll():
    s = started(2)
    set_rep(s, 0, 2)
    do(s, q.CH_OPEN + 1, q.BASE_DOWN, q.PLUS_REP)  # base 3 + Rep 2
    assert _ch(s)["difficulty"] == 5
    roll(s, [4])
    assert _ch(s)["result"] == "failed"
    do(s, q.REROLL_REP)
    assert q.to_dict(s)["players"][0]["rep"] == 1
    assert _ch(s)["difficulty"] == 5  # BQ-8: same modifiers as the first roll
    do(s, q.ROLL, q.FACE + 5)
    assert _ch(s)["result"] == "passed"


def test_bq7_a_challenge_rolls_one_chance_die_at_a_time():
    s = started(2)
    do(s, kit.edit(0, q.E_MOVE_UP), kit.edit(0, q.E_MOVE_UP), q.CH_OPEN)
    do(s, q.ROLL)
    for i in range(3):
        assert q.current_player(s) == q.CHANCE
        assert sorted(a for a, _ in q.chance_outcomes(s)) == [q.FACE + f for f in range(1, 7)]
        do(s, q.sample_chance(s))
    d = _ch(s)
    assert len(d["dice"]) == 3 and d["result"] == ("passed" if max(d["dice"]) >= 4 else "failed")


# ---------------------------------------------------------------- BQ-8 rerolls


def test_bq8_rep_rerolls_again_and_again_while_rep_lasts():
    s = started(2)
    set_rep(s, 0, 2)
    do(s, q.CH_OPEN + 1, q.BASE_UP, q.BASE_UP)  # difficulty 6
    roll(s, [3])
    do(s, q.REROLL_REP)
    roll(s, [2])
    do(s, q.REROLL_REP)
    roll(s, [5])
    assert q.to_dict(s)["players"][0]["rep"] == 0
    assert q.REROLL_REP not in q.legal_actions(s)
    assert _ch(s)["rep_rerolls"] == 2


def test_bq8_an_item_reroll_costs_no_rep_and_a_pass_offers_no_reroll():
    s = started(2)
    set_rep(s, 0, 1)
    do(s, q.CH_OPEN)
    roll(s, [1])
    do(s, q.REROLL_ITEM)
    assert q.to_dict(s)["players"][0]["rep"] == 1
    roll(s, [6])
    assert sorted(q.legal_actions(s)) == [q.DONE]
    do(s, q.DONE)
    assert kit.phase(s) == q.PH_PLAY


# ---------------------------------------------------------------- BQ-9 ready-made challenges


def test_bq9_steal_is_fight_three_plus_the_others_rep_and_a_loss_misses_a_turn():
    s = started(3)
    set_rep(s, 2, 2)
    set_rep(s, 0, 1)
    do(s, q.STEAL + 2)
    d = _ch(s)
    assert (d["kind"], d["ability"], d["difficulty"]) == ("steal", "fight", 5)
    roll(s, [4])
    do(s, q.DONE)
    assert q.to_dict(s)["players"][0]["misses_turn"]


def test_bq9_beguile_is_cunning_three_plus_the_others_rep():
    s = started(3)
    set_rep(s, 1, 5)
    do(s, q.BEGUILE + 1)
    d = _ch(s)
    assert (d["kind"], d["ability"], d["difficulty"]) == ("beguile", "cunning", 6)
    roll(s, [6])
    do(s, q.DONE)
    assert not q.to_dict(s)["players"][0]["misses_turn"]


def test_bq9_steal_and_beguile_only_in_competitive_play_and_not_from_yourself():
    s = started(3)
    legal = q.legal_actions(s)
    assert q.STEAL + 0 not in legal and q.STEAL + 1 in legal and q.BEGUILE + 2 in legal
    s = started(3, "cooperative")
    legal = q.legal_actions(s)
    assert q.STEAL + 1 not in legal and q.BEGUILE + 1 not in legal


def test_bq9_forlorn_hills_fight_by_time_of_day():
    s = started(2)
    for want in (3, 4, 5):
        do(s, q.NEXT_STEP, q.FORLORN)
        d = _ch(s)
        assert d["ability"] == "fight" and d["difficulty"] == want
        do(s, q.CANCEL)
        end_turns(s, 2)


def test_bq9_forlorn_hills_is_the_turns_encounter_a_win_adds_no_rep_by_itself_a_loss_misses_a_turn():
    s = started(2)
    do(s, q.NEXT_STEP, q.FORLORN)
    roll(s, [3])
    do(s, q.DONE)  # the prize is a card from a discard pile, if one adds Rep: the table says (the screens)
    d = q.to_dict(s)
    assert d["players"][0]["rep"] == 0 and d["turn_step"] == 3
    assert q.ENCOUNTER_TOWN not in q.legal_actions(s) and q.FORLORN not in q.legal_actions(s)
    end_turns(s, 2)
    do(s, q.NEXT_STEP, q.FORLORN)
    roll(s, [2])
    do(s, q.DONE)
    assert q.to_dict(s)["players"][0]["misses_turn"]


def test_bq9_koshchey_pact_once_per_game_extra_die_at_the_next_baba_yaga():
    s = started(2)
    set_rep(s, 1, 3)
    do(s, q.NEXT_STEP, q.KOSH_PACT)
    assert q.KOSH_PACT not in q.legal_actions(s)
    end_turns(s, 1)  # seat 1 does not hold the die in competitive play
    do(s, q.CH_OPEN + 1, q.BABA_CH)
    assert q.challenge_dice_count(s) == 1
    do(s, q.CANCEL)
    end_turns(s, 1)
    do(s, q.CH_OPEN + 1, q.BABA_CH)
    assert q.challenge_dice_count(s) == 2
    do(s, q.BABA_CH)
    assert q.challenge_dice_count(s) == 1  # not a Baba Yaga challenge: no extra die
    do(s, q.CANCEL, q.BABA_WON)  # the encounter spends it
    do(s, q.CH_OPEN + 1, q.BABA_CH)
    assert q.challenge_dice_count(s) == 1
    do(s, q.CANCEL)
    end_turns(s, 2)
    do(s, q.NEXT_STEP)
    assert q.KOSH_PACT not in q.legal_actions(s)


def test_bq9_koshchey_die_goes_to_the_next_player_at_baba_yaga_in_cooperative_play():
    s = started(2, "cooperative")
    set_rep(s, 0, 3)
    do(s, q.NEXT_STEP, q.KOSH_PACT)
    end_turns(s, 1)
    do(s, q.CH_OPEN, q.BABA_CH)
    assert q.challenge_dice_count(s) == 2
    do(s, q.CANCEL, q.BABA_LOST)
    assert q.to_dict(s)["koshchey_die"] is None


def test_bq9_koshchey_rescue_move_five_a_loss_kills_and_loses_the_die():
    s = started(2)
    set_rep(s, 0, 2)
    assert q.KOSH_RESCUE not in q.legal_actions(s)
    do(s, q.NEXT_STEP, q.KOSH_PACT, q.KOSH_RESCUE)
    d = _ch(s)
    assert (d["kind"], d["ability"], d["difficulty"]) == ("koshchey_rescue", "move", 5)
    roll(s, [4])
    do(s, q.DONE)
    d = q.to_dict(s)
    assert d["koshchey_die"] is None and d["players"][0]["rep"] == 0 and d["players"][0]["misses_turn"]
    assert q.KOSH_RESCUE not in q.legal_actions(s)  # one attempt


def test_bq9_tsarov_not_at_night():
    s = do(started(2), q.NEXT_STEP)
    assert q.TSAROV in q.legal_actions(s)
    end_turns(s, 4)  # round 3: night
    do(s, q.NEXT_STEP)
    assert q.to_dict(s)["time_of_day"] == "night"
    assert q.TSAROV not in q.legal_actions(s)
    s = do(started(1, "solo"), q.NEXT_STEP)
    assert q.TSAROV not in q.legal_actions(s)  # roll the time first
    do(s, q.ROLL_TIME, q.FACE + 3, q.TSAROV)
    assert kit.turn_step(s) == 3  # the Horseman and the Hut stay


def test_bq9_special_locations_replace_the_encounter_not_the_game_elements_step():
    """Forlorn Hills, Koshchey's pact and Tsarov are offered at the move and encounter steps
    only (their text replaces the location's encounter), not while the game elements are met nor after."""
    s = started(2)
    places = (q.FORLORN, q.KOSH_PACT, q.TSAROV)
    assert kit.turn_step(s) == 0 and not [a for a in places if a in q.legal_actions(s)]
    for step in (1, 2):
        do(s, q.NEXT_STEP)
        assert kit.turn_step(s) == step and [a for a in places if a in q.legal_actions(s)] == list(places)
    do(s, q.NEXT_STEP)
    assert not [a for a in places if a in q.legal_actions(s)]


# ---------------------------------------------------------------- BQ-10 the DICE button or physical dice


def test_bq10_physical_dice_typed_in_are_judged_like_rolled_ones():
    s = started(2)
    do(s, kit.edit(0, q.E_FIGHT_UP), q.CH_OPEN + 1, q.ENTER)
    assert q.current_player(s) == 0  # a player decision, not a chance node
    do(s, q.FACE + 2, q.FACE + 4)
    d = _ch(s)
    assert d["dice"] == [2, 4] and d["result"] == "passed"


def test_bq10_after_a_reroll_the_player_may_roll_or_type_in_again():
    s = started(2)
    set_rep(s, 0, 1)
    do(s, q.CH_OPEN, q.ENTER, q.FACE + 1, q.REROLL_REP)
    assert sorted(q.legal_actions(s)) == [q.ROLL, q.ENTER]
    do(s, q.ROLL)
    assert q.current_player(s) == q.CHANCE


def test_bq10_a_rejected_action_leaves_the_challenge_unchanged():
    s = started(2)
    do(s, q.CH_OPEN, q.ROLL)
    before = bytes(s)
    raises(ValueError, q.apply_action, s, q.DONE)
    raises(ValueError, q.apply_action, s, q.FACE + 7)
    assert bytes(s) == before


# ---------------------------------------------------------------- the shared kit


def _kit(n, style):
    finished = engine_kit.check_engine(q, lambda seed: q.new_state(seed, n, style), games=6, seed=n + 3)
    assert finished == 6


def test_engine_kit_competitive_three_players():
    _kit(3, "competitive")


def test_engine_kit_cooperative_six_players():
    _kit(6, "cooperative")


def test_engine_kit_solo():
    _kit(1, "solo")


def test_engine_state_size_is_fixed():
    assert len(q.new_state(1, 6, "competitive")) == q.STATE_SIZE == len(started(1, "solo"))


def test_is_legal_agrees_with_legal_actions_along_random_games():
    from yaga.rng import Rng

    rng = Rng(9)
    for n, style in ((6, "competitive"), (1, "solo"), (4, "cooperative")):
        s = q.new_state(n, n, style)
        for _ in range(300):
            if q.current_player(s) == q.TERMINAL:
                break
            legal = q.legal_actions(s)
            for a in range(-2, 200):
                assert q.is_legal(s, a) == (a in legal), (a, kit.phase(s))
            q.apply_action(s, legal[rng.below(len(legal))])


def _resumable_or_chance(s):
    assert q.current_player(s) == q.CHANCE or q.is_valid(s), q.to_dict(s)


def test_is_valid_accepts_every_state_of_random_games_but_chance_nodes():
    # BQ-1 … BQ-13 in every style: the box resolves a chance node before it saves, so those alone are refused
    for n, style in ((1, "solo"), (2, "competitive"), (4, "cooperative"), (6, "competitive")):
        engine_kit.check_engine(q, lambda seed: q.new_state(seed, n, style), games=4, seed=n + 11,
                                invariant=_resumable_or_chance)


def test_is_valid_refuses_a_wrong_byte_and_never_raises():
    from yaga.rng import Rng

    s = started(3)
    do(s, q.CH_OPEN, q.ROLL)
    while q.current_player(s) == q.CHANCE:
        do(s, q.FACE + 2)
    assert q.is_valid(s)
    seat = 52 + 11 * 2  # the third seat's fields
    wrong = ((5, 2), (6, 7), (6, 0), (9, 3), (10, 3), (12, 0), (15, 4), (16, 4), (17, 3), (18, 200), (20, 3),
             (21, 4), (23, 4), (24, 8), (28, 5), (29, 3), (30, 7), (32, 6), (32, 0xFA), (35, 13), (36, 13),
             (37, 3), (40, 0), (40, 7), (seat, 6), (seat + 1, 6), (seat + 2, 61), (seat + 3, 10), (seat + 6, 13),
             (seat + 7, 0), (seat + 8, 4), (seat + 9, 6))
    for at, v in wrong:
        bad = bytearray(s)
        bad[at] = v
        assert not q.is_valid(bad), (at, v)
    setup = q.new_state(1, 3, "competitive")
    setup[26] = 3  # BQ-1: the seat to pick a hero past the last seat
    assert q.is_valid(q.new_state(1, 3, "competitive")) and not q.is_valid(setup)
    for at, v in ((52, 255), (52, 6), (52 + 1, 255), (52 + 11, s[52]), (52 + 11 + 1, s[53])):
        bad = bytearray(s)
        bad[at] = v  # in play: a seat without a hero or a quest, or one dealt twice (BQ-1)
        assert not q.is_valid(bad), (at, v)
    r = Rng(21)
    for _ in range(1000):  # random bytes, a known phase and style: refused, never an exception
        b = bytearray(r.below(256) for _ in range(q.STATE_SIZE))
        b[4], b[5], b[6] = r.below(14), r.below(3), r.below(7)
        q.is_valid(b)
