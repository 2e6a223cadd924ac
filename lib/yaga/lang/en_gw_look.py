"""Goat and Wolf cells in English, shown only when looking at cells: "cells", their names (after the Russian
seed), and "effects", what each does; by cell number, joined by "|"."""

T = {
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
}
