"""A fake `os` for the firmware under the unix port: the real one, except that urandom is the fake
world's fixed stream (so a session's dice replay, and match the simulator run with the same stream)."""

from uos import *  # noqa: F401,F403

from fakeworld import world

world()  # the fake box powers on with the first import of a fake module


def urandom(n):
    return world().entropy.urandom(n)
