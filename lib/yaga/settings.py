"""The box's settings, kept as one small save record (name "settings", app id 0).

Payload layout (SIZE bytes):
  0  language index into LANGUAGES
  1  contrast 0-255 (the settings screen moves it in CONTRAST_STEP steps)
  2  sound 0/1
  3  sleep minutes, one of SLEEP_CHOICES (0 = never)
  4  dice animation 0/1
A record that is damaged, foreign or holds a value out of range is set aside and the previous save is
loaded instead (yaga.saves); with none, the defaults. `load` returns the status, so the shell can tell
the player once. Stepping a value (the Settings screen) is
yaga.shell_screens' business, in RAM only while that screen is shown.
"""

from yaga import saves
from yaga.compat import const

NAME = "settings"
_APP_ID = const(0)
SIZE = const(5)

LANGUAGES = ("en", "es", "ru")
SLEEP_CHOICES = (0, 1, 2, 5, 10, 30)
CONTRAST_STEP = const(32)

OK = saves.OK
MISSING = saves.MISSING
DAMAGED = saves.DAMAGED  # also a sound record holding a value out of range
FOREIGN = saves.FOREIGN
RESTORED = saves.RESTORED


class Settings:
    def __init__(self):
        self.reset()

    def reset(self):
        self.language = "en"
        self.contrast = 0xCF
        self.sound = True
        self.sleep_min = 5
        self.dice_anim = True

    def pack(self):
        buf = bytearray(SIZE)
        buf[0] = LANGUAGES.index(self.language)
        buf[1] = self.contrast
        buf[2] = 1 if self.sound else 0
        buf[3] = self.sleep_min
        buf[4] = 1 if self.dice_anim else 0
        return buf

    def unpack(self, buf):
        """Take the values from buf; False (and nothing changed) if any is out of range."""
        if not in_range(buf):
            return False
        self.language = LANGUAGES[buf[0]]
        self.contrast = buf[1]
        self.sound = buf[2] == 1
        self.sleep_min = buf[3]
        self.dice_anim = buf[4] == 1
        return True

    def load(self, store):
        """Read the saved settings (or the previous save); with neither, the defaults. Returns the status."""
        self.reset()
        status, payload = store.load(NAME, _APP_ID, SIZE, in_range)
        if payload is not None:
            self.unpack(payload)
        return status

    def save(self, store):
        """Raises saves.SaveError when it cannot (the old record stays)."""
        store.save(NAME, _APP_ID, self.pack())


def in_range(buf):
    """True when every value of a settings payload is one the box can use."""
    return (
        len(buf) == SIZE
        and buf[0] < len(LANGUAGES)
        and buf[2] <= 1
        and buf[3] in SLEEP_CHOICES
        and buf[4] <= 1
    )
