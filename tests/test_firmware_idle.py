"""The loop that sleeps (docs/ARCHITECTURE.md, "The loop"): Shell.idle_ms tells the firmware how long it may wait for
a button's edge before the next step, and the firmware waits in WFE instead of stepping every 10 ms. Inside an app
the app's own idle_ms answers: 0 while something moves (a roll tumbling, a move animating, a frame to save), the
ms to its next timer (the AI's pause, a bot's, a turn timer's next second), None when only a key can change it;
key scripts give the same frames whether the shell is stepped every beat or only when idle_ms says so."""

import os
import sys

import pytest
from memfs import MemFs
from screenkit import FakePanel
from yaga import keyscript
from yaga.buttons import DOWN
from yaga.games import REGISTRY
from yaga.engine import TERMINAL
from yaga.games.cards import rules as cards_rules
from yaga.games.goat_wolf import rules as gw
from yaga.rng import Rng
from yaga.shell import DIM_MS, Shell
from yaga.ticks import ticks_diff

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools", "fakehw"))

from harness import app_visit  # noqa: E402


def boot(sleep_min=5, seed=1):
    shell = Shell(FakePanel(), MemFs(), Rng(seed).next32)
    shell.settings.sleep_min = sleep_min
    player = keyscript.Player(shell.step)
    player.tick(0)  # the first frame
    return shell, player


def row_of(name):
    return [n for n, _ in REGISTRY].index(name)


def opened(name, script, sleep_min=5):
    """The shell after opening app `name` from the menu and playing script in it."""
    shell, player = boot(sleep_min)
    player.play(keyscript.parse(("DOWN*%d," % row_of(name) if row_of(name) else "") + "A," + script))
    assert shell.app_name == name
    return shell, player


def tick_until(shell, player, done, most_ms=60000):
    """Beats with no button until done() (failing after most_ms)."""
    for _ in range(most_ms // keyscript.TICK_MS):
        if done():
            return
        player.tick(0)
    raise AssertionError("not reached in %d ms" % most_ms)


def test_idle_on_the_menu_the_loop_waits_for_the_dimming_then_the_sleep_setting_then_only_a_button():
    shell, player = boot(sleep_min=1)
    now = shell.now
    assert shell.idle_ms(now) == DIM_MS - (now - shell._last_input)
    for _ in range(DIM_MS // keyscript.TICK_MS):
        player.tick(0)
    assert shell._dimmed and shell.idle_ms(shell.now) == 60000 - (shell.now - shell._last_input)
    shell.settings.sleep_min = 0  # never sleeps: nothing left to wait for but a button
    assert shell.idle_ms(shell.now) is None


def test_a_button_down_or_settling_or_a_frame_to_draw_keeps_the_loop_on_its_beat():
    shell, player = boot()
    player.tick(1 << DOWN)
    assert shell.idle_ms(shell.now) == 0  # down, not yet debounced
    for _ in range(5):
        player.tick(1 << DOWN)
    player.tick(0)
    assert shell.idle_ms(shell.now) == 0  # let go, its release not yet debounced
    for _ in range(5):
        player.tick(0)
    assert shell.idle_ms(shell.now) > 0  # the cursor moved and drawn: nothing due
    shell.dirty = True
    assert shell.idle_ms(shell.now) == 0


class _Silent:
    """An app without idle_ms (as every app was before they told the loop): stepped every beat."""

    dirty = False

    def key(self, k):
        return True

    def tick(self, now_ms):
        pass

    def draw(self, c):
        pass


@pytest.mark.parametrize("says, waits", [(None, DIM_MS), (500, 500), (0, 0), ("absent", 0)])
def test_an_app_says_how_long_it_may_wait_and_one_that_says_nothing_is_stepped_every_beat(says, waits):
    shell, player = opened("dice", "WAIT500")
    shell.app = _Silent()
    if says != "absent":
        shell.app.idle_ms = lambda now: says
    shell._last_input = shell.now
    assert shell.idle_ms(shell.now) == waits


def test_dice_a_roll_tumbling_keeps_the_beat_and_the_tray_at_rest_waits_for_a_key():
    shell, player = opened("dice", "WAIT500")
    assert shell.app.idle_ms(shell.now) is None and shell.idle_ms(shell.now) > 0
    player.play(keyscript.parse("DICE"))
    assert shell.app.animating and shell.idle_ms(shell.now) == 0
    tick_until(shell, player, lambda: not shell.app.animating)
    player.tick(0)
    assert shell.app.idle_ms(shell.now) is None and shell.idle_ms(shell.now) > 0


def test_goat_and_wolf_ai_vs_ai_waits_out_the_ai_pause_and_keeps_the_beat_while_a_move_animates():
    shell, player = opened("goat_wolf", "DOWN*3,A")  # AI vs AI
    app = shell.app
    seen = set()
    while gw.current_player(app.s) != TERMINAL:
        player.tick(0)
        idle = shell.idle_ms(shell.now)
        if app._animating():
            assert idle == 0
            seen.add("animating")
        elif not app.unsaved and not app.paging and not app.dirty and gw.current_player(app.s) != TERMINAL:
            assert 0 < idle <= 600 and idle == ticks_diff(app.next_at, shell.now)  # the AI's pause
            seen.add("pause")
    assert seen == {"animating", "pause"}
    tick_until(shell, player, lambda: not app._animating() and not app.unsaved and not app.paging)
    assert app.idle_ms(shell.now) is None  # the game over: nothing moves until a key


def test_goat_and_wolf_waits_for_a_person_to_roll():
    shell, player = opened("goat_wolf", "A,WAIT3000")  # two players: the Goat's roll
    assert type(shell.app.top()).__name__ == "Play" and shell.app.idle_ms(shell.now) is None
    assert 0 < shell.idle_ms(shell.now) <= DIM_MS


def test_cards_wait_out_a_bots_pause_and_a_note_and_nothing_on_a_persons_turn():
    shell, player = opened("cards", "DOWN*3,A,WAIT3000")  # a person against the strong bot, dealt
    app = shell.app
    top = app.top()
    assert type(top).__name__ == "Table" and cards_rules.current_player(app.s) == 0
    assert top.idle_ms(shell.now) is None
    assert app.idle_ms(shell.now) == (ticks_diff(app.note_until, shell.now) if app.note else None)
    player.play(keyscript.parse("A,A"))  # the person's first action: the bot's turn next
    waits = [shell.idle_ms(shell.now)]
    for _ in range(50):
        player.tick(0)
        waits.append(shell.idle_ms(shell.now))
    assert any(w and w > 10 for w in waits)  # the bot's pause waited out, not stepped through


def test_quest_turn_timer_wakes_the_loop_once_a_second_and_not_once_the_time_is_up():
    # the solo game with a one-minute turn timer set (the row before "A death loses") and started
    shell, player = opened("quest", "DOWN*2,A,A,A,DOWN*4,A,DOWN,A,A,UP,A,DOWN*2,RIGHT,UP*2,A,A,WAIT2000")
    app = shell.app
    assert app.names.timer and app.timer_left == 58
    assert shell.idle_ms(shell.now) == 1000 - ticks_diff(shell.now, app.timer_start) % 1000
    tick_until(shell, player, lambda: app.timer_left == 0, 70000)
    assert app.idle_ms(shell.now) is None


def test_tatra_turn_timer_wakes_the_loop_when_its_seconds_change_and_not_once_it_has_beeped():
    # a short game set up (TA-1), the Tatra card's round timed at 2 minutes from the game menu (the last choice)
    shell, player = opened("tatra", "A,A,A*6,RIGHT*7,A,A*12,LEFT,A,DOWN*3,RIGHT*2,B,WAIT3000")
    app = shell.app
    assert app.seconds_shown() == 117
    idle = shell.idle_ms(shell.now)
    assert 0 < idle <= 1000
    for _ in range(idle // keyscript.TICK_MS - 1):
        player.tick(0)
    assert app.seconds_shown() == 117  # not a beat too early ...
    player.tick(0)
    assert app.seconds_shown() == 116  # ... nor late
    tick_until(shell, player, lambda: app.beeped, 130000)
    assert app.idle_ms(shell.now) is None


def frames_of(script, seed, sleeping):
    """The frames the shell presents playing script on a fresh box, and the share of beats it was stepped on.
    sleeping: stepped as firmware/device.py steps it (on a beat only once a button changed or the wait idle_ms gave
    has passed), else every 10 ms beat, as the simulator does; asleep after the sleep setting until a button."""
    shell = Shell(FakePanel(), MemFs(), Rng(seed).next32)
    frames = []
    loop = {"last": None, "wait": 0, "mask": 0, "asleep": False, "steps": 0, "beats": 0}

    def step(mask, now):
        loop["beats"] += 1
        if loop["asleep"]:
            if not mask:
                return
            shell.wake(now)
            loop["asleep"] = False
        elif sleeping and loop["last"] is not None and mask == loop["mask"]:
            wait = loop["wait"]
            if wait is None or wait and ticks_diff(now, loop["last"]) < wait:
                return
        shell.step(mask, now)
        loop["steps"] += 1
        loop["last"], loop["mask"] = now, mask
        if shell.sent:
            frames.append(bytes(shell.canvas.buf))
        if shell.should_sleep(now):
            shell.sleep()
            loop["asleep"] = True
        else:
            loop["wait"] = shell.idle_ms(now)

    keyscript.Player(step, shell.buttons.long_ms).play(keyscript.parse(script))
    return frames, loop["steps"] / loop["beats"]


def _sessions():
    """A script per app that moves by itself: a roll tumbling, a whole AI game (animations, pauses, long messages
    paged), a round against a bot, a quest timed turn by turn, a Tatra round timed to its beep."""
    sys.path.insert(0, os.path.join(ROOT, "tests"))
    import test_cards_session as cards
    import test_goat_wolf_session as gw

    return {
        "dice": (app_visit(row_of("dice")) + ",DICE,WAIT5000,LONG_B", 1),
        "goat_wolf": (gw.SCRIPT, gw.SEED),
        "cards": (cards.SESSION, cards.SEED),
        "quest": ("DOWN*%d,A,DOWN*2,A,A,A,DOWN*4,A,DOWN,A,A,UP,A,DOWN*2,RIGHT,UP*2,A,A,WAIT65000,LONG_B"
                  % row_of("quest"), 5),
        "tatra": ("DOWN*%d,A,A,A,A*6,RIGHT*7,A,A*12,LEFT,A,DOWN*3,RIGHT*2,B,WAIT125000,A,LONG_B" % row_of("tatra"), 3),
    }


@pytest.mark.parametrize("name", sorted(_sessions()))
def test_key_scripts_give_the_same_frames_when_the_loop_steps_only_when_idle_ms_says(name):
    script, seed = _sessions()[name]
    every, _ = frames_of(script, seed, False)
    sleeping, share = frames_of(script, seed, True)
    assert len(every) > 20 and sleeping == every
    assert share < 0.5, share  # most beats are slept through, even in a whole AI game
