"""Type check: firmware/ and boards/ pass mypy against micropython-rp2-stubs, for every
board, and the check catches a real mistake: a board value of the wrong type reaching machine.I2C."""

import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import typecheck  # noqa: E402


@pytest.mark.parametrize("board", ["pico", "pico_w", "pico2"])
def test_typecheck_device_code_is_clean_for_every_board(board):
    status, report = typecheck.check(os.path.join(ROOT, "boards", board + ".py"))
    assert status == 0, report
    assert "Success: no issues found in %d source files" % len(typecheck.files()) in report


def test_typecheck_catches_a_board_frequency_written_as_text(tmp_path):
    with open(os.path.join(ROOT, "boards", "pico.py")) as f:
        source = f.read()
    bad = tmp_path / "board.py"
    bad.write_text(source.replace("I2C_FREQ = 400000", 'I2C_FREQ = "400k"'))
    status, report = typecheck.check(str(bad))
    assert status == 1
    assert 'firmware/hardware.py' in report and 'No overload variant of "I2C"' in report
    assert '"str"' in report
