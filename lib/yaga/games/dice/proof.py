"""Proof of roll: the commitment a session shows before its first roll, and the replay of its rolls once its seed
is revealed, so anyone can check the box did not choose its faces.

The commitment is the first 8 bytes (16 hex digits) of SHA-256 over the salt and the seed. SHA-256 because a
commitment must be one-way and binding, which a CRC (yaga.crc32) is not: a CRC is linear, so the seed can be
solved from it. hashlib.sha256 is in MicroPython wherever hashlib is (on by default from the rp2 port's feature
level up, in the unix and WebAssembly ports) and in CPython, so the box, the simulator and the web page compute the
same digits. The salt (8 random bytes) is hashed in because a 32-bit seed alone could be found by trying all 2**32
of them against the digits; 64 bits shown keep a box from making two seeds that share them (2**32 tries, a
birthday search) yet stay short enough to write down.

Replaying: the tray draws each rolled die from its PRNG in pool order (held dice draw nothing), so the faces
follow from the seed and the dice rolled each time, e.g. for a session of 2d6, then one die rerolled, then 2d6:
    python -m yaga.games.dice.proof SEED SALT 2d6 d6 2d6
(run from lib/, or with lib on PYTHONPATH) prints the commitment and each roll's faces.
"""

import hashlib

from yaga import rng
from yaga.games.dice import rules as dice


def commitment(seed, salt):
    """16 hex digits binding the 32-bit seed (with its salt) before any roll is made."""
    seed &= 0xFFFFFFFF
    digest = hashlib.sha256(bytes(salt) + bytes([seed >> 24, (seed >> 16) & 0xFF, (seed >> 8) & 0xFF, seed & 0xFF]))
    return hex_text(digest.digest()[:8])


def hex_text(raw):
    return "".join(["%02x" % b for b in raw])


def state_commitment(s):
    """The commitment of the session in the tray's state s."""
    return commitment(dice.session_seed(s), dice.session_salt(s))


def replay(seed, rolls):
    """The faces of each roll of a session: rolls is a list of the dice kinds each roll rolled, in pool order."""
    buf = bytearray(rng.SIZE)
    rng.seed_state(buf, 0, seed)
    out = []
    for kinds in rolls:
        out.append([dice.lowest(k) + rng.draw_below(buf, 0, dice.sides(k)) for k in kinds])
    return out


def parse_roll(text):
    """'2d6+d20' -> [K_D6, K_D6, K_D20] (the kind names as the tray writes them)."""
    kinds = []
    for part in text.split("+"):
        n = 1
        at = part.find("d")
        if at > 0:
            n = int(part[:at])
            part = part[at:]
        kinds.extend([_kind(part)] * n)
    return kinds


def _kind(word):
    for k in range(dice.KINDS):
        if dice.kind_name(k) == word:
            return k
    raise ValueError("no die called %r" % word)


def main(argv):
    """The replay command (module docstring); exit status 2 and one line on a bad argument."""
    if len(argv) < 2:
        print("usage: python -m yaga.games.dice.proof SEED SALT [ROLL ...]  (ROLL like 2d6+d20)")
        return 2
    try:
        seed = int(argv[0], 16)
        salt = bytes([int(argv[1][i : i + 2], 16) for i in range(0, len(argv[1]), 2)])
        rolls = [parse_roll(a) for a in argv[2:]]
    except ValueError as e:
        print("bad argument: %s" % e)
        return 2
    print("commitment %s" % commitment(seed, salt))
    for i, faces in enumerate(replay(seed, rolls)):
        print("%d: %s" % (i + 1, " ".join([str(f) for f in faces])))
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(main(sys.argv[1:]))
