"""Goat and Wolf's coach on screen: the odds of a choice's options, and the review of a finished game.

Why a module of its own: the app (yaga.games.goat_wolf.app) loads it only when DICE asks for the odds or the game
menu for a review, and lets it go (with the coach's and the review's modules) once that screen has closed, so a
game played without them, or after them, keeps the heap it had. The odds alone do not load the review.
"""

from yaga import strings, ui
from yaga.buttons import A
from yaga.crc32 import crc32
from yaga.games.goat_wolf import board as brd
from yaga.games.goat_wolf import ai, coach, stats
from yaga.games.goat_wolf import rules as gw
from yaga.games.goat_wolf.rules import AT_TURN
from yaga.ui import BACK, CHOSEN
from yaga.games.goat_wolf.app import COACH_TEXTS, option_words
from yaga.views import Pages, View


class Coach(ui.ListMenu, View):
    """The options of the choice on the board, each with the chance of the side choosing after it (coach), best
    first; without the table, one line says the coach cannot tell. A or B goes back with the cursor's option
    highlighted on the board."""

    def __init__(self, app):
        self.app = app
        w = app.w
        self.t = strings.load(COACH_TEXTS)
        odds = app.odds if app.odds is not None else app.coach_odds()
        self.odds = odds
        self.order = coach.ranked(odds) if odds is not None else []
        rows = [app.rows[i] for i in self.order]
        hint = self.t["coach_list_hint"] if odds is not None else ""
        ui.ListMenu.__init__(self, app.question, rows, 0, self.value_of, hint)
        self.texts = [w["coach_odds"] % coach.percent(odds[i]) for i in self.order]

    def value_of(self, row):
        return self.texts[row]

    def key(self, k):
        r = ui.ListMenu.key(self, k)
        if r == CHOSEN or k == A or r == BACK:
            if self.order:
                self.app.choice = self.order[self.cursor]
                self.app._make_preview()
            return BACK
        return r

    def draw(self, c):
        ui.ListMenu.draw(self, c)
        if self.odds is None:
            c.text(self.t["coach_cannot"], 2, 28)


class Reviewing(View):
    """The finished game replayed and each choice of a person valued (review.Review), one a tick so keys are
    answered between them, its progress shown; then How the game went, a page each: the share of the best
    winning chance kept (also added to the statistics) and the costliest choices. Without the table or the
    game's choices, one line says it cannot. The game's words are away meanwhile (App.review): `words` are the
    few it shows (the title, the pages' hint, the pieces' names, the answers); its modules leave with it."""

    def __init__(self, app, words):
        self.app = app
        s = app.s
        balanced = gw.balanced(s)
        self.words = words
        self.t = strings.load(COACH_TEXTS)
        self.review = None
        self.line = self.t["review_cannot"]  # shown when the choices do not replay (or were not all kept)
        if not ai.table_present(balanced):
            self.line = self.t["coach_cannot"]
        elif app.replayable():
            from yaga.games.goat_wolf import review  # only for a review: the odds alone never load it

            people = app.mode ^ 3  # bit p: piece p played by a person (app's modes: bit p, piece p is the AI)
            self.review = review.Review(balanced, app.start, app.choices[:app.chosen_n], people, app.s)
        self.progress = ""

    def tick(self, now_ms):
        r = self.review
        if r is None or r.failed:
            return False
        if not r.finished():
            r.step()
            self.progress = self.t["reviewing"] % (r.done, r.total)
            return True
        if r.failed:
            return True
        app = self.app
        title, hint = self.words[0], self.words[1]
        app.replace(Pages(title, review_pages(self.words, self.t, r), hint))
        stats.record_review(app, gw.balanced(app.s), r.kept, r.best, crc32(app.s))
        app.let_go_coach()  # their code leaves RAM for the game's words (Play.on_top)
        return True

    def draw(self, c):
        c.clear()
        ui.title_bar(c, self.words[0])
        r = self.review
        c.text(self.line if r is None or r.failed else self.progress, 2, 28)


def review_pages(words, t, r):
    """The review's pages (words: Reviewing's; t: these screens' texts): the share of the best chance kept, then
    each costliest choice (review.Review.worst)."""
    from yaga.games.goat_wolf.review import where  # loaded with the review being shown

    kept = 100 if r.best <= 0.0 else int(100 * r.kept / r.best + 0.5)
    pages = [t["review_kept"] % kept]
    for loss, s, chosen, best in r.worst:
        turn, goat, wolf = where(s)
        pages.append(t["review_entry"] % (turn, brd.label(goat), brd.label(wolf), words[2][s[AT_TURN]],
                                          option_words(words[3], s, chosen), option_words(words[3], s, best),
                                          coach.percent(loss)))
    if not r.worst:
        pages.append(t["review_none"])
    return pages
