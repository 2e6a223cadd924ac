"""Goat and Wolf AI: legal choices at every level, the obvious wins taken, hard's search of its own turn and its
tables (one per rule set) well formed."""

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


class _Flash:
    """A hard table read as the box reads it, a few bytes at an offset (whole, it would not fit the heap)."""

    def __init__(self, balanced):
        ai.open_table(balanced)
        self.f = ai._table

    def u(self, o, n):
        """The little-endian unsigned number of n bytes at o."""
        self.f.seek(o)
        b = self.f.read(n)
        return sum(b[i] << 8 * i for i in range(n))

    def run(self, cell):
        """The exceptions of a base cell: (first, end)."""
        return self.u(ai.RECORD * cell + 2, 3), self.u(ai.RECORD * (cell + 1) + 2, 3)

    def size(self):
        self.f.seek(0, 2)
        return self.f.tell()


def test_hard_has_a_table_per_rule_set_within_256_kb_in_sorted_runs():
    # a table per rule set (GW-36), at most 256 KB of flash each; each base cell's run of exceptions is
    # sorted by signature (the search halves it) and no longer than the buffer it is read into
    for balanced in (False, True):
        t = _Flash(balanced)
        assert t.size() <= 256 * 1024
        end = 0
        for cell in range(ai.BASE_CELLS):
            first, end = t.run(cell)
            assert 0 <= end - first <= ai.RUN_MAX
            sigs = [t.u(ai.EXCEPTIONS + ai.EXCEPTION * e, 4) for e in range(first, end)]
            assert sigs == sorted(set(sigs))
        assert ai.EXCEPTIONS + ai.EXCEPTION * end == t.size()


def test_hard_table_value_reads_the_exception_for_the_pending_features_else_the_base_cell():
    for balanced in (False, True):
        t = _Flash(balanced)
        cell = max(range(0, ai.BASE_CELLS, 7), key=lambda i: t.run(i)[1] - t.run(i)[0])  # a long run
        s = gw.new_state(1, balanced)
        turn, soul, cw = cell // 5476, cell // 2738 % 2, cell // 1369 % 2
        gw.set_position(s, cell // 37 % 37, cell % 37, turn, soul == 1, cw == 1)
        if balanced:
            s[gw.AT_FLAGS + gw.WOLF] |= 1 << gw.F_FIRST_LINK  # set_position starts the rules as written
        assert ai._base_index(s) == cell
        sigs = []
        for e in range(*t.run(cell)):
            o = ai.EXCEPTIONS + ai.EXCEPTION * e
            sigs.append(t.u(o, 4))
            _set_signature(s, sigs[-1])
            assert abs(ai.table_value(s) - (t.u(o + 4, 2) / 65535) ** 2) < 1e-9
        absent = 8 << 10
        while absent in sigs:
            absent += 1
        _set_signature(s, absent)
        assert abs(ai.table_value(s) - (t.u(ai.RECORD * cell, 2) / 65535) ** 2) < 1e-9
    s[gw.AT_WINNER] = 2  # a finished game is read from the state, not the table
    assert ai.table_value(s) == 0.0


def test_hard_table_read_takes_a_signature_only_where_an_exception_starts():
    # the box finds a signature in its cell's run with bytes.find (in C): four bytes that match across two
    # exceptions (a value and the next signature's first half) are not it
    import io

    s = _pos("M6", "O3", gw.GOAT)
    base = ai._base_index(s)
    x = ai._signature(s).to_bytes(4, "little")
    real = ai._table
    for found in (True, False):
        data = bytearray(ai.EXCEPTIONS)
        data[ai.RECORD * base:ai.RECORD * base + 2] = bytes((111, 0))  # the base cell's value
        for cell in range(base + 1, ai.BASE_CELLS + 1):
            data[ai.RECORD * cell + 2] = 3 if found else 2
        data += bytes((9, 9, 9, 9)) + x[:2] + x[2:] + bytes((7, 7, 5, 0))  # a match across two exceptions
        if found:
            data += x + bytes((222, 0))
        ai._table = io.BytesIO(bytes(data))
        try:
            assert ai._read(s, base) == (222 if found else 111)
        finally:
            ai._table = real


def _set_signature(s, sig):
    """The state's pending features set to those a signature packs (ai._signature, gw_solver.table.SIGNATURE)."""
    g = s[gw.AT_FLAGS + gw.GOAT] & ~(7 | 1 << gw.F_SISTERS | 1 << gw.F_SHIELD) & 0xFF
    s[gw.AT_FLAGS + gw.GOAT] = g | (sig & 7) | (sig >> 3 & 1) << gw.F_SISTERS | (sig >> 4 & 1) << gw.F_SHIELD
    s[gw.AT_FLAGS + gw.WOLF] = s[gw.AT_FLAGS + gw.WOLF] & ~7 & 0xFF | (sig >> 5 & 7)
    s[gw.AT_PHASE] = gw.PH_LAIR if sig >> 8 & 1 else gw.PH_WIND if sig >> 24 & 1 else gw.PH_ROLL  # a one-die
    # move's signature is its bit alone: the rest are then only set as the bits say
    s[gw.AT_MOD + gw.WOLF] = 255 if sig >> 9 & 1 else 0
    s[gw.AT_MOD + gw.GOAT] = ((sig >> 10 & 15) - 8) & 0xFF
    s[gw.AT_REROLL] = sig >> 14 & 3
    s[gw.AT_ODD] = sig >> 16 & 3
    s[gw.AT_LAKE] = sig >> 18 & 3
    s[gw.AT_LAKE_LEFT] = sig >> 20 & 3
    s[gw.AT_HOLD] = sig >> 22 & 3


def test_hard_signature_packs_each_pending_feature_in_its_own_bits():
    s = _pos("M6", "O3", gw.GOAT)
    s[gw.AT_PHASE] = gw.PH_ROLL
    assert ai._signature(s) == 8 << 10  # nothing pending: the Goat's modifier 0 reads as 8
    seen = 0
    for field, value in ((gw.AT_FLAGS + gw.GOAT, 1 << gw.F_MISS), (gw.AT_FLAGS + gw.GOAT, 1 << gw.F_EXTRA),
                         (gw.AT_FLAGS + gw.GOAT, 1 << gw.F_EAR), (gw.AT_FLAGS + gw.GOAT, 1 << gw.F_SISTERS),
                         (gw.AT_FLAGS + gw.GOAT, 1 << gw.F_SHIELD), (gw.AT_FLAGS + gw.WOLF, 1 << gw.F_MISS),
                         (gw.AT_FLAGS + gw.WOLF, 1 << gw.F_EXTRA), (gw.AT_FLAGS + gw.WOLF, 1 << gw.F_EAR),
                         (gw.AT_PHASE, gw.PH_LAIR), (gw.AT_MOD + gw.WOLF, 255), (gw.AT_MOD + gw.GOAT, 254),
                         (gw.AT_REROLL, 2), (gw.AT_ODD, 9), (gw.AT_LAKE, 2), (gw.AT_LAKE_LEFT, 1), (gw.AT_HOLD, 2)):
        t = bytearray(s)
        t[field] = value
        bits = ai._signature(t) ^ ai._signature(s)
        assert bits and not bits & seen, (field, value)
        seen |= bits
    t = bytearray(s)
    t[gw.AT_FLAGS + gw.GOAT] |= 1 << gw.F_SOUL | 1 << gw.F_MOVED  # base cell and bookkeeping: not pending
    assert ai._signature(t) == ai._signature(s)
    t[gw.AT_PHASE] = gw.PH_WIND  # GW-15's one-die move waiting: its bit alone, whatever else is pending
    t[gw.AT_MOD + gw.GOAT] = 254
    t[gw.AT_FLAGS + gw.WOLF] |= 1 << gw.F_MISS
    assert ai._signature(t) == 1 << 24 and not (1 << 24) & seen


def _mean_of(s, outcomes):
    total = 0.0
    for a, w in outcomes:
        t = bytearray(s)
        gw.apply_action(t, a)
        total += w * ai.search(t, 2, ai._turns(s))
    return total / sum(w for _, w in outcomes)


def test_hard_search_reads_a_one_die_move_of_a_4_4_from_the_table_where_it_holds_that_pieces():
    # GW-15: after the 8 steps, the one die's move is a chance node of the same turn. Where the rule set's table
    # holds the mover's one-die moves (the Goat's under both rule sets, the Wolf's under the rules as written:
    # the bound that keeps the box's slowest decisions short) the search reads it there, else it weighs the die's
    # six faces
    assert [_winds(balanced) for balanced in (False, True)] == [3, 1]  # the tables the solver built
    for balanced in (False, True):
        for goat, wolf, mover in (("O2", "M9", gw.GOAT), ("M10", "M1", gw.WOLF)):
            s = gw.new_state(7, balanced)
            gw.set_position(s, parse(goat), parse(wolf), mover)
            if balanced:
                s[gw.AT_FLAGS + gw.WOLF] |= 1 << gw.F_FIRST_LINK  # set_position starts the rules as written
            gw.apply_action(s, gw.dice_action(4, 4))
            while s[gw.AT_PHASE] != gw.PH_WIND:  # a reroll kept, the first path, an effect's first face
                player = gw.current_player(s)
                gw.apply_action(s, gw.legal_actions(s)[0] if player != CHANCE else
                                gw.dice_action(0, 0) if gw.two_dice(s) else gw.die_action(0))
            assert s[gw.AT_TURN] == mover and gw.balanced(s) == balanced
            if _winds(balanced) >> mover & 1:
                want = ai.table_value(s)
            else:
                want = _mean_of(s, [(gw.die_action(d), 1) for d in range(6)])
            assert abs(ai.search(s, 1, ai._turns(s)) - want) < 1e-12, (balanced, mover)


def test_hard_search_plays_the_stump_and_cauldron_rolls_of_its_turn_by_what_they_read():
    # the two-dice effect rolls inside the turn: the Knowing Stump (I1) reads the sum, the Cauldron (I2) its 4s
    # and 5s; the search plays a roll per distinct reading, and that is the mean over all 36 rolls
    for start, steps, cell in (("M11", 2, "I1"), ("M12", 2, "I2")):
        s = _pos(start, "O3", gw.GOAT)
        gw.apply_action(s, gw.dice_action(0, steps))
        assert s[gw.AT_CELL + gw.GOAT] == parse(cell) and gw.current_player(s) == CHANCE and gw.two_dice(s)
        rolls = [(d1 * 6 + d2, 1) for d1 in range(6) for d2 in range(6)]
        assert abs(ai.search(s, 1, ai._turns(s)) - _mean_of(s, rolls)) < 1e-12


def test_hard_search_reads_the_next_turns_start_and_a_roll_inside_its_turn_from_the_table():
    s = _pos("O3", "M5", gw.GOAT)
    gw.apply_action(s, gw.dice_action(0, 1))  # one step: the Wolf's turn begins
    assert ai.search(s, 1, ai._turns(s) - 1) == ai.table_value(s)
    s = _pos("M6", "O3", gw.GOAT)  # the Ear of the Earth: shifted, the Goat's move roll waits inside its turn
    s[gw.AT_FLAGS + gw.GOAT] |= 1 << gw.F_EAR
    s[gw.AT_PHASE] = gw.PH_EAR
    gw.apply_action(s, gw.A_EAR_FWD)
    assert s[gw.AT_PHASE] == gw.PH_ROLL
    assert ai.search(s, 1, ai._turns(s)) == ai.table_value(s)


def test_hard_search_takes_a_reroll_below_the_choice_as_kept_and_weighs_both_at_the_choice():
    s = _pos("M11", "O3", gw.GOAT)
    s[gw.AT_REROLL] = 1  # the Goat holds the Stump reroll (GW-18): it may take it after any two-dice roll
    gw.apply_action(s, gw.dice_action(0, 2))
    gw.apply_action(s, gw.A_KEEP)  # onto I1: the Stump's roll
    gw.apply_action(s, gw.dice_action(0, 0))
    assert s[gw.AT_PHASE] == gw.PH_REROLL and gw.legal_actions(s) == [gw.A_KEEP, gw.A_REROLL]
    keep = bytearray(s)
    gw.apply_action(keep, gw.A_KEEP)
    turn = ai._turns(s)
    assert ai.search(s, 1, turn) == ai.search(keep, 2, turn)  # below the choice: kept (the bound)
    values = []
    for a in (gw.A_KEEP, gw.A_REROLL):
        t = bytearray(s)
        gw.apply_action(t, a)
        values.append(ai.search(t, 1, turn))
    assert ai.choose(s, ai.HARD, Rng(1)) == (gw.A_REROLL if values[1] > values[0] + 1e-12 else gw.A_KEEP)


# what each effect reads of its roll (the rule page): a die's face d, or the two dice's faces d1, d2
_READS = {
    gw.EF_BONE: lambda d: d == 1,  # M3: a 1 gives an extra turn
    gw.EF_OWL: lambda d: d == 3,  # M11: a 3 gives an extra turn
    gw.EF_BLACK: lambda d: d // 2,  # I5: half the die comes off the moves
    gw.EF_RED: lambda d: d,  # I6: 0 nothing, 1-4 steps fewer, 5 a missed turn
    gw.EF_STUMP: lambda d1, d2: (d1 + d2 + 4) // 5,  # I1: the sum 0, 1-5 or 6-10
    gw.EF_CAULDRON: lambda d1, d2: (4 in (d1, d2), 5 in (d1, d2)),  # I2: its 4s and 5s
}


def test_hard_plays_each_effect_roll_once_a_reading_the_rules_make_of_it():
    # ai._EFFECT_ROLLS: a roll for each reading an effect makes of its die or dice, weighted by the faces (rolls)
    # that give it; every face leaves the turn as its reading's roll does. At effects met in random games of
    # both rule sets, for both pieces, a reroll held or not
    met = {}
    rng = Rng(8)
    for balanced in (False, True):
        for game in range(40):
            s = gw.new_state(600 + game, balanced)
            while gw.current_player(s) != TERMINAL:
                if s[gw.AT_PHASE] == gw.PH_EFFECT:
                    met.setdefault((s[gw.AT_EFF], s[gw.AT_TURN], s[gw.AT_REROLL]), bytes(s))
                legal = gw.legal_actions(s)
                gw.apply_action(s, gw.sample_chance(s) if gw.current_player(s) == CHANCE
                                else legal[rng.below(len(legal))])
    assert {ef for ef, _, _ in met} == set(_READS) and len(met) >= 10
    for (ef, _, _), s in met.items():
        rolls = ai._EFFECT_ROLLS[ef]
        n = len(rolls) // 2
        if gw.two_dice(s):
            faces = {a: _READS[ef](a // 6, a % 6) for a in range(36)}
        else:
            faces = {a: _READS[ef](a - gw.DIE_BASE) for a in range(gw.DIE_BASE, gw.DIE_BASE + 6)}
        readings = [faces[rolls[i]] for i in range(n)]
        assert sorted(set(readings)) == sorted(set(faces.values())) and len(set(readings)) == n, ef
        assert [list(faces.values()).count(r) for r in readings] == list(rolls[n:]), ef

        def after(a):
            t = bytearray(s)
            gw.apply_action(t, a)
            if t[gw.AT_PHASE] == gw.PH_REROLL:  # a held reroll not taken
                gw.apply_action(t, gw.A_KEEP)
            return t

        for a, r in faces.items():
            assert ai._same(after(a), after(rolls[readings.index(r)])), (ef, a)


def test_hard_5_5_secret_path_picks_the_jump_whose_six_steps_and_rolls_search_best():
    # GW-14: the jump is chosen by what the compulsory 6 steps after it lead to, the rest of the turn played out
    s = _pos("O2", "M9", gw.GOAT)
    gw.apply_action(s, gw.dice_action(5, 5))
    assert s[gw.AT_PHASE] == gw.PH_JUMP
    legal = gw.legal_actions(s)
    values = []
    for a in legal:
        t = bytearray(s)
        gw.apply_action(t, a)
        values.append(ai.search(t, 1, ai._turns(s)))
    best = max(values)
    assert ai.choose(s, ai.HARD, Rng(1)) == legal[[abs(v - best) <= 1e-12 for v in values].index(True)]


def test_gw36_every_level_plays_the_balanced_rules_legally_and_decides_the_goats_reroll():
    # every level plays both rule sets (hard with the balanced rules' own table)
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


def _winds(balanced):
    """Whose one-die moves of a 4+4 the rule set's table holds, bit p for piece p (the closing record's value)."""
    return _Flash(balanced).u(ai.RECORD * ai.BASE_CELLS, 2)


def _plain_value(s, turn):
    """hard's search value without cuts or kept values (the plain search, kept to check the fast one): every outcome
    and every action of the rest of the turn, the reroll below the choice kept."""
    if s[gw.AT_PHASE] == gw.PH_OVER:
        return 1.0 if s[gw.AT_WINNER] == 1 else 0.0
    player = gw.current_player(s)
    if ai._turns(s) != turn or player == CHANCE and s[gw.AT_PHASE] in (gw.PH_ROLL, gw.PH_SOUL):
        return ai.table_value(s)
    if s[gw.AT_PHASE] == gw.PH_WIND and _winds(gw.balanced(s)) >> s[gw.AT_TURN] & 1:
        return ai.table_value(s)
    if player == CHANCE:  # every face of the die, or all 36 rolls of the two dice
        outcomes = [(a, 1) for a in (range(36) if gw.two_dice(s) else range(gw.DIE_BASE, gw.DIE_BASE + 6))]
        total = 0.0
        for a, w in outcomes:
            t = bytearray(s)
            gw.apply_action(t, a)
            total += w * _plain_value(t, turn)
        return total / sum(w for _, w in outcomes)
    legal = gw.legal_actions(s)[:1] if s[gw.AT_PHASE] == gw.PH_REROLL else gw.legal_actions(s)
    values = []
    for a in legal:
        t = bytearray(s)
        gw.apply_action(t, a)
        values.append(_plain_value(t, turn))
    return max(values) if player == gw.GOAT else min(values)


def _plain_choice(s):
    legal = gw.legal_actions(s)
    values = []
    for a in legal:
        t = bytearray(s)
        gw.apply_action(t, a)
        values.append(_plain_value(t, ai._turns(s)))
    best = max(values) if gw.current_player(s) == gw.GOAT else min(values)
    return legal[[abs(v - best) <= ai._TIE for v in values].index(True)]


def test_hard_cuts_and_kept_values_leave_its_choice_the_plain_searchs():
    # the device's 150 ms: the search cuts what cannot change the choice and keeps the table values it
    # read, and must choose exactly as the plain search the solver models (gw_solver.table.hard_policy) did; on the
    # decisions of hard-against-hard and random games of both rule sets, the long searches (a Wolf's 4+4 paths, a
    # Stump roll under a held reroll) among them
    rng = Rng(4)
    for goat, wolf, balanced in (("M10", "M1", False), ("O13", "O16", False), ("M5", "I2", True)):
        s = gw.new_state(7, balanced)
        gw.set_position(s, parse(goat), parse(wolf), gw.WOLF if wolf in ("M1", "O16") else gw.GOAT)
        if balanced:
            s[gw.AT_FLAGS + gw.WOLF] |= 1 << gw.F_FIRST_LINK
            s[gw.AT_REROLL] = 1  # GW-36b
        gw.apply_action(s, gw.dice_action(4, 4))  # the Wolf: 8 steps, a dozen ends; the Goat: keep it or reroll
        assert len(gw.legal_actions(s)) > 1
        assert ai.choose(s, ai.HARD, rng) == _plain_choice(s)
    decisions = 0
    for balanced in (False, True):
        for game in range(12):
            s = gw.new_state(300 + game, balanced)
            while gw.current_player(s) != TERMINAL:
                if gw.current_player(s) == CHANCE:
                    a = gw.sample_chance(s)
                else:
                    a = ai.choose(s, ai.HARD, rng)
                    if len(gw.legal_actions(s)) > 1:
                        assert a == _plain_choice(s), gw.to_dict(s)
                        decisions += 1
                    if game % 2:  # random play reaches the odd corners
                        legal = gw.legal_actions(s)
                        a = legal[rng.below(len(legal))]
                gw.apply_action(s, a)
    assert decisions > 150, decisions


def test_search_apply_is_apply_action_but_for_the_prng():
    rng = Rng(6)
    for balanced in (False, True):
        for game in range(4):
            s = gw.new_state(400 + game, balanced)
            while gw.current_player(s) != TERMINAL:
                legal = gw.legal_actions(s)
                for a in legal:
                    t = bytearray(s)
                    u = bytearray(s)
                    gw.apply_action(t, a)
                    gw.search_apply(u, a)
                    assert t[gw.AT_PHASE:] == u[gw.AT_PHASE:] and u[:gw.AT_PHASE] == s[:gw.AT_PHASE]
                gw.apply_action(s, gw.sample_chance(s) if gw.current_player(s) == CHANCE
                                else legal[rng.below(len(legal))])
