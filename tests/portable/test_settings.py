"""Settings: defaults, round trip, damaged or out-of-range records set aside, the previous save
restored or, with none, the defaults."""

from expect import raises
from memfs import MemFs
from yaga import saves, settings
from yaga.saves import Store
from yaga.settings import DAMAGED, FOREIGN, MISSING, OK, RESTORED, Settings


def _changed():
    s = Settings()
    s.language = "ru"
    s.contrast = 0x40
    s.sound = False
    s.sleep_min = 30
    s.dice_anim = False
    return s


def _same(a, b):
    return (a.language, a.contrast, a.sound, a.sleep_min, a.dice_anim) == (
        b.language,
        b.contrast,
        b.sound,
        b.sleep_min,
        b.dice_anim,
    )


def test_defaults_when_nothing_was_saved():
    s = _changed()
    assert s.load(Store(MemFs())) == MISSING
    assert _same(s, Settings())
    assert s.language == "en" and s.sound and s.dice_anim and s.sleep_min in settings.SLEEP_CHOICES


def test_round_trip_through_the_store_as_app_zero():
    fs = MemFs()
    _changed().save(Store(fs))
    assert Store(fs).load("settings", 0, settings.SIZE)[0] == OK
    s = Settings()
    assert s.load(Store(fs)) == OK
    assert _same(s, _changed())


def test_damaged_record_gives_defaults_and_says_so():
    fs = MemFs()
    _changed().save(Store(fs))
    fs.files["settings"][9] ^= 0x10
    s = Settings()
    assert s.load(Store(fs)) == DAMAGED
    assert _same(s, Settings())


def test_foreign_record_gives_defaults():
    fs = MemFs()
    Store(fs).save("settings", 3, _changed().pack())
    s = _changed()
    assert s.load(Store(fs)) == FOREIGN
    assert _same(s, Settings())


def test_every_out_of_range_value_is_rejected_whole_and_set_aside():
    good = _changed().pack()
    for i, value in ((0, 3), (0, 255), (2, 2), (3, 3), (3, 60), (3, 255), (4, 7)):
        bad = bytearray(good)
        bad[i] = value
        fs = MemFs()
        Store(fs).save("settings", 0, bad)
        s = _changed()
        assert s.load(Store(fs)) == DAMAGED, (i, value)
        assert _same(s, Settings())
        assert fs.exists("settings.bad") and not fs.exists("settings")


def test_damaged_or_out_of_range_settings_restore_the_previous_save():
    for how in ("flip", "range"):
        fs = MemFs()
        _changed().save(Store(fs))
        newer = _changed()
        newer.sleep_min = 1
        newer.save(Store(fs))
        if how == "flip":
            fs.files["settings"][8] ^= 0x01
        else:
            bad = newer.pack()
            bad[3] = 3
            fs.files["settings"] = saves.pack(0, bad)
        s = Settings()
        assert s.load(Store(fs)) == RESTORED, how
        assert _same(s, _changed())  # the save before the damaged one
        assert fs.exists("settings.bad") and not fs.exists("settings.bak")
        assert Settings().load(Store(fs)) == OK  # the previous save is the record again


def test_every_contrast_byte_is_accepted():
    for v in (0, 1, 128, 255):
        s = _changed()
        s.contrast = v
        fs = MemFs()
        s.save(Store(fs))
        t = Settings()
        assert t.load(Store(fs)) == OK and t.contrast == v


def test_steps_stay_within_their_choices():
    from yaga.shell_screens import step_contrast, step_language, step_sleep  # the Settings screen steps them

    s = Settings()
    for _ in range(20):
        step_contrast(s, 1)
    assert s.contrast == 255
    for _ in range(20):
        step_contrast(s, -1)
    assert s.contrast == 0
    step_contrast(s, 1)
    assert s.contrast == settings.CONTRAST_STEP
    seen = []
    for _ in range(8):
        step_sleep(s, 1)
        seen.append(s.sleep_min)
    assert seen[-1] == 30 and all(v in settings.SLEEP_CHOICES for v in seen)
    step_sleep(s, -1)
    assert s.sleep_min == 10
    langs = []
    for _ in range(3):
        step_language(s, 1)
        langs.append(s.language)
    assert sorted(langs) == ["en", "es", "ru"]


def test_save_on_a_full_flash_raises_save_error():
    fs = MemFs(space=4)
    err = raises(saves.SaveError, Settings().save, Store(fs))
    assert err.no_space
