"""The hard AI's table: the Goat's chance at the states its search stops at, stored for the box.

The hard level (yaga.games.goat_wolf.ai) searches each decision to the end of its turn and reads this table at
the next turn's start, or at a move or soul roll inside its turn, or (where the table holds them) at a piece's
one-die move of a 4+4 (gw_solver.features.Looked). A cell of the table is a base cell (the mover, the soul, the
Wolf's direction, the two cells) or, as an exception within it, a base cell with a signature of the pending
features (misses, extra turns, Ear shifts, Sisters, shield, modifiers, reroll, odd soul rolls, Black Lake, holds,
a Lair direction to choose, the one-die move of a 4+4 waiting: SIGNATURE). Each cell holds the mean exact
value of its states, weighted by how often optimal play visits them (a base cell: of the states no exception
covers). Which exceptions: measured, not guessed (`build`): the hard AI given the table is played against the
optimal opponent on each side, its regret is traced from the decisions it gets wrong down to the table's rows
its search read there, and the cells whose value is most wrong where that regret flows become exceptions, a few
thousand a round, as many as fit in LIMIT bytes, the best round kept. Where the table holds a piece's one-die
moves (GW-15: playing that die through, with the Wolf's paths or the Goat's effects after each face, made the
box's slowest decisions), each base cell's one-die moves are one exception, whatever else is pending
(WIND_SIGNATURE), there from the first round: the base cells stay means of turn starts.

Layout (little-endian), read by the box with seek and readinto, never loaded whole:
- BASE_CELLS + 1 records of 5 bytes: the base cell's value (u16) and how many exceptions come before its own
  (u24); the last record closes the last cell's run, and its value field holds the table's winds: bit p set
  when it holds piece p's one-die moves of a 4+4 (the Goat 0, the Wolf 1), and the search reads them there;
- the exceptions, EXCEPTION bytes each: the signature (u32) and the value (u16), by signature within their base
  cell.
A value b stands for the chance (b / 65535) ** 2: fine steps near 0, where the Goat's chances under the rules
as written are.
"""

import numpy as np

from gw_solver.graph import CHANCE_NODE, GOAT_NODE, WOLF_NODE
from gw_solver.values import side_policy

CELLS = 37
BASE_CELLS = 2 * 2 * 2 * CELLS * CELLS
RECORD = 5
EXCEPTION = 6
LIMIT = 256 * 1024
RUN_MAX = 48  # exceptions in one base cell at most: the box reads a cell's run into a buffer of this size
# (feature of gw_solver.features.FEATURES, bits), packed from bit 0 up; a value past its bits is clamped
SIGNATURE = (("goat_miss", 1), ("goat_extra", 1), ("goat_ear", 1), ("sisters", 1), ("shield", 1),
             ("wolf_miss", 1), ("wolf_extra", 1), ("wolf_ear", 1), ("lair_pending", 1), ("wolf_mod", 1),
             ("goat_mod", 4), ("reroll", 2), ("odd", 2), ("lake", 2), ("lake_left", 2), ("hold", 2), ("wind", 1))
SIGNATURE_BITS = 32
# A one-die move of a 4+4 waiting is one cell per base cell, whatever else is pending: with every feature the
# Wolf's alone are 365,985 cells of the rules as written (720 in one base cell), too many for the flash.
WIND_SIGNATURE = 1 << 24


def base_index(cols):
    """Each row's base cell (as yaga.games.goat_wolf.ai._base_index)."""
    return (((cols["turn"] * 2 + cols["soul"]) * 2 + cols["cw"]) * CELLS + cols["goat"]) * CELLS + cols["wolf"]


def signature(cols):
    """Each row's signature of its pending features (as yaga.games.goat_wolf.ai._signature): the Goat's
    modifier as -8..7 (+ 8), the Wolf's as any or none; a one-die move waiting is its bit alone (WIND_SIGNATURE)."""
    sig = np.zeros(len(cols["turn"]), dtype=np.int64)
    shift = 0
    for name, bits in SIGNATURE:
        x = cols[name]
        if name == "goat_mod":
            x = x - 128 + 8  # the column holds the signed modifier + 128
        elif name == "wolf_mod":
            x = (x != 128).astype(np.int64)
        sig |= np.clip(x, 0, (1 << bits) - 1) << shift
        shift += bits
    return np.where(cols["wind"] == 1, WIND_SIGNATURE, sig)


def encode(v):
    return np.round(np.sqrt(np.clip(v, 0.0, 1.0)) * 65535).astype(np.int64)


def decode(b):
    return (b / 65535.0) ** 2


class Table:
    """Base values (per base cell) and exceptions (base cell, signature, value; sorted), all encoded, and
    whose one-die moves of a 4+4 it holds (winds: bit p for piece p)."""

    def __init__(self, base_values, exc_base, exc_sig, exc_values, winds):
        order = np.lexsort((exc_sig, exc_base))
        self.base_values = base_values
        self.exc_base, self.exc_sig, self.exc_values = exc_base[order], exc_sig[order], exc_values[order]
        self.winds = winds

    @classmethod
    def from_bytes(cls, data):
        raw = np.frombuffer(data, dtype=np.uint8).astype(np.int64)
        records = raw[:RECORD * (BASE_CELLS + 1)].reshape(-1, RECORD)
        exc = raw[RECORD * (BASE_CELLS + 1):].reshape(-1, EXCEPTION)
        first = records[:, 2] | records[:, 3] << 8 | records[:, 4] << 16
        return cls(records[:-1, 0] | records[:-1, 1] << 8, np.repeat(np.arange(BASE_CELLS), np.diff(first)),
                   exc[:, 0] | exc[:, 1] << 8 | exc[:, 2] << 16 | exc[:, 3] << 24, exc[:, 4] | exc[:, 5] << 8,
                   int(records[-1, 0] & 3))

    def read(self, cols):
        """Each row's value as the box reads it: its exception if its (base, signature) has one, else the base."""
        base = base_index(cols)
        out = self.base_values[base].copy()
        if len(self.exc_sig):
            exc = self.exc_base << SIGNATURE_BITS | self.exc_sig
            want = base << SIGNATURE_BITS | signature(cols)
            at = np.minimum(np.searchsorted(exc, want), len(exc) - 1)
            hit = exc[at] == want
            out[hit] = self.exc_values[at[hit]]
        return decode(out)

    def to_bytes(self):
        first = np.zeros(BASE_CELLS + 1, dtype=np.int64)
        first[1:] = np.cumsum(np.bincount(self.exc_base, minlength=BASE_CELLS))
        records = np.zeros((BASE_CELLS + 1, RECORD), dtype=np.uint8)
        records[:-1, 0:2] = self.base_values[:, None] >> np.array([0, 8]) & 0xFF
        records[:, 2:5] = first[:, None] >> np.array([0, 8, 16]) & 0xFF
        records[-1, 0] = self.winds
        exc = np.zeros((len(self.exc_sig), EXCEPTION), dtype=np.uint8)
        exc[:, 0:4] = self.exc_sig[:, None] >> np.array([0, 8, 16, 24]) & 0xFF
        exc[:, 4:6] = self.exc_values[:, None] >> np.array([0, 8]) & 0xFF
        return records.tobytes() + exc.tobytes()


class Cells:
    """The looked-at rows grouped into base cells and (base, signature) cells, with weighted mean values."""

    def __init__(self, looked):
        self.w, self.values = looked.weight, looked.values
        self.base = base_index(looked.cols)
        key, self.full = np.unique(self.base << SIGNATURE_BITS | signature(looked.cols), return_inverse=True)
        self.n = len(key)
        self.full_base, self.full_sig = key >> SIGNATURE_BITS, key & (1 << SIGNATURE_BITS) - 1
        self.winds = looked.winds
        self.full_wind = self.full_sig == WIND_SIGNATURE  # a one-die move's cell (signature)
        self.full_value = self.mean(self.full, self.n)

    def mean(self, cell, n, rows=slice(None)):
        den = np.bincount(cell[rows], weights=self.w[rows], minlength=n)
        num = np.bincount(cell[rows], weights=(self.values * self.w)[rows], minlength=n)
        return np.where(den > 0, num / np.where(den > 0, den, 1), 0.0)

    def table(self, kept):
        """The table with the (base, signature) cells `kept` (a mask) as exceptions."""
        base_values = encode(self.mean(self.base, BASE_CELLS, ~kept[self.full]))
        at = np.flatnonzero(kept)
        return Table(base_values, self.full_base[at], self.full_sig[at], encode(self.full_value[at]), self.winds)


def regret_flow(graph, looked, optimal, u_opt, best, pick, kind):
    """The regret of the AI's decisions (nodes of `kind`, choices `best`) under pick, traced to the table's rows:
    each decision's loss (optimal value minus the chosen action's, optimal play after) times how often pick
    reaches it is sent to the chosen and the optimal child and on down their turn, split evenly at choices and
    by chance at rolls, to where the AI's search stops (next turn starts, rolls read from the table). Returns
    (mass per looked row, the whole regret)."""
    y = graph.reach(pick)
    mass = np.zeros(graph.n + graph.t + 2)
    dec = np.flatnonzero((graph.kind == kind) & (graph.count > 1))
    chosen, opt = graph.to[best[dec]], graph.to[optimal[dec]]
    loss = y[dec] * np.abs(u_opt[dec] - u_opt[chosen])
    np.add.at(mass, chosen, loss)
    np.add.at(mass, opt, loss)
    stop = np.zeros(graph.n, dtype=bool)
    stop[looked.nodes] = True
    for k, a, b, ea, eb, starts in reversed(graph.runs):  # parents first
        src = np.where(stop[a:b], 0.0, mass[a:b])
        if not src.any():
            continue
        cnt = graph.count[a:b]
        share = graph.prob[ea:eb] if k == CHANCE_NODE else 1.0 / np.repeat(cnt, cnt)
        np.add.at(mass, graph.to[ea:eb], np.repeat(src, cnt) * share)
    return np.concatenate((mass[graph.n:graph.n + graph.t], mass[looked.nodes])), float(loss.sum())


def hard_policy(graph, looked, optimal, per_row, keep_first):
    """The hard AI's choice at every decision node, reading per_row (a value per looked row) where it stops."""
    fixed = np.full(graph.n, np.nan)
    fixed[looked.nodes] = per_row[looked.t:]
    _, best = graph.sweep(per_row[:looked.t], side_policy(graph, optimal, "best", "best"), greedy=True,
                          fixed=fixed, keep_first=keep_first)
    return best


def applies_at(graph, looked, keep_first):
    """Engine applies the hard AI's search makes at each node as a decision's root (every action, then down its
    turn to where it stops; below its root a keep_first node looks at its first action only; no cuts)."""
    stop = np.zeros(graph.n + graph.t + 2, dtype=bool)
    stop[graph.n:] = True
    stop[looked.nodes] = True
    below = np.zeros(graph.n + graph.t + 2)  # applies to value the node under a decision's root
    at_root = np.zeros(graph.n)
    for kind, a, b, ea, eb, starts in graph.runs:
        each = 1 + np.where(stop[graph.to[ea:eb]], 0, below[graph.to[ea:eb]])
        at_root[a:b] = np.add.reduceat(each, starts)
        below[a:b] = np.where(keep_first[a:b], each[starts], at_root[a:b])
    return at_root


def search_cost(graph, looked, weight, keep_first):
    """applies_at over the decisions of 2+ actions, per side: (mean weighted by `weight`, the visits to each
    node, the largest)."""
    at_root = applies_at(graph, looked, keep_first)
    out = {}
    for side, kind in (("goat", GOAT_NODE), ("wolf", WOLF_NODE)):
        mask = (graph.kind == kind) & (graph.count > 1)
        w = weight[mask]
        out[side] = (float((at_root[mask] * w).sum() / w.sum()), float(at_root[mask].max()))
    return out


def against_optimal(graph, optimal, best, value):
    """[(side, pick, the Goat's chance, share of the optimal win rate)]: best's choices on one side, the
    optimal policy on the other."""
    out = []
    for side, kind in (("goat", GOAT_NODE), ("wolf", WOLF_NODE)):
        pick = side_policy(graph, optimal, "optimal", "optimal")
        mine = graph.kind == kind
        pick[mine] = best[mine]
        v, _ = graph.evaluate(pick)
        g = float(v[graph.start])
        if side == "goat":
            share = g / value if value else float("nan")
        else:
            share = (1 - g) / (1 - value) if value < 1 else float("nan")
        out.append((side, pick, g, share))
    return out


def build(graph, looked, optimal, u_opt, value, keep_first, log, rounds=1, step=10000, limit=LIMIT):
    """The table, exceptions chosen by regret_flow (see the module docstring): the best of its rounds by the
    lower of the two sides' shares (more exceptions are not always better: a cell made exact among neighbours
    left as means can tip a choice the other way). Logs each round's shares; returns (table, sides)."""
    cells = Cells(looked)
    budget = (limit - RECORD * (BASE_CELLS + 1)) // EXCEPTION
    kept = cells.full_wind.copy()  # the one-die moves looked at (module docstring)
    runs = np.bincount(cells.full_base[kept], minlength=BASE_CELLS)
    if kept.sum() > budget or runs.max(initial=0) > RUN_MAX:
        raise ValueError("the one-die moves alone need %d exceptions (room for %d), %d in one base cell (%d)"
                         % (kept.sum(), budget, runs.max(initial=0), RUN_MAX))
    best = None
    for r in range(rounds + 1):
        table = cells.table(kept)
        per_row = table.read(looked.cols)
        policy = hard_policy(graph, looked, optimal, per_row, keep_first)
        sides = against_optimal(graph, optimal, policy, value)
        log("  table round %d: %d exceptions, %d bytes; as the Goat %.4f %%, as the Wolf %.4f %% of the optimal win "
            "rate" % (r, int(kept.sum()), len(table.to_bytes()), 100 * sides[0][3], 100 * sides[1][3]))
        if best is None or min(sides[0][3], sides[1][3]) > min(best[1][0][3], best[1][1][3]):
            best = (table, sides)
        room = budget - int(kept.sum())
        if r == rounds or room <= 0:
            break
        score = np.zeros(cells.n)
        wrong = np.abs(cells.full_value[cells.full] - per_row)
        for (side, pick, _, _), kind in zip(sides, (GOAT_NODE, WOLF_NODE)):
            mass, total = regret_flow(graph, looked, optimal, u_opt, policy, pick, kind)
            score += np.bincount(cells.full, weights=mass * wrong, minlength=cells.n) / max(total, 1e-300)
        score[kept] = 0
        runs = np.bincount(cells.full_base[kept], minlength=BASE_CELLS)
        added = 0
        for c in np.argsort(-score)[:4 * step]:  # best first, up to step a round and RUN_MAX a base cell
            if score[c] <= 0 or added >= min(step, room):
                break
            if runs[cells.full_base[c]] < RUN_MAX:
                kept[c] = True
                runs[cells.full_base[c]] += 1
                added += 1
    return best
