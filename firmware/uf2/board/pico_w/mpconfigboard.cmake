# The box's build of the Pico W (RPI_PICO_W). tools/firmware.py lays this file over a copy of the port's board folder
# and keeps the port's as mpconfigboard_port.cmake, included first: the CYW43 driver, lwIP and the network module stay
# on because the LED hangs off the wireless chip (Pin("LED")), and the port starts that chip's interrupt handling
# only with lwIP and its rp2 module needs the network module. Bluetooth, which no code the box runs uses, goes
# (tests/test_firmware_board.py checks it stays off).
include(${CMAKE_CURRENT_LIST_DIR}/mpconfigboard_port.cmake)

set(MICROPY_PY_BLUETOOTH OFF)
set(MICROPY_BLUETOOTH_BTSTACK OFF)
set(MICROPY_PY_BLUETOOTH_CYW43 OFF)

# the chip's SPI bus (the pico-sdk's cyw43_bus_pio_spi.c) includes pico/cyw43_driver.h, whose folder the port's build
# otherwise gets only through the Bluetooth transport it links; searched last, as the pico-sdk has it, since that folder
# also holds a cyw43_configport.h that must not hide the port's
include_directories(AFTER SYSTEM ${PICO_SDK_PATH}/src/rp2_common/pico_cyw43_driver/include)
