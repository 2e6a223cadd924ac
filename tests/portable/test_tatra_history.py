"""TA-6: the Tatra score history — numbered games, best score per length, survives power-off."""

from expect import raises
from memfs import MemFs, PowerCut
from yaga.rng import Rng
from yaga.games.tatra import history as th
from yaga.saves import OK, Store


def test_ta6_games_are_numbered_in_order_without_dates():
    h = th.new_history()
    assert th.games_played(h) == 0 and th.count(h) == 0
    assert th.record(h, 0, 40) == 1
    assert th.record(h, 2, 55) == 2
    assert th.entry(h, 0) == (2, 2, 55)  # newest first
    assert th.entry(h, 1) == (1, 0, 40)
    raises(ValueError, th.entry, h, 2)


def test_ta6_best_score_per_game_length():
    h = th.new_history()
    assert th.best(h, 0) is None
    th.record(h, 0, 30)
    th.record(h, 0, 52)
    th.record(h, 1, 12)
    th.record(h, 0, 52)  # a tie keeps the game that reached it first
    th.record(h, 0, 20)
    assert th.best(h, 0) == (52, 2)
    assert th.best(h, 1) == (12, 3)
    assert th.best(h, 2) is None


def test_ta6_the_ring_keeps_the_last_games_and_the_best_outlives_it():
    h = th.new_history()
    th.record(h, 1, 99)
    for i in range(th.CAPACITY + 5):
        th.record(h, 1, i)
    assert th.count(h) == th.CAPACITY and th.games_played(h) == th.CAPACITY + 6
    assert th.entry(h, 0) == (th.CAPACITY + 6, 1, th.CAPACITY + 4)
    assert th.entry(h, th.CAPACITY - 1)[0] == 7
    assert th.best(h, 1) == (99, 1)
    assert len(h) == th.SIZE


def test_ta6_bad_entries_are_refused():
    h = th.new_history()
    raises(ValueError, th.record, h, 3, 10)
    raises(ValueError, th.record, h, 0, -1)
    assert bytes(h) == bytes(th.new_history())


def test_ta6_history_survives_power_off():
    fs = MemFs()
    h = th.new_history()
    th.record(h, 0, 41)
    Store(fs).save("tatra_hist", 9, h)
    th.record(h, 2, 60)
    fs.budget = 5  # the power fails while the second game is being saved
    try:
        Store(fs).save("tatra_hist", 9, h)
    except PowerCut:
        pass
    fs.reboot()
    status, back = Store(fs).load("tatra_hist", 9, th.SIZE)
    assert status == OK
    assert th.games_played(back) == 1 and th.best(back, 0) == (41, 1)
    Store(fs).save("tatra_hist", 9, h)
    status, back = Store(fs).load("tatra_hist", 9, th.SIZE)
    assert bytes(back) == bytes(h) and th.best(back, 2) == (60, 2)


def test_ta6_a_nonsense_history_is_refused():
    h = th.new_history()
    assert th.is_valid(h)
    for g in range(th.CAPACITY + 3):  # the ring wraps
        th.record(h, g % 3, 50 + g)
        assert th.is_valid(h)
    assert not th.is_valid(h[:-1])
    for off, bad in ((2, th.CAPACITY + 1), (3, th.CAPACITY)):
        b = bytearray(h)
        b[off] = bad
        assert not th.is_valid(b), off
    b = bytearray(h)
    b[16 + 2] = 3  # a ring entry of no known length
    assert not th.is_valid(b)



def test_ta6_a_history_whose_counts_disagree_is_refused():
    h = th.new_history()
    for g in range(5):
        th.record(h, g % 3, 40 + g)
    b = bytearray(h)
    b[0], b[1] = 0, 4  # four games recorded, five kept
    assert not th.is_valid(b)
    b = bytearray(h)
    b[16], b[17] = 0, 9  # a kept game numbered past the games recorded
    assert not th.is_valid(b)
    b = bytearray(h)
    b[4 + 2], b[4 + 3] = 0, 6  # the best short game: game 6 of 5
    assert not th.is_valid(b)
    r = Rng(6)
    for _ in range(500):  # random bytes: refused or not, never an exception
        th.is_valid(bytearray(r.below(256) for _ in range(th.SIZE)))
