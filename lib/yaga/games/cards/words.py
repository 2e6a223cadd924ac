"""The names of the card game's texts, in the order of the words files yaga/lang/<lang>_cards.bin.

For tests and tools only: the box reads a text at a time by number (yaga.words.Words, the _W_* constants of
yaga.games.cards.app, cards_draw and cards_screens, which test_cards_consts checks against this list), so neither
these names nor the tables in yaga/lang/<lang>_cards.py take RAM on the device. After changing a table,
`python lib/yaga/words_pack.py` writes the <lang>_cards.bin files (test_cards_words fails while one is
stale). The order makes the numbers arithmetic: a seat kind's text is human + kind, a target's the "by" text
+ 1 for an Owl, the card names and their short forms in kind order (Baba Yaga, Owl, then the spells).
"""

from yaga.words_pack import by_keys

KEYS = (
    "title", "players", "seat", "human", "simple", "strong", "start", "pass_title", "pass", "hint_ok", "declare",
    "cast", "to_draw", "to_take", "onto", "pile_title", "target_title", "take_by", "take_owl", "cats_by",
    "cats_owl", "wand_by", "wand_owl", "pay", "pay_none", "pay_mortar", "pay_wrong", "garlic_title", "garlic_0",
    "garlic_1", "garlic_no", "hint_table", "hint_wait", "n_draw", "n_take", "n_cast", "n_garlic", "n_no_garlic",
    "n_declare", "n_shuffle", "reveal", "called", "totals", "hint_next", "hint_back", "hint_reveal", "winner",
    "shared", "hint_new", "menu", "turn", "redeal", "redeal_why", "resume", "scores", "new", "leave", "potion", "n0",
    "n1", "n9", "n10", "n11", "n12", "n13", "ab0", "ab1", "ab9", "ab10", "ab11", "ab12", "ab13", "history",
    "redeal_yes", "redeal_no", "n_redeal", "no_moves", "would_take", "garlic_none", "drew_title", "drew_text",
    "n_cats", "rules", "page_hint", "page1", "page2", "page3", "page4", "page5", "page6", "page7", "page8", "page9",
    "page10", "page11",
)

texts = by_keys(KEYS)  # a table's texts in file order
