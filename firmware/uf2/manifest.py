# The box frozen into a MicroPython firmware: what `make firmware` (tools/firmware.py) compiles into the .uf2.
# MicroPython's manifest language (docs/reference/manifest.rst in its tree); paths are relative to this file's folder
# (firmware/uf2: the .uf2's own files). tools/firmware.py sets three path variables: $(BOX_BASE) the manifest of what
# the firmware keeps of MicroPython's own modules (manifest_port.py: the port's start-up modules), $(BOX_BOARD) the
# folder holding the chosen boards/<NAME>.py as board.py, and $(BOX_LINK) the folder of the manifest freezing
# yaga.link_base (BASE_URL).
# The Goat and Wolf AI's tables are not frozen: they do not fit below the filesystem (make firmware's flash map), so
# the box reads them from the flash's /yaga/games/goat_wolf/ (a frozen module's __file__ is its path from the root,
# without the ".frozen/").
# tests/test_firmware_manifest.py checks that YAGA names every module under lib/yaga.

include("$(BOX_BASE)")

# micropython-lib's driver, from its package as `mip install ssd1306` installs it
require("ssd1306")

# the .uf2's own main.py: it runs instead of a /main.py an earlier `make deploy` left (MicroPython looks for a frozen
# main.py first), and puts the frozen modules alone on sys.path
freeze(".", "main.py")
module("board.py", base_path="$(BOX_BOARD)")
module("cable.py", base_path="..")
module("crashlog.py", base_path="..")
module("device.py", base_path="..")
module("hardware.py", base_path="..")
module("notice.py", base_path="..")

YAGA = (
    "box.py",
    "buttons.py",
    "compat.py",
    "crc32.py",
    "engine.py",
    "fields.py",
    "font.py",
    "fs.py",
    "games/__init__.py",
    "games/cards/__init__.py",
    "games/cards/ai.py",
    "games/cards/app.py",
    "games/cards/draw.py",
    "games/cards/history.py",
    "games/cards/linked.py",
    "games/cards/rules.py",
    "games/cards/texts_en.py",
    "games/cards/texts_es.py",
    "games/cards/texts_ru.py",
    "games/dice/__init__.py",
    "games/dice/app.py",
    "games/dice/linked.py",
    "games/dice/odds.py",
    "games/dice/proof.py",
    "games/dice/rules.py",
    "games/dice/texts_en.py",
    "games/dice/texts_es.py",
    "games/dice/texts_ru.py",
    "games/goat_wolf/__init__.py",
    "games/goat_wolf/ai.py",
    "games/goat_wolf/ai_normal.py",
    "games/goat_wolf/app.py",
    "games/goat_wolf/board.py",
    "games/goat_wolf/coach.py",
    "games/goat_wolf/coach_views.py",
    "games/goat_wolf/draw.py",
    "games/goat_wolf/linked.py",
    "games/goat_wolf/messages.py",
    "games/goat_wolf/review.py",
    "games/goat_wolf/rules.py",
    "games/goat_wolf/stats.py",
    "games/goat_wolf/texts_coach_en.py",
    "games/goat_wolf/texts_coach_es.py",
    "games/goat_wolf/texts_coach_ru.py",
    "games/goat_wolf/texts_en.py",
    "games/goat_wolf/texts_es.py",
    "games/goat_wolf/texts_ru.py",
    "games/goat_wolf/texts_rules_en.py",
    "games/goat_wolf/texts_rules_es.py",
    "games/goat_wolf/texts_rules_ru.py",
    "games/quest/__init__.py",
    "games/quest/app.py",
    "games/quest/log.py",
    "games/quest/modes.py",
    "games/quest/play.py",
    "games/quest/readable.py",
    "games/quest/rules.py",
    "games/quest/setup_screen.py",
    "games/quest/texts_en.py",
    "games/quest/texts_es.py",
    "games/quest/texts_reference_en.py",
    "games/quest/texts_reference_es.py",
    "games/quest/texts_reference_ru.py",
    "games/quest/texts_ru.py",
    "games/tatra/__init__.py",
    "games/tatra/app.py",
    "games/tatra/draw.py",
    "games/tatra/history.py",
    "games/tatra/rules.py",
    "games/tatra/texts_en.py",
    "games/tatra/texts_es.py",
    "games/tatra/texts_ru.py",
    "gfx.py",
    "gfx_native.py",
    "keyscript.py",
    "lang/core_en.py",
    "lang/core_es.py",
    "lang/core_ru.py",
    "lang/screens_en.py",
    "lang/screens_es.py",
    "lang/screens_ru.py",
    "link.py",
    "modules.py",
    "name_picker.py",
    "present.py",
    "qr.py",
    "ring.py",
    "rng.py",
    "saves.py",
    "settings.py",
    "share.py",
    "shell.py",
    "shell_screens.py",
    "strings.py",
    "ticks.py",
    "ui.py",
    "views.py",
    "widgets.py",
)
# opt=3: without line numbers (a traceback names each function, at "line 1") nor asserts (lib/yaga has none), which
# is what lets the Pico's firmware fit below its filesystem with room to spare (docs/firmware.md)
package("yaga", files=YAGA, base_path="../../lib", opt=3)

# yaga.link_base, the web page QR codes link to, when make firmware has a BASE_URL (tools/firmware.py writes it)
include("$(BOX_LINK)/manifest.py")
