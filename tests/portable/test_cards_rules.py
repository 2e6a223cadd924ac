"""The Baba Yaga card game engine against its rule page (BY-1 ... BY-13), under both interpreters."""

from expect import raises
from yaga.engine import CHANCE
import cards_kit as kit
from yaga.games.cards import rules as C


def _census_ok(s):
    """BY-1: all 78 cards are somewhere, each kind its table count."""
    assert C.card_census(s) == [kit.DECK[n] for n in C.NAMES]


def _state(hands, discards, draw=(), turn=0, seed=3, asked=0):
    s = C.new_state(seed, len(hands), asked)
    C.arrange(s, hands, discards, draw, turn)
    _census_ok(s)
    return s


def _hand(s, p):
    return C.to_dict(s)["hands"][p]


def _act(s, a):
    assert a in C.legal_actions(s), C.action_to_str(s, a)
    C.apply_action(s, a)
    _census_ok(s)


K = kit.card_id
PLAIN = ["P5", "P5", "P6", "P6", "P7"]


# ---- BY-1 cards ----


def test_by1_deck_has_78_cards_in_the_table_counts():
    assert sum([kit.DECK[n] for n in C.NAMES]) == 78
    assert kit.DECK["BY"] == 20 and kit.DECK["OWL"] == 8
    assert [kit.DECK["P%d" % v] for v in range(1, 8)] == [4, 4, 5, 5, 5, 5, 5]
    assert (kit.DECK["PELICAN"], kit.DECK["CATS"], kit.DECK["WAND"]) == (8, 3, 2)
    assert (kit.DECK["GARLIC"], kit.DECK["MORTAR"]) == (2, 2)


def test_by1_card_points_and_hand_points():
    assert kit.card_points("BY") == 0
    assert [kit.card_points("P%d" % v) for v in range(1, 8)] == [1, 2, 3, 4, 5, 6, 7]
    for spell in ("OWL", "PELICAN", "CATS"):
        assert kit.card_points(spell) == 7
    assert kit.card_points("WAND") == 8
    assert kit.card_points("GARLIC") == 10 and kit.card_points("MORTAR") == 10
    assert kit.hand_points(["BY", "P1", "P3", "GARLIC", "OWL"]) == 21
    raises(ValueError, kit.card_points, "JOKER")


def test_by1_activation_values():
    assert C.activation(C.PELICAN) == 7 and C.activation(C.OWL) == 7 and C.activation(C.CATS) == 7
    assert C.activation(C.WAND) == 8


# ---- BY-2 set-up ----


def test_by2_players_outside_two_to_five_are_refused():
    raises(ValueError, C.new_state, 1, 1)
    raises(ValueError, C.new_state, 1, 6)
    raises(ValueError, C.new_state, 1, 0)
    for n in (2, 3, 4, 5):
        C.new_state(1, n)


def test_by2_deal_five_each_and_two_discard_piles():
    for n in (2, 3, 4, 5):
        s = C.new_state(7, n)
        assert C.current_player(s) == CHANCE
        assert C.legal_actions(s) == [C.SHUFFLE]
        _census_ok(s)
        C.apply_action(s, C.sample_chance(s))
        d = C.to_dict(s)
        assert [len(h) for h in d["hands"]] == [5] * n
        assert [len(p) for p in d["discards"]] == [1, 1]
        assert d["draw"] == 50 - 5 * n - 2
        assert d["red"] == 20 and d["teal"] == 8
        assert "BY" not in sum(d["hands"], []) and "OWL" not in sum(d["hands"], [])
        assert d["turn"] == 0 and C.current_player(s) == 0
        _census_ok(s)


def test_by2_the_shuffle_comes_from_the_state_prng():
    a = C.new_state(11, 4)
    b = C.new_state(11, 4)
    c = C.new_state(12, 4)
    for s in (a, b, c):
        C.apply_action(s, C.SHUFFLE)
    assert a == b and a != c


# ---- BY-3 exchange ----


def test_by3_exchange_takes_the_draw_top():
    s = _state([PLAIN, ["P1", "P2", "P3", "P4", "P5"]], [["P2"], ["P3"]], draw=["GARLIC"])
    _act(s, C.exchange_action(C.P7, 0, 0))
    assert _hand(s, 0) == ["P5", "P5", "P6", "P6", "GARLIC"]
    assert C.to_dict(s)["discards"][0] == ["P2", "P7"]
    assert C.current_player(s) == 1


def test_by3_exchange_takes_the_other_discard_top():
    s = _state([PLAIN, ["P1", "P2", "P3", "P4", "P5"]], [["P2"], ["P4", "P1"]])
    _act(s, C.exchange_action(C.P7, 0, 1))
    assert _hand(s, 0) == ["P1", "P5", "P5", "P6", "P6"]
    assert C.to_dict(s)["discards"] == [["P2", "P7"], ["P4"]]


def test_by3_an_active_spell_cannot_be_taken():
    s = _state([["PELICAN", "P3", "P4", "P6", "P6"], PLAIN], [["P2"], ["P5"]], draw=["P1", "P1"])
    _act(s, C.cast_action(C.PELICAN, _pay("P3", "P4"), 1, C.BY))
    assert C.to_dict(s)["active"] == [False, True]
    legal = C.legal_actions(s)
    assert C.exchange_action(K("P5"), 0, 1) not in legal  # the Pelican is active on pile 1
    assert C.exchange_action(K("P5"), 0, 0) in legal
    before = bytes(s)
    raises(ValueError, C.apply_action, s, C.exchange_action(K("P5"), 0, 1))
    assert bytes(s) == before


def test_by3_with_one_discard_pile_discard_onto_the_empty_side():
    s = _state([PLAIN, PLAIN[:]], [[], ["P3"]])
    legal = C.legal_actions(s)
    assert C.exchange_action(C.P7, 1, 0) not in legal
    assert C.exchange_action(C.P7, 1, 1) not in legal
    assert C.exchange_action(C.P7, 0, 1) in legal  # takes the P3 from the other pile
    assert C.exchange_action(C.P7, 0, 0) in legal


def test_by3_empty_other_pile_means_take_from_the_draw():
    s = _state([PLAIN, PLAIN[:]], [[], ["P3"]])
    _act(s, C.exchange_action(C.P7, 0, 1))  # pile 1 is now empty
    assert C.to_dict(s)["discards"] == [["P7"], []]
    legal = C.legal_actions(s)
    assert C.exchange_action(K("P5"), 1, 0) in legal
    assert C.exchange_action(K("P5"), 1, 1) in legal  # onto the empty side, take the P7 across
    assert C.exchange_action(K("P5"), 0, 0) not in legal


# ---- BY-4 casting ----


def _pay(*names):
    want = sorted([kit.card_id(n) for n in names])
    for i in range(C.NPAY):
        if sorted(list(kit.PAYMENTS[i])) == want:
            return i
    raise AssertionError("no payment %r" % (names,))


def test_by4_payments_are_every_potion_multiset_of_at_most_four_totalling_7_then_8():
    """The engine's PAY table, derived here: the Mortar first (BY-11), then the 7s, then the 8s."""
    found = []

    def parts(left, most, room, acc):
        if left == 0:
            found.append(bytes(acc))
        elif room:
            for v in range(min(most, left), 0, -1):
                parts(left - v, v, room - 1, acc + [C.P1 + v - 1])

    parts(7, 7, 4, [])
    parts(8, 7, 4, [])
    assert list(kit.PAYMENTS) == [b""] + found
    assert [kit.PAY_TOTALS[i] for i in range(C.NPAY)] == [0] + [7] * 11 + [8] * 14


def test_by4_pelican_with_three_and_four_takes_a_baba_yaga_and_refills():
    s = _state([["PELICAN", "P3", "P4", "P6", "P6"], PLAIN], [["P2"], ["P5"]], draw=["P2", "P1"])
    _act(s, C.cast_action(C.PELICAN, _pay("P3", "P4"), 0, C.BY))
    assert _hand(s, 0) == ["BY", "P1", "P2", "P6", "P6"]
    d = C.to_dict(s)
    assert d["discards"][0] == ["P2", "P4", "P3", "PELICAN"]  # potions under, the spell on top
    assert d["active"][0] and d["red"] == 19 and C.current_player(s) == 1


def test_by4_pelican_can_take_an_owl_instead():
    s = _state([["PELICAN", "P7", "P4", "P6", "P6"], PLAIN], [["P2"], ["P5"]], draw=["P1"])
    _act(s, C.cast_action(C.PELICAN, _pay("P7"), 1, C.OWL))
    assert _hand(s, 0) == ["OWL", "P1", "P4", "P6", "P6"]
    assert C.to_dict(s)["teal"] == 7


def test_by4_owl_takes_two_baba_yagas():
    s = _state([["OWL", "P1", "P6", "P6", "P6"], PLAIN], [["P2"], ["P5"]], draw=["P1"])
    _act(s, C.cast_action(C.OWL, _pay("P1", "P6"), 0, 0))
    assert sorted(_hand(s, 0)) == sorted(["BY", "BY", "P6", "P6", "P1"])
    assert C.to_dict(s)["red"] == 18


def test_by4_the_total_must_be_exact():
    s = _state([["PELICAN", "P3", "P5", "P6", "P6"], PLAIN], [["P2"], ["P5"]])
    assert [a for a in C.legal_actions(s) if a >= C.CAST_BASE] == []


def test_by4_wand_needs_eight():
    s = _state([["WAND", "P3", "P4", "P1", "P6"], ["BY", "P2", "P3", "P4", "P5"]], [["P2"], ["P5"]])
    casts = [a for a in C.legal_actions(s) if a >= C.CAST_BASE]
    assert C.cast_action(C.WAND, _pay("P3", "P4", "P1"), 0, C.BY) in casts
    assert C.cast_action(C.WAND, _pay("P3", "P4"), 0, C.BY) not in casts


def test_by4_mortar_alone_casts_a_spell():
    s = _state([["PELICAN", "MORTAR", "P5", "P6", "P6"], PLAIN], [["P2"], ["P5"]], draw=["P1", "P1"])
    _act(s, C.cast_action(C.PELICAN, 0, 0, C.BY))
    assert sorted(_hand(s, 0)) == sorted(["BY", "P1", "P5", "P6", "P6"])
    assert C.to_dict(s)["discards"][0] == ["P2", "MORTAR", "PELICAN"]


def test_by4_cats_takes_from_a_chosen_player_who_draws_a_replacement():
    s = _state(
        [["CATS", "P3", "P4", "P6", "P6"], ["BY", "P2", "P3", "P4", "P5"], ["OWL", "BY", "P1", "P1", "P2"]],
        [["P2"], ["P5"]],
        draw=["P1", "P2", "P7"],
    )
    _act(s, C.cast_action(C.CATS, _pay("P3", "P4"), 0, 2 * 2 + C.OWL))
    assert sorted(_hand(s, 0)) == sorted(["OWL", "P6", "P6", "P2", "P1"])
    assert sorted(_hand(s, 2)) == sorted(["BY", "P1", "P1", "P2", "P7"])  # the victim draws first
    assert _hand(s, 1) == ["BY", "P2", "P3", "P4", "P5"]


def test_by4_cats_needs_a_victim_holding_that_kind():
    s = _state([["CATS", "P3", "P4", "P6", "P6"], ["BY", "P2", "P3", "P4", "P5"]], [["P2"], ["P5"]])
    casts = [a for a in C.legal_actions(s) if a >= C.CAST_BASE]
    assert casts == sorted([C.cast_action(C.CATS, _pay("P3", "P4"), d, 1 * 2 + C.BY) for d in (0, 1)])


def test_by4_wand_makes_every_other_holder_return_one():
    s = _state(
        [["WAND", "P1", "P3", "P4", "P6"], ["BY", "BY", "P3", "P4", "P5"], ["P1", "P1", "P2", "P2", "P3"],
         ["BY", "OWL", "P6", "P6", "P7"]],
        [["P2"], ["P5"]],
        draw=["P5", "P3", "P3", "P7", "P7"],
    )
    red = C.to_dict(s)["red"]
    _act(s, C.cast_action(C.WAND, _pay("P1", "P3", "P4"), 1, C.BY))
    d = C.to_dict(s)
    assert d["hands"][1].count("BY") == 1 and d["hands"][3].count("BY") == 0
    assert d["hands"][2] == ["P1", "P1", "P2", "P2", "P3"]
    assert d["red"] == red + 2
    assert [len(h) for h in d["hands"]] == [5, 5, 5, 5]


def test_by4_a_spell_that_would_do_nothing_cannot_be_cast():
    # red pile empty: neither an Owl nor a Pelican for a Baba Yaga; nobody holds an Owl: no Wand on Owls.
    hands = [["OWL", "PELICAN", "WAND", "P3", "P4"], ["BY"] * 5, ["BY"] * 5, ["BY"] * 5]
    s = _state(hands, [["BY"] * 2, ["BY"] * 3])
    assert C.to_dict(s)["red"] == 0
    casts = [C.action_to_str(s, a) for a in C.legal_actions(s) if a >= C.CAST_BASE]
    assert casts == ["cast PELICAN[4+3]>0 OWL", "cast PELICAN[4+3]>1 OWL"]


# ---- BY-5 garlic ----


def test_by5_garlic_blocks_cats_and_its_holder_draws():
    s = _state(
        [["CATS", "P3", "P4", "P6", "P6"], ["BY", "GARLIC", "P3", "P4", "P5"]], [["P2"], ["P5"]],
        draw=["P2", "P1", "P7"],
    )
    _act(s, C.cast_action(C.CATS, _pay("P3", "P4"), 0, 1 * 2 + C.BY))
    assert C.current_player(s) == 1  # out of turn: the targeted player decides at once
    assert C.legal_actions(s) == [C.GARLIC_NO, C.GARLIC_ON_0, C.GARLIC_ON_1]
    assert C.to_dict(s)["garlic_from"] == 1
    _act(s, C.GARLIC_ON_1)
    d = C.to_dict(s)
    assert d["hands"][1] == ["BY", "P3", "P4", "P5", "P7"]
    assert d["discards"][1] == ["P5", "GARLIC"]
    caster = d["hands"][0]
    assert len(caster) == 5 and "BY" not in caster
    for c in ("P1", "P2", "P6"):
        assert c in caster
    assert C.current_player(s) == 1 and d["turn"] == 1


def test_by5_garlic_holder_may_let_the_spell_work():
    s = _state(
        [["CATS", "P3", "P4", "P6", "P6"], ["BY", "GARLIC", "P3", "P4", "P5"]], [["P2"], ["P5"]],
        draw=["P2", "P1", "P7"],
    )
    _act(s, C.cast_action(C.CATS, _pay("P3", "P4"), 0, 1 * 2 + C.BY))
    _act(s, C.GARLIC_NO)
    d = C.to_dict(s)
    assert "BY" in d["hands"][0] and "BY" not in d["hands"][1] and "GARLIC" in d["hands"][1]


def test_by5_each_wand_victim_decides_for_themselves():
    s = _state(
        [["WAND", "P1", "P3", "P4", "P6"], ["BY", "GARLIC", "P3", "P4", "P5"], ["BY", "P1", "P2", "P2", "P3"],
         ["BY", "GARLIC", "P6", "P6", "P7"]],
        [["P2"], ["P5"]],
    )
    _act(s, C.cast_action(C.WAND, _pay("P1", "P3", "P4"), 1, C.BY))
    assert C.current_player(s) == 1
    _act(s, C.GARLIC_ON_0)
    assert C.current_player(s) == 3  # player 2 has no Garlic: the Wand took their card
    _act(s, C.GARLIC_NO)
    d = C.to_dict(s)
    assert d["hands"][1].count("BY") == 1 and d["hands"][2].count("BY") == 0 and d["hands"][3].count("BY") == 0
    assert d["hands"][3].count("GARLIC") == 1 and d["hands"][1].count("GARLIC") == 0
    assert C.current_player(s) == 1


def test_by5_garlic_is_not_asked_of_a_player_the_spell_spares():
    s = _state(
        [["WAND", "P1", "P3", "P4", "P6"], ["P1", "GARLIC", "P3", "P4", "P5"], ["BY", "P1", "P2", "P2", "P3"]],
        [["P2"], ["P5"]],
    )
    _act(s, C.cast_action(C.WAND, _pay("P1", "P3", "P4"), 1, C.BY))
    assert C.current_player(s) == 1 and C.to_dict(s)["turn"] == 1 and C.to_dict(s)["garlic_from"] is None


# ---- BY-13 asked seats (the humans of pass-and-play) ----

WAND_TABLE = [["WAND", "P1", "P3", "P4", "P6"], ["P1", "P2", "P3", "P4", "P5"], ["BY", "P1", "P2", "P2", "P3"],
              ["BY", "GARLIC", "P6", "P6", "P7"]]


def test_by13_an_asked_seat_is_asked_about_a_wand_with_nothing_to_answer():
    s = _state(WAND_TABLE, [["P2"], ["P5"]], asked=0b0110)  # seats 1 and 2 asked, 3 (the Garlic) is not
    _act(s, C.cast_action(C.WAND, _pay("P1", "P3", "P4"), 1, C.BY))
    assert C.current_player(s) == 1 and C.to_dict(s)["garlic_from"] == 1  # no Baba Yaga, no Garlic: asked
    assert C.legal_actions(s) == [C.GARLIC_NO]  # nothing to play: only "no"
    before = _hand(s, 1)
    _act(s, C.GARLIC_NO)
    assert _hand(s, 1) == before  # the Wand took nothing from a hand without a Baba Yaga
    assert C.current_player(s) == 2 and C.legal_actions(s) == [C.GARLIC_NO]
    _act(s, C.GARLIC_NO)
    assert _hand(s, 2).count("BY") == 0  # asked, no Garlic: the Wand took the card
    assert C.current_player(s) == 3 and C.legal_actions(s) == [C.GARLIC_NO, C.GARLIC_ON_0, C.GARLIC_ON_1]
    _act(s, C.GARLIC_ON_1)  # not an asked seat, but a Garlic against the card: asked as BY-5 says
    d = C.to_dict(s)
    assert d["hands"][3].count("BY") == 1 and d["phase"] == "turn" and d["turn"] == 1


def test_by13_a_garlic_is_not_playable_against_a_card_one_does_not_hold():
    s = _state([["CATS", "P3", "P4", "P6", "P6"], ["OWL", "GARLIC", "P3", "P4", "P5"]], [["P2"], ["P5"]],
               asked=0b10)
    _act(s, C.cast_action(C.CATS, _pay("P3", "P4"), 0, 1 * 2 + C.OWL))
    assert C.legal_actions(s) == [C.GARLIC_NO, C.GARLIC_ON_0, C.GARLIC_ON_1]
    s = _state([["WAND", "P1", "P3", "P4", "P6"], ["OWL", "GARLIC", "P3", "P4", "P5"], ["BY", "P1", "P2", "P2",
               "P3"]], [["P2"], ["P5"]], asked=0b110)
    _act(s, C.cast_action(C.WAND, _pay("P1", "P3", "P4"), 1, C.BY))
    assert C.current_player(s) == 1 and C.legal_actions(s) == [C.GARLIC_NO]  # a Garlic, but no Baba Yaga
    for a in (C.GARLIC_ON_0, C.GARLIC_ON_1):
        raises(ValueError, C.apply_action, s, a)
    _act(s, C.GARLIC_NO)
    assert _hand(s, 1) == ["OWL", "P3", "P4", "P5", "GARLIC"]


def test_by13_without_asked_seats_the_spell_resolves_as_before():
    s = _state(WAND_TABLE, [["P2"], ["P5"]])
    assert s[C.STATE_SIZE - 1] == 0  # no asked seat
    _act(s, C.cast_action(C.WAND, _pay("P1", "P3", "P4"), 1, C.BY))
    assert C.current_player(s) == 3  # only the Garlic holder with a Baba Yaga is asked (BY-5)
    assert C.new_state(1, 3, 0b11111)[C.STATE_SIZE - 1] == 0b111  # seats past the table are dropped


# ---- BY-6 declaring ----


def test_by6_declare_is_offered_only_at_four_or_less():
    s = _state([["BY", "BY", "P1", "P1", "P2"], ["BY", "BY", "BY", "P3", "P2"]], [["P2"], ["P5"]])
    assert C.DECLARE in C.legal_actions(s)
    s = _state([["BY", "BY", "P1", "P1", "P3"], PLAIN], [["P2"], ["P5"]])
    assert C.DECLARE not in C.legal_actions(s)
    raises(ValueError, C.apply_action, s, C.DECLARE)


def test_by6_declaring_is_the_whole_action_and_ends_the_round():
    s = _state([["BY", "BY", "P1", "P1", "P2"], PLAIN], [["P2"], ["P5"]])
    _act(s, C.DECLARE)
    d = C.to_dict(s)
    assert d["round_over"] and not d["tournament_over"] and d["declarer"] == 0
    assert d["totals"] == [0, 29] and d["last_points"] == [0, 29]
    assert C.legal_actions(s) == [C.NEXT_ROUND]


def test_by6_no_declaring_on_the_turn_a_spell_brought_the_hand_to_four():
    s = _state([["PELICAN", "P3", "P4", "P1", "P1"], PLAIN], [["P2"], ["P5"]], draw=["P1", "P1"])
    _act(s, C.cast_action(C.PELICAN, _pay("P3", "P4"), 0, C.BY))
    assert C.current_player(s) == 1  # the cast was the whole turn; the declaration waits
    assert C.hand_total(s, 0) == 4


# ---- BY-7 reshuffle ----


def _rest_of_deck(used):
    """Every main-deck card not in `used`, by kind."""
    left = dict(kit.DECK)
    for c in used:
        left[c] -= 1
    out = []
    for n in C.NAMES[2:]:
        out += [n] * left[n]
    return out


def test_by7_empty_draw_mid_refill_reshuffles_discards_baba_yagas_to_red():
    hands = [["OWL", "P1", "P2", "P2", "P2"], PLAIN]
    used = sum(hands, [])
    rest = _rest_of_deck(used)
    draw = [rest.pop()]  # one card left to draw
    pile0 = ["BY", "BY", "OWL"] + rest[: len(rest) // 2]
    pile1 = rest[len(rest) // 2:]
    s = _state(hands, [pile0, pile1], draw=draw)
    assert C.to_dict(s)["draw"] == 1
    red = C.to_dict(s)["red"]
    _act(s, C.cast_action(C.OWL, _pay("P1", "P2", "P2", "P2"), 1, 0))
    assert C.current_player(s) == CHANCE  # refill stopped after one card
    assert len(_hand(s, 0)) == 3
    _act(s, C.SHUFFLE)
    d = C.to_dict(s)
    assert d["red"] == red - 2 + 2  # two taken by the Owl, two back from the discards
    assert [len(p) for p in d["discards"]] == [1, 1] and d["active"] == [False, False]
    assert len(d["hands"][0]) == 5 and d["hands"][0].count("BY") == 2
    assert d["draw"] == 78 - 10 - d["red"] - d["teal"] - 2
    assert C.current_player(s) == 1


def test_by7_a_turn_with_an_empty_draw_pile_is_refused_as_no_play_leaves_one():
    # play stops for the reshuffle the moment the draw pile empties, so a saved turn never has an empty pile
    hands = [["OWL", "P1", "P2", "P2", "P2"], PLAIN]
    rest = _rest_of_deck(sum(hands, []))
    s = _state(hands, [rest[: len(rest) // 2], rest[len(rest) // 2:]], draw=[])
    assert C.to_dict(s)["draw"] == 0
    assert not C.is_valid(s)
    s[5] = C.RESHUFFLE  # the phase byte (the layout table at the top of rules.py)
    assert C.is_valid(s)


def test_by7_owls_in_the_discards_stay_in_the_new_draw_pile():
    hands = [PLAIN, ["P1", "P1", "P2", "P2", "P3"]]
    rest = _rest_of_deck(sum(hands, []))
    draw = [rest.pop()]
    s = _state(hands, [["OWL"] * 8 + rest[:20], rest[20:]], draw=draw)
    _act(s, C.exchange_action(C.P7, 0, 0))
    _act(s, C.SHUFFLE)
    d = C.to_dict(s)
    assert d["teal"] == 0
    census_draw = 78 - 10 - d["red"] - 2
    assert d["draw"] == census_draw


# ---- BY-8 / BY-9 scoring ----

FIVE_BY = ["BY"] * 5


def test_by8_lowest_total_wins_ties_to_most_baba_yagas():
    assert kit.round_points([["BY", "BY", "P1", "P1", "P2"], ["BY", "P1", "P1", "P1", "P1"]], 0) == [0, 4]
    assert kit.round_points([["BY", "P1", "P1", "P1", "P1"], ["BY", "BY", "P1", "P1", "P2"]], 1) == [4, 0]


def test_by8_full_tie_means_all_tied_players_win():
    hands = [["BY", "BY", "P1", "P1", "P2"], ["BY", "BY", "P2", "P1", "P1"], PLAIN]
    assert kit.round_points(hands, 0) == [0, 0, 29]


def test_by9_beaten_declarer_scores_25():
    hands = [["BY", "P1", "P1", "P1", "P1"], ["BY", "BY", "P1", "P1", "P1"], PLAIN]
    assert kit.round_points(hands, 0) == [25, 0, 29]


def test_by9_declarer_beaten_on_the_baba_yaga_tie_break_scores_25():
    hands = [["BY", "P1", "P1", "P1", "P1"], ["BY", "BY", "P2", "P1", "P1"]]
    assert kit.round_points(hands, 0) == [25, 0]


def test_by9_declarer_with_five_baba_yagas_gives_everyone_30():
    assert kit.round_points([FIVE_BY, PLAIN, ["BY", "BY", "BY", "BY", "P1"]], 0) == [0, 30, 30]


def test_by11_shared_five_baba_yaga_win_gives_the_other_winner_30_too():
    assert kit.round_points([FIVE_BY, FIVE_BY[:], PLAIN], 0) == [0, 30, 30]


def test_by9_five_sevens_scores_0_and_everyone_else_20():
    sevens = ["P7"] * 5
    assert kit.round_points([["BY", "BY", "P1", "P1", "P2"], sevens, PLAIN], 0) == [20, 0, 20]


def test_by11_five_sevens_overrides_the_beaten_declarer_25():
    sevens = ["P7"] * 5
    hands = [["BY", "P1", "P1", "P1", "P1"], sevens, ["BY", "BY", "BY", "P1", "P1"]]
    assert kit.round_points(hands, 0) == [20, 0, 20]


def test_by9_five_baba_yagas_goes_before_five_sevens():
    assert kit.round_points([FIVE_BY, ["P7"] * 5], 0) == [0, 30]


def test_by9_engine_scores_the_final_hands_like_round_points():
    hands = [["BY", "BY", "P1", "P1", "P2"], ["BY", "BY", "BY", "P1", "P2"], ["P3", "P4", "P5", "P6", "P7"]]
    s = _state(hands, [["P2"], ["P5"]])
    _act(s, C.DECLARE)
    assert C.to_dict(s)["last_points"] == kit.round_points(hands, 0) == [25, 0, 25]


# ---- BY-10 tournament ----


def _play_round_declared_by(s, p, hands):
    C.arrange(s, hands, [["P2"], ["P5"]], turn=p)
    _act(s, C.DECLARE)


def test_by10_next_round_starts_left_of_the_last_starter():
    s = C.new_state(5, 3)
    C.apply_action(s, C.SHUFFLE)
    _play_round_declared_by(s, 0, [["BY", "BY", "P1", "P1", "P2"], PLAIN, ["P1", "P1", "P2", "P2", "P3"]])
    _act(s, C.NEXT_ROUND)
    assert C.current_player(s) == CHANCE
    _act(s, C.SHUFFLE)
    d = C.to_dict(s)
    assert d["starter"] == 1 and d["turn"] == 1 and d["round"] == 2 and d["totals"] == [0, 29, 9]


def test_by10_tournament_ends_after_the_round_reaching_100_lowest_total_wins():
    s = C.new_state(5, 2)
    C.apply_action(s, C.SHUFFLE)
    for r in range(3):
        _play_round_declared_by(s, 0, [["BY", "BY", "P1", "P1", "P2"], PLAIN])
        assert not C.to_dict(s)["tournament_over"]
        _act(s, C.NEXT_ROUND)
        _act(s, C.SHUFFLE)
    _play_round_declared_by(s, 0, [["BY", "BY", "P1", "P1", "P2"], PLAIN])
    d = C.to_dict(s)
    assert d["totals"] == [0, 116] and d["tournament_over"]
    assert C.legal_actions(s) == [] and C.returns(s) == [1, 0]


def test_by10_shared_lowest_total_shares_the_win():
    s = C.new_state(5, 3)
    C.apply_action(s, C.SHUFFLE)
    for r in range(4):
        _play_round_declared_by(s, 0, [["BY", "BY", "P1", "P1", "P2"], PLAIN, ["BY", "BY", "P2", "P1", "P1"]])
        if C.to_dict(s)["tournament_over"]:
            break
        _act(s, C.NEXT_ROUND)
        _act(s, C.SHUFFLE)
    assert C.returns(s) == [1, 0, 1]


# ---- BY-11 fine points ----


def test_by11_mortar_is_never_played_together_with_potions():
    s = _state([["PELICAN", "MORTAR", "P3", "P4", "P6"], PLAIN], [["P2"], ["P5"]], draw=["P1"])
    casts = [C.action_to_str(s, a) for a in C.legal_actions(s) if a >= C.CAST_BASE]
    assert "cast PELICAN[M]>0 BY" in casts and "cast PELICAN[4+3]>0 BY" in casts
    assert len(casts) == 8  # 2 payments x 2 piles x 2 kinds
    _act(s, C.cast_action(C.PELICAN, 0, 0, C.BY))
    assert sorted(_hand(s, 0)) == sorted(["BY", "P3", "P4", "P6", "P1"])


def test_by11_a_covered_spell_stays_inactive_when_uncovered():
    hands = [["PELICAN", "P3", "P4", "P6", "P6"], ["P5", "P5", "P7", "P7", "P2"], ["P5", "P5", "P7", "P7", "P3"]]
    s = _state(hands, [["P2"], ["P5"]], draw=["P1"] * 4)
    _act(s, C.cast_action(C.PELICAN, _pay("P3", "P4"), 1, C.BY))
    _act(s, C.exchange_action(C.P7, 1, 0))  # player 1 covers the Pelican
    assert C.to_dict(s)["active"] == [False, False]
    _act(s, C.exchange_action(C.P7, 0, 1))  # player 2 takes the 7 back
    assert C.to_dict(s)["discards"][1][-1] == "PELICAN"
    assert C.exchange_action(K("P6"), 0, 1) in C.legal_actions(s)  # the uncovered Pelican can be taken


def test_by11_owl_takes_what_is_left_in_the_red_pile():
    hands = [["OWL", "P1", "P6", "P6", "P6"], ["BY"] * 5, ["BY"] * 5, ["BY"] * 5]
    s = _state(hands, [["BY", "BY", "BY", "BY"], ["P5"]], draw=["P2", "P2"])
    assert C.to_dict(s)["red"] == 1
    _act(s, C.cast_action(C.OWL, _pay("P1", "P6"), 1, 0))
    d = C.to_dict(s)
    assert d["red"] == 0 and d["hands"][0].count("BY") == 1 and len(d["hands"][0]) == 5


def test_by11_garlic_holder_chooses_the_pile():
    for choice in (C.GARLIC_ON_0, C.GARLIC_ON_1):
        s = _state([["CATS", "P3", "P4", "P6", "P6"], ["BY", "GARLIC", "P3", "P4", "P5"]], [["P2"], ["P5"]])
        _act(s, C.cast_action(C.CATS, _pay("P3", "P4"), 0, 1 * 2 + C.BY))
        _act(s, choice)
        assert C.to_dict(s)["discards"][choice - C.GARLIC_ON_0][-1] == "GARLIC"


# ---- contract ----


def test_illegal_actions_raise_and_leave_the_state_unchanged():
    s = _state([PLAIN, PLAIN[:]], [["P2"], ["P5"]])
    before = bytes(s)
    for a in (-1, C.DECLARE, C.GARLIC_NO, C.NEXT_ROUND, C.SHUFFLE, C.exchange_action(C.BY, 0, 0), 99999):
        raises(ValueError, C.apply_action, s, a)
        assert bytes(s) == before


def test_action_names_are_readable():
    s = _state([["PELICAN", "P3", "P4", "P6", "P6"], PLAIN], [["P2"], ["P5"]])
    assert C.action_to_str(s, C.exchange_action(K("P6"), 1, 0)) == "swap P6>1 draw"
    assert C.action_to_str(s, C.cast_action(C.PELICAN, _pay("P3", "P4"), 0, C.BY)) == "cast PELICAN[4+3]>0 BY"
    assert C.action_to_str(s, C.DECLARE) == "Baba Yaga!"


def test_a_rule_step_allocates_nothing():
    """Exchange, cast, Garlic and the BY-7 reshuffle run under micropython.heap_lock on the unix port."""
    from screenkit import allocates_nothing

    s = _state([["CATS", "P3", "P4", "P6", "P6"], ["BY", "GARLIC", "P3", "P4", "P5"]], [["P2"], ["P5"]])
    cats = C.cast_action(C.CATS, _pay("P3", "P4"), 0, 1 * 2 + C.BY)
    assert allocates_nothing(lambda: C.apply_action(s, cats))
    assert allocates_nothing(lambda: C.apply_action(s, C.GARLIC_ON_1))
    swap = C.exchange_action(kit.card_id("P3"), 0, 0)
    assert allocates_nothing(lambda: C.apply_action(s, swap))
    hands = [["OWL", "P1", "P2", "P2", "P2"], PLAIN]
    rest = _rest_of_deck(sum(hands, []))
    s = _state(hands, [rest[1:30], rest[30:]], draw=rest[:1])
    owl = C.cast_action(C.OWL, _pay("P1", "P2", "P2", "P2"), 1, 0)
    assert allocates_nothing(lambda: C.apply_action(s, owl))
    assert C.current_player(s) == CHANCE
    assert allocates_nothing(lambda: C.apply_action(s, C.SHUFFLE))
    _census_ok(s)


def _must_be_valid(s):
    assert C.is_valid(s), C.to_dict(s)


def test_by1_is_valid_accepts_every_state_of_random_rounds_and_tournament_ends():
    import engine_kit

    for n in (2, 3, 5):  # random rounds, Garlic questions (asked seats, BY-13) and reshuffles (BY-7) among them
        engine_kit.check_engine(C, lambda seed: C.new_state(seed, n, seed % (1 << n)), games=3, seed=n,
                                max_steps=400, require_terminal=False, invariant=_must_be_valid)

    def near_the_end(seed):  # BY-10: totals of 95, so a round or two ends the tournament
        s = C.new_state(seed, 3)
        for p in range(3):
            s[20 + 2 * p + 1] = 95
        return s

    assert engine_kit.check_engine(C, near_the_end, games=3, seed=9, max_steps=20000,
                                   invariant=_must_be_valid) == 3


def test_is_legal_agrees_with_legal_actions_along_random_rounds():
    import engine_kit

    def agree(s):
        legal = C.legal_actions(s)
        for a in range(-2, C.MAX_ACTION + 2):
            assert C.is_legal(s, a) == (a in legal), (C.to_dict(s), a)

    for n in (2, 3, 5):  # Garlic questions (asked seats, BY-13) and reshuffles (BY-7) among them
        engine_kit.check_engine(C, lambda seed: C.new_state(seed, n, seed % (1 << n)), games=2, seed=n,
                                max_steps=150, require_terminal=False, invariant=agree)


def test_by1_is_valid_refuses_a_wrong_byte_and_never_raises():
    from yaga.rng import Rng

    s = C.new_state(4, 3)
    C.apply_action(s, C.SHUFFLE)
    assert C.is_valid(s) and not C.is_valid(s[:-1])
    wrong = ((105, 0x7F), (105, 0), (4, 6), (4, 1), (5, 6), (6, 3), (7, 3), (8, 21), (9, 9), (10, 1),
             (15, 0), (17, 59), (18, 79), (35, 6), (35 + 3 * 14, 1), (320, 8), (21, 100))
    for at, v in wrong:  # a card off the deck, a Baba Yaga in the draw pile, players, phase, seats, piles ...
        bad = bytearray(s)
        bad[at] = v
        assert not C.is_valid(bad), (at, v)
    bad = bytearray(s)
    bad[105] = bad[105] % 13 + 1  # a card of the draw pile changed kind: one kind short, one over (BY-1)
    assert not C.is_valid(bad)
    r = Rng(12)
    for _ in range(1000):  # random bytes: refused, never an exception
        b = bytearray(r.below(256) for _ in range(C.STATE_SIZE))
        b[4] = 2 + r.below(4)
        b[5] = r.below(6)
        assert not C.is_valid(b)
