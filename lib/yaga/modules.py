"""Modules loaded and unloaded by name: the shell's apps and screens, the string tables (yaga.strings).

`load(name)` imports a module by its full name and returns it; `forget(name)` unloads it: its sys.modules entry
and the attribute on its package, so nothing keeps its functions and tables once their users let go (the app left,
the language changed). The next `load` imports it again.
"""

import sys


def load(name):
    """The module `name`, imported if it is not loaded yet."""
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
