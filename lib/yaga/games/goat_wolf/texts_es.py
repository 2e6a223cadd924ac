"""Goat and Wolf's texts in Spanish (cell names translated from the Russian seed).

Read through yaga.strings.table(TEXTS) (yaga.games.goat_wolf.app).

A family by number is a tuple: "answers" by action (from A_CCW), "questions" by phase (from PH_EAR), "events" by
event code (from EV_MISS), "cells" (the cells' names) by cell, "pending" the legend of the marks beside the dice, in their
order. How to play's pages and what each cell does (Look): texts_rules_<lang>.py; the coach's and the review's:
texts_coach_<lang>.py (each loaded only while shown).
"""

T = {
    "pieces": ("Cabra", "Lobo"),
    "initials": ("Ca", "Lo"),
    "answers": (  # by action, from A_CCW
        "por %s",  # 0: the Lair's way, by the cell it leads to first
        "por %s",  # 1
        "quedarse",  # 2
        "adelante",  # 3
        "atrás",  # 4
        "¡a Lov!",  # 5
        "tirar",  # 6
        "quedar",  # 7
        "repetir",  # 8
        "sí, pago 2",  # 9: the Cauldron stops the Wolf for a turn, for 2 of the Goat's steps
        "no",  # 10
        "a I1",  # 11
    ),
    "questions": (  # by phase, from PH_EAR
        "¿Mover 1?",  # 0
        "Guarida",  # 1
        "¡Trampa!",  # 2
        "¿Repetir?",  # 3
        "Saltar a",  # 4
        "Ir a",  # 5
        "¿Detener?",  # 6
        "Salir Lov",  # 7
    ),
    "ai": "IA",
    "ai_hint": "IA juega",
    "roll_hint": "DICE tirar",
    "choose_hint": "A: elegir",
    "rematch": "A: otra",
    "won": "¡Gana %s!",
    "directions": ("antihorario", "horario"),
    "rolled": "%s sacó %s.",
    "rolled_steps": "%s sacó %s: %d pasos.",
    "rolled_still": "%s sacó %s: no se mueve.",
    "coming": (  # what comes next: a cell's roll (Bone Breaker ... Cauldron), the soul, Second Wind; the rematch
        "Tira: Rompehueso",
        "Tira: Ojo de búho",
        "Tira: Lago negro",
        "Tira: Lago rojo",
        "Tira: Tocón",
        "Tira: Caldero",
        "Tira por el alma",
        "Tira: Segundo aliento",
        "Revancha: tú serás %s.",  # 8: after the winner, against the AI: the sides swap in the rematch
    ),
    "pending": (  # soul, miss, modifier, Black Lake, shield, Sisters, Ear, reroll
        "lleva el alma.",
        "pierde su próximo turno.",
        "pasos en su próxima jugada.",
        "Lago Negro: -%d en cada jugada.",
        "a salvo del Lobo un turno.",
        "su próxima jugada va al revés.",
        "puede moverse 1 casilla antes de tirar.",
        "tiene otra tirada.",
    ),
    "new_game": "Partida nueva",
    "games": ("Dos jugadores", "Eres la Cabra", "Eres el Lobo", "IA contra IA"),  # the set-up's game rows
    "ai_level": "Nivel IA",
    "levels": ("fácil", "normal", "difícil"),
    "level_means": ("←→ jugadas al azar", "←→ juega con juicio", "←→ casi perfecto"),
    "hard_without_tables": "Sin tablas: normal",  # the set-up: hard's table is not on this box (a .uf2 alone)
    "rule_set": "Reglas",
    "rule_sets": ("originales", "equilibradas"),  # as written, balanced (GW-36)
    "rule_sets_means": ("←→ como el original", "←→ justas para ambos"),
    "setup_hint": "A: empezar ←→ nivel",
    "goat_tip": "Mejor: equilibradas",  # the set-up, You are the Goat by the rules as written (GW-36)
    "menu": "Partida",
    "resume": "Volver a la partida",
    "log": "Registro",
    "look": "Ver casillas",
    "take_back": "Deshacer",
    "stats": "Estadísticas",
    "no_log": "Aún no hay jugadas.",
    "look_more": "A: más ↓",
    "look_back": "B: volver",
    "how": "Cómo se juega",
    "rules_hint": "A: sigue  B: volver",
    "coach": "Consejos",
    "coach_modes": ("no", "a petición", "siempre"),  # the set-up's coach row (yaga.games.goat_wolf.coach)
    "coach_means": ("←→ sin cifras", "←→ DICE da cifras", "←→ en cada elección"),
    "coach_hint": "DICE: prob",  # a choice's hint line with the coach on request
    "coach_odds": "gana %s%%",  # the chance of winning after an option (the coach; always: the hint line)
    "review": "Repaso",
    "stats_titles": ("Originales", "Equilibradas"),
    "played": "Partidas: %d",
    "streak": "Racha: %d, mejor %d",
    "stats_hint": "←→ reglas  B: volver",
    "events": (  # by event code, from EV_MISS (1)
        "%s pierde el turno.",  # 1
        "Ladera: %s pierde 1 paso al mover.",  # 2
        "Lago muerto: %s perderá un turno.",  # 3
        "Lazos: %s retrocede 2.",  # 4
        "Menhires: aquí no atrapan a %s.",  # 5
        "Ciénaga: %s perderá un turno.",  # 6
        "En Rompehueso %s sacó %d, sin turno extra.",  # 7
        "%s sacó %d: ¡turno extra!",  # 8
        "Oído de la tierra: %s podrá moverse 1.",  # 9
        "%s escucha y pasa a %s.",  # 10
        "Cruce de caminos: %s salta 4.",  # 11
        "Flecha rota: %s pierde 2 pasos al mover.",  # 12
        "Ojo de búho: %s sacó %d, sin turno extra.",  # 13
        "Tocón: %s sacó %d, +2 al mover.",  # 14
        "Tocón: %s sacó %d, a salvo un turno.",  # 15
        "Tocón: %s gana otra tirada.",  # 16
        "Tocón: %s sacó 0 otra vez, pierde turno.",  # 17
        "Tocón: %s sacó 0 y guarda la tirada extra.",  # 18
        "Caldero: %s empuja al Lobo a %s.",  # 19
        "Caldero: %s no puede empujar al Lobo sobre sí.",  # 20
        "Caldero: %s puede pagar 2 pasos para que el Lobo pierda un turno.",  # 21
        "%s paga 2 pasos: el Lobo pierde turno.",  # 22
        "Caldero: ¡%s y el Lobo cambian de sitio!",  # 23
        "Caldero: nada para %s.",  # 24
        "Siete hermanas: %s irá al revés.",  # 25
        "Toros bravos: %s necesita 5 o más.",  # 26
        "Los toros retienen a %s: %d no basta.",  # 27
        "Lago negro (%s): cada movimiento -%d hasta que acabe el próximo turno de la Cabra.",  # 28
        "Lago rojo: %s sacó %d.",  # 29
        "Abismo: %s retrocede 4.",  # 30
        "%s entra en Lov y tira por el alma.",  # 31
        "%s sacó %d: ¡el alma se salva!",  # 32
        "%s: impar, el alma sigue presa (%d).",  # 33
        "¡%s atrapa a la Cabra!",  # 34
        "%s vuelve a %s.",  # 35
        "%s está a salvo.",  # 36
        "¡Trampa! %s entra en Lov y gana.",  # 37
        "¡%s llega a casa con el alma!",  # 38
        "¡Senda secreta! %s salta y luego 6 pasos.",  # 39
        "%s no tiene dónde saltar: 10 pasos.",  # 40
        "¡Segundo aliento! %s mueve 8 y un dado.",  # 41
        "%s sale de Lov.",  # 42
        "%s gira %s.",  # 43
        "%s usa la tirada extra.",  # 44
        "%s mueve %d.",  # 45
        "%s deja ir al Lobo.",  # 46
        "Lago negro (%s): la mitad del dado es 0, nada menos.",  # 47: no code, the Black Lake's die of 0 or 1
    ),
    "cells": (  # by cell number
        "Amanecer",  # 0
        "Arroyo del bosque",  # 1
        "Llanura de liquen",  # 2
        "Vado de ciervos",  # 3
        "Ladera pedregosa",  # 4
        "Arroyo del alce",  # 5
        "Campamento viejo",  # 6
        "Campo de lavanda",  # 7
        "Bosque de abedules",  # 8
        "Guarida del lobo",  # 9
        "Colina tranquila",  # 10
        "Madriguera del zorro",  # 11
        "Lago muerto",  # 12
        "Lazos del cazador",  # 13
        "Menhires",  # 14
        "Ocaso",  # 15
        "Entrada a la niebla",  # 16
        "Ciénaga",  # 17
        "Rompehueso",  # 18
        "Guarida del lobo",  # 19
        "Páramo",  # 20
        "Oído de la tierra",  # 21
        "Orilla movediza",  # 22
        "Cruce de caminos",  # 23
        "Flecha rota",  # 24
        "Hoguera",  # 25
        "Ojo de búho",  # 26
        "Salida de la niebla",  # 27
        "Tocón sabio",  # 28
        "Caldero de hierro",  # 29
        "Siete hermanas",  # 30
        "Toros bravos",  # 31
        "Lago negro",  # 32
        "Lago rojo",  # 33
        "Puente de pelo",  # 34
        "Abismo",  # 35
        "Lov (el alma)",  # 36
    ),
    # two boxes linked by a cable (linked.py)
    "link": "Enlace: dos cajas",  # the set-up's row
    "link_hint": "A: enlazar una caja",
    "no_cable": "Sin cable de enlace",
    "link_sides": ("Juego la Cabra", "Juego el Lobo"),  # the box that begins chooses
    "link_waiting": "Espera a la otra caja",
    "link_here": "Enlazadas: elige",
    "link_you": "%s (tú)",  # the panel's title on this box's turn
    "link_wait": "Otra caja…",  # the panel's hint on the other box's turn
    "link_lost": "Enlace perdido: espera a la otra caja.",
    "link_alone": "Enlace perdido. A: sigue solo.",
    "link_version": "La otra caja necesita actualizarse.",
}
