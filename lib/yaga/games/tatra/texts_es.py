"""El compañero del juego de Tatra en español: preparación, pasos de la ronda, batalla, puntuación, historial.

Looked up by key through yaga.strings (yaga.games.tatra.app.TEXTS); a family indexed by a number of
the engine (a phase, a question, an action ...) is a tuple under one key."""

T = {
    "new_game": "Partida nueva: %s",
    "history": "Historial",
    "lengths": (  # a game's length, by yaga.games.tatra.rules.LENGTHS
        "corta",
        "media",
        "larga",
    ),
    "setup": "Preparación %d/%d",
    "round": "R%d",
    "phases": (  # a step's title, by phase (rules.PHASES)
        "Carta Tatra",
        "Bestias: Oeste",
        "Bestias: Centro",
        "Bestias: Este",
        "Alba",
        "Día",
        "Ocaso",
        "Noche",
        "Puntuación",
    ),
    "battle": "Batalla",
    "questions": (  # the number questions, by question from the first (rules.ASKS[1:])
        "¿Cuántas áreas hay?",
        "¿Cuántos huecos para cubos tiene la carta de esta región?",
        "¿Cuántas losetas de posición hay en la bolsa?",
        "¿Valor de batalla? Más de 18 vence a un dragón.",
        "¿Puntos de tu carta de objetivo?",
        "¿Losetas de tesoro restantes?",
        "¿Losetas de dragón restantes?",
        "Fichas de Alianza: 4, una menos si se destruyeron granjas o pesquerías.",
    ),
    "p_tatra": "Roba una carta Tatra y haz su acción.",
    "p_region": "Cumple la demanda o pon un cubo en la carta. Carta: %d/%d",
    "p_coin": "Carta llena: voltea una moneda aliada de esta región a enemiga.",
    "p_animal": "Juega las acciones de animal de esta fase, o sáltala.",
    "p_battle": "Mueve: %s, quedan %d",
    "who": (  # whose move in a battle, by the state's byte: the enemy, you
        "enemigo",
        "tú",
    ),
    "p_positions": "Posiciones: %s",
    "p_dragon_won": "¡Dragón vencido!",
    "p_dragon_held": "El dragón resiste.",
    "p_over": "Total %d = objetivo %d + 3 x %d restantes.",
    "p_best": "Mejor partida %s: %d",
    "won": "¡Victoria! Toma una loseta de bonus de batalla; la moneda pasa a aliada.",
    "lost": "Derrota. Saca tu banda y pon una fortaleza.",
    "a_menu": "Menú",
    "a_record": "Anotar total",
    "actions": (  # the choice bar's label of each action, by action number (rules.A_TICK ... A_REFUSED)
        "Hecho",
        "Hecho",
        "Cumplida",
        "Poner cubo",
        "Devolver cubo",
        "Carta nueva",
        "Volteada",
        "Ninguna aliada",
        "Siguiente fase",
        "Moneda aliada",
        "Moneda enemiga",
        "Batalla",
        "Fin de partida",
        "Robar loseta",
        "Movido",
        "Victoria",
        "Derrota",
        "Dragón",
        "Alianza",
        "Demanda cumplida",
        "Con tesoro",
        "Alianza hecha",
        "Fracasó",
    ),
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
    "steps": (  # the set-up checklist, by step (rules.SETUP_STEPS)
        "Coloca el tablero.",
        "Cartas de Tatra boca abajo abajo a la izquierda, con sitio a su izquierda.",
        "Bestias y Espíritus boca abajo arriba a la izq.; una boca arriba por región.",
        "La carta de objetivo %s boca arriba en el espacio Objetivo de tu tablero.",
        "Mazos: corazones, tréboles, diamantes, picas, estrellas; revela la de arriba.",
        "Coloca la carta de Descarte.",
        "Una moneda por área, %d aliadas (blancas), el resto enemigas.",
        "Apila las demás monedas en los espacios de su palo, abajo a la izquierda.",
        "Coloca un edificio o industria en cada disco.",
        "Las demás fichas de industria y edificio en su sitio, o en la bolsa.",
        "Elige un área inicial; pon un cubo de madera en su moneda.",
        "Pon 9 cubos de madera en el marcador de Bestias y Espíritus.",
        "Las 6 fichas hexagonales de Batalla/Alianza junto a su tablero.",
        "De cada palo, 6 fichas de Batalla y 6 de Alianza a la derecha del tablero.",
        "3 tesoros, 3 dragones por el lado pálido; los cubos rojo, blanco, azul, negro.",
        "Fichas de Alba, Día, Ocaso, Noche y las cartas de Batalla y Alianza a mano.",
        "Las 3 bolsas a mano: bonus de Batalla, de Alianza, posiciones.",
        "Roba 2 fichas de bonus de experiencia a tus espacios de experiencia.",
        "Roba 3 cartas de animal de palos aliados; gira la de arriba de cada mazo.",
    ),
    "rules": 'Reglas',
    "r_hint": '↑↓: mover  B: volver',
    "rule_titles": (  # the rules pages' titles, a round's first
        'Una ronda',
        'Acciones',
        'Batalla',
        'Alianza',
        'Bestias y dragones',
        'Fin y puntuación',
    ),
    "rule_texts": (  # the rules pages, in the same order
        (
            "1. Roba una carta Tatra y haz su acción.\n"
            "2. Bestias y Espíritus: Oeste, luego Centro, luego Este. Cumple la demanda de cada carta o pasa un "
            "cubo del marcador a ella. Una carta llena pasa a enemiga una moneda aliada de su región. Sin cubos "
            "en el marcador, termina la partida.\n"
            "3. Juega las acciones de tus cartas de animal: Alba, Día, Ocaso y Noche. Puedes saltar cualquier "
            "fase.\n"
            "Jugadas todas, recógelas; siguiente ronda."
        ),
        (
            "Cualquier animal: Movilizar (tu grupo a un área vecina; algunos caminos piden túnel o puente; las "
            "aves no), Batalla o Alianza en un área enemiga, Reclutar (juega una carta, roba una de un palo que "
            "tengas, jugado o aliado). Movilizar, Batalla y Alianza acaban tu turno.\n"
            "Solo el animal que la muestra: Explorar (revela una ficha de Batalla), Negociar (revela una de "
            "Alianza), Desarrollar industria, Construir edificio (gira un aserradero o cantera)."
        ),
        (
            "Revela las fichas de Batalla de arriba abajo, cada una con una de posición; coloca cada unidad. "
            "Tienes 8 movimientos, alternos, primero el enemigo; tus animales siguen los caminos de sus cartas. "
            "Al entrar en la posición enemiga, todas sus unidades se juntan allí.\n"
            "Todas vencidas: ganas. La moneda pasa a aliada; toma un bonus de Batalla.\n"
            "Si no, pierdes: saca tu grupo; pon una fortaleza si puedes.\n"
            "Un dragón gana cualquier batalla."
        ),
        (
            "Revela las fichas de Alianza de abajo arriba, cada una con una de posición: una menos si se "
            "destruyeron granjas o pesquerías. Ve de demanda en demanda con los caminos de tus animales y cumple "
            "cada una; un recurso de otra área aliada cuesta una carta. Un tesoro cumple cualquier demanda.\n"
            "Llega al gobernante: la moneda pasa a aliada; toma un bonus de Alianza.\n"
            "Si no, saca tu grupo."
        ),
        (
            "Cada carta: su efecto positivo a la izquierda, el negativo a la derecha; una carta llena hace su "
            "efecto de abajo a la izquierda.\n"
            "Los dragones guardan tesoros: más de 18 de fuerza vence a uno (descarta dos cartas) y da su tesoro; "
            "tres granjas giradas de su región lo doman. Activo: cada turno descarta una carta o añade un cubo.\n"
            "Espíritus: pasa a enemiga una moneda del área, descarta una carta de animal o añade un cubo."
        ),
        (
            "La partida acaba cuando el marcador de Bestias y Espíritus queda vacío, o por otra condición de fin.\n"
            "Puntos: los de tu carta de objetivo, más 3 por cada cubo de madera, ficha de tesoro y de dragón que "
            "quede.\n"
            "Anota la puntuación de cada partida: la caja guarda el historial."
        ),
    ),
    "g_timer": "Temporizador",
    "t_off": "No",
    "t_min": "%d min",
    "g_table_view": "Vista de la mesa",
    "table_lines": ("%s: %d/%s cubos", "Oeste", "Centro", "Este", "Pista: quedan %d", "Aliadas %d, rivales %s"),
}
