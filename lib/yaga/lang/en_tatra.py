"""The Tatra game companion in English: set-up, the round's steps, battle helper, scoring, score history.

The texts are packed 16 to a string, "|" between them, in the order of yaga.apps.tatra_keys.KEYS (the key
of each text is in the comment beside it): a few strings cost far less RAM than a dict of ~66 small ones."""

T = {
    "g0": (
        "New game: %s|"  # new_game
        "Score history|"  # history
        "short|"  # len_short
        "medium|"  # len_medium
        "long|"  # len_long
        "Set-up %d/4|"  # setup
        "R%d|"  # round
        "Tatra card|"  # ph_tatra_card
        "Beasts: West|"  # ph_beasts_west
        "Beasts: Central|"  # ph_beasts_central
        "Beasts: East|"  # ph_beasts_east
        "Dawn|"  # ph_dawn
        "Day|"  # ph_day
        "Dusk|"  # ph_dusk
        "Night|"  # ph_night
        "Scoring"  # ph_scoring
    ),
    "g1": (
        "Battle|"  # battle
        "Put a coin on each area, %d allied (white). How many coins?|"  # p_areas
        "How many cube spaces has this region's card?|"  # p_spaces
        "How many position tiles are in the bag?|"  # p_bag
        "Battle value? Over 18 defeats a dragon.|"  # p_dragon_value
        "Points on your goal card?|"  # p_goal
        "Treasure tiles left?|"  # p_treasures
        "Dragon tiles left?|"  # p_dragons
        "Put 9 wooden cubes on the Beasts & Spirits track.|"  # p_cubes
        "Each player draws 2 experience bonus tiles.|"  # p_experience
        "Each player draws 3 animal cards of allied suits.|"  # p_animals
        "Draw a Tatra card and do its action.|"  # p_tatra
        "Meet the card's demand or put a cube on it. Card: %d/%d|"  # p_region
        "The card is full: flip an allied coin of this region to enemy.|"  # p_coin
        "Play this phase's animal actions, or skip it.|"  # p_animal
        "%s to move, %d left"  # p_battle
    ),
    "g2": (
        "Enemy|"  # who_enemy
        "You|"  # who_you
        "Positions: %s|"  # p_positions
        "Dragon defeated!|"  # p_dragon_won
        "The dragon holds.|"  # p_dragon_held
        "Score %d = goal %d + 3 x %d left.|"  # p_over
        "Best %s game: %d|"  # p_best
        "Won! Take a Battle bonus tile; the coin turns allied.|"  # won
        "Lost. Move your band out and place a stronghold.|"  # lost
        "Record score|"  # a_record
        "Done|"  # a_done
        "Done|"  # a_tatra_done
        "Fulfilled|"  # a_fulfilled
        "Add cube|"  # a_add_cube
        "Cube back|"  # a_cube_back
        "New card"  # a_new_card
    ),
    "g3": (
        "Coin flipped|"  # a_flipped
        "None allied|"  # a_no_coin
        "Next phase|"  # a_next
        "Coin to allied|"  # a_to_allied
        "Coin to enemy|"  # a_to_enemy
        "Battle|"  # a_battle
        "Game ended|"  # a_end
        "Draw tile|"  # a_draw
        "Move made|"  # a_move
        "Won|"  # a_win
        "Lost|"  # a_defeat
        "Dragon check|"  # a_dragon
        "Best %s: %d|"  # h_best
        "Best %s: -|"  # h_no_best
        "#%d %s: %d|"  # h_entry
        "B: back"  # h_hint
    ),
    "g4": (
        "Buttons|"  # keys
        "B: undo a step\nHold B: to the menu,\nthe game is kept\nNumbers: < > by 1,\nUP/DOWN by 10"  # keys_text
    ),
}
