"""The card game's screenshots for docs/screens/, in the three languages, from the simulator.

Each screen is a position written as the app's own save into a fresh state folder (with the language's
settings), then `python -m host_sim` opens the card game from the main menu with the keys that show the screen
and writes the PNG. Usage: python tools/cards_screens.py [screen ...]  (run from the repository's root).
"""

import os
import subprocess
import sys
import tempfile

sys.path[:0] = ["lib", "tests/portable"]

from yaga.games.cards.app import App  # noqa: E402
from yaga.box import AppStore, Box  # noqa: E402
from yaga.fs import RealFs  # noqa: E402
from yaga.gfx import Canvas  # noqa: E402
from yaga.games.cards import rules as C  # noqa: E402
from yaga.saves import Store  # noqa: E402
from yaga.settings import LANGUAGES, Settings  # noqa: E402

OPEN = "DOWN*2,A"  # the card game is the main menu's third row
HUMAN = 0
STRONG = 2


def _table(app, kinds, hands, discards, draw=(), turn=0):
    """A tournament of these seats, dealt, then the hands and piles set as given."""
    app.n = len(kinds)
    app.kinds[: app.n] = bytes(kinds)
    app.s = C.new_state(5, app.n, app.asked())
    app.act(C.SHUFFLE)
    C.arrange(app.s, hands, discards, draw, turn)
    app.viewer = turn if app.humans() == 1 else -1


PLAIN = ["P5", "P5", "P6", "P7", "P7"]


def _cats(target):
    """Pass-and-play: player 1 casts Cats at player 2 (its hand `target`); the box is to go to player 2."""

    def make(app):
        _table(app, [HUMAN, HUMAN, STRONG], [["CATS", "P3", "P4", "P6", "P6"], target, PLAIN], [["P2"], ["P5"]])
        for a in C.legal_actions(app.s):
            if C.action_to_str(app.s, a) == "cast CATS[4+3]>0 P1:BY":
                app.act(a)

    return make


def _stalled(app):
    """Against two bots, 60 turns into a round nobody could end."""
    _table(app, [HUMAN, STRONG, STRONG], [["P3", "P4", "P6", "P6", "P7"], PLAIN, PLAIN[::-1]], [["P2"], ["P5"]])
    app.s[319] = 60


def _reveal(app):
    """Player 1 called Baba Yaga!: every kind of card in the hands shown."""
    _table(app, [HUMAN, STRONG, STRONG], [["BY", "BY", "P1", "P1", "P2"], ["OWL", "PELICAN", "CATS", "WAND", "P7"],
           ["GARLIC", "MORTAR", "P3", "P5", "P6"]], [["P2"], ["P5"]])
    app.act(C.DECLARE)


def _pass_and_play(app):
    """Pass-and-play, player 1 to move; the draw pile's top is a Lost Wand."""
    _table(app, [HUMAN, HUMAN], [["P7", "P2", "P3", "P4", "P6"], PLAIN], [["P2"], ["P5"]], ["WAND"])


def _against_bots(app):
    """Player 1 against two bots, to move; the draw pile's top is a Garlic."""
    _table(app, [HUMAN, STRONG, STRONG], [["P7", "P2", "P3", "P4", "P6"], PLAIN, PLAIN[::-1]], [["P2"], ["P5"]],
           ["GARLIC", "P1", "P3"])


def _pass_and_play_pelican(app):
    """Pass-and-play, player 1 to move holding a Pelican and potions of 3 and 4; a Garlic and a 2 on the draw pile."""
    _table(app, [HUMAN, HUMAN], [["PELICAN", "P3", "P4", "P6", "P6"], PLAIN], [["P2"], ["P5"]], ["P1", "P2", "GARLIC"])


def _cats_no_target(app):
    """Player 1 against a bot, holding Cats; nobody holds a Baba Yaga or an Owl."""
    _table(app, [HUMAN, STRONG], [["CATS", "P3", "P4", "P6", "P6"], PLAIN], [["P2"], ["P5"]])


def _wand(app):
    """Player 1 against a bot, holding a Lost Wand and potions of 1, 3 and 4 (8); the bot holds both kinds."""
    _table(app, [HUMAN, STRONG], [["WAND", "P1", "P3", "P4", "P6"], ["BY", "OWL", "P6", "P7", "P7"]], [["P2"], ["P5"]])


def _nothing(app):
    """No save: the set-up."""


SCREENS = {  # name: (how the save is made, the keys after the game opens)
    "garlic-pass": (_cats(["BY", "P1", "P3", "P4", "P5"]), "WAIT300"),
    "garlic-none": (_cats(["BY", "P1", "P3", "P4", "P5"]), "A,WAIT300"),
    "garlic-holder": (_cats(["BY", "GARLIC", "P3", "P4", "P5"]), "A,WAIT300"),
    "redeal-menu": (_stalled, "B,DOWN*6,WAIT300"),
    "redeal": (_stalled, "B,DOWN*6,A,RIGHT,WAIT300"),
    "reveal": (_reveal, "WAIT300"),
    "drew": (_pass_and_play, "A,A,A,WAIT300"),  # takes the box, the 7's actions, "To pile 1, draw"
    "table-drawn": (_against_bots, "A,A,WAIT300"),
    "history": (_against_bots, "A,A,WAIT3000,A,DOWN,A,WAIT3000,B,DOWN*2,A,WAIT300"),
    "rules": (_against_bots, "B,DOWN*3,A,WAIT300"),
    "rules-garlic": (_against_bots, "B,DOWN*3,A,DOWN*7,WAIT300"),
    "setup-5": (_nothing, "A,A,A,DOWN*5,WAIT300"),  # five seats, the cursor on the fifth beside its bot
    # takes the box; the Pelican (last in the hand), Cast it; the 3 and the 4; a Baba Yaga onto pile 1
    "new-cards": (_pass_and_play_pelican, "A,LEFT,A,DOWN*4,A,RIGHT,A,RIGHT,A,DICE,A,A,WAIT300"),
    "cant-cast": (_cats_no_target, "LEFT,A,WAIT300"),  # the Cats' actions: why "Cast it" is not there
    "wand": (_wand, "LEFT,A,DOWN*4,A,RIGHT,A,RIGHT,A,RIGHT,A,DICE,WAIT300"),  # the Wand names a kind
    "restart": (_against_bots, "B,DOWN*4,A,DOWN*4,A,WAIT300"),  # New tournament, Start: asked first
}


def render(name, lang):
    make, keys = SCREENS[name]
    state = tempfile.mkdtemp(prefix="cards-screens-")
    settings = Settings()
    settings.language = lang
    settings.save(Store(RealFs(state)))
    from yaga import strings

    strings.set_language(lang)
    box = Box(Canvas(), AppStore(Store(RealFs(state)), "app_cards", App.ID), settings, lambda: 0, lambda: 7)
    app = App(box)
    make(app)
    app.save()
    out = "docs/screens/cards-%s-%s.png" % (name, lang)
    subprocess.run([sys.executable, "-m", "host_sim", "--state-dir", state, "--keys", OPEN + "," + keys,
                    "--png", out, "--scale", "4"], check=True, env=dict(os.environ, PYTHONPATH="lib"))
    print(out)


def main(names):
    for name in names or sorted(SCREENS):
        for lang in LANGUAGES:
            render(name, lang)


if __name__ == "__main__":
    main(sys.argv[1:])
