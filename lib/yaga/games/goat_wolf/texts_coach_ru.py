"""Goat and Wolf's coach and review texts in Russian, loaded only while those screens show
(yaga.games.goat_wolf.coach_views; the game-over line and the statistics' share in app; yaga.strings.load).
"""

T = {
    "coach_list_hint": "A/B: назад",
    "coach_cannot": "Нет таблиц шансов",  # the coach, the review: hard's table is not on this box
    "reviewing": "Разбор %d/%d",
    "review_cannot": "Нет записи партии",  # a game begun before reviews, or longer than the record
    "review_kept": "Ваши решения сохранили %d %% лучшего шанса на победу.",
    "review_entry": "Ход %d: Козёл %s, Волк %s. %s: выбран %s, лучший %s: потеряно %s п.",
    "review_none": "Все решения были лучшими.",
    "stats_kept": "Решения: %d %%",  # the statistics' bottom line once a game was reviewed
    "over_menu": "DICE: меню",  # after the winner: DICE opens the game-over menu (Review)
}
