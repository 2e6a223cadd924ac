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
    "sum": "Suma",
    "high": "Máx",
    "pass": "ÉXITO",
    "fail": "FALLO",
    "hints": (  # the bottom line of each screen, in order: tray, pick, menu, pool, target, history, past
        "DICE: tirar  A: menú",
        "A: repetir  B: volver",
        "A: elegir  B: atrás",
        "←→: -1/+1  A: listo",
        "Pasa un dado >= meta",
        "↑↓  A: ver  B: atrás",
        "DICE: tirar  B: atrás",
    ),
    "no_rolls": "Aún no hay tiradas.",
    "roll_row": "%d = %s",
    "past_note": "#%d",
    "count_note": "%d/%d",
}
