"""The engine's constants copied as private const() names into the AI and the screens (folded by MicroPython,
so they cost no RAM) and spelled publicly in goat_wolf_view for tests: every copy has the engine's value."""

import re

from yaga.ai import goat_wolf as ai
from yaga.apps import goat_wolf as app
from yaga.apps import goat_wolf_draw as draw
from yaga.rules import goat_wolf as gw
from yaga.rules import goat_wolf_view as view

CONST = re.compile(r"^_?([A-Z][A-Z0-9_]+) = const\(", re.M)


def _const_names(module):
    with open(module.__file__) as f:
        return CONST.findall(f.read())


def test_copies_in_ai_and_screens_equal_the_engine():
    engine = set(_const_names(gw))
    checked = 0
    for module in (ai, app, draw):
        for name in _const_names(module):
            if name in engine and hasattr(module, "_" + name):
                assert getattr(module, "_" + name) == getattr(gw, "_" + name), (module.__name__, name)
                checked += 1
    assert checked > 30


def test_public_spelling_in_view_equals_the_engine():
    names = _const_names(view)
    assert len(names) > 60
    for name in names:
        assert getattr(view, name) == getattr(gw, "_" + name), name
        assert getattr(gw, name) == getattr(gw, "_" + name), name  # through the engine's __getattr__
