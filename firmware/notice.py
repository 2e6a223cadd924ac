"""The firmware's own screen messages, shown when the shell is not running: a few centred lines.
Plain yaga.gfx drawing, so a test under CPython can draw the very same picture to compare."""

from yaga.gfx import Canvas

LINE = 10  # pixels from one line to the next


def draw(lines):
    """A canvas with the lines centred on the screen."""
    c = Canvas()
    c.clear()
    y = (64 - LINE * len(lines)) // 2
    for line in lines:
        c.center(line, y)
        y += LINE
    return c
