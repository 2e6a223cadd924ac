"""`make bench`: run every tools/bench_*.py module's main() in turn; each prints its own figures.

Figures, never pass/fail on time: state sizes, heap peaks under a bounded heap, bytes allocated per
frame, I2C bytes per frame, render cost as a ratio to a framebuf baseline measured in the same run.
"""

import importlib
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    sys.path[:0] = [HERE, os.path.join(HERE, "..", "lib"), os.path.join(HERE, "..")]
    names = sorted(f[:-3] for f in os.listdir(HERE) if f.startswith("bench_") and f.endswith(".py"))
    only = sys.argv[1:]
    for name in names:
        if only and name not in only:
            continue
        print("== %s" % name)
        sys.stdout.flush()
        importlib.import_module(name).main()
        print()


if __name__ == "__main__":
    main()
