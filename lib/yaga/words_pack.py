"""The words files' writer, for tools and tests only (the box reads the files a text at a time with
yaga.words.Words, so the tables never take RAM on the device).

After changing a table in yaga/games/<game>/texts_<lang>.py, `python lib/yaga/words_pack.py` writes every
yaga/lang/<lang>_<domain>.bin again (tests/portable/wordskit.py fails while one is stale). Each game's module
of names says the order of its texts: yaga.games.goat_wolf.words, cards_words, quest_keys, tatra_keys.
"""

import os
import sys


def pack(items):
    """The words file of a list of texts: the u16 (big-endian) offset of each and one for the end, then the
    texts in UTF-8 (the format yaga.words reads)."""
    data = [t.encode("utf-8") for t in items]
    at = 2 * (len(data) + 1)
    head = bytearray()
    for t in data + [b""]:
        head += bytes((at >> 8, at & 0xFF))
        at += len(t)
    return bytes(head) + b"".join(data)


def by_keys(keys):
    """texts(table) for a table of texts by name: its texts in the order of keys."""
    return lambda table: [table[key] for key in keys]


def lib_folder():
    """lib/, from this file's place (os.path: CPython only, like write and main)."""
    return os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def write(domain, game, texts):
    """Write yaga/lang/<lang>_<domain>.bin for every language from the table yaga.games.<game>.texts_<lang>.T,
    its texts in file order given by texts(table)."""
    from yaga import strings

    for lang in strings.LANGUAGES:
        name = "yaga.games.%s.texts_%s" % (game, lang)
        __import__(name)
        path = os.path.join(lib_folder(), "yaga", "lang", "%s_%s.bin" % (lang, domain))
        with open(path, "wb") as f:
            f.write(pack(texts(sys.modules[name].T)))
        print("wrote", path)


def main():
    sys.path.insert(0, lib_folder())
    from yaga.games.cards import words as cards_words
    from yaga.games.goat_wolf import words as goat_wolf_words
    from yaga.games.quest import keys as quest_keys

    write("gw", "goat_wolf", goat_wolf_words.texts)
    write("cards", "cards", cards_words.texts)
    write("quest", "quest", quest_keys.texts)


if __name__ == "__main__":
    main()
