"""The house's import rules (docs/ARCHITECTURE.md "Layout"), read from each module's imports.

- A game's engine (`yaga.games.<game>.rules` and the modules of its package it imports) imports only the
  platform's portable core (PORTABLE_CORE) and its own engine modules: never screens, texts, firmware or the
  simulator, so it runs and is tested anywhere.
- The platform (`lib/yaga/*.py`) imports no game; the shell reaches them through `yaga.games.REGISTRY` alone.
- The shell is the one module loader: no game module imports by name at run time or edits sys.modules.
"""

import ast
import os

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIB = os.path.join(ROOT, "lib")
GAMES = sorted(g for g in os.listdir(os.path.join(LIB, "yaga", "games")) if not g.startswith("_") and "." not in g)
PORTABLE_CORE = {"micropython", "yaga.compat", "yaga.engine", "yaga.fields", "yaga.rng"}
REGISTRY_READERS = {"yaga.shell", "yaga.shell_screens"}  # the platform modules that may read yaga.games


def module_path(name):
    base = os.path.join(LIB, *name.split("."))
    return base + ".py" if os.path.exists(base + ".py") else os.path.join(base, "__init__.py")


def imports(name):
    """The modules `name` imports (absolute names; `from a import b` gives a.b when a.b is a module, else a)."""
    with open(module_path(name), encoding="utf-8") as f:
        tree = ast.parse(f.read())
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            package = node.module if node.level == 0 else ".".join(name.split(".")[: -node.level] + [node.module or ""])
            package = package.rstrip(".")
            for alias in node.names:
                sub = package + "." + alias.name
                found.add(sub if os.path.exists(module_path(sub)) else package)
    return found


def calls(name, attribute):
    """How many times the module's code names `attribute` (e.g. __import__, sys.modules)."""
    with open(module_path(name), encoding="utf-8") as f:
        tree = ast.parse(f.read())
    n = 0
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id == attribute:
            n += 1
        elif isinstance(node, ast.Attribute) and node.attr == attribute:
            n += 1
    return n


def game_modules(game):
    folder = os.path.join(LIB, "yaga", "games", game)
    return ["yaga.games.%s.%s" % (game, f[:-3]) for f in sorted(os.listdir(folder)) if f.endswith(".py")]


@pytest.mark.parametrize("game", GAMES)
def test_a_games_engine_imports_only_the_portable_core_and_its_own_engine(game):
    package = "yaga.games." + game
    seen, todo = set(), [package + ".rules"]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        for imported in imports(name):
            if imported.startswith(package + ".") and not imported.startswith(package + ".texts"):
                todo.append(imported)  # a module of the engine: it obeys the same rule
            else:
                assert imported in PORTABLE_CORE or imported == "sys", "%s imports %s" % (name, imported)
    assert not any(m.endswith((".app", ".draw")) for m in seen), seen


def test_the_platform_imports_no_game_but_the_shell_reads_the_registry():
    folder = os.path.join(LIB, "yaga")
    for f in sorted(os.listdir(folder)):
        if not f.endswith(".py"):
            continue
        name = "yaga." + f[:-3] if f != "__init__.py" else "yaga"
        games = [m for m in imports(name) if m == "yaga.games" or m.startswith("yaga.games.")]
        if name in REGISTRY_READERS:
            assert games in ([], ["yaga.games"]), (name, games)
        else:
            assert games == [], (name, games)


@pytest.mark.parametrize("game", GAMES)
def test_no_game_module_loads_or_drops_modules_the_platform_does(game):
    for name in game_modules(game):
        assert calls(name, "__import__") == 0, name
        assert calls(name, "modules") == 0, name  # sys.modules
        assert calls(name, "__getattr__") == 0, name  # no module-level forwarding either


def test_the_platform_forwards_no_names_and_loads_nothing_by_hand_but_in_its_module_loader():
    folder = os.path.join(LIB, "yaga")
    for f in sorted(os.listdir(folder)):
        if f.endswith(".py") and f != "__init__.py":
            name = "yaga." + f[:-3]
            assert calls(name, "__getattr__") == 0, name
            if name != "yaga.modules":  # the one loader: the shell's apps and screens, the text tables
                assert calls(name, "__import__") == 0, name
