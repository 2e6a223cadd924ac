"""Which parts of a turn-start state a table for the hard AI must keep: measured on the solved game.

A candidate table keeps some fields of a state's key (the cells, the mover, the soul ... and any pending
modifier, miss, reroll ...) and holds, for each combination, the mean optimal value of the states that share
it, weighted by how often optimal play visits them. The AI it gives searches each decision through the rest of
its turn (every roll and choice, through the engine's graph) down to the next turn's start, or to a move or soul
roll inside the turn (after an Ear shift, a Lair direction or a reroll: playing a whole roll through is too
slow on the box), or to a piece's one-die move of a 4+4 where the table holds those, and scores those by the
table; its regret against the optimal opponent is measured by exact
policy evaluation, and the engine applies its search needs are counted.
"""

import numpy as np

from gw_solver.graph import AT_CELL, AT_FLAGS, AT_PHASE, AT_REROLL, AT_TURN, KEY_FROM, PH_LAIR, PH_WIND
from gw_solver.table import against_optimal, hard_policy
from gw_solver.values import side_policy

# key columns (offset - KEY_FROM) and what each feature reads there
_COL = {"phase": AT_PHASE, "turn": AT_TURN, "goat": AT_CELL, "wolf": AT_CELL + 1, "gflags": AT_FLAGS,
        "wflags": AT_FLAGS + 1, "gmod": 10, "wmod": 11, "reroll": AT_REROLL, "odd": 13, "lake": 14, "lake_left": 15,
        "hold": 25}
FEATURES = {
    # name: (column, function of the column's values giving small ints)
    "turn": ("turn", lambda x: x),
    "goat": ("goat", lambda x: x),
    "wolf": ("wolf", lambda x: x),
    "soul": ("gflags", lambda x: (x >> 4) & 1),
    "cw": ("wflags", lambda x: (x >> 4) & 1),
    "goat_miss": ("gflags", lambda x: x & 1),
    "wolf_miss": ("wflags", lambda x: x & 1),
    "goat_extra": ("gflags", lambda x: (x >> 1) & 1),
    "wolf_extra": ("wflags", lambda x: (x >> 1) & 1),
    "goat_ear": ("gflags", lambda x: (x >> 2) & 1),
    "wolf_ear": ("wflags", lambda x: (x >> 2) & 1),
    "sisters": ("gflags", lambda x: (x >> 5) & 1),
    "shield": ("gflags", lambda x: (x >> 7) & 1),
    "goat_mod": ("gmod", lambda x: x.astype(np.int8).astype(np.int64) + 128),
    "wolf_mod": ("wmod", lambda x: x.astype(np.int8).astype(np.int64) + 128),
    "reroll": ("reroll", lambda x: x),
    "reroll_held": ("reroll", lambda x: (x == 1).astype(np.int64)),
    "odd": ("odd", lambda x: np.minimum(x, 2)),
    "lake": ("lake", lambda x: x),
    "lake_left": ("lake_left", lambda x: x),
    "hold": ("hold", lambda x: x),
    "lair_pending": ("phase", lambda x: (x == PH_LAIR).astype(np.int64)),
    "wind": ("phase", lambda x: (x == PH_WIND).astype(np.int64)),
}
BASE = ("turn", "goat", "wolf", "soul", "cw")


def columns(keys):
    """Each feature's values over the turn starts (keys: T x 22 bytes)."""
    return {name: fn(keys[:, _COL[col] - KEY_FROM].astype(np.int64)) for name, (col, fn) in FEATURES.items()}


def cells_of(cols, names):
    """(cell number per row, number of distinct cells) for a table keeping `names` (cols: one or more sets of
    rows, numbered as if end to end)."""
    combined = np.zeros(len(cols["turn"]), dtype=np.int64)
    for name in names:
        x = cols[name]
        combined = combined * (int(x.max()) + 1) + x
    _, cell = np.unique(combined, return_inverse=True)
    return cell, int(cell.max()) + 1


def occupancy(graph, optimal):
    """How often optimal play from the start visits each turn start (expected visits per game)."""
    return graph.visits(side_policy(graph, optimal, "optimal", "optimal"))


class Looked:
    """The states the AI's table is read for, with their exact values and weights: every turn start, and every
    move or soul roll inside a turn (reached by an Ear shift, a Lair direction or a reroll: the AI's search stops
    there too, as the box cannot afford to play the roll through), and the one-die moves of 4+4s (GW-15) of the
    pieces in `winds` (bit p for piece p: each of the die's six moves is a choice of paths for the Wolf, and
    for either piece may end on effects with rolls of their own; too much to play through on the box)."""

    def __init__(self, graph, keys, ready_keys, optimal, values, winds):
        both = side_policy(graph, optimal, "optimal", "optimal")
        u, _ = graph.sweep(values, both)
        nodes = np.flatnonzero(graph.ready >= 0)
        cols_ready = columns(ready_keys[graph.ready[nodes]])
        look = (cols_ready["wind"] == 0) | ((winds >> cols_ready["turn"] & 1) == 1)
        self.nodes = nodes[look]
        self.winds = winds
        ts_weight = occupancy(graph, optimal) + 1e-9  # states optimal play never visits still get their mean
        cols_ts = columns(keys)
        cols_ready = {name: x[look] for name, x in cols_ready.items()}
        self.cols = {name: np.concatenate((cols_ts[name], cols_ready[name])) for name in cols_ts}
        self.values = np.concatenate((values, u[self.nodes]))
        self.weight = np.concatenate((ts_weight, ts_weight[graph.turn[self.nodes]]))
        self.t = len(values)

    def table(self, names):
        """(table values of the turn starts, of the rolls' nodes as a per-node array with nan elsewhere, cells)."""
        cell, n = cells_of(self.cols, names)
        num = np.bincount(cell, weights=self.values * self.weight, minlength=n)
        den = np.bincount(cell, weights=self.weight, minlength=n)
        per_row = (num / den)[cell]
        return per_row[:self.t], per_row[self.t:], n


def table_ai(graph, looked, optimal, per_row, value, keep_first=None):
    """The AI that searches each decision to the end of its turn and reads per_row (a value per looked row)
    where it stops, on each side against the optimal policy: [(side, Goat's chance, share of the optimal win
    rate)]."""
    best = hard_policy(graph, looked, optimal, per_row, keep_first)
    return [(side, g, share) for side, _, g, share in against_optimal(graph, optimal, best, value)]


PENDING = ("lair_pending", "goat_miss", "wolf_miss", "goat_ear", "wolf_ear", "sisters", "shield", "goat_mod",
           "wolf_mod", "reroll", "odd", "lake", "lake_left", "hold", "goat_extra", "wolf_extra")


def measure(graph, looked, optimal, value, log):
    """The share of the optimal win rate, on each side, of the AI that searches each decision to the end of its
    turn (stopping at rolls inside it, with no bound below its root) and scores by a table keeping BASE and some
    pending features: every feature (exact), BASE alone, BASE with each pending feature alone, then the six
    that helped most added one by one, best first. Returns the rows logged."""
    rows = []

    def trial(label, names):
        ts_values, ready_values, n = looked.table(names)
        res = table_ai(graph, looked, optimal, np.concatenate((ts_values, ready_values)), value)
        rows.append((label, n, res[0][2], res[1][2]))
        log("  %-60s %8d cells: as the Goat %.4f %%, as the Wolf %.4f %%" % (label, n, 100 * res[0][2],
                                                                             100 * res[1][2]))
        return rows[-1]

    trial("exact values (every field)", tuple(FEATURES))
    base_names = BASE + (("wind",) if looked.winds else ())  # a one-die move is never read as a turn's start
    base = trial("base (mover, cells, soul, direction)", base_names)
    gains = []
    for name in PENDING:
        row = trial("base + " + name, base_names + (name,))
        gains.append((row[2] - base[2] + row[3] - base[3], name))
    kept = base_names
    for _, name in sorted(gains, reverse=True)[:6]:
        kept = kept + (name,)
        trial("base + " + " + ".join(kept[len(base_names):]), kept)
    return rows
