"""Goat and Wolf words in Spanish (cell names translated from the Russian seed).

"cells", "effects" (by cell number) and "events" (by event code) are lists joined by "|".
"""

T = {
    "a_back": "atrás",
    "a_ccw": "antihorario",
    "a_cw": "horario",
    "a_fwd": "adelante",
    "a_keep": "quedar",
    "a_out": "a I1",
    "a_reroll": "repetir",
    "a_roll": "tirar",
    "a_spare": "dejar",
    "a_stay": "quedarse",
    "a_stop": "parar Lobo -2",
    "a_trap": "¡a Lov!",
    "ai": "IA",
    "ai_hint": "Juega la IA...",
    "cells": (
        "Amanecer|"  # 0
        "Arroyo del bosque|"  # 1
        "Llanura de liquen|"  # 2
        "Vado de ciervos|"  # 3
        "Ladera pedregosa|"  # 4
        "Arroyo del alce|"  # 5
        "Campamento viejo|"  # 6
        "Campo de lavanda|"  # 7
        "Bosque de abedules|"  # 8
        "Guarida del lobo|"  # 9
        "Colina tranquila|"  # 10
        "Madriguera del zorro|"  # 11
        "Lago muerto|"  # 12
        "Lazos del cazador|"  # 13
        "Menhires|"  # 14
        "Ocaso|"  # 15
        "Entrada a la niebla|"  # 16
        "Ciénaga|"  # 17
        "Rompehuesos|"  # 18
        "Guarida del lobo|"  # 19
        "Páramo|"  # 20
        "Oído de la tierra|"  # 21
        "Orilla movediza|"  # 22
        "Encrucijada|"  # 23
        "Flecha rota|"  # 24
        "Hoguera|"  # 25
        "Ojo de búho|"  # 26
        "Salida de la niebla|"  # 27
        "Tocón sabio|"  # 28
        "Caldero de hierro|"  # 29
        "Siete hermanas|"  # 30
        "Toros bravos|"  # 31
        "Lago negro|"  # 32
        "Lago rojo|"  # 33
        "Puente de pelo|"  # 34
        "Abismo|"  # 35
        "Lov (el alma)"  # 36
    ),
    "choose_hint": "A: elegir",
    "demo": "IA contra IA",
    "dice0": "0 = cara vacía",
    "dir_ccw": "antihorario",
    "dir_cw": "horario",
    "effects": (
        "Salida del Chivo. Volver con el alma gana.|"  # 0
        "Sin efecto.|"  # 1
        "Sin efecto.|"  # 2
        "Sin efecto.|"  # 3
        "Ambos: -1 paso al mover.|"  # 4
        "Sin efecto.|"  # 5
        "Sin efecto.|"  # 6
        "Sin efecto.|"  # 7
        "Sin efecto.|"  # 8
        "El Lobo que empieza aquí elige dirección.|"  # 9
        "Sin efecto.|"  # 10
        "Sin efecto.|"  # 11
        "Ambos: pierden el turno.|"  # 12
        "Ambos: 2 casillas atrás.|"  # 13
        "Aquí no se puede atrapar al Chivo.|"  # 14
        "Paso a M1.|"  # 15
        "Paso a O16.|"  # 16
        "Ambos: pierden el turno.|"  # 17
        "Ambos: un dado, 1 = turno extra.|"  # 18
        "El Lobo que empieza aquí elige dirección.|"  # 19
        "Sin efecto.|"  # 20
        "Ambos: pueden moverse 1 casilla antes de tirar.|"  # 21
        "Sin efecto.|"  # 22
        "Ambos: saltan 4 casillas adelante.|"  # 23
        "Chivo: -2 pasos al mover.|"  # 24
        "Sin efecto.|"  # 25
        "Ambos: un dado, 3 = turno extra.|"  # 26
        "Paso a I1.|"  # 27
        "El Chivo tira 2 dados: 1-5 +2 pasos, 6-10 a salvo, 0 una repetición.|"  # 28
        "El Chivo tira 2 dados: 4 empuja al Lobo, 5 lo para, 4+5 cambian.|"  # 29
        "Chivo: el próximo movimiento va al revés.|"  # 30
        "Chivo: necesita 5 o más para salir.|"  # 31
        "El Chivo tira: medio dado menos en cada movimiento.|"  # 32
        "El Chivo tira un dado: 1-4 pasos menos, 5 pierde turno.|"  # 33
        "Puente a Lov.|"  # 34
        "Ambos: 4 casillas atrás.|"  # 35
        "El Chivo tira: par salva el alma. Dos impares: la Trampa."  # 36
    ),
    "events": (
        "|"  # 0
        "%s pierde el turno.|"  # 1
        "Ladera: %s pierde 1 paso al mover.|"  # 2
        "Lago muerto: %s perderá un turno.|"  # 3
        "Lazos: %s retrocede 2.|"  # 4
        "Menhires: aquí no atrapan a %s.|"  # 5
        "Ciénaga: %s perderá un turno.|"  # 6
        "Rompehuesos: %s sacó %d, sin turno extra.|"  # 7
        "%s sacó %d: ¡turno extra!|"  # 8
        "Oído de la tierra: %s podrá moverse 1.|"  # 9
        "%s escucha y pasa a %s.|"  # 10
        "Encrucijada: %s salta 4.|"  # 11
        "Flecha rota: %s pierde 2 pasos al mover.|"  # 12
        "Ojo de búho: %s sacó %d, sin turno extra.|"  # 13
        "Tocón: %s sacó %d, +2 al mover.|"  # 14
        "Tocón: %s sacó %d, a salvo un turno.|"  # 15
        "Tocón: %s gana una repetición.|"  # 16
        "Tocón: %s sacó 0 otra vez, pierde turno.|"  # 17
        "Tocón: %s sacó 0, guarda su repetición.|"  # 18
        "Caldero: %s empuja al Lobo a %s.|"  # 19
        "Caldero: %s no puede empujar al Lobo sobre sí.|"  # 20
        "Caldero: %s puede parar al Lobo por 2 pasos.|"  # 21
        "%s paga 2 pasos: el Lobo pierde turno.|"  # 22
        "Caldero: ¡%s y el Lobo cambian de sitio!|"  # 23
        "Caldero: nada para %s.|"  # 24
        "Siete hermanas: %s irá al revés.|"  # 25
        "Toros bravos: %s necesita 5 o más.|"  # 26
        "Los toros retienen a %s: %d no basta.|"  # 27
        "Lago negro (%s): cada movimiento -%d.|"  # 28
        "Lago rojo: %s sacó %d.|"  # 29
        "Abismo: %s retrocede 4.|"  # 30
        "%s entra en Lov y tira por el alma.|"  # 31
        "%s sacó %d: ¡el alma se salva!|"  # 32
        "%s: impar, el alma sigue presa (%d).|"  # 33
        "¡%s atrapa al Chivo!|"  # 34
        "%s vuelve a %s.|"  # 35
        "%s está protegido.|"  # 36
        "¡Trampa! %s entra en Lov y gana.|"  # 37
        "¡%s llega a casa con el alma!|"  # 38
        "¡Senda secreta! %s salta y luego 6 pasos.|"  # 39
        "%s no tiene dónde saltar: 10 pasos.|"  # 40
        "¡Segundo aliento! %s mueve 8 y un dado.|"  # 41
        "%s sale de Lov.|"  # 42
        "%s gira %s.|"  # 43
        "%s usa la repetición.|"  # 44
        "%s mueve %d.|"  # 45
        "%s deja ir al Lobo."  # 46
    ),
    "g": "C",
    "goat": "Chivo",
    "hh": "Dos jugadores",
    "level": "Nivel IA",
    "log": "Registro",
    "look": "Ver casillas",
    "look_hint": "flechas: casilla",
    "lvl0": "fácil",
    "lvl1": "normal",
    "lvl2": "difícil",
    "menu": "Partida",
    "miss": "pierde turno",
    "mod": "pasos %d",
    "new": "Partida nueva",
    "no_log": "Aún no hay jugadas.",
    "q0": "Oído: ¿mover?",
    "q1": "Guarida: ir",
    "q2": "¡Trampa!",
    "q3": "¿Repetir?",
    "q4": "Saltar a",
    "q5": "Ir a",
    "q6": "Caldero",
    "q7": "Salir de Lov",
    "rematch": "A: revancha",
    "resume": "Volver a la partida",
    "roll_hint": "DICE: tirar",
    "soul": "alma",
    "start": "Empezar",
    "title": "Chivo y Lobo",
    "turn": "Mueve %s",
    "w": "L",
    "wolf": "Lobo",
    "won": "¡Gana %s!",
    "you_goat": "Eres el Chivo",
    "you_wolf": "Eres el Lobo",
}
