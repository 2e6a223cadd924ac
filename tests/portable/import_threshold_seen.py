"""Imported by test_modules: the collection threshold its import ran under, as gc.threshold() gave it."""

import gc

SEEN = gc.threshold() if hasattr(gc, "threshold") else None
