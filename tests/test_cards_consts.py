"""The card game's modules keep private copies of the engine's ids (a private const costs no RAM under
mpy-cross, an imported name does): every copy must equal the engine's public name (yaga.rules.cards_more)."""

import os
import re

from yaga.rules import cards as C

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODULES = ("rules/cards.py", "ai/cards.py", "apps/cards.py", "apps/cards_draw.py", "apps/cards_screens.py")
ALIASES = {"K": "KINDS", "TURN_PH": "TURN", "GARLIC_PH": "GARLIC_PHASE"}
ENGINE_IDS = {"BY", "OWL", "P1", "P7", "PELICAN", "CATS", "WAND", "GARLIC", "MORTAR", "KINDS", "HAND",
              "MAX_PLAYERS", "DECLARE_LIMIT", "GOAL", "DEAL", "TURN", "GARLIC_PHASE", "RESHUFFLE",
              "ROUND_OVER", "OVER", "DECLARE", "GARLIC_NO", "GARLIC_ON_0", "NEXT_ROUND", "SHUFFLE",
              "CAST_BASE", "NOBODY", "ALL"}


def test_private_copies_of_the_engine_ids_match_the_engine():
    checked = 0
    for path in MODULES:
        with open(os.path.join(ROOT, "lib", "yaga", path)) as f:
            source = f.read()
        for name, value in re.findall(r"^_([A-Z][A-Z0-9_]*) = const\((\d+)\)", source, re.M):
            public = ALIASES.get(name, name)
            if public in ENGINE_IDS and not (path == "rules/cards.py" and name == "TURN"):  # there: an offset
                assert int(value) == getattr(C, public), (path, name)
                checked += 1
    assert checked > 40


def test_state_offsets_written_by_cards_more_match_the_engine_layout():
    from yaga.rules import cards_more

    for name in ("_PHASE", "_TURN", "_STARTER", "_RED", "_NDRAW", "_P_NEXT", "_HANDS", "_DRAW"):
        assert getattr(cards_more, name) == getattr(C, name), name


def test_text_numbers_of_the_screens_match_the_word_list():
    """The screens ask for texts by number (_W_NAME = const(i)): text i of test_cards_words.KEYS is
    `name` (lower case), or starts the run of texts the comment names (a seat kind, a card kind)."""
    from test_cards_words import KEYS

    firsts = {"NAME": "n0", "SHORT": "ab0"}
    checked = 0
    for path in ("apps/cards.py", "apps/cards_draw.py", "apps/cards_screens.py"):
        with open(os.path.join(ROOT, "lib", "yaga", path)) as f:
            source = f.read()
        for name, value in re.findall(r"^_W_([A-Z0-9_]+) = const\((\d+)\)", source, re.M):
            assert KEYS[int(value)] == firsts.get(name, name.lower()), (path, name)
            checked += 1
    assert checked > 50
