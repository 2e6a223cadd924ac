"""Goat and Wolf's screenshots for docs/screens/, in the three languages, from the simulator.

Each screen is a game position written as the app's own save into a fresh state folder (with the language's
settings), then `python -m host_sim` opens Goat and Wolf from the main menu with the keys that show the screen
and writes the PNG (the Settings screens are opened from the main menu instead). Usage: python tools/gw_screens.py [screen ...]  (run from the repository's root).
"""

import subprocess
import sys
import tempfile

sys.path[:0] = ["lib", "."]  # the box's modules, and the simulator's (host_sim.images)

from yaga.games.goat_wolf.app import App  # noqa: E402
from yaga.box import AppStore, Box  # noqa: E402
from yaga.fs import RealFs  # noqa: E402
from yaga.gfx import Canvas  # noqa: E402
from yaga.games.goat_wolf import rules as gw  # noqa: E402
from yaga.games.goat_wolf.board import parse  # noqa: E402
from yaga.saves import Store  # noqa: E402
from yaga.settings import LANGUAGES, Settings  # noqa: E402

OPEN = "DOWN,A"  # Goat and Wolf is the main menu's second row
SETTINGS = "UP,UP,A"  # Settings: the main menu's row before the last (the list wraps round)


def _rolled(app, mode, goat, wolf, turn, *dice):
    """A new game in `mode` (0 two players, 1 you are the Wolf, 2 you are the Goat), the pieces on the cells named,
    `turn` to move, then each roll (two dice) shown to its end."""
    app._new_game(mode, False)
    gw.set_position(app.s, parse(goat), parse(wolf), turn)
    for d1, d2 in dice:
        app._act(gw.dice_action(d1, d2))
        app._finish_animation()


def _choice(app):
    """A Wolf's path choice with 14 ends (O16, 4+5): two rows, the dots under them."""
    _rolled(app, 0, "O3", "O16", gw.WOLF, (4, 5))


def _roll(app):
    """The Goat rolled 2+3 and walked: the Wolf's turn, no dice under its name, the message says whose."""
    _rolled(app, 0, "O3", "O12", gw.GOAT, (2, 3))


def _abyss(app):
    """The Wolf on I1 rolled 0+1 and chose I8, the Abyss: thrown 4 back to I4 (the log's newest entry)."""
    _rolled(app, 0, "O3", "I1", gw.WOLF, (0, 1))
    app._act(gw.cell_action(parse("I8")))
    app._finish_animation()


def _marks(app):
    """The Goat ended its move on M9 (the Broken Arrow: -2) holding a reroll; the Wolf has -1 waiting."""
    app._new_game(0, False)
    gw.set_position(app.s, parse("M7"), parse("O13"), gw.GOAT)
    app.s[gw.AT_REROLL] = 1
    app.s[gw.AT_MOD + gw.WOLF] = 0xFF
    app._act(gw.dice_action(1, 1))
    app._act(gw.A_KEEP)
    app._finish_animation()


def _fresh(app):
    """A game just begun (two players)."""
    app._new_game(0, False)


def _fresh_balanced(app):
    """A game just begun (two players) by the balanced rules (GW-36)."""
    app._new_game(0, True)


def _wolf_choice(app):
    """You are the Wolf (the AI the Goat, normal): on I1 the Wolf rolled 0+1, M12 or I8 to choose."""
    _rolled(app, 1, "O3", "I1", gw.WOLF, (0, 1))


def _lair(app):
    """Two players: the Wolf starts its turn on the Wolf's Lair (O10) and picks its way round (GW-8)."""
    app._new_game(0, False)
    gw.set_position(app.s, parse("O3"), parse("O10"), gw.WOLF)


def _cauldron(app):
    """Two players: the Goat walked I1 -> I2, the Cauldron's roll (it tells what the roll is for)."""
    _rolled(app, 0, "I1", "O5", gw.GOAT, (0, 1))


def _cauldron_five(app):
    """The Cauldron's roll showed a 5 and no 4: stop the Wolf for 2 of the Goat's steps?"""
    _rolled(app, 0, "I1", "O5", gw.GOAT, (0, 1), (5, 2))


def _caught(app):
    """You are the Goat (the AI the Wolf): the Wolf rolled 1+2 from O6 onto the Goat on O3 and won (GW-11)."""
    _rolled(app, 2, "O3", "O6", gw.WOLF, (1, 2))


def _stats(app):
    """Some games against the AI on the statistics' own record, by each rule set (the balanced rules after the
    18 bytes of the rules as written)."""
    from yaga.games.goat_wolf import stats as st

    app._new_game(2, False)
    rec = bytearray(st.SIZE)
    for at, v in ((0, 23), (2, 5), (4, 2), (6, 3), (8, 1), (10, 1), (12, 0), (14, 2), (16, 4),
                  (18, 12), (20, 3), (22, 4), (24, 2), (26, 3), (28, 1), (30, 2), (32, 1), (34, 3)):
        rec[at + 1] = v
    st.save(app, rec)


def _always(app):
    """The Wolf's path choice of 14 ends (_choice) with the coach always on: the hint line gives the chance."""
    _choice(app)
    app.coach = 2


def _played(app):
    """A whole two-player game by the balanced rules, its rolls from the game's own generator and two choices in
    three the last option (else the first): a game the review replays, with some costly choices."""
    app._new_game(0, True)
    n = 0
    while gw.current_player(app.s) != gw.TERMINAL:
        if gw.current_player(app.s) == gw.CHANCE:
            a = gw.sample_chance(app.s)
        else:
            legal = gw.legal_actions(app.s)
            n += 1
            a = legal[(len(legal) - 1) * (n % 3 != 0)]
        app._act(a)
        app._finish_animation()


SCREENS = {  # name: (how the save is made, the keys after the game opens; None: no save, keys from the main menu)
    "choice": (_choice, "DOWN,DOWN,DOWN,WAIT3000"),
    "roll": (_roll, "WAIT600"),
    "glide": (_fresh, "DICE,WAIT560"),  # the Goat's walk (2+4), mid-glide between two cells of the outer ring
    "log": (_abyss, "UP,WAIT600"),
    "marks": (_marks, "WAIT600"),
    "marks-look": (_marks, "RIGHT,A,WAIT600"),
    "rules": (_fresh, "A,UP,UP,A,DOWN,DOWN,DOWN,WAIT600"),  # the menu: How to play, its 4th page (the cells)
    "rules-soul": (_fresh, "A,UP,UP,A" + ",DOWN" * 12 + ",WAIT600"),  # the 13th page: the soul
    "setup": (_fresh, "A,DOWN*3,A,UP,WAIT600"),  # New game: the set-up, its last row How to play
    "setup-level": (_fresh, "A,DOWN*3,A,DOWN*4,RIGHT,WAIT600"),  # the AI level's row: what hard means
    "setup-rules": (_fresh, "A,DOWN*3,A,DOWN*5,RIGHT,WAIT600"),  # the rules' row, balanced: what they mean
    "menu-balanced": (_fresh_balanced, "A,WAIT600"),  # the game menu's title names the rules
    "rules-balanced": (_fresh, "A,UP,UP,A" + ",DOWN" * 17 + ",WAIT600"),  # How to play's 18th page: GW-36
    "menu-take-back": (_wolf_choice, "DOWN,A,WAIT9000,A,DOWN*5,WAIT600"),  # I8, the AI's reply, the menu
    "take-back": (_wolf_choice, "DOWN,A,WAIT9000,A,DOWN*5,A,WAIT600"),
    "stats": (_stats, "A,UP,A,WAIT600"),
    "stats-balanced": (_stats, "A,UP,A,RIGHT,WAIT600"),  # the balanced rules' figures
    "lair": (_lair, "WAIT600"),  # the Lair's two ways, by the first cell of each
    "roll-for": (_cauldron, "WAIT9000"),  # what the Cauldron's roll is for: the message rests on it
    "cauldron": (_cauldron_five, "WAIT600"),  # the Cauldron's question
    "over": (_caught, "WAIT9000"),  # the winner; the message rests on who the player is in the rematch
    "over-log": (_caught, "UP,WAIT600"),  # the log, open after the game too
    "restart": (_fresh, "A,DOWN*3,A,A,WAIT600"),  # New game over a game in progress: asked first, Play on first
    "setup-goat": (_fresh, "A,DOWN*3,A,DOWN,WAIT600"),  # You are the Goat: the tip for the balanced rules
    "settings-reset": (None, SETTINGS + ",UP,WAIT600"),  # Settings' last row: reset the statistics
    "settings-reset-ask": (None, SETTINGS + ",UP,A,WAIT600"),  # its question
    # the coach and the review (docs/screens/gw-coach-*)
    "gw-coach-setup": (_fresh, "A,DOWN*3,A,DOWN*6,WAIT600"),  # the set-up's Coach row: on request
    "gw-coach-odds": (_choice, "DOWN,DOWN,DOWN,WAIT3000,DICE,WAIT600"),  # DICE: the options best first
    "gw-coach-always": (_always, "WAIT3000"),  # always: the hint line gives the highlighted option's chance
    "gw-coach-over": (_played, "WAIT4000"),  # the winner's message tells where the review is
    "gw-coach-menu": (_played, "DICE,DOWN*5,WAIT600"),  # the game-over menu, on Review
    "gw-coach-review": (_played, "DICE,DOWN*5,A,WAIT3000"),  # the share of the best chance kept
    "gw-coach-review-choice": (_played, "DICE,DOWN*5,A,WAIT3000,RIGHT,WAIT600"),  # the costliest choice
    "gw-coach-stats": (_played, "DICE,DOWN*5,A,WAIT3000,B,DICE,DOWN*6,A,WAIT600"),  # the share in the statistics
}


def render(name, lang):
    """docs/screens/goat_wolf-<name>-<lang>.png: the screen's save in a state folder of its own, then the keys."""
    from yaga import strings

    make, keys = SCREENS[name]
    with tempfile.TemporaryDirectory(prefix="gw-screens-") as state:
        store = Store(RealFs(state))
        settings = Settings()
        settings.language = lang
        settings.save(store)
        strings.set_language(lang)
        app = App(Box(Canvas(), AppStore(store, "app_goat_wolf", App.ID), settings, lambda: 0, lambda: 7))
        if make is not None:
            make(app)
            app.save()
            keys = OPEN + "," + keys
        out = "docs/screens/%s-%s.png" % (name if name.startswith("gw-") else "goat_wolf-" + name, lang)
        subprocess.run([sys.executable, "-m", "host_sim", "--state-dir", state, "--keys", keys,
                        "--png", out, "--scale", "4"], check=True)
    print(out)


def no_tables(lang):
    """docs/screens/gw-coach-no-tables-<lang>.png: DICE at a choice on a box without hard's tables (the .uf2
    alone): the app drawn here, the tables' test answering no, since the simulator's box has them."""
    from host_sim.images import save_png
    from yaga import strings
    from yaga.buttons import DICE
    from yaga.games.goat_wolf import ai

    strings.set_language(lang)
    with tempfile.TemporaryDirectory(prefix="gw-screens-") as state:
        store = Store(RealFs(state))
        app = App(Box(Canvas(), AppStore(store, "app_goat_wolf", App.ID), Settings(), lambda: 0, lambda: 7))
        _choice(app)
        ai.table_present = lambda balanced=False: False
        app.key(DICE)
        app.draw(app.box.canvas)
        out = "docs/screens/gw-coach-no-tables-%s.png" % lang
        save_png(app.box.canvas.buf, out, 4)
    print(out)


def main(names):
    for name in names or sorted(SCREENS) + ["gw-coach-no-tables"]:
        for lang in LANGUAGES:
            if name == "gw-coach-no-tables":
                no_tables(lang)
            else:
                render(name, lang)


if __name__ == "__main__":
    main(sys.argv[1:])
