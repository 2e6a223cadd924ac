// The box's build of a MicroPython rp2 board. tools/firmware.py lays this file over a copy of the board's own folder
// (ports/rp2/boards/<BOARD>) and keeps the board's header as mpconfigboard_port.h, included first: the same board
// name, pins, flash size and filesystem (where every box keeps its saves). Below, the modules and built-ins that no
// code the box runs uses are turned off so that the frozen box fits below the filesystem with room to spare
// (docs/firmware.md). Each line's comment names what Python code would use (a module it would import, or a name); tests/test_firmware_board.py checks that
// no device code uses it. Only switches MicroPython guards with #ifndef can be set here.
#include "mpconfigboard_port.h"

// modules
#define MICROPY_PY_ASYNCIO (0)  // import asyncio
#define MICROPY_PY_CMATH (0)  // import cmath
#define MICROPY_PY_COLLECTIONS (0)  // import collections
#define MICROPY_PY_DEFLATE (0)  // import deflate
#define MICROPY_PY_HEAPQ (0)  // import heapq
#define MICROPY_PY_JSON (0)  // import json
#define MICROPY_PY_MATH (0)  // import math
#define MICROPY_PY_PLATFORM (0)  // import platform
#define MICROPY_PY_RANDOM (0)  // import random
#define MICROPY_PY_RE (0)  // import re
#define MICROPY_PY_SELECT (0)  // import select
#define MICROPY_PY_THREAD (0)  // import _thread
#define MICROPY_PY_UCTYPES (0)  // import uctypes

// built-ins and what modules the box imports also offer
#define MICROPY_PY_BUILTINS_COMPLEX (0)  // complex
#define MICROPY_PY_BUILTINS_EXECFILE (0)  // execfile
#define MICROPY_PY_BUILTINS_HELP (0)  // help
#define MICROPY_PY_BUILTINS_INPUT (0)  // input
#define MICROPY_PY_IO_IOBASE (0)  // IOBase
#define MICROPY_PY_MICROPYTHON_RINGIO (0)  // RingIO
#define MICROPY_PY_OS_DUPTERM (0)  // dupterm
#define MICROPY_HW_ENABLE_USB_RUNTIME_DEVICE (0)  // USBDevice

// what the network module brings along on a board with one (the Pico W; off already on the others)
#define MICROPY_PY_SSL (0)  // import tls
#define MICROPY_PY_WEBREPL (0)  // import _webrepl
#define MICROPY_PY_WEBSOCKET (0)  // import websocket
