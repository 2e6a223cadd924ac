"""The shared test kit every game engine passes (the OpenSpiel idea: one contract, one kit).

`check_engine(engine, make_state, ...)` plays random games with random chance outcomes and checks,
after every step: the state keeps STATE_SIZE bytes, to_dict and action_to_str work, an illegal action
raises ValueError and changes nothing, sample_chance does not change the state and names a legal
outcome, and an optional invariant holds. At the end it replays the game from its seed and actions
and requires the very same bytes.
"""

from yaga.engine import CHANCE, TERMINAL
from yaga.rng import Rng


def _illegal_actions(legal):
    top = max(legal) if legal else 0
    return (-7, top + 1000)


def _check_illegal(engine, s, legal):
    before = bytes(s)
    for a in _illegal_actions(legal):
        if a in legal:
            continue
        try:
            engine.apply_action(s, a)
        except ValueError:
            pass
        else:
            raise AssertionError("illegal action %r accepted" % (a,))
        assert bytes(s) == before, "a rejected action changed the state"


def _pick(engine, s, rng, player):
    legal = engine.legal_actions(s)
    assert legal, "no legal action at a non-terminal state"
    if player == CHANCE:
        outcomes = engine.chance_outcomes(s)
        assert sorted([a for a, _ in outcomes]) == sorted(legal), "chance outcomes differ from legal actions"
        before = bytes(s)
        sampled = engine.sample_chance(s)
        assert bytes(s) == before, "sample_chance changed the state"
        assert sampled in legal, "sample_chance gave an outcome that is not legal"
        if rng.below(2):
            return sampled, legal
    return legal[rng.below(len(legal))], legal


def playout(engine, s, rng, max_steps=5000, invariant=None):
    """Play random actions from s until TERMINAL or max_steps; returns the actions applied."""
    actions = []
    for _ in range(max_steps):
        player = engine.current_player(s)
        if player == TERMINAL:
            assert engine.legal_actions(s) == [], "a terminal state has legal actions"
            break
        a, legal = _pick(engine, s, rng, player)
        assert isinstance(engine.action_to_str(s, a), str)
        _check_illegal(engine, s, legal)
        engine.apply_action(s, a)
        actions.append(a)
        assert len(s) == engine.STATE_SIZE, "state size changed"
        engine.to_dict(s)
        if invariant is not None:
            invariant(s)
    return actions


def check_engine(engine, make_state, games=20, seed=1, max_steps=5000, require_terminal=True, invariant=None):
    """Random playouts of `games` games; make_state(seed) builds a fresh state. Returns finished games."""
    rng = Rng(seed)
    finished = 0
    for g in range(games):
        game_seed = seed * 1000 + g
        s = make_state(game_seed)
        assert len(s) == engine.STATE_SIZE
        actions = playout(engine, s, rng, max_steps, invariant)
        ended = engine.current_player(s) == TERMINAL
        if require_terminal:
            assert ended, "game %d did not end within %d steps" % (g, max_steps)
        if ended:
            finished += 1
            assert len(engine.returns(s)) > 0
        again = make_state(game_seed)
        for a in actions:
            engine.apply_action(again, a)
        assert bytes(again) == bytes(s), "replay from seed and actions differs"
        clone = bytearray(s)
        assert clone == s and clone is not s
    return finished
