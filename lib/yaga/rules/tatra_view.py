"""Readable views of a Tatra companion state: its numbers by name, `to_dict` and `action_to_str`; and the
engine's `chance_outcomes` and `returns`, which only tests, tools and searches call; and (from
yaga.rules.tatra_setup) `new_state`, `is_valid`, `LENGTHS`, `allied_coins_at_start`.

Kept apart from yaga.rules.tatra so the box never loads them: the engine's numbers are const() names there
(no RAM on the box); their public names live here, reached through the engine's module __getattr__
(`tatra.A_WIN`).
"""

from yaga.fields import u16
from yaga.rules import tatra as t
from yaga.rules.tatra_setup import LENGTHS, allied_coins_at_start, is_valid, new_state  # noqa: F401 (t.new_state ...)

STATE_SIZE = 40
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

PHASES = ("tatra_card", "beasts_west", "beasts_central", "beasts_east", "dawn", "day", "dusk", "night", "scoring")
SETUP_STEPS = ("coins", "cubes", "experience", "animals")  # TA-1, in this order
ASKS = (None, "areas", "spaces", "bag", "dragon_value", "goal", "treasures", "dragons")

# state offsets and flags (yaga.rules.tatra's layout)
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
F_BATTLE = 1
F_CHANCE = 2
F_OVER = 4
F_COIN = 8

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
        return "%s %d" % (ASKS[s[ASK]], a - NUM)
    if 0 <= a < len(_NAMES):
        return _NAMES[a]
    return "action %d" % a


def flag(s, f):
    return s[FLAGS] & f != 0


def to_dict(s):
    battle = flag(s, F_BATTLE)
    return {
        "length": LENGTHS[s[LENGTH]],
        "setup_step": s[SETUP],
        "setup": SETUP_STEPS[s[SETUP]] if s[SETUP] < len(SETUP_STEPS) else None,
        "phase": PHASES[s[PHASE]],
        "round": u16(s, ROUND),
        "track_cubes": s[TRACK],
        "region_cubes": [s[CUBES + r] for r in range(3)],
        "region_spaces": [s[SPACES + r] for r in range(3)],
        "areas": s[AREAS],
        "allied_coins": s[ALLIED],
        "enemy_coins": t.enemy_coins(s),
        "ask": ASKS[s[ASK]],
        "coin_flip_due": flag(s, F_COIN),
        "battle": {
            "active": battle,
            "moves_left": s[MOVES],
            "to_move": "you" if s[TO_MOVE] else "enemy",
            "positions": [s[POS + i] for i in range(s[DRAWN])],
            "bag_size": s[BAG_SIZE],
            "bag_left": len(t._bag_tiles(s)),
            "dragon": (None, "defeated", "held")[s[DRAGON]],
            "battle_value": s[VALUE],
        },
        "battles_won": s[WON],
        "battles_lost": s[LOST],
        "dragons_defeated": s[SLAIN],
        "goal_points": s[GOAL],
        "treasures_left": s[TREASURES],
        "dragons_left": s[DRAGONS],
        "score": u16(s, SCORE),
        "game_over": flag(s, F_OVER),
    }


def chance_outcomes(s):
    """TA-4: every tile still in the bag is equally likely."""
    if not flag(s, F_CHANCE):
        return []
    return [(a, 1) for a in t._bag_tiles(s)]


def returns(s):
    return [u16(s, SCORE)] if flag(s, F_OVER) else [0]
