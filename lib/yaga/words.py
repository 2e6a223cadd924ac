"""Texts read from the flash by number, for screens with many words: `Words("en_gw")[i]` is text i of
yaga/lang/en_gw.bin as a new string.

A words file holds the u16 (big-endian) offset of each text and one more for the end, then the texts in UTF-8
(a tool writes it from a yaga.lang table; see yaga.words_pack). A hundred texts kept as strings
would take 3-5 KB of RAM, in blocks of up to 1.5 KB that a fragmented heap may not have; the open file takes a
few bytes. Texts are read as a screen is built, never while a frame is drawn.
"""


def folder_of(path):
    """The folder part of a file's path, with its separator: "/", or "\\" (CPython on Windows)."""
    return path[: max(path.rfind("/"), path.rfind("\\")) + 1]


class Words:
    def __init__(self, name):
        self.file = open(folder_of(__file__) + "lang/" + name + ".bin", "rb")
        self.span = bytearray(4)  # the offsets of one text and of the next
        self.file.readinto(self.span)
        self.count = ((self.span[0] << 8) | self.span[1]) // 2 - 1

    def __getitem__(self, i):
        """Text i; IndexError past the last."""
        if i < 0 or i >= self.count:
            raise IndexError(i)
        span = self.span
        self.file.seek(2 * i)
        self.file.readinto(span)
        start = (span[0] << 8) | span[1]
        self.file.seek(start)
        return str(self.file.read(((span[2] << 8) | span[3]) - start), "utf-8")
