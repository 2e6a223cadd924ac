"""The tray as a referee, played through the keys: named players taking turns by whole rolls, each with a histogram
against the pool's exact odds, and proof of roll (a commitment before a session, its seed revealed after, every
roll replayed from it)."""

from screenkit import lit, press, text_at, text_in_row
from yaga.buttons import A, B, DICE, DOWN, LEFT, RIGHT, UP
from yaga.games.dice import app as tray
from yaga.games.dice import odds, proof
from yaga.games.dice import rules as dice
from yaga.gfx import text_width

from test_dice_tray import _menu, _open, _saved, _set_pool, _view

_PLAYERS_ROW = 6
_PROOF_ROW = 7
_ROW_LENGTHS = (12, 12, 2, 6)  # the name picker's Latin rows: letters, then tabs and keys (OK last)


def _typed(name):
    """The keys that type name (Latin letters) on the name picker and press OK."""
    keys = []
    at = [0, 0]

    def go(row, col):
        while at[0] != row:
            down = (row - at[0]) % 4 <= 2
            keys.append(DOWN if down else UP)
            at[0] = (at[0] + (1 if down else 3)) % 4
            at[1] = min(at[1], _ROW_LENGTHS[at[0]] - 1)
        while at[1] != col:
            keys.append(RIGHT if col > at[1] else LEFT)
            at[1] += 1 if col > at[1] else -1

    for ch in name.upper():
        i = ord(ch) - ord("A")
        go(i // 12, i % 12)
        keys.append(A)
    go(3, 5)
    return keys + [A]


def _with_players(names, app=None):
    app = _open() if app is None else app
    _menu(app, _PLAYERS_ROW)
    assert _view(app) == tray.PLAYERS
    for n in names:
        press(app, *([DOWN] * (dice.players(app.s) - app.top().cursor)))  # the "Add player" row
        press(app, A, *_typed(n))
    press(app, B)
    return app


def test_players_are_named_with_the_name_picker_and_saved():
    app = _with_players(["Ana", "Bo"])
    assert [dice.name(app.s, p) for p in range(dice.players(app.s))] == ["Ana", "Bo"]
    assert dice.turn(app.s) == 0 and dice.turn_chosen(app.s) and _saved(app) == app.s
    c = app.box.canvas
    assert text_at(c, "Ana", 128 - text_width("Ana"), 1, 0)  # whose turn, at the title's right


def test_whole_rolls_pass_the_turn_and_count_in_the_roller_s_histogram_rerolls_do_not():
    app = _with_players(["Ana", "Bo", "Cy"])
    turns = []
    for _ in range(5):
        press(app, DICE)
        turns.append(dice.turn(app.s))
    assert turns == [0, 1, 2, 0, 1]
    press(app, RIGHT, A, DICE, DICE)  # Bo holds a die and rerolls twice: still Bo's turn, not counted
    assert dice.turn(app.s) == 1 and [dice.rolls(app.s, p) for p in range(3)] == [2, 2, 1]
    press(app, B, DICE)  # B frees the held die: the next whole roll is Cy's
    assert dice.turn(app.s) == 2 and dice.rolls(app.s, 2) == 2
    for p in range(3):
        assert sum([dice.bin_count(app.s, p, b) for b in range(dice.BINS)]) == dice.rolls(app.s, p)
    newest = dice.history_entry(app.s, 0)
    low = dice.total_range(*dice.pool_of(app.s))[0]
    assert dice.bin_count(app.s, 2, dice.total(app.s, newest) - low) >= 1


def test_dice_while_a_name_is_spelled_rolls_nothing_and_keeps_the_letters():
    app = _with_players(["Ana"])
    _menu(app, _PLAYERS_ROW)
    press(app, DOWN, A)  # "Add player": the name picker
    picker = app.top().picker
    press(app, RIGHT, A)  # a letter picked
    spelled = picker.name
    press(app, DICE)
    assert app.top().picker is picker and picker.name == spelled and spelled
    assert not dice.rolled(app.s)


def test_right_on_a_player_makes_it_their_turn_for_the_next_roll():
    app = _with_players(["Ana", "Bo", "Cy"])
    press(app, DICE)
    _menu(app, _PLAYERS_ROW)
    press(app, DOWN, DOWN, RIGHT)  # Cy
    assert dice.turn(app.s) == 2 and dice.turn_chosen(app.s)
    assert text_at(app.box.canvas, app.t["turn_note"], 128 - text_width(app.t["turn_note"]), 1, 0)
    press(app, B, DICE)
    assert dice.turn(app.s) == 2 and dice.rolls(app.s, 2) == 1


def test_left_renames_a_player_and_no_letters_takes_them_away_b_keeps_them():
    app = _with_players(["Ana", "Bo"])
    _menu(app, _PLAYERS_ROW)
    press(app, DOWN, LEFT, B)  # the picker opened on Bo and was cancelled
    assert dice.players(app.s) == 2 and _view(app) == tray.PLAYERS
    press(app, LEFT, DOWN, DOWN, DOWN, RIGHT, RIGHT, RIGHT, RIGHT, A, RIGHT, A)  # delete one letter, OK: "B"
    assert dice.name(app.s, 1) == "B"
    press(app, LEFT, DOWN, DOWN, DOWN, RIGHT, RIGHT, RIGHT, RIGHT, A, RIGHT, A)  # delete, then OK: no letters
    assert dice.players(app.s) == 1 and dice.name(app.s, 0) == "Ana" and dice.is_valid(app.s)


def test_at_most_four_players_and_the_add_row_goes():
    app = _with_players(["Ana", "Bo", "Cy", "Di"])
    assert dice.players(app.s) == dice.MAX_PLAYERS
    _menu(app, _PLAYERS_ROW)
    assert len(app.top().items) == dice.MAX_PLAYERS


def test_a_player_s_histogram_shows_their_rolls_against_the_exact_odds():
    app = _with_players(["Ana"])
    for _ in range(20):
        press(app, DICE)
    _menu(app, _PLAYERS_ROW)
    press(app, A)
    assert _view(app) == tray.STATS
    view = app.top()
    c = app.box.canvas
    assert text_at(c, "Ana", 2, 1, 0) and text_in_row(c, app.t["rolls_note"] % 20, 1, 0)
    assert view.count == 11 and text_at(c, "2", 0, tray.LINE1) and text_at(c, "12", 128 - text_width("12"), tray.LINE1)
    # 7 is the likeliest total of 2d6: its tick stands highest, at 20 * 6/36 of the scale
    assert max(view.ticks[: view.count]) == view.ticks[5] and view.ticks[0] == view.ticks[10]
    for b in range(view.count):
        x = view.x0 + b * view.pitch + 1
        bottom = 11 + 36
        assert (lit(c, x, bottom - 1) == 1) == (dice.bin_count(app.s, 0, b) > 0 or view.ticks[b] == 1)
    press(app, B)
    assert _view(app) == tray.PLAYERS


def test_a_roll_of_another_pool_starts_the_histograms_afresh():
    app = _with_players(["Ana"])
    press(app, DICE, DICE)
    _set_pool(app, {dice.K_D6: 3})
    assert dice.rolls(app.s, 0) == 2  # choosing dice alone keeps them
    press(app, DICE)
    assert dice.rolls(app.s, 0) == 1 and dice.summary(dice.counted_pool(app.s), 0) == "3d6"


def test_odds_equal_every_face_counted_one_by_one():
    def brute(kinds, keep):
        ways = {}

        def walk(i, faces):
            if i == len(kinds):
                kept = sorted(faces, reverse=True)[: keep or len(faces)]
                ways[sum(kept)] = ways.get(sum(kept), 0) + 1
                return
            for f in range(dice.lowest(kinds[i]), dice.highest_face(kinds[i]) + 1):
                walk(i + 1, faces + [f])

        walk(0, [])
        low = min(ways)
        return low, [ways.get(t, 0) for t in range(low, max(ways) + 1)]

    for kinds, keep in (([2, 2], 0), ([2] * 4, 3), ([1, 2, 6], 2), ([8, 2, 0], 1), ([6, 6], 1), ([0, 1, 2, 3], 2),
                        ([4, 8, 8], 1), ([7], 0)):
        assert odds.distribution(kinds, keep) == brute(kinds, keep), (kinds, keep)
    assert odds.distribution([dice.K_D100] * 4, 3) is None  # too long a walk for the box: no curve, said so


def test_no_odds_for_a_pool_too_long_to_count_is_said_on_the_histogram():
    app = _open()
    _set_pool(app, {dice.K_D100: 4})
    dice.set_keep(app.s, 3)
    _with_players(["Ana"], app)
    press(app, DICE)
    _menu(app, _PLAYERS_ROW)
    press(app, A)
    assert text_in_row(app.box.canvas, app.t["no_odds"], tray.LINE1)


def _proof_screen(app):
    _menu(app, _PROOF_ROW)
    assert _view(app) == tray.PROOF


def test_proof_of_roll_commits_before_the_first_roll_and_the_revealed_seed_replays_every_roll():
    app = _open(seed=9)
    _set_pool(app, {dice.K_D6: 2, dice.K_D20: 1})
    _proof_screen(app)
    press(app, A)
    assert dice.proof(app.s) == dice.PROOF_OPEN
    shown = proof.state_commitment(app.s)
    c = app.box.canvas
    assert len(shown) == 16 and text_at(c, shown, 0, 20)
    press(app, DICE)  # a whole roll
    press(app, RIGHT, A, DICE)  # the first d6 held, the others rolled
    press(app, B, RIGHT, RIGHT, A, RIGHT, A, DICE)  # freed; then the second d6 and the d20 held
    rolled = []
    for age in range(2, -1, -1):
        at = dice.history_entry(app.s, age)
        rolled.append([i for i in range(dice.count(app.s, at)) if not dice.held(app.s, i, at)])
    _proof_screen(app)
    press(app, A)  # a reveal cannot be taken back: the first A only asks again
    assert dice.proof(app.s) == dice.PROOF_OPEN and text_at(c, app.t["reveal_again"], 0, tray.LINE2)
    press(app, A)
    assert dice.proof(app.s) == dice.PROOF_REVEALED and _saved(app) == app.s
    seed = dice.session_seed(app.s)
    salt = dice.session_salt(app.s)
    assert text_at(c, app.t["seed"] + " %08x" % seed, 0, 31) and text_at(c, shown, 0, 20)
    assert text_at(c, app.t["salt"] + " " + proof.hex_text(salt), 0, 40) and text_in_row(c, app.t["rolls_note"] % 3, tray.LINE1)
    assert proof.commitment(seed, salt) == shown
    replayed = proof.replay(seed, [[dice.kind(app.s, i) for i in dice_rolled] for dice_rolled in rolled])
    for n, age in enumerate(range(2, -1, -1)):
        at = dice.history_entry(app.s, age)
        assert replayed[n] == [dice.value(app.s, i, at) for i in rolled[n]]
    assert rolled == [[0, 1, 2], [1, 2], [0]]


def test_b_leaves_the_proof_screen_without_revealing_and_a_new_session_follows_a_reveal():
    app = _open()
    _proof_screen(app)
    press(app, A)
    first = proof.state_commitment(app.s)
    press(app, A, B)
    assert dice.proof(app.s) == dice.PROOF_OPEN and _view(app) == tray.TRAY
    _proof_screen(app)
    press(app, A, A, A)  # reveal, then a new session with a new seed
    assert dice.proof(app.s) == dice.PROOF_OPEN and proof.state_commitment(app.s) != first
    assert dice.session_rolls(app.s) == 0


def test_the_commitment_is_sha256_of_salt_and_seed_and_a_salt_changes_it():
    salt = bytes(range(8))
    assert proof.commitment(0x01020304, salt) == "0c6e333a0e73af2a"  # sha256(00..07 01 02 03 04)[:8]
    assert proof.commitment(0x01020304, bytes(8)) != proof.commitment(0x01020304, salt)


def test_the_referee_screens_draw_without_allocating():
    from screenkit import allocates_nothing

    app = _with_players(["Ana"])
    press(app, DICE, DICE)
    _menu(app, _PLAYERS_ROW)
    press(app, A)
    assert allocates_nothing(lambda: app.draw(app.box.canvas))
    press(app, B, B)
    _proof_screen(app)
    press(app, A)
    assert allocates_nothing(lambda: app.draw(app.box.canvas))
