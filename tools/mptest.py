"""The project's own test runner for the MicroPython unix port (micropython-lib's unittest is not on PyPI).

Runs every `test_*` function of every `tests/portable/test_*.py` module (or the modules named on the
command line) and ends with the line `N passed, N failed`. Exit status 1 when anything failed.
Usage: MICROPYPATH=lib:tests/portable micropython tools/mptest.py [module ...]
"""

import gc
import os
import sys

TEST_DIR = "tests/portable"


def module_names(args):
    if args:
        return [a.split("/")[-1].replace(".py", "") for a in args]
    names = [f[:-3] for f in os.listdir(TEST_DIR) if f.startswith("test_") and f.endswith(".py")]
    names.sort()
    return names


def run_module(name):
    passed = 0
    failed = 0
    try:
        mod = __import__(name)
    except Exception as e:  # a module that does not import is one failure, reported
        print("FAIL %s (import)" % name)
        sys.print_exception(e)
        return 0, 1
    tests = [k for k in dir(mod) if k.startswith("test_") and callable(getattr(mod, k))]
    tests.sort()
    for t in tests:
        try:
            getattr(mod, t)()
        except Exception as e:
            failed += 1
            print("FAIL %s.%s" % (name, t))
            sys.print_exception(e)
        else:
            passed += 1
    print("%-40s %d passed, %d failed" % (name, passed, failed))
    del sys.modules[name]  # its tests and data leave the heap before the next module loads
    gc.collect()
    return passed, failed


def main():
    passed = 0
    failed = 0
    for name in module_names(sys.argv[1:]):
        p, f = run_module(name)
        passed += p
        failed += f
    print("%d passed, %d failed" % (passed, failed))
    if failed:
        sys.exit(1)


main()
