"""The Tatra game companion: set-up checklist, round phases, the Beasts & Spirits track, battle and alliance
helpers, scoring.

Rules: ../shared/rules/tatra-companion.md (TA-1 ... TA-6), seed 003. The whole contract of yaga.engine is
defined here by name; resuming a saved game (is_valid) is yaga.games.tatra.setup. The box tracks and prompts; where the
seed leaves a value out (number of areas, spaces on a Beasts & Spirits card, position tiles in the bag,
goal-card points, tiles left, Alliance tiles when farms or fisheries were destroyed) the player enters it through a
number question (`ask`). One player index (0):
the table. The score history (TA-6) is `yaga.games.tatra.history`.

State layout (STATE_SIZE bytes):
| off | size | meaning                                                                        |
|-----|------|--------------------------------------------------------------------------------|
|   0 |    4 | PRNG (yaga.rng): draws the position tiles                                      |
|   4 |    1 | game length: 0 short, 1 medium, 2 long                                         |
|   5 |    1 | set-up checklist step 0..19 (TA-1, seed 3: SETUP_STEPS; 19 = done)             |
|   6 |    1 | phase 0..8 (PHASES)                                                            |
|   7 |    2 | round (u16, 1 on the first round)                                              |
|   9 |    1 | cubes left on the Beasts & Spirits track 0..9 (TA-3)                           |
|  10 |    3 | cubes on the West / Central / East card                                        |
|  13 |    3 | spaces on the West / Central / East card (0 = not entered yet)                 |
|  16 |    1 | areas on the board = faction coins (entered at set-up)                         |
|  17 |    1 | allied coins (enemy = areas - allied)                                          |
|  18 |    1 | pending number question (ASK_*), 0 = none                                      |
|  19 |    1 | flags: 1 battle on, 2 tile draw pending (chance), 4 game over, 8 card-full coin, |
|     |      | 16 alliance on                                                                 |
|  20 |    1 | battle: your moves left 0..8                                                   |
|  21 |    1 | battle: whose move, 0 enemy, 1 you                                             |
|  22 |    1 | battle or alliance: position tiles drawn 0..4                                  |
|  23 |    4 | battle or alliance: the positions drawn, in order                              |
|  27 |    2 | battle or alliance: tiles still in the bag (u16 bit mask, bit k-1 = position k) |
|  29 |    1 | position tiles in the bag (0 = not entered yet)                                |
|  30 |    1 | dragon check this battle: 0 none, 1 defeated, 2 held                          |
|  31 |    1 | last battle value entered for the dragon check                                 |
|  32 |    1 | battles won (Battle bonus tile taken)                                          |
|  33 |    1 | battles lost (stronghold placed)                                               |
|  34 |    1 | dragons defeated                                                               |
|  35 |    1 | goal-card points entered                                                       |
|  36 |    1 | treasure tiles left entered                                                    |
|  37 |    1 | dragon tiles left entered                                                      |
|  38 |    2 | final score (u16)                                                              |
|  40 |    1 | alliance: Alliance (demand) tiles this negotiation 1..4                        |
|  41 |    1 | alliance: demands met 0..4                                                     |
|  42 |    1 | alliance: demands met with a treasure 0..3                                     |
|  43 |    1 | alliances formed (Alliance bonus tile taken)                                   |
|  44 |    1 | negotiations failed                                                            |

Actions (small ints):
  0 TICK set-up step done          1 TATRA_DONE card drawn and resolved   2 FULFILLED region demand met
  3 ADD_CUBE track -> card         4 CUBE_BACK card -> track (positive)   5 NEW_CARD region card replaced
  6 COIN_FLIPPED (full card)       7 NO_ALLIED_COIN in that region        8 PHASE_DONE done or skipped
  9 COIN_TO_ALLIED                10 COIN_TO_ENEMY                        11 BATTLE start the helper
 12 END_GAME another end condition 13 DRAW_TILE (then a chance node)      14 MOVE one move made
 15 WIN                           16 DEFEAT                               17 DRAGON check (asks the value)
 18 ALLIANCE start the helper     19 DEMAND_MET a demand fulfilled         20 TREASURE a demand met by treasure
 21 FORMED the alliance formed    22 REFUSED the negotiation failed
 NUM + n  answer n to the pending question (NUM = 32, n <= 99)
 TILE + k the position tile k drawn from the bag (chance outcome, TILE = 140, k = 1..12)
"""

from yaga.compat import const
from yaga.rng import draw_below, seed_state

# yaga.engine's CHANCE and TERMINAL (the contract's, by name here): neither yaga.engine nor yaga.fields is loaded
# on the box for this engine (its three u16 fields, big-endian, are read and written inline)
CHANCE = const(-1)
TERMINAL = const(-2)
STATE_SIZE = const(45)

_SETUP_STEPS = const(19)  # TA-1, seed 3.1-3.3 in order (their names: SETUP_STEPS)
_SETUP_COINS = const(6)  # seed 3.2.1: a coin on each area, the length's coins allied: the areas are asked

_PH_TATRA = const(0)
_PH_WEST = const(1)
_PH_EAST = const(3)
_PH_NIGHT = const(7)
_PH_SCORING = const(8)

_A_TICK = const(0)
_A_TATRA_DONE = const(1)
_A_FULFILLED = const(2)
_A_ADD_CUBE = const(3)
_A_CUBE_BACK = const(4)
_A_NEW_CARD = const(5)
_A_COIN_FLIPPED = const(6)
_A_NO_ALLIED_COIN = const(7)
_A_PHASE_DONE = const(8)
_A_COIN_TO_ALLIED = const(9)
_A_COIN_TO_ENEMY = const(10)
_A_BATTLE = const(11)
_A_END_GAME = const(12)
_A_DRAW_TILE = const(13)
_A_MOVE = const(14)
_A_WIN = const(15)
_A_DEFEAT = const(16)
_A_DRAGON = const(17)
_A_ALLIANCE = const(18)
_A_DEMAND_MET = const(19)
_A_TREASURE = const(20)
_A_FORMED = const(21)
_A_REFUSED = const(22)
_NUM = const(32)
_TILE = const(140)

_ASK_AREAS = const(1)
_ASK_SPACES = const(2)
_ASK_BAG = const(3)
_ASK_DRAGON_VALUE = const(4)
_ASK_GOAL = const(5)
_ASK_TREASURES = const(6)
_ASK_DRAGONS = const(7)
_ASK_DEMANDS = const(8)
_TILES_LEFT = const(3)  # seed 3.2.8: three treasure and three dragon tiles
_DEMAND_TILES = const(4)  # seed 7.4: the four Alliance tiles (one fewer where farms and fisheries were destroyed)
# lowest, highest answer of each question (areas' lowest is at least the length's allied coins, see ask_range):
# areas 1-40, spaces 1-9, bag 1-12, dragon value 0-60, goal 0-99, treasures and dragons 0-_TILES_LEFT,
# Alliance tiles 1-_DEMAND_TILES
_ASK_RANGE = b"\x00\x00\x01\x28\x01\x09\x01\x0c\x00\x3c\x00\x63\x00\x03\x00\x03\x01\x04"

_BATTLE_MOVES = const(8)  # TA-4: eight moves to defeat all enemies
_BATTLE_TILES = const(4)  # seed 6.1: four Battle tiles, one position tile each
_DRAGON_HOLDS = const(18)  # TA-4: more than 18 battle value defeats a dragon
_TRACK_CUBES = const(9)  # TA-1: nine cubes on the Beasts & Spirits track

_RNG = const(0)
_LENGTH = const(4)
_SETUP = const(5)
_PHASE = const(6)
_ROUND = const(7)
_TRACK = const(9)
_CUBES = const(10)
_SPACES = const(13)
_AREAS = const(16)
_ALLIED = const(17)
_ASK = const(18)
_FLAGS = const(19)
_MOVES = const(20)
_TO_MOVE = const(21)
_DRAWN = const(22)
_POS = const(23)
_BAG = const(27)
_BAG_SIZE = const(29)
_DRAGON = const(30)
_VALUE = const(31)
_WON = const(32)
_LOST = const(33)
_SLAIN = const(34)
_GOAL = const(35)
_TREASURES = const(36)
_DRAGONS = const(37)
_SCORE = const(38)
_DEMAND_TILES_AT = const(40)
_MET = const(41)
_TREASURE_USED = const(42)
_FORMED = const(43)
_REFUSED = const(44)

_F_BATTLE = const(1)
_F_CHANCE = const(2)
_F_OVER = const(4)
_F_COIN = const(8)
_F_ALLIANCE = const(16)


def final_score(goal_points, cubes, treasures, dragons):
    """TA-5: goal-card points + 3 for every wooden cube, treasure and dragon tile left."""
    for v in (goal_points, cubes, treasures, dragons):
        if not isinstance(v, int) or v < 0:
            raise ValueError("scores are whole numbers from 0")
    return goal_points + 3 * (cubes + treasures + dragons)


def ask_default(s):
    """The rulebook's answer to the pending question where it prints one (seed 7.4: four Alliance tiles), else
    the lowest: the screens start the number there."""
    if s[_ASK] == _ASK_DEMANDS:
        return _DEMAND_TILES
    return ask_range(s)[0]


def ask_range(s):
    """(lowest, highest) answer to the pending question."""
    lo = _ASK_RANGE[2 * s[_ASK]]
    hi = _ASK_RANGE[2 * s[_ASK] + 1]
    if s[_ASK] == _ASK_AREAS:
        lo = max(lo, s[_ALLIED])
    return lo, hi


def enemy_coins(s):
    """Areas not allied (0 until the areas are entered at set-up)."""
    return max(0, s[_AREAS] - s[_ALLIED])


LENGTHS = ("short", "medium", "long")


def allied_coins_at_start(length):
    """TA-1: a short / medium / long game flips 6 / 3 / 0 coins to allied."""
    return (6, 3, 0)[_length_index(length)]


def _length_index(length):
    if length in LENGTHS:
        return LENGTHS.index(length)
    if isinstance(length, int) and 0 <= length < len(LENGTHS):
        return length
    raise ValueError("game length is short, medium or long")


def new_state(seed, length="short"):
    """A fresh game at the set-up checklist's first step (place the board); the length's allied coins stand
    until the coins step asks how many areas the board has."""
    s = bytearray(STATE_SIZE)
    seed_state(s, _RNG, seed)
    s[_LENGTH] = _length_index(length)
    s[_ALLIED] = allied_coins_at_start(length)
    s[_TRACK] = _TRACK_CUBES
    s[_ROUND + 1] = 1  # the first round (u16, big-endian)
    s[_MOVES] = _BATTLE_MOVES
    return s


def current_player(s):
    if s[_FLAGS] & _F_OVER:
        return TERMINAL
    if s[_FLAGS] & _F_CHANCE:
        return CHANCE
    return 0


def legal_actions(s):
    if s[_FLAGS] & _F_OVER:
        return []
    if s[_FLAGS] & _F_CHANCE:
        return _bag_tiles(s)
    if s[_ASK]:
        lo, hi = ask_range(s)
        return [_NUM + n for n in range(lo, hi + 1)]
    if s[_SETUP] < _SETUP_STEPS:
        return [_A_TICK]
    if s[_FLAGS] & _F_BATTLE:
        acts = []
        if s[_DRAWN] < _BATTLE_TILES and (s[_BAG] or s[_BAG + 1]):
            acts.append(_A_DRAW_TILE)
        if s[_MOVES]:
            acts.append(_A_MOVE)
        return acts + [_A_DRAGON, _A_WIN, _A_DEFEAT]
    if s[_FLAGS] & _F_ALLIANCE:  # seed 7.1: a position tile per Alliance tile; each demand reached is met
        acts = []
        if s[_DRAWN] < s[_DEMAND_TILES_AT] and (s[_BAG] or s[_BAG + 1]):
            acts.append(_A_DRAW_TILE)
        if s[_MET] < s[_DEMAND_TILES_AT]:
            acts.append(_A_DEMAND_MET)
            if s[_TREASURE_USED] < _TILES_LEFT:
                acts.append(_A_TREASURE)
        return acts + [_A_FORMED, _A_REFUSED]
    if s[_FLAGS] & _F_COIN:
        return [_A_COIN_FLIPPED, _A_NO_ALLIED_COIN] if s[_ALLIED] else [_A_NO_ALLIED_COIN]
    ph = s[_PHASE]
    if ph == _PH_TATRA:
        return [_A_TATRA_DONE] + _coin_actions(s)
    if ph <= _PH_EAST:  # TA-2: fulfilled, or a cube from the track onto the card while it has a free space
        r = ph - _PH_WEST
        acts = [_A_FULFILLED]
        if s[_TRACK] and s[_CUBES + r] < s[_SPACES + r]:
            acts.append(_A_ADD_CUBE)
        if s[_CUBES + r]:
            acts.append(_A_CUBE_BACK)
        acts.append(_A_NEW_CARD)
        return acts
    acts = [_A_PHASE_DONE] + _coin_actions(s)
    if enemy_coins(s):  # seed 5.2: in an enemy area, battle or negotiate an alliance
        acts.append(_A_BATTLE)
        acts.append(_A_ALLIANCE)
    acts.append(_A_END_GAME)
    return acts


def _coin_actions(s):
    """Coins the table flipped (Tatra card, alliance, spirits): the box only follows."""
    acts = []
    if enemy_coins(s):
        acts.append(_A_COIN_TO_ALLIED)
    if s[_ALLIED]:
        acts.append(_A_COIN_TO_ENEMY)
    return acts


def _bag_tiles(s):
    bag = s[_BAG] << 8 | s[_BAG + 1]
    return [_TILE + k for k in range(1, s[_BAG_SIZE] + 1) if bag & (1 << (k - 1))]


def _draw_tile(s):
    """Draw one tile from the bag with the state's PRNG (advances it); returns the action."""
    tiles = _bag_tiles(s)
    return tiles[draw_below(s, _RNG, len(tiles))]


def sample_chance(s):
    """The tile the state's PRNG draws next, drawn on a copy: s is untouched (as yaga.engine.peek does)."""
    return _draw_tile(bytearray(s))


def is_legal(s, a):
    """legal_actions(s) contains a; a number answer is checked against its range without the list."""
    if s[_ASK] and not s[_FLAGS] & (_F_OVER | _F_CHANCE):
        lo, hi = ask_range(s)
        return isinstance(a, int) and _NUM + lo <= a <= _NUM + hi
    return a in legal_actions(s)


def apply_action(s, a):
    if not is_legal(s, a):
        raise ValueError("illegal action %r" % (a,))
    if s[_FLAGS] & _F_CHANCE:
        _draw_tile(s)  # the PRNG moves exactly as a draw would, whoever chose the outcome
        k = a - _TILE
        s[_FLAGS] &= ~_F_CHANCE & 0xFF
        bag = (s[_BAG] << 8 | s[_BAG + 1]) & ~(1 << (k - 1))  # tile k out of the bag
        s[_BAG] = bag >> 8
        s[_BAG + 1] = bag & 0xFF
        s[_POS + s[_DRAWN]] = k
        s[_DRAWN] += 1
    elif s[_ASK]:
        _answer(s, a - _NUM)
    elif s[_SETUP] < _SETUP_STEPS:
        s[_SETUP] += 1
        if s[_SETUP] == _SETUP_COINS:
            s[_ASK] = _ASK_AREAS
    elif s[_FLAGS] & _F_BATTLE:
        _battle_step(s, a)
    elif s[_FLAGS] & _F_ALLIANCE:
        _alliance_step(s, a)
    elif s[_FLAGS] & _F_COIN:
        if a == _A_COIN_FLIPPED:
            s[_ALLIED] -= 1
        s[_FLAGS] &= ~_F_COIN & 0xFF
        _region_done(s)
    else:
        _phase_step(s, a)


def _answer(s, n):
    q = s[_ASK]
    s[_ASK] = 0
    if q == _ASK_AREAS:  # seed 3.2.1: a coin on each area, the length's coins allied
        s[_AREAS] = n
        s[_SETUP] += 1
    elif q == _ASK_SPACES:
        s[_SPACES + s[_PHASE] - _PH_WEST] = n
    elif q == _ASK_BAG:
        s[_BAG_SIZE] = n
        if s[_FLAGS] & _F_ALLIANCE:
            s[_ASK] = _ASK_DEMANDS
        else:
            _start_battle(s)
    elif q == _ASK_DEMANDS:
        s[_DEMAND_TILES_AT] = n
        _start_alliance(s)
    elif q == _ASK_DRAGON_VALUE:  # TA-4: more than 18 defeats the dragon
        s[_VALUE] = n
        if n > _DRAGON_HOLDS:
            s[_DRAGON] = 1
            s[_SLAIN] += 1
        else:
            s[_DRAGON] = 2
    elif q == _ASK_GOAL:
        s[_GOAL] = n
        s[_ASK] = _ASK_TREASURES
    elif q == _ASK_TREASURES:
        s[_TREASURES] = n
        s[_ASK] = _ASK_DRAGONS
    else:  # _ASK_DRAGONS: the last scoring answer ends the game (TA-5)
        s[_DRAGONS] = n
        score = final_score(s[_GOAL], s[_TRACK], s[_TREASURES], n)
        s[_SCORE] = score >> 8
        s[_SCORE + 1] = score & 0xFF
        s[_FLAGS] |= _F_OVER


def _phase_step(s, a):
    if a == _A_COIN_TO_ALLIED:
        s[_ALLIED] += 1
    elif a == _A_COIN_TO_ENEMY:
        s[_ALLIED] -= 1
    elif a == _A_TATRA_DONE or a == _A_PHASE_DONE or a == _A_FULFILLED:
        _next_phase(s)
    elif a == _A_ADD_CUBE:  # TA-2/TA-3: a cube from the track onto the card; a full card flips a coin
        r = s[_PHASE] - _PH_WEST
        s[_TRACK] -= 1
        s[_CUBES + r] += 1
        if s[_CUBES + r] == s[_SPACES + r]:
            s[_FLAGS] |= _F_COIN
        else:
            _region_done(s)
    elif a == _A_CUBE_BACK:  # seed 4.2.2: a positive effect moves a cube back to the track
        s[_CUBES + s[_PHASE] - _PH_WEST] -= 1
        s[_TRACK] += 1
    elif a == _A_NEW_CARD:  # the card left the table; the next one's spaces are asked
        r = s[_PHASE] - _PH_WEST
        s[_CUBES + r] = 0
        s[_SPACES + r] = 0
        s[_ASK] = _ASK_SPACES
    elif a == _A_BATTLE:
        if s[_BAG_SIZE]:
            _start_battle(s)
        else:
            s[_ASK] = _ASK_BAG
    elif a == _A_ALLIANCE:  # the bag's tiles (asked once, shared with battles), then this negotiation's tiles
        s[_FLAGS] |= _F_ALLIANCE
        s[_ASK] = _ASK_DEMANDS if s[_BAG_SIZE] else _ASK_BAG
    else:  # _A_END_GAME: one of the seed's other end conditions was met: on to the scoring questions (TA-5)
        s[_PHASE] = _PH_SCORING
        s[_ASK] = _ASK_GOAL


def _region_done(s):
    """TA-3: an empty track ends the game at once (the scoring questions); otherwise on to the next region
    or phase."""
    if s[_TRACK] == 0:
        s[_PHASE] = _PH_SCORING
        s[_ASK] = _ASK_GOAL
    else:
        _next_phase(s)


def _next_phase(s):
    """TA-2: Tatra card -> West -> Central -> East -> Dawn -> Day -> Dusk -> Night -> next round."""
    if s[_PHASE] == _PH_NIGHT:
        r = min((s[_ROUND] << 8 | s[_ROUND + 1]) + 1, 0xFFFF)
        s[_ROUND] = r >> 8
        s[_ROUND + 1] = r & 0xFF
        s[_PHASE] = _PH_TATRA
        return
    s[_PHASE] += 1
    if s[_PHASE] <= _PH_EAST and s[_SPACES + s[_PHASE] - _PH_WEST] == 0:
        s[_ASK] = _ASK_SPACES


def _start_battle(s):
    """TA-4: eight moves, the enemy first, all position tiles back in the bag."""
    s[_FLAGS] |= _F_BATTLE
    s[_MOVES] = _BATTLE_MOVES
    s[_TO_MOVE] = 0
    s[_DRAGON] = 0
    _refill_bag(s)


def _start_alliance(s):
    """Seed 7.1: no demand met yet, all position tiles back in the bag."""
    s[_MET] = 0
    s[_TREASURE_USED] = 0
    _refill_bag(s)


def _refill_bag(s):
    s[_DRAWN] = 0
    for i in range(_BATTLE_TILES):
        s[_POS + i] = 0
    bag = (1 << s[_BAG_SIZE]) - 1
    s[_BAG] = bag >> 8
    s[_BAG + 1] = bag & 0xFF


def _alliance_step(s, a):
    if a == _A_DRAW_TILE:
        s[_FLAGS] |= _F_CHANCE
    elif a == _A_DEMAND_MET:
        s[_MET] += 1
    elif a == _A_TREASURE:  # seed 7.1: a treasure fulfils any demand (its tile flipped to the dark side)
        s[_MET] += 1
        s[_TREASURE_USED] += 1
    else:  # seed 7.2/7.3: formed, the area's coin turns allied (Alliance bonus tile taken); failed, the band
        # moves out; seed 5.2: at the end of this action the turn ends, so the next round starts
        s[_FLAGS] &= ~_F_ALLIANCE & 0xFF
        if a == _A_FORMED:
            s[_FORMED] += 1
            s[_ALLIED] += 1
        else:
            s[_REFUSED] += 1
        s[_PHASE] = _PH_NIGHT
        _next_phase(s)


def _battle_step(s, a):
    if a == _A_DRAW_TILE:
        s[_FLAGS] |= _F_CHANCE
    elif a == _A_MOVE:
        if s[_TO_MOVE]:  # your move used: one fewer left, the enemy moves next
            s[_MOVES] -= 1
        s[_TO_MOVE] ^= 1
    elif a == _A_DRAGON:
        s[_ASK] = _ASK_DRAGON_VALUE
    else:  # seed 6.2/6.3: a win flips the area's coin to allied (bonus tile taken), a defeat places a
        # stronghold; seed 5.2: at the end of this action the turn ends, so the next round starts
        s[_FLAGS] &= ~_F_BATTLE & 0xFF
        if a == _A_WIN:
            s[_WON] += 1
            s[_ALLIED] += 1
        else:
            s[_LOST] += 1
        s[_PHASE] = _PH_NIGHT
        _next_phase(s)


def chance_outcomes(s):
    """TA-4: every tile still in the bag is equally likely."""
    if not s[_FLAGS] & _F_CHANCE:
        return []
    return [(a, 1) for a in _bag_tiles(s)]


def returns(s):
    """The final score (TA-5), once the game is over."""
    return [s[_SCORE] << 8 | s[_SCORE + 1]] if s[_FLAGS] & _F_OVER else [0]


PHASES = ("tatra_card", "beasts_west", "beasts_central", "beasts_east", "dawn", "day", "dusk", "night", "scoring")
# TA-1: the rulebook's set-up (seed 3.1, 3.2, 3.3) in its order, 3.2.1 in two (the coins on the areas, the rest)
SETUP_STEPS = (
    "board", "tatra_cards", "beasts", "goal_card", "animal_decks", "discard", "coins", "coin_stacks",
    "buildings", "tiles", "start_area", "cubes", "hexes", "battle_tiles", "treasures", "phase_tiles", "bags",
    "experience", "animals",
)
ASKS = (None, "areas", "spaces", "bag", "dragon_value", "goal", "treasures", "dragons", "demands")
_ACTION_NAMES = (
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
    "alliance",
    "demand met",
    "demand met by treasure",
    "alliance formed",
    "negotiation failed",
)


def action_to_str(s, a):
    if a >= _TILE:
        return "position %d" % (a - _TILE)
    if a >= _NUM:
        return "%s %d" % (ASKS[s[_ASK]], a - _NUM)
    if 0 <= a < len(_ACTION_NAMES):
        return _ACTION_NAMES[a]
    return "action %d" % a


def to_dict(s):
    flags = s[_FLAGS]
    return {
        "length": LENGTHS[s[_LENGTH]],
        "setup_step": s[_SETUP],
        "setup": SETUP_STEPS[s[_SETUP]] if s[_SETUP] < _SETUP_STEPS else None,
        "phase": PHASES[s[_PHASE]],
        "round": s[_ROUND] << 8 | s[_ROUND + 1],
        "track_cubes": s[_TRACK],
        "region_cubes": [s[_CUBES + r] for r in range(3)],
        "region_spaces": [s[_SPACES + r] for r in range(3)],
        "areas": s[_AREAS],
        "allied_coins": s[_ALLIED],
        "enemy_coins": enemy_coins(s),
        "ask": ASKS[s[_ASK]],
        "coin_flip_due": flags & _F_COIN != 0,
        "battle": {
            "active": flags & _F_BATTLE != 0,
            "moves_left": s[_MOVES],
            "to_move": "you" if s[_TO_MOVE] else "enemy",
            "positions": [s[_POS + i] for i in range(s[_DRAWN])],
            "bag_size": s[_BAG_SIZE],
            "bag_left": len(_bag_tiles(s)),
            "dragon": (None, "defeated", "held")[s[_DRAGON]],
            "battle_value": s[_VALUE],
        },
        "alliance": {
            "active": flags & _F_ALLIANCE != 0,
            "demand_tiles": s[_DEMAND_TILES_AT],
            "demands_met": s[_MET],
            "treasures_used": s[_TREASURE_USED],
            "positions": [s[_POS + i] for i in range(s[_DRAWN])],
        },
        "alliances_formed": s[_FORMED],
        "negotiations_failed": s[_REFUSED],
        "battles_won": s[_WON],
        "battles_lost": s[_LOST],
        "dragons_defeated": s[_SLAIN],
        "goal_points": s[_GOAL],
        "treasures_left": s[_TREASURES],
        "dragons_left": s[_DRAGONS],
        "score": s[_SCORE] << 8 | s[_SCORE + 1],
        "game_over": flags & _F_OVER != 0,
    }


def __getattr__(name):
    """The public names of the actions, phases and numbers, and is_valid (tests, tools) live in
    yaga.games.tatra.view: here the numbers are const() names, which cost no RAM on the box."""
    from yaga.games.tatra import view as tatra_view

    try:
        return getattr(tatra_view, name)
    except AttributeError:
        raise AttributeError(name)
