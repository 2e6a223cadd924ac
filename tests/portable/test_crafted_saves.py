"""Crafted saves: states whose every byte is in range but that break an invariant the code relies on. is_valid
must refuse each (an app loads only what it accepts), or an action from it raises, or legal play from it reaches
a save the app then refuses. tools/state_fuzz.py searches for more (tests/test_state_fuzz.py, make soak)."""

from engine_kit import playout
from yaga.engine import CHANCE
from yaga.games.cards import rules as C
from yaga.games.goat_wolf import rules as g
from yaga.games.goat_wolf.board import C as CENTRE
from yaga.games.quest import rules as q
from yaga.games.tatra import rules as t
from yaga.rng import Rng

GOAT = g.GOAT
WOLF = g.WOLF
QUEST_TIE = 27  # the quest's layout: the seats tied for Baba Yaga's target, a bit each
CARDS_PHASE = 5  # the cards' layout: the phase, the draw pile's count, the hands, the draw pile
CARDS_NDRAW = 17
CARDS_HANDS = 35
CARDS_DRAW = 105


def test_gw7_is_valid_refuses_the_wolf_out_of_c_while_it_stands_on_c():
    s = g.new_state(3)
    g.set_position(s, 5, CENTRE, GOAT)
    assert g.is_valid(s) and g.current_player(s) == CHANCE
    s[g.AT_FLAGS + WOLF] |= 1 << g.F_OUT  # a roll from here walked the Wolf off its ring (IndexError)
    assert not g.is_valid(s)
    g.apply_action(s, 0)  # the Goat's 0 + 0: still its turn, the Wolf untouched
    assert not g.is_valid(s)


def test_gw7_is_valid_refuses_a_wolf_turn_in_c_that_is_not_its_way_out():
    s = g.new_state(3)
    g.set_position(s, 5, CENTRE, WOLF)
    assert g.is_valid(s) and s[g.AT_PHASE] == g.PH_OUT
    s[g.AT_PHASE] = g.PH_ROLL  # its roll walked it from C as if it were out
    assert not g.is_valid(s)


def test_gw6_is_valid_refuses_a_goat_turn_in_c_that_is_not_a_soul_roll():
    s = g.new_state(3)
    g.set_position(s, CENTRE, 20, GOAT)
    assert g.is_valid(s) and s[g.AT_PHASE] == g.PH_SOUL
    s[g.AT_PHASE] = g.PH_ROLL  # a two-dice walk from C went past the board's last cell
    assert not g.is_valid(s)


def _quest_in_play(style, players, seed=4):
    """A quest game past its set-up (random legal actions), at a player's step in PH_PLAY."""
    s = q.new_state(seed, players, style)
    rng = Rng(seed)
    for _ in range(400):
        if s[q.PHASE] == q.PH_PLAY and q.current_player(s) != CHANCE:
            return s
        actions = q.step_actions(s)
        q.apply_action(s, actions[rng.below(len(actions))])
    raise AssertionError("no play after 400 random actions")


def test_bq5_is_valid_refuses_a_baba_yaga_tie_of_fewer_than_two_seats():
    s = _quest_in_play("cooperative", 3)
    s[q.PHASE] = q.PH_TIE
    for tie in (0, 1, 4):  # no seat (A raised ValueError: no seat to draw from), or one: no tie
        s[QUEST_TIE] = tie
        assert not q.is_valid(s), tie
    s[QUEST_TIE] = 5  # seats 0 and 2 tied: a question play asks
    assert q.is_valid(s)


def test_bq7_is_valid_refuses_a_challenge_roll_with_no_die_left_to_roll():
    s = _quest_in_play("solo", 1)
    s[q.PHASE] = q.PH_CH_ENTER
    s[q.CH_N] = 2
    s[q.CH_ROLLED] = 1
    s[q.CH_DICE] = s[q.CH_DICE + 1] = 3
    assert q.is_valid(s)
    s[q.CH_ROLLED] = 2  # typed in: the third die went past the dice and the result was never given
    assert not q.is_valid(s)
    s[q.PHASE] = q.PH_CH_RESULT  # every die in, but neither passed nor failed
    s[q.CH_RESULT] = 0
    assert not q.is_valid(s)


def test_bq11_is_valid_refuses_an_ended_game_won_by_nobody_or_by_two():
    s = _quest_in_play("competitive", 3)
    s[q.PHASE] = q.PH_OVER
    s[q.RESULT], s[q.REASON] = 1, q.END_QUEST  # won ...
    for winners in (0, 3):  # ... by nobody (the result screen looked for the winner for ever), or by two
        s[q.WINNERS] = winners
        assert not q.is_valid(s), winners
    s[q.WINNERS] = 2
    assert q.is_valid(s)
    s[q.REASON] = 0  # ended for no reason
    assert not q.is_valid(s)


def _tatra_battle(bag=4, seed=5):
    """TA-4: a battle under way in the Dawn phase, `bag` position tiles in the bag."""
    s = t.new_state(seed, "short")
    while t.legal_actions(s) == [t.A_TICK]:
        t.apply_action(s, t.A_TICK)
    t.apply_action(s, t.NUM + 12)
    while t.legal_actions(s) == [t.A_TICK]:
        t.apply_action(s, t.A_TICK)
    t.apply_action(s, t.A_TATRA_DONE)
    for _ in range(3):
        if s[t.ASK]:
            t.apply_action(s, t.NUM + 3)
        t.apply_action(s, t.A_FULFILLED)
    t.apply_action(s, t.A_BATTLE)
    t.apply_action(s, t.NUM + bag)
    assert t.to_dict(s)["battle"]["active"] and t.is_valid(s)
    return s


def test_ta4_is_valid_refuses_a_tally_with_no_room_for_one_more():
    s = _tatra_battle()
    s[t.WON] = 254
    assert t.is_valid(s)
    s[t.WON] = 255  # a win then raised ValueError on CPython (a byte past 255), wrapped to 0 on MicroPython
    assert not t.is_valid(s)


def test_ta4_is_valid_refuses_a_bag_whose_tiles_are_past_its_size():
    s = _tatra_battle(bag=4)
    s[t.BAG], s[t.BAG + 1] = 0x01, 0x00  # only tile 9 left, in a bag of 4: "draw tile" drew from nothing
    assert t.A_DRAW_TILE in t.legal_actions(s)
    assert not t.is_valid(s)
    s = _tatra_battle(bag=4)
    t.apply_action(s, t.A_DRAW_TILE)
    t.apply_action(s, t.sample_chance(s))
    assert t.is_valid(s)
    s[t.POS + 1] = s[t.POS]  # a second tile drawn that is the first one
    assert not t.is_valid(s)


def test_ta3_is_valid_refuses_more_cubes_than_the_track_holds():
    s = _tatra_battle()
    s[t.CUBES] = 1  # nine on the track and one on the West card: a cube back made ten (a save then refused)
    assert not t.is_valid(s)
    s[t.TRACK] = 8
    assert t.is_valid(s)


def test_ta4_every_state_of_random_battles_and_alliances_stays_valid():
    for seed in range(6):
        s = _tatra_battle(seed=seed)
        playout(t, s, Rng(seed), max_steps=300, invariant=lambda x: t.current_player(x) == CHANCE or t.is_valid(x))


def _cards_dealt(seed=2):
    s = C.new_state(seed, 3)
    C.apply_action(s, C.SHUFFLE)
    assert C.is_valid(s)
    return s


def test_by7_is_valid_refuses_an_oversized_hand_while_hands_are_refilled():
    s = _cards_dealt()
    s[CARDS_PHASE] = C.RESHUFFLE  # paused for the reshuffle, hands may be short ...
    top = s[CARDS_DRAW + s[CARDS_NDRAW] - 1]  # ... but the draw pile's top card into seat 1's hand makes six
    s[CARDS_NDRAW] -= 1
    s[CARDS_HANDS + C.KINDS + top] += 1
    assert C.hand_size(s, 1) == C.HAND + 1
    assert not C.is_valid(s)
