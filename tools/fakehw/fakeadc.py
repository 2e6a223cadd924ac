"""The fake box's VSYS on ADC3 (machine.ADC, the harness's vsys option), in a module of its own so the sessions
without a battery do not keep this code in the bounded heap: vsys.bin holds VSYS in mV per 10 ms tick (2 bytes
big-endian; 0xFFFF: a floating pin, whose readings scatter), read as the Pico's ADC gives it through its 3:1 divider
(3.3 V full scale)."""

import time

_vsys = open(time.env[9] + "/vsys.bin", "rb")
_mv = bytearray(2)
_noise = [12345]  # a floating pin's readings: a small xorshift, no import


def read_u16():
    _vsys.seek(2 * ((time.now - time.origin) // 10))
    mv = _mv[0] << 8 | _mv[1] if _vsys.readinto(_mv) == 2 else 0
    if mv == 0xFFFF:
        n = _noise[0]
        n ^= n << 13 & 0xFFFFFF
        n ^= n >> 17
        n ^= n << 5 & 0xFFFFFF
        _noise[0] = n
        return n & 0xFFFF
    return (mv * 65535 + 4950) // 9900
