"""The device lab's probe, on the lab's image only (never deployed) as /lab_probe.mpy: marks each turn of the
firmware's loop and the free heap after it on the lab port's registers, and takes the entropy for new games from
the lab, so the device plays the seeds the simulator's Rng(seed) gives.

The lab's /boot.py (two lines, written by tools/devicelab/pico.py: boot_file) imports it and calls install()
with the registers' addresses. install() imports the firmware's device module first, as main.py would a moment
later (main.py's own import then finds it loaded), and swaps two of its functions: `turn`, which its loop looks
up on every turn, and `entropy`, which the shell is handed. A mark is one store to a peripheral register (a few
microseconds). gc.mem_free() walks the heap's whole table, 7 ms on the Pico: it runs only after a turn that did
some work, counted in no turn: one that drew a frame or took longer than the loop's beat. An idle turn (about 1.2
ms; 4 ms on a linked box, which reads its cable every beat) allocates nothing that stays, and a walk after each
would leave the loop no slack before its beat, where it collects its garbage.
Compiled, not source: compiling a /boot.py of this size took 25 ms of the measured boot.
"""

import gc

from micropython import const
from umachine import mem32  # the u-names: the built-in itself, without first searching the flash for a
from utime import ticks_diff, ticks_us  # machine.py or time.py (3.7 ms each, counted in the boot's figure)

_BUSY_US = const(10000)  # a turn longer than the loop's beat did work that may have allocated
_turn_starts = 0  # the registers (install sets them)
_turn_ends = 0
_free_heap = 0
_entropy = 0
_turn = None  # the firmware's own turn


def install(turn_starts, turn_ends, free_heap, entropy):
    """Wrap the firmware's turn and replace its entropy, the marks going to these register addresses."""
    global _turn_starts, _turn_ends, _free_heap, _entropy, _turn
    import device

    _turn_starts, _turn_ends, _free_heap, _entropy = turn_starts, turn_ends, free_heap, entropy
    _turn = device.turn
    device.turn = _marked_turn
    device.entropy = _lab_entropy


def _marked_turn(shell, hw, stuck, now):
    mem32[_turn_starts] = 1
    start = ticks_us()
    stuck = _turn(shell, hw, stuck, now)
    mem32[_turn_ends] = 1
    if shell.sent or ticks_diff(ticks_us(), start) > _BUSY_US:
        mem32[_free_heap] = gc.mem_free()
    return stuck


def _lab_entropy():
    return mem32[_entropy] & 0xFFFFFFFF
