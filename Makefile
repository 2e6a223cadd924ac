# Baba Yaga Box. On a fresh machine with Python 3.11+: `make run` (simulator) or `make test` (everything).
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
MICROPY := MICROPYPATH=lib:tests/portable $(BIN)/micropython
DRIVER  := $(VENV)/mplib/ssd1306.py
STUBS   := $(VENV)/mpstubs/machine.pyi
PORT    ?= /dev/ttyACM0
BOARD   ?= pico

.PHONY: setup run test test-cpython test-micropython compile typecheck bench deploy package-json clean

$(STAMP): requirements.txt
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --disable-pip-version-check -r requirements.txt
	touch $(STAMP)

setup: $(STAMP) $(DRIVER) $(STUBS)

run: $(STAMP)
	$(BIN)/python -m host_sim $(ARGS)

test: test-cpython test-micropython compile typecheck

test-cpython: $(STAMP) $(DRIVER) $(STUBS)
	$(BIN)/python -m pytest

test-micropython: $(STAMP)
	$(MICROPY) tools/mptest.py

compile: $(STAMP)
	$(BIN)/python tools/mpy_compile.py

bench: $(STAMP) $(DRIVER)
	$(BIN)/python tools/bench.py

# the micropython-lib ssd1306 driver for the firmware tests under the unix port (the device uses mip)
$(DRIVER): $(STAMP)
	$(BIN)/python tools/fakehw/install_driver.py $(VENV)/mplib

# the device code type-checked against the rp2 stubs, kept out of the venv's own site-packages
$(STUBS): $(STAMP)
	$(BIN)/python -m pip install -q --disable-pip-version-check --target $(VENV)/mpstubs micropython-rp2-stubs==1.29.0.post1

typecheck: $(STAMP) $(DRIVER) $(STUBS)
	$(BIN)/python tools/typecheck.py

# mip's package.json lists every file under lib/: regenerate it after adding or removing one (a test checks it)
package-json: $(STAMP)
	$(BIN)/python tools/deploy.py --write-package-json

deploy: $(STAMP)
	$(BIN)/python tools/deploy.py --port $(PORT) --board $(BOARD)

clean:
	rm -rf $(VENV) build .pytest_cache
