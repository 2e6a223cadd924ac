"""The card game's texts: one "|"-separated list per language (yaga.lang.<lang>_cards, key "w"), asked for by
number on the box. KEYS names them in that order (here, not on the box, so the names take no RAM there);
test_cards_consts checks the screens' _W_* numbers against it."""

from yaga import strings
from yaga.strings import nth

KEYS = (
    "title", "players", "seat", "human", "simple", "strong", "start", "pass_title", "pass", "hint_ok", "declare",
    "cast", "to_draw", "to_take", "onto", "pile_title", "target_title", "take_by", "take_owl", "cats_by",
    "cats_owl", "wand_by", "wand_owl", "pay", "pay_none", "pay_mortar", "pay_wrong", "garlic_title", "garlic_0",
    "garlic_1", "garlic_no", "hint_table", "hint_wait", "n_draw", "n_take", "n_cast", "n_garlic", "n_no_garlic",
    "n_declare", "n_shuffle", "reveal", "called", "totals", "hint_next", "hint_back", "hint_reveal", "winner",
    "shared", "hint_new", "menu", "turn", "stuck", "stuck_why", "resume", "scores", "new", "leave", "potion", "n0",
    "n1", "n9", "n10", "n11", "n12", "n13", "ab0", "ab1", "ab9", "ab10", "ab11", "ab12", "ab13", "letters",
)


def word(table, key):
    """The text named `key` in a cards table (strings.table("cards"))."""
    return nth(table["w"], KEYS.index(key))


def _specs(text):
    """The letters after each "%" of a template: its placeholders in order."""
    return [part[:1] for part in text.split("%")[1:]]


def test_every_language_has_every_text_with_the_english_placeholders():
    strings.set_language("en")
    en = strings.table("cards")
    assert en["w"].count("|") == len(KEYS) - 1
    for lang in ("es", "ru"):
        strings.set_language(lang)
        t = strings.table("cards")
        assert t["w"].count("|") == len(KEYS) - 1, lang
        for key in KEYS:
            assert word(t, key), (lang, key)
            assert _specs(word(t, key)) == _specs(word(en, key)), (lang, key)
    strings.set_language("en")


def test_nth_cuts_one_text_out_of_the_list():
    assert nth("a|bc|d", 0) == "a" and nth("a|bc|d", 1) == "bc" and nth("a|bc|d", 2) == "d"
