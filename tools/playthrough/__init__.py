"""The player: every app played whole through its keys, as a person plays the box (`python tools/playthrough`).

rig.py       the real Shell pressed and waited on, the key script written down, what fails (soft-lock, a screen
             no key changes, a crash, an id or a clipped text on screen)
games.py     one game from a fresh box to the menu again: settings, the app, its strategy, the catalogue of modes
goat_wolf.py, cards.py, quest.py, tatra.py, dice.py   one strategy per app: what to press, read from the engine
soak.py      many games on a few processes, the figures and every failure with its key script (`make soak`)
"""
