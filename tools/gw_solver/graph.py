"""The reachable game of yaga.games.goat_wolf.rules as a graph: one small acyclic graph per turn-start state.

Why per turn: every cycle of the game passes from one turn to another, so inside a turn the nodes can be
valued children first, and only the turn-start values need iterating (yaga.engine's own apply_action makes
every edge, so the graph is the engine's game and no other).

Keys. A node is keyed by the bytes of its state that can still change the game (`key`): the PRNG, the turn
count, the last dice, events and trail are dropped, and so are the fields the current phase never reads
before writing them. `check_turns` tests that claim state by state (see check_state). The AI levels read
nothing a key drops either (yaga.games.goat_wolf.ai: the cells, flags, phase, mover, odd soul rolls), so their
choices, recorded per node, are functions of the key too; the games of gw_solver.simulate, played on whole
states, check both. (The hard level is not recorded: it is the table the solver builds, searched the way
gw_solver.features models it exactly.)
"""

import random
from array import array

from yaga.games.goat_wolf import ai
from yaga.engine import CHANCE, TERMINAL
from yaga.rng import Rng
from yaga.games.goat_wolf import rules as gw

# state offsets and phases of the engine (goat_wolf's layout table); goat_wolf_view has their public names
AT_PHASE, AT_TURN, AT_CELL, AT_FLAGS = 4, 5, 6, 8
AT_REROLL, AT_ODD, AT_WINNER, AT_AFTER, AT_STEPS, AT_EFF, AT_BACK = 12, 13, 16, 17, 18, 19, 20
AT_DIE1, AT_DIE2, AT_PEND1, AT_PEND2, AT_TURNS = 21, 22, 23, 24, 26
KEY_FROM, KEY_TO = 4, 26  # the bytes a key is cut from (phase .. hold)
PH_ROLL, PH_SOUL, PH_EFFECT, PH_WIND, PH_EAR, PH_LAIR, PH_TRAP = 0, 1, 2, 3, 4, 5, 6
PH_REROLL, PH_JUMP, PH_PATH, PH_CAULDRON, PH_OUT, PH_OVER = 7, 8, 9, 10, 11, 12
AFTER_SIX = 1
EF_CAULDRON = 6
# Odd soul rolls beyond this count are one: the Trap reads 2 or more (GW-12) and the normal AI's rating takes 0.1
# a roll from about 0.55, floored at 0, so it reads up to 6. Kept raw, a Goat stuck in C would give a copy of
# every such state for each count up to 255.
ODD_KEPT = 6
F_MOVED = 3

# node kinds; edge targets below 0 are terminal or the next turn's start
CHANCE_NODE, GOAT_NODE, WOLF_NODE = 0, 1, 2
GOAT_WINS, WOLF_WINS = -1, -2
LEAF_BASE = -3  # a next-turn leaf is LEAF_BASE - its slot in the batch

# chance outcomes grouped by what the engine reads (weights out of 36): any two dice as the 21 unordered pairs
# (every rule reads the pair, never the order); a move roll as its total, 4+4 and 5+5 apart (GW-14, GW-15,
# GW-16); a soul roll as its parity (GW-6). check_state plays every one of the 36 to confirm each grouping.
PAIRS = [(d1 * 6 + d2, 1 if d1 == d2 else 2) for d1 in range(6) for d2 in range(d1, 6)]
TOTALS = [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 6), (11, 5), (17, 4), (23, 2), (28, 1), (29, 2), (35, 1)]
PARITIES = [(0, 18), (1, 18)]
ONE_DIE = [(gw.DIE_BASE + d, 1) for d in range(6)]

_DROP_PHASE_ONLY = (AT_AFTER, AT_STEPS, AT_EFF, AT_BACK, AT_PEND1, AT_PEND2)


def key(s):
    """The bytes of s that decide the rest of the game (see the module docstring)."""
    ph = s[AT_PHASE]
    if ph == PH_OVER:
        return bytes((PH_OVER, s[AT_WINNER]))
    k = bytearray(s[KEY_FROM:KEY_TO])
    k[AT_FLAGS + 1 - s[AT_TURN] - KEY_FROM] &= ~(1 << F_MOVED) & 0xFF  # the other piece's: reset when it starts
    k[AT_DIE1 - KEY_FROM] = 0
    k[AT_DIE2 - KEY_FROM] = 0
    k[AT_ODD - KEY_FROM] = min(k[AT_ODD - KEY_FROM], ODD_KEPT)
    keep = ()
    six = (AT_AFTER, AT_STEPS) if s[AT_AFTER] == AFTER_SIX else (AT_AFTER,)  # the 6 steps after a jump wait
    if ph == PH_EFFECT:
        keep = six + (AT_EFF,)
    elif ph in (PH_JUMP, PH_CAULDRON):
        keep = six
    elif ph == PH_PATH:
        keep = (AT_AFTER, AT_STEPS)
    elif ph == PH_WIND:
        keep = (AT_AFTER,)
    elif ph == PH_REROLL:
        keep = (AT_BACK, AT_PEND1, AT_PEND2) + (six + (AT_EFF,) if s[AT_BACK] == PH_EFFECT else ())
    for at in _DROP_PHASE_ONLY:
        if at not in keep:
            k[at - KEY_FROM] = 0
    if ph == PH_REROLL:
        k[AT_PEND1 - KEY_FROM], k[AT_PEND2 - KEY_FROM] = _pair_class(s[AT_BACK], s[AT_EFF], s[AT_PEND1], s[AT_PEND2])
    return bytes(k)


def _pair_class(back, eff, d1, d2):
    """The pair standing for every pair the kept roll resolves the same way: a move reads the total or the
    4+4 / 5+5 (GW-14..GW-16), a soul roll its parity (GW-6), the Stump its sum, the Cauldron its 4s and 5s."""
    if d1 > 5 or d2 > 5:
        return d1, d2
    total = d1 + d2
    if back == PH_SOUL:
        return 0, total % 2
    if back == PH_EFFECT and eff == EF_CAULDRON:
        four = d1 == 4 or d2 == 4
        five = d1 == 5 or d2 == 5
        return (4 if four else 0), (5 if five else 4 if four else 0)
    if back == PH_ROLL and d1 == d2 and d1 >= 4:
        return d1, d2
    return (0, total) if total <= 5 else (total - 5, 5)


def turns_begun(s):
    return s[AT_TURNS] << 8 | s[AT_TURNS + 1]


def outcome_groups(s):
    """[(chance action, weight)] covering every outcome of the chance node s once."""
    if not gw.two_dice(s):
        return ONE_DIE
    if s[AT_TURN] == gw.GOAT and s[AT_REROLL] == 1:  # the Goat may reroll: the pair waits in the state
        return PAIRS
    ph = s[AT_PHASE]
    if ph == PH_ROLL:
        return TOTALS
    if ph == PH_SOUL:
        return PARITIES
    return PAIRS


class TurnBatch:
    """Turns expanded by one worker: nodes and edges in flat arrays, next-turn leaves by key with a state each.

    Per node: kind, height (1 + the highest child; leaves 0), first edge, edge count, the normal AI's choice
    (edge number, -1 where the node is no decision of two or more), the raw outcomes' total for a
    chance node (36 or 6), the tree size (nodes of the turn's tree with every roll and choice expanded), the
    engine's phase, and for a move or soul roll or the one die of a 4+4 the number of its key in ready_keys
    (else -1): the states a table for the AI may value besides the turn starts (a move or soul roll after an Ear
    shift, a Lair direction or a reroll; the Wolf's one-die move of a 4+4).
    Per edge: target (node number in the batch, or GOAT_WINS, WOLF_WINS, LEAF_BASE - slot), weight (raw
    outcomes for a chance node, 1 for a choice) and turns begun on the way (for the game's length).
    """

    def __init__(self, with_ai):
        self.with_ai = with_ai
        self.kind = array("b")
        self.height = array("B")
        self.first = array("q")
        self.count = array("H")
        self.normal = array("b")
        self.total = array("B")
        self.tree = array("q")
        self.phase = array("B")
        self.ready = array("q")
        self.ready_keys = []
        self.target = array("q")
        self.weight = array("B")
        self.turns = array("B")
        self.roots = array("q")
        self.leaf_keys = []
        self.leaf_states = []
        self._slot = {}
        self._rng = Rng(1)

    def expand(self, s0):
        """Add the turn that starts at the real state s0; its root is the last node added."""
        self._turn0 = turns_begun(s0)
        self._memo = {}
        self.roots.append(self._node(s0, key(s0)))

    def _ref(self, t):
        """The edge target of a state reached by an action, and the turns begun on the way."""
        if t[AT_PHASE] == PH_OVER:
            return (GOAT_WINS if t[AT_WINNER] == 1 else WOLF_WINS), 0
        begun = turns_begun(t) - self._turn0
        k = key(t)
        if begun:
            slot = self._slot.get(k)
            if slot is None:
                slot = self._slot[k] = len(self.leaf_keys)
                self.leaf_keys.append(k)
                self.leaf_states.append(bytes(t))
            return LEAF_BASE - slot, begun
        n = self._memo.get(k)
        if n is None:
            n = self._node(t, k)
        elif n < 0:
            raise RuntimeError("a cycle inside one turn")
        return n, 0

    def _node(self, s, k):
        self._memo[k] = -1  # in progress: meeting it again below would be a cycle
        player = gw.current_player(s)
        edges = []
        if player == CHANCE:
            merged = {}
            for a, w in outcome_groups(s):
                t = bytearray(s)
                gw.apply_action(t, a)
                ref = self._ref(t)
                merged[ref] = merged.get(ref, 0) + w
            edges = [(ref, w) for ref, w in merged.items()]
            kind = CHANCE_NODE
            total = 6 if edges and not gw.two_dice(s) else 36
        else:
            legal = gw.legal_actions(s)
            for a in legal:
                t = bytearray(s)
                gw.apply_action(t, a)
                edges.append((self._ref(t), 1))
            kind = GOAT_NODE if player == gw.GOAT else WOLF_NODE
            total = 1
        height = 1
        tree = 1
        for (target, _), w in edges:
            if target >= 0:
                height = max(height, self.height[target] + 1)
                tree += w * self.tree[target]
        n = len(self.kind)
        self.kind.append(kind)
        self.height.append(height)
        self.first.append(len(self.target))
        self.count.append(len(edges))
        self.total.append(total)
        self.tree.append(tree)
        self.phase.append(s[AT_PHASE])
        if kind == CHANCE_NODE and s[AT_PHASE] in (PH_ROLL, PH_SOUL, PH_WIND):  # a roll a turn starts with, a soul
            # roll, or the one die of a 4+4 (GW-15)
            self.ready.append(len(self.ready_keys))
            self.ready_keys.append(k)
        else:
            self.ready.append(-1)
        for (target, begun), w in edges:
            self.target.append(target)
            self.weight.append(w)
            self.turns.append(begun)
        if kind != CHANCE_NODE and len(edges) > 1 and self.with_ai:
            self.normal.append(legal.index(ai.choose(s, ai.NORMAL, self._rng)))
        else:
            self.normal.append(-1)
        self._memo[k] = n
        return n

    def arrays(self):
        """What the master needs, as plain picklable values."""
        return {name: getattr(self, name) for name in
                ("kind", "height", "first", "count", "normal", "total", "tree", "phase", "ready",
                 "ready_keys", "target", "weight", "turns", "roots", "leaf_keys", "leaf_states")}


def expand_batch(job):
    """Worker: expand the turns of a batch of real turn-start states."""
    states, with_ai = job
    batch = TurnBatch(with_ai)
    for s in states:
        batch.expand(bytearray(s))
    return batch.arrays()


# ---- the check of the keys -------------------------------------------------------------------------------

def _scrambled(s, rnd):
    """s with every byte the key drops set at random, and the pending pair replaced by another of its class."""
    t = bytearray(s)
    k = key(s)
    for i in range(4):
        t[i] = rnd.randrange(256)
    if not any(t[:4]):
        t[0] = 1
    for i in range(AT_TURNS, gw.STATE_SIZE):
        t[i] = rnd.randrange(256)
    t[AT_TURNS] = rnd.randrange(255)  # the count stops at 0xFFFF: keep clear of it
    for at in range(AT_TURN + 1, KEY_TO):  # the phase and the mover always count
        trial = bytearray(t)
        trial[at] = rnd.randrange(256)
        if key(trial) == k:
            t = trial
    flags = AT_FLAGS + 1 - s[AT_TURN]
    trial = bytearray(t)
    trial[flags] ^= 1 << F_MOVED
    if key(trial) == k:
        t = trial
    for _ in range(8):  # another pair of the same class
        trial = bytearray(t)
        trial[AT_PEND1], trial[AT_PEND2] = rnd.randrange(6), rnd.randrange(6)
        if key(trial) == k:
            t = trial
    return t


def check_state(s, rnd):
    """The key's claim at s: a copy with every dropped byte scrambled has the same player, legal actions and
    result, and each action (every one of the 36 or 6 outcomes at a chance node) leads both to states of one
    key; and every outcome's key is that of its group's representative in outcome_groups. Returns the first
    difference found, or None."""
    t = _scrambled(s, rnd)
    try:
        return _differs(s, t)
    except Exception as e:  # a dropped byte the engine reads can make it fail
        return "scrambled copy: %r" % (e,)


def _differs(s, t):
    if gw.current_player(s) != gw.current_player(t) or gw.returns(s) != gw.returns(t):
        return "player or result"
    legal = gw.legal_actions(s)
    if legal != gw.legal_actions(t):
        return "legal actions"
    for a in legal:
        u = bytearray(s)
        v = bytearray(t)
        gw.apply_action(u, a)
        gw.apply_action(v, a)
        if key(u) != key(v) or (turns_begun(u) - turns_begun(s)) != (turns_begun(v) - turns_begun(t)):
            return "action %d" % a
    if gw.current_player(s) == CHANCE:
        groups = outcome_groups(s)
        reps = {}
        for a, w in groups:
            u = bytearray(s)
            gw.apply_action(u, a)
            reps[a] = key(u)
        seen = {}
        for a in legal:
            u = bytearray(s)
            gw.apply_action(u, a)
            seen.setdefault(key(u), 0)
            seen[key(u)] += 1
        grouped = {}
        for a, w in groups:
            grouped.setdefault(reps[a], 0)
            grouped[reps[a]] += w
        if grouped != seen:
            return "outcome groups"
    return None


def random_turn_starts(start, games, seed=11):
    """The turn-start states of `games` games played with random choices and the engine's own dice."""
    rnd = random.Random(seed)
    out = []
    for g in range(games):
        s = start(g + 1)
        out.append(bytes(s))
        while gw.current_player(s) != TERMINAL:
            before = turns_begun(s)
            if gw.current_player(s) == CHANCE:
                a = gw.sample_chance(s)
            else:
                a = rnd.choice(gw.legal_actions(s))
            gw.apply_action(s, a)
            if turns_begun(s) != before and gw.current_player(s) != TERMINAL:
                out.append(bytes(s))
    return out


def check_turns(states, seed=7):
    """check_state at every node of the turns starting at `states` (each distinct key once); returns (nodes
    checked, [(state, difference)])."""
    rnd = random.Random(seed)
    seen = set()
    bad = []
    for s0 in states:
        turn0 = turns_begun(s0)
        stack = [bytearray(s0)]
        while stack:
            s = stack.pop()
            k = key(s)
            if k in seen or gw.current_player(s) == TERMINAL or turns_begun(s) != turn0:
                continue
            seen.add(k)
            why = check_state(s, rnd)
            if why:
                bad.append((bytes(s), why))
            for a in gw.legal_actions(s):
                t = bytearray(s)
                gw.apply_action(t, a)
                stack.append(t)
    return len(seen), bad


def behaviour(states, h):
    """Feed h (a hashlib object) what the engine and the normal level do at every node of the turns starting at
    `states` (each distinct key once): the key, the player, the legal actions, each action's (every outcome's)
    next key, turns begun and winner, and normal's choice. An exploration depends on nothing else of the game's
    code, so this is its fingerprint however that code is laid out (gw_solver.__main__.fingerprint)."""
    rng = Rng(1)
    seen = set()
    for s0 in states:
        turn0 = turns_begun(s0)
        stack = [bytearray(s0)]
        while stack:
            s = stack.pop()
            k = key(s)
            if k in seen or turns_begun(s) != turn0:
                continue
            seen.add(k)
            player = gw.current_player(s)
            h.update(k + bytes((player & 0xFF,)))
            if player == TERMINAL:
                continue
            legal = gw.legal_actions(s)
            h.update(bytes(legal))
            for a in legal:
                t = bytearray(s)
                gw.apply_action(t, a)
                h.update(key(t) + bytes((turns_begun(t) - turn0, t[AT_WINNER])))
                stack.append(t)
            if player != CHANCE and len(legal) > 1:
                h.update(bytes((ai.choose(s, ai.NORMAL, rng),)))
    return len(seen)
