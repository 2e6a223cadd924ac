"""Goat and Wolf AI: legal choices at every level, the obvious wins taken, the hard table well formed."""

from yaga.games.goat_wolf import ai
from yaga.engine import CHANCE, TERMINAL
from yaga.rng import Rng
from yaga.games.goat_wolf import rules as gw
from yaga.games.goat_wolf.board import parse


def _pos(goat, wolf, turn, cw=False):
    s = gw.new_state(5)
    gw.set_position(s, parse(goat), parse(wolf), turn, False, cw)
    return s


def test_the_looks_at_a_roll_cover_all_36_rolls_by_their_weights():
    # the Goat's own next roll (ai._expect): the 21 distinct pairs (the rules read the pair, never the order, GW-14)
    # weighted 1 (a double) or 2; a move or soul roll: a roll for each total 0..9 and the 4+4 and 5+5 combinations
    pairs = [d1 * 6 + d2 for d1 in range(6) for d2 in range(d1, 6)]
    assert list(ai._ROLLS[:42]) == pairs + [1 if a // 6 == a % 6 else 2 for a in pairs]
    totals = ai._ROLLS[42:]
    n = len(totals) // 2
    assert n == 12 and sum(totals[n:]) == 36
    for i in range(n):  # each total's weight: how many of the 36 rolls give it (4+4 and 5+5 apart from 8, 10)
        a = totals[i]
        same = [d1 * 6 + d2 for d1 in range(6) for d2 in range(6)
                if d1 + d2 == a // 6 + a % 6 and ((d1, d2) in ((4, 4), (5, 5))) == (a in (28, 35))]
        assert totals[n + i] == len(same), a


def test_every_level_picks_a_legal_action_at_every_decision():
    rng = Rng(2)
    for level in (ai.EASY, ai.NORMAL, ai.HARD):
        for game in range(3):
            s = gw.new_state(100 + game)
            while gw.current_player(s) != TERMINAL:
                if gw.current_player(s) == CHANCE:
                    a = gw.sample_chance(s)
                else:
                    a = ai.choose(s, level, rng)
                    assert a in gw.legal_actions(s)
                gw.apply_action(s, a)


def test_wolf_catches_the_goat_on_the_outer_ring_when_a_path_ends_there():
    for level in (ai.NORMAL, ai.HARD):
        s = _pos("O13", "O16", gw.WOLF)
        gw.apply_action(s, gw.dice_action(1, 2))  # 3 counter-clockwise: O13 (the Goat), or across the link
        assert s[gw.AT_PHASE] == gw.PH_PATH
        gw.apply_action(s, ai.choose(s, level, Rng(1)))
        assert gw.to_dict(s)["winner"] == "wolf"


def test_wolf_springs_the_trap():
    for level in (ai.NORMAL, ai.HARD):
        s = _pos("C", "I7", gw.WOLF)
        s[gw.AT_ODD] = 2  # GW-12: two odd soul rolls; the Wolf starts its turn on I7
        s[gw.AT_PHASE] = gw.PH_TRAP
        assert ai.choose(s, level, Rng(1)) == gw.A_TRAP


def test_hard_table_covers_every_position_with_chances():
    ai.open_table()
    ai._table.seek(0)
    data = ai._table.read()  # the file the hard level reads from flash, a byte at a time
    assert len(data) == ai.TABLE_SIZE
    assert ai.table_index(36, 1, 36, 1, 1) == ai.TABLE_SIZE - 1
    # the Goat one step from home outbound is far likelier to win than at the start with the Wolf near
    home = data[ai.table_index(parse("O2"), 1, parse("M6"), 0, gw.GOAT)]
    start = data[ai.table_index(parse("O1"), 0, parse("O5"), 0, gw.WOLF)]
    assert home > 200 and start < home


def test_hard_table_value_reads_the_positions_byte_as_a_squared_chance():
    s = _pos("O2", "M6", gw.GOAT, False)
    s[gw.AT_FLAGS + gw.GOAT] |= 1 << gw.F_SOUL  # outbound, one step from home
    ai.open_table()
    ai._table.seek(ai.position_key(s))
    b = ai._table.read(1)[0]
    assert abs(ai.table_value(s) - (b / 255) ** 2) < 1e-9
    s[gw.AT_WINNER] = 2  # a finished game is read from the state, not the table
    assert ai.table_value(s) == 0.0


def test_position_key_looks_at_the_next_turn():
    s = _pos("O3", "M5", gw.GOAT)
    assert ai.position_key(s) == ai.table_index(parse("O3"), 0, parse("M5"), 0, gw.GOAT)
    gw.apply_action(s, gw.dice_action(0, 0))  # no move: the Wolf's turn starts
    assert ai.position_key(s) == ai.table_index(parse("O3"), 0, parse("M5"), 0, gw.WOLF)


def test_hard_goat_rates_its_choice_by_playing_its_own_next_roll():
    # the table leaves out modifiers and pending effects, so where the Goat chooses and then rolls (here the
    # Ear of the Earth shift, M6), hard averages the table over all 36 rolls played through the engine
    s = _pos("M6", "O3", gw.GOAT)
    s[gw.AT_FLAGS + gw.GOAT] |= 1 << gw.F_EAR
    s[gw.AT_MOD + gw.GOAT] = 256 - 2  # a -2 waiting from Broken Arrow: the table cannot see it, the roll does
    s[gw.AT_PHASE] = gw.PH_EAR
    options = gw.legal_actions(s)
    assert options == [gw.A_EAR_STAY, gw.A_EAR_FWD, gw.A_EAR_BACK]
    best = None
    for a in options:
        t = bytearray(s)
        gw.apply_action(t, a)
        assert gw.current_player(t) == CHANCE
        mean = 0.0
        for roll in range(36):
            u = bytearray(t)
            gw.apply_action(u, roll)
            mean += ai.table_value(u) / 36
        assert abs(ai.score(s, a, ai.HARD) - mean) < 1e-9
        if best is None or mean > best[1]:
            best = (a, mean)
    assert ai.choose(s, ai.HARD, Rng(1)) == best[0]


def test_gw36_every_level_plays_the_balanced_rules_legally_and_decides_the_goats_reroll():
    # issue 16 item 3: every level plays both rule sets (hard reads its table, made for the rules as written, as
    # an estimate: the crossing it cannot make it never picks, as it picks only among the engine's legal actions)
    rng = Rng(3)
    for level in (ai.EASY, ai.NORMAL, ai.HARD):
        rerolls = 0
        for game in range(3):
            s = gw.new_state(200 + game, True)
            while gw.current_player(s) != TERMINAL:
                if gw.current_player(s) == CHANCE:
                    a = gw.sample_chance(s)
                else:
                    rerolls += s[gw.AT_PHASE] == gw.PH_REROLL  # GW-36b: the Goat's reroll, held from the start
                    a = ai.choose(s, level, rng)
                    assert a in gw.legal_actions(s)
                gw.apply_action(s, a)
                assert gw.balanced(s)
        assert rerolls >= 3, (level, rerolls)
