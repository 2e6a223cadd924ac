"""Goat and Wolf's rules as the box tells them, in English: How to play's pages (each fits five rows of the screen, a
test checks) and "effects", what each cell does by cell number (Look), loaded only while they show
(yaga.games.goat_wolf.app, through yaga.strings.load; Look keeps only the effects).
"""

T = {
    "rules": (  # How to play's pages
        "The Goat walks from Sunrise (O1) to Lov, the centre, saves the soul and brings it home to O1.",  # 0
        "The Wolf wins if it catches the Goat. Goat and Wolf take turns; the Goat starts.",  # 1
        "A turn: DICE rolls two dice, 0 to 5 each, and the piece moves their sum.",  # 2
        "Cells: O1-O16 on the Outer ring, M1-M12 the Middle, I1-I8 the Inner, C the centre, Lov.",  # 3
        "The Goat's way: O1-O16, M1-M12, I1-I7, into Lov. With the soul the same way back.",  # 4
        "The Wolf leaves Lov for I1, then circles its ring, at first anticlockwise.",  # 5
        "On O16, M1, M12 or I1 the Wolf may cross to the next ring. On a Lair it picks its direction.",  # 6
        "A square cell acts where a move ends. Look (an arrow key) tells what each one does.",  # 7
        "5+5 Secret Path: first jump 1 to 4 cells ahead to a free cell, then move 6.",  # 8
        "4+4 Second Wind: move 8, then roll one die and move that many more.",  # 9
        "Ending on the other piece on the outer or inner ring: the Wolf wins, unless the Goat is safe.",  # 10
        "On the middle ring the Goat is sent back instead: to O1, or to I7 once it has the soul.",  # 11
        "The soul: in Lov the Goat rolls two dice each turn. An even sum saves the soul: out via I7.",  # 12
        "The Trap: after two odd soul rolls, a Wolf reaching I7 with a step left enters Lov and wins.",  # 13
        "By the dice: G Goat, W Wolf, then marks: • soul, z turn missed, -2 steps,",  # 14
        "~ Black Lake, # safe, < the other way, e may shift 1, r a reroll. Look on a piece tells them.",  # 15
        "Keys: UP the log, other arrows Look, A the menu, B leaves: the game is kept.",  # 16
        "Balanced rules (chosen at set-up) change two things. 1: the Wolf changes ring only",  # 17
        "with the first step of a move starting on O16, M1, M12 or I1 (each part of 5+5 or 4+4 is a move).",  # 18
        "2: the Goat starts with a reroll: once, after a two-dice roll of its own, it may roll again.",  # 19
    ),
    "effects": (  # by cell number
        "Goat's start. Home with the soul wins.",  # 0
        "No effect.",  # 1
        "No effect.",  # 2
        "No effect.",  # 3
        "Both: -1 step next move.",  # 4
        "No effect.",  # 5
        "No effect.",  # 6
        "No effect.",  # 7
        "No effect.",  # 8
        "Wolf starting here picks its direction.",  # 9
        "No effect.",  # 10
        "No effect.",  # 11
        "Both: miss the next turn.",  # 12
        "Both: thrown 2 cells back.",  # 13
        "The Goat cannot be caught here.",  # 14
        "Link to M1.",  # 15
        "Link to O16.",  # 16
        "Both: miss the next turn.",  # 17
        "Both: roll a die, 1 = extra turn.",  # 18
        "Wolf starting here picks its direction.",  # 19
        "No effect.",  # 20
        "Both: may shift 1 cell before the next roll.",  # 21
        "No effect.",  # 22
        "Both: jump 4 cells forward.",  # 23
        "Goat: -2 steps next move.",  # 24
        "No effect.",  # 25
        "Both: roll a die, 3 = extra turn.",  # 26
        "Link to I1.",  # 27
        "Goat rolls 2 dice: 1-5 +2 steps, 6-10 safe a turn, 0 a reroll.",  # 28
        "Goat rolls 2 dice: a 4 pushes the Wolf back, a 5: pay 2 steps, the Wolf misses a turn, 4+5 swap.",  # 29
        "Goat: next move goes the other way.",  # 30
        "Goat: needs 5 or more to leave.",  # 31
        "Goat rolls: half a die off every move until its next turn ends.",  # 32
        "Goat rolls a die: 1-4 steps off, 5 miss a turn.",  # 33
        "Bridge into Lov.",  # 34
        "Both: thrown 4 cells back.",  # 35
        "Goat rolls: even saves the soul. Two odd: the Trap.",  # 36
    ),
}
