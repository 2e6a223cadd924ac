"""The link fuzz pass: hostile and broken bytes into two linked boxes in play (Goat and Wolf, tests/portable's
link kit), none of which may crash or hang a box.

    python tools/link_fuzz.py [--frames N] [--seed S]

N frames (100,000 by default) arrive at the boxes among the real traffic, a few each beat, of seven kinds: noise
(random bytes), truncated (a sound frame cut short), oversized (a header longer than any frame), bad CRC (a sound
frame with a bit flipped), replays (real frames seen earlier on the cable), floods (dozens of frames in one beat)
and forged (frames with a sound CRC and random numbers, lengths and payloads, as a box of another mind would send).
Each game is played to its end, then the next begins. Printed: frames by kind, what the links refused by reason,
resends, sessions begun again, desyncs mended, games finished, crashes (an exception from a box) and hangs (a beat
longer than HANG_S, or a game not over after MAX_TURNS beats). Exit status 1 when there was a crash or a hang.
"""

import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "lib"), os.path.join(ROOT, "tests", "portable")]

from test_link_kit import End, Match, frame  # noqa: E402
from yaga import link as L  # noqa: E402
from yaga.rng import Rng  # noqa: E402

KINDS = ("noise", "truncated", "oversized", "bad_crc", "replay", "forged", "flood")  # flood last: rarer
REASONS = ("noise", "type", "length", "crc", "truncated", "duplicate", "order", "version")
HANG_S = 1.0
MAX_TURNS = 20000
_CAPTURED = 512  # real frames kept for replays


class Tap(End):
    """A cable end that also keeps the last _CAPTURED frames written through it, for replays."""

    captured = []
    written = 0

    def write(self, buf):
        kept = Tap.captured
        if len(kept) < _CAPTURED:
            kept.append(bytes(buf))
        else:
            kept[Tap.written % _CAPTURED] = bytes(buf)
        Tap.written += 1
        return End.write(self, buf)


def random_bytes(rng, n):
    return bytearray(rng.below(256) for _ in range(n))


def forged(rng):
    typ = 1 + rng.below(L.BYE)
    n = (L.HELLO_SIZE, 4, 4, 2 + 1 + rng.below(90), 0, 0)[typ - 1]
    payload = random_bytes(rng, n)
    if typ == L.HELLO and rng.below(2):
        payload[0] = L.VERSION  # most forged HELLOs of this version: another is only counted
    return frame(typ, rng.below(256), payload)


def sound(rng):
    return frame(1 + rng.below(L.BYE), rng.below(256), random_bytes(rng, rng.below(5)))


def hostile(kind, rng):
    """The bytes of one frame (flood: of many) of a kind; returns (bytes, frames)."""
    if kind == "noise":
        return random_bytes(rng, 1 + rng.below(40)), 1
    if kind == "truncated":
        f = forged(rng)
        return f[: 1 + rng.below(len(f) - 1)], 1
    if kind == "oversized":
        n = L.MAX_PAYLOAD + 1 + rng.below(0xFFFF - L.MAX_PAYLOAD)
        head = bytearray([L.SYNC, 1 + rng.below(L.BYE), rng.below(256), n >> 8, n & 0xFF])
        return head + random_bytes(rng, rng.below(60)), 1
    if kind == "bad_crc":
        f = forged(rng)
        f[1 + rng.below(len(f) - 1)] ^= 1 << rng.below(8)
        return f, 1
    if kind == "replay":
        kept = Tap.captured
        return (bytearray(kept[rng.below(len(kept))]) if kept else sound(rng)), 1
    if kind == "flood":
        n = 20 + rng.below(60)
        out = bytearray()
        for _ in range(n):
            out += forged(rng) if rng.below(2) else random_bytes(rng, 11)
        return out, n
    return forged(rng), 1


def new_match(seed):
    m = Match(seed=seed, choices=seed + 1000)
    for wire in (m.boxes.wire_a, m.boxes.wire_b):
        wire.__class__ = Tap
    return m


def run(frames=100000, seed=1, out=print):
    rng = Rng(seed)
    sent = dict((k, 0) for k in KINDS)
    totals = {"refused": [0] * L.REASONS, "resends": 0, "renewals": 0, "desyncs": 0, "bytes": 0}
    crashes = hangs = games = 0
    slowest = 0.0
    game = 0
    m = new_match(seed)
    turns = 0

    def tally(match):
        for box in (match.boxes.a, match.boxes.b):
            for r in range(L.REASONS):
                totals["refused"][r] += box.refused[r]
            totals["resends"] += box.resends
            totals["renewals"] += box.renewals
            totals["bytes"] += box.bytes_in
            events = match.boxes.events[box]
            totals["desyncs"] += len([e for e in events if e[0] == L.EV_DESYNC])

    total = 0
    while total < frames:
        for _ in range(rng.below(4)):
            kind = KINDS[rng.below(len(KINDS) - 1)]
            if rng.below(40) == 0:
                kind = "flood"
            data, n = hostile(kind, rng)
            sent[kind] += n
            total += n
            (m.boxes.wire_b if rng.below(3) else m.boxes.wire_a).rx.write(data)
        t0 = time.perf_counter()
        try:
            m.turn()
        except Exception as e:  # a crash: counted, told, and the next game begins
            crashes += 1
            out("CRASH game %d turn %d: %r" % (game, turns, e))
            turns = MAX_TURNS
        took = time.perf_counter() - t0
        slowest = max(slowest, took)
        if took > HANG_S:
            hangs += 1
            out("HANG game %d turn %d: %.2f s" % (game, turns, took))
        turns += 1
        done = m.over()
        if done or turns >= MAX_TURNS:
            if not done and not crashes:
                hangs += 1
                out("HANG game %d: not over after %d beats" % (game, turns))
            games += done
            tally(m)
            game += 1
            m = new_match(seed + game)
            turns = 0
    tally(m)
    out("frames sent: %d (%s)" % (total, ", ".join("%s %d" % (k, sent[k]) for k in KINDS)))
    out("refused: %s" % ", ".join("%s %d" % (REASONS[r], totals["refused"][r]) for r in range(L.REASONS)))
    out("bytes taken in: %d; resends %d; sessions begun again %d; desyncs mended %d" % (
        totals["bytes"], totals["resends"], totals["renewals"], totals["desyncs"]))
    out("games finished: %d; slowest beat %.1f ms" % (games, slowest * 1000))
    out("crashes: %d; hangs: %d" % (crashes, hangs))
    return {"sent": sent, "refused": totals["refused"], "games": games, "crashes": crashes, "hangs": hangs}


def main(argv):
    frames = 100000
    seed = 1
    args = list(argv)
    while args:
        a = args.pop(0)
        if a == "--frames" and args:
            frames = int(args.pop(0))
        elif a == "--seed" and args:
            seed = int(args.pop(0))
        else:
            print("usage: python tools/link_fuzz.py [--frames N] [--seed S]")
            return 2
    figures = run(frames, seed)
    return 1 if figures["crashes"] or figures["hangs"] else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
