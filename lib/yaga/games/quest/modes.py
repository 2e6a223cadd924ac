"""What the quest app shows and offers, by number, for app.py and its screen modules: the app's modes
(app.mode), the menus over the turn screen (app.view), and the entries of the choice bar and of list rows that
are not engine actions (negative, so never one of yaga.games.quest.rules' actions)."""

from yaga.compat import const

START = const(0)  # new game: pick the style
COUNT = const(1)  # how many players
GAME = const(2)  # the engine's phase decides the screen
CARDS = const(3)  # the quest cards the box remembers
CARD_NAME = const(4)  # a quest card's name typed (from the cards list, or from a game's set-up)
CARD_STEPS = const(5)  # then its steps
SEATS = const(6)  # the players' names before a new game
SEAT_NAME = const(7)  # a player's name typed
RULES = const(8)  # the rules reference's topics (App.show_rules; from the start menu or the turn bar)
RULE_TEXT = const(9)  # one topic's text

V_TURN = const(0)  # the turn screen, and the menus over it (the choice -V_x opens V_x)
V_PLAYERS = const(1)
V_DECKS = const(2)
V_BABA = const(3)
V_PLACES = const(4)
V_DUEL = const(5)
V_PLAYER = const(6)

SOLO_FORLORN = const(-6)  # (-1..-5 are the choices -V_x) solo: roll the time of day, then Forlorn Hills
SOLO_TSAROV = const(-7)  # solo: roll the time of day, then Tsarov if it is not night
GO_NEW = const(-8)  # end this game (after a confirmation) and go to the start menu
GO_LOG = const(-9)  # the round log
GO_CARD = const(-10)  # GO_CARD - c: name quest card c (a set-up row)
TOOK = const(-20)  # a won challenge: done, the card taken and +1 Rep in one step
GO_RULES = const(-21)  # the rules reference
TIMER_MORE = const(-30)  # the set-up's turn timer row (app-level: remembered in the names record)
TIMER_LESS = const(-31)
