"""/boot.py on the device lab's image only (never deployed): marks each turn of the firmware's loop and the
free heap after it on the lab port, and takes the entropy for new games from the lab, so the device plays
the seeds the simulator's Rng(seed) gives.

It imports the firmware's device module first, as main.py would a moment later (main.py's own import then
finds it loaded), and swaps two of its functions: `turn`, which its loop looks up on every turn, and
`entropy`, which the shell is handed. A mark is one store to a peripheral register (a few microseconds).
gc.mem_free() walks the heap's whole table, 7 ms on the Pico: it runs only after a turn that did some work
(an idle turn, about 1.2 ms, allocates nothing: the free heap stays as it was), counted in no turn.
"""

import gc
from time import ticks_diff, ticks_us

from machine import mem32
from micropython import const

import device

_LAB = const(0x40068000)  # tools/devicelab/harness.mjs: the lab port
_BUSY_US = const(3000)  # a turn longer than this did work that may have allocated
_turn = device.turn


def _marked_turn(shell, hw, stuck, now):
    mem32[_LAB] = 1
    start = ticks_us()
    stuck = _turn(shell, hw, stuck, now)
    mem32[_LAB] = 2
    if ticks_diff(ticks_us(), start) > _BUSY_US:
        mem32[_LAB + 4] = gc.mem_free()
    return stuck


def _lab_entropy():
    return mem32[_LAB + 8] & 0xFFFFFFFF


device.turn = _marked_turn
device.entropy = _lab_entropy
