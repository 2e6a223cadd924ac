"""Assertion helpers that work under both pytest and the MicroPython runner (no pytest import)."""


def raises(exc_type, fn, *args):
    """Call fn(*args) and check it raises exc_type; returns the exception."""
    try:
        fn(*args)
    except exc_type as e:
        return e
    raise AssertionError("%s not raised by %r%r" % (exc_type.__name__, fn, args))
