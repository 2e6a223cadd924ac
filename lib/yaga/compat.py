"""The few names that differ between CPython and MicroPython, in one place.

`const` folds to a literal under mpy-cross; on CPython it is the identity. `os` is MicroPython's by its u-name,
which goes straight to the built-in (`import os` first looks for an os.py along sys.path, on the Pico's flash).
"""
try:
    from micropython import const  # noqa: F401
except ImportError:  # CPython without the Blinka shim

    def const(x):
        return x

try:
    import uos as os  # noqa: F401
except ImportError:  # CPython
    import os  # noqa: F401
