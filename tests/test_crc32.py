"""yaga.crc32: our portable CRC-32 gives zlib's value on random data (CPython only)."""

import random
import zlib

from yaga.crc32 import crc32


def test_crc32_equals_zlib_on_random_data_of_every_small_length():
    rnd = random.Random(20261129)
    for n in list(range(0, 70)) + [255, 256, 1000, 4099]:
        data = bytes(rnd.getrandbits(8) for _ in range(n))
        assert crc32(data) == zlib.crc32(data), n


def test_crc32_chains_like_zlib():
    rnd = random.Random(7)
    data = bytes(rnd.getrandbits(8) for _ in range(300))
    for cut in (0, 1, 150, 299, 300):
        assert crc32(data[cut:], crc32(data[:cut])) == zlib.crc32(data)
        assert crc32(data[cut:], zlib.crc32(data[:cut])) == zlib.crc32(data)


def test_crc32_accepts_bytearray_and_memoryview():
    data = bytearray(b"Baba Yaga Box")
    assert crc32(data) == crc32(memoryview(data)) == zlib.crc32(data)
