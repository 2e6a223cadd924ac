"""Dice tray words in Spanish."""

T = {
    "menu": "Bandeja de dados",
    "roll_all": "Tirar todos",
    "reroll_one": "Repetir un dado",
    "pool": "Elegir dados",
    "target": "Meta",
    "history": "Últimas tiradas",
    "d6z": "d6 0-5 (Cabra)",
    "off": "No",
    "target_hint": "Pasa un dado >= meta",
    "sum": "Suma",
    "high": "Máx",
    "pass": "ÉXITO",
    "fail": "FALLO",
    "hint_roll": "DICE: tirar  A: menú",
    "pick_hint": "A: repetir  B: volver",
    "no_rolls": "Aún no hay tiradas. DICE tira.",
    "roll_row": "%d = %s",
    "past_note": "#%d",
    "hint_past": "B: atrás",
    "count_note": "%d/%d",
}
