"""Each engine module offers the whole contract of yaga.engine by name, as its own module attributes (not
through its module __getattr__, which serves only the names tests and tools use): CHANCE and TERMINAL are
yaga.engine's, STATE_SIZE an int, the functions callable, and a new state has STATE_SIZE bytes. Each also checks a
saved state with is_valid."""

from yaga import engine

CONSTANTS = ("CHANCE", "TERMINAL", "STATE_SIZE")
FUNCTIONS = ("new_state", "current_player", "legal_actions", "apply_action", "returns", "action_to_str", "to_dict")
CHANCE_FUNCTIONS = ("chance_outcomes", "sample_chance")  # engines with chance nodes


def _check(module, names, s):
    """`names`: the values the test imported from `module`, in the order CONSTANTS, FUNCTIONS, then
    CHANCE_FUNCTIONS for an engine with chance nodes; `s`: a new state."""
    expected = (CONSTANTS + FUNCTIONS + CHANCE_FUNCTIONS)[:len(names)]
    assert len(names) in (len(CONSTANTS + FUNCTIONS), len(CONSTANTS + FUNCTIONS + CHANCE_FUNCTIONS))
    own = module.__dict__
    for name, value in zip(expected, names):
        assert name in own, "%s.%s is not the module's own name" % (module.__name__, name)
        assert own[name] is value, name
        if name in CONSTANTS:
            assert isinstance(value, int), name
        else:
            assert callable(value), name
    assert own["CHANCE"] == engine.CHANCE and own["TERMINAL"] == engine.TERMINAL
    assert len(s) == own["STATE_SIZE"]
    assert isinstance(own["to_dict"](s), dict) and len(own["returns"](s)) > 0


def test_goat_wolf_offers_the_contract_by_name():
    from yaga.games.goat_wolf import rules as goat_wolf
    from yaga.games.goat_wolf.rules import (
        CHANCE, TERMINAL, STATE_SIZE, new_state, current_player, legal_actions, apply_action, returns,
        action_to_str, to_dict, chance_outcomes, sample_chance,
    )

    names = (CHANCE, TERMINAL, STATE_SIZE, new_state, current_player, legal_actions, apply_action, returns,
             action_to_str, to_dict, chance_outcomes, sample_chance)
    _check(goat_wolf, names, new_state(1))


def test_cards_offers_the_contract_by_name():
    from yaga.games.cards import rules as cards
    from yaga.games.cards.rules import (
        CHANCE, TERMINAL, STATE_SIZE, new_state, current_player, legal_actions, apply_action, returns,
        action_to_str, to_dict, chance_outcomes, sample_chance,
    )

    names = (CHANCE, TERMINAL, STATE_SIZE, new_state, current_player, legal_actions, apply_action, returns,
             action_to_str, to_dict, chance_outcomes, sample_chance)
    _check(cards, names, new_state(1, 3))


def test_quest_offers_the_contract_by_name():
    from yaga.games.quest import rules as quest
    from yaga.games.quest.rules import (
        CHANCE, TERMINAL, STATE_SIZE, new_state, current_player, legal_actions, apply_action, returns,
        action_to_str, to_dict, chance_outcomes, sample_chance,
    )

    names = (CHANCE, TERMINAL, STATE_SIZE, new_state, current_player, legal_actions, apply_action, returns,
             action_to_str, to_dict, chance_outcomes, sample_chance)
    _check(quest, names, new_state(1, 3, "competitive"))


def test_tatra_offers_the_contract_by_name():
    from yaga.games.tatra import rules as tatra
    from yaga.games.tatra.rules import (
        CHANCE, TERMINAL, STATE_SIZE, new_state, current_player, legal_actions, apply_action, returns,
        action_to_str, to_dict, chance_outcomes, sample_chance,
    )

    names = (CHANCE, TERMINAL, STATE_SIZE, new_state, current_player, legal_actions, apply_action, returns,
             action_to_str, to_dict, chance_outcomes, sample_chance)
    _check(tatra, names, new_state(1, "medium"))
    assert "is_valid" in tatra.__dict__  # the engine's own name, not reached through a module __getattr__


def test_dice_tray_offers_the_contract_by_name():
    # no chance nodes: a roll's faces come from the state's PRNG inside apply_action
    from yaga.games.dice import rules as dice
    from yaga.games.dice.rules import (
        CHANCE, TERMINAL, STATE_SIZE, new_state, current_player, legal_actions, apply_action, returns,
        action_to_str, to_dict,
    )

    names = (CHANCE, TERMINAL, STATE_SIZE, new_state, current_player, legal_actions, apply_action, returns,
             action_to_str, to_dict)
    _check(dice, names, new_state(1))


def test_every_engine_checks_a_saved_state_with_is_valid():
    # a save is checked before it is trusted: is_valid(s) accepts a new state, refuses any other length, and
    # gives True or False for any bytes of the right length, never an exception (the games' own tests play
    # random games through the contract with is_valid asserted at every step, and refuse single wrong bytes)
    from yaga.rng import Rng
    from yaga.games.cards import rules as cards
    from yaga.games.dice import rules as dice
    from yaga.games.goat_wolf import rules as goat_wolf
    from yaga.games.quest import rules as quest
    from yaga.games.tatra import rules as tatra

    r = Rng(14)
    for engine, s in ((goat_wolf, goat_wolf.new_state(1)), (cards, cards.new_state(1, 3)), (dice, dice.new_state(1)),
                      (quest, quest.new_state(1, 3, "competitive")), (tatra, tatra.new_state(1, "medium"))):
        assert callable(engine.is_valid) and engine.is_valid(s) is True, engine.__name__
        assert engine.is_valid(s[:-1]) is False and engine.is_valid(s + b"\x00") is False, engine.__name__
        for _ in range(300):
            assert engine.is_valid(bytearray(r.below(256) for _ in range(engine.STATE_SIZE))) in (True, False)
