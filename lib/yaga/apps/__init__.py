"""The apps of the main menu, in menu order: (module under yaga.apps, title key in the core string table).

An app module is imported only when opened (see yaga.shell), so this list costs almost nothing in RAM.
"""

REGISTRY = (
    ("dice", "app_dice"),
    ("goat_wolf", "app_gw"),
    ("tatra", "app_tatra"),
    ("quest", "app_quest"),
)
