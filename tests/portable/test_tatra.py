"""The Tatra companion engine against its rule page (TA-1 ... TA-5) and the shared engine kit."""

from engine_kit import check_engine
from expect import raises
from yaga.engine import CHANCE, TERMINAL
from yaga.games.tatra import rules as t


def _set_up(length="short", areas=12, seed=5):
    """TA-1 done: the checklist ticked up to the coins, the areas entered, the rest ticked."""
    s = t.new_state(seed, length)
    while t.legal_actions(s) == [t.A_TICK]:
        t.apply_action(s, t.A_TICK)
    t.apply_action(s, t.NUM + areas)
    while t.legal_actions(s) == [t.A_TICK]:
        t.apply_action(s, t.A_TICK)
    return s


def _answer(s, n):
    t.apply_action(s, t.NUM + n)


def _answer_if_asked(s, n):
    if t.to_dict(s)["ask"] is not None:
        _answer(s, n)


def _to_region(s, spaces=3):
    """From the Tatra card phase to the West card, entering its spaces if asked."""
    t.apply_action(s, t.A_TATRA_DONE)
    _answer_if_asked(s, spaces)


def _phase(s):
    return t.to_dict(s)["phase"]


def _invariant(s):
    d = t.to_dict(s)
    assert 0 <= d["track_cubes"] <= 9
    assert d["track_cubes"] + sum(d["region_cubes"]) <= 9
    for r in range(3):
        if d["region_spaces"][r]:
            assert d["region_cubes"][r] <= d["region_spaces"][r]
    assert d["areas"] == 0 or d["allied_coins"] + d["enemy_coins"] == d["areas"]
    assert d["areas"] or d["setup_step"] <= t.SETUP_COINS  # entered at the coins step
    assert d["phase"] in t.PHASES
    assert 0 <= d["battle"]["moves_left"] <= 8
    assert len(d["battle"]["positions"]) <= 4
    a = d["alliance"]
    assert a["treasures_used"] <= a["demands_met"] <= a["demand_tiles"] <= 4 and a["treasures_used"] <= 3
    assert not (a["active"] and d["battle"]["active"])


# TA-1 set-up


def test_ta1_allied_coins_at_start_by_length():
    assert t.allied_coins_at_start("short") == 6
    assert t.allied_coins_at_start("medium") == 3
    assert t.allied_coins_at_start("long") == 0
    raises(ValueError, t.allied_coins_at_start, "endless")


def test_ta1_new_game_has_nine_cubes_and_the_lengths_allied_coins():
    for length, coins in (("short", 6), ("medium", 3), ("long", 0)):
        d = t.to_dict(t.new_state(1, length))
        assert d["track_cubes"] == 9
        assert d["allied_coins"] == coins
        assert d["length"] == length
        assert d["region_cubes"] == [0, 0, 0]
    raises(ValueError, t.new_state, 1, "forever")


def test_ta1_checklist_runs_every_setup_step_of_the_rulebook_in_order():
    """The rulebook's set-up (seed 3.1 1-5, 3.2 1-8, 3.3 1-4), each ticked off in turn; at the
    coins (3.2.1) the table says how many areas the board has."""
    s = t.new_state(3, "medium")
    seen = []
    while t.to_dict(s)["setup"] is not None:
        d = t.to_dict(s)
        seen.append(d["setup"])
        if d["setup"] == "coins":
            assert d["ask"] == "areas" and t.legal_actions(s)[0] == t.NUM + 3  # at least the 3 allied coins
            assert d["areas"] == 0 and d["allied_coins"] == 3
            _answer(s, 10)
            assert t.to_dict(s)["areas"] == 10 and t.to_dict(s)["enemy_coins"] == 7
            continue
        assert d["ask"] is None and t.legal_actions(s) == [t.A_TICK]
        t.apply_action(s, t.A_TICK)
    assert seen == list(t.SETUP_STEPS) and len(seen) == 19
    assert seen[:7] == ["board", "tatra_cards", "beasts", "goal_card", "animal_decks", "discard", "coins"]
    assert seen[-2:] == ["experience", "animals"]
    d = t.to_dict(s)
    assert d["phase"] == "tatra_card" and d["round"] == 1 and d["track_cubes"] == 9


def test_ta1_a_short_game_needs_at_least_six_areas():
    s = t.new_state(3, "short")
    for _ in range(t.SETUP_COINS):
        t.apply_action(s, t.A_TICK)
    assert t.ask_range(s)[0] == 6 and t.ask_default(s) == 6
    raises(ValueError, t.apply_action, s, t.NUM + 5)
    assert t.to_dict(s)["areas"] == 0


# TA-2 the round


def test_ta2_round_runs_tatra_west_central_east_dawn_day_dusk_night():
    s = _set_up()
    seen = [_phase(s)]
    t.apply_action(s, t.A_TATRA_DONE)
    for _ in range(3):
        seen.append(_phase(s))
        _answer(s, 4)  # each region card's spaces, asked the first time
        t.apply_action(s, t.A_FULFILLED)
    for _ in range(4):
        seen.append(_phase(s))
        t.apply_action(s, t.A_PHASE_DONE)
    assert seen == list(t.PHASES[:8])
    d = t.to_dict(s)
    assert d["phase"] == "tatra_card" and d["round"] == 2
    assert d["track_cubes"] == 9


def test_ta2_card_spaces_are_asked_once_per_card():
    s = _set_up()
    _to_region(s, 5)
    assert t.to_dict(s)["region_spaces"][0] == 5
    t.apply_action(s, t.A_ADD_CUBE)
    assert _phase(s) == "beasts_central" and t.to_dict(s)["ask"] == "spaces"
    _answer(s, 2)
    t.apply_action(s, t.A_FULFILLED)
    _answer(s, 2)
    for a in (t.A_FULFILLED, t.A_PHASE_DONE, t.A_PHASE_DONE, t.A_PHASE_DONE, t.A_PHASE_DONE, t.A_TATRA_DONE):
        t.apply_action(s, a)
    assert _phase(s) == "beasts_west" and t.to_dict(s)["ask"] is None


def test_ta2_unfulfilled_demand_moves_a_cube_from_track_to_card():
    s = _set_up()
    _to_region(s, 3)
    t.apply_action(s, t.A_ADD_CUBE)
    d = t.to_dict(s)
    assert d["track_cubes"] == 8 and d["region_cubes"] == [1, 0, 0]
    assert d["phase"] == "beasts_central"


def _fill_west(s, spaces):
    """Put cubes on the West card round after round until it is full (the last one leaves the prompt)."""
    _to_region(s, spaces)
    for i in range(spaces):
        t.apply_action(s, t.A_ADD_CUBE)
        if i == spaces - 1:
            return
        _answer_if_asked(s, 9)
        t.apply_action(s, t.A_FULFILLED)
        _answer_if_asked(s, 9)
        t.apply_action(s, t.A_FULFILLED)
        for _ in range(4):
            t.apply_action(s, t.A_PHASE_DONE)
        t.apply_action(s, t.A_TATRA_DONE)


def test_ta2_a_full_card_flips_an_allied_coin_of_its_region_to_enemy():
    s = _set_up("short", 12)
    _fill_west(s, 2)
    d = t.to_dict(s)
    assert d["coin_flip_due"] and d["region_cubes"][0] == 2
    assert t.legal_actions(s) == [t.A_COIN_FLIPPED, t.A_NO_ALLIED_COIN]
    t.apply_action(s, t.A_COIN_FLIPPED)
    d = t.to_dict(s)
    assert d["allied_coins"] == 5 and d["enemy_coins"] == 7
    assert not d["coin_flip_due"] and d["phase"] == "beasts_central"


def test_ta2_a_full_card_in_a_region_without_allied_coins_flips_nothing():
    s = _set_up("short", 12)
    _fill_west(s, 2)
    t.apply_action(s, t.A_NO_ALLIED_COIN)
    assert t.to_dict(s)["allied_coins"] == 6


def test_ta2_a_full_card_takes_no_more_cubes_until_replaced():
    s = _set_up("long", 12)
    _fill_west(s, 1)
    assert t.legal_actions(s) == [t.A_NO_ALLIED_COIN]  # a long game starts without allied coins
    t.apply_action(s, t.A_NO_ALLIED_COIN)
    _answer(s, 3)
    t.apply_action(s, t.A_FULFILLED)
    _answer(s, 3)
    t.apply_action(s, t.A_FULFILLED)
    for _ in range(4):
        t.apply_action(s, t.A_PHASE_DONE)
    t.apply_action(s, t.A_TATRA_DONE)
    assert t.A_ADD_CUBE not in t.legal_actions(s)
    t.apply_action(s, t.A_NEW_CARD)
    d = t.to_dict(s)
    assert d["ask"] == "spaces" and d["region_cubes"][0] == 0 and d["track_cubes"] == 8
    _answer(s, 4)
    assert t.A_ADD_CUBE in t.legal_actions(s)


def test_ta2_positive_effect_moves_a_cube_back_to_the_track():
    s = _set_up()
    _fill_west(s, 3)
    t.apply_action(s, t.A_COIN_FLIPPED)
    for _ in range(2):
        _answer_if_asked(s, 3)
        t.apply_action(s, t.A_FULFILLED)
    for _ in range(4):
        t.apply_action(s, t.A_PHASE_DONE)
    t.apply_action(s, t.A_TATRA_DONE)
    t.apply_action(s, t.A_CUBE_BACK)
    d = t.to_dict(s)
    assert d["track_cubes"] == 7 and d["region_cubes"][0] == 2 and d["phase"] == "beasts_west"


def test_ta2_every_animal_phase_can_be_skipped():
    s = _set_up()
    _to_region(s)
    t.apply_action(s, t.A_FULFILLED)
    _answer(s, 3)
    t.apply_action(s, t.A_FULFILLED)
    _answer(s, 3)
    t.apply_action(s, t.A_FULFILLED)
    for name in ("dawn", "day", "dusk", "night"):
        assert _phase(s) == name
        assert t.A_PHASE_DONE in t.legal_actions(s)
        t.apply_action(s, t.A_PHASE_DONE)
    assert _phase(s) == "tatra_card"


# TA-3 the track


def test_ta3_empty_track_ends_the_game_and_goes_to_scoring():
    s = _set_up("short", 12)
    # nine rounds of unmet West demands on a nine-space card empty the track
    _fill_west(s, 9)
    t.apply_action(s, t.A_COIN_FLIPPED)
    d = t.to_dict(s)
    assert d["track_cubes"] == 0
    assert d["phase"] == "scoring" and d["ask"] == "goal" and not d["game_over"]


def test_ta3_coins_follow_the_table_within_the_board():
    s = _set_up("medium", 4)
    t.apply_action(s, t.A_COIN_TO_ALLIED)
    assert t.to_dict(s)["allied_coins"] == 4 and t.to_dict(s)["enemy_coins"] == 0
    assert t.A_COIN_TO_ALLIED not in t.legal_actions(s)
    raises(ValueError, t.apply_action, s, t.A_COIN_TO_ALLIED)
    t.apply_action(s, t.A_COIN_TO_ENEMY)
    assert t.to_dict(s)["enemy_coins"] == 1


# TA-4 battle helper


def _to_battle(s, bag=6):
    _to_region(s)
    for _ in range(2):
        t.apply_action(s, t.A_FULFILLED)
        _answer_if_asked(s, 3)
    t.apply_action(s, t.A_FULFILLED)
    t.apply_action(s, t.A_BATTLE)
    _answer_if_asked(s, bag)


def test_ta4_battle_gives_eight_moves_alternating_enemy_first():
    s = _set_up()
    _to_battle(s)
    b = t.to_dict(s)["battle"]
    assert b["active"] and b["moves_left"] == 8 and b["to_move"] == "enemy"
    order = []
    while t.A_MOVE in t.legal_actions(s):
        order.append(t.to_dict(s)["battle"]["to_move"])
        t.apply_action(s, t.A_MOVE)
    assert order == ["enemy", "you"] * 8
    assert t.to_dict(s)["battle"]["moves_left"] == 0
    assert t.legal_actions(s) == [t.A_DRAW_TILE, t.A_DRAGON, t.A_WIN, t.A_DEFEAT]


def test_ta4_position_tiles_come_from_the_bag_without_replacement():
    s = _set_up()
    _to_battle(s, 5)
    for n in range(4):
        t.apply_action(s, t.A_DRAW_TILE)
        assert t.current_player(s) == CHANCE
        outcomes = t.chance_outcomes(s)
        assert len(outcomes) == 5 - n
        t.apply_action(s, t.sample_chance(s))
    b = t.to_dict(s)["battle"]
    assert len(b["positions"]) == 4 and len(set(b["positions"])) == 4
    assert all(1 <= p <= 5 for p in b["positions"]) and b["bag_left"] == 1
    assert t.A_DRAW_TILE not in t.legal_actions(s)  # four Battle tiles, four positions


def test_ta4_a_forced_tile_is_shown_and_leaves_the_bag():
    s = _set_up()
    _to_battle(s, 3)
    t.apply_action(s, t.A_DRAW_TILE)
    t.apply_action(s, t.TILE + 2)
    t.apply_action(s, t.A_DRAW_TILE)
    assert sorted(a for a, _ in t.chance_outcomes(s)) == [t.TILE + 1, t.TILE + 3]
    raises(ValueError, t.apply_action, s, t.TILE + 2)


def test_ta4_bag_size_is_asked_once_and_refilled_every_battle():
    s = _set_up()
    _to_battle(s, 4)
    t.apply_action(s, t.A_DRAW_TILE)
    t.apply_action(s, t.TILE + 1)
    t.apply_action(s, t.A_DEFEAT)
    _to_battle(s)
    b = t.to_dict(s)["battle"]
    assert b["bag_size"] == 4 and b["bag_left"] == 4 and b["positions"] == []


def test_ta4_a_dragon_falls_only_to_more_than_18():
    s = _set_up()
    _to_battle(s)
    t.apply_action(s, t.A_DRAGON)
    _answer(s, 18)
    assert t.to_dict(s)["battle"]["dragon"] == "held" and t.to_dict(s)["dragons_defeated"] == 0
    t.apply_action(s, t.A_DRAGON)
    _answer(s, 19)
    assert t.to_dict(s)["battle"]["dragon"] == "defeated" and t.to_dict(s)["dragons_defeated"] == 1


def test_ta4_a_win_takes_a_bonus_tile_and_flips_the_coin_to_allied():
    s = _set_up("medium", 10)
    _to_battle(s)
    t.apply_action(s, t.A_WIN)
    d = t.to_dict(s)
    assert d["battles_won"] == 1 and d["allied_coins"] == 4
    assert not d["battle"]["active"]
    assert d["phase"] == "tatra_card" and d["round"] == 2  # seed 5.2: the battle ends the turn


def test_ta4_a_defeat_places_a_stronghold_and_keeps_the_coins():
    s = _set_up("medium", 10)
    _to_battle(s)
    t.apply_action(s, t.A_DEFEAT)
    d = t.to_dict(s)
    assert d["battles_lost"] == 1 and d["allied_coins"] == 3 and d["round"] == 2


def test_ta4_no_battle_without_an_enemy_area():
    s = _set_up("short", 6)
    _to_region(s)
    for _ in range(2):
        t.apply_action(s, t.A_FULFILLED)
        _answer(s, 3)
    t.apply_action(s, t.A_FULFILLED)
    assert t.A_BATTLE not in t.legal_actions(s)


# Seed 7: the alliance helper


def _to_alliance(s, bag=6, tiles=None):
    """To Dawn with the round's cards met, then Alliance: the bag asked once (shared with battles), then this
    negotiation's Alliance tiles (the rulebook's four unless tiles says otherwise)."""
    _to_region(s)
    for _ in range(2):
        t.apply_action(s, t.A_FULFILLED)
        _answer_if_asked(s, 3)
    t.apply_action(s, t.A_FULFILLED)
    assert t.A_BATTLE in t.legal_actions(s) and t.A_ALLIANCE in t.legal_actions(s)  # seed 5.2: either one
    t.apply_action(s, t.A_ALLIANCE)
    if t.to_dict(s)["ask"] == "bag":
        _answer(s, bag)
    assert t.to_dict(s)["ask"] == "demands" and t.ask_range(s) == (1, 4) and t.ask_default(s) == 4
    _answer(s, 4 if tiles is None else tiles)


def test_seed7_an_alliance_draws_a_position_tile_per_alliance_tile_from_the_shared_bag():
    s = _set_up()
    _to_alliance(s, bag=6, tiles=3)  # one tile fewer: farms or fisheries destroyed (seed 7)
    a = t.to_dict(s)["alliance"]
    assert a["active"] and a["demand_tiles"] == 3 and a["demands_met"] == 0 and a["positions"] == []
    for n in range(3):
        t.apply_action(s, t.A_DRAW_TILE)
        assert len(t.chance_outcomes(s)) == 6 - n  # without replacement
        t.apply_action(s, t.sample_chance(s))
    positions = t.to_dict(s)["alliance"]["positions"]
    assert len(set(positions)) == 3 and all(1 <= p <= 6 for p in positions)
    assert t.A_DRAW_TILE not in t.legal_actions(s)  # one position tile per Alliance tile
    assert t.to_dict(s)["battle"]["bag_size"] == 6


def test_seed7_demands_are_met_by_resources_or_treasure_up_to_the_alliance_tiles():
    s = _set_up()
    _to_alliance(s)
    t.apply_action(s, t.A_DEMAND_MET)
    t.apply_action(s, t.A_TREASURE)  # seed 7.1: a treasure fulfils any demand
    t.apply_action(s, t.A_TREASURE)
    t.apply_action(s, t.A_TREASURE)
    a = t.to_dict(s)["alliance"]
    assert a["demands_met"] == 4 and a["treasures_used"] == 3
    legal = t.legal_actions(s)
    assert t.A_DEMAND_MET not in legal and t.A_TREASURE not in legal  # no fifth demand
    assert legal[-2:] == [t.A_FORMED, t.A_REFUSED]


def test_seed7_a_formed_alliance_flips_the_coin_to_allied_and_ends_the_turn():
    s = _set_up("medium", 10)
    _to_alliance(s)
    t.apply_action(s, t.A_DEMAND_MET)
    t.apply_action(s, t.A_FORMED)
    d = t.to_dict(s)
    assert d["alliances_formed"] == 1 and d["allied_coins"] == 4 and d["battles_won"] == 0
    assert not d["alliance"]["active"] and d["phase"] == "tatra_card" and d["round"] == 2  # seed 5.2


def test_seed7_a_failed_negotiation_keeps_the_coins_and_ends_the_turn():
    s = _set_up("medium", 10)
    _to_alliance(s)
    t.apply_action(s, t.A_REFUSED)
    d = t.to_dict(s)
    assert d["negotiations_failed"] == 1 and d["allied_coins"] == 3 and d["round"] == 2
    assert not d["alliance"]["active"]
    _to_alliance(s)  # the next negotiation: the bag's size is known, the count starts again
    assert t.to_dict(s)["alliance"]["demands_met"] == 0 and t.to_dict(s)["alliance"]["treasures_used"] == 0


def test_seed7_no_alliance_without_an_enemy_area():
    s = _set_up("short", 6)
    _to_region(s)
    for _ in range(2):
        t.apply_action(s, t.A_FULFILLED)
        _answer(s, 3)
    t.apply_action(s, t.A_FULFILLED)
    assert t.A_ALLIANCE not in t.legal_actions(s)


# TA-5 scoring


def test_ta5_score_adds_three_per_leftover():
    assert t.final_score(10, 0, 0, 0) == 10
    assert t.final_score(10, 2, 1, 3) == 10 + 3 * 6
    assert t.final_score(0, 9, 3, 3) == 45
    raises(ValueError, t.final_score, -1, 0, 0, 0)


def test_ta5_scoring_asks_goal_treasures_dragons_and_counts_the_track():
    s = _set_up()
    _to_region(s, 3)
    t.apply_action(s, t.A_ADD_CUBE)  # 8 cubes left
    _answer(s, 3)
    t.apply_action(s, t.A_FULFILLED)
    _answer(s, 3)
    t.apply_action(s, t.A_FULFILLED)
    t.apply_action(s, t.A_END_GAME)  # another of the seed's end conditions
    asked = []
    for n in (20, 1, 2):
        asked.append(t.to_dict(s)["ask"])
        assert t.current_player(s) == 0
        _answer(s, n)
    assert asked == ["goal", "treasures", "dragons"]
    assert t.current_player(s) == TERMINAL and t.legal_actions(s) == []
    d = t.to_dict(s)
    assert d["game_over"] and d["score"] == 20 + 3 * (8 + 1 + 2)
    assert t.returns(s) == [d["score"]]


def test_ta5_at_most_three_treasure_and_dragon_tiles():
    s = _set_up()
    t.apply_action(s, t.A_TATRA_DONE)
    _answer(s, 3)
    t.apply_action(s, t.A_FULFILLED)
    _answer(s, 3)
    t.apply_action(s, t.A_FULFILLED)
    _answer(s, 3)
    t.apply_action(s, t.A_FULFILLED)
    t.apply_action(s, t.A_END_GAME)
    _answer(s, 0)
    assert t.ask_range(s) == (0, 3)
    raises(ValueError, t.apply_action, s, t.NUM + 4)


# the contract


def test_illegal_actions_raise_and_leave_the_state_alone():
    s = _set_up()
    before = bytes(s)
    for a in (-1, t.A_ADD_CUBE, t.A_MOVE, t.NUM + 3, t.TILE + 1, 999):
        raises(ValueError, t.apply_action, s, a)
        assert bytes(s) == before


def test_every_action_has_a_name():
    s = _set_up()
    _to_battle(s)
    for a in t.legal_actions(s):
        assert t.action_to_str(s, a) != ""
    t.apply_action(s, t.A_DRAW_TILE)
    assert t.action_to_str(s, t.TILE + 3) == "position 3"


def test_engine_kit_random_games():
    for length in t.LENGTHS:
        finished = check_engine(t, lambda seed: t.new_state(seed, length), games=8, invariant=_invariant)
        assert finished == 8


def test_state_size_is_fixed():
    assert len(t.new_state(1)) == t.STATE_SIZE == 45


def test_is_legal_agrees_with_legal_actions_everywhere():
    def agree(s):
        legal = t.legal_actions(s)
        for a in range(-2, 160):
            assert t.is_legal(s, a) == (a in legal), (t.to_dict(s), a)

    for length in t.LENGTHS:
        check_engine(t, lambda seed: t.new_state(seed, length), games=2, seed=7, invariant=agree)


def _resumable(s):
    # a state the box saves (no chance node pending) must be one the screens accept on resume
    assert t.current_player(s) == CHANCE or t.is_valid(s), list(s)


def test_every_state_of_random_games_is_valid_to_resume():
    from engine_kit import playout
    from yaga.rng import Rng

    rng = Rng(17)
    for g in range(40):
        s = t.new_state(g, t.LENGTHS[g % 3])
        assert t.is_valid(s)
        playout(t, s, rng, invariant=_resumable)
        assert t.is_valid(s)


def test_a_nonsense_state_is_refused_field_by_field():
    good = t.new_state(3, "long")
    assert not t.is_valid(good[:-1])
    for off, bad in (
        (4, 3), (5, 20), (6, 9), (9, 10), (13, 10), (18, 9), (19, 32), (21, 2), (23, 13), (30, 3), (37, 4),
        (40, 5), (41, 5), (42, 4),
    ):
        s = bytearray(good)
        s[off] = bad
        assert not t.is_valid(s), off
    s = bytearray(good)
    s[16], s[17] = 10, 11  # more allied coins than areas
    assert not t.is_valid(s)
    s = bytearray(good)
    s[t.FLAGS] = t.F_BATTLE | t.F_ALLIANCE  # a battle and a negotiation at once
    assert not t.is_valid(s)
