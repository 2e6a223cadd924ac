"""The interactive terminal view: the glass as Unicode half-blocks (128 x 32 characters), raw keys.

Needs a terminal at least 128 columns wide and 33 lines high (32 of picture, one of help). Keys: see host_sim/keys.py.
"""

import os
import select
import shutil
import sys
import termios
import tty

from host_sim.images import HEIGHT, WIDTH, lit
from host_sim.keys import QUIT, decode
from yaga.keyscript import levels

# (top pixel, bottom pixel) -> character
_BLOCKS = {(0, 0): " ", (1, 0): "\u2580", (0, 1): "\u2584", (1, 1): "\u2588"}
# A terminal press: held past the 20 ms debounce, released before the next autorepeated key.
PRESS_MS = 40
GAP_MS = 30
FAINT_BELOW = 64  # contrast under which the picture is drawn faint
HELP = "arrows  Z/Enter=A  X/Esc=B  L or shift-X=long B  Space=DICE  Q=quit"


def half_blocks(frame):
    """32 lines of 128 characters, each character two glass rows (top, bottom)."""
    lines = []
    for y in range(0, HEIGHT, 2):
        lines.append("".join(_BLOCKS[(lit(frame, x, y), lit(frame, x, y + 1))] for x in range(WIDTH)))
    return lines


class TerminalKeys:
    """Raw, non-blocking key reads turned into button levels one tick at a time."""

    def __init__(self, fd):
        self.fd = fd
        self.pending = []  # key actions waiting for the current press to finish
        self.current = iter(())
        self.quit = False

    def poll(self, now_ms):
        """The mask for this tick, or None once Q was pressed."""
        while select.select([self.fd], [], [], 0)[0]:
            chunk = os.read(self.fd, 64).decode("utf-8", "replace")
            if not chunk:
                break
            for action in decode(chunk):
                if action == QUIT:
                    self.quit = True
                elif len(self.pending) < 4:  # autorepeat must not pile up a backlog
                    self.pending.append(action)
        if self.quit:
            return None
        mask = next(self.current, None)
        while mask is None and self.pending:
            self.current = levels([self.pending.pop(0)], press_ms=PRESS_MS, gap_ms=GAP_MS)
            mask = next(self.current, None)
        return mask or 0


class TerminalView:
    """Redraws the half-block picture in place when the glass changes; faint at a low contrast
    (the shell dims an idle box)."""

    def __init__(self, display, out=sys.stdout):
        self.display = display
        self.out = out
        self.last = None

    def show(self):
        frame = bytes(self.display.glass())
        faint = self.display.chip.contrast < FAINT_BELOW
        if (frame, faint) == self.last:
            return
        self.last = (frame, faint)
        style = "\x1b[2m" if faint else ""
        picture = "\r\n".join(half_blocks(frame))
        self.out.write("\x1b[H" + style + picture + "\x1b[0m\r\n" + HELP + "\x1b[K")
        self.out.flush()


def run(session):
    """Play the box in this terminal until Q."""
    fd = sys.stdin.fileno()
    if not os.isatty(fd):
        raise SystemExit("host_sim: the terminal view needs an interactive terminal (use --keys for scripts)")
    cols, rows = shutil.get_terminal_size((0, 0))
    if 0 < cols < WIDTH or 0 < rows < HEIGHT // 2 + 1:
        raise SystemExit("host_sim: the terminal view needs %dx%d characters, this terminal has %dx%d "
                         "(make it bigger, or use --window)" % (WIDTH, HEIGHT // 2 + 1, cols, rows))
    saved = termios.tcgetattr(fd)
    view = TerminalView(session.display)
    try:
        tty.setraw(fd)
        sys.stdout.write("\x1b[?1049h\x1b[?25l\x1b[2J")  # alternate screen, hide cursor
        session.live(TerminalKeys(fd).poll, view.show)
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, saved)
        sys.stdout.write("\x1b[?25h\x1b[?1049l")
        sys.stdout.flush()
