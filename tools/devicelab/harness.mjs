// The device lab's emulated Pico: rp2040js running the official MicroPython firmware from a flash image,
// with the box's parts around it. Driven by tools/devicelab/pico.py over stdin/stdout, one JSON
// object a line each way (stderr: the emulator's own warnings).
//
//   node harness.mjs --flash FLASH.bin --bootrom BOOTROM.bin --i2c 0 --sda 4 --scl 5 --addr 60
//                    --buttons 10,11,12,13,14,15,16 --lab-port 1074167808 --entropy-at 12 [--usb 0]
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
const GPIO_FUNC_I2C = 3;

function options(argv) {
  const opts = {};
  for (let i = 0; i < argv.length; i += 2) {
    opts[argv[i].replace(/^--/, '')] = argv[i + 1];
  }
  return opts;
}

const opts = options(process.argv.slice(2));
const mcu = new RP2040();
mcu.logger = new ConsoleLogger(LogLevel.Error, false);
const bootrom = readFileSync(opts.bootrom);
mcu.loadBootrom(new Uint32Array(Uint8Array.from(bootrom).buffer)); // a copy: aligned for 32-bit words
mcu.flash.set(readFileSync(opts.flash));
const { core, clock } = mcu;

const events = { i2c: [], serial: [], probe: [], flash: [] };

// ---- flash writes --------------------------------------------------------------------------------
function romFunction(code) {
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
const ERASE_AT = romFunction('RE');
const PROGRAM_AT = romFunction('RP');

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

function flashCall() {
  const pc = core.PC & ~1;
  if (pc !== ERASE_AT && pc !== PROGRAM_AT) {
    return false;
  }
  const offset = core.registers[0] >>> 0;
  let nanos;
  if (pc === ERASE_AT) {
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

// ---- the display on I2C ---------------------------------------------------------------------------
const i2c = mcu.i2c[Number(opts.i2c)];
const displayAddr = Number(opts.addr);
const sda = Number(opts.sda);
const scl = Number(opts.scl);
let transaction = null;

function bitNanos() {
  return (i2c.sclHighPeriod + i2c.sclLowPeriod) * NS_PER_CYCLE;
}

function after(bits, done) {
  clock.createAlarm(done).schedule(bits * bitNanos());
}

function wired() {
  return mcu.gpio[sda].functionSelect === GPIO_FUNC_I2C && mcu.gpio[scl].functionSelect === GPIO_FUNC_I2C;
}

function record(t) {
  if (t && t.bytes.length) {
    events.i2c.push([t.start, clock.nanos, t.address, Buffer.from(t.bytes).toString('hex')]);
  }
}

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

// ---- buttons --------------------------------------------------------------------------------------
const buttons = opts.buttons.split(',').map(Number);
let held = 0;

function applyButtons() {
  buttons.forEach((pin, i) => {
    const gpio = mcu.gpio[pin];
    const level = !(held & (1 << i)) && gpio.pullupEnabled;
    if (gpio.inputValue !== level || gpio.rawInputValue !== level) {
      gpio.setInputValue(level);
    }
  });
}
for (const pin of buttons) {
  mcu.gpio[pin].addListener(() => applyButtons());
}

// ---- the lab port -------------------------------------------------------------------------------
const entropy = [];
const labPort = Number(opts['lab-port']);
const entropyAt = Number(opts['entropy-at']);

class LabPort extends BasePeripheral {
  readUint32(offset) {
    if (offset === entropyAt) {
      if (!entropy.length) {
        throw new Error('entropy asked for and none queued');
      }
      return entropy.shift() >>> 0;
    }
    return 0;
  }
  writeUint32(offset, value) {
    events.probe.push([clock.nanos, offset, value >>> 0]);
  }
}
mcu.peripherals[(labPort >>> 14) << 2] = new LabPort(mcu, 'LAB');

// ---- USB serial -----------------------------------------------------------------------------------
let feedSerial = () => {};
// With --usb 0 no host is on the USB port, as on a battery: the emulated USB controller, once a host has
// enumerated it, interrupts every ~40 us (a real one does not), and each interrupt sets the event register, so the
// core never stops in a WFE; the power figures are measured without it (and without the REPL).
const serialIn = [];
let connected = false;
if (opts.usb !== '0') {
  const cdc = new USBCDC(mcu.usbCtrl);
  cdc.onDeviceConnected = () => {
    connected = true;
  };
  cdc.onSerialData = (data) => {
    events.serial.push(Buffer.from(data).toString('latin1'));
  };
  feedSerial = () => {
    if (connected && serialIn.length && cdc.txFIFO.empty) {
      for (const byte of serialIn.splice(0, SERIAL_PIECE)) {
        cdc.sendSerialByte(byte);
      }
    }
  };
}


// ---- power ----------------------------------------------------------------------------------------
// Emulated ns the core has spent stopped in WFE/WFI: [with clk_sys on its PLL (sleep_ms and the like),
// with clk_sys on the crystal (machine.lightsleep switches it there and stops the PLLs)]. The rest it executed.
const power = [0, 0];
const CLK_SYS_CTRL = 0x4000803c;
const CLK_SYS_SRC_AUX = 1;

function onCrystal() {
  return (mcu.readUint32(CLK_SYS_CTRL) & CLK_SYS_SRC_AUX) === 0;
}

// ---- running ------------------------------------------------------------------------------------
function runUntil(targetNanos, stopText) {
  let seen = '';
  let checked = events.serial.length;
  let nextCheck = clock.nanos;
  while (clock.nanos < targetNanos) {
    if (clock.nanos >= nextCheck) {
      nextCheck = clock.nanos + 50000; // every 50 us of chip time
      feedSerial();
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
      power[onCrystal() ? 1 : 0] += nanos;
      clock.tick(nanos);
    } else if (!flashCall()) {
      clock.tick(core.executeInstruction() * NS_PER_CYCLE);
    }
  }
  return false;
}

function take() {
  const out = {
    t: clock.nanos,
    i2c: events.i2c,
    serial: events.serial.join(''),
    probe: events.probe,
    flash: events.flash,
    power,
  };
  events.i2c = [];
  events.serial = [];
  events.probe = [];
  events.flash = [];
  return out;
}

function handle(msg) {
  switch (msg.cmd) {
    case 'run': {
      const found = runUntil(msg.until_ms * NS_PER_MS, msg.stop_text);
      return { ...take(), found };
    }
    case 'buttons':
      held = msg.mask;
      applyButtons();
      return { t: clock.nanos };
    case 'serial':
      serialIn.push(...Buffer.from(msg.data, 'latin1'));
      return { t: clock.nanos };
    case 'entropy':
      entropy.push(...msg.words);
      return { t: clock.nanos };
    case 'flash': {
      const bytes = mcu.flash.subarray(msg.offset, msg.offset + msg.size);
      return { t: clock.nanos, data: Buffer.from(bytes).toString('base64') };
    }
    default:
      throw new Error('unknown command ' + msg.cmd);
  }
}

core.PC = 0x10000000;
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
