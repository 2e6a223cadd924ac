"""Little helpers for the fixed-size state bytearrays: multi-byte fields and bit flags.

Every engine documents its layout as a table of (offset, size, meaning) at the top of its module
and reads single bytes directly; these cover the fields wider than a byte.
"""


def u16(buf, off):
    return (buf[off] << 8) | buf[off + 1]


def set_u16(buf, off, value):
    if value < 0 or value > 0xFFFF:
        raise ValueError("u16 out of range")
    buf[off] = value >> 8
    buf[off + 1] = value & 0xFF


def s8(buf, off):
    v = buf[off]
    return v - 256 if v > 127 else v


def set_s8(buf, off, value):
    if value < -128 or value > 127:
        raise ValueError("s8 out of range")
    buf[off] = value & 0xFF


def u32(buf, off):
    """A 32-bit field (a long on the Pico: seeds and other cold-path values only)."""
    return (u16(buf, off) << 16) | u16(buf, off + 2)


def set_u32(buf, off, value):
    value &= 0xFFFFFFFF
    set_u16(buf, off, value >> 16)
    set_u16(buf, off + 2, value & 0xFFFF)


def flag(buf, off, bit):
    return (buf[off] >> bit) & 1 == 1


def set_flag(buf, off, bit, on):
    if on:
        buf[off] |= 1 << bit
    else:
        buf[off] &= ~(1 << bit) & 0xFF
