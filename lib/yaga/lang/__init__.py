"""String tables: `<lang>_<domain>.py` holds `T = {key: text}` for one language and one domain.

Loaded one at a time by `yaga.strings` (only the current language). Every domain exists in en, es and ru with the
same keys and `%` placeholders, using only characters the font has (checked by tests/portable/test_strings.py).
"""
