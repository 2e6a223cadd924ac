// The box in a web page. MicroPython's WebAssembly port runs the box's own lib/yaga (lib.json, written by
// build.py) through web_box.py; this module is the hardware around it: the clock that steps the Shell every
// 10 ms, the buttons (keys, clicks and taps), the OLED (a canvas) and the buzzer (Web Audio).
//
// For tests and benchmarks the page exposes window.yagaBox: runScript(script, seed) plays a key script on a
// fresh box (as tools/headless.py does), returns the glass's 1024 bytes in hex and waits; bench(ms) steps the
// box flat out for ms of its clock and returns what it drew, then waits; resume() lets it run on its clock;
// glass(), drawn() and clock() read the page's state. ?seed=N seeds the box's entropy as the simulator's --seed
// does (otherwise a random seed).
import { loadMicroPython } from "./micropython.mjs";

const TICK_MS = 10; // one Shell step per 10 ms of the box's clock, as firmware/device.py's loop
const PRESS_MS = 40; // a tap or key is held at least this long: past the 20 ms debounce (host_sim/terminal.py) ...
const GAP_MS = 30; // ... and the next tap of the same button waits this long after it, so quick taps all count
const QUEUE = 8; // presses waiting at most (a typed-ahead burst, not a backlog)
const LONG_EXTRA_MS = 100; // L holds B for the long-press time and this much more, as LONG_B in a key script
const CATCH_UP_MS = 250; // the most of the box's clock one animation frame steps through (25 steps)
const DARK = [8, 10, 16]; // the unlit OLED (box.css --glass; host_sim/window.py's DARK)
const KEYS = {
  ArrowUp: "UP", ArrowDown: "DOWN", ArrowLeft: "LEFT", ArrowRight: "RIGHT",
  z: "A", Z: "A", Enter: "A", x: "B", X: "B", Escape: "B", " ": "DICE",
};
const LONG_B_KEYS = new Set(["l", "L"]);
const SAVES_PREFIX = "yaga/"; // web_box.PREFIX: the saves' keys in localStorage
const SCALE_KEY = "page/scale"; // the chosen scale (not a save: "reset box" keeps it)

const canvas = document.getElementById("glass");
const context = canvas.getContext("2d");
const image = context.createImageData(128, 64);
const status = document.getElementById("status");

let box = null; // the web_box module
let names = []; // button i's name
let origin = 0; // performance.now() when the box's clock read 0
let clock = 0; // the box's clock (ms) at its next step
let running = false;
let shownMask = 0; // the buttons held at the last step (drawn as pressed)

// Each press (a key, a pointer, the L key) is a token: its button is held while the token is down, and at least
// `ms` from when the press starts. Presses start in the order they came, each PRESS_MS + GAP_MS after the one
// before and once its button is up: keys typed quicker than that (two taps of a button, "up up A") reach the box
// one after another, as typed; a button held longer than that and another pressed meanwhile are a chord.
const down = []; // per button: the tokens still down
const current = []; // per button: the press being played, {token, until}, or null
const gapUntil = []; // per button: up until this time of the box's clock
const queue = []; // presses waiting to start, in order: {button, token, ms}
let nextStart = 0; // the next press starts no earlier than this

function now() {
  return performance.now() - origin;
}

function buttonIndex(name) {
  return names.indexOf(name);
}

function press(i, ms = PRESS_MS) {
  const token = {};
  down[i].add(token);
  if (queue.length < QUEUE) queue.push({ button: i, token, ms });
  startAudio();
  return token;
}

function release(i, token) {
  down[i].delete(token);
}

function mask(at) {
  // the button levels at time `at` of the box's clock (called with a clock that never goes back)
  for (let i = 0; i < names.length; i++) {
    const p = current[i];
    if (p !== null && !down[i].has(p.token) && at >= p.until) {
      current[i] = null;
      gapUntil[i] = at + GAP_MS;
    }
  }
  while (queue.length > 0) {
    const next = queue[0];
    if (current[next.button] !== null || at < gapUntil[next.button] || at < nextStart) break;
    queue.shift();
    current[next.button] = { token: next.token, until: at + next.ms };
    nextStart = at + PRESS_MS + GAP_MS;
  }
  let m = 0;
  for (let i = 0; i < names.length; i++) if (current[i] !== null) m |= 1 << i;
  return m;
}

function letGo() {
  // every button up at once (a new box, or the clock moved)
  for (let i = 0; i < names.length; i++) {
    down[i].clear();
    current[i] = null;
    gapUntil[i] = 0;
  }
  queue.length = 0;
  nextStart = 0;
  keysDown.clear();
}

// ---- the OLED ----------------------------------------------------------------------------------------------

function litColour(contrast) {
  // host_sim/window.py's lit_colour: an OLED-ish white-blue, dimmer at a low contrast (never invisible)
  const level = 90 + Math.floor((165 * contrast) / 255);
  return [Math.floor((level * 200) / 255), Math.floor((level * 230) / 255), level];
}

function draw(glass) {
  // glass: two hex digits of contrast, then the 1024 MONO_VLSB bytes (byte page*128 + x, bit 0 on top)
  const lit = litColour(parseInt(glass.slice(0, 2), 16));
  const px = image.data;
  for (let i = 0; i < 1024; i++) {
    const byte = parseInt(glass.substr(2 + 2 * i, 2), 16);
    const x = i & 127;
    const top = (i >> 7) * 8;
    for (let bit = 0; bit < 8; bit++) {
      const o = ((top + bit) * 128 + x) * 4;
      if ((byte >> bit) & 1) {
        px[o] = lit[0];
        px[o + 1] = lit[1];
        px[o + 2] = lit[2];
        px[o + 3] = 255;
      } else {
        px[o + 3] = 0; // the glass shows through: box.css paints it DARK
      }
    }
  }
  context.putImageData(image, 0, 0);
}

let drawn = 0; // frames drawn on the canvas since the page started (tools/bench_web.py counts them)

function drawIfChanged() {
  if (!box.changed()) return false;
  draw(box.glass());
  drawn++;
  return true;
}

// ---- the buzzer --------------------------------------------------------------------------------------------

let audio = null;

function startAudio() {
  // a browser lets a page make sound only after a press
  if (audio === null && window.AudioContext) audio = new AudioContext();
}

const sound = {
  beep(freq, ms) {
    if (audio === null) return;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = "square";
    oscillator.frequency.value = freq;
    gain.gain.value = 0.04;
    oscillator.connect(gain).connect(audio.destination);
    const t = audio.currentTime;
    oscillator.start(t);
    oscillator.stop(t + ms / 1000);
  },
};

// ---- the loop ----------------------------------------------------------------------------------------------

function frame() {
  requestAnimationFrame(frame);
  if (!running) return;
  let target = now();
  if (target - clock > CATCH_UP_MS) {
    // further behind (a slow step, a busy machine): the box's clock falls back rather than skip ahead as the
    // device's does, so a press still lasts its steps and none is lost
    target = clock + CATCH_UP_MS;
    origin = performance.now() - target;
  }
  while (clock <= target) {
    shownMask = mask(clock);
    box.step(shownMask, clock);
    clock += TICK_MS;
  }
  drawIfChanged();
  for (const b of document.querySelectorAll("button[data-button]")) {
    b.classList.toggle("held", ((shownMask >> buttonIndex(b.dataset.button)) & 1) === 1);
  }
}

function restartClock(at) {
  // the box's clock carries on from `at` (ms) now
  clock = at;
  origin = performance.now() - at;
  letGo();
}

// ---- input -------------------------------------------------------------------------------------------------

const keysDown = new Map(); // key -> [button, token] of each key held now

function onKeyDown(e) {
  if (e.ctrlKey || e.metaKey || e.altKey || !running) return;
  if (LONG_B_KEYS.has(e.key)) {
    if (!e.repeat) {
      const b = buttonIndex("B");
      release(b, press(b, box.long_ms() + LONG_EXTRA_MS));
    }
  } else if (e.key in KEYS) {
    if (!e.repeat && !keysDown.has(e.key)) {
      const b = buttonIndex(KEYS[e.key]);
      keysDown.set(e.key, [b, press(b)]); // held: the box repeats it itself
    }
  } else {
    return;
  }
  e.preventDefault();
}

function onKeyUp(e) {
  const held = keysDown.get(e.key);
  if (held !== undefined) {
    release(held[0], held[1]);
    keysDown.delete(e.key);
  }
}

function letGoOfKeys() {
  // a key released while the page had no focus sends no keyup
  for (const [b, token] of keysDown.values()) release(b, token);
  keysDown.clear();
}

function wireButtons() {
  for (const b of document.querySelectorAll("button[data-button]")) {
    const i = buttonIndex(b.dataset.button);
    const pointers = new Map(); // pointer id -> its press
    b.addEventListener("pointerdown", (e) => {
      e.preventDefault();
      b.setPointerCapture(e.pointerId);
      pointers.set(e.pointerId, press(i));
    });
    const up = (e) => {
      if (pointers.has(e.pointerId)) release(i, pointers.get(e.pointerId));
      pointers.delete(e.pointerId);
    };
    b.addEventListener("pointerup", up);
    b.addEventListener("pointercancel", up);
    b.addEventListener("contextmenu", (e) => e.preventDefault()); // a long touch is a held button, no menu
  }
  window.addEventListener("keydown", onKeyDown);
  window.addEventListener("keyup", onKeyUp);
  window.addEventListener("blur", letGoOfKeys);
  document.addEventListener("visibilitychange", () => {
    // hidden: the box sleeps, as after the sleep setting's minutes (the open app saves); shown: it wakes
    if (!running) return;
    if (document.hidden) {
      box.sleep();
    } else {
      restartClock(Math.floor(now()));
      box.wake(clock);
    }
    drawIfChanged();
  });
}

// ---- the page ----------------------------------------------------------------------------------------------

function wireScale() {
  const select = document.getElementById("scale");
  const screen = document.querySelector(".screen");
  const fits = Math.max(2, Math.min(6, Math.floor((window.innerWidth - 80) / 128)));
  const chosen = Number(localStorage.getItem(SCALE_KEY)) || fits;
  for (let s = 2; s <= 8; s++) select.add(new Option(s + "×", s, false, s === chosen));
  const apply = () => {
    const s = Number(select.value);
    document.documentElement.style.setProperty("--px", s + "px");
    screen.classList.toggle("grid", s >= 3);
  };
  select.addEventListener("change", () => {
    localStorage.setItem(SCALE_KEY, select.value);
    apply();
  });
  apply();
}

function wireReset() {
  document.getElementById("reset").addEventListener("click", (e) => {
    e.preventDefault();
    if (!confirm("Reset the box? Every game and setting saved in this browser is forgotten.")) return;
    running = false; // nothing saves between here and the reload
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(SAVES_PREFIX)) localStorage.removeItem(key);
    }
    location.reload();
  });
}

async function loadBox() {
  const mp = await loadMicroPython({
    stdout: (line) => console.log(line),
    stderr: (line) => console.error(line),
  });
  const lib = await (await fetch("lib.json")).json();
  for (const [path, data] of Object.entries(lib.files)) {
    mp.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    mp.FS.writeFile(path, Uint8Array.from(atob(data), (c) => c.charCodeAt(0)));
  }
  return mp.pyimport("web_box");
}

function pageSeed() {
  const given = new URLSearchParams(location.search).get("seed");
  if (given !== null && /^\d+$/.test(given)) return Number(given) >>> 0;
  return crypto.getRandomValues(new Uint32Array(1))[0];
}

function runScript(script, seed) {
  // tools/headless.py in the page: a fresh box on throwaway saves, the script on the fake 10 ms clock; the box
  // then waits (the canvas keeps the script's last frame) until resume()
  running = false;
  restartClock(box.run_script(script, seed, sound));
  drawIfChanged();
  return box.glass().slice(2);
}

function resume() {
  restartClock(clock);
  running = true;
}

function bench(boxMs) {
  // step the box flat out for boxMs of its clock, drawing each new frame; then it waits, as after runScript
  running = false;
  const start = performance.now();
  let frames = 0;
  const end = clock + boxMs;
  for (; clock < end; clock += TICK_MS) {
    box.step(0, clock);
    if (drawIfChanged()) frames++;
  }
  const pageMs = performance.now() - start;
  return { frames, pageMs, boxMs };
}

async function main() {
  if ("serviceWorker" in navigator) {
    navigator.serviceWorker.register("sw.js").catch((e) => console.warn("offline copy not made:", e));
  }
  wireScale();
  wireReset();
  box = await loadBox();
  names = box.BUTTON_NAMES.split(" ");
  for (let i = 0; i < names.length; i++) {
    down.push(new Set());
    current.push(null);
    gapUntil.push(0);
  }
  wireButtons();
  const seed = pageSeed();
  box.boot(seed, sound);
  restartClock(0);
  running = true;
  status.textContent = "";
  window.yagaBox = { seed, runScript, resume, bench, glass: () => box.glass().slice(2), drawn: () => drawn,
    clock: () => clock };
  requestAnimationFrame(frame);
}

main().catch((e) => {
  status.textContent = "The box did not start: " + e.message;
  status.classList.add("error");
  throw e;
});
