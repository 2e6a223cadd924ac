"""The box's settings, kept as one small save record (name "settings", app id 0).

Payload layout (SIZE bytes):
  0  language index into LANGUAGES
  1  contrast 0-255 (the settings screen moves it in CONTRAST_STEP steps)
  2  sound 0/1
  3  sleep minutes, one of SLEEP_CHOICES (0 = never)
  4  dice animation 0/1
A record that is missing, damaged, foreign or holds a value out of range gives the defaults, and
`load` returns why, so the shell can tell the player once. Stepping a value (the Settings screen) is
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
DAMAGED = saves.DAMAGED
FOREIGN = saves.FOREIGN
INVALID = const(4)  # a sound record holding a value out of range


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
        if (
            len(buf) != SIZE
            or buf[0] >= len(LANGUAGES)
            or buf[2] > 1
            or buf[3] not in SLEEP_CHOICES
            or buf[4] > 1
        ):
            return False
        self.language = LANGUAGES[buf[0]]
        self.contrast = buf[1]
        self.sound = buf[2] == 1
        self.sleep_min = buf[3]
        self.dice_anim = buf[4] == 1
        return True

    def load(self, store):
        """Read the saved settings; anything but OK leaves the defaults. Returns the status."""
        self.reset()
        status, payload = store.load(NAME, _APP_ID, SIZE)
        if status == OK and not self.unpack(payload):
            return INVALID
        return status

    def save(self, store):
        """Raises saves.SaveError when it cannot (the old record stays)."""
        store.save(NAME, _APP_ID, self.pack())
