"""The few names that differ between CPython and MicroPython, in one place.

`const` folds to a literal under mpy-cross; on CPython it is the identity.
"""
try:
    from micropython import const  # noqa: F401
except ImportError:  # CPython without the Blinka shim

    def const(x):
        return x
