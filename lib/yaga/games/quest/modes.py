"""What the quest app shows and offers, by number, for app.py and its screen modules: the menus over the turn
screen (app.view), and the entries of the choice bar and of list rows that are not engine actions (negative, so
never one of yaga.games.quest.rules' actions)."""

from yaga.compat import const

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
