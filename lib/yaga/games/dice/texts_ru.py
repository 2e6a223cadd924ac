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
    "sum": "Сумма",
    "high": "Макс",
    "pass": "УСПЕХ",
    "fail": "ПРОВАЛ",
    "hints": (  # the bottom line of each screen, in order: tray, pick, menu, pool, target, history, past
        "DICE: бросок  A: меню",
        "A: заново  B: назад",
        "A: выбрать  B: назад",
        "←→: -1/+1  A: готово",
        "Успех: кость >= цели",
        "↑↓  A: вид  B: назад",
        "DICE: бросок B: назад",
    ),
    "no_rolls": "Бросков ещё нет.",
    "roll_row": "%d = %s",
    "past_note": "#%d",
    "count_note": "%d/%d",
}
