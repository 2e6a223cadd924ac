"""The one contract every game engine follows (after OpenSpiel's state/action/chance model).

An engine is a module with:
  STATE_SIZE               the constant length of its state bytearray
  new_state(seed, ...)     a fresh state (the PRNG seeded inside it)
  current_player(s)        a player index, CHANCE or TERMINAL
  legal_actions(s)         a list of ints (at a chance node: the possible outcomes)
  chance_outcomes(s)       at a chance node: a list of (action, weight) pairs, weights positive ints
  sample_chance(s)         the outcome the state's own PRNG gives now; does not change s
  apply_action(s, a)       changes s in place; an illegal a raises ValueError and leaves s unchanged
  returns(s)               a list of payoffs, one per player (all 0 until the end)
  action_to_str(s, a)      a short readable name of a
  to_dict(s)               a readable view for tests and debugging
  is_valid(s)              whether bytes loaded from a save are a state play can reach (every field in its
                           range, the game's invariants); False, never an exception, for any bytes

Chance and replay: applying *any* chance outcome first advances the PRNG inside the state exactly
as drawing it would (`sample_chance` peeks on a copy), then applies the given outcome. So a seed plus
the list of applied actions replays a game byte for byte, whether the outcomes came from the PRNG,
from a test, or from physical dice typed in at the table.
"""

from yaga.compat import const

CHANCE = const(-1)
TERMINAL = const(-2)


def peek(draw, s):
    """Run `draw(state)` (which advances the state's PRNG) on a copy, so `s` is untouched."""
    return draw(bytearray(s))


def check_legal(engine, s, a):
    """Raise ValueError unless a is legal in s (call before any change to s)."""
    if a not in engine.legal_actions(s):
        raise ValueError("illegal action %r" % (a,))
