"""The Goat and Wolf words files, yaga/lang/<lang>_gw.bin, from the tables in yaga/lang/<lang>_gw.py; and the
words-file writer itself (`pack`, `write`), which the other screens' key lists (quest_keys, tatra_keys) use too.

For tools and tests only: the box reads the .bin files a text at a time (yaga.words.Words), so the tables
never take RAM on the device. After changing a table, `python lib/yaga/apps/goat_wolf_words.py` writes the
files (test_goat_wolf_app fails while one is stale). Format: see yaga.words.
"""

import os
import sys

LISTS = ("ui", "events", "cells", "effects")  # in the file in this order (yaga.apps.goat_wolf's _T_* offsets)


def texts(table):
    """Every text of a table ({list name: texts joined by "|"}), in file order."""
    out = []
    for name in LISTS:
        out += table[name].split("|")
    return out


def pack(items):
    """The words file of a list of texts: the u16 (big-endian) offset of each and one for the end, then the
    texts in UTF-8."""
    data = [t.encode("utf-8") for t in items]
    at = 2 * (len(data) + 1)
    head = bytearray()
    for t in data + [b""]:
        head += bytes((at >> 8, at & 0xFF))
        at += len(t)
    return bytes(head) + b"".join(data)


def write(domain, texts):
    """Write yaga/lang/<lang>_<domain>.bin for every language from the table yaga.lang.<lang>_<domain>.T, its
    texts in file order given by texts(table)."""
    lib = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    sys.path.insert(0, lib)
    from yaga import strings

    for lang in strings.LANGUAGES:
        name = "yaga.lang.%s_%s" % (lang, domain)
        __import__(name)
        path = os.path.join(lib, "yaga", "lang", "%s_%s.bin" % (lang, domain))
        with open(path, "wb") as f:
            f.write(pack(texts(sys.modules[name].T)))
        print("wrote", path)


def main():
    write("gw", texts)


if __name__ == "__main__":
    main()
