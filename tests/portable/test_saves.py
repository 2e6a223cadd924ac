"""Saves: round trip, damage, truncation, power cuts at every step of the rotation,
the previous save restored, bounded reads, things that are not files, the caller's check, full flash, foreign."""

from expect import raises
from memfs import ENOSPC, MemFs, PowerCut
from yaga import saves
from yaga.crc32 import crc32
from yaga.saves import DAMAGED, FOREIGN, MISSING, OK, RESTORED, SaveError, Store

FIRST = bytearray(b"first game state: goat on 1")
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


def test_record_layout_is_magic_layout_app_length_payload_crc():
    rec = saves.pack(7, b"\x01\x02\x03")
    assert rec[0:3] == b"BYB" and rec[3] == saves.FIRST_LAYOUT and rec[4] == 7
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
            fs.files["s"] = bad
            fs.files["s.bak"] = saves.pack(3, OLD)  # with a previous save, that one is loaded instead
            assert Store(fs).load("s", 3) == (RESTORED, OLD), (i, flip)


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
    rec[3] = saves.FIRST_LAYOUT + 1
    crc = crc32(rec[:-4])
    rec[-4:] = bytes([crc >> 24, (crc >> 16) & 255, (crc >> 8) & 255, crc & 255])
    fs.files["s"] = rec
    assert store.load("s", 4) == (FOREIGN, None)
    assert fs.files["s.bad"] == rec  # replaced the older .bad


def _grown(old_layout, payload):
    if old_layout != 1:
        raise ValueError("no such layout")
    return payload + b"!"


def test_a_record_of_an_older_layout_is_upgraded_and_checked_as_todays():
    fs = MemFs()
    store = Store(fs)
    store.save("s", 4, NEW)  # layout 1
    assert store.load("s", 4, len(NEW) + 1, None, layout=2, upgrade=_grown) == (OK, bytearray(NEW + b"!"))
    assert store.load("s", 4, None, lambda p: p[-1] != 33, layout=2, upgrade=_grown) == (DAMAGED, None)
    store.save("s", 4, NEW + b"!", 2)
    assert fs.files["s"][3] == 2 and store.load("s", 4, layout=2, upgrade=_grown) == (OK, bytearray(NEW + b"!"))
    assert store.load("s", 4, len(NEW) + 1, None, 1, 2, _grown) == (OK, bytearray(NEW + b"!"))  # longer than most


def test_a_record_of_a_layout_its_upgrade_does_not_know_is_damaged_and_the_previous_save_loads():
    fs = MemFs()
    store = Store(fs)
    store.save("s", 4, NEW + b"!", 2)
    store.save("s", 4, NEW, 3)
    assert store.load("s", 4, layout=2, upgrade=_grown) == (RESTORED, bytearray(NEW + b"!"))
    assert fs.files["s.bad"][3] == 3


def _saved(fs, *payloads):
    for p in payloads:
        Store(fs).save("g", 2, p)
    return fs


def _sweep_power_cuts(rename_replaces):
    """Cut the power after every unit of work of a save that rotates (FIRST, OLD saved, then NEW): the old or
    the new payload loads, with the one before it as the previous save; damaging the record then restores
    that previous save (one action lost at most)."""
    probe = _saved(MemFs(rename_replaces), FIRST, OLD)
    before = probe.units
    _saved(probe, NEW)
    units = probe.units - before
    outcomes = set()
    for budget in range(units + 1):
        fs = _saved(MemFs(rename_replaces), FIRST, OLD)
        fs.budget = budget
        try:
            _saved(fs, NEW)
            cut = False
        except PowerCut:
            cut = True
        fs.reboot()
        status, payload = Store(fs).load("g", 2)
        assert status == OK, (budget, status)
        assert payload in (OLD, NEW), budget
        assert cut or payload == NEW
        assert not fs.exists("g.tmp") and not fs.exists("g.bad")
        previous = FIRST if payload == OLD else OLD
        if not fs.exists("g.bak"):  # FAT only: cut between removing the old .bak and renaming the record
            assert not rename_replaces and payload == OLD, budget
            previous = None
        else:
            assert fs.files["g.bak"] == saves.pack(2, previous), budget
        outcomes.add(bytes(payload))
        assert Store(fs).load("g", 2) == (OK, payload)  # and it stays that way
        fs.files["g"][9] ^= 0x20
        restored = Store(fs).load("g", 2)
        assert restored == ((DAMAGED, None) if previous is None else (RESTORED, previous)), budget
    assert outcomes == {bytes(OLD), bytes(NEW)}
    return units


def test_power_cut_at_every_step_with_a_replacing_rename_leaves_old_or_new():
    # littlefs, POSIX: create .tmp, every byte written, rename the record to .bak, rename .tmp to the record
    assert _sweep_power_cuts(True) == 1 + len(saves.pack(2, NEW)) + 2


def test_power_cut_at_every_step_with_remove_then_rename_leaves_old_or_new():
    # FAT-like: ... remove the old .bak (a cut here leaves no previous save, the record itself is whole), rename
    # the record to .bak (a cut here: the .tmp is the new one, finished on load), rename the .tmp
    assert _sweep_power_cuts(False) == 1 + len(saves.pack(2, NEW)) + 3


def test_power_cut_during_the_first_and_second_saves_leaves_nothing_or_the_first():
    for replaces in (True, False):
        for saved in ((), (FIRST,)):
            for budget in range(len(saves.pack(2, OLD)) + 5):
                fs = _saved(MemFs(replaces), *saved)
                fs.budget = budget
                try:
                    _saved(fs, OLD)
                except PowerCut:
                    pass
                fs.reboot()
                status, payload = Store(fs).load("g", 2)
                assert (status, payload) in ((OK, OLD), (OK, FIRST) if saved else (MISSING, None)), (budget, status)


def test_damaged_record_restores_the_previous_save_which_becomes_the_record():
    fs = _saved(MemFs(), FIRST, OLD, NEW)
    assert fs.files["g.bak"] == saves.pack(2, OLD)
    damaged = bytearray(fs.files["g"])
    damaged[-1] ^= 1
    fs.files["g"] = damaged
    assert Store(fs).load("g", 2) == (RESTORED, OLD)
    assert fs.files["g.bad"] == damaged and fs.files["g"] == saves.pack(2, OLD) and not fs.exists("g.bak")
    assert Store(fs).load("g", 2) == (OK, OLD)
    _saved(fs, NEW)
    assert Store(fs).load("g", 2) == (OK, NEW) and fs.files["g.bak"] == saves.pack(2, OLD)


def test_damaged_record_and_previous_save_are_both_set_aside():
    fs = _saved(MemFs(), OLD, NEW)
    fs.files["g"] = bytearray(b"BYB garbage")
    fs.files["g.bak"] = saves.pack(3, OLD)  # another app's
    assert Store(fs).load("g", 2) == (DAMAGED, None)
    assert sorted(fs.files) == ["g.bad", "g.bak.bad"]
    assert Store(fs).load("g", 2) == (MISSING, None)


def test_a_lone_previous_save_is_restored_and_a_damaged_one_reported():
    fs = _saved(MemFs(), OLD, NEW)
    Store(fs).set_aside("g")  # as the shell does when the app fails to start from it
    assert fs.exists("g.bad") and not fs.exists("g")
    assert Store(fs).load("g", 2) == (RESTORED, OLD)
    fs = _saved(MemFs(), OLD, NEW)
    del fs.files["g"]
    fs.files["g.bak"][8] ^= 4
    assert Store(fs).load("g", 2) == (DAMAGED, None) and fs.exists("g.bak.bad")


def test_the_callers_check_sets_a_sound_record_aside_like_damage():
    fs = _saved(MemFs(), OLD, NEW)
    assert Store(fs).load("g", 2, None, lambda p: p != NEW) == (RESTORED, OLD)
    assert fs.files["g.bad"] == saves.pack(2, NEW)
    fs = _saved(MemFs(), OLD, NEW)
    assert Store(fs).load("g", 2, None, lambda p: False) == (DAMAGED, None)
    assert sorted(fs.files) == ["g.bad", "g.bak.bad"]
    fs = _saved(MemFs(), NEW)
    assert Store(fs).load("g", 2, None, lambda p: p[999]) == (DAMAGED, None)  # a check that raises: invalid
    fs = _saved(MemFs(), NEW)
    assert Store(fs).load("g", 2, None, lambda p: True) == (OK, NEW)


def test_a_record_longer_than_it_may_be_is_set_aside_unread():
    # a 160 KB file read whole was a MemoryError on the device, at every start (that very size is
    # tests/test_firmware_faults.py's; 8 KB here, which the test run's heap always has room for)
    huge = bytearray(8 * 1024)
    huge[0:3] = b"BYB"
    for size, most in ((5, saves.MAX_PAYLOAD), (None, saves.MAX_PAYLOAD), (None, 40)):
        fs = MemFs()
        fs.files["g"] = huge
        assert Store(fs).load("g", 2, size, None, most) == (DAMAGED, None)
        assert fs.longest_read == 0 and fs.exists("g.bad")
    fs = _saved(MemFs(), OLD, NEW)  # sound records, but longer than the caller's largest
    assert Store(fs).load("g", 2, None, None, len(NEW) - 1) == (RESTORED, OLD)
    assert fs.longest_read == len(saves.pack(2, OLD))
    fs = _saved(MemFs(), NEW)
    assert Store(fs).load("g", 2, len(NEW) - 1) == (DAMAGED, None) and fs.longest_read == 0
    raises(ValueError, saves.pack, 1, bytearray(saves.MAX_PAYLOAD + 1))
    assert Store(MemFs()).save("g", 2, bytearray(saves.MAX_PAYLOAD)) is None  # the largest still saves


def test_a_folder_by_a_records_name_is_set_aside_and_saving_goes_on():
    fs = MemFs()
    fs.mkdir("g")
    assert Store(fs).load("g", 2) == (DAMAGED, None)
    assert "g.bad" in fs.dirs and not fs.exists("g")
    fs.mkdir("g.tmp")  # a folder named shell.tmp stopped every save of the shell record
    _saved(fs, OLD)
    assert "g.tmp.bad" in fs.dirs and Store(fs).load("g", 2) == (OK, OLD)
    fs.mkdir("g.bak")
    _saved(fs, NEW)  # no previous save kept this time, but the save is made
    assert Store(fs).load("g", 2) == (OK, NEW)


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
    assert _names(fs) == ["g", "g.bak"]
    f = fs.open("g", "wb")
    f.write(b"BYB garbage")
    f.close()
    assert store.load("g", 9) == (RESTORED, OLD)
    assert _names(fs) == ["g", "g.bad"]
    fs.mkdir("h")
    assert fs.size("h") == -1 and fs.size("g") == len(saves.pack(9, OLD)) and fs.size("none") is None
    assert store.load("h", 9) == (DAMAGED, None)
    assert _names(fs) == ["g", "g.bad", "h.bad"]
    import os

    os.rmdir(fs.path("h.bad"))
    fs.remove("g.bad")
    fs.remove("g")


def test_remove_leaves_no_record_and_no_previous_save_to_restore():
    # a reset (Settings: Goat and Wolf's statistics): the previous save must not come back in its place
    fs = MemFs()
    st = Store(fs)
    st.save("stats", 2, b"one")
    st.save("stats", 2, b"two")
    fs.files["stats.tmp"] = b"half"
    st.remove("stats")
    assert st.load("stats", 2) == (MISSING, None)
    assert not [n for n in fs.files if n.startswith("stats")]
    st.remove("stats")  # nothing there: nothing happens
    st.save("stats", 2, b"new")
    assert st.load("stats", 2) == (OK, bytearray(b"new"))
