"""The Tatra game companion: set-up checklist, round phases, the Beasts & Spirits track, battle and alliance
helpers, scoring.

Rules: ../shared/rules/tatra-companion.md (TA-1 ... TA-6), seed 003. The whole contract of yaga.engine is
defined here by name, is_valid (a saved game the screens can resume) among it (the app upgrades old saves). The
box tracks and prompts; where the seed leaves a value out (number of areas, spaces on a Beasts & Spirits card, position tiles in the bag,
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

LENGTHS = ("short", "medium", "long")
PHASES = ("tatra_card", "beasts_west", "beasts_central", "beasts_east", "dawn", "day", "dusk", "night", "scoring")
# TA-1: the rulebook's set-up (seed 3.1, 3.2, 3.3) in its order, 3.2.1 in two (the coins on the areas, the rest)
SETUP_STEPS = (
    "board", "tatra_cards", "beasts", "goal_card", "animal_decks", "discard", "coins", "coin_stacks",
    "buildings", "tiles", "start_area", "cubes", "hexes", "battle_tiles", "treasures", "phase_tiles", "bags",
    "experience", "animals",
)
ASKS = (None, "areas", "spaces", "bag", "dragon_value", "goal", "treasures", "dragons", "demands")
SETUP_DONE = len(SETUP_STEPS)  # the set-up byte once the checklist is done
SETUP_COINS = const(6)  # seed 3.2.1: a coin on each area, the length's coins allied: the areas are asked

PH_TATRA = const(0)
PH_WEST = const(1)
PH_EAST = const(3)
PH_NIGHT = const(7)
PH_SCORING = const(8)

A_TICK = const(0)
A_TATRA_DONE = const(1)
A_FULFILLED = const(2)
A_ADD_CUBE = const(3)
A_CUBE_BACK = const(4)
A_NEW_CARD = const(5)
A_COIN_FLIPPED = const(6)
A_NO_ALLIED_COIN = const(7)
A_PHASE_DONE = const(8)
A_COIN_TO_ALLIED = const(9)
A_COIN_TO_ENEMY = const(10)
A_BATTLE = const(11)
A_END_GAME = const(12)
A_DRAW_TILE = const(13)
A_MOVE = const(14)
A_WIN = const(15)
A_DEFEAT = const(16)
A_DRAGON = const(17)
A_ALLIANCE = const(18)
A_DEMAND_MET = const(19)
A_TREASURE = const(20)
A_FORMED = const(21)
A_REFUSED = const(22)
NUM = const(32)
TILE = const(140)

ASK_AREAS = const(1)
ASK_SPACES = const(2)
ASK_BAG = const(3)
ASK_DRAGON_VALUE = const(4)
ASK_GOAL = const(5)
ASK_TREASURES = const(6)
ASK_DRAGONS = const(7)
ASK_DEMANDS = const(8)
TILES_LEFT = const(3)  # seed 3.2.8: three treasure and three dragon tiles
DEMAND_TILES = const(4)  # seed 7.4: the four Alliance tiles (one fewer where farms and fisheries were destroyed)
# lowest, highest answer of each question (areas' lowest is at least the length's allied coins, see ask_range):
# areas 1-40, spaces 1-9, bag 1-12, dragon value 0-60, goal 0-99, treasures and dragons 0-TILES_LEFT,
# Alliance tiles 1-DEMAND_TILES
_ASK_RANGE = b"\x00\x00\x01\x28\x01\x09\x01\x0c\x00\x3c\x00\x63\x00\x03\x00\x03\x01\x04"

BATTLE_MOVES = const(8)  # TA-4: eight moves to defeat all enemies
BATTLE_TILES = const(4)  # seed 6.1: four Battle tiles, one position tile each
DRAGON_HOLDS = const(18)  # TA-4: more than 18 battle value defeats a dragon
TRACK_CUBES = const(9)  # TA-1: nine cubes on the Beasts & Spirits track

_RNG = const(0)
LENGTH = const(4)
SETUP = const(5)
PHASE = const(6)
ROUND = const(7)
TRACK = const(9)
CUBES = const(10)
SPACES = const(13)
AREAS = const(16)
ALLIED = const(17)
ASK = const(18)
FLAGS = const(19)
MOVES = const(20)
TO_MOVE = const(21)
DRAWN = const(22)
POS = const(23)
BAG = const(27)
BAG_SIZE = const(29)
DRAGON = const(30)
VALUE = const(31)
WON = const(32)
LOST = const(33)
SLAIN = const(34)
GOAL = const(35)
TREASURES = const(36)
DRAGONS = const(37)
SCORE = const(38)
DEMAND_TILES_AT = const(40)
MET = const(41)
TREASURE_USED = const(42)
FORMED = const(43)
REFUSED = const(44)

F_BATTLE = const(1)
F_CHANCE = const(2)
F_OVER = const(4)
F_COIN = const(8)
F_ALLIANCE = const(16)

DRAGON_DEFEATED = const(1)  # the dragon check's byte (0: none this battle)
DRAGON_HELD = const(2)

# the highest value each byte from LENGTH to the negotiations failed (44) can hold (255: any, as in the u16 fields)
_MAX = (
    b"\x02\x13\x08\xff\xff\x09\x09\x09\x09\x09\x09\x09\x28\x28\x08\x1f\x08\x01\x04\x0c\x0c\x0c\x0c\xff\xff\x0c\x02\x3c"
    b"\xff\xff\xff\x63\x03\x03\xff\xff\x04\x04\x03\xff\xff"
)


def final_score(goal_points, cubes, treasures, dragons):
    """TA-5: goal-card points + 3 for every wooden cube, treasure and dragon tile left."""
    for v in (goal_points, cubes, treasures, dragons):
        if not isinstance(v, int) or v < 0:
            raise ValueError("scores are whole numbers from 0")
    return goal_points + 3 * (cubes + treasures + dragons)


def ask_default(s):
    """The rulebook's answer to the pending question where it prints one (seed 7.4: four Alliance tiles), else
    the lowest: the screens start the number there."""
    if s[ASK] == ASK_DEMANDS:
        return DEMAND_TILES
    return ask_range(s)[0]


def ask_range(s):
    """(lowest, highest) answer to the pending question."""
    lo = _ASK_RANGE[2 * s[ASK]]
    hi = _ASK_RANGE[2 * s[ASK] + 1]
    if s[ASK] == ASK_AREAS:
        lo = max(lo, s[ALLIED])
    return lo, hi


def enemy_coins(s):
    """Areas not allied (0 until the areas are entered at set-up)."""
    return max(0, s[AREAS] - s[ALLIED])


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
    s[LENGTH] = _length_index(length)
    s[ALLIED] = allied_coins_at_start(length)
    s[TRACK] = TRACK_CUBES
    s[ROUND + 1] = 1  # the first round (u16, big-endian)
    s[MOVES] = BATTLE_MOVES
    return s


def current_player(s):
    if s[FLAGS] & F_OVER:
        return TERMINAL
    if s[FLAGS] & F_CHANCE:
        return CHANCE
    return 0


def legal_actions(s):
    if s[FLAGS] & F_OVER:
        return []
    if s[FLAGS] & F_CHANCE:
        return _bag_tiles(s)
    if s[ASK]:
        lo, hi = ask_range(s)
        return [NUM + n for n in range(lo, hi + 1)]
    if s[SETUP] < SETUP_DONE:
        return [A_TICK]
    if s[FLAGS] & F_BATTLE:
        acts = []
        if s[DRAWN] < BATTLE_TILES and (s[BAG] or s[BAG + 1]):
            acts.append(A_DRAW_TILE)
        if s[MOVES]:
            acts.append(A_MOVE)
        return acts + [A_DRAGON, A_WIN, A_DEFEAT]
    if s[FLAGS] & F_ALLIANCE:  # seed 7.1: a position tile per Alliance tile; each demand reached is met
        acts = []
        if s[DRAWN] < s[DEMAND_TILES_AT] and (s[BAG] or s[BAG + 1]):
            acts.append(A_DRAW_TILE)
        if s[MET] < s[DEMAND_TILES_AT]:
            acts.append(A_DEMAND_MET)
            if s[TREASURE_USED] < TILES_LEFT:
                acts.append(A_TREASURE)
        return acts + [A_FORMED, A_REFUSED]
    if s[FLAGS] & F_COIN:
        return [A_COIN_FLIPPED, A_NO_ALLIED_COIN] if s[ALLIED] else [A_NO_ALLIED_COIN]
    ph = s[PHASE]
    if ph == PH_TATRA:
        return [A_TATRA_DONE] + _coin_actions(s)
    if ph <= PH_EAST:  # TA-2: fulfilled, or a cube from the track onto the card while it has a free space
        r = ph - PH_WEST
        acts = [A_FULFILLED]
        if s[TRACK] and s[CUBES + r] < s[SPACES + r]:
            acts.append(A_ADD_CUBE)
        if s[CUBES + r]:
            acts.append(A_CUBE_BACK)
        acts.append(A_NEW_CARD)
        return acts
    acts = [A_PHASE_DONE] + _coin_actions(s)
    if enemy_coins(s):  # seed 5.2: in an enemy area, battle or negotiate an alliance
        acts.append(A_BATTLE)
        acts.append(A_ALLIANCE)
    acts.append(A_END_GAME)
    return acts


def _coin_actions(s):
    """Coins the table flipped (Tatra card, alliance, spirits): the box only follows."""
    acts = []
    if enemy_coins(s):
        acts.append(A_COIN_TO_ALLIED)
    if s[ALLIED]:
        acts.append(A_COIN_TO_ENEMY)
    return acts


def _bag_tiles(s):
    bag = s[BAG] << 8 | s[BAG + 1]
    return [TILE + k for k in range(1, s[BAG_SIZE] + 1) if bag & (1 << (k - 1))]


def _draw_tile(s):
    """Draw one tile from the bag with the state's PRNG (advances it); returns the action."""
    tiles = _bag_tiles(s)
    return tiles[draw_below(s, _RNG, len(tiles))]


def sample_chance(s):
    """The tile the state's PRNG draws next, drawn on a copy: s is untouched (as yaga.engine.peek does)."""
    return _draw_tile(bytearray(s))


def is_legal(s, a):
    """legal_actions(s) contains a; a number answer is checked against its range without the list."""
    if s[ASK] and not s[FLAGS] & (F_OVER | F_CHANCE):
        lo, hi = ask_range(s)
        return isinstance(a, int) and NUM + lo <= a <= NUM + hi
    return a in legal_actions(s)


def apply_action(s, a):
    if not is_legal(s, a):
        raise ValueError("illegal action %r" % (a,))
    if s[FLAGS] & F_CHANCE:
        _draw_tile(s)  # the PRNG moves exactly as a draw would, whoever chose the outcome
        k = a - TILE
        s[FLAGS] &= ~F_CHANCE & 0xFF
        bag = (s[BAG] << 8 | s[BAG + 1]) & ~(1 << (k - 1))  # tile k out of the bag
        s[BAG] = bag >> 8
        s[BAG + 1] = bag & 0xFF
        s[POS + s[DRAWN]] = k
        s[DRAWN] += 1
    elif s[ASK]:
        _answer(s, a - NUM)
    elif s[SETUP] < SETUP_DONE:
        s[SETUP] += 1
        if s[SETUP] == SETUP_COINS:
            s[ASK] = ASK_AREAS
    elif s[FLAGS] & F_BATTLE:
        _battle_step(s, a)
    elif s[FLAGS] & F_ALLIANCE:
        _alliance_step(s, a)
    elif s[FLAGS] & F_COIN:
        if a == A_COIN_FLIPPED:
            s[ALLIED] -= 1
        s[FLAGS] &= ~F_COIN & 0xFF
        _region_done(s)
    else:
        _phase_step(s, a)


def _answer(s, n):
    q = s[ASK]
    s[ASK] = 0
    if q == ASK_AREAS:  # seed 3.2.1: a coin on each area, the length's coins allied
        s[AREAS] = n
        s[SETUP] += 1
    elif q == ASK_SPACES:
        s[SPACES + s[PHASE] - PH_WEST] = n
    elif q == ASK_BAG:
        s[BAG_SIZE] = n
        if s[FLAGS] & F_ALLIANCE:
            s[ASK] = ASK_DEMANDS
        else:
            _start_battle(s)
    elif q == ASK_DEMANDS:
        s[DEMAND_TILES_AT] = n
        _start_alliance(s)
    elif q == ASK_DRAGON_VALUE:  # TA-4: more than 18 defeats the dragon
        s[VALUE] = n
        if n > DRAGON_HOLDS:
            s[DRAGON] = DRAGON_DEFEATED
            s[SLAIN] += 1
        else:
            s[DRAGON] = DRAGON_HELD
    elif q == ASK_GOAL:
        s[GOAL] = n
        s[ASK] = ASK_TREASURES
    elif q == ASK_TREASURES:
        s[TREASURES] = n
        s[ASK] = ASK_DRAGONS
    else:  # ASK_DRAGONS: the last scoring answer ends the game (TA-5)
        s[DRAGONS] = n
        score = final_score(s[GOAL], s[TRACK], s[TREASURES], n)
        s[SCORE] = score >> 8
        s[SCORE + 1] = score & 0xFF
        s[FLAGS] |= F_OVER


def _phase_step(s, a):
    if a == A_COIN_TO_ALLIED:
        s[ALLIED] += 1
    elif a == A_COIN_TO_ENEMY:
        s[ALLIED] -= 1
    elif a == A_TATRA_DONE or a == A_PHASE_DONE or a == A_FULFILLED:
        _next_phase(s)
    elif a == A_ADD_CUBE:  # TA-2/TA-3: a cube from the track onto the card; a full card flips a coin
        r = s[PHASE] - PH_WEST
        s[TRACK] -= 1
        s[CUBES + r] += 1
        if s[CUBES + r] == s[SPACES + r]:
            s[FLAGS] |= F_COIN
        else:
            _region_done(s)
    elif a == A_CUBE_BACK:  # seed 4.2.2: a positive effect moves a cube back to the track
        s[CUBES + s[PHASE] - PH_WEST] -= 1
        s[TRACK] += 1
    elif a == A_NEW_CARD:  # the card left the table; the next one's spaces are asked
        r = s[PHASE] - PH_WEST
        s[CUBES + r] = 0
        s[SPACES + r] = 0
        s[ASK] = ASK_SPACES
    elif a == A_BATTLE:
        if s[BAG_SIZE]:
            _start_battle(s)
        else:
            s[ASK] = ASK_BAG
    elif a == A_ALLIANCE:  # the bag's tiles (asked once, shared with battles), then this negotiation's tiles
        s[FLAGS] |= F_ALLIANCE
        s[ASK] = ASK_DEMANDS if s[BAG_SIZE] else ASK_BAG
    else:  # A_END_GAME: one of the seed's other end conditions was met: on to the scoring questions (TA-5)
        s[PHASE] = PH_SCORING
        s[ASK] = ASK_GOAL


def _region_done(s):
    """TA-3: an empty track ends the game at once (the scoring questions); otherwise on to the next region
    or phase."""
    if s[TRACK] == 0:
        s[PHASE] = PH_SCORING
        s[ASK] = ASK_GOAL
    else:
        _next_phase(s)


def _next_phase(s):
    """TA-2: Tatra card -> West -> Central -> East -> Dawn -> Day -> Dusk -> Night -> next round."""
    if s[PHASE] == PH_NIGHT:
        r = min((s[ROUND] << 8 | s[ROUND + 1]) + 1, 0xFFFF)
        s[ROUND] = r >> 8
        s[ROUND + 1] = r & 0xFF
        s[PHASE] = PH_TATRA
        return
    s[PHASE] += 1
    if s[PHASE] <= PH_EAST and s[SPACES + s[PHASE] - PH_WEST] == 0:
        s[ASK] = ASK_SPACES


def _start_battle(s):
    """TA-4: eight moves, the enemy first, all position tiles back in the bag."""
    s[FLAGS] |= F_BATTLE
    s[MOVES] = BATTLE_MOVES
    s[TO_MOVE] = 0
    s[DRAGON] = 0
    _refill_bag(s)


def _start_alliance(s):
    """Seed 7.1: no demand met yet, all position tiles back in the bag."""
    s[MET] = 0
    s[TREASURE_USED] = 0
    _refill_bag(s)


def _refill_bag(s):
    s[DRAWN] = 0
    for i in range(BATTLE_TILES):
        s[POS + i] = 0
    bag = (1 << s[BAG_SIZE]) - 1
    s[BAG] = bag >> 8
    s[BAG + 1] = bag & 0xFF


def _alliance_step(s, a):
    if a == A_DRAW_TILE:
        s[FLAGS] |= F_CHANCE
    elif a == A_DEMAND_MET:
        s[MET] += 1
    elif a == A_TREASURE:  # seed 7.1: a treasure fulfils any demand (its tile flipped to the dark side)
        s[MET] += 1
        s[TREASURE_USED] += 1
    else:  # seed 7.2/7.3: formed, the area's coin turns allied (Alliance bonus tile taken); failed, the band
        # moves out; seed 5.2: at the end of this action the turn ends, so the next round starts
        s[FLAGS] &= ~F_ALLIANCE & 0xFF
        if a == A_FORMED:
            s[FORMED] += 1
            s[ALLIED] += 1
        else:
            s[REFUSED] += 1
        s[PHASE] = PH_NIGHT
        _next_phase(s)


def _battle_step(s, a):
    if a == A_DRAW_TILE:
        s[FLAGS] |= F_CHANCE
    elif a == A_MOVE:
        if s[TO_MOVE]:  # your move used: one fewer left, the enemy moves next
            s[MOVES] -= 1
        s[TO_MOVE] ^= 1
    elif a == A_DRAGON:
        s[ASK] = ASK_DRAGON_VALUE
    else:  # seed 6.2/6.3: a win flips the area's coin to allied (bonus tile taken), a defeat places a
        # stronghold; seed 5.2: at the end of this action the turn ends, so the next round starts
        s[FLAGS] &= ~F_BATTLE & 0xFF
        if a == A_WIN:
            s[WON] += 1
            s[ALLIED] += 1
        else:
            s[LOST] += 1
        s[PHASE] = PH_NIGHT
        _next_phase(s)


def chance_outcomes(s):
    """TA-4: every tile still in the bag is equally likely."""
    if not s[FLAGS] & F_CHANCE:
        return []
    return [(a, 1) for a in _bag_tiles(s)]


def returns(s):
    """The final score (TA-5), once the game is over."""
    return [s[SCORE] << 8 | s[SCORE + 1]] if s[FLAGS] & F_OVER else [0]


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
    if a >= TILE:
        return "position %d" % (a - TILE)
    if a >= NUM:
        return "%s %d" % (ASKS[s[ASK]], a - NUM)
    if 0 <= a < len(_ACTION_NAMES):
        return _ACTION_NAMES[a]
    return "action %d" % a


def is_valid(s):
    """A state the screens can resume and play on: the right size, every field in its range (see _MAX), not
    waiting on a chance outcome (the box draws it before it saves), and every invariant play keeps (_counts_valid,
    _steps_valid, _bag_valid), so no action from it fails or leads where this refuses."""
    if len(s) != STATE_SIZE:
        return False
    for i in range(len(_MAX)):
        if s[LENGTH + i] > _MAX[i]:
            return False
    if s[FLAGS] & (F_CHANCE | F_OVER) == F_CHANCE:  # a chance node: the draw flag on a game not over
        return False
    return _counts_valid(s) and _steps_valid(s) and _bag_valid(s)


def _counts_valid(s):
    """Coins, cubes and tallies: no more allied coins than areas once entered, the track's nine cubes (TA-3) on
    the track or the cards (no card holding more than its spaces), every tally with room for one more."""
    if s[AREAS] and s[ALLIED] > s[AREAS] or not s[ROUND] | s[ROUND + 1]:
        return False
    cubes = s[TRACK]
    for r in range(3):
        if s[CUBES + r] > s[SPACES + r]:
            return False
        cubes += s[CUBES + r]
    if cubes > TRACK_CUBES:
        return False
    for at in (WON, LOST, SLAIN, FORMED, REFUSED):
        if s[at] == 0xFF:
            return False
    return True


def _steps_valid(s):
    """The checklist, the phase, the helpers and the pending question agree: each question is asked only where
    play asks it (the areas at the coins step, a card's spaces in its region's phase ...)."""
    flags = s[FLAGS]
    ask = s[ASK]
    helper = flags & (F_BATTLE | F_ALLIANCE)
    if helper == F_BATTLE | F_ALLIANCE or (ask == ASK_AREAS) != (s[SETUP] == SETUP_COINS):
        return False
    if s[SETUP] > SETUP_COINS and not s[AREAS]:  # the areas are entered at the coins step (seed 3.2.1)
        return False
    if s[SETUP] < SETUP_DONE:  # only the areas are asked during the checklist
        return s[PHASE] == PH_TATRA and not flags & (F_BATTLE | F_ALLIANCE | F_COIN | F_OVER) and ask <= ASK_AREAS
    scoring = ask == ASK_GOAL or ask == ASK_TREASURES or ask == ASK_DRAGONS or flags & F_OVER
    if (s[PHASE] == PH_SCORING) != bool(scoring) or flags & F_OVER and (ask or helper or flags & F_COIN):
        return False
    if ask == ASK_SPACES or flags & F_COIN:  # a region's card: its phase; a full one flips a coin (TA-3)
        r = s[PHASE] - PH_WEST
        if not 0 <= r < 3 or ask == ASK_SPACES and (flags & F_COIN or helper):
            return False
        if flags & F_COIN and (ask or helper or s[CUBES + r] != s[SPACES + r] or not s[SPACES + r]):
            return False
    if helper and (not PH_EAST < s[PHASE] < PH_SCORING or s[ALLIED] >= s[AREAS]):
        return False  # a battle or an alliance: in an animal phase, in an enemy area (seed 5.2)
    if ask == ASK_DRAGON_VALUE and helper != F_BATTLE or ask == ASK_DEMANDS and helper != F_ALLIANCE:
        return False
    return ask != ASK_BAG or helper != F_BATTLE


def _bag_valid(s):
    """The position tiles: none in the bag past its size, each drawn tile once and out of the bag (TA-4); in a
    battle or an alliance under way, the bag and the drawn tiles are all the bag's tiles."""
    bag = s[BAG] << 8 | s[BAG + 1]
    size = s[BAG_SIZE]
    drawn = s[DRAWN]
    if bag >> size or drawn > BATTLE_TILES:
        return False
    seen = 0
    for i in range(BATTLE_TILES):
        k = s[POS + i]
        if (k != 0) != (i < drawn) or k > size or k and (seen | bag) & 1 << (k - 1):
            return False
        if k:
            seen |= 1 << (k - 1)
    flags = s[FLAGS]
    under_way = flags & F_BATTLE or flags & F_ALLIANCE and s[ASK] != ASK_BAG and s[ASK] != ASK_DEMANDS
    if under_way and seen | bag != (1 << size) - 1:
        return False
    if flags & F_ALLIANCE and under_way:  # seed 7.1: a tile per Alliance tile, a treasure meets one demand
        n = s[DEMAND_TILES_AT]
        return 1 <= n and drawn <= n and s[MET] <= n and s[TREASURE_USED] <= s[MET]
    return True


def to_dict(s):
    flags = s[FLAGS]
    return {
        "length": LENGTHS[s[LENGTH]],
        "setup_step": s[SETUP],
        "setup": SETUP_STEPS[s[SETUP]] if s[SETUP] < SETUP_DONE else None,
        "phase": PHASES[s[PHASE]],
        "round": s[ROUND] << 8 | s[ROUND + 1],
        "track_cubes": s[TRACK],
        "region_cubes": [s[CUBES + r] for r in range(3)],
        "region_spaces": [s[SPACES + r] for r in range(3)],
        "areas": s[AREAS],
        "allied_coins": s[ALLIED],
        "enemy_coins": enemy_coins(s),
        "ask": ASKS[s[ASK]],
        "coin_flip_due": flags & F_COIN != 0,
        "battle": {
            "active": flags & F_BATTLE != 0,
            "moves_left": s[MOVES],
            "to_move": "you" if s[TO_MOVE] else "enemy",
            "positions": [s[POS + i] for i in range(s[DRAWN])],
            "bag_size": s[BAG_SIZE],
            "bag_left": len(_bag_tiles(s)),
            "dragon": (None, "defeated", "held")[s[DRAGON]],
            "battle_value": s[VALUE],
        },
        "alliance": {
            "active": flags & F_ALLIANCE != 0,
            "demand_tiles": s[DEMAND_TILES_AT],
            "demands_met": s[MET],
            "treasures_used": s[TREASURE_USED],
            "positions": [s[POS + i] for i in range(s[DRAWN])],
        },
        "alliances_formed": s[FORMED],
        "negotiations_failed": s[REFUSED],
        "battles_won": s[WON],
        "battles_lost": s[LOST],
        "dragons_defeated": s[SLAIN],
        "goal_points": s[GOAL],
        "treasures_left": s[TREASURES],
        "dragons_left": s[DRAGONS],
        "score": s[SCORE] << 8 | s[SCORE + 1],
        "game_over": flags & F_OVER != 0,
    }

