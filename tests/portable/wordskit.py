"""The check every words file gets: yaga/lang/<lang>_<domain>.bin (read by yaga.words) is exactly what its source,
the table yaga/lang/<lang>_<domain>.py, packs to, in every language; a stale file names the tool that rewrites it."""

from expect import raises
from yaga import strings
from yaga.words_pack import pack
from yaga.words import Words


TEXTS = {"gw": "yaga.games.goat_wolf.texts", "cards": "yaga.games.cards.texts", "quest": "yaga.games.quest.texts",
         "tatra": "yaga.games.tatra.texts"}  # the tables each words file is written from


def check_words_files(domain, texts, keys=None):
    """texts(table) -> the table's texts in file order; keys: the names every table must have, none more."""
    try:
        for lang in strings.LANGUAGES:
            strings.set_language(lang)
            table = strings.table(TEXTS[domain])
            if keys is not None:
                assert sorted(table) == sorted(keys), lang  # every text named, none left out
            expected = texts(table)
            words = Words(lang + "_" + domain)
            stale = "%s_%s.bin is stale: python lib/yaga/words_pack.py" % (lang, domain)
            assert words.count == len(expected), stale
            assert [words[i] for i in range(words.count)] == expected, stale
            words.file.seek(0)
            assert words.file.read() == pack(expected), stale
            raises(IndexError, words.__getitem__, words.count)
            raises(IndexError, words.__getitem__, -1)
    finally:
        strings.set_language("en")
