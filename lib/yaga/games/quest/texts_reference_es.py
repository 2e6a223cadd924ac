"""La referencia de reglas del acompañante de Baba Yaga (2010) en español: el orden de las fichas de elementos
del juego y el texto completo de cada lugar especial.

Loaded by the quest app (App.show_rules) while the reference shows (`strings.load`), not with the app's
texts."""


T = {
    "rules_hint": "Lugares: opcionales",
    "token_order": "Orden de fichas",
    "token_text": "Si al empezar tu turno hay fichas de elementos de juego en tu lugar, te enfrentas a ellas en vez de moverte o robar un encuentro, una a una en este orden: Lobos → Solovey → Jinete → Choza → Baba Yaga. Tu turno acaba cuando están todas resueltas o tu personaje muere.",
    "locations": (
        "Bosque Muerto",
        "Cerros Yermos",
        "Salas Doradas",
        "Khorov",
        "Koldunoi",
        "Casa de Koshchey",
        "Hoya de Espíritus",
        "Tsarov",
    ),
    "location_texts": (
        "En este bosque maldito rondan las voces del pasado. En vez de un encuentro normal de Salvaje puedes robar del descarte de Salvaje cualquier carta que pida al menos una prueba. Enfréntala con la dificultad de cada prueba 1 más alta.",
        "Aquí se gana gloria luchando contra sus criaturas. En vez de un encuentro normal de Salvaje, supera una prueba de Luchar: dificultad 3 al alba, 4 a mediodía, 5 de noche. Mueve la ficha del Jinete 2 casillas hacia este jugador. Victoria: toma la primera carta de cualquier descarte que dé Reputación. Derrota: pierdes tu próximo turno.",
        "Túneles y cavernas llevan a ciudades subterráneas. Es un lugar de Salvaje, pero puedes robar tu encuentro del mazo de Salvaje o del de Pueblo.",
        "La piedad de Khorov aleja algunas cosas oscuras. Puedes robar 2 cartas de encuentro de Pueblo: elige una para este turno y descarta la otra.",
        "Aquí vive un hechicero que resucita muertos, por un precio. En vez de un encuentro normal de Pueblo puedes retirar del juego (a la caja) una de tus cartas de Objeto o de Aliado para robar cualquier carta del descarte de Pueblo, y enfrentarla.",
        "Koshchey el Inmortal puede revelar las debilidades de Baba Yaga. En vez de un encuentro normal de Salvaje puedes descartar un Aliado para que le sirva, a cambio de un dado más en cada prueba del próximo encuentro con Baba Yaga (competitivo: de este jugador; cooperativo: del próximo jugador que la encuentre). Una vez por partida. Mueve la ficha del Jinete 2 casillas hacia este jugador. Al final de tu turno puedes intentar rescatar al Aliado: supera una prueba de Mover, dificultad 5. Victoria: recuperas al Aliado. Derrota: mueres y pierdes la ventaja.",
        "Un bosque mágico donde todo es posible. Puedes robar 2 cartas de encuentro de Salvaje: elige una para este turno y descarta la otra.",
        "Un pueblo de mercaderes. En vez de un encuentro normal de Pueblo puedes retirar del juego (a la caja) una de tus cartas de Objeto para tomar cualquier carta de Objeto de cualquier descarte. No de noche (Jinete Negro). No muevas la ficha del Jinete ni la de la Choza.",
    ),
}
