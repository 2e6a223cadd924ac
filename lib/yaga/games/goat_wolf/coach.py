"""Goat and Wolf's coach: each option's chance of winning at a player's choice (its screens: coach_views; the
review of a finished game: review).

The numbers are the hard level's (yaga.games.goat_wolf.ai.option_values: its search of the rest of the turn and
the solver-built table where the turn ends), each option searched whole, so they are what hard would weigh,
given as the chance of the side choosing. Without the table for the rules played there are none (the set-up
says "No tables" and the coach says it cannot).
"""

from yaga.games.goat_wolf import ai
from yaga.games.goat_wolf.rules import AT_TURN, WOLF


def chances(s, legal):
    """The chance of the side choosing at s after each legal action (the Goat's own, or 1 - it for the Wolf)."""
    values = ai.option_values(s, legal)
    if s[AT_TURN] == WOLF:
        for i in range(len(values)):
            values[i] = 1.0 - values[i]
    return values


def ranked(values):
    """The options' indexes best first; equal values keep the engine's order (no sort is stable on both
    interpreters: an insertion, for a dozen options at most)."""
    order = []
    for i in range(len(values)):
        at = len(order)
        while at and values[order[at - 1]] < values[i]:
            at -= 1
        order.insert(at, i)
    return order


def percent(x):
    """A chance (0..1) or a loss of it as a percentage with one decimal."""
    n = int(x * 1000 + 0.5)
    return "%d.%d" % (n // 10, n % 10)
