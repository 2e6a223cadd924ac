"""Baba Yaga (2010) companion: players, decks, turns, Baba Yaga, deaths and the end of the game
(BQ-2 … BQ-6, BQ-11 … BQ-13)."""

from expect import raises
from test_quest_setup import do, end_turns, set_rep, started

import yaga.games.quest.readable as readable
import yaga.games.quest.rules as q
import quest_kit as kit


def _player(s, p):
    return q.to_dict(s)["players"][p]


# ---------------------------------------------------------------- BQ-2 per player


def test_bq2_rep_below_zero_is_refused_and_changes_nothing():
    s = started()
    before = bytes(s)
    raises(ValueError, q.apply_action, s, kit.edit(1, q.E_REP_DOWN))
    assert bytes(s) == before


def test_bq2_dice_counts_follow_cards_won_and_lost():
    s = started()
    do(s, kit.edit(0, q.E_FIGHT_UP), kit.edit(0, q.E_FIGHT_UP), kit.edit(0, q.E_CUNNING_DOWN))
    p = _player(s, 0)
    assert (p["move"], p["fight"], p["cunning"]) == (1, 3, 0)
    raises(ValueError, q.apply_action, s, kit.edit(0, q.E_CUNNING_DOWN))


def test_bq2_a_step_past_the_quest_end_is_refused():
    s = started(3, "cooperative")
    for _ in range(q.DEFAULT_QUEST_LEN - 1):
        do(s, kit.edit(1, q.E_QUEST_UP))
    do(s, kit.edit(1, q.E_QUEST_UP))  # the last step: cooperative play goes on
    assert _player(s, 1)["quest_step"] == q.DEFAULT_QUEST_LEN
    before = bytes(s)
    raises(ValueError, q.apply_action, s, kit.edit(1, q.E_QUEST_UP))
    assert bytes(s) == before


def test_bq2_lingering_penalty_applies_on_the_next_turn_only_and_leaves_one_die():
    s = started(2)
    do(s, kit.edit(0, q.E_PEN_UP), kit.edit(0, q.E_PEN_UP))
    do(s, q.CH_OPEN + 1)  # this turn: no penalty yet
    assert q.challenge_dice_count(s) == 1
    do(s, q.CANCEL, kit.edit(0, q.E_FIGHT_UP), kit.edit(0, q.E_FIGHT_UP))
    do(s, q.CH_OPEN + 1)
    assert q.challenge_dice_count(s) == 3
    do(s, q.CANCEL)
    end_turns(s, 2)  # seat 0's next turn: 3 Fight - 2
    do(s, q.CH_OPEN + 1)
    assert q.challenge_dice_count(s) == 1
    do(s, q.CANCEL, kit.edit(0, q.E_FIGHT_DOWN), kit.edit(0, q.E_FIGHT_DOWN), q.CH_OPEN + 1)
    assert q.challenge_dice_count(s) == 1  # min 1 die
    do(s, q.CANCEL)
    end_turns(s, 2)
    do(s, q.CH_OPEN + 1)
    assert q.challenge_dice_count(s) == 1 and _player(s, 0)["penalty_now"] == 0


def test_bq2_a_missed_turn_allows_no_encounter_and_is_then_cleared():
    s = started(3)
    do(s, kit.edit(1, q.E_MISS))
    end_turns(s, 1)
    assert q.current_player(s) == 1 and kit.skipping(s)
    legal = q.legal_actions(s)
    for a in (q.CH_OPEN, q.NEXT_STEP, q.FORLORN, q.KOSH_PACT):
        assert a not in legal
    assert not _player(s, 1)["misses_turn"]
    end_turns(s, 1)
    assert q.current_player(s) == 2 and not kit.skipping(s)


def test_bq2_a_player_out_of_the_game_is_skipped():
    s = started(3)
    do(s, kit.edit(1, q.E_OUT))
    end_turns(s, 1)
    assert q.current_player(s) == 2
    assert kit.edit(1, q.E_REP_UP) not in q.legal_actions(s)


# ---------------------------------------------------------------- BQ-3 decks


def test_bq3_draws_count_down_and_cards_shuffled_back_count_up():
    s = started(4)
    do(s, q.TOWN_DRAW, q.TOWN_DRAW, q.WILD_DRAW, q.TOWN_BACK)
    assert kit.decks(s) == (31, 39)
    do(s, q.TOWN_BACK)
    raises(ValueError, q.apply_action, s, q.TOWN_BACK)  # never more than the printed 32
    s = started(3)  # BQ-1: 5 cards out of each deck
    assert kit.decks(s) == (27, 35)
    for a in (q.TOWN_BACK, q.WILD_BACK):  # never above the count after set-up (27 to 31)
        raises(ValueError, q.apply_action, s, a)
    do(s, q.TOWN_DRAW, q.TOWN_BACK, q.WILD_DRAW, q.WILD_BACK)
    assert kit.decks(s) == (27, 35) and q.TOWN_BACK not in q.legal_actions(s)


def test_bq3_reshuffle_only_with_five_or_six_players_and_once():
    s = started(4)
    assert q.RESHUFFLE_TOWN not in q.legal_actions(s)
    s = started(5)
    for _ in range(12):
        do(s, q.WILD_DRAW)
    do(s, q.RESHUFFLE_WILD)
    assert kit.decks(s) == (32, 40)
    assert q.RESHUFFLE_TOWN not in q.legal_actions(s)
    assert q.RESHUFFLE_WILD not in q.legal_actions(s)


# ---------------------------------------------------------------- BQ-4 turn order, Horseman, solo roll


def test_bq4_turns_go_clockwise_from_the_first_player():
    s = started(4, first=2)
    seen = []
    for _ in range(5):
        seen.append(q.current_player(s))
        end_turns(s, 1)
    assert seen == [2, 3, 0, 1, 2]


def test_bq4_horseman_cycles_from_the_second_round_white_red_black_white():
    s = started(3, first=1)
    assert q.to_dict(s)["horseman"] == "white"
    times = []
    for _ in range(4):
        end_turns(s, 3)
        d = q.to_dict(s)
        assert d["current"] == 1
        times.append((d["round"], d["horseman"], d["time_of_day"]))
    assert times == [(2, "red", "noon"), (3, "black", "night"), (4, "white", "dawn"), (5, "red", "noon")]


def test_bq4_horseman_cycles_even_when_the_first_player_misses_the_turn():
    s = started(2)
    do(s, kit.edit(0, q.E_MISS))
    end_turns(s, 2)
    assert kit.skipping(s) and q.to_dict(s)["horseman"] == "red"


def test_bq4_horseman_cycles_when_the_first_player_is_out():
    s = started(3)
    do(s, kit.edit(0, q.E_OUT))
    end_turns(s, 1)  # to seat 1
    end_turns(s, 1)  # seat 2
    end_turns(s, 1)  # past the first seat: a new round begins with seat 1
    d = q.to_dict(s)
    assert d["current"] == 1 and d["round"] == 2 and d["horseman"] == "red"


def test_bq4_horsemen_and_the_solo_roll():
    assert readable.HORSEMEN == ("white", "red", "black")
    assert [kit.solo_horseman(d) for d in range(1, 7)] == ["white", "white", "red", "red", "black", "black"]
    raises(ValueError, kit.solo_horseman, 0)
    raises(ValueError, kit.solo_horseman, 7)


def test_bq4_solo_never_cycles_a_die_decides_when_it_matters():
    s = started(1, "solo")
    assert q.to_dict(s)["time_of_day"] == "unknown"
    assert q.FORLORN not in q.legal_actions(s)  # time of day matters: roll first
    do(s, q.ROLL_TIME)
    assert q.current_player(s) == q.CHANCE and len(q.chance_outcomes(s)) == 6
    do(s, q.FACE + 5)
    assert q.to_dict(s)["horseman"] == "black"
    assert q.ROLL_TIME not in q.legal_actions(s)  # once a turn: no second roll for a better time
    end_turns(s, 3)
    d = q.to_dict(s)
    assert d["round"] == 4 and d["time_of_day"] == "unknown"
    assert q.ROLL_TIME in q.legal_actions(s)  # the next turn rolls again


# ---------------------------------------------------------------- BQ-5 Baba Yaga


def test_bq5_baba_yaga_enters_at_rep_three_and_stays():
    s = started(3)
    set_rep(s, 1, 2)
    assert q.to_dict(s)["baba_yaga"] == "off"
    set_rep(s, 1, 3)
    assert q.to_dict(s)["baba_yaga"] == "on_board"
    set_rep(s, 1, 0)
    assert q.to_dict(s)["baba_yaga"] == "on_board"


def test_bq5_she_flies_toward_the_highest_rep_on_the_first_players_turn():
    s = started(3, first=0)
    set_rep(s, 2, 4)
    set_rep(s, 1, 3)
    end_turns(s, 2)
    assert q.to_dict(s)["baba_target"] is None  # not the first player's turn yet
    end_turns(s, 1)
    assert q.to_dict(s)["baba_target"] == 2


def test_bq5_she_does_not_move_while_nobody_has_rep_three():
    s = started(2)
    set_rep(s, 1, 3)
    end_turns(s, 2)
    assert q.to_dict(s)["baba_target"] == 1
    set_rep(s, 1, 2)
    end_turns(s, 2)
    d = q.to_dict(s)
    assert d["baba_yaga"] == "on_board" and d["baba_target"] is None


def test_bq5_a_tie_is_said_by_the_players_or_picked_at_random():
    s = started(3)
    set_rep(s, 1, 3)
    set_rep(s, 2, 3)
    end_turns(s, 3)
    assert kit.phase(s) == q.PH_TIE and q.current_player(s) == 0
    assert sorted(q.legal_actions(s)) == [q.TIE_RANDOM, q.SEAT + 1, q.SEAT + 2]
    do(s, q.SEAT + 2)
    assert q.to_dict(s)["baba_target"] == 2
    end_turns(s, 3)
    do(s, q.TIE_RANDOM)
    assert q.current_player(s) == q.CHANCE
    assert sorted(a for a, _ in q.chance_outcomes(s)) == [q.SEAT + 1, q.SEAT + 2]
    do(s, q.sample_chance(s))
    assert q.to_dict(s)["baba_target"] in (1, 2)


def test_bq5_a_lost_encounter_stays_on_top_and_the_third_win_gives_three_rep_and_ends():
    s = started(3)
    set_rep(s, 0, 3)
    do(s, q.BABA_LOST)
    assert q.to_dict(s)["baba_next"] == 1
    do(s, q.BABA_WON)
    assert q.to_dict(s)["baba_next"] == 2
    do(s, q.BABA_WON)
    assert q.to_dict(s)["baba_next"] == 3 and not q.to_dict(s)["game_over"]
    do(s, q.BABA_WON)
    d = q.to_dict(s)
    assert d["game_over"] and d["players"][0]["rep"] == 6


def test_bq5_no_encounter_while_she_is_off_the_board():
    s = started(3)
    assert q.BABA_WON not in q.legal_actions(s)


# ---------------------------------------------------------------- BQ-6 death


def test_bq6_death_resets_rep_misses_the_next_turn_keeps_quest_steps():
    s = started(2)
    set_rep(s, 0, 2)
    do(s, kit.edit(0, q.E_QUEST_UP), kit.edit(0, q.E_QUEST_UP), kit.edit(0, q.E_DEATH))
    p = _player(s, 0)
    assert (p["rep"], p["quest_step"], p["misses_turn"]) == (0, 2, True)
    end_turns(s, 2)
    assert q.current_player(s) == 0 and kit.skipping(s)


# ---------------------------------------------------------------- BQ-11 competitive end


def test_bq11_a_completed_quest_wins_at_once_whatever_the_rep():
    s = started(3)
    set_rep(s, 0, 5)
    for _ in range(q.DEFAULT_QUEST_LEN):
        do(s, kit.edit(2, q.E_QUEST_UP))
    d = q.to_dict(s)
    assert d["game_over"] and d["winners"] == [2] and d["end_reason"] == "quest"
    assert q.returns(s) == [-1, -1, 1]
    assert q.legal_actions(s) == [] and q.current_player(s) == q.TERMINAL


def test_bq11_third_baba_yaga_highest_rep_wins():
    s = started(3)
    set_rep(s, 1, 7)
    set_rep(s, 0, 3)
    do(s, q.BABA_WON, q.BABA_WON, q.BABA_WON)  # seat 0 ends with 6
    d = q.to_dict(s)
    assert d["game_over"] and d["winners"] == [1] and d["end_reason"] == "baba_yaga"


def test_bq11_third_baba_yaga_tie_goes_to_whoever_beat_her():
    s = started(3)
    set_rep(s, 1, 6)
    set_rep(s, 0, 3)
    do(s, q.BABA_WON, q.BABA_WON, q.BABA_WON)
    assert q.to_dict(s)["winners"] == [0]


def test_bq11_empty_deck_ends_only_at_the_end_of_the_turn_highest_rep_wins():
    s = started(4)
    set_rep(s, 3, 2)
    for _ in range(32):
        do(s, q.TOWN_DRAW)
    assert not q.to_dict(s)["game_over"]
    end_turns(s, 1)
    d = q.to_dict(s)
    assert d["game_over"] and d["winners"] == [3] and d["end_reason"] == "deck"


def test_bq11_empty_deck_with_a_rep_tie_has_no_winner():
    s = started(4)
    set_rep(s, 3, 2)
    set_rep(s, 1, 2)
    for _ in range(40):
        do(s, q.WILD_DRAW)
    end_turns(s, 1)
    d = q.to_dict(s)
    assert d["game_over"] and d["result"] == "no_winner" and d["winners"] == []
    assert q.returns(s) == [0, 0, 0, 0]


# ---------------------------------------------------------------- BQ-12 cooperative end


def test_bq12_a_finished_quest_advances_the_others_except_on_their_final_step():
    s = started(3, "cooperative")
    last = q.DEFAULT_QUEST_LEN - 1
    for _ in range(last):
        do(s, kit.edit(2, q.E_QUEST_UP))
    for _ in range(q.DEFAULT_QUEST_LEN):
        do(s, kit.edit(0, q.E_QUEST_UP))
    d = q.to_dict(s)
    assert [p["quest_step"] for p in d["players"]] == [q.DEFAULT_QUEST_LEN, 1, last]
    assert not d["game_over"]


def test_bq12_every_active_player_finished_wins():
    s = started(3, "cooperative")
    do(s, kit.edit(1, q.E_OUT))
    for p in (0, 2):
        for _ in range(q.DEFAULT_QUEST_LEN):
            if q.pget(s, p, q.P_STEP) < q.DEFAULT_QUEST_LEN:
                do(s, kit.edit(p, q.E_QUEST_UP))
    d = q.to_dict(s)
    assert d["game_over"] and d["result"] == "win" and d["winners"] == [0, 2]


def test_bq12_three_baba_yagas_win_together():
    s = started(2, "cooperative")
    set_rep(s, 1, 3)
    do(s, q.BABA_WON, q.BABA_WON, q.BABA_WON)
    assert q.to_dict(s)["result"] == "win" and q.returns(s) == [1, 1]


def test_bq12_an_empty_deck_loses():
    s = started(2, "cooperative")
    for _ in range(21):
        do(s, q.TOWN_DRAW)
    assert not q.to_dict(s)["game_over"]
    do(s, q.TOWN_DRAW)
    d = q.to_dict(s)
    assert d["result"] == "loss" and d["end_reason"] == "deck" and q.returns(s) == [-1, -1]


def test_bq12_nobody_with_rep_while_baba_yaga_is_on_the_board_loses():
    s = started(2, "cooperative")
    set_rep(s, 1, 3)
    set_rep(s, 1, 1)
    assert not q.to_dict(s)["game_over"]
    do(s, kit.edit(1, q.E_DEATH))
    d = q.to_dict(s)
    assert d["result"] == "loss" and d["end_reason"] == "no_rep"


def test_bq12_every_player_out_loses():
    s = started(2, "cooperative")
    do(s, kit.edit(0, q.E_OUT))
    assert not q.to_dict(s)["game_over"]
    do(s, kit.edit(1, q.E_OUT))
    d = q.to_dict(s)
    assert d["result"] == "loss" and d["end_reason"] == "all_out"


# ---------------------------------------------------------------- BQ-13 solo end


def test_bq13_solo_wins_by_the_quest_or_three_baba_yagas():
    s = started(1, "solo")
    for _ in range(q.DEFAULT_QUEST_LEN):
        do(s, kit.edit(0, q.E_QUEST_UP))
    assert q.to_dict(s)["result"] == "win" and q.returns(s) == [1]
    s = started(1, "solo")
    set_rep(s, 0, 3)
    do(s, q.BABA_LOST, q.BABA_WON, q.BABA_WON, q.BABA_WON)
    assert q.to_dict(s)["result"] == "win"


def test_bq13_solo_loses_when_a_deck_runs_out():
    s = started(1, "solo")
    for _ in range(25):
        do(s, q.WILD_DRAW)
    assert q.to_dict(s)["result"] == "loss" and q.returns(s) == [-1]


def _solo_with(option):
    s = q.new_state(5, 1, "solo")
    do(s, q.HERO, q.QUEST, q.ABILITIES_DONE, option, q.ROLL_FIRST, q.SEAT)
    return s


def test_bq13_harder_solo_losing_to_baba_yaga_loses():
    s = started(1, "solo")
    set_rep(s, 0, 3)
    do(s, q.BABA_LOST, kit.edit(0, q.E_DEATH))
    assert not q.to_dict(s)["game_over"]  # without the optional rules
    s = _solo_with(q.HARD_BABA)
    set_rep(s, 0, 3)
    do(s, q.BABA_LOST)
    d = q.to_dict(s)
    assert d["result"] == "loss" and d["end_reason"] == "hard_baba"


def test_bq13_harder_solo_any_death_loses():
    s = _solo_with(q.HARD_DEATH)
    do(s, kit.edit(0, q.E_DEATH))
    d = q.to_dict(s)
    assert d["result"] == "loss" and d["end_reason"] == "hard_death"
