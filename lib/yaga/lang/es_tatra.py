"""El compañero del juego de Tatra en español: preparación, pasos de la ronda, batalla, puntuación, historial.

The texts are packed 16 to a string, "|" between them, in the order of yaga.apps.tatra_keys.KEYS (the key
of each text is in the comment beside it): a few strings cost far less RAM than a dict of ~66 small ones."""

T = {
    "g0": (
        "Partida nueva: %s|"  # new_game
        "Historial|"  # history
        "corta|"  # len_short
        "media|"  # len_medium
        "larga|"  # len_long
        "Preparación %d/4|"  # setup
        "R%d|"  # round
        "Carta Tatra|"  # ph_tatra_card
        "Bestias: Oeste|"  # ph_beasts_west
        "Bestias: Centro|"  # ph_beasts_central
        "Bestias: Este|"  # ph_beasts_east
        "Alba|"  # ph_dawn
        "Día|"  # ph_day
        "Ocaso|"  # ph_dusk
        "Noche|"  # ph_night
        "Puntuación"  # ph_scoring
    ),
    "g1": (
        "Batalla|"  # battle
        "Una moneda en cada área, %d aliadas (blancas). ¿Cuántas monedas?|"  # p_areas
        "¿Cuántos huecos para cubos tiene la carta de esta región?|"  # p_spaces
        "¿Cuántas losetas de posición hay en la bolsa?|"  # p_bag
        "¿Valor de batalla? Más de 18 vence a un dragón.|"  # p_dragon_value
        "¿Puntos de tu carta de objetivo?|"  # p_goal
        "¿Losetas de tesoro restantes?|"  # p_treasures
        "¿Losetas de dragón restantes?|"  # p_dragons
        "Pon 9 cubos de madera en el marcador de Bestias y Espíritus.|"  # p_cubes
        "Cada jugador roba 2 losetas de bonus de experiencia.|"  # p_experience
        "Cada jugador roba 3 cartas de animal de palos aliados.|"  # p_animals
        "Roba una carta Tatra y haz su acción.|"  # p_tatra
        "Cumple la demanda o pon un cubo en la carta. Carta: %d/%d|"  # p_region
        "Carta llena: voltea una moneda aliada de esta región a enemiga.|"  # p_coin
        "Juega las acciones de animal de esta fase, o sáltala.|"  # p_animal
        "Mueve: %s, quedan %d"  # p_battle
    ),
    "g2": (
        "enemigo|"  # who_enemy
        "tú|"  # who_you
        "Posiciones: %s|"  # p_positions
        "¡Dragón vencido!|"  # p_dragon_won
        "El dragón resiste.|"  # p_dragon_held
        "Total %d = objetivo %d + 3 x %d restantes.|"  # p_over
        "Mejor partida %s: %d|"  # p_best
        "¡Victoria! Toma una loseta de bonus de batalla; la moneda pasa a aliada.|"  # won
        "Derrota. Saca tu banda y pon una fortaleza.|"  # lost
        "Anotar total|"  # a_record
        "Hecho|"  # a_done
        "Hecho|"  # a_tatra_done
        "Cumplida|"  # a_fulfilled
        "Poner cubo|"  # a_add_cube
        "Devolver cubo|"  # a_cube_back
        "Carta nueva"  # a_new_card
    ),
    "g3": (
        "Volteada|"  # a_flipped
        "Ninguna aliada|"  # a_no_coin
        "Siguiente fase|"  # a_next
        "Moneda aliada|"  # a_to_allied
        "Moneda enemiga|"  # a_to_enemy
        "Batalla|"  # a_battle
        "Fin de partida|"  # a_end
        "Robar loseta|"  # a_draw
        "Movido|"  # a_move
        "Victoria|"  # a_win
        "Derrota|"  # a_defeat
        "Dragón|"  # a_dragon
        "Mejor %s: %d|"  # h_best
        "Mejor %s: -|"  # h_no_best
        "#%d %s: %d|"  # h_entry
        "B: atrás"  # h_hint
    ),
    "g4": (
        "Botones|"  # keys
        "B: deshacer un paso\nMantén B: al menú,\nla partida se guarda\nNúmeros: < > de 1,\nARRIBA/ABAJO de 10"  # keys_text
    ),
}
