"""Values over the solver's graph (numpy, scipy): sweeps of whole turns, the turn-to-turn matrix of a policy, and
the minimax values by policy iteration.

Why not plain value iteration: the graph has tens of millions of edges (a sweep takes seconds) and a sweep moves
information one turn, so hundreds of sweeps would be needed. Instead a sweep is used only to value every node of
every turn exactly from given values of the next turn's starts (children first: nodes sorted by height and
kind, each (height, kind) run one reduceat) and to read the best actions; a fixed policy is then valued exactly
by reducing each turn to its distribution over the next turn's starts (a sparse matrix over turn starts) and
solving that linear system. Alternating the two is policy iteration; it stops when a sweep changes no
turn-start value by the tolerance, that is when the values are a fixed point of value iteration.
"""

import numpy as np
import scipy.sparse as sp
import scipy.sparse.linalg as spla

from gw_solver.graph import CHANCE_NODE, GOAT_NODE, LEAF_BASE, WOLF_NODE

TIE = 1e-12  # values closer than this are one value when a policy picks its action
UNIFORM = -2  # a pick meaning 'each legal action alike' (the easy level)
BEST = -3  # a pick meaning 'the best action for the node's player'


class Graph:
    """The explored arrays rearranged for sweeps. Edges point into one value array u: nodes 0..N-1 (sorted by
    height and kind), then the T turn starts (read from the values given to a sweep), then 'the Goat won'
    (N + T) and 'the Wolf won' (N + T + 1)."""

    def __init__(self, a):
        kind, height, count = a["kind"], a["height"], a["count"].astype(np.int64)
        n = len(kind)
        ts_root = a["ts_root"]
        t = len(ts_root)
        order = np.lexsort((kind, height))
        new_of = np.empty(n, dtype=np.int64)
        new_of[order] = np.arange(n)
        self.n, self.t = n, t
        self.kind = kind[order]
        self.height = height[order]
        self.count = count[order]
        self.first = np.zeros(n, dtype=np.int64)
        self.first[1:] = np.cumsum(self.count)[:-1]
        e = int(self.count.sum())
        old_edges = np.repeat(a["first"][order] - self.first, self.count) + np.arange(e)
        target = a["target"][old_edges]
        self.prob = a["weight"][old_edges] / np.repeat(a["total"][order], self.count).astype(np.float64)
        self.turns = a["turns"][old_edges]
        del old_edges
        to = np.empty(e, dtype=np.int64)
        inside = target >= 0
        to[inside] = new_of[target[inside]]
        to[target == -1] = n + t
        to[target == -2] = n + t + 1
        leaf = target <= LEAF_BASE
        to[leaf] = n + (LEAF_BASE - target[leaf])
        self.to = to
        self.leaves = ~inside  # edges out of the turn: the next turn's start or the end
        self.ready = a["ready"][order]
        self.phase = a["phase"][order]
        self.normal = a["normal"][order]
        done = np.flatnonzero(ts_root >= 0)  # all but in a limited exploration
        by_root = done[np.argsort(ts_root[done])]
        self.turn = by_root[np.searchsorted(ts_root[by_root], np.arange(n))][order]  # each node's turn start
        self.root = np.full(t, n + t + 1, dtype=np.int64)  # a turn never expanded reads 'the Wolf won'
        self.root[done] = new_of[ts_root[done]]
        self.start = 0  # turn start 0 is the game's start
        self.runs = []  # (kind, first node, end node, first edge, end edge, the nodes' first edges within the run)
        bounds = np.flatnonzero((np.diff(self.height) != 0) | (np.diff(self.kind) != 0)) + 1
        starts = np.concatenate(([0], bounds, [n]))
        for lo, hi in zip(starts[:-1], starts[1:]):
            ea = int(self.first[lo])
            eb = int(self.first[hi - 1] + self.count[hi - 1])
            self.runs.append((int(self.kind[lo]), int(lo), int(hi), ea, eb, self.first[lo:hi] - ea))

    def sweep(self, r, pick, greedy=False, fixed=None, keep_first=None):
        """Value every node from the turn-start values r under pick (per node the edge taken, UNIFORM, BEST, or -1
        at chance nodes); with `fixed` (per node a value, or nan) those chance nodes take the value given instead;
        with `keep_first` (a mask of decision nodes) those pass their first edge's value up to their parents
        while choosing by all their edges (a search that looks at only that edge below its root: the hard
        level's bound). Returns (u, with greedy the best edge of every decision node, else None)."""
        n, t = self.n, self.t
        u = np.empty(n + t + 2)
        u[n:n + t] = r
        u[n + t] = 1.0
        u[n + t + 1] = 0.0
        best_edge = np.full(n, -1, dtype=np.int64) if greedy else None
        for kind, a, b, ea, eb, starts in self.runs:
            x = u[self.to[ea:eb]]
            if kind == CHANCE_NODE:
                u[a:b] = np.add.reduceat(x * self.prob[ea:eb], starts)
                if fixed is not None:
                    u[a:b] = np.where(np.isnan(fixed[a:b]), u[a:b], fixed[a:b])
                continue
            p = pick[a:b]
            best = (np.maximum if kind == GOAT_NODE else np.minimum).reduceat(x, starts)
            chosen = x[np.maximum(p, ea) - ea]
            u[a:b] = np.where(p == BEST, best,
                              np.where(p == UNIFORM, np.add.reduceat(x, starts) / self.count[a:b], chosen))
            if greedy:
                good = np.abs(x - np.repeat(best, self.count[a:b])) <= TIE
                pos = np.where(good, np.arange(ea, eb), np.iinfo(np.int64).max)
                best_edge[a:b] = np.minimum.reduceat(pos, starts)
            if keep_first is not None:
                u[a:b] = np.where(keep_first[a:b], x[starts], u[a:b])
        return u, best_edge

    def turn_matrix(self, pick):
        """The policy pick reduced to turns: (M, win, turns), M[i, j] the chance that turn start i's turn leads
        to turn start j, win[i] that it ends with the Goat's win, turns[i] the turns begun on the way (expected)."""
        n, t = self.n, self.t
        w = self.prob.copy()
        for kind, a, b, ea, eb, starts in self.runs:
            if kind == CHANCE_NODE:
                continue
            cnt = self.count[a:b]
            pe = np.repeat(pick[a:b], cnt)
            w[ea:eb] = np.where(pe == UNIFORM, 1.0 / np.repeat(cnt, cnt), (np.arange(ea, eb) == pe).astype(float))
        y = np.zeros(n)
        y[self.root[self.root < n]] = 1.0
        rows, cols, vals, begun = [], [], [], []
        for kind, a, b, ea, eb, starts in reversed(self.runs):  # parents (higher) before their children
            cnt = self.count[a:b]
            owner = np.repeat(np.arange(a, b), cnt)
            flow = y[owner] * w[ea:eb]
            to = self.to[ea:eb]
            inside = ~self.leaves[ea:eb]
            y += np.bincount(to[inside], weights=flow[inside], minlength=n)[:n]
            out = ~inside & (flow != 0)
            rows.append(self.turn[owner[out]])
            cols.append(to[out] - n)
            vals.append(flow[out])
            begun.append(flow[out] * self.turns[ea:eb][out])
        rows = np.concatenate(rows)
        turns = np.bincount(rows, weights=np.concatenate(begun), minlength=t)
        m = sp.csr_matrix((np.concatenate(vals), (rows, np.concatenate(cols))), shape=(t, t + 2))
        return m[:, :t].tocsr(), np.asarray(m[:, t].todense()).ravel(), turns

    def visits(self, pick, turns=2000):
        """How often a game played by pick from the start reaches each turn start (expected visits): the sum of
        the chances of being there after 0, 1, 2 ... turns, until what is left of the game is below 1e-13 or
        for `turns` turns (a policy may keep a game going forever with some chance: then this counts the
        visits of the first `turns` turns)."""
        m, _, _ = self.turn_matrix(pick)
        step = m.T.tocsr()
        here = np.zeros(self.t)
        here[self.start] = 1.0
        x = here.copy()
        for _ in range(turns):
            here = step @ here
            x += here
            if here.sum() < 1e-13:
                break
        return x

    def reach(self, pick):
        """How often a game played by pick from the start reaches each node inside the turns."""
        return self.flow(pick, self.visits(pick))

    def flow(self, pick, turns):
        """The visits of every node inside the turns, given the turn starts' visits and the policy pick."""
        y = np.zeros(self.n)
        roots = self.root < self.n
        y[self.root[roots]] = turns[roots]
        for kind, a, b, ea, eb, starts in reversed(self.runs):  # parents (higher) before their children
            cnt = self.count[a:b]
            if kind == CHANCE_NODE:
                w = self.prob[ea:eb]
            else:
                pe = np.repeat(pick[a:b], cnt)
                w = np.where(pe == UNIFORM, 1.0 / np.repeat(cnt, cnt), (np.arange(ea, eb) == pe).astype(float))
            to = self.to[ea:eb]
            inside = ~self.leaves[ea:eb]
            flow = np.repeat(y[a:b], cnt) * w
            y += np.bincount(to[inside], weights=flow[inside], minlength=self.n)[:self.n]
        return y

    def solve(self, m, b, x0=None, tol=1e-13):
        """x = m x + b (the values of a fixed policy): GMRES, then plain iterations until a change below tol."""
        a = sp.identity(self.t, format="csr") - m
        x, info = spla.gmres(a, b, x0=x0, rtol=1e-14, atol=0.0, restart=60, maxiter=400)
        for _ in range(100000):
            nxt = m @ x + b
            delta = float(np.max(np.abs(nxt - x)))
            x = nxt
            if delta < tol:
                break
        return x

    def evaluate(self, pick, lengths=False, tol=1e-13):
        """Turn-start values of the policy pick: the Goat's chance, and with `lengths` the expected turns begun
        until the end (else None)."""
        m, win, turns = self.turn_matrix(pick)
        v = self.solve(m, win, tol=tol)
        return v, self.solve(m, turns, tol=tol * 100) if lengths else None

    def best_values(self, pick, tol, log=None, r=None, max_rounds=60):
        """Policy iteration for the nodes where pick is BEST (both players: the minimax values; one: its best
        reply to the other's fixed policy): sweep, take the best actions, value that policy exactly, until a sweep
        moves no turn-start value by tol. Returns (turn-start values, policy, rounds, last change)."""
        if r is None:
            r = np.zeros(self.t)
        free = pick == BEST
        for rounds in range(1, max_rounds + 1):
            u, best = self.sweep(r, pick, greedy=True)
            new = u[self.root]
            change = float(np.max(np.abs(new - r)))
            policy = np.where(free, best, pick)
            if log:
                log(rounds, change, float(new[self.start]))
            if change < tol:
                return new, policy, rounds, change
            r, _ = self.evaluate(policy)
        return r, policy, max_rounds, change


def side_policy(graph, optimal, goat, wolf):
    """One pick array: the Goat's nodes play `goat`, the Wolf's `wolf`; each 'best' (to be found), 'optimal' (the
    policy given), 'easy', 'normal', or a policy (per node the edge taken: the hard level's, gw_solver.table)."""
    pick = np.full(graph.n, -1, dtype=np.int64)
    for node_kind, who in ((GOAT_NODE, goat), (WOLF_NODE, wolf)):
        mask = graph.kind == node_kind
        if not isinstance(who, str):
            pick[mask] = who[mask]
        elif who == "best":
            pick[mask] = BEST
        elif who == "optimal":
            pick[mask] = optimal[mask]
        elif who == "easy":
            pick[mask] = UNIFORM
        else:
            pick[mask] = (graph.first + np.maximum(graph.normal, 0))[mask]
    return pick
