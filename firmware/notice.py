"""The firmware's own screen messages, shown when the shell is not running: a few centred lines.
Plain yaga.gfx drawing, so a test under CPython can draw the very same picture to compare.
Imported only when something is wrong (a button held at power-on, a crash), so the running loop
does not keep these functions and texts in the heap."""

from yaga.gfx import Canvas

LINE = 10  # pixels from one line to the next
BUTTON_NAMES = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B", "DICE")
# The screen messages come from the "screens" string table in the language of the saved settings (fw_problem,
# fw_held); these English lines are shown when the table cannot be loaded (no memory, damaged module).
CRASH_TEXT = "Problem.\nRestarting..."
STUCK_TEXT = "Button held:\n%s\nIgnored until\nreleased."  # %s: the names of the buttons held


def draw(lines):
    """A canvas with the lines centred on the screen."""
    c = Canvas()
    c.clear()
    y = (64 - LINE * len(lines)) // 2
    for line in lines:
        c.center(line, y)
        y += LINE
    return c


def words(fs, key, fallback):
    """The firmware's message `key` from the "screens" table in the saved language, or fallback when the
    settings or the table cannot be read (this also runs after a crash, low on memory)."""
    try:
        from yaga import saves, strings
        from yaga.settings import Settings

        settings = Settings()
        settings.load(saves.Store(fs))
        strings.set_language(settings.language)
        return strings.load("yaga.lang.screens")[key]
    except Exception:
        return fallback


def show(panel, lines):
    """A message of a few short lines on the screen (cold path: allocates its own canvas)."""
    from yaga.present import Presenter

    Presenter(draw(lines), panel).present()
