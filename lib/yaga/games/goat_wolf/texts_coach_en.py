"""Goat and Wolf's coach and review texts in English, loaded only while those screens show
(yaga.games.goat_wolf.coach_views; the game-over line and the statistics' share in app; yaga.strings.load).
"""

T = {
    "coach_list_hint": "A/B: back to board",
    "coach_cannot": "No tables: no odds",  # the coach, the review: hard's table is not on this box
    "reviewing": "Reviewing %d/%d",
    "review_cannot": "No record to replay",  # a game begun before reviews, or longer than the record
    "review_kept": "Your choices kept %d%% of the best winning chance.",
    "review_entry": "Turn %d: Goat %s, Wolf %s. %s chose %s, best %s: %s points lost.",
    "review_none": "Every choice was the best one.",
    "stats_kept": "Choices kept %d%%",  # the statistics' bottom line once a game was reviewed
    "over_menu": "DICE: menu",  # after the winner: DICE opens the game-over menu (Review)
}
