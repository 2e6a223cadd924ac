"""The Tatra game companion in English: set-up, the round's steps, battle helper, scoring, score history.

The box reads these texts from yaga/lang/en_tatra.bin, written from this table by yaga.games.tatra.keys
(in the order of its KEYS): they never take RAM there."""

T = {
    "new_game": "New game: %s",
    "history": "Score history",
    "len_short": "short",
    "len_medium": "medium",
    "len_long": "long",
    "setup": "Set-up %d/%d",
    "round": "R%d",
    "ph_tatra_card": "Tatra card",
    "ph_beasts_west": "Beasts: West",
    "ph_beasts_central": "Beasts: Central",
    "ph_beasts_east": "Beasts: East",
    "ph_dawn": "Dawn",
    "ph_day": "Day",
    "ph_dusk": "Dusk",
    "ph_night": "Night",
    "ph_scoring": "Scoring",
    "battle": "Battle",
    "p_areas": "How many areas?",
    "p_spaces": "How many cube spaces has this region's card?",
    "p_bag": "How many position tiles are in the bag?",
    "p_dragon_value": "Battle value? Over 18 defeats a dragon.",
    "p_goal": "Points on your goal card?",
    "p_treasures": "Treasure tiles left?",
    "p_dragons": "Dragon tiles left?",
    "p_demands": "Alliance tiles: 4, one fewer where farms or fisheries were destroyed.",
    "p_tatra": "Draw a Tatra card and do its action.",
    "p_region": "Meet the card's demand or put a cube on it. Card: %d/%d",
    "p_coin": "The card is full: flip an allied coin of this region to enemy.",
    "p_animal": "Play this phase's animal actions, or skip it.",
    "p_battle": "%s to move, %d left",
    "who_enemy": "Enemy",
    "who_you": "You",
    "p_positions": "Positions: %s",
    "p_dragon_won": "Dragon defeated!",
    "p_dragon_held": "The dragon holds.",
    "p_over": "Score %d = goal %d + 3 x %d left.",
    "p_best": "Best %s game: %d",
    "won": "Won! Take a Battle bonus tile; the coin turns allied.",
    "lost": "Lost. Move your band out and place a stronghold.",
    "a_menu": "Menu",
    "a_record": "Record score",
    "a_done": "Done",
    "a_tatra_done": "Done",
    "a_fulfilled": "Fulfilled",
    "a_add_cube": "Add cube",
    "a_cube_back": "Cube back",
    "a_new_card": "New card",
    "a_flipped": "Coin flipped",
    "a_no_coin": "None allied",
    "a_next": "Next phase",
    "a_to_allied": "Coin to allied",
    "a_to_enemy": "Coin to enemy",
    "a_battle": "Battle",
    "a_end": "Game ended",
    "a_draw": "Draw tile",
    "a_move": "Move made",
    "a_win": "Won",
    "a_defeat": "Lost",
    "a_dragon": "Dragon check",
    "a_alliance": "Alliance",
    "a_demand_met": "Demand met",
    "a_treasure": "Met by treasure",
    "a_formed": "Alliance formed",
    "a_refused": "Failed",
    "h_best": "Best %s: %d",
    "h_no_best": "Best %s: -",
    "h_entry": "#%d %s: %d",
    "h_hint": "B: back",
    "keys": "Buttons",
    "keys_text": "B: undo a step\nHold B: to the menu,\nthe game is kept\nNumbers: < > by 1,\nUP/DOWN by 10",
    "g_back": "Back to the game",
    "alliance": "Alliance",
    "p_alliance": "Demands met %d of %d, %d by treasure",
    "formed": "Alliance formed! Take an Alliance bonus tile; the coin turns allied.",
    "refused": "No alliance. Move your band out of the ruler's area.",
    "s_board": "Place the game board.",
    "s_tatra_cards": "Tatra cards face down at the board's bottom left, room on their left to play them.",
    "s_beasts": "Beasts & Spirits face down top left; one face up per region: West, Central, East.",
    "s_goal_card": "Put the %s goal card face up on the Goal space of your player board.",
    "s_animal_decks": "Animal decks at the top: hearts, clubs, diamonds, spades, stars; top cards up.",
    "s_discard": "Place the Discard Pile card.",
    "s_coins": "A coin on each area, %d allied (white side up), the rest enemy.",
    "s_coin_stacks": "Stack the other coins on their suits' spaces, bottom left of the board.",
    "s_buildings": "Place a building or industry on each disc.",
    "s_tiles": "Other industry and building tiles on their spaces, or keep them in the bag.",
    "s_start_area": "Choose a starting area; put a wooden cube on its coin.",
    "s_cubes": "Put 9 wooden cubes on the Beasts & Spirits track.",
    "s_hexes": "The 6 hexagonal Battle/Alliance tiles beside the Battle & Alliance board.",
    "s_battle_tiles": "Each suit's 6 Battle and 6 Alliance tiles on their spaces right of the board.",
    "s_treasures": "3 treasure, 3 dragon tiles faded side up; the red, white, blue, black cubes.",
    "s_phase_tiles": "Dawn, Day, Dusk, Night tiles and the Battle, Alliance overviews in reach.",
    "s_bags": "The 3 bags in reach: Battle bonus, Alliance bonus, position tiles.",
    "s_experience": "Draw 2 experience bonus tiles onto your experience bonus spaces.",
    "s_animals": "Draw 3 animal cards of allied suits, then turn each deck's top card up.",
    "rules": 'Rules',
    "r_hint": '↑↓: scroll  B: back',
    "r_round": 'A round',
    "r_actions": 'Actions',
    "r_battle": 'Battle',
    "r_alliance": 'Alliance',
    "r_beasts": 'Beasts and dragons',
    "r_scoring": 'End and scoring',
    "r_round_text": (
        "1. Draw a Tatra card and do its action.\n"
        "2. Beasts & Spirits: West, then Central, then East. Meet each card's demand, or move a cube from the "
        "track onto it. A full card flips an allied coin of its region to enemy. No cube left on the track: "
        "the game ends.\n"
        "3. Play your animal cards' actions: Dawn, Day, Dusk, then Night. Any phase may be skipped.\n"
        "All cards played: take them back; the next round."
    ),
    "r_actions_text": (
        "Any animal: Mobilize (move your band to an adjacent area; some paths need a tunnel or bridge; birds "
        "ignore them), Battle or Alliance in an enemy area, Recruit (play a card, draw one of a suit you "
        "hold, played or allied). Mobilize, Battle and Alliance end your turn.\n"
        "Only an animal showing it: Scout (reveal a Battle tile), Negotiate (reveal an Alliance tile), "
        "Develop an industry, Construct a building (flip a lumber camp or quarry)."
    ),
    "r_battle_text": (
        "Draw the Battle tiles top to bottom, a position tile with each; place each unit. You have 8 moves, "
        "alternating, the enemy first; your animals move along their cards' paths. Entering the enemy's "
        "location, all its units gather there.\n"
        "All defeated: won. The coin turns allied; take a Battle bonus tile.\n"
        "Else lost: move your band out; place a stronghold if you can.\n"
        "A dragon wins any battle."
    ),
    "r_alliance_text": (
        "Draw the Alliance tiles bottom to top, a position tile with each: one tile fewer where farms or "
        "fisheries were destroyed. Move with your animals' paths from demand to demand and meet each one; a "
        "resource from another allied area costs a card. A treasure meets any demand.\n"
        "Reach the ruler: the coin turns allied; take an Alliance bonus tile.\n"
        "Else move your band out."
    ),
    "r_beasts_text": (
        "Each card: its positive effect on the left, its negative on the right; a full card does its "
        "bottom-left effect.\n"
        "Dragons guard treasure: more than 18 battle value defeats one (discard two cards) and gains its "
        "treasure; three farms of its region flipped tame it. Active: each turn discard a card or add a cube.\n"
        "Spirits: flip a coin of the area to enemy, discard an animal card, or add a cube."
    ),
    "r_scoring_text": (
        "The game ends when the Beasts & Spirits track is empty, or at another end condition.\n"
        "Score: your goal card's points, plus 3 for every wooden cube, treasure tile and dragon tile left.\n"
        "Record the score of each game: the box keeps the history."
    ),
    "g_timer": "Turn timer",
    "t_off": "Off",
    "t_min": "%d min",
}
