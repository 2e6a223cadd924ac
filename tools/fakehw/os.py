"""A fake `os` for the firmware under the unix port: the real one, except that urandom is the fake
world's fixed stream (so a session's dice replay, and match the simulator run with the same stream).
The rest is looked up in uos when asked for (module __getattr__), not copied into this module's
globals: `from uos import *` cost the bounded heap a dict of every name uos has."""

import uos

from fakeworld import world

world()  # the fake box powers on with the first import of a fake module


def urandom(n):
    return world().entropy.urandom(n)


def __getattr__(name):
    return getattr(uos, name)
