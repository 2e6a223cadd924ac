"""The Baba Yaga companion's texts by key, cut out of the packed table of yaga.lang.<lang>_quest.

A dict of ~130 small strings costs about three times the text it holds in RAM (an object and a hash slot per
text); the table instead holds a few strings of GROUP texts each, "|" between them, in the order of KEYS.
`Words(table)[key]` returns one text as a new string: screens ask for texts when they are built, never
while a frame is drawn.
"""

from yaga.compat import const

GROUP = const(16)  # texts per packed string: a lookup scans one short string

KEYS = (  # one space before and after each key: a 1 KB string, not 130 objects
    " new_comp new_coop new_solo players_q hero_for quest_for deal dealt dealt_line setup roll_first remove "
    "hard_baba hard_death p_edit qlen first_title first_text hero_0 hero_1 hero_2 hero_3 hero_4 hero_5 quest_0 "
    "quest_n seat_hero round step step_0 step_1 step_2 step_3 skipping out line_rep line_dice line_pen "
    "line_decks baba_off baba_wait baba_to c_next c_end c_challenge c_town c_wild c_new new_q c_baba places "
    "duel players decks round_title horseman_text h_white h_red h_black t_dawn t_noon t_night baba_flies "
    "baba_arrives miss_text death_text death_q out_q coop_advance player_val rep ab_move ab_fight ab_cunning "
    "quest penalty misses death out_row d_town d_wild d_reshuffle_town d_reshuffle_wild baba_title baba_won "
    "baba_lost pl_forlorn pl_pact pl_rescue pl_tsarov pl_time tsarov_ok tsarov_night pact_text du_steal "
    "du_beguile tie_title tie_random k_steal k_beguile k_rescue ch_title ch_ability ch_base ch_plus_rep "
    "ch_bonus ch_baba ch_roll ch_enter ch_cancel die_of passed failed r_done r_rep r_item over win_one win_all "
    "win_solo lose_all no_winner r_quest r_baba r_deck r_no_rep r_all_out r_hard_baba r_hard_death hint_over "
)


class Words:
    """The texts of one language: `words[key]` like a dict; KeyError for a key not in KEYS."""

    def __init__(self, table):
        self.table = table

    def __getitem__(self, key):
        at = KEYS.find(" %s " % key)
        if at < 0 or " " in key:
            raise KeyError(key)
        i = KEYS.count(" ", 0, at)  # the keys before it
        text = self.table["g%d" % (i // GROUP)]
        start = 0
        for _ in range(i % GROUP):
            start = text.index("|", start) + 1
        end = text.find("|", start)
        return text[start:] if end < 0 else text[start:end]
