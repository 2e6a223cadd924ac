"""Pictures of the glass: ASCII lines, PNG screenshots and animated GIFs (Pillow).

Input is always a 1024-byte MONO_VLSB frame of what the glass shows (`Ssd1306.glass()`), so every
output shows exactly what the emulated panel shows.
"""

from PIL import Image

WIDTH = 128
HEIGHT = 64
LIT = 255
DARK = 0


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


def save_gif(frames, path, scale=1):
    """frames: a list of (frame, shown_ms); an animated GIF that loops forever."""
    images = [to_image(f, scale).convert("P") for f, _ in frames]
    durations = [max(ms, 20) for _, ms in frames]  # browsers treat GIF delays under 20 ms as 100 ms
    images[0].save(
        path, format="GIF", save_all=True, append_images=images[1:], duration=durations, loop=0
    )
