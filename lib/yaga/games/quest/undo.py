"""B's steps back in the Baba Yaga (2010) companion (issue 17 item 3): a journal of what each step changed.

A step is kept as the game's bytes it changed and their values before it (the game: the engine's state, then
the round log, numbered as one run of bytes): as a rule 1-3 bytes, at most about
30 (a challenge opened, twelve dice rolled), so the last DEPTH steps take a few hundred bytes and go into the
save beside the game: B still undoes after the box was switched off.

An entry is k (u16), k times (offset u16, old value), then k again (u16): the newest entry is read from the
end (undo), the oldest from the front (given up for a new step once DEPTH are kept). All big-endian.
"""

from yaga.compat import const

DEPTH = const(32)  # the steps kept
CAPACITY = const(3584)  # DEPTH entries of up to 36 changed bytes (3 bytes each and the two counts)


class Journal:
    def __init__(self):
        self.buf = bytearray(CAPACITY)
        self.used = 0
        self.steps = 0

    def clear(self):
        self.used = 0
        self.steps = 0

    def record(self, parts):
        """One step: the bytes where each part's `after` differs from its `before` (parts: (before, after) pairs,
        the game's buffers in order); a step that changed nothing is not kept, so B never takes back nothing."""
        changed = []
        base = 0
        for before, after in parts:
            for i in range(len(after)):
                if before[i] != after[i]:
                    changed.append(base + i)
                    changed.append(before[i])
            base += len(after)
        k = len(changed) // 2
        if not k:
            return
        size = 3 * k + 4
        while self.steps and (self.steps >= DEPTH or self.used + size > CAPACITY):
            self._drop_oldest()
        buf = self.buf
        at = self.used
        buf[at] = k >> 8
        buf[at + 1] = k & 0xFF
        at += 2
        for j in range(0, 2 * k, 2):
            i = changed[j]
            buf[at] = i >> 8
            buf[at + 1] = i & 0xFF
            buf[at + 2] = changed[j + 1]
            at += 3
        buf[at] = k >> 8
        buf[at + 1] = k & 0xFF
        self.used = at + 2
        self.steps += 1

    def undo(self, game, more=None):
        """Put the newest step's old bytes back into the game (its buffer and the one after it, `more`); False
        when no step is kept."""
        if not self.steps:
            return False
        buf = self.buf
        end = self.used - 2
        k = buf[end] << 8 | buf[end + 1]
        at = end - 3 * k
        size = len(game)
        for j in range(at, end, 3):
            i = buf[j] << 8 | buf[j + 1]
            if i < size:
                game[i] = buf[j + 2]
            else:
                more[i - size] = buf[j + 2]
        self.used = at - 2
        self.steps -= 1
        return True

    def _drop_oldest(self):
        n = 3 * (self.buf[0] << 8 | self.buf[1]) + 4
        self.buf[0 : self.used - n] = bytes(self.buf[n : self.used])
        self.used -= n
        self.steps -= 1

    def saved(self):
        """The entries as saved after the game's bytes."""
        return memoryview(self.buf)[: self.used]

    def load(self, data, size):
        """Take the entries saved (after a game of `size` bytes); a journal that does not read whole is
        dropped (the game itself stays): False then."""
        self.clear()
        n = len(data)
        at = 0
        steps = 0
        while at < n:
            if at + 2 > n:
                return False
            k = data[at] << 8 | data[at + 1]
            end = at + 2 + 3 * k
            if not k or end + 2 > n or data[end] << 8 | data[end + 1] != k or steps == DEPTH:
                return False
            for j in range(at + 2, end, 3):
                if data[j] << 8 | data[j + 1] >= size:
                    return False
            at = end + 2
            steps += 1
        if n > CAPACITY:
            return False
        self.buf[:n] = data
        self.used = n
        self.steps = steps
        return True
