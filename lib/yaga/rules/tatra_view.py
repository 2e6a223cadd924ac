"""Readable names of a Tatra companion state's numbers and actions, for tests, tools and debugging.

Kept apart from yaga.rules.tatra so the box never loads them: the engine's numbers are const() names there
(no RAM on the box); their public names live here, reached through the engine's module __getattr__
(`tatra.A_WIN`).
"""

from yaga.rules import tatra as t

STATE_SIZE = 40
ASK = 18  # state offset: the pending question
A_TICK = 0
A_TATRA_DONE = 1
A_FULFILLED = 2
A_ADD_CUBE = 3
A_CUBE_BACK = 4
A_NEW_CARD = 5
A_COIN_FLIPPED = 6
A_NO_ALLIED_COIN = 7
A_PHASE_DONE = 8
A_COIN_TO_ALLIED = 9
A_COIN_TO_ENEMY = 10
A_BATTLE = 11
A_END_GAME = 12
A_DRAW_TILE = 13
A_MOVE = 14
A_WIN = 15
A_DEFEAT = 16
A_DRAGON = 17
NUM = 32
TILE = 140
TILES_LEFT = 3  # seed 3.2.8: three treasure and three dragon tiles
TRACK_CUBES = 9  # TA-1
BATTLE_MOVES = 8  # TA-4
BATTLE_TILES = 4  # seed 6.1
DRAGON_HOLDS = 18  # TA-4

_NAMES = (
    "tick",
    "tatra card resolved",
    "fulfilled",
    "add cube",
    "cube back",
    "new card",
    "coin flipped",
    "no allied coin",
    "phase done",
    "coin to allied",
    "coin to enemy",
    "battle",
    "end game",
    "draw tile",
    "move",
    "win",
    "defeat",
    "dragon check",
)


def action_to_str(s, a):
    if a >= TILE:
        return "position %d" % (a - TILE)
    if a >= NUM:
        return "%s %d" % (t.ASKS[s[ASK]], a - NUM)
    if 0 <= a < len(_NAMES):
        return _NAMES[a]
    return "action %d" % a
