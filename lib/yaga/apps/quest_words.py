"""The Baba Yaga companion's texts by number, cut out of the packed table of yaga.lang.<lang>_quest.

A dict of ~130 small strings costs about three times the text it holds in RAM (an object and a hash slot per
text); the table instead holds a few strings of GROUP texts each, "|" between them, in the order of
yaga.apps.quest_keys.KEYS. The screens ask by number (their _W_* constants cost no RAM, where key strings
would each be an object): `Words(table)[i]` returns text i as a new string, made when a screen is built,
never while a frame is drawn.
"""

from yaga.compat import const

GROUP = const(16)  # texts per packed string: a lookup scans one short string


class Words:
    """The texts of one language: `words[i]`; IndexError past the last text."""

    def __init__(self, table):
        self.table = table

    def __getitem__(self, i):
        text = self.table.get("g%d" % (i // GROUP)) if i >= 0 else None
        if text is None:
            raise IndexError(i)
        start = 0
        for _ in range(i % GROUP):
            start = text.find("|", start) + 1
            if start == 0:
                raise IndexError(i)
        end = text.find("|", start)
        return text[start:] if end < 0 else text[start:end]
