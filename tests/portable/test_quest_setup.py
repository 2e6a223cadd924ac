"""BQ-1 set-up of the Baba Yaga (2010) companion, and the helpers the other quest tests share."""

import yaga.games.quest.readable as readable
import yaga.games.quest.rules as q
import quest_kit as kit


def started(n=3, style="competitive", first=0, seed=7):
    """Heroes and quests picked in seat order, seat `first` rolled as first player."""
    s = q.new_state(seed, n, style)
    for p in range(n):
        q.apply_action(s, q.HERO + p)
    for p in range(n):
        q.apply_action(s, q.QUEST + p)
    for p in range(n):
        q.apply_action(s, q.ABILITIES_DONE)  # BQ-2: as the cards give them (all 1 here but Fyodor's Move 2)
    q.apply_action(s, q.ROLL_FIRST)
    q.apply_action(s, q.SEAT + first)
    return s


def do(s, *actions):
    for a in actions:
        q.apply_action(s, a)
    return s


def set_rep(s, p, rep):
    while q.pget(s, p, q.P_REP) < rep:
        q.apply_action(s, kit.edit(p, q.E_REP_UP))
    while q.pget(s, p, q.P_REP) > rep:
        q.apply_action(s, kit.edit(p, q.E_REP_DOWN))


def end_turns(s, k):
    for _ in range(k):
        q.apply_action(s, q.END_TURN)


def roll(s, faces):
    """Roll the open challenge with the box and force the given faces as chance outcomes."""
    q.apply_action(s, q.ROLL)
    for f in faces:
        q.apply_action(s, q.FACE + f)


# ---------------------------------------------------------------- BQ-1 set-up

from expect import raises  # noqa: E402


def test_bq1_cards_removed_by_player_count():
    assert q.cards_to_remove(2) == 10
    assert q.cards_to_remove(3) == 5
    assert q.cards_to_remove(4) == 0 and q.cards_to_remove(5) == 0 and q.cards_to_remove(6) == 0
    assert q.cards_to_remove(1, solo=True) == 15


def test_bq1_too_easy_removes_five_more_per_step():
    assert q.cards_to_remove(2, too_easy=1) == 15
    assert q.cards_to_remove(4, too_easy=2) == 10
    assert q.cards_to_remove(1, solo=True, too_easy=1) == 20


def test_bq1_bad_player_counts_raise():
    raises(ValueError, q.cards_to_remove, 7)
    raises(ValueError, q.cards_to_remove, 1)
    raises(ValueError, q.cards_to_remove, 2, True)
    raises(ValueError, q.new_state, 1, 7, "competitive")
    raises(ValueError, q.new_state, 1, 2, "solo")
    raises(ValueError, q.new_state, 1, 3, "party")


def test_bq1_random_deal_gives_each_player_a_different_hero_and_quest():
    s = q.new_state(11, 6, "cooperative")
    q.apply_action(s, q.DEAL)
    while kit.phase(s) == q.PH_HEROES:
        assert q.current_player(s) == q.CHANCE
        q.apply_action(s, q.sample_chance(s))
    q.apply_action(s, q.DEAL)
    while kit.phase(s) == q.PH_QUESTS:
        q.apply_action(s, q.sample_chance(s))
    d = q.to_dict(s)
    assert sorted(p["hero"] for p in d["players"]) == sorted(readable.HEROES)
    assert sorted(p["quest"] for p in d["players"]) == sorted(readable.QUESTS)


def test_bq1_picked_hero_is_no_longer_offered():
    s = q.new_state(1, 2, "competitive")
    q.apply_action(s, q.HERO + 3)
    assert q.current_player(s) == 1
    assert q.HERO + 3 not in q.legal_actions(s)
    raises(ValueError, q.apply_action, s, q.HERO + 3)


def test_bq1_decks_start_without_the_removed_cards():
    s = q.new_state(1, 2, "competitive")
    assert kit.decks(s) == (22, 30)
    s = q.new_state(1, 1, "solo")
    assert kit.decks(s) == (17, 25)
    s = started(3)
    d = q.to_dict(s)
    assert (d["town_deck"], d["wilderness_deck"]) == (27, 35)


def test_bq1_too_easy_steps_change_the_decks_but_never_empty_the_town_deck():
    s = q.new_state(1, 1, "solo")
    do(s, q.HERO, q.QUEST, q.ABILITIES_DONE)
    do(s, q.EASY_UP, q.EASY_UP)
    assert kit.decks(s) == (7, 15)
    do(s, q.EASY_UP)
    assert kit.decks(s) == (2, 10)
    assert q.EASY_UP not in q.legal_actions(s)  # a fourth step would leave the Town deck empty
    raises(ValueError, q.apply_action, s, q.EASY_UP)
    do(s, q.EASY_DOWN)
    assert kit.decks(s) == (7, 15)


def test_bq1_first_player_is_rolled_among_the_seats():
    s = q.new_state(3, 4, "competitive")
    for p in range(4):
        q.apply_action(s, q.HERO + p)
    for p in range(4):
        q.apply_action(s, q.QUEST + p)
    for p in range(4):
        q.apply_action(s, q.ABILITIES_DONE)
    q.apply_action(s, q.ROLL_FIRST)
    assert q.current_player(s) == q.CHANCE
    assert sorted(a for a, _ in q.chance_outcomes(s)) == [q.SEAT + p for p in range(4)]
    q.apply_action(s, q.SEAT + 2)
    assert q.current_player(s) == 2
    assert q.to_dict(s)["first"] == 2


def test_bq1_dice_counts_entered_from_the_character_card_at_set_up():
    s = q.new_state(1, 1, "solo")
    do(s, q.HERO + 2, q.QUEST)
    do(s, kit.edit(0, q.E_MOVE_UP), kit.edit(0, q.E_QLEN_DOWN))
    d = q.to_dict(s)["players"][0]
    assert d["move"] == 3 and d["quest_len"] == q.DEFAULT_QUEST_LEN - 1  # Fyodor's printed 2, one more
    assert kit.edit(0, q.E_REP_UP) not in q.legal_actions(s)  # Rep only comes from play


def test_bq2_each_hero_starts_at_the_rulebooks_values_and_is_entered_before_play():
    """Fyodor Lyzhnikov has the Move 2 the rulebook prints, the others 1 until the table
    enters their cards; the options and the first player's roll wait until every seat's abilities are entered
    (ABILITIES_DONE, seat by seat), and the edits go on after."""
    s = q.new_state(1, 3, "competitive")
    do(s, q.HERO + 3, q.HERO + 2, q.HERO + 0)  # Ilya, Fyodor, Alyosha
    do(s, q.QUEST, q.QUEST + 1, q.QUEST + 2)
    dice = [(p["move"], p["fight"], p["cunning"]) for p in q.to_dict(s)["players"]]
    assert dice == [(1, 1, 1), (2, 1, 1), (1, 1, 1)]
    assert q.PRINTED_DICE[3 * 2] == 2 and sum(q.PRINTED_DICE) == 2  # only Fyodor's Move is printed
    for p in range(3):
        assert q.to_dict(s)["abilities_seat"] == p and q.current_player(s) == p
        legal = q.legal_actions(s)
        assert q.ROLL_FIRST not in legal and q.EASY_UP not in legal and q.ABILITIES_DONE in legal
        raises(ValueError, q.apply_action, s, q.ROLL_FIRST)
        do(s, kit.edit(p, q.E_FIGHT_UP), q.ABILITIES_DONE)
    assert q.to_dict(s)["abilities_seat"] is None and q.ABILITIES_DONE not in q.legal_actions(s)
    do(s, kit.edit(0, q.E_CUNNING_UP), q.ROLL_FIRST)
    assert [(p["fight"], p["cunning"]) for p in q.to_dict(s)["players"]] == [(2, 2), (2, 1), (2, 1)]


def test_a_saved_state_is_resumed_only_when_it_makes_sense():
    s = started(3)
    assert q.is_valid(s)
    assert not q.is_valid(s[:-1])
    bad = bytearray(s)
    bad[4] = 200  # no such phase
    assert not q.is_valid(bad)
    do(s, q.CH_OPEN, q.ROLL)  # waiting on a die: the box never saves there
    assert not q.is_valid(s)
