"""The order of the Goat and Wolf texts in the words files yaga/lang/<lang>_gw.bin, from the tables in
yaga/lang/<lang>_gw.py.

For tools and tests only: the box reads the .bin files a text at a time (yaga.words.Words), so the tables
never take RAM on the device. After changing a table, `python lib/yaga/words_pack.py` writes the files
(test_goat_wolf_app fails while one is stale).
"""

# in the file in this order (yaga.games.goat_wolf.app's _T_* offsets)
LISTS = ("ui", "events", "cells", "effects", "more", "rules", "extras")


def texts(table):
    """Every text of a table ({list name: texts joined by "|"}), in file order."""
    out = []
    for name in LISTS:
        out += table[name].split("|")
    return out
