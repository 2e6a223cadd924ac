"""What the quest companion remembers from one game to the next (issue 17 items 5 and 7): the players' names by
seat and the quest cards' names and steps, typed once with the D-pad (yaga.name_picker).

They are a record of their own beside the game's ("quest_names", the app's id), so a new game, the end of one
or a damaged game save leaves them be; the turn timer's setting with them (issue 17 item 11). Payload: the 6
players' names, then the 6 quest cards' names, each as its UTF-8 length (one byte) and bytes ("" when not
named), then the 6 cards' steps (1..12), then the turn timer (an index of TIMER_MINUTES; not in a record
written before the timer: off).
"""

from yaga.box import AppStore
from yaga.compat import const
from yaga.games.quest import rules as q

RECORD = "quest_names"
SEATS = q.MAX_PLAYERS
CARDS = q.SEAT - q.QUEST  # the quest cards (actions QUEST + c)
PLAYER_MOST = const(8)  # letters in a player's name: it shares the title bar with the hero's
QUEST_MOST = const(16)
TIMER_MINUTES = b"\x00\x01\x02\x03\x04\x05\x06\x08"  # a turn's time: off, then minutes (m:ss fits the screen)
# the longest payload: two bytes a letter at most (Ñ, Cyrillic)
_MOST = SEATS * (1 + 2 * PLAYER_MOST) + CARDS * (1 + 2 * QUEST_MOST) + CARDS + 1


class Names:
    def __init__(self, box, app_id):
        self.store = AppStore(box.store.store, RECORD, app_id)
        self.players = [""] * SEATS
        self.quests = [""] * CARDS
        self.steps = bytearray([q.DEFAULT_QUEST_LEN] * CARDS)  # a card's steps until the table says otherwise
        self.timer = 0  # the turn timer: off
        saved = self.store.load(None, _parse, _MOST)
        if saved is not None:
            self.players, self.quests, self.steps, self.timer = _parse(saved)

    def save(self):
        out = bytearray()
        for name in self.players + self.quests:
            b = name.encode()
            out.append(len(b))
            out.extend(b)
        out.extend(self.steps)
        out.append(self.timer)
        self.store.save(out)


def _parse(data):
    """(players, quests, steps, timer) of a record's payload; raises (or gives None) on one that does not read
    whole."""
    names = []
    at = 0
    for i in range(SEATS + CARDS):
        n = data[at]
        name = str(data[at + 1 : at + 1 + n], "utf-8")
        if len(name) > (PLAYER_MOST if i < SEATS else QUEST_MOST):
            return None
        names.append(name)
        at += 1 + n
    steps = bytearray(data[at : at + CARDS])
    timer = data[at + CARDS] if len(data) == at + CARDS + 1 else 0
    if len(data) > at + CARDS + 1 or len(steps) != CARDS or min(steps) < 1 or max(steps) > q.MAX_QUEST_LEN:
        return None
    if timer >= len(TIMER_MINUTES):
        return None
    return names[:SEATS], names[SEATS:], steps, timer
