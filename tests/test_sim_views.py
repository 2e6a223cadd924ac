"""What the simulator shows: ASCII, PNG, GIF, the terminal's half-blocks and keys, the pygame window."""

import os

from PIL import Image

from host_sim import images, keys, terminal
from host_sim.panel import Display
from yaga import buttons
from yaga.keyscript import LONG, PRESS


def frame_with(*pixels):
    f = bytearray(1024)
    for x, y in pixels:
        f[(y >> 3) * 128 + x] |= 1 << (y & 7)
    return f


def test_ascii_is_64_lines_of_128_hash_or_dot():
    lines = images.ascii_lines(frame_with((0, 0), (127, 63), (5, 9)))
    assert len(lines) == 64 and all(len(line) == 128 for line in lines)
    assert lines[0][0] == "#" and lines[63][127] == "#" and lines[9][5] == "#"
    assert sum(line.count("#") for line in lines) == 3 and set("".join(lines)) == {"#", "."}


def test_png_has_the_panel_size_and_its_pixels(tmp_path):
    d = Display()
    d.driver.buffer[1:] = bytearray(((i * 37) ^ (i >> 3)) & 0xFF for i in range(1024))
    d.driver.show()
    glass = d.glass()
    path = tmp_path / "shot.png"
    images.save_png(glass, str(path))
    image = Image.open(path)
    assert image.size == (128, 64)
    for y in range(64):
        for x in range(128):
            assert (image.getpixel((x, y)) == 255) == bool(images.lit(glass, x, y)), (x, y)


def test_png_scale_makes_each_pixel_a_square(tmp_path):
    path = tmp_path / "big.png"
    images.save_png(frame_with((1, 2)), str(path), scale=3)
    image = Image.open(path)
    assert image.size == (384, 192)
    assert image.getpixel((3, 6)) == 255 and image.getpixel((5, 8)) == 255
    assert image.getpixel((2, 6)) == 0 and image.getpixel((6, 6)) == 0


def test_gif_holds_every_frame_with_its_time(tmp_path):
    path = tmp_path / "run.gif"
    gif = images.GifWriter(str(path))
    gif.add(frame_with((0, 0)), 0)
    gif.add(frame_with((0, 0)), 50)  # the same picture redrawn: one frame, shown on
    gif.add(frame_with((1, 1)), 120)
    gif.add(frame_with((2, 2)), 160)
    gif.close(400, None)
    animation = Image.open(path)
    assert animation.n_frames == 3
    seen = []
    for i in range(3):
        animation.seek(i)
        pixels = animation.convert("L")
        seen.append((animation.info["duration"], [pixels.getpixel((k, k)) for k in range(3)]))
    assert seen == [(120, [255, 0, 0]), (40, [0, 255, 0]), (images.LAST_FRAME_MS, [0, 0, 255])]


def test_gif_of_a_run_that_drew_nothing_shows_the_final_screen(tmp_path):
    path = tmp_path / "still.gif"
    gif = images.GifWriter(str(path), scale=2)
    gif.close(5000, frame_with((3, 3)))
    animation = Image.open(path)
    assert animation.size == (256, 128) and animation.n_frames == 1 and animation.info["duration"] == images.LAST_FRAME_MS
    assert animation.convert("L").getpixel((6, 6)) == 255 and animation.convert("L").getpixel((5, 5)) == 0


def test_terminal_half_blocks_pair_two_glass_rows_per_character():
    lines = terminal.half_blocks(frame_with((0, 0), (1, 1), (2, 0), (2, 1), (127, 63)))
    assert len(lines) == 32 and all(len(line) == 128 for line in lines)
    assert lines[0][:4] == "\u2580\u2584\u2588 "
    assert lines[31][127] == "\u2584" and lines[31][126] == " "


def test_terminal_view_draws_the_glass_once_per_change():
    class Out:
        def __init__(self):
            self.text = ""

        def write(self, s):
            self.text += s

        def flush(self):
            pass

    d = Display()
    out = Out()
    view = terminal.TerminalView(d, out)
    view.show()
    assert out.text.count("\r\n") == 32 and "\u2580" not in out.text
    view.show()
    assert out.text.count("\r\n") == 32  # unchanged glass: nothing redrawn
    d.panel.write(0, 0, 0, frame_with((0, 0)))
    view.show()
    assert out.text.count("\u2580") == 1 and "\x1b[2m" not in out.text
    d.panel.contrast(1)  # the shell's dimmed idle level
    view.show()
    assert out.text.count("\u2580") == 2 and out.text.count("\x1b[2m") == 1


def test_terminal_keys_decode_arrows_a_b_dice_long_b_and_quit():
    got = keys.decode("\x1b[A\x1bOBzZ\r\nx\x1b XlLq?")
    assert got == [
        (PRESS, buttons.UP), (PRESS, buttons.DOWN), (PRESS, buttons.A), (PRESS, buttons.A), (PRESS, buttons.A),
        (PRESS, buttons.A), (PRESS, buttons.B), (PRESS, buttons.B), (PRESS, buttons.DICE), (LONG, buttons.B),
        (LONG, buttons.B), (LONG, buttons.B), keys.QUIT,
    ]


def test_terminal_key_becomes_a_short_press_then_release_and_q_quits():
    r, w = os.pipe()
    try:
        tk = terminal.TerminalKeys(r)
        os.write(w, b"z")
        masks = [tk.poll(t * 10) for t in range(9)]
        a = 1 << buttons.A
        assert masks == [a] * 4 + [0] * 5
        os.write(w, b"q")
        assert tk.poll(100) is None
    finally:
        os.close(r)
        os.close(w)


def test_window_draws_the_glass_scaled_and_reads_key_down_and_up(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from host_sim import window

    pygame = window.pygame
    d = Display()
    d.panel.write(0, 0, 0, frame_with((0, 0)))
    w = window.Window(d)
    try:
        w.show()
        assert w.screen.get_size() == (512, 256)
        assert w.screen.get_at((3, 3))[:3] == window.lit_colour(0xFF)
        assert w.screen.get_at((4, 4))[:3] == window.DARK
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x))
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE))
        assert w.poll(0) == (1 << buttons.B) | (1 << buttons.DICE)
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_x))
        assert w.poll(10) == 1 << buttons.DICE
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q))
        assert w.poll(20) is None
    finally:
        w.close()


def test_window_lit_colour_dims_with_contrast_but_stays_visible():
    from host_sim import window

    low, high = window.lit_colour(0), window.lit_colour(255)
    assert all(lo < hi for lo, hi in zip(low, high)) and min(low) > window.DARK[2] + 30
