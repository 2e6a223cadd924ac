"""Words of the Baba Yaga card game in English (card names after the English rules).

All in one "|"-separated list, in the order of KEYS in tests/portable/test_cards_words.py (the box asks by number):
one string, not an object and a hash slot per text."""

T = {
    "w": (
        "Baba Yaga cards|"  # 0 title
        "Players|"  # 1 players
        "Player %d|"  # 2 seat
        "Human|"  # 3 human
        "Bot: simple|"  # 4 simple
        "Bot: strong|"  # 5 strong
        "Start|"  # 6 start
        "Player %d|"  # 7 pass_title
        "Pass the box to Player %d, then press A.|"  # 8 pass
        "A: ok|"  # 9 hint_ok
        "Baba Yaga!|"  # 10 declare
        "Cast it|"  # 11 cast
        "To pile %d, draw|"  # 12 to_draw
        "To pile %d, take %s|"  # 13 to_take
        "Onto pile %d|"  # 14 onto
        "Which pile?|"  # 15 pile_title
        "What to take?|"  # 16 target_title
        "A Baba Yaga|"  # 17 take_by
        "An Owl|"  # 18 take_owl
        "P%d: a Baba Yaga|"  # 19 cats_by
        "P%d: an Owl|"  # 20 cats_owl
        "Baba Yagas|"  # 21 wand_by
        "Owls|"  # 22 wand_owl
        "%d of %d  DICE: cast|"  # 23 pay
        "A: pick potions for %d|"  # 24 pay_none
        "Mortar  DICE: cast|"  # 25 pay_mortar
        "Potions: exactly %d|"  # 26 pay_wrong
        "P%d: %s on you!|"  # 27 garlic_title
        "Garlic on pile 1|"  # 28 garlic_0
        "Garlic on pile 2|"  # 29 garlic_1
        "No Garlic|"  # 30 garlic_no
        "←→ card A:act B:menu|"  # 31 hint_table
        "Wait...|"  # 32 hint_wait
        "P%d: %s→%d, drew|"  # 33 n_draw
        "P%d: %s→%d, took %s|"  # 34 n_take
        "P%d cast %s|"  # 35 n_cast
        "P%d: Garlic!|"  # 36 n_garlic
        "P%d: no Garlic|"  # 37 n_no_garlic
        "P%d: Baba Yaga!|"  # 38 n_declare
        "Shuffled|"  # 39 n_shuffle
        "Round %d|"  # 40 reveal
        "P%d called|"  # 41 called
        "Scores to 100|"  # 42 totals
        "A: next round|"  # 43 hint_next
        "A: back to the round|"  # 44 hint_back
        "A: scores|"  # 45 hint_reveal
        "P%d wins!|"  # 46 winner
        "Shared win!|"  # 47 shared
        "A: new tournament|"  # 48 hint_new
        "Menu|"  # 49 menu
        "turn %d|"  # 50 turn
        "Round stuck?|"  # 51 stuck
        "The rules end a round only when a player declares Baba Yaga! with 4 points or less (BY-6). If nobody can get there, the table decides: play on, or start a new tournament from this menu.|"  # 52 stuck_why
        "Resume|"  # 53 resume
        "Scores|"  # 54 scores
        "New tournament|"  # 55 new
        "Leave|"  # 56 leave
        "Potion %d|"  # 57 potion
        "Baba Yaga|"  # 58 n0
        "Owl|"  # 59 n1
        "Pelican|"  # 60 n9
        "Cats|"  # 61 n10
        "Lost Wand|"  # 62 n11
        "Garlic|"  # 63 n12
        "Mortar|"  # 64 n13
        "BY|"  # 65 ab0
        "OWL|"  # 66 ab1
        "PEL|"  # 67 ab9
        "CAT|"  # 68 ab10
        "WND|"  # 69 ab11
        "GAR|"  # 70 ab12
        "MOR|"  # 71 ab13
        "YOPCWGM"  # 72 letters
    ),
}
