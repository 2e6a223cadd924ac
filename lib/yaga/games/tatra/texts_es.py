"""El compañero del juego de Tatra en español: preparación, pasos de la ronda, batalla, puntuación, historial.

The box reads these texts from yaga/lang/es_tatra.bin, written from this table by yaga.games.tatra.keys
(in the order of its KEYS): they never take RAM there."""

T = {
    "new_game": "Partida nueva: %s",
    "history": "Historial",
    "len_short": "corta",
    "len_medium": "media",
    "len_long": "larga",
    "setup": "Preparación %d/%d",
    "round": "R%d",
    "ph_tatra_card": "Carta Tatra",
    "ph_beasts_west": "Bestias: Oeste",
    "ph_beasts_central": "Bestias: Centro",
    "ph_beasts_east": "Bestias: Este",
    "ph_dawn": "Alba",
    "ph_day": "Día",
    "ph_dusk": "Ocaso",
    "ph_night": "Noche",
    "ph_scoring": "Puntuación",
    "battle": "Batalla",
    "p_areas": "¿Cuántas áreas hay?",
    "p_spaces": "¿Cuántos huecos para cubos tiene la carta de esta región?",
    "p_bag": "¿Cuántas losetas de posición hay en la bolsa?",
    "p_dragon_value": "¿Valor de batalla? Más de 18 vence a un dragón.",
    "p_goal": "¿Puntos de tu carta de objetivo?",
    "p_treasures": "¿Losetas de tesoro restantes?",
    "p_dragons": "¿Losetas de dragón restantes?",
    "p_demands": "Fichas de Alianza: 4, una menos si se destruyeron granjas o pesquerías.",
    "p_tatra": "Roba una carta Tatra y haz su acción.",
    "p_region": "Cumple la demanda o pon un cubo en la carta. Carta: %d/%d",
    "p_coin": "Carta llena: voltea una moneda aliada de esta región a enemiga.",
    "p_animal": "Juega las acciones de animal de esta fase, o sáltala.",
    "p_battle": "Mueve: %s, quedan %d",
    "who_enemy": "enemigo",
    "who_you": "tú",
    "p_positions": "Posiciones: %s",
    "p_dragon_won": "¡Dragón vencido!",
    "p_dragon_held": "El dragón resiste.",
    "p_over": "Total %d = objetivo %d + 3 x %d restantes.",
    "p_best": "Mejor partida %s: %d",
    "won": "¡Victoria! Toma una loseta de bonus de batalla; la moneda pasa a aliada.",
    "lost": "Derrota. Saca tu banda y pon una fortaleza.",
    "a_menu": "Menú",
    "a_record": "Anotar total",
    "a_done": "Hecho",
    "a_tatra_done": "Hecho",
    "a_fulfilled": "Cumplida",
    "a_add_cube": "Poner cubo",
    "a_cube_back": "Devolver cubo",
    "a_new_card": "Carta nueva",
    "a_flipped": "Volteada",
    "a_no_coin": "Ninguna aliada",
    "a_next": "Siguiente fase",
    "a_to_allied": "Moneda aliada",
    "a_to_enemy": "Moneda enemiga",
    "a_battle": "Batalla",
    "a_end": "Fin de partida",
    "a_draw": "Robar loseta",
    "a_move": "Movido",
    "a_win": "Victoria",
    "a_defeat": "Derrota",
    "a_dragon": "Dragón",
    "a_alliance": "Alianza",
    "a_demand_met": "Demanda cumplida",
    "a_treasure": "Con tesoro",
    "a_formed": "Alianza hecha",
    "a_refused": "Fracasó",
    "h_best": "Mejor %s: %d",
    "h_no_best": "Mejor %s: -",
    "h_entry": "#%d %s: %d",
    "h_hint": "B: atrás",
    "keys": "Botones",
    "keys_text": "B: deshacer un paso\nMantén B: al menú,\nla partida se guarda\nNúmeros: < > de 1,\nARRIBA/ABAJO de 10",
    "g_back": "Volver a la partida",
    "alliance": "Alianza",
    "p_alliance": "Demandas %d de %d, %d con tesoro",
    "formed": "¡Alianza hecha! Toma una ficha de bonus de Alianza; la moneda pasa a aliada.",
    "refused": "Sin alianza. Saca tu grupo del área del gobernante.",
    "s_board": "Coloca el tablero.",
    "s_tatra_cards": "Cartas de Tatra boca abajo abajo a la izquierda, con sitio a su izquierda.",
    "s_beasts": "Bestias y Espíritus boca abajo arriba a la izq.; una boca arriba por región.",
    "s_goal_card": "La carta de objetivo %s boca arriba en el espacio Objetivo de tu tablero.",
    "s_animal_decks": "Mazos: corazones, tréboles, diamantes, picas, estrellas; revela la de arriba.",
    "s_discard": "Coloca la carta de Descarte.",
    "s_coins": "Una moneda por área, %d aliadas (blancas), el resto enemigas.",
    "s_coin_stacks": "Apila las demás monedas en los espacios de su palo, abajo a la izquierda.",
    "s_buildings": "Coloca un edificio o industria en cada disco.",
    "s_tiles": "Las demás fichas de industria y edificio en su sitio, o en la bolsa.",
    "s_start_area": "Elige un área inicial; pon un cubo de madera en su moneda.",
    "s_cubes": "Pon 9 cubos de madera en el marcador de Bestias y Espíritus.",
    "s_hexes": "Las 6 fichas hexagonales de Batalla/Alianza junto a su tablero.",
    "s_battle_tiles": "De cada palo, 6 fichas de Batalla y 6 de Alianza a la derecha del tablero.",
    "s_treasures": "3 tesoros, 3 dragones por el lado pálido; los cubos rojo, blanco, azul, negro.",
    "s_phase_tiles": "Fichas de Alba, Día, Ocaso, Noche y las cartas de Batalla y Alianza a mano.",
    "s_bags": "Las 3 bolsas a mano: bonus de Batalla, de Alianza, posiciones.",
    "s_experience": "Roba 2 fichas de bonus de experiencia a tus espacios de experiencia.",
    "s_animals": "Roba 3 cartas de animal de palos aliados; gira la de arriba de cada mazo.",
    "rules": 'Reglas',
    "r_hint": '↑↓: mover  B: volver',
    "r_round": 'Una ronda',
    "r_actions": 'Acciones',
    "r_battle": 'Batalla',
    "r_alliance": 'Alianza',
    "r_beasts": 'Bestias y dragones',
    "r_scoring": 'Fin y puntuación',
    "r_round_text": (
        "1. Roba una carta Tatra y haz su acción.\n"
        "2. Bestias y Espíritus: Oeste, luego Centro, luego Este. Cumple la demanda de cada carta o pasa un "
        "cubo del marcador a ella. Una carta llena pasa a enemiga una moneda aliada de su región. Sin cubos "
        "en el marcador, termina la partida.\n"
        "3. Juega las acciones de tus cartas de animal: Alba, Día, Ocaso y Noche. Puedes saltar cualquier "
        "fase.\n"
        "Jugadas todas, recógelas; siguiente ronda."
    ),
    "r_actions_text": (
        "Cualquier animal: Movilizar (tu grupo a un área vecina; algunos caminos piden túnel o puente; las "
        "aves no), Batalla o Alianza en un área enemiga, Reclutar (juega una carta, roba una de un palo que "
        "tengas, jugado o aliado). Movilizar, Batalla y Alianza acaban tu turno.\n"
        "Solo el animal que la muestra: Explorar (revela una ficha de Batalla), Negociar (revela una de "
        "Alianza), Desarrollar industria, Construir edificio (gira un aserradero o cantera)."
    ),
    "r_battle_text": (
        "Revela las fichas de Batalla de arriba abajo, cada una con una de posición; coloca cada unidad. "
        "Tienes 8 movimientos, alternos, primero el enemigo; tus animales siguen los caminos de sus cartas. "
        "Al entrar en la posición enemiga, todas sus unidades se juntan allí.\n"
        "Todas vencidas: ganas. La moneda pasa a aliada; toma un bonus de Batalla.\n"
        "Si no, pierdes: saca tu grupo; pon una fortaleza si puedes.\n"
        "Un dragón gana cualquier batalla."
    ),
    "r_alliance_text": (
        "Revela las fichas de Alianza de abajo arriba, cada una con una de posición: una menos si se "
        "destruyeron granjas o pesquerías. Ve de demanda en demanda con los caminos de tus animales y cumple "
        "cada una; un recurso de otra área aliada cuesta una carta. Un tesoro cumple cualquier demanda.\n"
        "Llega al gobernante: la moneda pasa a aliada; toma un bonus de Alianza.\n"
        "Si no, saca tu grupo."
    ),
    "r_beasts_text": (
        "Cada carta: su efecto positivo a la izquierda, el negativo a la derecha; una carta llena hace su "
        "efecto de abajo a la izquierda.\n"
        "Los dragones guardan tesoros: más de 18 de fuerza vence a uno (descarta dos cartas) y da su tesoro; "
        "tres granjas giradas de su región lo doman. Activo: cada turno descarta una carta o añade un cubo.\n"
        "Espíritus: pasa a enemiga una moneda del área, descarta una carta de animal o añade un cubo."
    ),
    "r_scoring_text": (
        "La partida acaba cuando el marcador de Bestias y Espíritus queda vacío, o por otra condición de fin.\n"
        "Puntos: los de tu carta de objetivo, más 3 por cada cubo de madera, ficha de tesoro y de dragón que "
        "quede.\n"
        "Anota la puntuación de cada partida: la caja guarda el historial."
    ),
    "g_timer": "Temporizador",
    "t_off": "No",
    "t_min": "%d min",
}
