"""The shared engine kit on the card game: random tournaments to the end, replay, 78-card conservation."""

import engine_kit
from yaga.rules import cards as C

_FULL = [C.DECK[n] for n in C.NAMES]


def _conserved(s):
    """BY-1: after every action all 78 cards are somewhere; at a turn every hand holds five."""
    assert C.card_census(s) == _FULL
    if C.phase(s) == C.TURN:
        for p in range(C.players(s)):
            assert C.hand_size(s, p) == C.HAND


def _make(seed):
    return C.new_state(seed, 2 + seed % 4)  # 2, 3, 4 and 5 players in turn


def test_engine_kit_random_tournaments_conserve_the_78_cards():
    finished = engine_kit.check_engine(
        C, _make, games=4, seed=2, max_steps=60000, invariant=_conserved
    )
    assert finished == 4
