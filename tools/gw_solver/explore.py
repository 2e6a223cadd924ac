"""Every reachable turn-start state, breadth first from the start, each turn expanded by a worker process.

Why workers get whole turns: a turn's graph needs nothing from outside it, so the master only keeps the
turn-start keys (to number each once) and appends the workers' arrays.
"""

import multiprocessing
import os
import time
from collections import deque

import numpy as np

from gw_solver.graph import LEAF_BASE, expand_batch, key

BATCH = 400  # turn-start states per job
IN_FLIGHT = 6  # jobs queued per worker pool


class Exploration:
    """The reachable game from one start state: `arrays` holds the workers' node and edge arrays end to end (edge
    targets: node numbers, -1 / -2 the Goat / the Wolf won, LEAF_BASE - n the turn-start state n), ts_root (the
    node of each turn-start state), keys (the turn-start keys in order), ready_keys (the keys of the move and
    soul rolls and the one-die moves of 4+4s, numbered by each node's `ready`) and the run's seconds."""

    def __init__(self, start, workers, with_ai, log=print, limit=None, unexplored=-2):
        self.keys = [key(start)]
        index = {self.keys[0]: 0}
        states = {0: bytes(start)}
        queue = deque([0])
        parts = {name: [] for name in ("kind", "height", "first", "count", "normal", "total", "tree",
                                       "phase", "ready", "target", "weight", "turns")}
        ready_keys = []
        ts_root = []
        nodes = edges = 0
        t0 = time.time()
        last_log = t0
        expanded = 0
        with multiprocessing.Pool(workers) as pool:
            jobs = deque()
            while queue or jobs:
                while queue and len(jobs) < IN_FLIGHT * workers and (limit is None or expanded < limit):
                    ids = [queue.popleft() for _ in range(min(BATCH, len(queue)))]
                    expanded += len(ids)
                    jobs.append((ids, pool.apply_async(expand_batch, (([states.pop(i) for i in ids], with_ai),))))
                if not jobs:
                    break
                ids, job = jobs.popleft()
                b = job.get()
                slots = np.empty(len(b["leaf_keys"]), dtype=np.int64)
                for slot, (k, s) in enumerate(zip(b["leaf_keys"], b["leaf_states"])):
                    ts = index.get(k)
                    if ts is None:
                        ts = index[k] = len(self.keys)
                        self.keys.append(k)
                        states[ts] = s
                        queue.append(ts)
                    slots[slot] = ts
                target = np.frombuffer(b["target"], dtype=np.int64).copy()
                local = target >= 0
                leaf = target <= LEAF_BASE
                target[local] += nodes
                target[leaf] = LEAF_BASE - slots[LEAF_BASE - target[leaf]]  # now LEAF_BASE - turn-start number
                first = np.frombuffer(b["first"], dtype=np.int64) + edges
                roots = np.frombuffer(b["roots"], dtype=np.int64) + nodes
                while len(ts_root) < len(self.keys):
                    ts_root.append(-1)
                for ts, root in zip(ids, roots):
                    ts_root[ts] = int(root)
                for name in parts:
                    if name == "first":
                        parts[name].append(first)
                    elif name == "target":
                        parts[name].append(target)
                    elif name == "ready":
                        ready = np.frombuffer(b["ready"], dtype=np.int64).copy()
                        ready[ready >= 0] += len(ready_keys)
                        parts[name].append(ready)
                    else:
                        parts[name].append(np.frombuffer(b[name], dtype=_DTYPES[name]).copy())
                ready_keys.extend(b["ready_keys"])
                nodes += len(b["kind"])
                edges += len(b["target"])
                now = time.time()
                if now - last_log > 30:
                    last_log = now
                    log("  %d turn-start states found, %d expanded, %d nodes, %d edges, %.0f s"
                        % (len(self.keys), expanded, nodes, edges, now - t0))
        self.seconds = time.time() - t0
        self.complete = not queue and not states
        self.arrays = {name: np.concatenate(parts[name]) for name in parts}
        ts_root = np.array(ts_root + [-1] * (len(self.keys) - len(ts_root)), dtype=np.int64)
        if not self.complete:  # a limited run (a try): a turn start never expanded ends the game, as `unexplored`
            target = self.arrays["target"]
            leaf = target <= LEAF_BASE
            lost = ts_root[LEAF_BASE - target[leaf]] < 0
            target[np.flatnonzero(leaf)[lost]] = unexplored
        self.arrays["ts_root"] = ts_root
        self.arrays["keys"] = np.frombuffer(b"".join(self.keys), dtype=np.uint8).reshape(len(self.keys), -1)
        self.arrays["ready_keys"] = np.frombuffer(b"".join(ready_keys), dtype=np.uint8).reshape(len(ready_keys), -1)
        self.arrays["seconds"] = np.array([self.seconds])
        self.arrays["complete"] = np.array([self.complete])


def load(path):
    """The arrays a complete exploration saved (np.savez), or None."""
    if not os.path.exists(path):
        return None
    with np.load(path) as f:
        return {name: f[name] for name in f.files}


_DTYPES = {"kind": np.int8, "height": np.uint8, "count": np.uint16, "normal": np.int8,
           "total": np.uint8, "tree": np.int64, "phase": np.uint8, "weight": np.uint8, "turns": np.uint8}
