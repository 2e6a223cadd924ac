"""The card game's texts: one table per language, lib/yaga/games/cards/texts_<lang>.py, read by key through
yaga.strings (yaga.games.cards.app.TEXTS); a family indexed by a number (a card kind, a seat kind, a page) is a
tuple under one key. test_strings checks every language has the same keys, placeholders and tuple lengths."""

from yaga import strings
from yaga.games.cards import rules as C
from yaga.games.cards.app import TEXTS


def test_the_app_shows_the_table_of_the_language_shown():
    """App.w is the texts of the language shown (here: the title and a card's name in Russian)."""
    from memfs import MemFs
    from yaga.games.cards.app import App
    from yaga.box import AppStore, Box
    from yaga.gfx import Canvas
    from yaga.saves import Store
    from yaga.settings import Settings

    strings.set_language("ru")
    table = strings.table(TEXTS)
    app = App(Box(Canvas(), AppStore(Store(MemFs()), "app_cards", 3), Settings(), lambda: 0, lambda: 7))
    assert app.w["title"] == table["title"] == "Карты Бабы-яги" and app.w["card_names"][C.PELICAN] == "Пеликан"
    strings.set_language("en")


def test_every_family_has_one_text_for_each_number_it_is_indexed_by():
    """Card names and short forms by card kind (a potion's short form is its value, as the table's cards show
    it), the three seat kinds, the two kinds a spell takes (Baba Yaga, Owl), the two piles, twelve rules pages."""
    sizes = {"card_names": C.KINDS, "card_shorts": C.KINDS, "seat_kinds": 3, "take": 2, "cats": 2, "wand": 2,
             "garlic_on": 2, "pages": 12}
    for lang in strings.LANGUAGES:
        strings.set_language(lang)
        t = strings.table(TEXTS)
        for key, size in sizes.items():
            assert len(t[key]) == size, (lang, key)
        for k in range(C.P1, C.P7 + 1):
            assert t["card_shorts"][k] == str(C.POINTS[k]), lang
            assert str(C.POINTS[k]) in t["card_names"][k], lang
    strings.set_language("en")


def test_no_card_text_names_a_rule_id():
    """The player reads "Round stuck?" as words, never a rule id such as "(BY-6)" (ids are for the
    code and the tests)."""
    for lang in strings.LANGUAGES:
        strings.set_language(lang)
        for key, value in strings.table(TEXTS).items():
            for text in value if isinstance(value, tuple) else (value,):
                for prefix in ("BY-", "GW-", "BQ-", "TA-"):
                    at = text.find(prefix)
                    assert at < 0 or not text[at + 3 : at + 4].isdigit(), "%s %s: %s" % (lang, key, text)
    strings.set_language("en")


def test_every_seat_row_of_the_set_up_fits_beside_its_widest_kind_in_every_language():
    """A player saw "Jugador 5" cut before its number beside "Bot: fuerte" (five seats: a scroll bar):
    a seat's label and its kind, right-aligned, must both be whole on the row (yaga.ui.ListMenu's layout)."""
    from yaga.gfx import text_width
    from yaga.ui import ADV, W

    for lang in strings.LANGUAGES:
        strings.set_language(lang)
        t = strings.table(TEXTS)
        widest = max(text_width(kind) for kind in t["seat_kinds"])
        room = W - 4 - widest - ADV  # the scroll bar's 4 px, the kind, a blank column of text
        assert 2 + text_width(t["seat"] % 5) - 1 <= room, (lang, t["seat"] % 5)
    strings.set_language("en")
