"""The fake box's full flash (os.py, the harness's fill_flash option), in a module of its own so the sessions
that do not fill the flash do not keep this code in the bounded heap."""


def fill(uos):
    """Fill the file system: one big file for the data blocks, then small files, which littlefs keeps
    inline in a directory's metadata, in the root and in every folder until those are full too."""
    junk = b"\x55" * 512
    try:
        with open("fill.bin", "wb") as f:
            while True:
                f.write(junk)
                f.flush()
    except OSError:
        pass
    folders = [""] + [name + "/" for name, kind, *_ in uos.ilistdir() if kind == 0x4000]
    for folder in folders:
        n = 0
        try:
            while True:
                with open("%sfill%d" % (folder, n), "wb") as f:
                    f.write(junk[:64])
                n += 1
        except OSError:
            pass
