"""CRC-32 (IEEE 802.3, reflected, polynomial 0xEDB88320): the same value as zlib.crc32.

Why our own: MicroPython ports differ in whether they have binascii.crc32, and the saves must check
the same on the device and the simulator. The running value is kept as two 16-bit halves with two
256-entry tables of halves, so the byte loop allocates nothing on the Pico (a 32-bit int would be
a heap long there); only the final result is combined into one int.
"""

from array import array

from yaga.compat import const

_POLY_HI = const(0xEDB8)  # 0xEDB88320 in halves
_POLY_LO = const(0x8320)
_hi_table = None
_lo_table = None


def _tables():
    """Build the byte tables once, on first use (cold path)."""
    global _hi_table, _lo_table
    if _hi_table is None:
        hi_t = array("H", [0] * 256)
        lo_t = array("H", [0] * 256)
        for n in range(256):
            hi = 0
            lo = n
            for _ in range(8):
                carry = lo & 1
                lo = ((lo >> 1) | ((hi & 1) << 15)) & 0xFFFF
                hi >>= 1
                if carry:
                    hi ^= _POLY_HI
                    lo ^= _POLY_LO
            hi_t[n] = hi
            lo_t[n] = lo
        _hi_table = hi_t
        _lo_table = lo_t
    return _hi_table, _lo_table


def crc32(data, value=0):
    """CRC-32 of data (bytes-like), continuing from value (a previous result) like zlib.crc32."""
    hi_t, lo_t = _tables()
    hi = ((value >> 16) & 0xFFFF) ^ 0xFFFF
    lo = (value & 0xFFFF) ^ 0xFFFF
    for b in data:
        i = (lo ^ b) & 0xFF
        lo = ((lo >> 8) | ((hi & 0xFF) << 8)) ^ lo_t[i]
        hi = (hi >> 8) ^ hi_t[i]
    return ((hi ^ 0xFFFF) << 16) | (lo ^ 0xFFFF)
