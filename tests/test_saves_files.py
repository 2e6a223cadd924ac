"""Saves on a real folder holding what is not a regular file: a FIFO (opening it blocks), a link to
/dev/zero (reading it never ends), a folder by a record's or the .tmp's name. The store never opens one: a
record so named is set aside unread, a .tmp so named is set aside before writing. Under CPython and the
MicroPython unix port (the FIFO and the link are made here: the port cannot make them)."""

import os
import subprocess

import pytest

from yaga.fs import RealFs
from yaga.fs import not_files
from yaga.saves import DAMAGED, OK, Store

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MICROPYTHON = os.path.join(ROOT, ".venv", "bin", "micropython")

CHECK = """
import sys
from yaga.fs import RealFs
from yaga.fs import not_files
from yaga.saves import Store
fs = RealFs(sys.argv[1])
store = Store(fs)
print(not_files(fs))
print([store.load(name, 2)[0] for name in ("fifo", "zero", "folder")])
store.save("g", 2, b"saved")
print(store.load("g", 2))
print(not_files(fs))
"""


def odd_folder(path):
    os.mkfifo(path / "fifo")
    os.symlink("/dev/zero", path / "zero")
    (path / "folder").mkdir()
    (path / "g.tmp").mkdir()  # a folder by the .tmp's name stopped every save of g


def expect_handled(path, not_files_before, loads, loaded, not_files_after):
    assert not_files_before == ["fifo", "folder", "g.tmp", "zero"]
    assert loads == [DAMAGED, DAMAGED, DAMAGED]
    assert loaded == (OK, bytearray(b"saved"))
    assert not_files_after == ["fifo.bad", "folder.bad", "g.tmp.bad", "zero.bad"]  # set aside, never opened


def test_cpython_sets_aside_fifos_links_to_devices_and_folders_without_opening_them(tmp_path):
    odd_folder(tmp_path)
    fs = RealFs(str(tmp_path))
    store = Store(fs)
    before = not_files(fs)
    loads = [store.load(name, 2)[0] for name in ("fifo", "zero", "folder")]
    store.save("g", 2, b"saved")
    expect_handled(tmp_path, before, loads, store.load("g", 2), not_files(fs))
    assert sorted(os.listdir(tmp_path)) == ["fifo.bad", "folder.bad", "g", "g.tmp.bad", "zero.bad"]


@pytest.mark.skipif(not os.path.exists(MICROPYTHON), reason="no MicroPython unix port in .venv (make setup)")
def test_micropython_does_the_same(tmp_path):
    odd_folder(tmp_path)
    env = dict(os.environ, MICROPYPATH="lib")
    run = subprocess.run(
        [MICROPYTHON, "-c", CHECK, str(tmp_path)], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert lines[2] == "(0, bytearray(b'saved'))"
    expect_handled(tmp_path, eval(lines[0]), eval(lines[1]), (OK, bytearray(b"saved")), eval(lines[3]))


def test_a_regular_record_beside_them_still_loads(tmp_path):
    odd_folder(tmp_path)
    Store(RealFs(str(tmp_path))).save("ok", 3, b"kept")
    assert Store(RealFs(str(tmp_path))).load("ok", 3, 4) == (OK, bytearray(b"kept"))
