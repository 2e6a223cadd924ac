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
    "target_hint": "Pass: one die >= this",
    "sum": "Sum",
    "high": "High",
    "pass": "PASS",
    "fail": "FAIL",
    "hint_roll": "DICE: roll  A: menu",
    "pick_hint": "A: reroll  B: back",
    "no_rolls": "No rolls yet. DICE rolls.",
    "roll_row": "%d = %s",
    "past_note": "#%d",
    "hint_past": "B: back",
    "count_note": "%d/%d",
}
