"""yaga.strings and every string table: the platform's in lib/yaga/lang/ (<name>_<lang>.py) and each game's in
lib/yaga/games/<game>/ (texts_<lang>.py) (architecture, "Text").

The loader: only the current language is imported, one cached dict per family, dropped on a language change.
The tables: each family exists in en, es and ru with the same keys, the same `%` placeholders in the same
order, no empty text, and only characters the font draws; a value may be a tuple of texts (a family indexed by
number), the same length in every language. New tables are picked up from the folders as they land.
"""

import os
import sys

from expect import raises
from yaga import strings
from yaga.gfx import has_glyph

_CONVERSIONS = "diouxXeEfFgGcrsa"


def placeholders(text):
    """The `%` conversion specs of a template in order, e.g. "%s got %3d%%" -> ["%s", "%3d"]."""
    found = []
    i = text.find("%")
    while i >= 0:
        j = i + 1
        while j < len(text) and text[j] not in _CONVERSIONS and text[j] != "%":
            j += 1
        if j >= len(text):
            found.append(text[i:])  # a dangling '%': kept so it shows up as a problem
            break
        if text[j] != "%" or j > i + 1:
            found.append(text[i : j + 1])
        i = text.find("%", j + 1)
    return found


def _text_problems(where, text, ref):
    """What is wrong with one text, given the English one (ref) or None."""
    if not isinstance(text, str) or not text:
        return ["%s: empty or not text" % where]
    problems = []
    if ref is not None and placeholders(text) != placeholders(ref):
        problems.append("%s: placeholders %s, en has %s" % (where, placeholders(text), placeholders(ref)))
    for ch in text:
        if not has_glyph(ch) and ch != "\n":
            problems.append("%s: character U+%04X is not in the font" % (where, ord(ch)))
    return problems


def table_problems(domain, tables):
    """What is wrong with one domain, given {language: T}; an empty list when it is consistent."""
    problems = []
    ref = tables.get("en")
    for lang in strings.LANGUAGES:
        t = tables.get(lang)
        if t is None:
            problems.append("%s: no %s table" % (domain, lang))
            continue
        for key in t:
            where = "%s_%s[%r]" % (lang, domain, key)
            if ref is not None and key not in ref:
                problems.append("%s: key missing in en" % where)
                continue
            texts, ref_texts = t[key], None if ref is None else ref[key]
            if isinstance(texts, tuple):
                if ref_texts is not None and (not isinstance(ref_texts, tuple) or len(ref_texts) != len(texts)):
                    problems.append("%s: %d texts, en has another number" % (where, len(texts)))
                    continue
            else:
                texts, ref_texts = (texts,), None if ref_texts is None else (ref_texts,)
            for i in range(len(texts)):
                problems.extend(_text_problems(where if len(texts) == 1 else "%s[%d]" % (where, i), texts[i],
                                               None if ref_texts is None else ref_texts[i]))
        if ref is not None:
            for key in ref:
                if key not in t:
                    problems.append("%s_%s: key %r missing" % (lang, domain, key))
    return problems


def folder_of(package):
    """A package's folder. yaga and yaga.lang are namespace packages (no __init__.py) and have no __file__: yaga's
    folder is yaga.strings's, yaga.lang's its parent's folder and its own name."""
    if package == "yaga":
        path = strings.__file__
    else:
        __import__(package)
        path = getattr(sys.modules[package], "__file__", None)
        if path is None:
            parent, _, name = package.rpartition(".")
            return folder_of(parent) + "/" + name
    return path[: max(path.rfind("/"), path.rfind("\\"))]


def table_files():
    """{family: [language, ...]} from the file names `<name>_<lang>.py` in lib/yaga/lang/ and
    `texts_<lang>.py` in each game's package (family: the module name without `_<lang>`)."""
    found = {}
    places = [("yaga.lang", "")]
    for game in os.listdir(folder_of("yaga.games")):
        if not game.startswith("_") and "." not in game:
            places.append(("yaga.games." + game, "texts_"))
    for package, prefix in places:
        for name in os.listdir(folder_of(package)):
            if name.startswith(prefix) and name.endswith(".py") and "_" in name and not name.startswith("_"):
                family, lang = name[:-3].rsplit("_", 1)
                found.setdefault(package + "." + family, []).append(lang)
    return found


def load_table(lang, family):
    name = family + "_" + lang
    __import__(name)
    return sys.modules[name].T


# ---- the tables in lib/yaga/lang/ ----


def test_every_table_file_is_a_known_language():
    for domain, langs in table_files().items():
        for lang in langs:
            assert lang in strings.LANGUAGES, "%s_%s.py: unknown language" % (lang, domain)


def test_every_domain_has_all_languages_same_keys_placeholders_and_glyphs():
    problems = []
    for domain, langs in table_files().items():
        tables = {}
        for lang in langs:
            if lang in strings.LANGUAGES:
                tables[lang] = load_table(lang, domain)
        problems.extend(table_problems(domain, tables))
    assert not problems, "\n".join(problems)


# ---- the checks themselves, on small tables ----


def test_placeholders_in_order_and_escaped_percent_ignored():
    assert placeholders("no args") == []
    assert placeholders("%s got %3d%% of %-4s") == ["%s", "%3d", "%-4s"]
    assert placeholders("100%%") == []
    assert placeholders("bad %") == ["%"]


def test_table_problems_catch_each_kind_of_mistake():
    good = {"en": {"a": "Dice %d"}, "es": {"a": "Dados %d"}, "ru": {"a": "Кости %d"}}
    assert table_problems("x", good) == []
    assert len(table_problems("x", {"en": {"a": "A"}, "es": {"a": "A"}})) == 1  # ru missing
    assert len(table_problems("x", {"en": {"a": "A"}, "es": {"a": "A", "b": "B"}, "ru": {"a": "A"}})) == 1
    assert len(table_problems("x", {"en": {"a": "A", "b": "B"}, "es": {"a": "A"}, "ru": {"a": "A", "b": "B"}})) == 1
    assert len(table_problems("x", {"en": {"a": "%s %d"}, "es": {"a": "%d %s"}, "ru": {"a": "%s %d"}})) == 1
    assert len(table_problems("x", {"en": {"a": "A"}, "es": {"a": ""}, "ru": {"a": "A"}})) == 1
    assert len(table_problems("x", {"en": {"a": "A"}, "es": {"a": "A"}, "ru": {"a": "A\u263a"}})) == 1


# ---- the loader (on the fixture family `langdemo.demo` in tests/portable/langdemo/) ----


def _with_demo(fn):
    strings.set_language("en")
    try:
        fn()
    finally:
        strings.set_language("en")


def test_languages_and_unknown_code_is_a_value_error():
    assert strings.LANGUAGES == ("en", "es", "ru")
    strings.set_language("ru")
    assert strings.language() == "ru"
    raises(ValueError, strings.set_language, "de")
    assert strings.language() == "ru"  # unchanged by the bad call
    strings.set_language("en")
    assert strings.language() == "en"


def test_table_loads_only_the_current_language_and_caches():
    def check():
        t = strings.table("langdemo.demo")
        assert t["hello"] == "Hello"
        assert strings.table("langdemo.demo") is t
        assert "langdemo.demo_en" in sys.modules
        assert "langdemo.demo_es" not in sys.modules and "langdemo.demo_ru" not in sys.modules

    _with_demo(check)


def test_load_gives_the_table_without_keeping_it():
    # heap: the Settings / About words leave RAM with the screen holding them (shell_screens, notice)
    def check():
        strings.set_language("es")
        t = strings.load("langdemo.demo")
        assert t["hello"] == "¡Hola!"
        assert "langdemo.demo_es" not in sys.modules
        assert strings.load("langdemo.demo") is not t  # loaded afresh: nothing cached it

    _with_demo(check)


def test_language_change_drops_the_old_tables():
    def check():
        strings.table("langdemo.demo")
        strings.set_language("es")
        assert "langdemo.demo_en" not in sys.modules
        assert strings.table("langdemo.demo")["hello"] == "¡Hola!"
        strings.set_language("ru")
        assert strings.table("langdemo.demo")["score"] % ("Ваня", 3) == "Ваня: 3 очков"
        assert "langdemo.demo_es" not in sys.modules

    _with_demo(check)


def test_unknown_domain_is_a_value_error():
    _with_demo(lambda: raises(ValueError, strings.table, "langdemo.nosuchfamily"))
