"""Imported by test_modules: an import that raises, to show the threshold is put back all the same."""

raise ValueError("this module does not import")
