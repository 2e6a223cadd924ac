"""The box's words in the current language: `table(domain)` loads `yaga.lang.<lang>_<domain>` on first use.

Only the current language's tables are imported, one module per domain, so RAM holds the words actually shown.
Changing the language drops them (and their modules); the next `table` call loads the new language, so a
screen asks `table()` again after a language change rather than keeping the old dict. `load(domain)` gives a
table that is not cached: it leaves RAM with the screen holding it.
Texts are `%` templates (`T["score"] % (a, b)`): `%` formatting works the same on both interpreters.
"""

import sys

LANGUAGES = ("en", "es", "ru")
PACKAGE = "yaga.lang"  # where the tables live (tests point it at a fixture package)

_language = "en"
_tables = {}  # domain -> dict, current language only


def language():
    return _language


def set_language(code):
    """Switch to `code` (one of LANGUAGES); ValueError for anything else, nothing changed."""
    global _language
    if code not in LANGUAGES:
        raise ValueError("unknown language %r (expected one of %s)" % (code, ", ".join(LANGUAGES)))
    if code != _language:
        _drop()
        _language = code


def table(domain):
    """The {key: text} dict of `domain` in the current language (loaded once, then cached)."""
    t = _tables.get(domain)
    if t is None:
        t = _tables[domain] = _import(_language, domain)
    return t


def load(domain):
    """The dict of `domain` in the current language, not cached here: it leaves RAM with whoever holds it
    (the words of a screen shown now and then, e.g. Settings, are not kept with the menu's)."""
    t = _import(_language, domain)
    _forget(_module_name(_language, domain))
    return t


def release():
    """Unload every loaded table (the shell calls it when an app closes, so the app's words leave RAM with its
    code); any table is loaded again on its next `table` call."""
    _drop()


def _module_name(lang, domain):
    return "%s.%s_%s" % (PACKAGE, lang, domain)


def _import(lang, domain):
    name = _module_name(lang, domain)
    try:
        __import__(name)
    except ImportError:
        raise ValueError("no string table %s" % name)
    return sys.modules[name].T


def _drop():
    """Forget the loaded tables and unload their modules so the old language's words leave RAM."""
    for domain in _tables:
        _forget(_module_name(_language, domain))
    _tables.clear()


def _forget(name):
    """Unload the table module `name` (its sys.modules entry and the attribute on the package)."""
    if name in sys.modules:
        del sys.modules[name]
    package = sys.modules.get(PACKAGE)
    attr = name[len(PACKAGE) + 1 :]
    if package is not None and hasattr(package, attr):
        delattr(package, attr)
