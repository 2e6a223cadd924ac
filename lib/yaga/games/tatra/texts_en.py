"""The Tatra game companion in English: set-up, the round's steps, battle helper, scoring, score history.

Looked up by key through yaga.strings (yaga.games.tatra.app.TEXTS); a family indexed by a number of
the engine (a phase, a question, an action ...) is a tuple under one key."""

T = {
    "new_game": "New game: %s",
    "history": "Score history",
    "lengths": (  # a game's length, by yaga.games.tatra.rules.LENGTHS
        "short",
        "medium",
        "long",
    ),
    "setup": "Set-up %d/%d",
    "round": "R%d",
    "phases": (  # a step's title, by phase (rules.PHASES)
        "Tatra card",
        "Beasts: West",
        "Beasts: Central",
        "Beasts: East",
        "Dawn",
        "Day",
        "Dusk",
        "Night",
        "Scoring",
    ),
    "battle": "Battle",
    "questions": (  # the number questions, by question from the first (rules.ASKS[1:])
        "How many areas?",
        "How many cube spaces has this region's card?",
        "How many position tiles are in the bag?",
        "Battle value? Over 18 defeats a dragon.",
        "Points on your goal card?",
        "Treasure tiles left?",
        "Dragon tiles left?",
        "Alliance tiles: 4, one fewer where farms or fisheries were destroyed.",
    ),
    "p_tatra": "Draw a Tatra card and do its action.",
    "p_region": "Meet the card's demand or put a cube on it. Card: %d/%d",
    "p_coin": "The card is full: flip an allied coin of this region to enemy.",
    "p_animal": "Play this phase's animal actions, or skip it.",
    "p_battle": "%s to move, %d left",
    "who": (  # whose move in a battle, by the state's byte: the enemy, you
        "Enemy",
        "You",
    ),
    "p_positions": "Positions: %s",
    "p_dragon_won": "Dragon defeated!",
    "p_dragon_held": "The dragon holds.",
    "p_over": "Score %d = goal %d + 3 x %d left.",
    "p_best": "Best %s game: %d",
    "won": "Won! Take a Battle bonus tile; the coin turns allied.",
    "lost": "Lost. Move your band out and place a stronghold.",
    "a_menu": "Menu",
    "a_record": "Record score",
    "actions": (  # the choice bar's label of each action, by action number (rules.A_TICK ... A_REFUSED)
        "Done",
        "Done",
        "Fulfilled",
        "Add cube",
        "Cube back",
        "New card",
        "Coin flipped",
        "None allied",
        "Next phase",
        "Coin to allied",
        "Coin to enemy",
        "Battle",
        "Game ended",
        "Draw tile",
        "Move made",
        "Won",
        "Lost",
        "Dragon check",
        "Alliance",
        "Demand met",
        "Met by treasure",
        "Alliance formed",
        "Failed",
    ),
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
    "steps": (  # the set-up checklist, by step (rules.SETUP_STEPS)
        "Place the game board.",
        "Tatra cards face down at the board's bottom left, room on their left to play them.",
        "Beasts & Spirits face down top left; one face up per region: West, Central, East.",
        "Put the %s goal card face up on the Goal space of your player board.",
        "Animal decks at the top: hearts, clubs, diamonds, spades, stars; top cards up.",
        "Place the Discard Pile card.",
        "A coin on each area, %d allied (white side up), the rest enemy.",
        "Stack the other coins on their suits' spaces, bottom left of the board.",
        "Place a building or industry on each disc.",
        "Other industry and building tiles on their spaces, or keep them in the bag.",
        "Choose a starting area; put a wooden cube on its coin.",
        "Put 9 wooden cubes on the Beasts & Spirits track.",
        "The 6 hexagonal Battle/Alliance tiles beside the Battle & Alliance board.",
        "Each suit's 6 Battle and 6 Alliance tiles on their spaces right of the board.",
        "3 treasure, 3 dragon tiles faded side up; the red, white, blue, black cubes.",
        "Dawn, Day, Dusk, Night tiles and the Battle, Alliance overviews in reach.",
        "The 3 bags in reach: Battle bonus, Alliance bonus, position tiles.",
        "Draw 2 experience bonus tiles onto your experience bonus spaces.",
        "Draw 3 animal cards of allied suits, then turn each deck's top card up.",
    ),
    "rules": 'Rules',
    "r_hint": '↑↓: scroll  B: back',
    "rule_titles": (  # the rules pages' titles, a round's first
        'A round',
        'Actions',
        'Battle',
        'Alliance',
        'Beasts and dragons',
        'End and scoring',
    ),
    "rule_texts": (  # the rules pages, in the same order
        (
            "1. Draw a Tatra card and do its action.\n"
            "2. Beasts & Spirits: West, then Central, then East. Meet each card's demand, or move a cube from the "
            "track onto it. A full card flips an allied coin of its region to enemy. No cube left on the track: "
            "the game ends.\n"
            "3. Play your animal cards' actions: Dawn, Day, Dusk, then Night. Any phase may be skipped.\n"
            "All cards played: take them back; the next round."
        ),
        (
            "Any animal: Mobilize (move your band to an adjacent area; some paths need a tunnel or bridge; birds "
            "ignore them), Battle or Alliance in an enemy area, Recruit (play a card, draw one of a suit you "
            "hold, played or allied). Mobilize, Battle and Alliance end your turn.\n"
            "Only an animal showing it: Scout (reveal a Battle tile), Negotiate (reveal an Alliance tile), "
            "Develop an industry, Construct a building (flip a lumber camp or quarry)."
        ),
        (
            "Draw the Battle tiles top to bottom, a position tile with each; place each unit. You have 8 moves, "
            "alternating, the enemy first; your animals move along their cards' paths. Entering the enemy's "
            "location, all its units gather there.\n"
            "All defeated: won. The coin turns allied; take a Battle bonus tile.\n"
            "Else lost: move your band out; place a stronghold if you can.\n"
            "A dragon wins any battle."
        ),
        (
            "Draw the Alliance tiles bottom to top, a position tile with each: one tile fewer where farms or "
            "fisheries were destroyed. Move with your animals' paths from demand to demand and meet each one; a "
            "resource from another allied area costs a card. A treasure meets any demand.\n"
            "Reach the ruler: the coin turns allied; take an Alliance bonus tile.\n"
            "Else move your band out."
        ),
        (
            "Each card: its positive effect on the left, its negative on the right; a full card does its "
            "bottom-left effect.\n"
            "Dragons guard treasure: more than 18 battle value defeats one (discard two cards) and gains its "
            "treasure; three farms of its region flipped tame it. Active: each turn discard a card or add a cube.\n"
            "Spirits: flip a coin of the area to enemy, discard an animal card, or add a cube."
        ),
        (
            "The game ends when the Beasts & Spirits track is empty, or at another end condition.\n"
            "Score: your goal card's points, plus 3 for every wooden cube, treasure tile and dragon tile left.\n"
            "Record the score of each game: the box keeps the history."
        ),
    ),
    "g_timer": "Turn timer",
    "t_off": "Off",
    "t_min": "%d min",
    "g_table_view": "Table at a glance",
    "table_lines": ("%s: %d/%s cubes", "West", "Central", "East", "Track: %d left", "Allied %d, enemy %s"),
}
