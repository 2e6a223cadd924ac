"""The shell's rarely shown screens, Settings and About, apart from yaga.shell so they are in RAM only while
shown: the shell imports this module to open one and unloads it when the main menu comes back.
Each function takes the Shell and sets its view, mode and dirty flag as the shell's own screens do.
"""

import gc

from yaga import saves, strings, ui
from yaga.apps import REGISTRY
from yaga.compat import const
from yaga.settings import CONTRAST_STEP, LANGUAGES, SLEEP_CHOICES
from yaga.shell import ABOUT, SETTINGS, VERSION

# rows of the settings screen
_LANGUAGE = const(0)
_CONTRAST = const(1)
_SOUND = const(2)
_SLEEP = const(3)
_SETTING_KEYS = ("language", "contrast", "sound", "sleep", "dice_anim")


def show_settings(shell, cursor):
    t = strings.table("core")
    items = [t[key] for key in _SETTING_KEYS]
    shell.view = ui.ListMenu(t["settings"], items, cursor, lambda row: _value(shell.settings, row))
    shell.mode = SETTINGS
    shell.dirty = True


def show_about(shell):
    t = strings.table("core")
    text = t["box"] + "\n" + t["version"] % VERSION + "\n" + t["credits"]
    mem_free = getattr(gc, "mem_free", None)  # MicroPython only
    if mem_free is not None:
        gc.collect()
        text += "\n" + t["mem_free"] % mem_free()
    shell.view = ui.Message(t["about"], text, t["hint_ok"])
    shell.mode = ABOUT
    shell.dirty = True


def key(shell, r):
    """What a key's result (from the view) does on Settings or About."""
    if shell.mode == ABOUT:
        if r == ui.CHOSEN or r == ui.BACK:
            shell._show_menu(len(REGISTRY) + 1)
    elif r == ui.BACK:
        shell._show_menu(len(REGISTRY))
    elif r == ui.LESS:
        _change(shell, shell.view.cursor, -1)
    elif r == ui.MORE or r == ui.CHOSEN:
        _change(shell, shell.view.cursor, 1)


def _value(s, row):
    t = strings.table("core")
    if row == _LANGUAGE:
        return t["lang_" + s.language]
    if row == _CONTRAST:
        return t["percent"] % ((s.contrast * 100 + 127) // 255)
    if row == _SLEEP:
        return t["never"] if s.sleep_min == 0 else t["minutes"] % s.sleep_min
    on = s.sound if row == _SOUND else s.dice_anim
    return t["on"] if on else t["off"]


def _change(shell, row, direction):
    """Change one setting, apply it at once and save it."""
    s = shell.settings
    if row == _LANGUAGE:
        step_language(s, direction)
        strings.set_language(s.language)
    elif row == _CONTRAST:
        step_contrast(s, direction)
        shell.panel.contrast(s.contrast)
    elif row == _SOUND:
        s.sound = not s.sound
    elif row == _SLEEP:
        step_sleep(s, direction)
    else:
        s.dice_anim = not s.dice_anim
    show_settings(shell, row)  # rebuilt: a new language renames every row
    try:
        s.save(shell.store)
    except saves.SaveError as e:
        shell._notify(shell._save_problem_text(e))


def step_contrast(s, direction):
    """One CONTRAST_STEP up (+1) or down (-1) of Settings s, kept within 0-255."""
    s.contrast = min(255, max(0, s.contrast + direction * CONTRAST_STEP))


def step_sleep(s, direction):
    """The next or previous sleep choice, stopping at the ends."""
    i = SLEEP_CHOICES.index(s.sleep_min) + direction
    s.sleep_min = SLEEP_CHOICES[min(len(SLEEP_CHOICES) - 1, max(0, i))]


def step_language(s, direction):
    """The next or previous language, going round."""
    i = LANGUAGES.index(s.language) + direction
    s.language = LANGUAGES[i % len(LANGUAGES)]
