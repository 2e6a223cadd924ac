"""The PRNG across interpreters and its fairness (chi-square over 600,000 rolls per die kind)."""

import os
import subprocess
import sys

from yaga.rng import Rng

ROLLS = 600_000
DIE_KINDS = {"d2": 2, "d4": 4, "d6": 6, "d8": 8, "d10": 10, "d12": 12, "d20": 20, "d100": 100, "d6z (0-5)": 6}
Z_999 = 3.0902  # standard normal quantile for p = 0.999


def chi_square_critical(df, z=Z_999):
    """Wilson-Hilferty approximation of the chi-square quantile: good to about 1% for df >= 1."""
    a = 2.0 / (9.0 * df)
    return df * (1.0 - a + z * a**0.5) ** 3


def chi_square(counts, expected):
    return sum((c - expected) ** 2 / expected for c in counts)


def test_every_die_kind_is_fair_over_600000_rolls():
    for index, (name, faces) in enumerate(sorted(DIE_KINDS.items())):
        rng = Rng(1000 + index)
        counts = [0] * faces
        for _ in range(ROLLS):
            counts[rng.below(faces)] += 1
        stat = chi_square(counts, ROLLS / faces)
        assert stat < chi_square_critical(faces - 1), (name, stat)


def test_consecutive_d6_pairs_are_independent():
    rng = Rng(77)
    counts = [0] * 36
    for _ in range(ROLLS // 2):
        counts[rng.below(6) * 6 + rng.below(6)] += 1
    assert chi_square(counts, ROLLS / 2 / 36) < chi_square_critical(35)


def test_chi_square_check_catches_modulo_bias():
    """The check is sharp enough to see the bias of a plain `% 6` on a random byte (faces 0-3 get 43/256)."""
    rng = Rng(5)
    counts = [0] * 6
    for _ in range(ROLLS):
        counts[(rng.next16() & 0xFF) % 6] += 1
    assert chi_square(counts, ROLLS / 6) > chi_square_critical(5)


PROGRAM = """
from yaga.rng import Rng
r = Rng(%d)
print(" ".join(str(r.next32()) for _ in range(64)))
print(" ".join(str(r.below(n)) for n in (2, 4, 6, 8, 10, 12, 20, 100, 65536, 100000) for _ in range(20)))
"""


def _run(interpreter, seed):
    env = dict(os.environ, MICROPYPATH="lib", PYTHONPATH="lib")
    out = subprocess.run([interpreter, "-c", PROGRAM % seed], capture_output=True, text=True, env=env, check=True)
    return out.stdout


def test_same_seed_same_numbers_on_cpython_and_micropython():
    micropython = os.path.join(os.path.dirname(sys.executable), "micropython")
    for seed in (0, 1, 7, 2**31 + 5):
        assert _run(micropython, seed) == _run(sys.executable, seed)
