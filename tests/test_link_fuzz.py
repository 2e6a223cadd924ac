"""The link fuzz pass (tools/link_fuzz.py) in short: 3,000 hostile frames of every kind into two linked boxes in
play. None may crash or hang a box; every kind must have been sent and the links must have refused frames for
the framing reasons, or the pass tried nothing. The long run (100,000 frames) is `python tools/link_fuzz.py`."""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tools"))

import link_fuzz  # noqa: E402
from yaga import link as L  # noqa: E402


def test_hostile_frames_into_linked_boxes_in_play_never_crash_or_hang():
    lines = []
    figures = link_fuzz.run(3000, seed=5, out=lines.append)
    assert figures["crashes"] == 0 and figures["hangs"] == 0, "\n".join(lines)
    assert all(figures["sent"][k] > 0 for k in link_fuzz.KINDS), figures["sent"]
    for reason in (L.R_NOISE, L.R_TYPE, L.R_LENGTH, L.R_CRC, L.R_DUPLICATE, L.R_ORDER, L.R_VERSION):
        assert figures["refused"][reason] > 0, (reason, figures["refused"])
    assert figures["games"] >= 1  # play went on through it
