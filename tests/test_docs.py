"""The docs are true of the repository: what README.md and docs/ name exists, and every rule id the code cites
is defined in docs/rules/.

What counts as a name in a document (prose outside code spans is never read, so ordinary words cannot trip it):
- a path: a backticked span without spaces that has a slash or ends in .py or .md, and a relative link target
  `](x)`. Tried from the repository's root, then from lib/ (`yaga/font.py`). `<word>` and `*` are wildcards that
  must match at least one file. Absolute paths (the device's `/lib`), `../shared/` and what the build makes
  (GENERATED) are not the repository's files and are skipped;
- a module: a backticked dotted name starting with `yaga.`: the longest prefix that is a module, a package or a
  text family (`yaga.lang.core` for core_en.py ...) exists, and a following name is defined in it;
- a make target: `make X` at the start of a backticked span or of a line in a fenced block.
"""

import glob
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIB = os.path.join(ROOT, "lib")
RULES = os.path.join(ROOT, "docs", "rules")
CODE_FOLDERS = ("lib", "firmware", "host_sim", "tools", "tests")
# made by make, the simulator or the box itself, never committed
GENERATED = ("build/", ".venv/", ".sim-state/", "node_modules/")
# names that exist only on the box's flash: the board file as deploy names it, the frozen modules' root
DEVICE_NAMES = ("board.py", ".frozen/")
# the MicroPython source tree's own submodules, which docs/firmware.md pins
MICROPYTHON_TREE = ("lib/pico-sdk", "lib/tinyusb", "lib/mbedtls", "lib/micropython-lib", "lib/lwip", "lib/cyw43-driver", "lib/btstack")

SPAN = re.compile(r"`([^`\n]+)`")
FENCE = re.compile(r"^```.*?^```", re.S | re.M)
LINK = re.compile(r"\]\(([^)\s]+)\)")
RULE_ID = re.compile(r"\b(?:GW|BY|BQ|TA)-[0-9]+[a-z]?\b")
DEFINED_ID = re.compile(r"^\| ((?:GW|BY|BQ|TA)-[0-9]+[a-z]?) \|", re.M)
MODULE = re.compile(r"^yaga(?:\.(?:[A-Za-z_][A-Za-z0-9_]*|<[a-z_]+>))+")
MAKE = re.compile(r"^make ([a-z][a-z0-9-]*)")
TARGET = re.compile(r"^([a-z][a-z0-9-]*(?: [a-z][a-z0-9-]*)*):(?!=)", re.M)


def documents():
    return [os.path.join(ROOT, "README.md")] + sorted(glob.glob(os.path.join(ROOT, "docs", "*.md"))) + sorted(
        glob.glob(os.path.join(RULES, "*.md"))
    )


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def spans(text):
    """The backticked spans outside fenced blocks, and the lines of the fenced blocks."""
    fenced = FENCE.findall(text)
    found = SPAN.findall(FENCE.sub("", text))
    for block in fenced:
        found.extend(line.strip() for line in block.splitlines()[1:-1])
    return found


def as_glob(name):
    return re.sub(r"<[^>]*>", "*", name.split("#")[0].rstrip("/"))


def exists(name, root=ROOT, here=None):
    """True when the path names a file or folder of the repository (wildcards: at least one match): from the
    root, lib/ or the document's folder `here`; a bare file name anywhere in the repository."""
    pattern = as_glob(name)
    bases = [root, os.path.join(root, "lib")] + ([here] if here else [])
    if "/" not in pattern:
        bases = [os.path.join(root, "**")]
    return any(glob.glob(os.path.join(base, pattern), recursive=True) for base in bases)


def is_path(span):
    if " " in span or "://" in span or span.startswith(("/", "../", "$", "-", "?", "@")):
        return False
    return "/" in span or span.endswith((".py", ".md"))


def missing_paths(text, root=ROOT, here=None):
    names = [s[2:] if s.startswith("./") else s for s in spans(text) if is_path(s)]
    names += [t for t in LINK.findall(text) if "://" not in t and not t.startswith("#")]
    skip = GENERATED + DEVICE_NAMES + MICROPYTHON_TREE
    return [n for n in names if not n.startswith(skip) and not exists(n, root, here)]


def _module_file(parts, lib):
    """The source file of the module (or package, or text family) named by parts, or None."""
    base = os.path.join(lib, *parts)
    for candidate in (base + ".py", os.path.join(base, "__init__.py"), base + "_en.py"):
        found = glob.glob(as_glob(candidate))
        if found:
            return found[0]
    return base if glob.glob(as_glob(base)) else None


def _defines(source_file, name):
    if os.path.isdir(source_file):
        return bool(glob.glob(os.path.join(source_file, as_glob(name) + "*")))
    pattern = r"^(?:class |def )?%s\b|^%s *=|^from .* import .*\b%s\b" % ((re.escape(name),) * 3)
    return re.search(pattern, read(source_file), re.M) is not None


def missing_modules(text, lib=LIB):
    bad = []
    for span in spans(text):
        m = MODULE.match(span)
        if not m:
            continue
        parts = m.group(0).split(".")
        for n in range(len(parts), 0, -1):
            source = _module_file(parts[:n], lib)
            if source:
                if n < len(parts) and not _defines(source, parts[n]):
                    bad.append(m.group(0))
                break
        else:
            bad.append(m.group(0))
    return bad


def make_targets(makefile_text):
    return set(name for line in TARGET.findall(makefile_text) for name in line.split())


def missing_targets(text, makefile_text):
    targets = make_targets(makefile_text)
    named = [MAKE.match(s).group(1) for s in spans(text) if MAKE.match(s)]
    return [t for t in named if t not in targets]


def defined_rule_ids(rules_dir=RULES):
    ids = set()
    for path in glob.glob(os.path.join(rules_dir, "*.md")):
        ids.update(DEFINED_ID.findall(read(path)))
    return ids


def cited_rule_ids(root=ROOT):
    """{rule id: first file citing it} over the code folders' text files."""
    cited = {}
    for folder in CODE_FOLDERS:
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, folder)):
            dirnames[:] = [d for d in dirnames if d not in ("__pycache__", "node_modules")]
            for name in filenames:
                path = os.path.join(dirpath, name)
                try:
                    text = read(path)
                except (UnicodeDecodeError, OSError):
                    continue  # binary data (tables, images)
                for rule in RULE_ID.findall(text):
                    cited.setdefault(rule, os.path.relpath(path, root))
    return cited


def test_every_path_named_in_the_docs_exists():
    bad = {os.path.relpath(d, ROOT): missing_paths(read(d), here=os.path.dirname(d)) for d in documents()}
    assert {d: names for d, names in bad.items() if names} == {}


def test_every_module_named_in_the_docs_exists():
    bad = {os.path.relpath(d, ROOT): missing_modules(read(d)) for d in documents()}
    assert {d: names for d, names in bad.items() if names} == {}


def test_every_make_target_named_in_the_docs_is_in_the_makefile():
    makefile = read(os.path.join(ROOT, "Makefile"))
    bad = {os.path.relpath(d, ROOT): missing_targets(read(d), makefile) for d in documents()}
    assert {d: names for d, names in bad.items() if names} == {}


def test_every_rule_id_cited_in_the_code_is_defined_in_docs_rules():
    defined = defined_rule_ids()
    assert {r: f for r, f in cited_rule_ids().items() if r not in defined} == {}


def test_each_game_s_rule_page_defines_every_id_of_its_family():
    ids = defined_rule_ids()
    for family, last in (("GW", 36), ("BY", 13), ("BQ", 13), ("TA", 6)):
        assert set("%s-%d" % (family, n) for n in range(1, last + 1)) <= ids


# The checker itself: each finds a wrong name in a bad sample and passes the right one.


def test_checker_finds_a_wrong_path():
    sample = "See `lib/yaga/shell.py`, `yaga/font.py`, `tests/portable/<game>_kit.py`, `build/web/`.\n"
    assert missing_paths(sample) == []
    bad = "See `lib/yaga/no_such_module.py` and [a picture](docs/web/none.png) and `tests/<nothing>_kit.py`.\n"
    assert missing_paths(bad) == ["lib/yaga/no_such_module.py", "tests/<nothing>_kit.py", "docs/web/none.png"]


def test_checker_reads_fenced_blocks_and_ignores_prose():
    sample = "a/b in prose, main.py in prose\n```\nlib/yaga/nowhere.py\n```\n"
    assert missing_paths(sample) == ["lib/yaga/nowhere.py"]


def test_checker_finds_a_wrong_module():
    good = "`yaga.shell.Shell`, `yaga.games.REGISTRY`, `yaga.lang.core`, `yaga.games.<game>.rules`"
    assert missing_modules(good) == []
    assert missing_modules("`yaga.quest_engine` and `yaga.shell.NoSuchName`") == ["yaga.quest_engine", "yaga.shell.NoSuchName"]


def test_checker_finds_a_wrong_make_target():
    makefile = "all: x\ntest test-cpython: y\nVAR := 1\n"
    assert missing_targets("`make test` and `make test-cpython`\n```\nmake all\n```\n", makefile) == []
    assert missing_targets("`make deploy` and `make VAR`", makefile) == ["deploy"]


def test_checker_finds_an_undefined_rule_id(tmp_path):
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "game.md").write_text("| id | decision |\n|---|---|\n| GW-1 | a rule |\n")
    (tmp_path / "tests").mkdir()
    unknown = "GW-" + "99"  # built, so this file cites no undefined id itself
    (tmp_path / "tests" / "test_x.py").write_text("# GW-1 and %s\n" % unknown)
    defined = defined_rule_ids(str(tmp_path / "rules"))
    assert defined == {"GW-1"}
    assert {r: f for r, f in cited_rule_ids(str(tmp_path)).items() if r not in defined} == {
        unknown: os.path.join("tests", "test_x.py")
    }
