"""Dice tray words in English."""

T = {
    "menu": "Dice tray",
    "roll_all": "Roll all dice",
    "reroll_one": "Reroll one die",
    "pool": "Choose dice",
    "target": "Target",
    "history": "Last rolls",
    "d6z": "d6 0-5 (Goat)",
    "off": "Off",
    "sum": "Sum",
    "high": "High",
    "pass": "PASS",
    "fail": "FAIL",
    "hints": (  # the bottom line of each screen, in order: tray, pick, menu, pool, target, history, past
        "DICE: roll  A: menu",
        "A: reroll  B: back",
        "A: choose  B: back",
        "←→: -1/+1  A: done",
        "Pass: one die >= this",
        "↑↓  A: view  B: back",
        "DICE: roll  B: back",
    ),
    "no_rolls": "No rolls yet.",
    "roll_row": "%d = %s",
    "past_note": "#%d",
    "count_note": "%d/%d",
}
