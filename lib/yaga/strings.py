"""The box's words in the current language, looked up by key: `table(texts)[key]`.

`texts` names a family of tables, one module per language: `table("yaga.games.goat_wolf.texts")` loads
yaga/games/goat_wolf/texts_en.py in English (`T = {key: text}`) on first use; the platform's own are CORE and
SCREENS. Only the current language's tables are imported, so RAM holds the words actually shown.
Changing the language drops them (and their modules); the next `table` call loads the new language, so a
screen asks `table()` again after a language change rather than keeping the old dict. `load(texts)` gives a
table that is not cached: it leaves RAM with the screen holding it.
Texts are `%` templates (`T["score"] % (a, b)`): `%` formatting works the same on both interpreters.
Every family exists in en, es and ru with the same keys and `%` placeholders, using only characters the font has
(tests/portable/test_strings.py). The platform's tables lie in yaga/lang/, a folder with no __init__.py: MicroPython
imports it as a namespace package, two file lookups instead of four and no module to load before the menu's first
frame.
"""

from yaga import modules

LANGUAGES = ("en", "es", "ru")
CORE = "yaga.lang.core"  # the menu, problems, common words: in RAM while the menu shows
SCREENS = "yaga.lang.screens"  # Settings, About, the firmware's own messages: loaded while shown

_language = "en"
_tables = {}  # texts -> dict, current language only


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


def table(texts):
    """The {key: text} dict of `texts` in the current language (loaded once, then cached)."""
    t = _tables.get(texts)
    if t is None:
        t = _tables[texts] = _import(_module_name(_language, texts))
    return t


def load(texts):
    """The dict of `texts` in the current language, not cached here: it leaves RAM with whoever holds it
    (the words of a screen shown now and then, e.g. Settings, are not kept with the menu's)."""
    name = _module_name(_language, texts)
    t = _import(name)
    modules.forget(name)
    return t


def release():
    """Unload every loaded table (the shell calls it when an app closes, so the app's words leave RAM with its
    code); any table is loaded again on its next `table` call."""
    _drop()


def _module_name(lang, texts):
    return texts + "_" + lang


def _import(name):
    try:
        return modules.load(name).T
    except ImportError:
        raise ValueError("no string table %s" % name)


def _drop():
    """Forget the loaded tables and unload their modules so the old language's words leave RAM."""
    for texts in _tables:
        modules.forget(_module_name(_language, texts))
    _tables.clear()
