"""The QR encoder (yaga.qr) and the share screen (yaga.share), under CPython and the MicroPython unix port.

Known values from ISO/IEC 18004: the Reed-Solomon codewords of its worked example (annex I: "01234567" as
version 1-M), the format information of level L for each mask and the version information of versions 7 to 11.
Each symbol is read back by a reader of this file's own, which finds the function patterns from the standard's
geometry (not from the encoder's marks), takes the mask from the format information and the data codewords
from the zigzag, and must find the bytes encoded. The CPython side (tests/test_qr.py) has a real decoder read
the screen.
"""

import sys

from memfs import MemFs
from screenkit import FakePanel, allocates_nothing, lit, text_at
from yaga import keyscript, modules, qr, saves, share, strings
from yaga.gfx import Canvas
from yaga.shell import MENU, NOTICE, Shell

# annex I: "01234567", version 1-M: its 16 data codewords and their 10 error-correction codewords
ANNEX_DATA = bytes((0x10, 0x20, 0x0C, 0x56, 0x61, 0x80, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11))
ANNEX_EC = bytes((0xA5, 0x24, 0xD4, 0xC1, 0xED, 0x36, 0xC7, 0x87, 0x2C, 0x55))
# annex C: format information, level L, masks 0..7; annex D: version information, versions 7..11
FORMAT_L = (0x77C4, 0x72F3, 0x7DAA, 0x789D, 0x662F, 0x6318, 0x6C41, 0x6976)
VERSION_INFO = {7: 0x07C94, 8: 0x085BC, 9: 0x09A99, 10: 0x0A4D3, 11: 0x0BBF6}


def test_reed_solomon_codewords_of_the_standards_worked_example():
    out = bytearray(10)
    qr.rs_remainder(ANNEX_DATA, 0, len(ANNEX_DATA), qr.rs_generator(10), out)
    assert bytes(out) == ANNEX_EC


def test_gf256_every_nonzero_element_has_an_inverse():
    for a in range(1, 256):
        assert sum(1 for b in range(1, 256) if qr.gf_mul(a, b) == 1) == 1
    assert qr.gf_mul(0, 7) == 0 and qr.gf_mul(0x80, 2) == 0x1D  # the reducing polynomial 0x11D


def test_format_and_version_information_are_the_standards():
    assert tuple(qr.format_bits(m) for m in range(8)) == FORMAT_L
    for v in VERSION_INFO:
        assert qr.version_bits(v) == VERSION_INFO[v]


def test_capacity_is_what_each_versions_data_codewords_hold_in_byte_mode():
    for v in range(1, qr.MAX_VERSION + 1):
        data_bits = 8 * (qr._TOTAL[v - 1] - qr._EC[v - 1] * qr._BLOCKS[v - 1])
        count_bits = 8 if v < 10 else 16
        assert qr.CAPACITY[v - 1] == (data_bits - 4 - count_bits) // 8  # after the mode and the count
        assert qr.version_for(qr.CAPACITY[v - 1]) == v
        assert qr.version_for(qr.CAPACITY[v - 1] + 1) == (v + 1 if v < qr.MAX_VERSION else 0)


# ---- an independent reader ------------------------------------------------------------------------------------


def _is_function(version, x, y):
    """The standard's function modules: finders with separators, timing, alignment, format, version, dark."""
    size = 17 + 4 * version
    if (x < 9 and y < 9) or (x >= size - 8 and y < 9) or (x < 9 and y >= size - 8):
        return True  # finders, separators and the format information beside them (and the dark module)
    if x == 6 or y == 6:
        return True
    if version >= 7 and ((x < 6 and y >= size - 11) or (y < 6 and x >= size - 11)):
        return True
    if version >= 2:
        last = size - 7
        centres = [6, last] if version < 7 else [6, (6 + last) // 2, last]
        for cy in centres:
            for cx in centres:
                if (cx, cy) in ((6, 6), (6, last), (last, 6)):
                    continue
                if abs(x - cx) <= 2 and abs(y - cy) <= 2:
                    return True
    return False


def _mask_flips(mask, x, y):
    i, j = y, x  # the standard's i: row, j: column
    return [
        (i + j) % 2 == 0, i % 2 == 0, j % 3 == 0, (i + j) % 3 == 0, (i // 2 + j // 3) % 2 == 0,
        (i * j) % 2 + (i * j) % 3 == 0, ((i * j) % 2 + (i * j) % 3) % 2 == 0, ((i * j) % 3 + (i + j) % 2) % 2 == 0,
    ][mask]


def read_symbol(code):
    """The data bytes of a byte-mode level-L symbol, read from its modules alone."""
    size = code.size
    version = (size - 17) // 4
    bits = 0
    around_finder = [(8, 0), (8, 1), (8, 2), (8, 3), (8, 4), (8, 5), (8, 7), (8, 8), (7, 8)]
    around_finder += [(5 - k, 8) for k in range(6)]
    for i in range(15):  # the copy around the top-left finder, bit 0 first
        x, y = around_finder[i]
        bits |= code.dark(x, y) << i
    assert bits in FORMAT_L
    mask = FORMAT_L.index(bits)
    copy = 0
    for i in range(8):
        copy |= code.dark(size - 1 - i, 8) << i
    for i in range(8, 15):
        copy |= code.dark(8, size - 15 + i) << i
    assert copy == bits and code.dark(8, size - 8)
    if version >= 7:
        assert all(code.dark(size - 11 + i % 3, i // 3) == (qr.version_bits(version) >> i) & 1 for i in range(18))
    stream = []
    for pair in range((size - 1) // 2):
        right = size - 1 - 2 * pair
        if right <= 6:
            right -= 1  # left of the vertical timing pattern, the strips shift by one
        rows = range(size - 1, -1, -1) if pair % 2 == 0 else range(size)
        for y in rows:
            for x in (right, right - 1):
                if not _is_function(version, x, y):
                    stream.append(code.dark(x, y) ^ _mask_flips(mask, x, y))
    total = qr._TOTAL[version - 1]
    words = [sum(stream[8 * k + b] << (7 - b) for b in range(8)) for k in range(total)]
    blocks = qr._BLOCKS[version - 1]
    data_words = total - qr._EC[version - 1] * blocks
    short = data_words // blocks
    longs = data_words % blocks
    lanes = [[] for _ in range(blocks)]
    at = 0
    for i in range(short + 1):
        for b in range(blocks):
            if i < short or b >= blocks - longs:
                lanes[b].append(words[at])
                at += 1
    data = [w for lane in lanes for w in lane]
    bitstream = [(w >> (7 - b)) & 1 for w in data for b in range(8)]
    take = lambda at, n: sum(bitstream[at + k] << (n - 1 - k) for k in range(n))  # noqa: E731
    assert take(0, 4) == 0b0100
    count_bits = 8 if version < 10 else 16
    n = take(4, count_bits)
    return bytes(take(4 + count_bits + 8 * k, 8) for k in range(n))


def test_every_version_reads_back_as_encoded():
    code = qr.QrCode()
    for v in range(1, qr.MAX_VERSION + 1):
        for n in (qr.CAPACITY[v - 1], (qr.CAPACITY[v - 2] + 1) if v > 1 else 1):
            data = bytes((k * 31 + v) & 0xFF for k in range(n))
            assert code.encode(data) == v
            assert code.size == 17 + 4 * v
            assert read_symbol(code) == data


def test_the_mask_kept_scores_lowest_of_the_eight():
    code = qr.QrCode()
    code.encode(b"https://example.org/#r=dice.QllCAQ")
    kept = code.mask
    scores = []
    for mask in range(8):
        code._apply_mask(kept)  # back to no mask ...
        code._apply_mask(mask)  # ... then this one
        code._format(mask)
        scores.append(code.penalty())
        code._apply_mask(mask)
        code._apply_mask(kept)
    code._format(kept)
    assert scores[kept] == min(scores)
    assert read_symbol(code) == b"https://example.org/#r=dice.QllCAQ"


def test_too_long_data_raises_value_error():
    try:
        qr.QrCode().encode(bytes(qr.CAPACITY[-1] + 1))
    except ValueError:
        return
    raise AssertionError("no ValueError")


def test_draw_leaves_dark_modules_unlit_on_the_lit_background_and_allocates_nothing():
    code = qr.QrCode()
    code.encode(b"hello box")
    c = Canvas()
    c.fill_rect(0, 0, 64, 64, 1)
    assert allocates_nothing(lambda: code.draw(c, 3, 5, 2))
    for y in range(code.size):
        for x in range(code.size):
            for dy in range(2):
                for dx in range(2):
                    assert lit(c, 3 + 2 * x + dx, 5 + 2 * y + dy) != code.dark(x, y)


# ---- the link ---------------------------------------------------------------------------------------------


def test_base64url_is_rfc_4648s():
    for text, want in (("", ""), ("f", "Zg"), ("fo", "Zm8"), ("foo", "Zm9v"), ("foob", "Zm9vYg"),
                       ("fooba", "Zm9vYmE"), ("foobar", "Zm9vYmFy")):
        assert share.b64url(text.encode()) == want
        assert share.un_b64url(want) == bytearray(text.encode())
    assert share.b64url(b"\xfb\xff") == "-_8"
    for bad in ("Zm9vY", "Zm+v", "Zm9v="):
        try:
            share.un_b64url(bad)
        except ValueError:
            continue
        raise AssertionError(bad)


def test_zero_runs_pack_and_unpack():
    for data in (b"", b"\x00", b"\x01\x00\x00\x02", bytes(300) + b"\x05", b"\x07" * 3):
        packed = share.pack_zeros(data)
        assert share.unpack_zeros(packed) == bytearray(data)
    assert share.pack_zeros(bytes(300)) == bytearray(b"\x00\xff\x00\x2d")
    for bad in (b"\x00", b"\x01\x00\x00"):
        try:
            share.unpack_zeros(bad)
        except ValueError:
            continue
        raise AssertionError(bad)


def test_link_parses_back_to_its_app_and_record():
    rec = saves.pack(2, bytes(150) + b"\x09")
    address = share.link("goat_wolf", rec)
    assert address.startswith(share.BASE_URL + "#r=goat_wolf.")
    assert share.parse(address[address.index("#") + 1 :]) == ("goat_wolf", bytearray(rec))


# ---- the screen, through the shell's keys -------------------------------------------------------------------


class _Box:
    def __init__(self, fs):
        self.shell = Shell(FakePanel(), fs, lambda: 1)
        self.player = keyscript.Player(self.shell.step)

    def play(self, script):
        self.player.play(keyscript.parse(script))
        return self.shell


def test_dice_on_an_apps_row_shows_its_saved_game_and_b_goes_back():
    fs = MemFs()
    payload = bytes(range(1, 40))
    saves.Store(fs).save("app_tatra", 5, payload)
    box = _Box(fs)
    shell = box.play("DOWN*4,DICE")
    view = shell.view
    assert shell.mode == NOTICE and type(view).__name__ == "ShareView"
    assert "yaga.share" not in sys.modules and "yaga.qr" not in sys.modules  # they leave RAM with the screen
    assert view.code is not None and view.scale == 1  # the link is longer than version 3 holds
    assert read_symbol(view.code) == share.link("tatra", saves.pack(5, payload)).encode()
    c = shell.canvas
    at = (share.SQUARE - view.code.size) // 2
    assert lit(c, at - 1, at) and not lit(c, at, at)  # the quiet zone lit, the finder's corner dark
    assert allocates_nothing(lambda: view.draw(c))
    shell = box.play("B")
    assert shell.mode == MENU and shell.view.cursor == 4


def test_dice_on_settings_or_about_does_nothing():
    box = _Box(MemFs())
    shell = box.play("DOWN*5,DICE")
    assert shell.mode == MENU and shell.view.cursor == 5
    shell = box.play("DOWN,DICE")
    assert shell.mode == MENU and shell.view.cursor == 6


def test_a_short_record_is_drawn_at_2_px_a_module():
    fs = MemFs()
    saves.Store(fs).save("app_tatra", 5, b"\x01")
    shell = _Box(fs).play("DOWN*4,DICE")
    assert shell.view.code.version <= share.BIG_VERSION and shell.view.scale == 2


def test_the_hint_line_of_the_menu_says_dice_shows_the_code():
    shell = _Box(MemFs()).play("")
    assert text_at(shell.canvas, "DICE: QR", 0, 64 - 8)


def test_a_record_too_long_whole_is_cut_by_its_app_and_the_app_unloaded_again():
    from yaga.games.quest.log import LOG_SIZE
    from yaga.games.quest.rules import STATE_SIZE

    modules.forget("yaga.games.quest.app")  # as on the box's menu, where no app is loaded (other tests load it)
    fs = MemFs()
    game = bytes(STATE_SIZE + LOG_SIZE)  # all zeros: short once packed
    steps = bytes((k % 255) + 1 for k in range(600))  # undo steps with no zero runs: too long for a code
    saves.Store(fs).save("app_quest", 4, game + steps)
    view = _Box(fs).play("DOWN*3,DICE").view
    assert "yaga.games.quest.app" not in sys.modules  # asked for its App.shared, then let go
    assert " ".join(view.lines) == strings.load(strings.SCREENS)["share_cut"]
    assert read_symbol(view.code) == share.link("quest", saves.pack(4, game)).encode()
