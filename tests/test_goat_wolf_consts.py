"""The engine's and the board's constants (and yaga.engine's CHANCE and TERMINAL) copied as const() names
into the AI, the screens and the engine (folded by MicroPython, so they cost no RAM) and spelled publicly in
goat_wolf_view for tests: every copy has the value of the module that owns it."""

import re

from yaga import engine
from yaga.games.goat_wolf import ai
from yaga.games.goat_wolf import ai_normal as normal
from yaga.games.goat_wolf import app
from yaga.games.goat_wolf import draw
from yaga.games.goat_wolf import pages
from yaga.games.goat_wolf import stats
from yaga.games.goat_wolf import rules as gw
from yaga.games.goat_wolf import board
from yaga.games.goat_wolf import view

CONST = re.compile(r"^_?([A-Z][A-Z0-9_]+) = const\(", re.M)


def _const_names(module):
    with open(module.__file__) as f:
        return CONST.findall(f.read())


def _owner(name):
    return board if name in _const_names(board) else gw


def _const(module, name):
    """The value of a const() name of the module, spelled _NAME (folded) or NAME (public) there."""
    space = vars(module)
    return space["_" + name] if "_" + name in space else space[name]


def test_contract_constants_copied_equal_yaga_engine():
    checked = 0
    for module in (ai, app, gw):
        for name in ("CHANCE", "TERMINAL"):
            if name in _const_names(module):
                assert _const(module, name) == getattr(engine, name), (module.__name__, name)
                checked += 1
    assert checked == 5  # CHANCE in all three, TERMINAL in the engine and the screens


def test_copies_in_ai_and_screens_equal_the_owners():
    owned = set(_const_names(gw)) | set(_const_names(board))
    checked = 0
    for module in (ai, normal, app, draw, gw, pages):
        for name in _const_names(module):
            owner = _owner(name)
            if name in owned and owner is not module:
                assert _const(module, name) == _const(owner, name), (module.__name__, name)
                checked += 1
    assert checked > 60


def test_pages_copies_of_the_screens_constants_equal_the_screens():
    # the set-up, menu, log and Look views (goat_wolf_pages) fold their own copies of the screens' views, modes,
    # save layout and words file offsets
    shared = set(_const_names(app)) & set(_const_names(pages))
    assert {"PLAY", "SETUP", "LOOK", "RULES", "LEVEL_ROW", "RULE_SET_ROW", "HOW_ROW", "W_NEW", "T_CELLS", "T_MORE", "T_RULES",
            "LOG_W"} <= shared
    for name in shared:
        assert getattr(pages, "_" + name) == getattr(app, "_" + name), name
    assert pages._SETUP_ROWS == (app._M_HUMANS, app._M_YOU_GOAT, app._M_YOU_WOLF, app._M_DEMO)
    assert (stats._M_HUMANS, stats._M_YOU_GOAT, stats._M_YOU_WOLF) == (app._M_HUMANS, app._M_YOU_GOAT, app._M_YOU_WOLF)
    assert "T_EXTRAS" in shared


def test_public_spelling_in_view_equals_the_engine():
    names = _const_names(view)
    assert len(names) > 90
    for name in names:
        owner = _owner(name)
        assert getattr(view, name) == _const(owner, name), name
        assert getattr(owner, name) == _const(owner, name), name  # through the owner's __getattr__


def test_screens_offsets_into_the_words_file_are_where_each_list_starts():
    # yaga/lang/<lang>_gw.bin holds the lists of yaga.games.goat_wolf.words.LISTS one after another
    from yaga import strings
    from yaga.games.goat_wolf.words import LISTS

    table = strings.table("yaga.games.goat_wolf.texts")
    sizes = [len(table[name].split("|")) for name in LISTS]
    assert LISTS == ("ui", "events", "cells", "effects", "more", "rules", "extras")
    assert (app._T_EVENTS, app._T_CELLS, app._T_EFFECTS, app._T_MORE, app._T_RULES, app._T_EXTRAS) == (
        sizes[0], sum(sizes[:2]), sum(sizes[:3]), sum(sizes[:4]), sum(sizes[:5]), sum(sizes[:6]))
    assert pages._RULES_PAGES == sizes[5]
