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

.PHONY: zbar setup run test test-cpython test-micropython compile typecheck bench soak deploy package-json clean web web-test web-if-chromium

$(STAMP): requirements.txt
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --disable-pip-version-check -r requirements.txt
	touch $(STAMP)

setup: $(STAMP) $(DRIVER) $(STUBS)

run: $(STAMP)
	$(BIN)/python -m host_sim $(ARGS)

test: web-if-chromium zbar test-cpython test-micropython compile typecheck

test-cpython: $(STAMP) $(DRIVER) $(STUBS)
	$(BIN)/python -m pytest

test-micropython: $(STAMP)
	$(MICROPY) tools/mptest.py

compile: $(STAMP)
	$(BIN)/python tools/mpy_compile.py

bench: $(STAMP) $(DRIVER)
	$(BIN)/python tools/bench.py

# The long run: GAMES whole games through the keys over every mode of every app and the three languages, on
# JOBS processes; prints the games and mean presses per app and mode, and every failure with its key script (exit 1).
# Then the save fuzz: RECORDS records with a sound CRC per app (random, and real saves mutated) opened through
# the Shell with random keys; prints loaded, refused and crashes per app (exit 1 on a crash). Last the structure-aware
# fuzz: each state byte at its edges, checked by is_valid, the accepted ones played (exit 1 on a problem)
GAMES ?= 1000
JOBS  ?= 2
SEED  ?= 1
RECORDS ?= 500
soak: export RECORDS := $(RECORDS)
soak: export FUZZ_SEED := $(SEED)
soak: $(STAMP)
	$(BIN)/python tools/playthrough --soak $(GAMES) --jobs $(JOBS) --seed $(SEED)
	$(BIN)/python tools/save_fuzz.py --records "$$RECORDS" --seed "$$FUZZ_SEED"
	$(BIN)/python tools/state_fuzz.py --seed "$$FUZZ_SEED"

# The device lab (tools/devicelab/README.md): the real MicroPython firmware on an emulated Pico. Its two inputs are
# not in the repo: make bench-device UF2=RPI_PICO-20250415-v1.25.0.uf2 BOOTROM=bootrom.ts (or a 16 KB .bin) measures
# the stock route (the box deployed); UF2=build/firmware/baba-yaga-box-pico-<version>.uf2 the box's own firmware, and
# with STOCK_UF2=<the stock .uf2> also the update of a played stock box to it. The report puts both routes side by side.
# ARGS passes options on (e.g. ARGS="--only menu,leave --jobs 1"). Node's packages go in tools/devicelab/node_modules.
LAB_NODE := tools/devicelab/node_modules/.package-lock.json
.PHONY: bench-device
bench-device:
	@if [ -z "$(UF2)" ] || [ -z "$(BOOTROM)" ]; then \
	  echo "bench-device: skipped: needs UF2=<MicroPython v1.25.0 RPI_PICO .uf2> BOOTROM=<RP2040 bootrom: .bin or rp2040js's bootrom.ts> (tools/devicelab/README.md)"; \
	else \
	  $(MAKE) --no-print-directory $(STAMP) $(DRIVER) && \
	  { [ $(LAB_NODE) -nt tools/devicelab/package-lock.json ] || (cd tools/devicelab && npm ci --no-audit --no-fund --loglevel=error); } && \
	  $(BIN)/python tools/devicelab/bench.py --uf2 "$(UF2)" --bootrom "$(BOOTROM)" --board $(BOARD) \
	    $(if $(STOCK_UF2),--stock-uf2 "$(STOCK_UF2)") $(ARGS); \
	fi

# The box as one .uf2 (tools/firmware.py, docs/firmware.md): MicroPython v1.25.0 for BOARD with lib/yaga, the firmware
# modules, the board file and the ssd1306 driver frozen in (firmware/uf2/manifest.py). Its inputs are not in the repo:
# make firmware MICROPYTHON=<v1.25.0 tree, submodules filled in> PICOTOOL=<folder of picotoolConfig.cmake>; with
# BASE_URL=https://... the QR codes link to that site, as make web's do.
# Makes build/firmware/baba-yaga-box-<board>-<version>.uf2 and its .sha256, and prints the flash map.
.PHONY: firmware
firmware: export BOARD := $(value BOARD)
firmware: export MICROPYTHON := $(value MICROPYTHON)
firmware: export PICOTOOL := $(value PICOTOOL)
firmware: export BASE_URL := $(value BASE_URL)
firmware: $(STAMP)
	@$(BIN)/python tools/firmware.py --micropython "$$MICROPYTHON" --picotool "$$PICOTOOL" --board "$$BOARD"

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

# PORT and BOARD reach the recipe through its environment as given ($(value): make expands nothing in them, not
# even under make -n) and are quoted there, so no value runs as a command (tools/deploy.py checks them)
deploy: export PORT := $(value PORT)
deploy: export BOARD := $(value BOARD)
deploy: $(STAMP)
	$(BIN)/python tools/deploy.py --port "$$PORT" --board "$$BOARD"

# The Goat and Wolf AI's tables alone, where deploy puts them: a box installed from the .uf2 reads them there (they do
# not fit in its firmware: docs/firmware.md)
.PHONY: tables
tables: export PORT := $(value PORT)
tables: $(STAMP)
	$(BIN)/python tools/deploy.py --port "$$PORT" --tables-only

# The box in a web page (host_sim/web): MicroPython's WebAssembly port (npm, from the lock file), lib/ as .mpy and
# the page, in build/web/. `python -m http.server -d build/web` serves it.
WEB_PORT := host_sim/web/node_modules/.package-lock.json
SELENIUM := build/webtest/selenium/__init__.py
CHROMIUM := /usr/bin/chromium /usr/bin/chromedriver

$(WEB_PORT): host_sim/web/package.json host_sim/web/package-lock.json
	cd host_sim/web && npm ci --no-audit --no-fund --loglevel=error
	touch $@

# BASE_URL=https://... : the site's address, which the box's QR codes link to (host_sim/web/build.py); passed as given
web: export BASE_URL := $(value BASE_URL)
web: $(STAMP) $(WEB_PORT)
	$(BIN)/python host_sim/web/build.py

# Selenium for the browser test, kept out of the venv (host_sim/web/browser.py finds it there)
$(SELENIUM): $(STAMP)
	$(BIN)/python -m pip install -q --disable-pip-version-check --target build/webtest selenium==4.51.0

# Debian's chromium and its driver, installed when missing and this is root with apt-get; else one line says why not
CHROMIUM_INSTALL = for f in $(CHROMIUM); do test -x $$f || missing=1; done; \
	if [ -n "$$missing" ] && [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	  apt-get update -q >/dev/null && \
	  DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium chromium-driver >/dev/null && missing=; fi

# the browser tests (the page, two tabs linked), always: fail when Chromium cannot be installed
web-test: web $(SELENIUM)
	@$(CHROMIUM_INSTALL); if [ -n "$$missing" ]; then \
	  echo "web-test: no chromium (install chromium and chromium-driver)"; exit 1; fi
	WEB_TEST=1 $(BIN)/python -m pytest tests/test_web.py tests/test_web_link.py

# in make test: Chromium installed where it can be, the site and Selenium for the browser tests; else one line
web-if-chromium:
	@$(CHROMIUM_INSTALL); if [ -n "$$missing" ]; then \
	  echo "web: browser test skipped (no chromium, and not root with apt-get to install it)"; \
	elif ! command -v npm >/dev/null; then echo "web: browser test skipped (no npm for the WebAssembly port)"; \
	else $(MAKE) -s --no-print-directory web $(SELENIUM); fi

# Debian's libzbar0, the QR decoder tests/test_qr_decode.py reads the box's codes with (pyzbar loads it): installed when
# missing and this is root with apt-get; else tests/test_qr_decode.py says it skips its decoding
zbar:
	@if ! ldconfig -p 2>/dev/null | grep -q libzbar.so.0 && [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	  apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q libzbar0 >/dev/null; fi

clean:
	rm -rf $(VENV) build .pytest_cache host_sim/web/node_modules
