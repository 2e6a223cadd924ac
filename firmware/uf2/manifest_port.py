# The port's own start-up modules alone (mounting the filesystem, the rp2 module's Python half): what the box's
# firmware takes from MicroPython's rp2 manifest, without its asyncio and sensor drivers, which nothing the box runs
# imports (nor the Pico W's networking and Bluetooth modules). tools/firmware.py includes it as $(BOX_BASE) for every
# board.
freeze("$(PORT_DIR)/modules")
