// The device lab's emulated Picos: rp2040js running the official MicroPython firmware from a flash image,
// with the box's parts around it. Driven by tools/devicelab/pico.py over stdin/stdout, one JSON
// object a line each way (stderr: the emulator's own warnings).
//
//   node harness.mjs --flash FLASH.bin[,FLASH_B.bin] --bootrom BOOTROM.bin --i2c 0 --sda 4 --scl 5 --addr 60
//                    --buttons 10,11,12,13,14,15,16 --lab-port 1074167808 --entropy-at 12 [--usb 0]
//                    [--link 1,8,9]
//
// What is modelled beyond rp2040js:
// - I2C: a display that acknowledges its address on the board's bus (only while SDA and SCL are routed to
//   that I2C block) and takes every byte 9 bit-times after it was sent; a bit-time is SCL's high + low
//   count of the controller's registers at 125 MHz, the clk_sys the firmware set them for (rp2040js
//   reports clk_peri as 48 MHz). Each transaction is reported with its start and stop times.
// - Buttons: each pin reads high while its pull-up is on and the button is up, low while it is held.
// - Flash writes: rp2040js keeps flash read-only to the chip. The bootrom's flash_range_erase and
//   flash_range_program (found through the ROM's function table) are caught when called, applied to the
//   flash array (a program only clears bits, as NOR flash does) and take W25Q16 typical times: 45 ms per
//   4 KB sector, 150 ms per 64 KB block, 0.4 ms per 256-byte page.
// - A lab port at --lab-port (an unused peripheral slot, tools/devicelab/pico.py's LAB_PORT): writes are
//   reported with their time and offset (the lab's probe marks turns and the free heap there), a read of
//   offset --entropy-at takes the next entropy word queued by the driver (the seeds the simulator's Rng gives).
// - USB serial (rp2040js's USBCDC): input goes in 32-byte pieces, the next only once the last was read
//   (longer writes are lost by the emulated CDC).
// - Power: the emulated time the core spent waiting for an event or interrupt (WFE/WFI), apart from the time
//   it executed, and of that waiting, the part with clk_sys on the crystal (machine.lightsleep).
// - Two boxes and the link cable between them (two flashes and --link UART,TX,RX): two chips, each box A's UART's
//   TX wired to box B's RX and back, while both chips route those pins to that UART. rp2040js takes a written
//   byte at once (its TX FIFO always reads empty) and raises the receive interrupt for each byte fed to its RX
//   FIFO; the wire here carries the bytes one after the other, each a character time (start bit, data bits,
//   parity, stop bits, at the baud the divider sets from the 125 MHz clk_peri: rp2040js's own baud figure uses
//   its 48 MHz), and hands each to the other chip's UART when it has fully arrived. The chips run in turns, in
//   slices of emulated time no longer than a character time, so a byte sent in one slice arrives in a later one
//   and neither chip runs ahead of what the other may send it.
import { readFileSync } from 'fs';
import { createInterface } from 'readline';
import { BasePeripheral, ConsoleLogger, LogLevel, RP2040, USBCDC } from 'rp2040js';

const NS_PER_CYCLE = 8; // 125 MHz
const NS_PER_MS = 1e6;
const SECTOR = 4096;
const BLOCK = 65536;
const PAGE = 256;
const SECTOR_ERASE_NS = 45 * NS_PER_MS;
const BLOCK_ERASE_NS = 150 * NS_PER_MS;
const PAGE_PROGRAM_NS = 0.4 * NS_PER_MS;
const SERIAL_PIECE = 32;
const GPIO_FUNC_UART = 2;
const GPIO_FUNC_I2C = 3;
const CLK_SYS_CTRL = 0x4000803c;
const CLK_SYS_SRC_AUX = 1;
const SLICE_NS = NS_PER_MS; // the chips' turns while no UART has its baud set: no byte can be sent yet

function options(argv) {
  const opts = {};
  for (let i = 0; i < argv.length; i += 2) {
    opts[argv[i].replace(/^--/, '')] = argv[i + 1];
  }
  return opts;
}

const opts = options(process.argv.slice(2));
const bootrom = readFileSync(opts.bootrom);
const buttons = opts.buttons.split(',').map(Number);
const labPort = Number(opts['lab-port']);
const entropyAt = Number(opts['entropy-at']);

class LabPort extends BasePeripheral {
  constructor(chip) {
    super(chip.mcu, 'LAB');
    this.chip = chip;
  }
  readUint32(offset) {
    if (offset === entropyAt) {
      if (!this.chip.entropy.length) {
        throw new Error('entropy asked for and none queued');
      }
      return this.chip.entropy.shift() >>> 0;
    }
    return 0;
  }
  writeUint32(offset, value) {
    this.chip.events.probe.push([this.chip.clock.nanos, offset, value >>> 0]);
  }
}

// One emulated Pico on its flash image, with the box's display, buttons, lab port and USB serial.
class Chip {
  constructor(flash) {
    const mcu = new RP2040();
    mcu.logger = new ConsoleLogger(LogLevel.Error, false);
    mcu.loadBootrom(new Uint32Array(Uint8Array.from(bootrom).buffer)); // a copy: aligned for 32-bit words
    mcu.flash.set(readFileSync(flash));
    this.mcu = mcu;
    this.core = mcu.core;
    this.clock = mcu.clock;
    this.events = { i2c: [], serial: [], probe: [], flash: [], uart: [] };
    this.eraseAt = this.romFunction('RE');
    this.programAt = this.romFunction('RP');
    this.wireDisplay();
    this.wireButtons();
    this.entropy = [];
    mcu.peripherals[(labPort >>> 14) << 2] = new LabPort(this);
    this.wireUsb();
    this.transmitters = mcu.uart.map((uart) => new Transmitter(this, uart));
    // Emulated ns the core has spent stopped in WFE/WFI: [with clk_sys on its PLL (sleep_ms and the like),
    // with clk_sys on the crystal (machine.lightsleep switches it there and stops the PLLs)]. The rest it executed.
    this.power = [0, 0];
    this.core.PC = 0x10000000;
  }

  // ---- flash writes ------------------------------------------------------------------------------
  romFunction(code) {
    const { mcu } = this;
    const table = mcu.readUint16(0x14);
    for (let at = table; ; at += 4) {
      const entry = mcu.readUint16(at);
      if (entry === 0) {
        throw new Error('bootrom has no function ' + code);
      }
      if (entry === (code.charCodeAt(0) | (code.charCodeAt(1) << 8))) {
        return mcu.readUint16(at + 2) & ~1;
      }
    }
  }

  flashCall() {
    const { core, mcu, clock, events } = this;
    const pc = core.PC & ~1;
    if (pc !== this.eraseAt && pc !== this.programAt) {
      return false;
    }
    const offset = core.registers[0] >>> 0;
    let nanos;
    if (pc === this.eraseAt) {
      const count = core.registers[1] >>> 0;
      mcu.flash.fill(0xff, offset, offset + count);
      nanos = eraseNanos(offset, count);
      events.flash.push([clock.nanos, 'erase', offset, count]);
    } else {
      const data = core.registers[1] >>> 0;
      const count = core.registers[2] >>> 0;
      for (let i = 0; i < count; i++) {
        mcu.flash[offset + i] &= mcu.readUint8(data + i);
      }
      nanos = Math.ceil(count / PAGE) * PAGE_PROGRAM_NS;
      events.flash.push([clock.nanos, 'program', offset, count]);
    }
    core.PC = core.LR & ~1; // return to the caller as the ROM routine would
    clock.tick(nanos);
    return true;
  }

  // ---- the display on I2C -------------------------------------------------------------------------
  wireDisplay() {
    const { mcu, clock, events } = this;
    const i2c = mcu.i2c[Number(opts.i2c)];
    const displayAddr = Number(opts.addr);
    const sda = Number(opts.sda);
    const scl = Number(opts.scl);
    let transaction = null;
    const bitNanos = () => (i2c.sclHighPeriod + i2c.sclLowPeriod) * NS_PER_CYCLE;
    const after = (bits, done) => clock.createAlarm(done).schedule(bits * bitNanos());
    const wired = () =>
      mcu.gpio[sda].functionSelect === GPIO_FUNC_I2C && mcu.gpio[scl].functionSelect === GPIO_FUNC_I2C;
    const record = (t) => {
      if (t && t.bytes.length) {
        events.i2c.push([t.start, clock.nanos, t.address, Buffer.from(t.bytes).toString('hex')]);
      }
    };
    i2c.onStart = () => {
      record(transaction); // a repeated start ends the transaction before it
      transaction = { start: clock.nanos, bytes: [] };
      after(1, () => i2c.completeStart());
    };
    i2c.onConnect = (address) => {
      transaction.address = address;
      after(9, () => i2c.completeConnect(address === displayAddr && wired()));
    };
    i2c.onWriteByte = (value) => {
      transaction.bytes.push(value);
      after(9, () => i2c.completeWrite(true));
    };
    i2c.onReadByte = () => {
      after(9, () => i2c.completeRead(0)); // the SSD1306 status byte: display on
    };
    i2c.onStop = () => {
      after(1, () => {
        record(transaction);
        transaction = null;
        i2c.completeStop();
      });
    };
  }

  // ---- buttons ------------------------------------------------------------------------------------
  wireButtons() {
    this.held = 0;
    for (const pin of buttons) {
      this.mcu.gpio[pin].addListener(() => this.applyButtons());
    }
  }

  applyButtons() {
    buttons.forEach((pin, i) => {
      const gpio = this.mcu.gpio[pin];
      const level = !(this.held & (1 << i)) && gpio.pullupEnabled;
      if (gpio.inputValue !== level || gpio.rawInputValue !== level) {
        gpio.setInputValue(level);
      }
    });
  }

  // ---- USB serial ---------------------------------------------------------------------------------
  wireUsb() {
    this.feedSerial = () => {};
    // With --usb 0 no host is on the USB port, as on a battery: the emulated USB controller, once a host has
    // enumerated it, interrupts every ~40 us (a real one does not), and each interrupt sets the event register, so
    // the core never stops in a WFE; the power figures are measured without it (and without the REPL).
    this.serialIn = [];
    if (opts.usb === '0') {
      return;
    }
    let connected = false;
    const cdc = new USBCDC(this.mcu.usbCtrl);
    cdc.onDeviceConnected = () => {
      connected = true;
    };
    cdc.onSerialData = (data) => {
      this.events.serial.push(Buffer.from(data).toString('latin1'));
    };
    this.feedSerial = () => {
      if (connected && this.serialIn.length && cdc.txFIFO.empty) {
        for (const byte of this.serialIn.splice(0, SERIAL_PIECE)) {
          cdc.sendSerialByte(byte);
        }
      }
    };
  }

  onCrystal() {
    return (this.mcu.readUint32(CLK_SYS_CTRL) & CLK_SYS_SRC_AUX) === 0;
  }

  // ---- running ----------------------------------------------------------------------------------
  // Run to targetNanos, or until the console shows stopText (then true).
  runUntil(targetNanos, stopText) {
    const { core, clock, events } = this;
    let seen = '';
    let checked = events.serial.length;
    let nextCheck = clock.nanos;
    while (clock.nanos < targetNanos) {
      if (clock.nanos >= nextCheck) {
        nextCheck = clock.nanos + 50000; // every 50 us of chip time
        this.feedSerial();
        if (stopText !== undefined && events.serial.length > checked) {
          seen += events.serial.slice(checked).join('');
          checked = events.serial.length;
          if (seen.includes(stopText)) {
            return true;
          }
        }
      }
      if (core.waiting) {
        const next = clock.nanosToNextAlarm;
        const nanos = next > 0 ? Math.min(next, targetNanos - clock.nanos) : targetNanos - clock.nanos;
        this.power[this.onCrystal() ? 1 : 0] += nanos;
        clock.tick(nanos);
      } else if (!this.flashCall()) {
        clock.tick(core.executeInstruction() * NS_PER_CYCLE);
      }
    }
    return false;
  }

  take() {
    const { events } = this;
    const out = {
      t: this.clock.nanos,
      i2c: events.i2c,
      serial: events.serial.join(''),
      probe: events.probe,
      flash: events.flash,
      uart: events.uart,
      power: this.power,
    };
    for (const kind of Object.keys(events)) {
      events[kind] = []; // the same object: the display's and the ports' handlers hold it
    }
    return out;
  }

  handle(msg) {
    switch (msg.cmd) {
      case 'buttons':
        this.held = msg.mask;
        this.applyButtons();
        return { t: this.clock.nanos };
      case 'serial':
        this.serialIn.push(...Buffer.from(msg.data, 'latin1'));
        return { t: this.clock.nanos };
      case 'entropy':
        this.entropy.push(...msg.words);
        return { t: this.clock.nanos };
      case 'flash': {
        const bytes = this.mcu.flash.subarray(msg.offset, msg.offset + msg.size);
        return { t: this.clock.nanos, data: Buffer.from(bytes).toString('base64') };
      }
      default:
        throw new Error('unknown command ' + msg.cmd);
    }
  }
}

function eraseNanos(offset, count) {
  let nanos = 0;
  for (let at = offset; at < offset + count; ) {
    if (at % BLOCK === 0 && offset + count - at >= BLOCK) {
      nanos += BLOCK_ERASE_NS;
      at += BLOCK;
    } else {
      nanos += SECTOR_ERASE_NS;
      at += SECTOR;
    }
  }
  return nanos;
}

// ---- the UARTs' transmitters, and the link cable ---------------------------------------------------------
// rp2040js takes a byte written to a UART at once and keeps its TX interrupt raised whenever it is enabled (it has
// no TX FIFO): MicroPython's driver, which enables it, would then never leave its interrupt handler. Each UART gets
// the transmitter the PL011 has instead: a 32-byte FIFO that sends one character (start bit, data bits, parity,
// stop bits, at the baud the divider sets from the 125 MHz clk_peri: rp2040js's own figure uses its 48 MHz) after
// the other; its interrupt is raised as the FIFO drains to its trigger level and cleared by writing above it or by
// the interrupt clear register. A sent byte goes nowhere, or, on the link cable, into the other chip's UART as it
// fully arrives, while both chips route the cable's pins to their UARTs.
const UARTDR = 0x0;
const UARTFR = 0x18;
const UARTIFLS = 0x34;
const TX_FIFO = 32;
const TX_INTR = 1 << 5;
const FR_BUSY = 1 << 3;
const FR_RXFE = 1 << 4;
const FR_TXFF = 1 << 5;
const FR_RXFF = 1 << 6;
const FR_TXFE = 1 << 7;
const TX_LEVELS = [4, 8, 16, 24, 28]; // IFLS's TXIFLSEL: 1/8 .. 7/8 of the FIFO

class Transmitter {
  constructor(chip, uart) {
    this.chip = chip;
    this.uart = uart;
    this.count = 0; // bytes in the FIFO, the one on the wire included
    this.doneAt = 0; // when the last byte written has been sent
    this.level = TX_LEVELS[0];
    this.to = null; // the link: the other chip and its UART, and whether the pins are routed
    uart.checkInterrupts = () => chip.mcu.setInterrupt(uart.irq, !!(uart.interruptStatus & uart.interruptMask));
    const read = uart.readUint32.bind(uart);
    uart.readUint32 = (offset) => (offset === UARTFR ? this.flags() : read(offset));
    const write = uart.writeUint32.bind(uart);
    uart.writeUint32 = (offset, value) => {
      if (offset === UARTDR) {
        this.push(value & 0xff);
      } else if (offset === UARTIFLS) {
        this.level = TX_LEVELS[value & 7] || TX_LEVELS[0];
      } else {
        write(offset, value);
      }
    };
  }

  flags() {
    const { rxFIFO } = this.uart;
    return (rxFIFO.full ? FR_RXFF : 0) | (rxFIFO.empty ? FR_RXFE : 0) |
      (this.count === 0 ? FR_TXFE : FR_BUSY) | (this.count >= TX_FIFO ? FR_TXFF : 0);
  }

  // One character on the wire at the UART's baud; 0 before the firmware has set the divider.
  charNanos() {
    const { uart } = this;
    const divider = uart.intDivisor + uart.fracDivisor / 64;
    const lcr = uart.lineCtrlRegister;
    const bits = 1 + uart.wordLength + ((lcr >> 1) & 1) + (lcr & 8 ? 2 : 1);
    return divider * 16 * NS_PER_CYCLE * bits;
  }

  push(value) {
    const { chip, uart } = this;
    if (this.count >= TX_FIFO) {
      return; // a full FIFO drops the byte, as the PL011 does
    }
    this.count++;
    if (this.count > this.level) {
      uart.interruptStatus &= ~TX_INTR;
      uart.checkInterrupts();
    }
    this.doneAt = Math.max(chip.clock.nanos, this.doneAt) + this.charNanos();
    chip.events.uart.push([this.doneAt, value]);
    chip.clock.createAlarm(() => this.sent()).schedule(this.doneAt - chip.clock.nanos);
    const to = this.to;
    if (to && to.wired()) {
      to.chip.clock.createAlarm(() => to.uart.feedByte(value)).schedule(this.doneAt - to.chip.clock.nanos);
    }
  }

  sent() {
    this.count--;
    if (this.count === this.level) {
      this.uart.interruptStatus |= TX_INTR;
      this.uart.checkInterrupts();
    }
  }
}

// The link cable between two chips: each one's UART `uart` to the other's, its TX pin to the other's RX pin.
function cable(a, b, uart, tx, rx) {
  const routed = (chip, pin) => chip.mcu.gpio[pin].functionSelect === GPIO_FUNC_UART;
  for (const [from, to] of [[a, b], [b, a]]) {
    from.transmitters[uart].to = { chip: to, uart: to.mcu.uart[uart], wired: () => routed(from, tx) && routed(to, rx) };
  }
}

const chips = opts.flash.split(',').map((flash) => new Chip(flash));
let linked = [];
if (opts.link !== undefined && chips.length === 2) {
  const [uart, tx, rx] = opts.link.split(',').map(Number);
  cable(chips[0], chips[1], uart, tx, rx);
  linked = chips.map((chip) => chip.transmitters[uart]);
}

// Every chip to targetNanos; with the cable, in turns no longer than a character time (the shorter of the two
// ends'), so a byte is fed to the other chip before that one's clock has passed the time it arrives. True when chip
// `watch`'s console shows stopText.
function runAll(targetNanos, stopText, watch) {
  if (!linked.length) {
    return chips[watch].runUntil(targetNanos, stopText);
  }
  while (chips[0].clock.nanos < targetNanos) {
    const chars = linked.map((t) => t.charNanos()).filter((n) => n > 0);
    const slice = chars.length ? Math.min(...chars) : SLICE_NS;
    const until = Math.min(targetNanos, chips[0].clock.nanos + slice);
    let found = false;
    chips.forEach((chip, i) => {
      found = chip.runUntil(until, i === watch ? stopText : undefined) || found;
    });
    if (found) {
      return true;
    }
  }
  return false;
}

function handle(msg) {
  const chip = chips[msg.chip || 0];
  if (msg.cmd !== 'run') {
    return chip.handle(msg);
  }
  const found = runAll(msg.until_ms * NS_PER_MS, msg.stop_text, msg.chip || 0);
  if (chips.length === 1) {
    return { ...chip.take(), found };
  }
  return { t: chip.clock.nanos, chips: chips.map((c) => c.take()), found };
}

const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  let reply;
  try {
    reply = handle(JSON.parse(line));
  } catch (e) {
    reply = { error: String(e && e.stack ? e.stack : e) };
  }
  process.stdout.write(JSON.stringify(reply) + '\n');
});
lines.on('close', () => process.exit(0));
