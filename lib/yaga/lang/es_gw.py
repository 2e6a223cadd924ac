"""Goat and Wolf words in Spanish (event messages, screens).

"ui" (the screens' words in the order of yaga.apps.goat_wolf's _W_ indices) and "events" (by event code) are
lists joined by "|": a few long strings, not an object and a hash slot per text. The cells' names and effects,
shown only when looking at cells, are in <lang>_gw_look.
"""

T = {
    "events": (
        "|"  # 0
        "%s pierde el turno.|"  # 1
        "Ladera: %s pierde 1 paso al mover.|"  # 2
        "Lago muerto: %s perderá un turno.|"  # 3
        "Lazos: %s retrocede 2.|"  # 4
        "Menhires: aquí no atrapan a %s.|"  # 5
        "Ciénaga: %s perderá un turno.|"  # 6
        "En Rompehueso %s sacó %d, sin turno extra.|"  # 7
        "%s sacó %d: ¡turno extra!|"  # 8
        "Oído de la tierra: %s podrá moverse 1.|"  # 9
        "%s escucha y pasa a %s.|"  # 10
        "Cruce de caminos: %s salta 4.|"  # 11
        "Flecha rota: %s pierde 2 pasos al mover.|"  # 12
        "Ojo de búho: %s sacó %d, sin turno extra.|"  # 13
        "Tocón: %s sacó %d, +2 al mover.|"  # 14
        "Tocón: %s sacó %d, a salvo un turno.|"  # 15
        "Tocón: %s gana otra tirada.|"  # 16
        "Tocón: %s sacó 0 otra vez, pierde turno.|"  # 17
        "Tocón: %s sacó 0 y guarda la tirada extra.|"  # 18
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
        "%s usa la tirada extra.|"  # 44
        "%s mueve %d.|"  # 45
        "%s deja ir al Lobo."  # 46
    ),
    "ui": (
        "antihor.|"  # 0 a_ccw
        "horario|"  # 1 a_cw
        "quedarse|"  # 2 a_stay
        "adelante|"  # 3 a_fwd
        "atrás|"  # 4 a_back
        "¡a Lov!|"  # 5 a_trap
        "tirar|"  # 6 a_roll
        "quedar|"  # 7 a_keep
        "repetir|"  # 8 a_reroll
        "parar: -2|"  # 9 a_stop
        "dejar|"  # 10 a_spare
        "a I1|"  # 11 a_out
        "¿Mover 1?|"  # 12 q0
        "Guarida|"  # 13 q1
        "¡Trampa!|"  # 14 q2
        "¿Repetir?|"  # 15 q3
        "Saltar a|"  # 16 q4
        "Ir a|"  # 17 q5
        "Caldero|"  # 18 q6
        "Salir Lov|"  # 19 q7
        "Dos jugadores|"  # 20 hh
        "Eres el Chivo|"  # 21 you_goat
        "Eres el Lobo|"  # 22 you_wolf
        "IA contra IA|"  # 23 demo
        "Nivel IA|"  # 24 level
        "fácil|"  # 25 lvl0
        "normal|"  # 26 lvl1
        "difícil|"  # 27 lvl2
        "Chivo|"  # 28 goat
        "Lobo|"  # 29 wolf
        "C|"  # 30 g
        "L|"  # 31 w
        "IA|"  # 32 ai
        "IA juega|"  # 33 ai_hint
        "DICE tirar|"  # 34 roll_hint
        "A: elegir|"  # 35 choose_hint
        "A: otra|"  # 36 rematch
        "alma|"  # 37 soul
        "¡Gana %s!|"  # 38 won
        "antihorario|"  # 39 dir_ccw
        "horario|"  # 40 dir_cw
        "Partida|"  # 41 menu
        "Volver a la partida|"  # 42 resume
        "Registro|"  # 43 log
        "Ver casillas|"  # 44 look
        "Partida nueva|"  # 45 new
        "Aún no hay jugadas.|"  # 46 no_log
        "A: empezar ←→ nivel|"  # 47 setup_hint
        "A: más ↓|"  # 48 look_more
        "B: volver"  # 49 look_back
    ),
}
