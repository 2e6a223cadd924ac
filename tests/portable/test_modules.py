"""yaga.modules: load and forget by name; an import runs with the firmware's collection threshold raised, and the
threshold is put back after it (MicroPython only: CPython has no allocation threshold)."""

import gc
import sys

from yaga import modules

PROBE = "import_threshold_seen"


def _fresh_probe():
    modules.forget(PROBE)
    return modules.load(PROBE)


def test_load_imports_once_and_forget_unloads():
    first = _fresh_probe()
    assert modules.load(PROBE) is first
    modules.forget(PROBE)
    assert PROBE not in sys.modules
    assert modules.load(PROBE) is not first


def test_an_import_runs_under_the_raised_threshold_and_the_firmwares_is_back_after_it():
    if not hasattr(gc, "threshold"):
        return  # CPython: nothing to raise
    before = gc.threshold()
    try:
        gc.threshold(4096)
        assert _fresh_probe().SEEN == modules.IMPORT_EVERY
        assert gc.threshold() == 4096
        gc.threshold(modules.IMPORT_EVERY * 2)  # a threshold above it is left as it is
        assert _fresh_probe().SEEN == modules.IMPORT_EVERY * 2
        gc.threshold(-1)  # none set (the device before its first frame): none is set for the import
        assert _fresh_probe().SEEN == -1
    finally:
        gc.threshold(before)
        modules.forget(PROBE)


def test_the_threshold_is_back_after_an_import_that_raises():
    if not hasattr(gc, "threshold"):
        return
    before = gc.threshold()
    try:
        gc.threshold(4096)
        try:
            modules.load("import_that_fails")
        except ValueError:
            pass
        else:
            raise AssertionError("the import did not raise")
        assert gc.threshold() == 4096
    finally:
        gc.threshold(before)
        modules.forget("import_that_fails")
