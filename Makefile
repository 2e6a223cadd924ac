# Baba Yaga Box. On a fresh machine with Python 3.11+: `make run` (simulator) or `make test` (everything).
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
MICROPY := MICROPYPATH=lib:tests/portable $(BIN)/micropython

.PHONY: setup run test test-cpython test-micropython compile bench deploy clean

$(STAMP): requirements.txt
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --disable-pip-version-check -r requirements.txt
	touch $(STAMP)

setup: $(STAMP)

run: $(STAMP)
	$(BIN)/python -m host_sim $(ARGS)

test: test-cpython test-micropython compile

test-cpython: $(STAMP)
	$(BIN)/python -m pytest

test-micropython: $(STAMP)
	$(MICROPY) tools/mptest.py

compile: $(STAMP)
	$(BIN)/python tools/mpy_compile.py

bench: $(STAMP)
	$(BIN)/python tools/bench.py

clean:
	rm -rf $(VENV) build .pytest_cache
