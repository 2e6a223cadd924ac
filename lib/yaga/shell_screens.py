"""The shell's rarely shown screens, Settings (with the reset of Goat and Wolf's statistics) and About, apart from
yaga.shell so they are in RAM only while shown: the shell imports this module to open one and unloads it when the
main menu comes back. Their words (the "screens" string table) are held here, so they leave RAM with the module.
Each function takes the Shell and sets its view, mode and dirty flag as the shell's own screens do.
"""

import gc

from yaga import saves, strings, ui
from yaga.games import REGISTRY
from yaga.compat import const
from yaga.settings import CONTRAST_STEP, LANGUAGES, SLEEP_CHOICES
from yaga.shell import ABOUT, SETTINGS, VERSION
from yaga.widgets import Confirm, Message

# rows of the settings screen
_LANGUAGE = const(0)
_CONTRAST = const(1)
_SOUND = const(2)
_SLEEP = const(3)
_DICE_ANIM = const(4)
_RESET_GW = const(5)  # Goat and Wolf's statistics: A asks, yes removes their record
_SETTING_KEYS = ("language", "contrast", "sound", "sleep", "dice_anim", "reset_gw")
_GW_STATS = "app_goat_wolf_stats"  # the record of yaga.games.goat_wolf.stats, by its name: the game is not imported
_words = None  # the "screens" table in the current language


def _screen_words():
    global _words
    _words = strings.load("yaga.lang.screens")
    return _words


def show_settings(shell, cursor):
    t = _screen_words()  # again after a language change: the rows get the new language's names
    items = [t[key] for key in _SETTING_KEYS]
    title = strings.table("yaga.lang.core")["settings"]
    shell.view = ui.ListMenu(title, items, cursor, lambda row: _value(shell.settings, row))
    shell.mode = SETTINGS
    shell.dirty = True


def show_about(shell):
    t = _screen_words()
    core = strings.table("yaga.lang.core")
    text = core["box"] + "\n" + t["version"] % VERSION + "\n" + t["credits"]
    mem_free = getattr(gc, "mem_free", None)  # MicroPython only
    if mem_free is not None:
        gc.collect()
        text += "\n" + t["mem_free"] % mem_free()
    shell.view = Message(core["about"], text, core["hint_ok"])
    shell.mode = ABOUT
    shell.dirty = True


def key(shell, r):
    """What a key's result (from the view) does on Settings (its list or the reset's question) or About."""
    if shell.mode == ABOUT:
        if r == ui.CHOSEN or r == ui.BACK:
            shell._show_menu(len(REGISTRY) + 1)
    elif hasattr(shell.view, "yes"):  # the reset's yes/no (Confirm)
        if r == ui.CHOSEN and shell.view.yes:
            shell.store.remove(_GW_STATS)
        if r == ui.CHOSEN or r == ui.BACK:
            show_settings(shell, _RESET_GW)
    elif shell.view.cursor == _RESET_GW:
        if r == ui.CHOSEN:
            _ask_reset(shell)
        elif r == ui.BACK:
            shell._show_menu(len(REGISTRY))
    elif r == ui.BACK:
        shell._show_menu(len(REGISTRY))
    elif r == ui.LESS:
        _change(shell, shell.view.cursor, -1)
    elif r == ui.MORE or r == ui.CHOSEN:
        _change(shell, shell.view.cursor, 1)


def _ask_reset(shell):
    """Reset Goat and Wolf's statistics? (no chosen at first)"""
    core = strings.table("yaga.lang.core")
    shell.view = Confirm(core["settings"], _words["reset_gw_q"], core["yes"], core["no"])
    shell.dirty = True


def _value(s, row):
    t = _words
    if row == _RESET_GW:
        return None
    if row == _LANGUAGE:
        return t["lang_" + s.language]
    if row == _CONTRAST:
        return t["percent"] % ((s.contrast * 100 + 127) // 255)
    if row == _SLEEP:
        return t["never"] if s.sleep_min == 0 else t["minutes"] % s.sleep_min
    on = s.sound if row == _SOUND else s.dice_anim
    return strings.table("yaga.lang.core")["on" if on else "off"]


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
    elif row == _DICE_ANIM:
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
