"""Card game bots: they see only what a player sees, answer with legal actions, and finish rounds."""

from yaga.games.cards import ai as AI
from yaga.games.cards import rules as C


def _arranged(hands, draw=()):
    s = C.new_state(9, len(hands))
    C.arrange(s, hands, [["P2"], ["P5"]], draw)
    return s


def test_observation_hides_opponents_cards_and_the_draw_order():
    a = _arranged([["BY", "P1", "P3", "P6", "P7"], ["BY", "P2", "P2", "P4", "GARLIC"]], draw=["P6", "P7"])
    b = _arranged([["BY", "P1", "P3", "P6", "P7"], ["BY", "P4", "P5", "WAND", "P3"]], draw=["P7", "P4"])
    assert AI.observe(a, 0) == AI.observe(b, 0)
    assert AI.observe(a, 1) != AI.observe(b, 1)


def test_observation_shows_red_and_teal_backs():
    s = _arranged([["BY", "P1", "P3", "P6", "P7"], ["BY", "BY", "OWL", "P4", "GARLIC"]])
    o = AI.observe(s, 0)
    assert AI.backs(o, 1, C.BY) == 2 and AI.backs(o, 1, C.OWL) == 1


def test_both_bots_declare_a_safe_low_hand():
    s = _arranged([["BY", "BY", "BY", "P1", "P1"], ["P5", "P6", "P7", "P7", "GARLIC"]])
    for level in (AI.SIMPLE, AI.STRONG):
        assert AI.move(s, level) == C.DECLARE


def test_strong_bot_casts_a_pelican_paid_with_the_mortar():
    s = _arranged([["PELICAN", "MORTAR", "P1", "P2", "P6"], ["P5", "P6", "P7", "P7", "GARLIC"]])
    a = AI.move(s, AI.STRONG)
    assert C.action_to_str(s, a).startswith("cast PELICAN[M]")


def test_bots_use_garlic_against_cats():
    s = _arranged([["CATS", "P3", "P4", "P6", "P6"], ["BY", "GARLIC", "P3", "P4", "P5"]])
    C.apply_action(s, _cats_on_1(s))
    assert C.current_player(s) == 1
    for level in (AI.SIMPLE, AI.STRONG):
        assert AI.move(s, level) in (C.GARLIC_ON_0, C.GARLIC_ON_1)


def _cats_on_1(s):
    for a in C.legal_actions(s):
        if C.action_to_str(s, a) == "cast CATS[4+3]>0 P1:BY":
            return a
    raise AssertionError("no Cats cast")


def test_bot_tables_finish_their_rounds_with_legal_moves():
    for players in (2, 3, 5):
        for level in (AI.SIMPLE, AI.STRONG):
            s = C.new_state(40 + players, players)
            steps = 0
            while C.phase(s) < C.ROUND_OVER:
                steps += 1
                assert steps < 3000, "round did not end"
                p = C.current_player(s)
                a = C.SHUFFLE if p < 0 else AI.move(s, level)
                C.apply_action(s, a)  # raises on an illegal move
            assert C.declarer(s) >= 0


def test_strong_bot_kept_payment_answers_equal_a_fresh_look():
    """The strong bot keeps _fewest_cards's answers under the hand's potions: over whole rounds, every
    answer it kept equals the one a fresh look gives, for every spell."""
    looked = 0
    for seed in (3, 4, 5):
        s = C.new_state(seed, 3)
        C.apply_action(s, C.SHUFFLE)
        steps = 0
        while C.phase(s) < C.ROUND_OVER and steps < 600:
            steps += 1
            p = C.current_player(s)
            if p < 0:
                C.apply_action(s, C.SHUFFLE)
                continue
            h = bytearray(C.count(s, p, k) for k in range(C.KINDS))
            for spell in C.SPELLS:
                kept = AI._fewest_cards(h, spell)
                AI._known.clear()
                assert AI._fewest_cards(h, spell) == kept, (seed, bytes(h), spell)
                looked += 1
            C.apply_action(s, AI.move(s, AI.STRONG))
    assert looked > 100
