"""Keyboard to buttons, for the terminal view and the pygame window.

Terminal: arrows, Z or Enter = A, X or Esc = B, Space = DICE, Q quits. A terminal sends no key-up, so
a key is a press of fixed length, and a long B (back to the menu from anywhere) has its own keys:
L or shift-X. The window has real key-down/key-up, so holding X is a long B there.
"""

from yaga import buttons
from yaga.keyscript import LONG, PRESS

QUIT = "quit"

# Terminal input -> (PRESS or LONG, button) or QUIT. Escape sequences first: they start with Esc.
TERMINAL = {
    "\x1b[A": (PRESS, buttons.UP),
    "\x1b[B": (PRESS, buttons.DOWN),
    "\x1b[C": (PRESS, buttons.RIGHT),
    "\x1b[D": (PRESS, buttons.LEFT),
    "\x1bOA": (PRESS, buttons.UP),  # the same arrows in application cursor mode
    "\x1bOB": (PRESS, buttons.DOWN),
    "\x1bOC": (PRESS, buttons.RIGHT),
    "\x1bOD": (PRESS, buttons.LEFT),
    "z": (PRESS, buttons.A),
    "Z": (PRESS, buttons.A),
    "\r": (PRESS, buttons.A),
    "\n": (PRESS, buttons.A),
    "x": (PRESS, buttons.B),
    "\x1b": (PRESS, buttons.B),
    " ": (PRESS, buttons.DICE),
    "X": (LONG, buttons.B),
    "l": (LONG, buttons.B),
    "L": (LONG, buttons.B),
    "q": QUIT,
    "Q": QUIT,
}


def decode(text):
    """Split raw terminal input into actions (see TERMINAL); unknown bytes are skipped."""
    out = []
    i = 0
    while i < len(text):
        for n in (3, 1):
            action = TERMINAL.get(text[i : i + n])
            if action is not None:
                out.append(action)
                i += n
                break
        else:
            i += 1
    return out


def window_buttons(pygame):
    """pygame key code -> button id, for held keys in the window."""
    return {
        pygame.K_UP: buttons.UP,
        pygame.K_DOWN: buttons.DOWN,
        pygame.K_LEFT: buttons.LEFT,
        pygame.K_RIGHT: buttons.RIGHT,
        pygame.K_z: buttons.A,
        pygame.K_RETURN: buttons.A,
        pygame.K_x: buttons.B,
        pygame.K_ESCAPE: buttons.B,
        pygame.K_SPACE: buttons.DICE,
    }
