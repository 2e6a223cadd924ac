"""The card game's texts: the box reads them by number from yaga/lang/<lang>_cards.bin (yaga.words), written from
the tables yaga/lang/<lang>_cards.py in the order of yaga.games.cards.words.KEYS; test_cards_consts checks the
screens' _W_* numbers against that order."""

from wordskit import check_words_files
from yaga import strings
from yaga.games.cards.words import KEYS


def test_every_language_words_file_holds_its_table_in_cards_words_order():
    from yaga.games.cards.words import texts

    check_words_files("cards", texts, KEYS)


def test_the_app_shows_the_text_the_number_names():
    """App.w(i) is text i of KEYS in the language shown (here: the title and a card's name in Russian)."""
    from memfs import MemFs
    from yaga.games.cards.app import App
    from yaga.box import AppStore, Box
    from yaga.gfx import Canvas
    from yaga.saves import Store
    from yaga.settings import Settings

    strings.set_language("ru")
    table = strings.table("yaga.games.cards.texts")
    app = App(Box(Canvas(), AppStore(Store(MemFs()), "app_cards", 3), Settings(), lambda: 0, lambda: 7))
    assert app.w(KEYS.index("title")) == table["title"] and app.w(KEYS.index("n9")) == table["n9"]
    strings.set_language("en")


def test_no_card_text_names_a_rule_id():
    """Issue 11: the player reads "Round stuck?" as words, never a rule id such as "(BY-6)" (ids are for the
    code and the tests)."""
    for lang in strings.LANGUAGES:
        strings.set_language(lang)
        for key, text in strings.table("yaga.games.cards.texts").items():
            for prefix in ("BY-", "GW-", "BQ-", "TA-"):
                at = text.find(prefix)
                assert at < 0 or not text[at + 3 : at + 4].isdigit(), "%s %s: %s" % (lang, key, text)
    strings.set_language("en")


def test_every_seat_row_of_the_set_up_fits_beside_its_widest_kind_in_every_language():
    """Issue 11's player saw "Jugador 5" cut before its number beside "Bot: fuerte" (five seats: a scroll bar):
    a seat's label and its kind, right-aligned, must both be whole on the row (yaga.ui.ListMenu's layout)."""
    from yaga.gfx import text_width
    from yaga.ui import ADV, W

    for lang in strings.LANGUAGES:
        strings.set_language(lang)
        t = strings.table("yaga.games.cards.texts")
        widest = max(text_width(t[k]) for k in ("human", "simple", "strong"))
        room = W - 4 - widest - ADV  # the scroll bar's 4 px, the kind, a blank column of text
        assert 2 + text_width(t["seat"] % 5) - 1 <= room, (lang, t["seat"] % 5)
    strings.set_language("en")
