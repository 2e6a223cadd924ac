"""Pictures of the glass: ASCII lines, PNG screenshots and animated GIFs (Pillow).

Input is always a 1024-byte MONO_VLSB frame of what the glass shows (`Ssd1306.glass()`), so every
output shows exactly what the emulated panel shows.
"""

from PIL import GifImagePlugin, Image, ImageChops

WIDTH = 128
HEIGHT = 64
LIT = 255
DARK = 0
LAST_FRAME_MS = 1000  # how long a GIF shows the final screen
SHORTEST_GIF_MS = 20  # browsers treat GIF delays under 20 ms as 100 ms


def lit(frame, x, y):
    return (frame[(y >> 3) * WIDTH + x] >> (y & 7)) & 1


def ascii_lines(frame, on="#", off="."):
    """64 lines of 128 characters: `on` where the pixel is lit."""
    return ["".join(on if lit(frame, x, y) else off for x in range(WIDTH)) for y in range(HEIGHT)]


def to_image(frame, scale=1):
    """A greyscale image, lit = 255, dark = 0, each pixel scale x scale."""
    pixels = bytes(LIT if lit(frame, x, y) else DARK for y in range(HEIGHT) for x in range(WIDTH))
    image = Image.frombytes("L", (WIDTH, HEIGHT), pixels)
    if scale != 1:
        image = image.resize((WIDTH * scale, HEIGHT * scale), Image.NEAREST)
    return image


def save_png(frame, path, scale=1):
    to_image(frame, scale).save(path, format="PNG")


class GifWriter:
    """An animated GIF that loops for ever, written frame by frame as a run draws them (Pillow's own writer
    holds every frame until the end: about 15 MB a press at scale 16). Each frame is shown until the next one
    starts, so the newest waits for its duration; a frame after the first is only the box of pixels that
    changed. OSError names the file."""

    def __init__(self, path, scale=1):
        self.path = path
        self.scale = scale
        self.waiting = None  # (glass, start ms) of the newest frame, not yet written
        self.written = None  # the last written frame at scale 1, to find what the next one changes
        self.file = self._io(open, path, "wb")

    def add(self, glass, now_ms):
        """The glass as it is from now_ms on (the same picture again only shows the frame longer)."""
        if self.waiting is not None:
            if self.waiting[0] == glass:
                return
            self._write(self.waiting[0], now_ms - self.waiting[1])
        self.waiting = (bytes(glass), now_ms)

    def close(self, end_ms, final):
        """End the GIF at end_ms: the newest frame (or `final`, when nothing was drawn) shown at least
        LAST_FRAME_MS."""
        glass, start = self.waiting or (final, end_ms)
        self._write(glass, max(LAST_FRAME_MS, end_ms - start))
        self._io(self.file.write, b";")
        self._io(self.file.close)

    def _write(self, glass, shown_ms):
        small = to_image(glass)
        frame = to_image(glass, self.scale)  # greyscale: Pillow gives it a grey ramp, index = level
        offset = (0, 0)
        chunks = []
        if self.written is None:
            chunks += GifImagePlugin.getheader(frame, info={"loop": 0})[0]
        else:
            box = ImageChops.difference(self.written, small).getbbox() or (0, 0, 1, 1)
            box = tuple(edge * self.scale for edge in box)
            frame, offset = frame.crop(box), box[:2]
        chunks += GifImagePlugin.getdata(frame, offset, duration=max(shown_ms, SHORTEST_GIF_MS))
        self.written = small
        for chunk in chunks:
            self._io(self.file.write, chunk)

    def _io(self, do, *args):
        try:
            return do(*args)
        except OSError as e:
            raise OSError("cannot write %s (%s)" % (self.path, e.strerror or e)) from None
