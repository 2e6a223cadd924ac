"""The apps of the main menu, in menu order: (package under yaga.games, whose app module is opened, title key in the core string table).

Order: the dice tray first (the one every table can use), then the whole games on the box (Goat and Wolf,
the Baba Yaga cards), then the table-side companions (Baba Yaga 2010, Tatra).

An app module is imported only when opened (see yaga.shell), so this list costs almost nothing in RAM.
"""

REGISTRY = (
    ("dice", "app_dice"),
    ("goat_wolf", "app_gw"),
    ("cards", "app_cards"),
    ("quest", "app_quest"),
    ("tatra", "app_tatra"),
)
