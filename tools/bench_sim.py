"""I2C traffic per frame in the simulator: the adafruit driver's full show() against our presenter.

Figures, not pass/fail: bytes after the address byte (payload) and on the wire (+1 address byte per
transaction), and the bus time at 400 kHz (9 clocks a byte), for a full frame and for typical frames
played through the real Shell: a menu cursor move, a settings change, a dice roll (with its animation).
"""

import shutil
import tempfile

from host_sim.session import Session
from yaga.keyscript import parse

BUS_HZ = 400000
# (what, key script to get there, key script measured)
SCENES = (
    ("menu cursor move", "", "DOWN"),
    ("settings change", "UP,UP,A", "DOWN,RIGHT"),
    ("dice roll", "A,WAIT500", "DICE,WAIT1500"),
)


def bus_ms(wire_bytes):
    return wire_bytes * 9 * 1000 / BUS_HZ


def line(what, frames, payload, wire):
    per = wire / frames if frames else 0
    print("%-26s %3d frames %7d bytes %7d on wire  %6.0f wire bytes/frame  %5.1f ms/frame at 400 kHz"
          % (what, frames, payload, wire, per, bus_ms(per)))


def measure(session, script):
    """Play script; returns (frames presented, payload bytes, wire bytes) it cost."""
    bus = session.display.bus
    n, sent, trans = len(session.frames), bus.bytes_sent, bus.transactions
    session.play(parse(script))
    payload = bus.bytes_sent - sent
    return len(session.frames) - n, payload, payload + bus.transactions - trans


def main():
    state = tempfile.mkdtemp(prefix="bench_sim-")
    try:
        session = Session(state, 1, record=True)
        bus, driver = session.display.bus, session.display.driver
        sent, trans = bus.bytes_sent, bus.transactions
        driver.show()
        show_payload = bus.bytes_sent - sent
        show_wire = show_payload + bus.transactions - trans
        line("full frame, driver show()", 1, show_payload, show_wire)
        sent, trans = bus.bytes_sent, bus.transactions
        session.shell.presenter.invalidate()
        session.shell.presenter.present()
        line("full frame, presenter", 1, bus.bytes_sent - sent, bus.bytes_sent - sent + bus.transactions - trans)
        for what, setup, script in SCENES:
            session.play(parse("LONG_B," + setup if setup else "LONG_B"))
            frames, payload, wire = measure(session, script)
            line(what, frames, payload, wire)
            if frames:
                print("%-26s %.1fx fewer bytes than a show() per frame" % ("", frames * show_wire / wire))
    finally:
        shutil.rmtree(state, ignore_errors=True)


if __name__ == "__main__":
    main()
