"""The emulated SSD1306 (host_sim.chip) against hand-computed I2C byte streams (datasheet sections cited).

Plain test functions with no pytest import: test_sim_portable.py also runs them under MicroPython,
because the firmware-in-loop test reuses the chip there.
"""

from host_sim.chip import MODE_HORIZONTAL, MODE_PAGE, MODE_VERTICAL, Ssd1306

# The usual 128x64 init (what adafruit_ssd1306 and micropython-lib ssd1306 send), as one command run.
INIT = bytes(
    [0x00, 0xAE, 0x20, 0x00, 0x40, 0xA1, 0xA8, 63, 0xC8, 0xD3, 0x00, 0xDA, 0x12, 0xD5, 0x80]
    + [0xD9, 0xF1, 0xDB, 0x30, 0x81, 0xFF, 0xA4, 0xA6, 0xAD, 0x30, 0x8D, 0x14, 0xAF]
)


def ready_chip():
    chip = Ssd1306()
    chip.write(INIT)
    return chip


def data(*values):
    return bytes([0x40] + list(values))


def at(chip, page, col):
    return chip.ram[page * 128 + col]


def test_power_on_registers_follow_the_datasheet_reset_table():
    chip = Ssd1306()
    assert chip.mode == MODE_PAGE and chip.contrast == 0x7F and not chip.display_on
    assert (chip.col_start, chip.col_end, chip.page_start, chip.page_end) == (0, 127, 0, 7)
    assert chip.read_status() == 0x40  # display off: status bit 6


def test_init_sequence_is_accepted_and_recorded():
    chip = ready_chip()
    assert chip.unknown == []
    assert chip.mode == MODE_HORIZONTAL and chip.display_on and chip.seg_remap and chip.com_reversed
    assert (chip.mux, chip.offset, chip.com_pins, chip.clock_div) == (64, 0, 0x12, 0x80)
    assert (chip.precharge, chip.vcomh, chip.contrast, chip.iref, chip.charge_pump) == (0xF1, 0x30, 0xFF, 0x30, 0x14)
    assert chip.commands == len(INIT) - 1
    assert chip.read_status() == 0


def test_horizontal_mode_fills_the_window_row_by_row_and_wraps_to_its_start():
    chip = ready_chip()
    chip.write(bytes([0x00, 0x21, 10, 12, 0x22, 2, 3]))
    chip.write(data(1, 2, 3, 4, 5, 6, 7))
    assert [at(chip, 2, c) for c in (10, 11, 12)] == [7, 2, 3]  # 7th byte wrapped to (page 2, col 10)
    assert [at(chip, 3, c) for c in (10, 11, 12)] == [4, 5, 6]
    assert at(chip, 2, 13) == 0 and at(chip, 4, 10) == 0
    assert (chip.page, chip.col) == (2, 11)


def test_vertical_mode_fills_the_window_column_by_column():
    chip = ready_chip()
    chip.write(bytes([0x00, 0x20, 0x01, 0x21, 5, 6, 0x22, 0, 2]))
    assert chip.mode == MODE_VERTICAL
    chip.write(data(1, 2, 3, 4, 5, 6, 7))
    assert [at(chip, p, 5) for p in (0, 1, 2)] == [7, 2, 3]
    assert [at(chip, p, 6) for p in (0, 1, 2)] == [4, 5, 6]


def test_page_mode_start_commands_set_the_pointer_and_the_column_wraps_on_the_same_page():
    chip = ready_chip()
    chip.write(bytes([0x00, 0x20, 0x02, 0xB3, 0x05, 0x17]))  # page 3, column 0x75 = 117
    assert (chip.mode, chip.page, chip.col) == (MODE_PAGE, 3, 117)
    chip.write(bytes([0x40] + list(range(1, 13))))  # 11 bytes reach column 127, the 12th wraps
    assert [at(chip, 3, c) for c in range(118, 128)] == list(range(2, 12))
    assert at(chip, 3, 117) == 12
    assert at(chip, 4, 117) == 0


def test_window_commands_do_not_move_the_page_mode_pointer_and_page_commands_not_the_horizontal_one():
    chip = ready_chip()
    chip.write(bytes([0x00, 0x20, 0x02, 0xB1, 0x03, 0x10, 0x21, 40, 50]))
    assert (chip.page, chip.col, chip.col_start) == (1, 3, 40)
    chip.write(bytes([0x00, 0x20, 0x00, 0x22, 4, 5, 0xB7, 0x0F]))
    assert (chip.page, chip.col) == (4, 3)  # the mode change keeps the column; 0xB7 / 0x0F are ignored


def test_co_bit_alternates_single_command_and_data_bytes_in_one_transaction():
    chip = Ssd1306()
    chip.write(bytes([0x80, 0x20, 0x80, 0x00, 0xC0, 0x55, 0x80, 0xA7, 0xC0, 0xAA]))
    assert chip.mode == MODE_HORIZONTAL and chip.inverted
    assert at(chip, 0, 0) == 0x55 and at(chip, 0, 1) == 0xAA
    assert chip.commands == 3 and chip.data_bytes == 2


def test_co_zero_makes_the_rest_of_the_transaction_payload_even_bytes_that_look_like_control():
    chip = ready_chip()
    chip.write(data(0x80, 0x00, 0x40))
    assert [at(chip, 0, c) for c in range(3)] == [0x80, 0x00, 0x40]
    assert chip.unknown == []


def test_a_command_and_its_arguments_may_arrive_in_separate_transactions():
    chip = ready_chip()
    chip.write(bytes([0x80, 0x81]))
    assert chip.contrast == 0xFF  # still waiting for the argument
    chip.write(bytes([0x80, 0x10]))
    assert chip.contrast == 0x10
    chip.write(bytes([0x80, 0x21]))
    chip.write(bytes([0x80, 3]))
    chip.write(bytes([0x80, 9]))
    assert (chip.col_start, chip.col_end) == (3, 9)


def test_empty_write_and_a_lone_control_byte_change_nothing():
    chip = ready_chip()
    before = bytes(chip.ram)
    chip.write(b"")
    chip.write(bytes([0x40]))
    chip.write(bytes([0x80]))
    assert bytes(chip.ram) == before and chip.data_bytes == 0


def test_unknown_opcodes_are_recorded_and_ignored_and_nop_is_not_unknown():
    chip = ready_chip()
    chip.write(bytes([0x00, 0xE3, 0xFC, 0xB9]))
    assert chip.unknown == [0xFC, 0xB9]


def test_glass_shows_gddram_upright_after_the_usual_init():
    chip = ready_chip()
    chip.write(data(0x01, 0x80))
    chip.write(bytes([0x00, 0x21, 127, 127, 0x22, 7, 7]))
    chip.write(data(0x80))
    g = chip.glass()
    assert bytes(g) == bytes(chip.ram)
    assert g[0] == 0x01 and g[1] == 0x80 and g[1023] == 0x80  # (0,0) (1,7) (127,63) lit


def test_invert_contrast_display_off_and_entire_on_change_the_glass_not_the_ram():
    chip = ready_chip()
    chip.write(data(0x0F))
    chip.write(bytes([0x00, 0xA7, 0x81, 0x20]))
    assert chip.glass()[0] == 0xF0 and chip.glass()[5] == 0xFF and chip.contrast == 0x20
    chip.write(bytes([0x00, 0xA6, 0xA5]))
    assert chip.glass() == bytearray(b"\xff" * 1024)
    chip.write(bytes([0x00, 0xA4, 0xAE]))
    assert chip.glass() == bytearray(1024) and chip.read_status() == 0x40
    chip.write(bytes([0x00, 0xAF]))
    assert chip.glass()[0] == 0x0F and chip.ram[0] == 0x0F


def test_glass_stays_dark_without_the_charge_pump():
    chip = Ssd1306()
    chip.write(bytes([0x00, 0xAF, 0xA1, 0xC8]))
    chip.write(bytes([0x00, 0x20, 0x00]))
    chip.write(data(0xFF))
    assert chip.glass()[0] == 0
    chip.write(bytes([0x00, 0x8D, 0x14]))
    assert chip.glass()[0] == 0xFF


def pixel(g, x, y):
    return (g[(y >> 3) * 128 + x] >> (y & 7)) & 1


def test_segment_remap_a0_mirrors_and_com_scan_c0_flips():
    chip = ready_chip()
    chip.write(data(0x01))  # RAM pixel (0, 0)
    chip.write(bytes([0x00, 0xA0]))
    assert pixel(chip.glass(), 127, 0) == 1 and pixel(chip.glass(), 0, 0) == 0
    chip.write(bytes([0x00, 0xA1, 0xC0]))
    assert pixel(chip.glass(), 0, 63) == 1 and pixel(chip.glass(), 0, 0) == 0


def test_start_line_and_display_offset_roll_the_rows():
    chip = ready_chip()
    chip.write(bytes([0x40, 0x00, 0x01]))  # RAM row 8 lit in column 0 (page 1 bit 0)
    chip.write(bytes([0x00, 0x21, 0, 127, 0x22, 1, 1]))
    chip.write(data(0x01))
    chip.write(bytes([0x00, 0x48]))  # start line 8: RAM row 8 shows on glass row 0
    assert chip.start_line == 8 and pixel(chip.glass(), 0, 0) == 1
    chip.write(bytes([0x00, 0x40, 0xD3, 3]))  # offset 3: RAM row 8 shows on glass row 11
    assert pixel(chip.glass(), 0, 11) == 1 and pixel(chip.glass(), 0, 8) == 0


def test_multiplex_below_64_leaves_the_undriven_rows_dark():
    chip = ready_chip()
    chip.write(bytes([0x00, 0x22, 0, 7]))
    chip.write(bytes([0x40] + [0xFF] * 1024))
    chip.write(bytes([0x00, 0xA8, 31]))
    assert chip.mux == 32
    g = chip.glass()
    assert pixel(g, 5, 31) == 1 and pixel(g, 5, 32) == 0 and pixel(g, 5, 63) == 0
    chip.write(bytes([0x00, 0xA8, 3]))  # ratios below 15 are invalid: ignored
    assert chip.mux == 32


def test_sequential_com_pins_interleave_rows_on_this_alternative_wired_glass():
    chip = ready_chip()
    chip.write(bytes([0x00, 0x22, 4, 4]))
    chip.write(data(0x01))  # RAM row 32, column 0
    chip.write(bytes([0x00, 0xDA, 0x02]))
    assert pixel(chip.glass(), 0, 1) == 1 and pixel(chip.glass(), 0, 32) == 0


def test_scroll_commands_are_accepted_and_recorded():
    chip = ready_chip()
    chip.write(bytes([0x00, 0x26, 0x00, 0x01, 0x07, 0x03, 0x00, 0xFF, 0x2F]))
    assert chip.scroll_setup == (0x26, bytes([0, 1, 7, 3, 0, 0xFF])) and chip.scrolling
    chip.write(bytes([0x00, 0x2E, 0xA3, 0, 64]))
    assert not chip.scrolling and chip.scroll_area == (0, 64) and chip.unknown == []
