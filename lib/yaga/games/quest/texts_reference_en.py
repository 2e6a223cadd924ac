"""The Baba Yaga (2010) companion's rules reference in English: the order game element tokens are met in and
the full text of each special location.

Loaded by the quest app (App.show_rules) while the reference shows (`strings.load`), not with the app's
texts."""


T = {
    "rules_hint": "Places are optional",
    "token_order": "Token order",
    "token_text": "When game element tokens are on your location at the start of your turn, you meet them instead of moving or drawing an encounter, one at a time in this order: Wolves → Solovey → Horseman → Hut → Baba Yaga. Your turn ends when all are resolved or your character is killed.",
    "locations": (
        "Dead Forest",
        "Forlorn Hills",
        "Golden Halls",
        "Khorov",
        "Koldunoi",
        "Koshchey's Home",
        "Spirit's Hollow",
        "Tsarov",
    ),
    "location_texts": (
        "The voices of the past haunt this cursed wood. Instead of a normal Wilderness encounter you may draw any card from the Wilderness discard pile that asks for at least one challenge. Encounter that card with every challenge difficulty increased by 1.",
        "Glory is won battling the creatures that dwell here. Instead of a normal Wilderness encounter, pass a Fight challenge: difficulty 3 at dawn, 4 at noon, 5 at night. Move the Horseman token 2 spaces toward this player. Win: take the first card in either discard pile that adds Reputation. Lose: miss your next turn.",
        "Tunnels and caverns lead to underground cities. This is a Wilderness location, but you may draw your encounter from either the Wilderness deck or the Town deck.",
        "The piety of Khorov keeps some dark things away. You may draw 2 Town encounter cards: choose one to encounter this turn and discard the other.",
        "A sorcerer here can even raise the dead, for a price. Instead of a normal Town encounter you may remove one of your Item or Ally cards from the game (back in the box) to draw any card from the Town discard pile, and encounter it.",
        "Koshchey the Deathless can reveal Baba Yaga's weaknesses. Instead of a normal Wilderness encounter you may discard an Ally to be his servant, for one extra die in every challenge of the next Baba Yaga encounter (competitive: this player's; cooperative: the next player to meet her). Once per game. Move the Horseman token 2 spaces toward this player. At the end of your turn you may try to rescue the Ally: pass a Move challenge, difficulty 5. Win: take the Ally back. Lose: you are killed and the bonus is lost.",
        "A magical wood where many things are possible. You may draw 2 Wilderness encounter cards: choose one to encounter this turn and discard the other.",
        "A merchant town. Instead of a normal Town encounter you may remove one of your Item cards from the game (back in the box) to take any Item card from either discard pile. Not at night (Black Horseman). Do not move the Horseman token or the Hut token.",
    ),
}
