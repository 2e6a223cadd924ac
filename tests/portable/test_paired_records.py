"""Records that change together, written one after the other: Tatra's score history and the game's save (TA-6),
Goat and Wolf's statistics and the game's save. A power cut between the two writes leaves the finished game to be
recorded again when the box comes back; it must count once."""

import test_goat_wolf_app as gw_keys
import test_tatra_app as tatra_keys
from expect import raises
from memfs import MemFs, PowerCut
from screenkit import press
from yaga.box import AppStore
from yaga.buttons import A, B
from yaga.engine import TERMINAL
from yaga.games.goat_wolf import rules as gw
from yaga.games.goat_wolf import stats
from yaga.games.tatra import history
from yaga.games.tatra import rules as t
from yaga.saves import Store

TATRA_ID = 5
NEW_SEED = 77  # the rigs' seeds start from 1 again on each open: the next game gets another one


class _CutBetween(MemFs):
    """A MemFs whose power is cut once: as the record `second` starts being written after `first` was saved."""

    def __init__(self, first, second):
        MemFs.__init__(self)
        self.first = first
        self.second = second
        self.armed = False
        self.cut = False

    def rename(self, a, b):
        MemFs.rename(self, a, b)
        if b == self.first and not self.cut:
            self.armed = True

    def open(self, name, mode):
        if self.armed and name == self.second + ".tmp" and "w" in mode:
            self.armed = False
            self.cut = True
            self.budget = 0
        return MemFs.open(self, name, mode)


def _tatra_to_the_record_step(app):
    tatra_keys._set_up(app)
    tatra_keys._play_to_scoring(app)
    for n in (30, 2, 1):  # the goal card, treasures and dragons left: 39
        tatra_keys._answer(app, n)
    assert app.s[t.FLAGS] & t.F_OVER


def test_ta6_a_cut_between_the_history_and_the_games_save_records_the_game_once():
    fs = _CutBetween("app_tatra_hist", "app_tatra")
    app = tatra_keys._open(fs)
    _tatra_to_the_record_step(app)
    raises(PowerCut, press, app, A)  # recorded in the history; the game's save never written
    fs.reboot()
    assert history.games_played(history.load(AppStore(Store(fs), "app_tatra_hist", TATRA_ID))) == 1
    again = tatra_keys._open(fs)  # the finished game is back, to be recorded
    assert again.s is not None and again.s[t.FLAGS] & t.F_OVER
    press(again, A)
    assert again.s is None and history.games_played(again.hist) == 1 and history.count(again.hist) == 1
    assert history.entry(again.hist, 0) == (1, 0, 39)
    again.box._entropy = lambda: NEW_SEED
    press(again, B)  # the history shown, then the start menu
    _tatra_to_the_record_step(again)  # the next game is a new one: game 2
    press(again, A)
    assert history.games_played(again.hist) == 2 and history.entry(again.hist, 0) == (2, 0, 39)


def test_ta6_a_history_from_before_the_games_id_loads_and_counts_on():
    fs = MemFs()
    old = history.new_history()
    history.record(old, 1, 44)
    Store(fs).save("app_tatra_hist", TATRA_ID, old[: history.OLD_SIZE])
    app = tatra_keys._open(fs)
    assert len(app.hist) == history.SIZE and history.entry(app.hist, 0) == (1, 1, 44)
    assert app.box.store.problem is None


def test_gw_a_cut_between_the_statistics_and_the_games_save_counts_the_game_once():
    fs = _CutBetween("app_goat_wolf_stats", "app_goat_wolf")
    app = gw_keys._open(fs)
    gw_keys._start(app, 0)  # two players
    gw_keys._run(app, 100)  # the new game saved
    raises(PowerCut, gw_keys._wolf_wins, app)  # counted in the statistics; the game's save never written
    fs.reboot()
    again = gw_keys._open(fs)  # the game as last saved: the same last move ends it again
    assert gw.current_player(again.s) != TERMINAL
    gw_keys._wolf_wins(again)
    assert stats.games(stats.load(again), False) == 1
    again.box._entropy = lambda: NEW_SEED
    press(again, A)  # the rematch: a new game, counted
    gw_keys._wolf_wins(again)
    assert stats.games(stats.load(again), False) == 2
