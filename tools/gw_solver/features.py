"""Which parts of a turn-start state a table for the hard AI must keep (issue 16): measured on the solved game.

A candidate table keeps some fields of the turn-start key (the cells, the mover, the soul ... and any pending
modifier, miss, reroll ...) and holds, for each combination, the mean optimal value of the states that share
it, weighted by how often optimal play visits them. The AI it gives searches each decision to the end of its
turn exactly (every roll and choice of the turn, through the engine's graph) and scores the next turn's start
with the table; its regret against the optimal opponent is measured by exact policy evaluation.
"""

import numpy as np

from gw_solver.graph import AT_CELL, AT_FLAGS, AT_REROLL, AT_TURN, KEY_FROM
from gw_solver.values import side_policy

# key columns (offset - KEY_FROM) and what each feature reads there
_COL = {"turn": AT_TURN, "goat": AT_CELL, "wolf": AT_CELL + 1, "gflags": AT_FLAGS, "wflags": AT_FLAGS + 1,
        "gmod": 10, "wmod": 11, "reroll": AT_REROLL, "odd": 13, "lake": 14, "lake_left": 15, "hold": 25}
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
}
BASE = ("turn", "goat", "wolf", "soul", "cw")


def columns(keys):
    """Each feature's values over the turn starts (keys: T x 22 bytes)."""
    return {name: fn(keys[:, _COL[col] - KEY_FROM].astype(np.int64)) for name, (col, fn) in FEATURES.items()}


def cells_of(cols, names):
    """(cell number per turn start, number of distinct cells) for a table keeping `names`."""
    combined = np.zeros(len(cols["turn"]), dtype=np.int64)
    for name in names:
        x = cols[name]
        combined = combined * (int(x.max()) + 1) + x
    _, cell = np.unique(combined, return_inverse=True)
    return cell, int(cell.max()) + 1


def occupancy(graph, optimal):
    """How often optimal play from the start visits each turn start (expected visits per game)."""
    import scipy.sparse as sp
    import scipy.sparse.linalg as spla

    m, _, _ = graph.turn_matrix(side_policy(graph, optimal, "optimal", "optimal"))
    e = np.zeros(graph.t)
    e[graph.start] = 1.0
    a = (sp.identity(graph.t, format="csr") - m).T.tocsr()
    x, _ = spla.gmres(a, e, rtol=1e-12, atol=0.0, restart=60, maxiter=400)
    return np.maximum(x, 0.0)


def table_values(cell, n_cells, values, weight):
    """Per table cell the weighted mean of the values of its turn starts, read back per turn start."""
    num = np.bincount(cell, weights=values * weight, minlength=n_cells)
    den = np.bincount(cell, weights=weight, minlength=n_cells)
    mean = np.bincount(cell, weights=values, minlength=n_cells) / np.maximum(np.bincount(cell, minlength=n_cells), 1)
    table = np.where(den > 0, num / np.where(den > 0, den, 1), mean)
    return table[cell]


def table_ai(graph, optimal, leaf_values, value):
    """The AI that searches each turn exactly and scores the next turn's start by leaf_values, on each side against
    the optimal policy: [(side, Goat's chance, share of the optimal win rate)]."""
    u, best = graph.sweep(leaf_values, side_policy(graph, optimal, "best", "best"), greedy=True)
    out = []
    for side in ("goat", "wolf"):
        pick = side_policy(graph, optimal, "optimal", "optimal")
        mine = graph.kind == (1 if side == "goat" else 2)
        pick[mine] = best[mine]
        v, _ = graph.evaluate(pick)
        g = float(v[graph.start])
        out.append((side, g, g / value if side == "goat" else (1 - g) / (1 - value)))
    return out


PENDING = ("goat_miss", "wolf_miss", "goat_ear", "wolf_ear", "sisters", "shield", "goat_mod", "wolf_mod", "reroll",
           "odd", "lake", "lake_left", "hold", "goat_extra", "wolf_extra")


def hard_table_values(keys, table):
    """The current hard level's table (bytes b, chance (b / 255) ** 2) read for each turn start, as it reads it."""
    cols = columns(keys)
    index = (((cols["turn"] * 2 + cols["soul"]) * 2 + cols["cw"]) * 37 + cols["goat"]) * 37 + cols["wolf"]
    b = np.frombuffer(table, dtype=np.uint8)[index].astype(np.float64)
    return b * b / 65025


def measure(graph, keys, optimal, values, value, log, hard_table=None):
    """The share of the optimal win rate, on each side, of the AI that searches its turn to the end and scores
    the next turn's start by a table keeping BASE and some pending features (values: the optimal turn-start
    values): BASE alone, BASE with each pending feature alone, then the six that helped most added one by one,
    best first. Returns the rows logged."""
    cols = columns(keys)
    weight = occupancy(graph, optimal) + 1e-9  # states optimal play never visits still get their plain mean
    rows = []

    def trial(label, names):
        cell, n = cells_of(cols, names)
        res = table_ai(graph, optimal, table_values(cell, n, values, weight), value)
        row = (label, n, res[0][2], res[1][2])
        rows.append(row)
        log("  %-40s %8d cells: as the Goat %.4f %%, as the Wolf %.4f %% of the optimal win rate"
            % (label, n, 100 * row[2], 100 * row[3]))
        return row

    if hard_table is not None:
        res = table_ai(graph, optimal, hard_table_values(keys, hard_table), value)
        rows.append(("hard's table, whole-turn search", 10952, res[0][2], res[1][2]))
        log("  %-40s %8d cells: as the Goat %.4f %%, as the Wolf %.4f %% of the optimal win rate"
            % rows[-1])
    base = trial("base (mover, cells, soul, direction)", BASE)
    gains = []
    for name in PENDING:
        row = trial("base + " + name, BASE + (name,))
        gains.append((row[2] - base[2] + row[3] - base[3], name))
    kept = BASE
    for _, name in sorted(gains, reverse=True)[:6]:
        kept = kept + (name,)
        trial("base + " + " + ".join(kept[len(BASE):]), kept)
    return rows
