"""The exact distribution of a pool's total: how many of its equally likely faces make each total, counted, not
sampled, so a player's histogram is drawn against the truth (yaga.games.dice.app's Stats screen).

Without keep-highest the counts are the dice convolved one by one. With it, the faces are walked from the highest
down, choosing how many dice of each kind show that face: the first `keep` of them count, and once `keep` are
counted the rest only need any lower face of their own, a product and no more walking. Integers throughout (longs
where a pool has many faces), so both interpreters give the same counts; a cold path, run when the screen opens.
"""

from yaga.games.dice import rules as dice


WORK_MAX = 16000  # choices the keep-highest walk tries before it gives up, so opening a histogram never stalls the box


def distribution(kinds, keep, most=WORK_MAX):
    """(low, counts): counts[t - low] ways the kept dice of `kinds` make t (the modifier left out); their sum is
    the product of every die's number of faces. None for a keep-highest pool whose walk takes more than `most`
    steps (many dice of many faces, e.g. 4d100 k3): the screen says so rather than freeze the box."""
    if not keep or keep >= len(kinds):
        return _convolved(kinds)
    return _kept(kinds, keep, most)


def _convolved(kinds):
    low = 0
    counts = [1]
    for k in kinds:
        sides = dice.sides(k)
        low += dice.lowest(k)
        out = [0] * (len(counts) + sides - 1)
        for t in range(len(counts)):
            c = counts[t]
            if c:
                for f in range(sides):
                    out[t + f] += c
        counts = out
    return low, counts


def _kept(kinds, keep, most):
    """Faces walked from the highest down; a walk's state is (dice of each kind still to show a face, dice counted
    so far, their total) -> ways."""
    kind_list = []
    for k in kinds:
        if k not in kind_list:
            kind_list.append(k)
    lows = [dice.lowest(k) for k in kind_list]
    highs = [dice.highest_face(k) for k in kind_list]
    found = {}
    walks = {(tuple([kinds.count(k) for k in kind_list]), 0, 0): 1}
    steps = 0
    for v in range(max(highs), min(lows) - 1, -1):
        after = {}
        for (left, kept, t), ways in walks.items():
            choices = _choices(left, lows, highs, v)
            steps += len(choices)
            if steps > most:
                return None
            for shown, m in choices:
                took = min(keep - kept, sum(shown))
                rest = tuple([left[j] - shown[j] for j in range(len(left))])
                n = ways * m
                if kept + took == keep:  # the rest show any face below v of their own
                    for j in range(len(rest)):
                        below = min(highs[j], v - 1) - lows[j] + 1
                        n *= below**rest[j] if below > 0 else (0 if rest[j] else 1)
                    if n:
                        found[t + took * v] = found.get(t + took * v, 0) + n
                else:
                    key = (rest, kept + took, t + took * v)
                    after[key] = after.get(key, 0) + n
        walks = after
    low = min(found)
    counts = [0] * (max(found) - low + 1)
    for t in found:
        counts[t - low] = found[t]
    return low, counts


def _choices(left, lows, highs, v):
    """[(dice of each kind showing v, ways to pick them)]: a kind whose lowest face is v must show it with every
    die it has left, a kind that cannot show v shows it with none."""
    out = [((), 1)]
    for j in range(len(left)):
        if lows[j] <= v <= highs[j]:
            fewest = left[j] if v == lows[j] else 0
            options = range(fewest, left[j] + 1)
        else:
            options = range(0, 1)
        out = [(shown + (m,), ways * _binomial(left[j], m)) for shown, ways in out for m in options]
    return out


def _binomial(n, m):
    r = 1
    for i in range(m):
        r = r * (n - i) // (i + 1)
    return r
