"""Palabras del juego de cartas Baba Yaga en español (nombres de cartas y hechizos de las reglas en español).

All in one "|"-separated list, in the order of KEYS in tests/portable/test_cards_words.py (the box asks by number):
one string, not an object and a hash slot per text."""

T = {
    "w": (
        "Cartas Baba Yaga|"  # 0 title
        "Jugadores|"  # 1 players
        "Jugador %d|"  # 2 seat
        "Persona|"  # 3 human
        "Bot: fácil|"  # 4 simple
        "Bot: fuerte|"  # 5 strong
        "Empezar|"  # 6 start
        "Jugador %d|"  # 7 pass_title
        "Pasa la caja al Jugador %d y pulsa A.|"  # 8 pass
        "A: vale|"  # 9 hint_ok
        "¡Baba Yaga!|"  # 10 declare
        "Lanzar|"  # 11 cast
        "A pila %d, robar|"  # 12 to_draw
        "A pila %d, coger %s|"  # 13 to_take
        "A la pila %d|"  # 14 onto
        "¿Qué pila?|"  # 15 pile_title
        "¿Qué tomar?|"  # 16 target_title
        "Una Baba Yaga|"  # 17 take_by
        "Un Búho|"  # 18 take_owl
        "J%d: una Baba Yaga|"  # 19 cats_by
        "J%d: un Búho|"  # 20 cats_owl
        "Baba Yagas|"  # 21 wand_by
        "Búhos|"  # 22 wand_owl
        "%d de %d DICE: lanzar|"  # 23 pay
        "A: elige pociones: %d|"  # 24 pay_none
        "Mortero DICE: lanzar|"  # 25 pay_mortar
        "Pociones: justo %d|"  # 26 pay_wrong
        "J%d: ¡%s!|"  # 27 garlic_title
        "Ajo a la pila 1|"  # 28 garlic_0
        "Ajo a la pila 2|"  # 29 garlic_1
        "Sin ajo|"  # 30 garlic_no
        "←→carta A:usar B:menú|"  # 31 hint_table
        "Espera...|"  # 32 hint_wait
        "J%d: %s→%d, robó|"  # 33 n_draw
        "J%d: %s→%d, cogió %s|"  # 34 n_take
        "J%d: ¡%s!|"  # 35 n_cast
        "J%d: ¡Ajo!|"  # 36 n_garlic
        "J%d: sin ajo|"  # 37 n_no_garlic
        "J%d: ¡Baba Yaga!|"  # 38 n_declare
        "Barajado|"  # 39 n_shuffle
        "Ronda %d|"  # 40 reveal
        "J%d cantó|"  # 41 called
        "Puntos hasta 100|"  # 42 totals
        "A: otra ronda|"  # 43 hint_next
        "A: volver a la ronda|"  # 44 hint_back
        "A: puntos|"  # 45 hint_reveal
        "¡Gana J%d!|"  # 46 winner
        "¡Victoria compartida!|"  # 47 shared
        "A: nuevo torneo|"  # 48 hint_new
        "Menú|"  # 49 menu
        "turno %d|"  # 50 turn
        "¿Ronda atascada?|"  # 51 stuck
        "Las reglas solo terminan una ronda cuando alguien declara ¡Baba Yaga! con 4 puntos o menos (BY-6). Si nadie puede, decide la mesa: seguir jugando o empezar un torneo nuevo desde este menú.|"  # 52 stuck_why
        "Seguir|"  # 53 resume
        "Puntos|"  # 54 scores
        "Nuevo torneo|"  # 55 new
        "Salir|"  # 56 leave
        "Poción %d|"  # 57 potion
        "Baba Yaga|"  # 58 n0
        "Búho|"  # 59 n1
        "Pelícano|"  # 60 n9
        "Gatos|"  # 61 n10
        "Varita perdida|"  # 62 n11
        "Ajo|"  # 63 n12
        "Mortero|"  # 64 n13
        "BY|"  # 65 ab0
        "BÚH|"  # 66 ab1
        "PEL|"  # 67 ab9
        "GAT|"  # 68 ab10
        "VAR|"  # 69 ab11
        "AJO|"  # 70 ab12
        "MOR|"  # 71 ab13
        "YBPGVAM"  # 72 letters
    ),
}
