"""yaga.strings and every string table in lib/yaga/lang/ (architecture, "Text").

The loader: only the current language is imported, one cached dict per domain, dropped on a language change.
The tables: each domain exists in en, es and ru with the same keys, the same `%` placeholders in the same
order, no empty text, and only characters the font draws. New tables are picked up from the folder as they land.
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
            text = t[key]
            where = "%s_%s[%r]" % (lang, domain, key)
            if not isinstance(text, str) or not text:
                problems.append("%s: empty or not text" % where)
                continue
            if ref is not None and key not in ref:
                problems.append("%s: key missing in en" % where)
            elif ref is not None and placeholders(text) != placeholders(ref[key]):
                problems.append("%s: placeholders %s, en has %s" % (where, placeholders(text), placeholders(ref[key])))
            for ch in text:
                if not has_glyph(ch) and ch != "\n":
                    problems.append("%s: character U+%04X is not in the font" % (where, ord(ch)))
        if ref is not None:
            for key in ref:
                if key not in t:
                    problems.append("%s_%s: key %r missing" % (lang, domain, key))
    return problems


def lang_folder():
    import yaga.lang

    path = yaga.lang.__file__
    cut = max(path.rfind("/"), path.rfind("\\"))
    return path[:cut]


def table_files():
    """{domain: [language, ...]} from the file names `<lang>_<domain>.py` in lib/yaga/lang/."""
    found = {}
    for name in os.listdir(lang_folder()):
        if name.endswith(".py") and "_" in name and not name.startswith("_"):
            lang, domain = name[:-3].split("_", 1)
            found.setdefault(domain, []).append(lang)
    return found


def load_table(lang, domain):
    name = "yaga.lang.%s_%s" % (lang, domain)
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


# ---- the loader (on the fixture domain `demo` in tests/portable/langdemo/) ----


def _with_demo(fn):
    saved = strings.PACKAGE
    strings.set_language("en")
    strings.PACKAGE = "langdemo"
    try:
        fn()
    finally:
        strings.set_language("en")
        strings.PACKAGE = saved


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
        t = strings.table("demo")
        assert t["hello"] == "Hello"
        assert strings.table("demo") is t
        assert "langdemo.en_demo" in sys.modules
        assert "langdemo.es_demo" not in sys.modules and "langdemo.ru_demo" not in sys.modules

    _with_demo(check)


def test_load_gives_the_table_without_keeping_it():
    # heap: the Settings / About words leave RAM with the screen holding them (shell_screens, notice)
    def check():
        strings.set_language("es")
        t = strings.load("demo")
        assert t["hello"] == "¡Hola!"
        assert "langdemo.es_demo" not in sys.modules
        assert strings.load("demo") is not t  # loaded afresh: nothing cached it

    _with_demo(check)


def test_language_change_drops_the_old_tables():
    def check():
        strings.table("demo")
        strings.set_language("es")
        assert "langdemo.en_demo" not in sys.modules
        assert strings.table("demo")["hello"] == "¡Hola!"
        strings.set_language("ru")
        assert strings.table("demo")["score"] % ("Ваня", 3) == "Ваня: 3 очков"
        assert "langdemo.es_demo" not in sys.modules

    _with_demo(check)


def test_unknown_domain_is_a_value_error():
    _with_demo(lambda: raises(ValueError, strings.table, "nosuchdomain"))
