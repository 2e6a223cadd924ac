"""A fake `os`: the real one (looked up in uos when asked for, not copied), except that urandom reads
fakeworld's fixed stream, so a session's dice replay and match the simulator's with the same seeds."""

import uos

import fakeworld as w


def urandom(n):
    b = w.random.read(n)
    if len(b) < n:  # round and round
        w.random.seek(0)
        b = w.random.read(n)
    return b


def __getattr__(name):
    return getattr(uos, name)
