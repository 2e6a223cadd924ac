"""tools/bench_sim.py prints its I2C figures; the full-frame ones are fixed by the driver and the presenter."""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import bench_sim  # noqa: E402


def test_bench_prints_full_frame_costs_and_every_scene(capsys):
    bench_sim.main()
    out = capsys.readouterr().out
    # show(): 6 two-byte commands + one 1025-byte data write; the presenter now sends a whole frame the same
    # way, as one 8-page window (it was 8 pages x (6 commands + 129 bytes): 1128 bytes, 1184 on the wire)
    assert "full frame, driver show()    1 frames    1037 bytes    1044 on wire" in out
    assert "full frame, presenter        1 frames    1037 bytes    1044 on wire" in out
    for what, _, _ in bench_sim.SCENES:
        assert what in out
    assert "fewer bytes than a show() per frame" in out
