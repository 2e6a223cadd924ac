"""What escaped the loop, written down: the full traceback for the serial console and a small log file.

The log keeps only its last 4 KB (_LOG_MAX), so a box that crashes again and again never fills the flash;
a full flash only loses the log line (the console still has it). Only that much of the old log is read, so a
log grown larger (by another build, or by hand) never costs more memory than a short one.
"""

import io
import sys

from micropython import const

_LOG_MAX = const(4096)


def traceback_text(e):
    out = io.StringIO()
    sys.print_exception(e, out)
    return out.getvalue()


def append(path, text, limit=_LOG_MAX):
    """Add text to the log at path, dropping the oldest whole lines beyond `limit` bytes.
    Returns False when the log could not be written."""
    try:
        with open(path, "rb") as f:
            f.seek(max(0, f.seek(0, 2) - limit))
            old = f.read(limit)
    except OSError:
        old = b""
    data = old + text.encode()
    if len(data) > limit:
        data = data[len(data) - limit :]
        cut = data.find(b"\n")
        if cut >= 0:
            data = data[cut + 1 :]
    try:
        with open(path, "wb") as f:
            f.write(data)
    except OSError:
        return False
    return True
