"""A three-language fixture domain `demo` for the string-table loader test (test_strings.py)."""
