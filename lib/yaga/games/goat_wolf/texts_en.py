"""Goat and Wolf words in English (the cell names after the Russian seed).

The source of en_gw.bin, which the box reads a text at a time (yaga.words): `python
lib/yaga/words_pack.py` writes it, and a test fails while it is stale. Lists joined by "|", in the
file in this order: "ui" (the screens' words, yaga.games.goat_wolf.app's _W_ indices), "events" (by event code),
"cells" (the cells' names) and "effects" (what each cell does), by cell number; then the words added by issue
15: "more" (the roll told, the pending marks' legend, How to play's title and keys), "rules" (How to play's
pages, one text each: it fits five rows of the screen, a test checks) and "extras" (take back, the statistics,
what each AI level means, the rule sets).
"""

T = {
    "events": (
        "|"  # 0
        "%s misses a turn.|"  # 1
        "Stony Slope: %s loses 1 step next move.|"  # 2
        "Dead Lake: %s will miss a turn.|"  # 3
        "Snares: %s is thrown 2 back.|"  # 4
        "Menhirs: %s cannot be caught here.|"  # 5
        "Quagmire: %s will miss a turn.|"  # 6
        "Bone Breaker: %s rolled %d, no extra turn.|"  # 7
        "%s rolled %d: an extra turn!|"  # 8
        "Ear of the Earth: %s may shift next turn.|"  # 9
        "%s listens and shifts to %s.|"  # 10
        "At Crossroads %s jumps 4 on.|"  # 11
        "Broken Arrow: %s loses 2 steps next move.|"  # 12
        "Owl's Eye: %s rolled %d, no extra turn.|"  # 13
        "Stump: %s rolled %d, +2 next move.|"  # 14
        "Stump: %s rolled %d, safe for a turn.|"  # 15
        "Stump: %s gains a reroll.|"  # 16
        "Stump: %s rolled 0 again, misses a turn.|"  # 17
        "Stump: %s rolled 0, keeps its reroll.|"  # 18
        "Cauldron: %s pushes the Wolf to %s.|"  # 19
        "Cauldron: %s cannot push the Wolf onto itself.|"  # 20
        "Cauldron: %s may stop the Wolf for 2 steps.|"  # 21
        "%s pays 2 steps: the Wolf misses a turn.|"  # 22
        "Cauldron: %s and the Wolf swap places!|"  # 23
        "Cauldron: nothing for %s.|"  # 24
        "Seven Sisters: %s goes the other way next move.|"  # 25
        "Fierce Bulls: %s needs 5 or more to leave.|"  # 26
        "Fierce Bulls hold %s: %d is too few.|"  # 27
        "Black Lake (%s): every move -%d for a while.|"  # 28
        "Red Lake: %s rolled %d.|"  # 29
        "Abyss: %s is thrown 4 back.|"  # 30
        "%s enters Lov and rolls for the soul.|"  # 31
        "%s rolled %d: the soul is saved!|"  # 32
        "%s: odd roll, the soul is stuck (%d).|"  # 33
        "%s catches the Goat!|"  # 34
        "%s is sent back to %s.|"  # 35
        "%s is protected.|"  # 36
        "Trap! %s steps into Lov and wins.|"  # 37
        "%s is home with the soul!|"  # 38
        "Secret Path! %s jumps, then 6 steps.|"  # 39
        "%s has nowhere to jump: 10 steps.|"  # 40
        "Second Wind! %s moves 8, then one die.|"  # 41
        "%s leaves Lov.|"  # 42
        "%s turns %s.|"  # 43
        "%s uses the reroll.|"  # 44
        "%s moves %d.|"  # 45
        "%s lets the Wolf go."  # 46
    ),
    "ui": (
        "anticlock|"  # 0 a_ccw
        "clockwise|"  # 1 a_cw
        "stay|"  # 2 a_stay
        "forward|"  # 3 a_fwd
        "back|"  # 4 a_back
        "into Lov!|"  # 5 a_trap
        "roll|"  # 6 a_roll
        "keep|"  # 7 a_keep
        "reroll|"  # 8 a_reroll
        "stop: -2|"  # 9 a_stop
        "let go|"  # 10 a_spare
        "to I1|"  # 11 a_out
        "Ear shift?|"  # 12 q0
        "Lair: go|"  # 13 q1
        "Trap!|"  # 14 q2
        "Reroll?|"  # 15 q3
        "Jump to|"  # 16 q4
        "Go to|"  # 17 q5
        "Cauldron|"  # 18 q6
        "Leave Lov|"  # 19 q7
        "Two players|"  # 20 hh
        "You are the Goat|"  # 21 you_goat
        "You are the Wolf|"  # 22 you_wolf
        "AI vs AI|"  # 23 demo
        "AI level|"  # 24 level
        "easy|"  # 25 lvl0
        "normal|"  # 26 lvl1
        "hard|"  # 27 lvl2
        "Goat|"  # 28 goat
        "Wolf|"  # 29 wolf
        "G|"  # 30 g
        "W|"  # 31 w
        "AI|"  # 32 ai
        "AI plays|"  # 33 ai_hint
        "DICE: roll|"  # 34 roll_hint
        "A: choose|"  # 35 choose_hint
        "A: rematch|"  # 36 rematch
        "soul|"  # 37 soul
        "%s wins!|"  # 38 won
        "anticlockwise|"  # 39 dir_ccw
        "clockwise|"  # 40 dir_cw
        "Game|"  # 41 menu
        "Back to the game|"  # 42 resume
        "Game log|"  # 43 log
        "Look at cells|"  # 44 look
        "New game|"  # 45 new
        "No moves yet.|"  # 46 no_log
        "A: start ←→ AI level|"  # 47 setup_hint
        "A: more ↓|"  # 48 look_more
        "B: back"  # 49 look_back
    ),
    "cells": (
        "Sunrise|"  # 0
        "Forest Brook|"  # 1
        "Lichen Plain|"  # 2
        "Deer Ford|"  # 3
        "Stony Slope|"  # 4
        "Elk Brook|"  # 5
        "Old Camp|"  # 6
        "Lavender Field|"  # 7
        "Birch Grove|"  # 8
        "Wolf's Lair|"  # 9
        "Quiet Hill|"  # 10
        "Fox Hole|"  # 11
        "Dead Lake|"  # 12
        "Hunter's Snares|"  # 13
        "Menhirs|"  # 14
        "Sunset|"  # 15
        "Into the Mist|"  # 16
        "Quagmire|"  # 17
        "Bone Breaker|"  # 18
        "Wolf's Lair|"  # 19
        "Wasteland|"  # 20
        "Ear of the Earth|"  # 21
        "Shaky Shore|"  # 22
        "Crossroads|"  # 23
        "Broken Arrow|"  # 24
        "Fire Pit|"  # 25
        "Owl's Eye|"  # 26
        "Out of the Mist|"  # 27
        "Knowing Stump|"  # 28
        "Cast-iron Cauldron|"  # 29
        "Seven Sisters|"  # 30
        "Fierce Bulls|"  # 31
        "Black Lake|"  # 32
        "Red Lake|"  # 33
        "Hair Bridge|"  # 34
        "Abyss|"  # 35
        "Lov (the soul)"  # 36
    ),
    "effects": (
        "Goat's start. Home with the soul wins.|"  # 0
        "No effect.|"  # 1
        "No effect.|"  # 2
        "No effect.|"  # 3
        "Both: -1 step next move.|"  # 4
        "No effect.|"  # 5
        "No effect.|"  # 6
        "No effect.|"  # 7
        "No effect.|"  # 8
        "Wolf starting here picks its direction.|"  # 9
        "No effect.|"  # 10
        "No effect.|"  # 11
        "Both: miss the next turn.|"  # 12
        "Both: thrown 2 cells back.|"  # 13
        "The Goat cannot be caught here.|"  # 14
        "Link to M1.|"  # 15
        "Link to O16.|"  # 16
        "Both: miss the next turn.|"  # 17
        "Both: roll a die, 1 = extra turn.|"  # 18
        "Wolf starting here picks its direction.|"  # 19
        "No effect.|"  # 20
        "Both: may shift 1 cell before the next roll.|"  # 21
        "No effect.|"  # 22
        "Both: jump 4 cells forward.|"  # 23
        "Goat: -2 steps next move.|"  # 24
        "No effect.|"  # 25
        "Both: roll a die, 3 = extra turn.|"  # 26
        "Link to I1.|"  # 27
        "Goat rolls 2 dice: 1-5 +2 steps, 6-10 safe a turn, 0 a reroll.|"  # 28
        "Goat rolls 2 dice: 4 pushes the Wolf, 5 stops it, 4+5 swap.|"  # 29
        "Goat: next move goes the other way.|"  # 30
        "Goat: needs 5 or more to leave.|"  # 31
        "Goat rolls: half a die off every move until its next turn ends.|"  # 32
        "Goat rolls a die: 1-4 steps off, 5 miss a turn.|"  # 33
        "Bridge into Lov.|"  # 34
        "Both: thrown 4 cells back.|"  # 35
        "Goat rolls: even saves the soul. Two odd: the Trap."  # 36
    ),
    "more": (
        "%s rolled %s.|"  # 0 rolled
        "%s rolled %s: %d steps.|"  # 1 rolled_steps
        "%s rolled %s: no move.|"  # 2 rolled_still
        "carries the soul.|"  # 3 soul
        "misses its next turn.|"  # 4 miss
        "steps on its next move.|"  # 5 mod
        "Black Lake: -%d on every move.|"  # 6 lake
        "safe from the Wolf for a turn.|"  # 7 shield
        "its next move goes the other way.|"  # 8 sisters
        "may shift 1 cell before rolling.|"  # 9 ear
        "holds a reroll.|"  # 10 reroll
        "How to play|"  # 11 how
        "A: next  B: back"  # 12 rules_hint
    ),
    "rules": (
        "The Goat walks from Sunrise (O1) to Lov, the centre, saves the soul and brings it home to O1.|"  # 1
        "The Wolf wins if it catches the Goat. Goat and Wolf take turns; the Goat starts.|"  # 2
        "A turn: DICE rolls two dice, 0 to 5 each, and the piece moves their sum.|"  # 3
        "Cells: O1-O16 on the Outer ring, M1-M12 the Middle, I1-I8 the Inner, C the centre, Lov.|"  # 4
        "The Goat's way: O1-O16, M1-M12, I1-I7, into Lov. With the soul the same way back.|"  # 5
        "The Wolf leaves Lov for I1, then circles its ring, at first anticlockwise.|"  # 6
        "On O16, M1, M12 or I1 the Wolf may cross to the next ring. On a Lair it picks its direction.|"  # 7
        "A square cell acts where a move ends. Look (an arrow key) tells what each one does.|"  # 8
        "5+5 Secret Path: first jump 1 to 4 cells ahead to a free cell, then move 6.|"  # 9
        "4+4 Second Wind: move 8, then roll one die and move that many more.|"  # 10
        "Ending on the other piece on the outer or inner ring: the Wolf wins, unless the Goat is safe.|"  # 11
        "On the middle ring the Goat is sent back instead: to O1, or to I7 once it has the soul.|"  # 12
        "The soul: in Lov the Goat rolls two dice each turn. An even sum saves the soul: out via I7.|"  # 13
        "The Trap: after two odd soul rolls, a Wolf reaching I7 with a step left enters Lov and wins.|"  # 14
        "By the dice: G Goat, W Wolf, then marks: • soul, z turn missed, -2 steps,|"  # 15
        "~ Black Lake, # safe, < the other way, e may shift 1, r a reroll. Look on a piece tells them.|"  # 16
        "Keys: UP the log, other arrows Look, A the menu, B leaves: the game is kept.|"  # 17
        "Balanced rules (chosen at set-up) change two things. 1: the Wolf changes ring only|"  # 18
        "with the first step of a move starting on O16, M1, M12 or I1 (each part of 5+5 or 4+4 is a move).|"  # 19
        "2: the Goat starts with a reroll: once, after a two-dice roll of its own, it may roll again."  # 20
    ),
    "extras": (
        "Take back|"  # 0 take_back
        "Statistics|"  # 1 stats
        "Games played: %d|"  # 2 played
        "Streak: %d, best %d|"  # 3 streak
        "←→ rules  B: back|"  # 4 stats_hint
        "As written|"  # 5 stats_written
        "Balanced|"  # 6 stats_balanced
        "Rules|"  # 7 rule_set
        "←→ random moves|"  # 8 lvl0_means
        "←→ plays sensibly|"  # 9 lvl1_means
        "←→ near-perfect play|"  # 10 lvl2_means
        "as written|"  # 11 rules_written
        "balanced|"  # 12 rules_balanced
        "←→ as printed|"  # 13 rules_written_means
        "←→ fair for both"  # 14 rules_balanced_means
    ),
}
