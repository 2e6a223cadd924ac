"""The save fuzz pass (tools/save_fuzz.py) in short: 40 records with a sound CRC per app, most of them
real saves with a byte or a few changed, each opened through the real Shell and given 20 random keys. None may
crash; some must be refused (set aside with a message) and some loaded, or the pass tried nothing. `make soak`
runs the long version (500 records per app) and prints its figures."""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tools"))

import save_fuzz  # noqa: E402


def test_records_of_nonsense_with_a_sound_crc_never_crash_an_app():
    lines = []
    figures = save_fuzz.run(40, seed=3, keys=20, out=lines.append, sessions=(60, 200), seeds=1)
    assert not [line for line in lines if line.startswith("CRASH")], "\n".join(lines)
    for app, kinds in figures.items():
        assert kinds["random"].get("refused", 0) > 0, (app, kinds)  # random bytes are refused (most of them)
        assert kinds["mutated"].get("loaded", 0) > 0, (app, kinds)  # a changed PRNG byte, a Rep ... still opens
        assert sum(kinds["mutated"].values()) + sum(kinds["random"].values()) == 40
