"""Dice tray words in Russian."""

T = {
    "menu": "Кости",
    "roll_all": "Бросить все",
    "reroll_one": "Перебросить одну",
    "pool": "Выбрать кости",
    "target": "Цель",
    "history": "Броски",
    "d6z": "d6 0-5 (Козёл)",
    "off": "Нет",
    "target_hint": "Успех: кость >= цели",
    "sum": "Сумма",
    "high": "Макс",
    "pass": "УСПЕХ",
    "fail": "ПРОВАЛ",
    "hint_roll": "DICE: бросок  A: меню",
    "pick_hint": "A: заново  B: назад",
    "no_rolls": "Бросков ещё нет. DICE бросает.",
    "roll_row": "%d = %s",
    "past_note": "#%d",
    "hint_past": "B: назад",
    "count_note": "%d/%d",
}
