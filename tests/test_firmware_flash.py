"""The device's file system (saves): on littlefs, the Pico's flash file system, os.rename
replaces an existing file in one step, which the saves rely on; and the saves round-trip through RealFs
there. Run under the unix port on the fake box's littlefs image."""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools", "fakehw"))

from harness import run_session  # noqa: E402

PROGRAM = r"""
import machine, os
print(os.getcwd())
for name, data in (("a", b"first"), ("b", b"second")):
    with open(name, "wb") as f:
        f.write(data)
os.rename("a", "b")
print(open("b", "rb").read(), "a" in os.listdir())
from yaga.fs import RealFs
from yaga.saves import Store
store = Store(RealFs("saves"))
RealFs("saves").mkdir()
store.save("g", 5, b"old")
store.save("g", 5, b"new")
print(store.load("g", 5), sorted(os.listdir("saves")))
"""


def test_littlefs_rename_replaces_and_saves_round_trip(tmp_path):
    s = run_session(str(tmp_path), program=PROGRAM, heapsize="1M")
    assert s.returncode == 0, s.out + s.err
    assert s.out.splitlines() == ["/flash", "b'first' False", "(0, bytearray(b'new')) ['g', 'g.bak']"]
