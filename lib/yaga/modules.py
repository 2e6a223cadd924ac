"""Modules loaded and unloaded by name: the shell's apps and screens, the string tables (yaga.strings).

`load(name)` imports a module by its full name and returns it; `forget(name)` unloads it: its sys.modules entry
and the attribute on its package, so nothing keeps its functions and tables once their users let go (the app left,
the language changed). The next `load` imports it again.

An import runs with the firmware's collection threshold (gc.threshold), when one is set, raised to IMPORT_EVERY: most of what it
allocates is kept (the module's functions and tables) or freed at once (its dict's table each time it grows by an
entry), so the firmware's collection every few KB found little to free and took a third of an app's opening on the
Pico. Kept low enough that an app's opening is collected once or twice on the way: the unix port's imports (.mpy
files loaded into RAM) leave garbage, and collected only at the end they leave the heap in holes (the whole games
replayed in a Pico-sized heap, tests/test_playthrough.py and tests/test_firmware_session.py, then fail). The count goes on, so the first
allocation after the import collects once.
"""

import sys

try:
    from gc import threshold
except ImportError:  # CPython: no allocation threshold
    threshold = None

IMPORT_EVERY = 16384  # bytes allocated between collections while a module is imported


class FewerCollections:
    """`with FewerCollections():` runs its block with the collection threshold, when one is set below it, raised to
    IMPORT_EVERY, and puts it back after (the shell opens an app under it: the import, then the app's set-up)."""

    def __enter__(self):
        self.every = -1 if threshold is None else threshold()  # -1: none set
        if 0 <= self.every < IMPORT_EVERY:
            threshold(IMPORT_EVERY)
        return self

    def __exit__(self, *exc):
        if 0 <= self.every < IMPORT_EVERY:
            threshold(self.every)
        return False


def load(name):
    """The module `name`, imported if it is not loaded yet, collecting at most every IMPORT_EVERY bytes meanwhile."""
    if name not in sys.modules:
        with FewerCollections():
            __import__(name)
    return sys.modules[name]


def forget(name):
    """Unload the module `name`: its sys.modules entry and the attribute on its package."""
    if name in sys.modules:
        del sys.modules[name]
    cut = name.rfind(".")
    package = sys.modules.get(name[:cut]) if cut > 0 else None
    if package is not None and hasattr(package, name[cut + 1 :]):
        delattr(package, name[cut + 1 :])
