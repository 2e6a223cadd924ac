"""Goat and Wolf's texts in English (cell names after the Russian seed).

Read through yaga.strings.table(TEXTS) (yaga.games.goat_wolf.app).

A family by number is a tuple: "answers" by action (from A_CCW), "questions" by phase (from PH_EAR), "events" by
event code (from EV_MISS), "cells" (the cells' names) by cell, "pending" the legend of the marks beside the dice, in their
order. How to play's pages and what each cell does (Look): texts_rules_<lang>.py; the coach's and the review's:
texts_coach_<lang>.py (each loaded only while shown).
"""

T = {
    "pieces": ("Goat", "Wolf"),
    "initials": ("G", "W"),
    "answers": (  # by action, from A_CCW
        "via %s",  # 0: the Lair's way, by the cell it leads to first
        "via %s",  # 1
        "stay",  # 2
        "forward",  # 3
        "back",  # 4
        "into Lov!",  # 5
        "roll",  # 6
        "keep",  # 7
        "reroll",  # 8
        "yes, pay 2",  # 9: the Cauldron stops the Wolf for a turn, for 2 of the Goat's steps
        "no",  # 10
        "to I1",  # 11
    ),
    "questions": (  # by phase, from PH_EAR
        "Ear shift?",  # 0
        "Lair: go",  # 1
        "Trap!",  # 2
        "Reroll?",  # 3
        "Jump to",  # 4
        "Go to",  # 5
        "Stop Wolf?",  # 6
        "Leave Lov",  # 7
    ),
    "ai": "AI",
    "ai_hint": "AI plays",
    "roll_hint": "DICE: roll",
    "choose_hint": "A: choose",
    "rematch": "A: rematch",
    "won": "%s wins!",
    "directions": ("anticlockwise", "clockwise"),
    "rolled": "%s rolled %s.",
    "rolled_steps": "%s rolled %s: %d steps.",
    "rolled_still": "%s rolled %s: no move.",
    "coming": (  # what comes next: a cell's roll (Bone Breaker ... Cauldron), the soul, Second Wind; the rematch
        "Roll: Bone Breaker",
        "Roll: Owl's Eye",
        "Roll: Black Lake",
        "Roll: Red Lake",
        "Roll: Knowing Stump",
        "Roll: Cauldron",
        "Roll for the soul",
        "Roll: Second Wind",
        "A rematch: you play the %s.",  # 8: after the winner, against the AI: the sides swap in the rematch
    ),
    "pending": (  # soul, miss, modifier, Black Lake, shield, Sisters, Ear, reroll
        "carries the soul.",
        "misses its next turn.",
        "steps on its next move.",
        "Black Lake: -%d on every move.",
        "safe from the Wolf for a turn.",
        "its next move goes the other way.",
        "may shift 1 cell before rolling.",
        "holds a reroll.",
    ),
    "new_game": "New game",
    "games": ("Two players", "You are the Goat", "You are the Wolf", "AI vs AI"),  # the set-up's game rows
    "ai_level": "AI level",
    "levels": ("easy", "normal", "hard"),
    "level_means": ("←→ random moves", "←→ plays sensibly", "←→ near-perfect play"),
    "hard_without_tables": "No tables: as normal",  # the set-up: hard's table is not on this box (a .uf2 alone)
    "rule_set": "Rules",
    "rule_sets": ("as written", "balanced"),  # as written, balanced (GW-36)
    "rule_sets_means": ("←→ as printed", "←→ fair for both"),
    "setup_hint": "A: start ←→ AI level",
    "goat_tip": "Tip: balanced rules",  # the set-up, You are the Goat by the rules as written (GW-36)
    "menu": "Game",
    "resume": "Back to the game",
    "log": "Game log",
    "look": "Look at cells",
    "take_back": "Take back",
    "stats": "Statistics",
    "no_log": "No moves yet.",
    "look_more": "A: more ↓",
    "look_back": "B: back",
    "how": "How to play",
    "rules_hint": "A: next  B: back",
    "coach": "Coach",
    "coach_modes": ("off", "on request", "always"),  # the set-up's coach row (yaga.games.goat_wolf.coach)
    "coach_means": ("←→ no odds", "←→ DICE shows odds", "←→ odds at each choice"),
    "coach_hint": "DICE: odds",  # a choice's hint line with the coach on request
    "coach_odds": "win %s%%",  # the chance of winning after an option (the coach; always: the hint line)
    "review": "Review",
    "stats_titles": ("As written", "Balanced"),
    "played": "Games played: %d",
    "streak": "Streak: %d, best %d",
    "stats_hint": "←→ rules  B: back",
    "events": (  # by event code, from EV_MISS (1)
        "%s misses a turn.",  # 1
        "Stony Slope: %s loses 1 step next move.",  # 2
        "Dead Lake: %s will miss a turn.",  # 3
        "Snares: %s is thrown 2 back.",  # 4
        "Menhirs: %s cannot be caught here.",  # 5
        "Quagmire: %s will miss a turn.",  # 6
        "Bone Breaker: %s rolled %d, no extra turn.",  # 7
        "%s rolled %d: an extra turn!",  # 8
        "Ear of the Earth: %s may shift next turn.",  # 9
        "%s listens and shifts to %s.",  # 10
        "At Crossroads %s jumps 4 on.",  # 11
        "Broken Arrow: %s loses 2 steps next move.",  # 12
        "Owl's Eye: %s rolled %d, no extra turn.",  # 13
        "Stump: %s rolled %d, +2 next move.",  # 14
        "Stump: %s rolled %d, safe for a turn.",  # 15
        "Stump: %s gains a reroll.",  # 16
        "Stump: %s rolled 0 again, misses a turn.",  # 17
        "Stump: %s rolled 0, keeps its reroll.",  # 18
        "Cauldron: %s pushes the Wolf to %s.",  # 19
        "Cauldron: %s cannot push the Wolf onto itself.",  # 20
        "Cauldron: %s may pay 2 steps to make the Wolf miss a turn.",  # 21
        "%s pays 2 steps: the Wolf misses a turn.",  # 22
        "Cauldron: %s and the Wolf swap places!",  # 23
        "Cauldron: nothing for %s.",  # 24
        "Seven Sisters: %s goes the other way next move.",  # 25
        "Fierce Bulls: %s needs 5 or more to leave.",  # 26
        "Fierce Bulls hold %s: %d is too few.",  # 27
        "Black Lake (%s): every move -%d until the Goat's next turn ends.",  # 28
        "Red Lake: %s rolled %d.",  # 29
        "Abyss: %s is thrown 4 back.",  # 30
        "%s enters Lov and rolls for the soul.",  # 31
        "%s rolled %d: the soul is saved!",  # 32
        "%s: odd roll, the soul is stuck (%d).",  # 33
        "%s catches the Goat!",  # 34
        "%s is sent back to %s.",  # 35
        "%s is protected.",  # 36
        "Trap! %s steps into Lov and wins.",  # 37
        "%s is home with the soul!",  # 38
        "Secret Path! %s jumps, then 6 steps.",  # 39
        "%s has nowhere to jump: 10 steps.",  # 40
        "Second Wind! %s moves 8, then one die.",  # 41
        "%s leaves Lov.",  # 42
        "%s turns %s.",  # 43
        "%s uses the reroll.",  # 44
        "%s moves %d.",  # 45
        "%s lets the Wolf go.",  # 46
        "Black Lake (%s): half the die is 0, nothing off.",  # 47: no code, the Black Lake's die of 0 or 1
    ),
    "cells": (  # by cell number
        "Sunrise",  # 0
        "Forest Brook",  # 1
        "Lichen Plain",  # 2
        "Deer Ford",  # 3
        "Stony Slope",  # 4
        "Elk Brook",  # 5
        "Old Camp",  # 6
        "Lavender Field",  # 7
        "Birch Grove",  # 8
        "Wolf's Lair",  # 9
        "Quiet Hill",  # 10
        "Fox Hole",  # 11
        "Dead Lake",  # 12
        "Hunter's Snares",  # 13
        "Menhirs",  # 14
        "Sunset",  # 15
        "Into the Mist",  # 16
        "Quagmire",  # 17
        "Bone Breaker",  # 18
        "Wolf's Lair",  # 19
        "Wasteland",  # 20
        "Ear of the Earth",  # 21
        "Shaky Shore",  # 22
        "Crossroads",  # 23
        "Broken Arrow",  # 24
        "Fire Pit",  # 25
        "Owl's Eye",  # 26
        "Out of the Mist",  # 27
        "Knowing Stump",  # 28
        "Cast-iron Cauldron",  # 29
        "Seven Sisters",  # 30
        "Fierce Bulls",  # 31
        "Black Lake",  # 32
        "Red Lake",  # 33
        "Hair Bridge",  # 34
        "Abyss",  # 35
        "Lov (the soul)",  # 36
    ),
    # two boxes linked by a cable (linked.py)
    "link": "Link: two boxes",  # the set-up's row
    "link_hint": "A: link to a box",
    "no_cable": "No link cable",
    "link_sides": ("I play the Goat", "I play the Wolf"),  # the box that begins chooses
    "link_waiting": "Waiting for other box",
    "link_here": "Linked: pick a side",
    "link_you": "%s (you)",  # the panel's title on this box's turn
    "link_wait": "Other box…",  # the panel's hint on the other box's turn
    "link_lost": "Link lost: waiting for the other box.",
    "link_alone": "Link lost. A: play on alone.",
    "link_version": "The other box needs an update.",
}
