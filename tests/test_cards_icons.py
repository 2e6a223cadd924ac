"""The card icons of yaga.games.cards.draw are the pictures its comment draws (the art is the reference a reader
checks the bytes against)."""

import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_card_icons_are_the_pictures_drawn_in_their_comment():
    """cards_draw._ICONS (VLSB columns, 8 bytes a kind) must be the 8x7 art its comment shows, kind by kind."""
    from yaga.games.cards import draw as cards_draw

    with open(os.path.join(ROOT, "lib", "yaga", "games", "cards", "draw.py")) as f:
        rows = re.findall(r"^#  ((?:[.#]{8} ?){7})$", f.read(), re.M)
    assert len(rows) == 7
    art = bytearray(56)
    for y, row in enumerate(rows):
        for x, ch in enumerate(row.replace(" ", "")):
            if ch == "#":
                art[x] |= 1 << y
    assert bytes(art) == cards_draw._ICONS
