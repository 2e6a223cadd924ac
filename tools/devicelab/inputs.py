"""The lab's two inputs, which the repo never holds: the MicroPython firmware (.uf2) and the RP2040 bootrom.

The .uf2 is a file users flash: the official RPI_PICO v1.25.0 build (the stock route: the box deployed on its
filesystem), or the box's own (`make firmware`: MicroPython v1.25.0 with the box frozen in, the frozen route).
`flash_from_uf2` checks it is one of them (UF2 magic, the RP2040 family id, the version string) and lays its blocks
out as the 2 MB flash holds them, over an erased flash or, as dragging it onto a box does, over that box's flash.
The bootrom is the 16 KB mask ROM rp2040js needs to start the chip: a raw .bin, or rp2040js's own
demo/bootrom.ts, whose Uint32Array literal `bootrom_bytes` turns into the same 16 KB.
"""

import re
import struct

FLASH_SIZE = 2 * 1024 * 1024  # the Pico's W25Q16
XIP_BASE = 0x10000000
BOOTROM_SIZE = 16 * 1024
RP2040_FAMILY = 0xE48BFF56
UF2_MAGIC = (0x0A324655, 0x9E5D5157, 0x0AB16F30)  # first two words, and the block's last word
UF2_FAMILY_PRESENT = 0x00002000
FIRMWARE_VERSION = b"MicroPython v1.25.0 on "  # the official build's date follows (2025-04-15), or the box's build's
BOX_MARK = b"yaga/shell.py"  # a frozen module's name: only the box's firmware holds it


class InputError(Exception):
    """An input that is not the file the lab was built for: the message says which check failed."""


def flash_from_uf2(data, flash=None):
    """The flash image (bytes of FLASH_SIZE) the .uf2 programs: its blocks over `flash` (bytes of FLASH_SIZE), by
    default an erased one (0xFF); nothing where no block lands is changed."""
    if len(data) < 512 or len(data) % 512:
        raise InputError("not a UF2 file: %d bytes is not a whole number of 512-byte blocks" % len(data))
    flash = bytearray(b"\xff" * FLASH_SIZE if flash is None else flash)
    for at in range(0, len(data), 512):
        block = data[at : at + 512]
        magic0, magic1, flags, address, size, _, _, family = struct.unpack_from("<8I", block)
        if (magic0, magic1, struct.unpack_from("<I", block, 508)[0]) != UF2_MAGIC:
            raise InputError("not a UF2 file: bad magic in block %d" % (at // 512))
        if not flags & UF2_FAMILY_PRESENT or family != RP2040_FAMILY:
            raise InputError("UF2 block %d is not for the RP2040 (family 0x%08x)" % (at // 512, family))
        offset = address - XIP_BASE
        if offset < 0 or offset + size > FLASH_SIZE or size > 476:
            raise InputError("UF2 block %d lands outside the 2 MB flash (0x%08x)" % (at // 512, address))
        flash[offset : offset + size] = block[32 : 32 + size]
    if FIRMWARE_VERSION not in flash:
        raise InputError("the firmware is not %s..." % FIRMWARE_VERSION.decode())
    return bytes(flash)


def is_box(flash):
    """True for the box's own firmware (the box frozen in), False for MicroPython's stock build."""
    return BOX_MARK in flash


def uf2_end(data):
    """The flash offset just past the .uf2's last block: where the firmware's blocks end."""
    return max(sum(struct.unpack_from("<2I", data, at + 12)) for at in range(0, len(data), 512)) - XIP_BASE


def bootrom_bytes(data, name=""):
    """The 16 KB bootrom from a raw image or from rp2040js's bootrom.ts (a Uint32Array of hex words,
    little-endian on the chip)."""
    if name.endswith(".ts"):
        text = data.decode("utf-8", "replace")
        start = text.find("Uint32Array([")
        end = text.find("])", start)
        if start < 0 or end < 0:
            raise InputError("no Uint32Array([...]) literal in %s" % (name or "the bootrom source"))
        words = [int(w, 16) for w in re.findall(r"0x([0-9a-fA-F]{1,8})", text[start:end])]
        data = struct.pack("<%dI" % len(words), *words)
    if len(data) != BOOTROM_SIZE:
        raise InputError("the bootrom is %d bytes, not %d" % (len(data), BOOTROM_SIZE))
    if struct.unpack_from("<H", data, 0x10)[0] != 0x754D:  # 'M', 'u' and the ROM version at 0x10
        raise InputError("no RP2040 bootrom marker ('Mu' at 0x10)")
    return data


def read_inputs(uf2_path, bootrom_path):
    """(flash image, bootrom) from the two paths; InputError says what is wrong."""
    with open(uf2_path, "rb") as f:
        flash = flash_from_uf2(f.read())
    with open(bootrom_path, "rb") as f:
        bootrom = bootrom_bytes(f.read(), bootrom_path)
    return flash, bootrom
