"""Goat and Wolf's review of a finished game: the choices of the people playing, valued as the coach values them.

It needs nothing stored but the game's start and its choices (the app's save): the state's generator decides
every roll, so the starting generator and each choice of two or more actions replay the game on the engine byte
for byte (yaga.engine); each choice of a person is valued one a step, so the box answers keys between them.
Loaded only for a review (yaga.games.goat_wolf.coach_views).
"""

from yaga.compat import const
from yaga.engine import CHANCE, TERMINAL
from yaga.games.goat_wolf import rules as gw
from yaga.games.goat_wolf.coach import chances, ranked
from yaga.games.goat_wolf.rules import AT_CELL, AT_RNG, AT_TURNS, GOAT, WOLF

SHOWN = const(3)  # the review lists this many costliest choices


def replay_start(balanced, rng):
    """The game's first state from its starting generator (4 bytes: AT_RNG of new_state)."""
    s = gw.new_state(1, balanced)
    s[AT_RNG:AT_RNG + 4] = rng
    return s


class Review:
    """A finished game replayed from its start and choices, each choice of a human side (humans: bit p set for
    piece p) valued by `step`, one a call; then `worst` holds the SHOWN costliest, ordered by their exact loss
    (the larger first; equal ones in the game's order), each (loss, state before, chosen action, best action),
    and kept / best the sums of the chances chosen and the best ones. `failed` when the choices do not replay to
    the game's `end` (a state set by hand, as the screenshots' positions are, has no such record)."""

    def __init__(self, balanced, rng, choices, humans, end):
        self.s = replay_start(balanced, rng)
        self.end = end
        self.choices = choices
        self.humans = humans
        self.used = 0  # choices replayed
        self.kept = 0.0
        self.best = 0.0
        self.worst = []
        self.failed = False
        self.total = len(choices)  # the human choices to value: the AI's leave the count as each is met
        self.done = 0

    def finished(self):
        """Whether the replay is over: the game's end reached (failed when it is not the game's end)."""
        if gw.current_player(self.s) == TERMINAL:
            self.failed = self.failed or self.s != self.end
            return True
        return self.failed

    def step(self):
        """Replay to the next choice of two or more actions; value it when a human's; apply the choice made."""
        s = self.s
        try:
            while True:
                p = gw.current_player(s)
                if p == TERMINAL:
                    return
                if p == CHANCE:
                    gw.apply_action(s, gw.sample_chance(s))
                    continue
                legal = gw.legal_actions(s)
                if len(legal) == 1:
                    gw.apply_action(s, legal[0])
                    continue
                if self.used >= len(self.choices):
                    raise ValueError("choices run out")
                a = self.choices[self.used]
                self.used += 1
                if self.humans >> p & 1:
                    self._value(s, legal, a)
                    self.done += 1
                else:
                    self.total -= 1
                gw.apply_action(s, a)
                if self.humans >> p & 1:
                    return
        except ValueError:
            self.failed = True

    def _value(self, s, legal, a):
        values = chances(s, legal)
        top = ranked(values)[0]
        chosen = values[legal.index(a)]
        self.kept += chosen
        self.best += values[top]
        loss = values[top] - chosen
        if loss <= 0.0:
            return
        at = len(self.worst)
        while at and self.worst[at - 1][0] < loss:
            at -= 1
        if at < SHOWN:
            self.worst.insert(at, (loss, bytes(s), a, legal[top]))
            del self.worst[SHOWN:]


def where(s):
    """The turn number and the two cells of a state (the review's position)."""
    return s[AT_TURNS] << 8 | s[AT_TURNS + 1], s[AT_CELL + GOAT], s[AT_CELL + WOLF]
