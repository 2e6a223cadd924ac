"""The pygame-ce window: the glass scaled x4, real key-down/key-up (hold X for a long B).

Lit pixels get brighter with the contrast setting, as on the OLED. Tests use SDL_VIDEODRIVER=dummy.
With no display to open a window on, OSError says so in one line (SDL would quietly draw nowhere).
"""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

from host_sim.images import HEIGHT, WIDTH, lit  # noqa: E402
from host_sim.keys import window_buttons  # noqa: E402

SCALE = 4
DARK = (8, 10, 16)
INVISIBLE_DRIVERS = ("offscreen", "dummy")  # SDL's fallbacks when it finds no display


def lit_colour(contrast):
    """An OLED-ish white-blue, dimmer at low contrast (never invisible)."""
    level = 90 + 165 * contrast // 255
    return (level * 200 // 255, level * 230 // 255, level)


def start_display():
    """Initialise pygame's display, or OSError saying why no window can be shown. SDL's own complaints on the
    way (it tries Wayland, then X11) are kept off the terminal; a driver that draws nowhere is refused unless
    SDL_VIDEODRIVER asks for it."""
    kept = os.dup(2)
    quiet = os.open(os.devnull, os.O_WRONLY)
    os.dup2(quiet, 2)
    try:
        pygame.display.init()
    except pygame.error as e:
        raise OSError("--window cannot open a display (%s)" % e) from None
    finally:
        os.dup2(kept, 2)
        os.close(kept)
        os.close(quiet)
    driver = pygame.display.get_driver()
    if driver in INVISIBLE_DRIVERS and os.environ.get("SDL_VIDEODRIVER") != driver:
        pygame.display.quit()
        raise OSError("--window found no display to open (SDL fell back to its %s driver)" % driver)


class Window:
    """Draws the glass and turns held keys into the button mask."""

    def __init__(self, display, scale=SCALE):
        start_display()
        self.display = display
        self.scale = scale
        self.screen = pygame.display.set_mode((WIDTH * scale, HEIGHT * scale))
        pygame.display.set_caption("Baba Yaga Box")
        self.keys = window_buttons(pygame)
        self.mask = 0
        self.last = None

    def poll(self, now_ms):
        """The mask of held buttons, or None when the window is closed or Q is pressed."""
        for event in pygame.event.get():
            if event.type == pygame.QUIT or (event.type == pygame.KEYDOWN and event.key == pygame.K_q):
                return None
            if event.type in (pygame.KEYDOWN, pygame.KEYUP) and event.key in self.keys:
                bit = 1 << self.keys[event.key]
                self.mask = self.mask | bit if event.type == pygame.KEYDOWN else self.mask & ~bit
        return self.mask

    def show(self):
        frame = bytes(self.display.glass())
        state = (frame, self.display.chip.contrast)
        if state == self.last:
            return
        self.last = state
        colour = lit_colour(self.display.chip.contrast)
        self.screen.fill(DARK)
        s = self.scale
        for y in range(HEIGHT):
            for x in range(WIDTH):
                if lit(frame, x, y):
                    self.screen.fill(colour, (x * s, y * s, s, s))
        pygame.display.flip()

    def close(self):
        pygame.display.quit()


def run(session, scale=SCALE):
    """Play the box in a window until it is closed or Q is pressed."""
    window = Window(session.display, scale)
    try:
        session.live(window.poll, window.show)
    finally:
        window.close()
