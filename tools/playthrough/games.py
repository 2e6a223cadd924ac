"""One whole game through the keys, from a fresh box to the main menu again: the settings (language, sleep
never, dice animation on or off) on the Settings screen, the app opened from the menu, its strategy played to the
end, the app left. `play_game` returns a Result with the key script, whatever happened.

A game is named by (app, config, language, seed): the same four give the same keys and the same frames, so a
failure replays with `python -m host_sim --seed SEED --keys SCRIPT`, or is played again by the player with
`python tools/playthrough --app APP --config CONFIG --lang LANG --seed SEED` (Result.rerun).
"""

import random
import traceback

from playthrough import cards, dice, goat_wolf, quest, tatra
from playthrough.rig import Failure, Rig, step_towards
from yaga.games import REGISTRY
from yaga.shell import APP, MENU, SETTINGS

STRATEGIES = {"dice": dice, "goat_wolf": goat_wolf, "cards": cards, "quest": quest, "tatra": tatra}
LANGUAGES = ("en", "es", "ru")
_SLEEP_ROW = 3  # the Settings rows (yaga.shell_screens): language 0, contrast, sound, sleep, dice animation
_ANIM_ROW = 4


class Result:
    """What one game did: its name, presses, simulated ms, key script, and its failure (None when clean)."""

    def __init__(self, app, config, lang, seed):
        self.app = app
        self.config = tuple(config)
        self.lang = lang
        self.seed = seed
        self.presses = 0
        self.ms = 0
        self.script = ""
        self.failure = None
        self.frames = (0, 0)  # frames_digest of the frames shown: a replay of the script must give the same
        self.cuts = set()  # (screen, text) cut short by ui.clipped_text: by design, listed for review

    def mode(self):
        return "%s %s" % (self.app, " ".join(str(c) for c in self.config))

    def replay(self):
        return 'python -m host_sim --seed %d --keys "%s"' % (self.seed, self.script)

    def rerun(self):
        return "python tools/playthrough --app %s --config %s --lang %s --seed %d" % (
            self.app, ",".join(str(c) for c in self.config), self.lang, self.seed)


def catalogue():
    """Every (app, config) the player plays: all modes of every app."""
    return [(app, config) for app in STRATEGIES for config in STRATEGIES[app].configs()]


def player_rng(app, config, lang, seed):
    """The player's own choices: one stream per game, from its name (string seeds are stable across runs)."""
    return random.Random("%s|%s|%s|%d" % (app, ",".join(str(c) for c in config), lang, seed))


def set_up_box(rig, rnd, lang):
    """Settings through the keys: the language, sleep never (the firmware sleeps, the simulator does not), and the
    dice animation on or off at random; back to the main menu."""
    shell = rig.shell
    rows = len(REGISTRY) + 2
    step_towards(rig, lambda: shell.view.cursor, len(REGISTRY), rows)
    rig.press("A")
    if shell.mode != SETTINGS:
        raise Failure("stuck", "A on the menu's Settings row did not open Settings")
    cursor = lambda: shell.view.cursor  # noqa: E731
    for _ in range(3):
        if shell.settings.language == lang:
            break
        rig.press(rnd.choice(("RIGHT", "A")))
    step_towards(rig, cursor, _SLEEP_ROW, 5)
    for _ in range(6):
        if shell.settings.sleep_min == 0:
            break
        rig.press("LEFT")
    if rnd.random() < 0.25:
        step_towards(rig, cursor, _ANIM_ROW, 5)
        rig.press(rnd.choice(("A", "LEFT", "RIGHT")))
    if shell.settings.language != lang or shell.settings.sleep_min != 0:
        raise Failure("stuck", "Settings did not take the language %s and no sleep" % lang)
    rig.press("B")
    if shell.mode != MENU:
        raise Failure("stuck", "B on Settings did not go back to the menu")


def open_app(rig, name):
    index = [n for n, _ in REGISTRY].index(name)
    step_towards(rig, lambda: rig.shell.view.cursor, index, len(REGISTRY) + 2)
    rig.press("A")
    if rig.shell.mode != APP or rig.shell.app_name != name:
        raise Failure("stuck", "A on the menu's row %d did not open %s" % (index, name))


def play_game(app, config, lang, seed):
    """One whole game on a fresh box; never raises (a bug of the player itself is a failure too)."""
    result = Result(app, config, lang, seed)
    rnd = player_rng(app, config, lang, seed)
    rig = Rig(seed)
    try:
        set_up_box(rig, rnd, lang)
        open_app(rig, app)
        STRATEGIES[app].play(rig, rnd, *config)
        if rig.shell.mode != MENU:
            raise Failure("stuck", "the game ended but the app was not left (screen %d)" % rig.shell.mode)
    except Failure as f:
        result.failure = f
    except Exception:
        result.failure = Failure("player", traceback.format_exc())
    finally:
        rig.close()
    result.presses = rig.presses
    result.ms = rig.now
    result.script = rig.key_script()
    result.frames = (rig.frames, rig.digest)
    result.cuts = set((screen, text) for screen, text, _ in rig.cuts)
    return result
