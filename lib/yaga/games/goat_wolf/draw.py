"""Goat and Wolf drawing: three concentric rings and the centre on the left, the side panel on the right.

Why separate: the screens (yaga.games.goat_wolf.app) decide what to show; this module only knows pixels.
Each ring is a circle with its cells spaced along it: a plain cell is a bead, a cell with an effect a
hollow box, so the rings never run into clusters of squares. Links (O16-M1, M12-I1, I7-C) are lines.
The Goat is a white ring piece, the Wolf a solid block with ears; on one cell they stand side by side.
Cell centres are two 37-byte tables. The empty board is drawn once, the first time it shows, and each frame
starts as a copy of it (184 ms of rings through Python on the Pico, then a copy of 1 KB); drawing a
frame after that allocates nothing.
"""

from yaga import ui
from yaga.gfx import Canvas
from yaga.compat import const
from yaga.games.goat_wolf import stats as st
from yaga.games.goat_wolf.board import C, I1, I7, M1, M12, O16
from yaga.games.goat_wolf.rules import GOAT, NO_DIE, WOLF

_CX = const(31)  # board centre
_CY = const(32)
PANEL = const(66)  # first column of the side panel
PANEL_W = const(62)
TEXT_W = const(60)  # panel text runs from PANEL + 1 and must end before the screen's edge
MARKS_X = const(100)  # the pending marks beside the dice (they end at x 98): four characters to the edge
LOOK_ROWS = const(5)  # text rows of the Look view (y 10..49): the hint line is at 56
MSG_ROWS = const(3)  # a message's rows in play (27..50): the hint line is at 56
OPTION_ROWS = const(2)  # a choice's rows under its question; more scroll, shown by dots at _DOTS_Y
_OPTION_Y = const(35)  # the first option row's top (the question is at 27)
_OPTION_PITCH = const(9)  # a lit row above the letters of the highlighted option, so no top of a letter is lost
_DOTS_Y = const(54)  # the options' dots, between the last row (its bottom at 52) and the hint line

_RADIUS = (29, 19, 10)
_LINKS = (O16, M1, M12, I1, I7, C)  # pairs
_PLAIN = (1, 2, 3, 5, 6, 7, 8, 10, 11, 20, 22, 25)  # O2-O4, O6-O9, O11, O12, M5, M7, M10: no effect

# cell centres by cell number (C last): ring r's k-th cell at angle 2*pi*k/n from the top, clockwise = increasing
# (GW-1), radius _RADIUS[r] round (_CX, _CY), rounded; as literals, so no maths runs on the box (a test checks them)
XS = b"\x1f*4:<:4*\x1f\x14\n\x04\x02\x04\n\x14\x1f)/2/)\x1f\x16\x0f\x0c\x0f\x15\x1f&)&\x1f\x18\x15\x18\x1f"
YS = b"\x03\x05\x0b\x15 +5;=;5+ \x15\x0b\x05\r\x10\x17 *030* \x17\x10\x16\x19 '*' \x19 "


# The empty board (_draw_board), drawn the first time board() is asked for it. Its 1 KB is taken as the module
# loads, in one piece while the heap is still whole: taken at the first board, after the game's set-up, a heap
# cut up by then had no such piece left in the Pico-sized test heaps some runs.
_background = Canvas()
_background_drawn = False


def board(c):
    """The whole frame becomes the empty board (the panel's side blank): a copy of the one drawn the first time."""
    global _background_drawn
    if not _background_drawn:
        _draw_board(_background)
        _background_drawn = True
    c.copy(_background)


def _draw_board(c):
    """The empty board on a cleared frame: ring circles, links, plain cells as beads, effect cells as hollow
    boxes, the centre."""
    for r in _RADIUS:
        c.circle(_CX, _CY, r, 1)
    for i in range(0, 6, 2):
        a = _LINKS[i]
        b = _LINKS[i + 1]
        c.line(XS[a], YS[a], XS[b], YS[b], 1)
    for cell in range(C):
        x = XS[cell]
        y = YS[cell]
        if cell in _PLAIN:
            c.fill_rect(x - 1, y - 1, 3, 3, 1)
        else:
            c.fill_rect(x - 2, y - 2, 5, 5, 0)
            c.rect(x - 2, y - 2, 5, 5, 1)
    c.fill_rect(_CX - 2, _CY - 2, 5, 5, 0)
    c.circle(_CX, _CY, 3, 1)
    c.pixel(_CX, _CY, 1)


def _halo(c, x, y):
    """A black margin round a piece, so the rings' lines never run into it."""
    c.fill_rect(x - 4, y - 3, 9, 7, 0)
    c.fill_rect(x - 3, y - 4, 7, 9, 0)


def goat(c, cell, dx=0, ghost=False):
    """The Goat on `cell` (dx pixels beside its centre)."""
    goat_at(c, XS[cell] + dx, YS[cell], ghost)


def goat_at(c, x, y, ghost=False):
    """The Goat centred at (x, y): a round white ring with a black middle (it is the white piece); a ghost is a thin
    circle."""
    _halo(c, x, y)
    if ghost:
        c.circle(x, y, 3, 1)
        return
    c.fill_rect(x - 2, y - 3, 5, 7, 1)
    c.fill_rect(x - 3, y - 2, 7, 5, 1)
    c.fill_rect(x - 1, y - 1, 3, 3, 0)


def wolf(c, cell, dx=0, ghost=False):
    """The Wolf on `cell` (dx pixels beside its centre)."""
    wolf_at(c, XS[cell] + dx, YS[cell], ghost)


def wolf_at(c, x, y, ghost=False):
    """The Wolf centred at (x, y): a solid square block with two ears and black eyes; a ghost is its outline."""
    _halo(c, x, y)
    if ghost:
        c.rect(x - 3, y - 2, 7, 6, 1)
    else:
        c.fill_rect(x - 3, y - 2, 7, 6, 1)
    c.pixel(x - 3, y - 3, 1)
    c.pixel(x + 3, y - 3, 1)
    c.pixel(x - 1, y - 1, 0)
    c.pixel(x + 1, y - 1, 0)


def pieces(c, g, w):
    """Both pieces; sharing a cell they stand side by side, the Wolf on the right."""
    if g == w:
        wolf(c, w, 3)
        goat(c, g, -3)
    else:
        wolf(c, w)
        goat(c, g)


def cursor(c, cell):
    """The LOOK cursor: corner marks round the cell, leaving the cell itself readable (it never blinks)."""
    x = XS[cell] - 5
    y = YS[cell] - 5
    for dx in (0, 8):
        for dy in (0, 8):
            c.fill_rect(x + dx, y + dy, 3, 3, 1)


def dice(c, d1, d2):
    x = PANEL + 2
    if d1 == NO_DIE:
        return
    _die(c, x, d1)
    if d2 != NO_DIE:
        _die(c, x + 17, d2)


# The faces 0..5 of the panel's 14-pixel die (the game's dice; 0 is blank) as Canvas.blit sprites: 14 columns of
# rows 0-7, then 14 of rows 8-13 (bit 0 on top), the pixels yaga.widgets.d6_face draws (a test checks them), so a
# game never loads that module. A frame, the corners cut; pips of 2x2 at the centre and the corners.
_FACES = (
    b"\xfe\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\xfe\x1f            \x1f",
    b"\xfe\x01\x01\x01\x01\x01\xc1\xc1\x01\x01\x01\x01\x01\xfe\x1f            \x1f",
    b"\xfe\x01\r\r\x01\x01\x01\x01\x01\x01\x01\x01\x01\xfe\x1f        &&  \x1f",
    b"\xfe\x01\r\r\x01\x01\xc1\xc1\x01\x01\x01\x01\x01\xfe\x1f        &&  \x1f",
    b"\xfe\x01\r\r\x01\x01\x01\x01\x01\r\r\x01\x01\xfe\x1f &&     &&  \x1f",
    b"\xfe\x01\r\r\x01\x01\xc1\xc1\x01\r\r\x01\x01\xfe\x1f &&     &&  \x1f",
)


def _die(c, x, face):
    """A die at (x, 11) showing `face` pips: its square cleared, then its sprite (two calls: the dozen rectangles
    and pixels it took cost 14 ms a die on the Pico)."""
    c.fill_rect(x, 11, 14, 14, 0)
    c.blit(_FACES[face], x, 11, 14, 14)


def panel_title(c, text):
    c.fill_rect(PANEL, 0, PANEL_W, 9, 1)
    c.text(text, PANEL + 1, 1, 0)


def lines(c, rows, y, first=0, count=4):
    """Text rows in the panel from y."""
    for r in range(count):
        i = first + r
        if i >= len(rows):
            break
        c.text(rows[i], PANEL + 1, y + r * ui.LINE)


def options(c, rows, first, current):
    """A choice's OPTION_ROWS rows from row `first`, the `current` one inverted with a lit row above its letters."""
    for r in range(OPTION_ROWS):
        i = first + r
        if i >= len(rows):
            break
        y = _OPTION_Y + r * _OPTION_PITCH
        if i == current:
            c.fill_rect(PANEL, y, PANEL_W, _OPTION_PITCH, 1)
        c.text(rows[i], PANEL + 1, y + 1, 0 if i == current else 1)


def option_dots(c, n, current):
    """Where the cursor is among a choice's n options (only two rows show): a dot each at _DOTS_Y, between the last
    row and the hint line, the current one a 3x3 block; nothing for two options or fewer."""
    if n <= 2:
        return
    for i in range(n):
        x = PANEL + 2 + 4 * i
        if i == current:
            c.fill_rect(x - 1, _DOTS_Y - 1, 3, 3, 1)
        else:
            c.pixel(x, _DOTS_Y, 1)



def play(c, app, choosing, animating):
    """The board with the pieces where app shows them (a piece gliding from cell to cell at app.glide_x, glide_y;
    the choice's outcome as hollow pieces), and the panel:
    whose turn, the dice, the marks of what waits for each piece, then the choice when the player is `choosing`,
    else (unless `animating`: a key only ends the walk, so no hint invites a roll or a rematch yet) the message
    and its hint."""
    board(c)
    g, w = app.shown
    if app.gliding == GOAT:  # the moving piece between two cells, over the other one
        wolf(c, w)
        goat_at(c, app.glide_x, app.glide_y)
    elif app.gliding == WOLF:
        goat(c, g)
        wolf_at(c, app.glide_x, app.glide_y)
    else:
        pieces(c, g, w)
    if app.preview is not None:
        pg, pw = app.preview
        if pw != w:
            wolf(c, pw, 0, True)
        if pg != g:
            goat(c, pg, 0, True)
    panel_title(c, app.title)
    dice(c, app.faces[0], app.faces[1])
    c.text(app.marks[0], MARKS_X, 10)
    c.text(app.marks[1], MARKS_X, 18)
    if choosing:
        c.text(app.question, PANEL + 1, 27)
        first = app.choice - 1 if app.choice > 0 else 0  # two rows: the hint line stays clear
        options(c, app.rows, first, app.choice)
        option_dots(c, len(app.rows), app.choice)
        c.text(app.choose_hint, PANEL + 1, 56)
        return
    if animating:
        return
    lines(c, app.msg, 27, app.msg_first, MSG_ROWS)
    c.fill_rect(PANEL, 56, PANEL_W, 8, 0)
    c.text(app.hint, PANEL + 1, 56)

def look(c, shown, cell, rows):
    """The Look view: the board with the pieces where they are shown and the cursor on `cell`; in the panel its
    label (rows[0]), five rows of its text from rows[3], and "A: more" (rows[1]) while it goes on, else
    "B: back" (rows[2])."""
    board(c)
    pieces(c, shown[0], shown[1])
    cursor(c, cell)
    panel_title(c, rows[0])
    lines(c, rows, 10, 3, LOOK_ROWS)
    c.text(rows[1] if len(rows) > 3 + LOOK_ROWS else rows[2], PANEL + 1, 56)


_STATS_COLUMN = (100, 128)  # the right edges of the Goat's and the Wolf's wins


def stats(c, w, rec, balanced, bottom):
    """The statistics of one rule set (yaga.games.goat_wolf.stats' record; the set named in the title bar): wins
    against the AI by level (rows) and by the player's side (columns, the pieces' initials in the title bar), then
    the games played and the win streak; `bottom` below (the keys, or the share of the best chance kept)."""
    c.clear()
    ui.title_bar(c, w["stats_titles"][balanced])
    for side in (0, 1):
        ui.right_text(c, w["initials"][side], _STATS_COLUMN[side], 1, 0)
    for level in range(3):
        y = ui.BAR + 1 + level * ui.LINE
        c.text(w["levels"][level], 2, y)
        for side in (0, 1):
            ui.right_text(c, "%d" % st.wins(rec, balanced, level, side), _STATS_COLUMN[side], y)
    c.text(w["played"] % st.games(rec, balanced), 2, ui.BAR + 1 + 3 * ui.LINE)
    c.text(w["streak"] % st.streak(rec, balanced), 2, ui.BAR + 1 + 4 * ui.LINE)
    ui.status_line(c, bottom)
