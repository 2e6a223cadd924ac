"""The names of the Baba Yaga companion's texts, in the order of its words files (read by yaga.words.Words).

For tests and tools only: the box asks for texts by number (the _W_* constants of yaga.games.quest.app, which
test_quest_app checks against this list), so these names never take RAM on the device. After changing a
table in yaga/lang/<lang>_quest.py, `python lib/yaga/words_pack.py` writes the <lang>_quest.bin files the
box reads (test_quest_app fails while one is stale).
"""

from yaga.words_pack import by_keys

KEYS = (
    "new_comp", "new_coop", "new_solo", "players_q", "hero_for", "quest_for", "deal", "dealt", "dealt_line",
    "setup", "roll_first", "remove", "hard_baba", "hard_death", "p_edit", "qlen", "first_title", "first_text",
    "hero_0", "hero_1", "hero_2", "hero_3", "hero_4", "hero_5", "quest_0", "quest_n", "seat_hero", "round", "step",
    "step_0", "step_1", "step_2", "step_3", "skipping", "out", "line_rep", "line_dice", "line_pen", "line_decks",
    "baba_off", "baba_wait", "baba_to", "c_next", "c_end", "c_challenge", "c_town", "c_wild", "c_new", "new_q",
    "c_baba", "places", "duel", "players", "decks", "round_title", "horseman_text", "h_white", "h_red", "h_black",
    "t_dawn", "t_noon", "t_night", "baba_flies", "baba_arrives", "miss_text", "death_text", "death_q", "out_q",
    "coop_advance", "player_val", "rep", "ab_move", "ab_fight", "ab_cunning", "quest", "penalty", "misses", "death",
    "out_row", "d_town", "d_wild", "d_reshuffle_town", "d_reshuffle_wild", "baba_title", "baba_won", "baba_lost",
    "pl_forlorn", "pl_pact", "pl_rescue", "pl_tsarov", "pl_time", "tsarov_ok", "tsarov_night", "pact_text",
    "du_steal", "du_beguile", "tie_title", "tie_random", "k_steal", "k_beguile", "k_rescue", "ch_title",
    "ch_ability", "ch_base", "ch_plus_rep", "ch_bonus", "ch_baba", "ch_roll", "ch_enter", "ch_cancel", "die_of",
    "passed", "failed", "r_done", "r_rep", "r_item", "over", "win_one", "win_all", "win_solo", "lose_all",
    "no_winner", "r_quest", "r_baba", "r_deck", "r_no_rep", "r_all_out", "r_hard_baba", "r_hard_death", "hint_over",
    "keys", "keys_text", "undo_none_title", "undo_none", "players_cols",
    "forlorn_won", "forlorn_lost", "start_game", "start_text", "rep_standings", "standing", "abil_hint",
    "abil_done", "cards", "card_title", "card_steps", "name_ok",
    "seat", "names_title", "names_go", "name_for",
    "log_round", "ev_passed", "ev_failed", "ev_baba_won", "ev_baba_lost", "ev_rep", "ev_quest", "ev_death",
    "ev_out", "ev_miss", "ev_town", "ev_wild", "ev_pact", "ev_tsarov", "ev_took", "ev_end",
    "log_empty", "log_table", "log_title", "why_rep", "why_tie", "r_took",
    "rules", "rules_hint", "token_order", "token_text",
    "loc_0", "loc_1", "loc_2", "loc_3", "loc_4", "loc_5", "loc_6", "loc_7",
    "loc_text_0", "loc_text_1", "loc_text_2", "loc_text_3", "loc_text_4", "loc_text_5", "loc_text_6", "loc_text_7",
    "timer", "minutes",
)


texts = by_keys(KEYS)  # a table's texts in file order


class Named:
    """Words by name: `Named(words)["deal"]` is words[KEYS.index("deal")]."""

    def __init__(self, words):
        self.words = words

    def __getitem__(self, key):
        if key not in KEYS:
            raise KeyError(key)
        return self.words[KEYS.index(key)]
