"""The card game's texts: the box reads them by number from yaga/lang/<lang>_cards.bin (yaga.words), written from
the tables yaga/lang/<lang>_cards.py in the order of yaga.apps.cards_words.KEYS; test_cards_consts checks the
screens' _W_* numbers against that order."""

from expect import raises
from yaga import strings
from yaga.apps.cards_words import KEYS


def test_every_language_words_file_holds_its_table_in_cards_words_order():
    from yaga.apps.cards_words import texts
    from yaga.apps.goat_wolf_words import pack
    from yaga.words import Words

    for lang in strings.LANGUAGES:
        strings.set_language(lang)
        table = strings.table("cards")
        assert sorted(table) == sorted(KEYS), lang  # every text named in KEYS, none left out
        w = Words(lang + "_cards")
        assert [w[i] for i in range(len(KEYS))] == texts(table), lang + "_cards.bin is stale"
        raises(IndexError, lambda: w[len(KEYS)])
        w.file.seek(0)
        assert w.file.read() == pack(texts(table))
    strings.set_language("en")


def test_the_app_shows_the_text_the_number_names():
    """App.w(i) is text i of KEYS in the language shown (here: the title and a card's name in Russian)."""
    from memfs import MemFs
    from yaga.apps.cards import App
    from yaga.box import AppStore, Box
    from yaga.gfx import Canvas
    from yaga.saves import Store
    from yaga.settings import Settings

    strings.set_language("ru")
    table = strings.table("cards")
    app = App(Box(Canvas(), AppStore(Store(MemFs()), "app_cards", 3), Settings(), lambda: 0, lambda: 7))
    assert app.w(KEYS.index("title")) == table["title"] and app.w(KEYS.index("n9")) == table["n9"]
    strings.set_language("en")
