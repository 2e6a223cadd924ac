"""A fake `os` (shadows the built-in one): the real one (looked up in uos when asked for, not copied),
on the fake box's flash, a littlefs image in the host file flash.img kept between runs (a power cycle
keeps the saves); urandom reads random.bin round and round, so a session's dice replay and match the
simulator's with the same seeds."""

import uos

import time

random_stream = open(time.env[9] + "/random.bin", "rb")  # from where the run before a soft reset left it
random_stream.seek(int(time.env[6]))


class Flash:
    """A littlefs block device kept in a host file."""

    def __init__(self, f):
        self.f = f

    def readblocks(self, n, buf, off=0):
        self.f.seek(n * 4096 + off)
        self.f.readinto(buf)

    def writeblocks(self, n, buf, off=0):
        self.f.seek(n * 4096 + off)
        self.f.write(buf)
        self.f.flush()

    def ioctl(self, op, arg):
        if op == 4:  # block count
            self.f.seek(0, 2)
            return self.f.tell() // 4096
        return 4096 if op == 5 else 0  # block size; init, deinit, sync, erase: nothing to do


def _mount():
    import vfs

    path = time.env[9] + "/flash.img"
    try:
        dev = Flash(open(path, "r+b"))
    except OSError:
        dev = Flash(open(path, "w+b"))
        for _ in range(int(time.env[2])):
            dev.f.write(b"\xff" * 4096)
        vfs.VfsLfs2.mkfs(dev)
    vfs.mount(vfs.VfsLfs2(dev), "/flash")
    uos.chdir("/flash")
    if time.env[3] == "1":
        import fakefill  # its own module: the sessions that do not fill the flash do not keep it

        fakefill.fill(uos)


_mount()


def urandom(n):
    b = random_stream.read(n)
    if len(b) < n:  # round and round
        random_stream.seek(0)
        b = random_stream.read(n)
    return b


def __getattr__(name):
    return getattr(uos, name)
