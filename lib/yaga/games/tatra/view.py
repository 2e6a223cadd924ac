"""A Tatra companion state's numbers by name, for tests and tools; and (from yaga.games.tatra.setup)
`is_valid`.

Kept apart from yaga.games.tatra.rules so the box never loads them: the engine's numbers are const() names there
(no RAM on the box); their public names live here, reached through the engine's module __getattr__
(`tatra.A_WIN`).
"""

from yaga.games.tatra.setup import is_valid  # noqa: F401 (t.is_valid)

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
A_ALLIANCE = 18
A_DEMAND_MET = 19
A_TREASURE = 20
A_FORMED = 21
A_REFUSED = 22
NUM = 32
TILE = 140
TILES_LEFT = 3  # seed 3.2.8: three treasure and three dragon tiles
TRACK_CUBES = 9  # TA-1
BATTLE_MOVES = 8  # TA-4
BATTLE_TILES = 4  # seed 6.1
DRAGON_HOLDS = 18  # TA-4
DEMAND_TILES = 4  # seed 7.4
SETUP_COINS = 6  # the set-up step that asks the areas (seed 3.2.1)

# state offsets and flags (yaga.games.tatra.rules's layout)
LENGTH = 4
SETUP = 5
PHASE = 6
ROUND = 7
TRACK = 9
CUBES = 10
SPACES = 13
AREAS = 16
ALLIED = 17
ASK = 18
FLAGS = 19
MOVES = 20
TO_MOVE = 21
DRAWN = 22
POS = 23
BAG = 27
BAG_SIZE = 29
DRAGON = 30
VALUE = 31
WON = 32
LOST = 33
SLAIN = 34
GOAL = 35
TREASURES = 36
DRAGONS = 37
SCORE = 38
DEMAND_TILES_AT = 40
MET = 41
TREASURE_USED = 42
FORMED = 43
REFUSED = 44
F_BATTLE = 1
F_CHANCE = 2
F_OVER = 4
F_COIN = 8
F_ALLIANCE = 16
