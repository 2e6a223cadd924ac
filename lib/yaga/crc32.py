"""CRC-32 (IEEE 802.3, reflected, polynomial 0xEDB88320): the same value as zlib.crc32.

Why our own: MicroPython ports differ in whether they have binascii.crc32, and the saves must check the same on the
device and the simulator (yaga.saves; the games count a finished game once by its state's CRC). The running value
is kept as two 16-bit halves, so the byte loop allocates nothing on the Pico (a 32-bit int would be a heap long
there); only the final result is combined into one int. Four bits at a time, through a 16-entry table that is a
bytes constant: 64 bytes instead of the 1 KB of byte-wise tables (saves are a few hundred bytes, so speed hardly
matters).
"""

# Entry n (4 bytes, big-endian): the register after four steps of the bitwise CRC (shift right, XOR the
# polynomial when the bit shifted out is 1) starting from n (tests/test_crc32.py checks the result by zlib).
_NIBBLE = (
    b"\x00\x00\x00\x00\x1d\xb7\x10\x64\x3b\x6e\x20\xc8\x26\xd9\x30\xac"
    b"\x76\xdc\x41\x90\x6b\x6b\x51\xf4\x4d\xb2\x61\x58\x50\x05\x71\x3c"
    b"\xed\xb8\x83\x20\xf0\x0f\x93\x44\xd6\xd6\xa3\xe8\xcb\x61\xb3\x8c"
    b"\x9b\x64\xc2\xb0\x86\xd3\xd2\xd4\xa0\x0a\xe2\x78\xbd\xbd\xf2\x1c"
)


def crc32(data, value=0):
    """CRC-32 of data (bytes-like), continuing from value (a previous result) like zlib.crc32."""
    t = _NIBBLE
    hi = ((value >> 16) & 0xFFFF) ^ 0xFFFF
    lo = (value & 0xFFFF) ^ 0xFFFF
    for b in data:
        i = ((lo ^ b) & 0x0F) << 2  # low nibble first: the CRC is reflected
        lo = ((lo >> 4) | ((hi & 0x0F) << 12)) ^ (t[i + 2] << 8 | t[i + 3])
        hi = (hi >> 4) ^ (t[i] << 8 | t[i + 1])
        i = ((lo ^ (b >> 4)) & 0x0F) << 2
        lo = ((lo >> 4) | ((hi & 0x0F) << 12)) ^ (t[i + 2] << 8 | t[i + 3])
        hi = (hi >> 4) ^ (t[i] << 8 | t[i + 1])
    return ((hi ^ 0xFFFF) << 16) | (lo ^ 0xFFFF)
