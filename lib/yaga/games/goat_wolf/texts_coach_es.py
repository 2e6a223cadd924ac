"""Goat and Wolf's coach and review texts in Spanish, loaded only while those screens show
(yaga.games.goat_wolf.coach_views; the game-over line and the statistics' share in app; yaga.strings.load).
"""

T = {
    "coach_list_hint": "A/B: volver",
    "coach_cannot": "Sin tablas ni cifras",  # the coach, the review: hard's table is not on this box
    "reviewing": "Repasando %d/%d",
    "review_cannot": "Sin registro",  # a game begun before reviews, or longer than the record
    "review_kept": "Tus elecciones conservaron el %d %% de la mejor probabilidad de ganar.",
    "review_entry": "Turno %d: Cabra %s, Lobo %s. %s eligió %s, mejor %s: %s puntos perdidos.",
    "review_none": "Todas tus elecciones fueron las mejores.",
    "stats_kept": "Elecciones: %d %%",  # the statistics' bottom line once a game was reviewed
    "over_menu": "DICE: menú",  # after the winner: DICE opens the game-over menu (Review)
}
