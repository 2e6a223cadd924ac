"""The names of the Tatra companion's texts, in the order of the words files yaga/lang/<lang>_tatra.bin.

For tests and tools only: the box reads a text at a time by number (yaga.words.Words, the _W_* constants of
yaga.games.tatra.app, which test_tatra_app checks against this list), so neither these names nor the tables in
yaga/lang/<lang>_tatra.py take RAM on the device. After changing a table, `python lib/yaga/words_pack.py`
writes the <lang>_tatra.bin files (test_tatra_app fails while one is stale). The order makes the numbers
arithmetic: the phases in PHASES order, the questions in ASKS order, the set-up steps in SETUP_STEPS order, the
action labels by action number (a_record and a_menu just before them: the app's own choices -1 and -2), the
battle words by the state's byte, an outcome's note by its action (won / lost, formed / refused), a rules
page's title and text by its number.
"""

from yaga.words_pack import by_keys

KEYS = (
    "new_game", "history", "len_short", "len_medium", "len_long", "setup", "round",
    "ph_tatra_card", "ph_beasts_west", "ph_beasts_central", "ph_beasts_east", "ph_dawn", "ph_day", "ph_dusk",
    "ph_night", "ph_scoring", "battle",
    "p_areas", "p_spaces", "p_bag", "p_dragon_value", "p_goal", "p_treasures", "p_dragons", "p_demands",
    "p_tatra", "p_region", "p_coin", "p_animal", "p_battle", "who_enemy", "who_you", "p_positions", "p_dragon_won",
    "p_dragon_held", "p_over", "p_best", "won", "lost",
    "a_menu", "a_record", "a_done", "a_tatra_done", "a_fulfilled", "a_add_cube", "a_cube_back", "a_new_card",
    "a_flipped", "a_no_coin", "a_next", "a_to_allied", "a_to_enemy", "a_battle", "a_end", "a_draw", "a_move",
    "a_win", "a_defeat", "a_dragon", "a_alliance", "a_demand_met", "a_treasure", "a_formed", "a_refused",
    "h_best", "h_no_best", "h_entry", "h_hint", "keys", "keys_text", "g_back",
    "alliance", "p_alliance", "formed", "refused",
    "s_board", "s_tatra_cards", "s_beasts", "s_goal_card", "s_animal_decks", "s_discard", "s_coins",
    "s_coin_stacks", "s_buildings", "s_tiles", "s_start_area", "s_cubes", "s_hexes", "s_battle_tiles",
    "s_treasures", "s_phase_tiles", "s_bags", "s_experience", "s_animals",
    "rules", "r_hint", "r_round", "r_actions", "r_battle", "r_alliance", "r_beasts", "r_scoring",
    "r_round_text", "r_actions_text", "r_battle_text", "r_alliance_text", "r_beasts_text", "r_scoring_text",
    "g_timer", "t_off", "t_min",
)

texts = by_keys(KEYS)  # a table's texts in file order
