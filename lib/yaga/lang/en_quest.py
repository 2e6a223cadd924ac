"""The Baba Yaga (2010) companion in English: set-up, the turn screen, challenges, players, decks, the witch.

The texts are packed 16 to a string, "|" between them, in the order of yaga.apps.quest_keys.KEYS
(the key of each text is in the comment beside it): a few strings cost a third of the RAM of a dict of
~130 small ones."""


T = {
    "g0": (
        "Competitive game|"  # new_comp
        "Cooperative game|"  # new_coop
        "Solo game|"  # new_solo
        "How many players?|"  # players_q
        "P%d: hero|"  # hero_for
        "P%d: quest|"  # quest_for
        "Deal at random|"  # deal
        "Heroes and quests|"  # dealt
        "P%d %s: %s|"  # dealt_line
        "Set-up|"  # setup
        "Roll first player|"  # roll_first
        "Cards removed|"  # remove
        "Lose to Yaga|"  # hard_baba
        "A death loses|"  # hard_death
        "P%d %s|"  # p_edit
        "quest steps"  # qlen
    ),
    "g1": (
        "First player|"  # first_title
        "P%d %s starts. Remove %d cards from each encounter deck. Horseman and Hut on the Bone Fence.|"  # first_text
        "Alyosha Popovich|"  # hero_0
        "Dobrynya Nikitich|"  # hero_1
        "Fyodor Lyzhnikov|"  # hero_2
        "Ilya Muromets|"  # hero_3
        "Marya Morevna|"  # hero_4
        "Nastasya Mikulichna|"  # hero_5
        "Slay the Dragon|"  # quest_0
        "Quest %d|"  # quest_n
        "P%d %s|"  # seat_hero
        "R%d|"  # round
        "%d/4 %s|"  # step
        "Game elements|"  # step_0
        "Move|"  # step_1
        "Encounter"  # step_2
    ),
    "g2": (
        "Horseman / Hut|"  # step_3
        "Misses this turn|"  # skipping
        "Out|"  # out
        "Rep %d  Quest %d/%d|"  # line_rep
        "Dice M%d F%d C%d|"  # line_dice
        " -%d|"  # line_pen
        "Town %d  Wild %d|"  # line_decks
        "Baba Yaga: away|"  # baba_off
        "Baba Yaga #%d waits|"  # baba_wait
        "Baba Yaga #%d > P%d|"  # baba_to
        "Next step|"  # c_next
        "End turn|"  # c_end
        "Challenge|"  # c_challenge
        "Draw Town card|"  # c_town
        "Draw Wild card|"  # c_wild
        "New game"  # c_new
    ),
    "g3": (
        "End this game and start a new one?|"  # new_q
        "Baba Yaga|"  # c_baba
        "Places|"  # places
        "Steal / beguile|"  # duel
        "Players|"  # players
        "Decks|"  # decks
        "Round %d|"  # round_title
        "%s Horseman: %s.|"  # horseman_text
        "White|"  # h_white
        "Red|"  # h_red
        "Black|"  # h_black
        "dawn|"  # t_dawn
        "noon|"  # t_noon
        "night|"  # t_night
        "Baba Yaga flies 2 spaces toward P%d.|"  # baba_flies
        "A hero has 3 Rep: Baba Yaga lands on the Bone Fence."  # baba_arrives
    ),
    "g4": (
        "P%d flips the character card face up: no move, no encounters.|"  # miss_text
        "P%d: Rep to 0, back to the starting town, misses the next turn. Quest steps stay.|"  # death_text
        "Does P%d die?|"  # death_q
        "Is P%d out of the game?|"  # out_q
        "P%d finished the quest: every other player not on the final step advances one step.|"  # coop_advance
        "R%d Q%d/%d|"  # player_val
        "Rep|"  # rep
        "Move|"  # ab_move
        "Fight|"  # ab_fight
        "Cunning|"  # ab_cunning
        "Quest step|"  # quest
        "Penalty next turn|"  # penalty
        "Misses next turn|"  # misses
        "Death|"  # death
        "Out of the game|"  # out_row
        "Town deck"  # d_town
    ),
    "g5": (
        "Wilderness deck|"  # d_wild
        "Reshuffle Town|"  # d_reshuffle_town
        "Reshuffle Wilderness|"  # d_reshuffle_wild
        "Baba Yaga #%d|"  # baba_title
        "Encounter won|"  # baba_won
        "Encounter lost|"  # baba_lost
        "Forlorn Hills|"  # pl_forlorn
        "Koshchey's pact|"  # pl_pact
        "Koshchey: rescue|"  # pl_rescue
        "Tsarov: trade|"  # pl_tsarov
        "Roll time of day|"  # pl_time
        "Trade one Item for one from a discard pile. The Horseman and the Hut stay.|"  # tsarov_ok
        "It is night: no trading in Tsarov.|"  # tsarov_night
        "One extra die for every challenge of the next Baba Yaga encounter. Horseman 2 spaces toward you.|"  # pact_text
        "Steal from P%d|"  # du_steal
        "Beguile P%d"  # du_beguile
    ),
    "g6": (
        "Who is closer?|"  # tie_title
        "Box picks at random|"  # tie_random
        "Steal|"  # k_steal
        "Beguile|"  # k_beguile
        "Rescue|"  # k_rescue
        "%s %d+ ×%d|"  # ch_title (×: how many dice)
        "Ability|"  # ch_ability
        "Difficulty|"  # ch_base
        "+ Rep|"  # ch_plus_rep
        "Bonus dice|"  # ch_bonus
        "Baba Yaga fight|"  # ch_baba
        "Roll (DICE)|"  # ch_roll
        "Enter my dice|"  # ch_enter
        "Cancel|"  # ch_cancel
        "Die %d of %d|"  # die_of
        "Passed!"  # passed
    ),
    "g7": (
        "Failed|"  # failed
        "Done|"  # r_done
        "Reroll: -1 Rep|"  # r_rep
        "Item reroll|"  # r_item
        "Game over|"  # over
        "%s wins!|"  # win_one
        "The heroes win!|"  # win_all
        "You win!|"  # win_solo
        "Baba Yaga wins: you lose.|"  # lose_all
        "No winner: Rep is tied.|"  # no_winner
        "A quest is complete.|"  # r_quest
        "Baba Yaga is beaten three times.|"  # r_baba
        "An encounter deck ran out.|"  # r_deck
        "Nobody has Rep while Baba Yaga is on the board.|"  # r_no_rep
        "Every player is out.|"  # r_all_out
        "Lost to Baba Yaga (harder rules)."  # r_hard_baba
    ),
    "g8": (
        "A death (harder rules).|"  # r_hard_death
        "A: new game  B: undo|"  # hint_over
        "Buttons|"  # keys
        "A: do the choice\n< >: other choices\nB: undo a step\nHold B: to the menu,\nthe game is kept"  # keys_text
    ),
}
