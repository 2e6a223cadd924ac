"""Saves (platform issue): round trip, damage, truncation, power cuts at every step, full flash, foreign."""

from expect import raises
from memfs import ENOSPC, MemFs, PowerCut
from yaga import saves
from yaga.crc32 import crc32
from yaga.saves import DAMAGED, FOREIGN, MISSING, OK, SaveError, Store

OLD = bytearray(b"old game state: goat on 3, wolf on 7")
NEW = bytearray(b"new game state: goat on 4, wolf on 9, dice 6+2")


def test_crc32_check_value():
    assert crc32(b"123456789") == 0xCBF43926
    assert crc32(b"") == 0


def test_round_trip_gives_the_same_payload_as_a_bytearray():
    store = Store(MemFs())
    store.save("gw", 2, NEW)
    status, payload = store.load("gw", 2, len(NEW))
    assert status == OK and payload == NEW and isinstance(payload, bytearray)
    assert store.load("gw", 2) == (OK, NEW)
    store.save("gw", 2, b"")
    assert store.load("gw", 2) == (OK, bytearray())


def test_record_layout_is_magic_version_app_length_payload_crc():
    rec = saves.pack(7, b"\x01\x02\x03")
    assert rec[0:3] == b"BYB" and rec[3] == saves.VERSION and rec[4] == 7
    assert rec[5] == 0 and rec[6] == 3 and rec[7:10] == b"\x01\x02\x03"
    crc = crc32(rec[:10])
    assert rec[10:14] == bytes([crc >> 24, (crc >> 16) & 255, (crc >> 8) & 255, crc & 255])
    raises(ValueError, saves.pack, 1, bytearray(70000))


def test_missing_record_is_missing():
    assert Store(MemFs()).load("none", 1) == (MISSING, None)


def test_every_single_flipped_byte_is_damaged_and_set_aside():
    rec = saves.pack(3, NEW)
    for i in range(len(rec)):
        for flip in (0x01, 0x80, 0xFF):
            fs = MemFs()
            bad = bytearray(rec)
            bad[i] ^= flip
            fs.files["s"] = bad
            assert Store(fs).load("s", 3, len(NEW)) == (DAMAGED, None), (i, flip)
            assert "s" not in fs.files and fs.files["s.bad"] == bad


def test_every_truncation_is_damaged():
    rec = saves.pack(3, NEW)
    for n in range(len(rec)):
        fs = MemFs()
        fs.files["s"] = bytearray(rec[:n])
        assert Store(fs).load("s", 3) == (DAMAGED, None), n
    fs = MemFs()
    fs.files["s"] = bytearray(rec) + b"x"  # and a longer file than its length says
    assert Store(fs).load("s", 3) == (DAMAGED, None)


def test_foreign_app_id_version_or_size_is_set_aside_never_returned():
    fs = MemFs()
    store = Store(fs)
    store.save("s", 4, NEW)
    assert store.load("s", 5) == (FOREIGN, None)
    assert fs.files["s.bad"] == saves.pack(4, NEW) and not fs.exists("s")
    store.save("s", 4, NEW)
    assert store.load("s", 4, len(NEW) + 1) == (FOREIGN, None)
    rec = saves.pack(4, NEW)
    rec[3] = saves.VERSION + 1
    crc = crc32(rec[:-4])
    rec[-4:] = bytes([crc >> 24, (crc >> 16) & 255, (crc >> 8) & 255, crc & 255])
    fs.files["s"] = rec
    assert store.load("s", 4) == (FOREIGN, None)
    assert fs.files["s.bad"] == rec  # replaced the older .bad


def _sweep_power_cuts(rename_replaces):
    """Cut the power after every unit of work of one save: the old or the new payload loads."""
    probe = MemFs(rename_replaces)
    Store(probe).save("g", 2, OLD)
    before = probe.units
    Store(probe).save("g", 2, NEW)
    units = probe.units - before
    outcomes = set()
    for budget in range(units + 1):
        fs = MemFs(rename_replaces)
        Store(fs).save("g", 2, OLD)
        fs.budget = budget
        try:
            Store(fs).save("g", 2, NEW)
            cut = False
        except PowerCut:
            cut = True
        fs.reboot()
        status, payload = Store(fs).load("g", 2)
        assert status == OK, (budget, status)
        assert payload in (OLD, NEW), budget
        assert cut or payload == NEW
        assert not fs.exists("g.tmp") and not fs.exists("g.bad")
        outcomes.add(bytes(payload))
        assert Store(fs).load("g", 2) == (OK, payload)  # and it stays that way
    assert outcomes == {bytes(OLD), bytes(NEW)}
    return units


def test_power_cut_at_every_step_with_a_replacing_rename_leaves_old_or_new():
    # littlefs, POSIX: create .tmp, every byte written, rename
    assert _sweep_power_cuts(True) == 1 + len(saves.pack(2, NEW)) + 1


def test_power_cut_at_every_step_with_remove_then_rename_leaves_old_or_new():
    # FAT-like: ... remove the old record, (cut here: only the .tmp is left) rename
    assert _sweep_power_cuts(False) == 1 + len(saves.pack(2, NEW)) + 2


def test_crash_between_remove_and_rename_finishes_the_save_on_load():
    fs = MemFs(rename_replaces=False)
    fs.files["g.tmp"] = saves.pack(2, NEW)
    assert Store(fs).load("g", 2) == (OK, NEW)
    assert fs.exists("g") and not fs.exists("g.tmp")


def test_leftover_tmp_is_ignored_and_cleaned():
    fs = MemFs()
    store = Store(fs)
    store.save("g", 2, OLD)
    fs.files["g.tmp"] = bytearray(b"BYB\x01\x02\x00")  # half a save
    assert store.load("g", 2) == (OK, OLD)
    assert not fs.exists("g.tmp")
    fs.files["h.tmp"] = bytearray(b"BYB")  # half of the very first save
    assert store.load("h", 2) == (MISSING, None)
    assert not fs.exists("h.tmp")


def test_full_flash_raises_save_error_and_keeps_the_old_record():
    fs = MemFs(space=len(saves.pack(2, OLD)) + 10)
    store = Store(fs)
    store.save("g", 2, OLD)
    err = raises(SaveError, store.save, "g", 2, NEW)
    assert err.no_space and err.code == ENOSPC
    assert "space" in str(err)
    assert not fs.exists("g.tmp")
    assert store.load("g", 2) == (OK, OLD)


def _fresh_realfs():
    from yaga.fs import RealFs

    fs = RealFs("build/test_saves_fs/inner")
    fs.mkdir()
    fs.mkdir()  # a second time is fine
    for name in _names(fs):
        fs.remove(name)
    return fs


def _names(fs):
    """The files in a RealFs folder (the saves never list one, so RealFs has no listdir)."""
    import os

    return sorted(os.listdir(fs.root))


def test_real_fs_rename_replaces_an_existing_file_on_this_interpreter():
    # The one-step replace the saves rely on (POSIX rename on CPython and the unix port).
    fs = _fresh_realfs()
    for name, data in (("a", b"first"), ("b", b"second")):
        f = fs.open(name, "wb")
        f.write(data)
        f.close()
    fs.rename("a", "b")
    f = fs.open("b", "rb")
    assert f.read() == b"first"
    f.close()
    assert not fs.exists("a") and _names(fs) == ["b"]
    fs.remove("b")


def test_store_over_the_real_fs_round_trips_and_sets_damage_aside():
    fs = _fresh_realfs()
    store = Store(fs)
    store.save("g", 9, OLD)
    store.save("g", 9, NEW)
    assert store.load("g", 9) == (OK, NEW)
    assert _names(fs) == ["g"]
    f = fs.open("g", "wb")
    f.write(b"BYB garbage")
    f.close()
    assert store.load("g", 9) == (DAMAGED, None)
    assert _names(fs) == ["g.bad"]
    fs.remove("g.bad")
