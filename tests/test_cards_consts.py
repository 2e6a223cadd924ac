"""The card game's modules keep private copies of the engine's ids and state offsets (a private const costs no
RAM under mpy-cross, an imported name does): every copy must equal the engine's public name (yaga.games.cards.more)
or its offset in the layout of yaga.games.cards.rules."""

import os
import re

from yaga import engine
from yaga.games.cards import rules as C

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODULES = ("games/cards/rules.py", "games/cards/more.py", "games/cards/ai.py", "games/cards/app.py", "games/cards/draw.py",
           "games/cards/screens.py")
ALIASES = {"K": "KINDS", "TURN_PH": "TURN", "GARLIC_PH": "GARLIC_PHASE"}
ENGINE_IDS = {"BY", "OWL", "P1", "P7", "PELICAN", "CATS", "WAND", "GARLIC", "MORTAR", "KINDS", "HAND",
              "MAX_PLAYERS", "DECLARE_LIMIT", "GOAL", "DEAL", "TURN", "GARLIC_PHASE", "RESHUFFLE",
              "ROUND_OVER", "OVER", "DECLARE", "GARLIC_NO", "GARLIC_ON_0", "NEXT_ROUND", "SHUFFLE",
              "CAST_BASE", "NOBODY", "ALL", "STATE_SIZE"}


def _consts(path):
    """{NAME: value} of the private `_NAME = const(n)` lines of a module under lib/yaga."""
    with open(os.path.join(ROOT, "lib", "yaga", path)) as f:
        source = f.read()
    return {name: int(value) for name, value in re.findall(r"^_([A-Z][A-Z0-9_]*) = const\((-?\d+)\)", source, re.M)}


def _offsets():
    """The state offsets of yaga.games.cards.rules: its consts from _RNG to _ASK (the layout table's order)."""
    engine_consts = _consts("games/cards/rules.py")
    names = list(engine_consts)
    return {name: engine_consts[name] for name in names[names.index("RNG"):names.index("ASK") + 1]}


def test_private_copies_of_the_engine_ids_match_the_engine():
    offsets = _offsets()
    checked = 0
    for path in MODULES:
        for name, value in _consts(path).items():
            if name in offsets:
                assert value == offsets[name], (path, name)  # a state offset
                checked += 1
            elif ALIASES.get(name, name) in ENGINE_IDS:
                assert value == getattr(C, ALIASES.get(name, name)), (path, name)
                checked += 1
    assert checked > 80


def test_a_private_name_shared_with_the_engine_means_the_same_number():
    """A private const of the engine (_SEVENS, _HAND, an offset ...) copied into another module keeps its value."""
    engine_consts = _consts("games/cards/rules.py")
    checked = 0
    for path in MODULES[1:]:
        for name, value in _consts(path).items():
            if name in engine_consts:
                assert value == engine_consts[name], (path, name)
                checked += 1
    assert checked > 60


def test_the_engine_s_chance_and_terminal_are_the_contract_s():
    assert C.CHANCE == engine.CHANCE and C.TERMINAL == engine.TERMINAL


def test_text_numbers_of_the_screens_match_the_word_list():
    """The screens ask for texts by number (_W_NAME = const(i)): text i of yaga.games.cards.words.KEYS is
    `name` (lower case), or starts the run of texts the comment names (a seat kind, a card kind)."""
    from yaga.games.cards.words import KEYS

    firsts = {"NAME": "n0", "SHORT": "ab0"}
    checked = 0
    for path in ("games/cards/app.py", "games/cards/draw.py", "games/cards/screens.py"):
        with open(os.path.join(ROOT, "lib", "yaga", path)) as f:
            source = f.read()
        for name, value in re.findall(r"^_W_([A-Z0-9_]+) = const\((\d+)\)", source, re.M):
            assert KEYS[int(value)] == firsts.get(name, name.lower()), (path, name)
            checked += 1
    assert checked > 50


def test_view_ids_of_the_screens_module_are_the_app_s():
    app = _consts("games/cards/app.py")
    shared = [name for name in _consts("games/cards/screens.py").items() if name[0].startswith("V_") and name[0] in app]
    for name, value in shared:
        assert value == app[name], name
    assert len(shared) == 5  # set-up, reveal, tournament table, menu, rules (REDEAL, HISTORY are the screens' own)


def test_the_screens_module_s_copies_of_the_save_s_sizes_are_the_app_s():
    """The set-up record is a whole payload and the history screen reads the app's ring (yaga.games.cards.app)."""
    from yaga.games.cards import app as cards
    from yaga.games.cards import screens as cards_screens

    assert cards_screens._PAYLOAD == cards._PAYLOAD and cards_screens._MOVES == cards._MOVES


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
