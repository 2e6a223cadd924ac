// The box in a web page. MicroPython's WebAssembly port runs the box's own lib/yaga (lib.pack, written by
// build.py) through web_box.py; this module is the hardware around it: the clock that steps the Shell every
// 10 ms, the buttons (keys, clicks and taps, several at once), the OLED (a canvas at a whole scale) and the
// buzzer (Web Audio), the link cable (a BroadcastChannel to the box in another tab); and the page around the box:
// its tools (a screenshot, a GIF of the last seconds, a link that replays the game), How to play, the one tab
// that owns a box's saves, the second box, the AI tables fetched when needed.
//
// For tests and benchmarks the page exposes window.yagaBox: runScript(script, seed) plays a key script on a
// fresh box (as tools/headless.py does), returns the glass's 1024 bytes in hex and waits; bench(ms) steps the
// box flat out for ms of its clock and returns what it drew, then waits (bench(0): it just waits); resume() lets
// it run on its clock; glass(), drawn(), clock(), owner(), replaying(), tables(), cable() and firstFrameMs()
// read the page's state. ?seed=N seeds the box's entropy as the simulator's --seed does
// (otherwise a random seed); ?seed=N&keys=SCRIPT&saves=... replays a shared game on throwaway saves; ?box=2 is
// the second box.
import { loadMicroPython } from "./micropython.mjs";
import { encodeGif } from "./gif.js";

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
const SAVES_PREFIX = "yaga/"; // web_box.PREFIX: the saves' keys in localStorage (a replay's, the first box's)
const SCALE_KEY = "page/scale"; // the chosen scale (not a save: "reset box" keeps it)
const MAX_SCALE = 8; // device pixels a box pixel at most (a desktop's whole screen is no better to look at)
const SHOT_SCALE = 4; // the screenshot: the simulator's --png --scale 4
const GIF_SCALE = 2;
const GIF_MS = 10000; // the GIF: this much of the box's clock, up to now
const SCRIPT_PRESS_MS = 100; // yaga.keyscript PRESS_MS + GAP_MS: what one press of a key script takes ...
const SCRIPT_GAP_MS = 100;
const SCRIPT_MAX_WAIT_MS = 3600000; // ... and its longest WAIT (a longer wait is several)
const REPEAT_DELAY_MS = 400; // yaga.buttons: a held D-pad button repeats after this, then every REPEAT_MS
const REPEAT_MS = 120;
const DPAD = new Set(["UP", "DOWN", "LEFT", "RIGHT"]);
// the two boxes a browser has: each its saves' keys in localStorage and the Web Lock one tab holds while its box
// plays on them; ?box=2 is the second
const BOXES = [
  { prefix: SAVES_PREFIX, lock: "yaga/saves" },
  { prefix: "yaga2/", lock: "yaga2/saves" },
];
const CHANNEL = "yaga/tabs"; // where a tab asks the owner of a box to save and let go
const CABLE = "yaga/link"; // the link cable: a BroadcastChannel that carries each box's writes to the other tab
const CABLE_BUSY_MS = 1000; // a box that wrote to the cable this recently is linking (yaga.link keeps it alive)
const HIDDEN_STEP_MS = 100; // how often a hidden tab's linked box steps (or less: the browser slows timers down)
const HAND_OVER_MS = 1500; // an owner that does not answer by then (frozen) loses the lock all the same
const TABLES_POLL_MS = 300; // how often the page asks which AI tables the open app will read
const LOAD_BYTES = Number("@LOAD_BYTES@"); // build.py: the bytes of micropython.pack and lib.pack, for the bar

const canvas = document.getElementById("glass");
const context = canvas.getContext("2d");
const image = context.createImageData(128, 64);
const status = document.getElementById("status");
const progress = document.getElementById("progress");
const takeover = document.getElementById("takeover");
const second = document.getElementById("second");

let mp = null; // the port
let box = null; // the web_box module
let names = []; // button i's name
let origin = 0; // performance.now() when the box's clock read 0
let clock = 0; // the box's clock (ms) at its next step
let running = false;
let sleeping = false; // the box sleeps: the page is hidden (and the box not linked) or going
let here = BOXES[0]; // the box this tab is
let shownMask = 0; // the buttons held at the last step (drawn as pressed)
let seed = 0;
let firstFrameMs = null; // performance.now() (from the navigation) when the box's first frame was drawn

function say(text, error = false) {
  status.textContent = text;
  status.classList.toggle("error", error);
}

// Each press (a key, a pointer, the L key) is a token: its button is held while the token is down, and at least
// `ms` from when the press starts. Presses start in the order they came, each PRESS_MS + GAP_MS after the one
// before and once its button is up: keys typed quicker than that (two taps of a button, "up up A") reach the box
// one after another, as typed; a button held longer than that and another pressed meanwhile are a chord.
const down = []; // per button: the tokens still down
const current = []; // per button: the press being played, {token, until, start}, or null
const gapUntil = []; // per button: up until this time of the box's clock
const queue = []; // presses waiting to start, in order: {button, token, ms}
let nextStart = 0; // the next press starts no earlier than this
const played = []; // the presses played since the box started, {button, start, end}, for a shared link

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
      played.push({ button: i, start: p.start, end: at });
      current[i] = null;
      gapUntil[i] = at + GAP_MS;
    }
  }
  while (queue.length > 0) {
    const next = queue[0];
    if (current[next.button] !== null || at < gapUntil[next.button] || at < nextStart) break;
    queue.shift();
    current[next.button] = { token: next.token, until: at + next.ms, start: at };
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

function pixels(hex) {
  // the glass's 1024 MONO_VLSB bytes (byte page*128 + x, bit 0 on top) in hex: 128*64 values, 1 = lit
  const out = new Uint8Array(128 * 64);
  for (let i = 0; i < 1024; i++) {
    const byte = parseInt(hex.substr(2 * i, 2), 16);
    const x = i & 127;
    const top = (i >> 7) * 8;
    for (let bit = 0; bit < 8; bit++) out[(top + bit) * 128 + x] = (byte >> bit) & 1;
  }
  return out;
}

function draw(glass) {
  // glass: two hex digits of contrast, then the frame
  const lit = litColour(parseInt(glass.slice(0, 2), 16));
  const on = pixels(glass.slice(2));
  const px = image.data;
  for (let p = 0; p < on.length; p++) {
    const o = p * 4;
    if (on[p]) {
      px[o] = lit[0];
      px[o + 1] = lit[1];
      px[o + 2] = lit[2];
      px[o + 3] = 255;
    } else {
      px[o + 3] = 0; // the glass shows through: box.css paints it DARK
    }
  }
  context.putImageData(image, 0, 0);
}

let drawn = 0; // frames drawn on the canvas since the page started (tools/bench_web.py counts them)
const recent = []; // the frames of the last GIF_MS: {at (the box's clock), frame (hex)}

function drawIfChanged() {
  if (!box.changed()) return false;
  const glass = box.glass();
  draw(glass);
  drawn++;
  if (firstFrameMs === null) firstFrameMs = performance.now();
  recent.push({ at: clock, frame: glass.slice(2) });
  while (recent.length > 1 && recent[1].at <= clock - GIF_MS) recent.shift();
  return true;
}

function fitScale() {
  // the largest whole number of device pixels a box pixel that fits the stage (at least one), as chosen
  const stage = document.querySelector(".stage").getBoundingClientRect();
  const ratio = window.devicePixelRatio || 1;
  const bezel = 2 * 8; // box.css .screen padding
  const fits = Math.floor(Math.min(((stage.width - bezel) * ratio) / 128, ((stage.height - bezel) * ratio) / 64));
  const chosen = Number(document.getElementById("scale").value) || MAX_SCALE;
  return Math.max(1, Math.min(fits, chosen, MAX_SCALE));
}

function applyScale() {
  const ratio = window.devicePixelRatio || 1;
  const devicePx = fitScale();
  document.documentElement.style.setProperty("--px", devicePx / ratio + "px");
  document.querySelector(".screen").classList.toggle("grid", devicePx >= 3 * ratio);
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

function advance() {
  // the box's steps up to now
  let target = now();
  if (target - clock > CATCH_UP_MS) {
    // further behind (a slow step, a busy machine, a hidden tab): the box's clock falls back rather than skip
    // ahead as the device's does, so a press still lasts its steps and none is lost, and the link never sees
    // the other box silent for longer than the page was
    target = clock + CATCH_UP_MS;
    origin = performance.now() - target;
  }
  while (clock <= target) {
    shownMask = mask(clock);
    box.step(shownMask, clock);
    clock += TICK_MS;
  }
}

function frame() {
  requestAnimationFrame(frame);
  if (!running || sleeping) return;
  advance();
  drawIfChanged();
  for (const b of document.querySelectorAll("button[data-button]")) {
    b.classList.toggle("held", ((shownMask >> buttonIndex(b.dataset.button)) & 1) === 1);
  }
}

function sleep() {
  // the box sleeps (the open app saves, the display goes off), as the device's sleep
  box.sleep();
  sleeping = true;
  drawIfChanged();
}

function hiddenStep() {
  // a hidden tab gets no animation frames: a linked box steps here until its cable falls quiet, then sleeps
  if (!running || sleeping || !document.hidden) return;
  if (cableBusy()) advance();
  else sleep();
}

function restartClock(at) {
  // the box's clock carries on from `at` (ms) now
  clock = at;
  origin = performance.now() - at;
  letGo();
}

// ---- input -------------------------------------------------------------------------------------------------

const keysDown = new Map(); // key -> [button, token] of each key held now

function forThePage(e) {
  // a key on a page control (the scale list, a tool, a link) or in an open panel is that control's, not the box's
  if (document.querySelector("dialog[open]")) return true;
  const t = e.target;
  return t instanceof Element && t.closest("select, input, textarea, a[href], button:not([data-button])") !== null;
}

function onKeyDown(e) {
  if (e.ctrlKey || e.metaKey || e.altKey || !running || forThePage(e)) return;
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
    const pointers = new Map(); // pointer id -> its press: each finger its own, so a chord is two fingers
    b.addEventListener("pointerdown", (e) => {
      e.preventDefault();
      if (!running) return;
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
  // no page scroll, pinch or double-tap zoom while playing: only the How to play panel scrolls
  const surface = document.querySelector("main.box");
  for (const type of ["touchstart", "touchmove", "dblclick", "gesturestart"]) {
    surface.addEventListener(type, (e) => e.preventDefault(), { passive: false });
  }
  window.addEventListener("keydown", onKeyDown);
  window.addEventListener("keyup", onKeyUp);
  window.addEventListener("blur", letGoOfKeys);
  document.addEventListener("visibilitychange", () => {
    // hidden: the box sleeps (the open app saves), as the device's sleep, unless it is linked to the other box
    // (it plays on in the background, hiddenStep); shown: it wakes
    if (!running) return;
    if (document.hidden) {
      if (!cableBusy()) sleep();
    } else if (sleeping) {
      sleeping = false;
      restartClock(Math.floor(now()));
      box.wake(clock);
      drawIfChanged();
    }
  });
  window.addEventListener("pagehide", () => {
    // the tab closes or goes elsewhere: a box still awake (linked, in the background) saves as it sleeps
    if (running && !sleeping) sleep();
  });
}

// ---- the page's tools ---------------------------------------------------------------------------------------

function scaled(frame, scale, dark, lit) {
  // the frame as RGBA at a whole scale
  const on = pixels(frame);
  const w = 128 * scale;
  const out = new ImageData(w, 64 * scale);
  for (let y = 0; y < 64 * scale; y++) {
    for (let x = 0; x < w; x++) {
      const c = on[Math.floor(y / scale) * 128 + Math.floor(x / scale)] ? lit : dark;
      const o = (y * w + x) * 4;
      out.data[o] = c[0];
      out.data[o + 1] = c[1];
      out.data[o + 2] = c[2];
      out.data[o + 3] = 255;
    }
  }
  return out;
}

function screenshot() {
  // the glass as the simulator's --png --scale 4 draws it: lit white, dark black (host_sim/images.py)
  const picture = document.createElement("canvas");
  picture.width = 128 * SHOT_SCALE;
  picture.height = 64 * SHOT_SCALE;
  picture.getContext("2d").putImageData(scaled(box.glass().slice(2), SHOT_SCALE, [0, 0, 0], [255, 255, 255]), 0, 0);
  return new Promise((resolve) => picture.toBlob(resolve, "image/png"));
}

function gif() {
  // the frames of the last GIF_MS of the box's clock, each shown as long as it was
  const from = clock - GIF_MS;
  const frames = [];
  for (let k = 0; k < recent.length; k++) {
    const start = Math.max(recent[k].at, from);
    const end = k + 1 < recent.length ? recent[k + 1].at : clock;
    const big = new Uint8Array(128 * GIF_SCALE * 64 * GIF_SCALE);
    const on = pixels(recent[k].frame);
    for (let y = 0; y < 64 * GIF_SCALE; y++) {
      for (let x = 0; x < 128 * GIF_SCALE; x++) {
        big[y * 128 * GIF_SCALE + x] = on[Math.floor(y / GIF_SCALE) * 128 + Math.floor(x / GIF_SCALE)];
      }
    }
    frames.push({ pixels: big, ms: Math.max(end - start, TICK_MS) });
  }
  return encodeGif(128 * GIF_SCALE, 64 * GIF_SCALE, frames, [DARK, litColour(255)]);
}

function download(blob, name) {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10000);
}

async function base64(blob) {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

function keyScript() {
  // what was played since the box started, as a key script the player plays the same way: each press starts
  // when it did (a WAIT before it), a held B past the long-press time is LONG_B, a held D-pad button its presses
  const longMs = box.long_ms();
  const items = [];
  let at = SCRIPT_GAP_MS; // the player's idle start
  const presses = played.slice().sort((p, q) => p.start - q.start);
  for (const p of presses) {
    let wait = Math.floor((p.start - at) / TICK_MS) * TICK_MS;
    at += Math.max(wait, 0);
    for (; wait > 0; wait -= SCRIPT_MAX_WAIT_MS) items.push("WAIT" + Math.min(wait, SCRIPT_MAX_WAIT_MS));
    const name = names[p.button];
    const held = p.end - p.start;
    if (name === "B" && held >= longMs) {
      items.push("LONG_B");
      at += longMs + SCRIPT_PRESS_MS + SCRIPT_GAP_MS;
    } else {
      const repeating = DPAD.has(name) && held >= REPEAT_DELAY_MS;
      const repeats = repeating ? 1 + Math.floor((held - REPEAT_DELAY_MS) / REPEAT_MS) : 0;
      const times = 1 + repeats;
      items.push(times > 1 ? name + "*" + times : name);
      at += times * (SCRIPT_PRESS_MS + SCRIPT_GAP_MS);
    }
  }
  const tail = Math.floor((clock - at) / TICK_MS) * TICK_MS;
  if (tail > 0) items.push("WAIT" + Math.min(tail, SCRIPT_MAX_WAIT_MS));
  return items.join(",");
}

async function packed(text) {
  // text deflated, in base64url: the saves a shared link starts from, short enough for a URL
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  return (await base64(await new Response(stream).blob())).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

async function unpacked(text) {
  const bytes = Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
  return new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"))).text();
}

let startSaves = "{}"; // the saves (localStorage's yaga/ items, JSON) as the box started: a replay starts there
let replayLink = null; // the link this page replays, when it does

async function shareLink() {
  if (replayLink !== null) return replayLink;
  const url = new URL(location.pathname, location.href);
  url.searchParams.set("seed", String(seed));
  url.searchParams.set("keys", keyScript());
  url.searchParams.set("saves", await packed(startSaves));
  return url.href;
}

function wireTools() {
  const tool = (id, action) => {
    const button = document.getElementById(id);
    button.addEventListener("click", (e) => {
      if (e.detail > 0) button.blur(); // clicked or tapped: the keys go back to the box (Enter on it stays)
      if (box !== null) action();
    });
  };
  tool("shot", async () => download(await screenshot(), "baba-yaga-box.png"));
  tool("record", () => download(gif(), "baba-yaga-box.gif"));
  tool("share", async () => {
    const link = await shareLink();
    try {
      if (navigator.share && navigator.canShare && navigator.canShare({ url: link })) {
        await navigator.share({ title: "Baba Yaga Box", url: link });
      } else if (navigator.clipboard) {
        await navigator.clipboard.writeText(link);
        say("The link is copied: it replays this game for whoever opens it.");
      } else {
        prompt("The link that replays this game:", link); // a page not served securely has no clipboard
      }
    } catch (e) {
      say("Could not share the link: " + e.message, true);
    }
  });
  const help = document.getElementById("help");
  document.getElementById("help-open").addEventListener("click", () => {
    letGoOfKeys();
    help.showModal();
  });
  document.getElementById("reset").addEventListener("click", () => {
    if (!confirm("Reset the box? Every game and setting it saved in this browser is forgotten.")) return;
    running = false; // nothing saves between here and the reload
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(here.prefix)) localStorage.removeItem(key); // this box's: the other box's are its own
    }
    location.reload();
  });
  const select = document.getElementById("scale");
  const chosen = localStorage.getItem(SCALE_KEY) || "";
  select.add(new Option("as large as fits", "", false, chosen === ""));
  for (let s = 1; s <= MAX_SCALE; s++) select.add(new Option(s + "× at most", s, false, String(s) === chosen));
  select.addEventListener("change", () => {
    localStorage.setItem(SCALE_KEY, select.value);
    applyScale();
  });
  new ResizeObserver(applyScale).observe(document.querySelector(".stage"));
  applyScale();
}

// ---- loading -----------------------------------------------------------------------------------------------

let loaded = 0; // bytes of the port and lib.pack received, for the bar

function showProgress(fraction) {
  progress.classList.toggle("loading", fraction < 1);
  progress.value = Math.min(1, fraction);
}

async function fetchBytes(url, onBytes) {
  // the whole body, counting its bytes as they come
  const response = await fetch(url);
  if (!response.ok) throw new Error(url + ": " + response.status);
  const reader = response.body.getReader();
  const parts = [];
  let n = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    n += value.length;
    onBytes(value.length);
  }
  const out = new Uint8Array(n);
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

async function gunzip(bytes) {
  return new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip")))
    .arrayBuffer());
}

function counted(n) {
  loaded += n;
  if (LOAD_BYTES > 0) showProgress(loaded / LOAD_BYTES);
}

// The Goat and Wolf AI's tables: files in the port's file system that fill themselves. The page fetches one
// while its hard level is being set up (tables_wanted); a read before it has come fetches it at once.
const tables = new Map(); // name -> {node, url, state: "waiting" | "fetching" | "here"}

function fill(table, bytes) {
  // the file's bytes are here: reads take them from now on
  table.node.contents = bytes;
  table.node.usedBytes = bytes.length;
  table.state = "here";
}

function fetchNow(table) {
  // synchronous (a read cannot wait): the same file, as it is, through the offline copy when there is one
  const xhr = new XMLHttpRequest();
  xhr.open("GET", table.url + ".bin", false);
  xhr.overrideMimeType("text/plain; charset=x-user-defined");
  xhr.send();
  if (xhr.status !== 200) throw new mp.FS.ErrnoError(29); // EIO: the app says it could not read it
  const text = xhr.responseText;
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 255;
  fill(table, bytes);
}

function lazyFile(path, name, size, packed) {
  const folder = path.slice(0, path.lastIndexOf("/"));
  mp.FS.mkdirTree(folder);
  const node = mp.FS.createFile(folder, path.slice(folder.length + 1), {}, true, false);
  node.usedBytes = size; // its size shows before its bytes come
  const table = { node, url: "tables/" + name, packed, state: "waiting" };
  const ops = {};
  for (const [key, op] of Object.entries(node.stream_ops)) {
    ops[key] = (...args) => {
      if (table.state !== "here") fetchNow(table);
      return op(...args);
    };
  }
  node.stream_ops = ops;
  tables.set(path.slice(folder.length + 1), table);
}

async function fetchTable(table) {
  table.state = "fetching";
  let got = 0;
  try {
    const bytes = await gunzip(await fetchBytes(table.url + ".pack", (n) => {
      got += n;
      if (table.state === "fetching") {
        showProgress(got / table.packed);
        say("Fetching Goat and Wolf's hard AI…");
      }
    }));
    if (table.state !== "here") fill(table, bytes);
  } catch (e) {
    if (table.state === "fetching") table.state = "waiting"; // read at once when needed
  }
  showProgress(1);
  if (status.textContent.startsWith("Fetching")) say("");
}

function watchTables() {
  setInterval(() => {
    if (!running) return;
    for (const name of box.tables_wanted().split(" ")) {
      const table = tables.get(name);
      if (table !== undefined && table.state === "waiting") fetchTable(table);
    }
  }, TABLES_POLL_MS);
}

async function loadBox() {
  const wasm = fetchBytes("micropython.pack", counted).then(gunzip);
  const pack = fetchBytes("lib.pack", counted).then(gunzip);
  const url = URL.createObjectURL(new Blob([await wasm], { type: "application/wasm" }));
  mp = await loadMicroPython({
    url,
    stdout: (line) => console.log(line),
    stderr: (line) => console.error(line),
  });
  const bundle = await pack;
  const head = new DataView(bundle.buffer).getUint32(0, true);
  const index = JSON.parse(new TextDecoder().decode(bundle.subarray(4, 4 + head)));
  let o = 4 + head;
  for (const [path, size] of index.files) {
    mp.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    mp.FS.writeFile(path, bundle.subarray(o, o + size));
    o += size;
  }
  for (const [path, size, name, packed] of index.lazy) lazyFile(path, name, size, packed);
  showProgress(1);
  return mp.pyimport("web_box");
}

// ---- the link cable ------------------------------------------------------------------------------------------
// Every box the page runs has a cable, as a box with the jack: the page's BroadcastChannel CABLE, which reaches
// the other tabs of the page (the same origin) and nothing else. What the box writes (yaga.link's frames) goes
// out as hex, a message a write; what comes is handed to the box (web_box.cable_take), which takes one write's
// hex and refuses anything else; yaga.link refuses bytes that are no frame of the other box's. A tab that closes
// is an unplugged cable: the other box says "Link lost" and resumes when it is back.

const cable = "BroadcastChannel" in window ? new BroadcastChannel(CABLE) : null;
let cableSentAt = -Infinity; // performance.now() when the box last wrote to the cable

function toCable(hex) {
  cable.postMessage(hex);
  cableSentAt = performance.now();
}

function cableBusy() {
  return performance.now() - cableSentAt < CABLE_BUSY_MS;
}

function wireCable() {
  if (cable === null) return;
  const most = 2 * box.CABLE_RX; // hex digits: no box writes more than its ring holds at once
  cable.onmessage = (e) => {
    if (!running || sleeping) return; // a box that is off hears nothing
    box.cable_take(typeof e.data === "string" && e.data.length <= most ? e.data : "");
    advance(); // answered now, even in a hidden tab
  };
  setInterval(hiddenStep, HIDDEN_STEP_MS);
}

// ---- one tab owns a box's saves ---------------------------------------------------------------------------------
// Two boxes on one localStorage would each overwrite the other's saves. A box plays in the tab holding its Web
// Lock; another tab says so and offers "Play here": the owner is asked to save and let go (its box sleeps, as
// when hidden), and the new owner starts on what it saved. It offers "Second box" too: the browser's other box,
// on saves of its own, linked to the first by the cable.

const channel = "BroadcastChannel" in window ? new BroadcastChannel(CHANNEL) : null;
let letGoOfSaves = null; // resolves the held lock's promise (the lock is then free)

function holdSaves(options) {
  // resolves true once this tab holds its box's lock (false: another tab does, with ifAvailable)
  return new Promise((resolve) => {
    navigator.locks.request(here.lock, options, (lock) => {
      if (lock === null) {
        resolve(false);
        return undefined;
      }
      resolve(true);
      return new Promise((done) => { letGoOfSaves = done; });
    }).catch(() => lostSaves()); // stolen: a frozen owner
  });
}

function lostSaves() {
  // taken by a tab this one did not answer in time: this box stops where it is, unsaved (the other tab plays on
  // what it last saved; a save now would land under that tab's feet)
  running = false;
  letGoOfSaves = null;
  waitForSaves();
}

function waitForSaves() {
  say(here === BOXES[0] ? "The box is open in another tab." : "The second box is open in another tab.");
  takeover.hidden = false;
  second.hidden = here !== BOXES[0];
}

function becomeSecondBox() {
  // this tab is the second box (its saves, its lock, its mark beside the title), and its address says so for a
  // reload
  here = BOXES[1];
  const url = new URL(location.href);
  url.searchParams.set("box", "2");
  history.replaceState(null, "", url.href);
  document.title = "Baba Yaga Box 2";
  document.getElementById("second-mark").hidden = false;
}

async function secondBox() {
  takeover.hidden = true;
  second.hidden = true;
  becomeSecondBox();
  if (await holdSaves({ ifAvailable: true })) play();
  else waitForSaves();
}

async function takeOver() {
  takeover.hidden = true;
  second.hidden = true;
  say("Taking the box over…");
  if (channel !== null) channel.postMessage("let go " + here.lock);
  const frozen = new Promise((resolve) => setTimeout(resolve, HAND_OVER_MS)).then(() => holdSaves({ steal: true }));
  await Promise.race([holdSaves({}), frozen]);
  play(); // a fresh box on the saves the other tab left
}

function wireTabs() {
  takeover.addEventListener("click", takeOver);
  second.addEventListener("click", secondBox);
  if (channel !== null) {
    channel.onmessage = (e) => {
      if (e.data === "let go " + here.lock && letGoOfSaves !== null) {
        const done = letGoOfSaves;
        letGoOfSaves = null;
        running = false;
        box.sleep(); // the open app saves before the other tab reads it
        drawIfChanged();
        done();
        waitForSaves();
      }
    };
  }
}

// ---- the page ----------------------------------------------------------------------------------------------

function pageSeed(given) {
  if (given !== null && /^\d+$/.test(given)) return Number(given) >>> 0;
  return crypto.getRandomValues(new Uint32Array(1))[0];
}

function savedItems() {
  // this box's saves, under the keys a replay reads (SAVES_PREFIX)
  const items = {};
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(here.prefix)) items[SAVES_PREFIX + key.slice(here.prefix.length)] = localStorage.getItem(key);
  }
  return JSON.stringify(items);
}

function runScript(script, s) {
  // tools/headless.py in the page: a fresh box on throwaway saves, the script on the fake 10 ms clock; the box
  // then waits (the canvas keeps the script's last frame) until resume()
  running = false;
  sleeping = false; // a fresh box
  restartClock(box.run_script(script, s, sound));
  recent.length = 0;
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

const RECORD_MARK = "#r="; // yaga.share: a box's QR code opens the page at <page>#r=<app>.<record>
const RECORD_TAKEN = "The game from the QR code is open. The one it replaced is kept as the previous save.";

function takeLinkRecord() {
  // the game a box's QR code carries, into this tab's saves before the box boots: null when the address has
  // none, "" when it is taken, else what is wrong with it. The fragment leaves the address: a reload keeps the game
  // as played since, not the link's.
  if (!location.hash.startsWith(RECORD_MARK)) return null;
  const fragment = location.hash.slice(1);
  history.replaceState(null, "", location.pathname + location.search);
  return box.open_record(fragment, here.prefix);
}

const SECOND_BOX = "The second box. To link it, choose \"Link: two boxes\" in a game's set-up on both boxes.";

function play() {
  // this tab owns the saves: a box on them, from its clock's 0
  const problem = takeLinkRecord();
  startSaves = savedItems();
  played.length = 0;
  recent.length = 0;
  takeover.hidden = true;
  second.hidden = true;
  sleeping = false;
  box.boot(seed, sound, here.prefix, cable === null ? null : toCable);
  if (problem === null) say(here === BOXES[0] ? "" : SECOND_BOX);
  else if (problem === "") say(RECORD_TAKEN);
  else say(problem, true);
  go();
}

let looping = false;

function go() {
  restartClock(0);
  running = true;
  if (looping) return;
  looping = true;
  watchTables();
  requestAnimationFrame(frame);
  if ("serviceWorker" in navigator) {
    // after the first frame: its copy of the site never competes with the page's own first load
    requestAnimationFrame(() => navigator.serviceWorker.register("sw.js")
      .catch((e) => console.warn("offline copy not made:", e)));
  }
}

async function start(params) {
  // the box on this browser's saves, or a shared game replayed on throwaway ones
  const keys = params.get("keys");
  if (keys !== null) {
    replayLink = location.href;
    box.replay(keys, seed, params.get("saves") ? await unpacked(params.get("saves")) : "{}", sound);
    say("A shared game, replayed: this browser's saves are not touched.");
    go();
  } else if (!navigator.locks || (await holdSaves({ ifAvailable: true }))) {
    play();
  } else {
    waitForSaves();
  }
}

async function main() {
  wireTools();
  // a QR code's link opened while the page shows: the page loads again (the box saves as it is hidden) to take it
  window.addEventListener("hashchange", () => {
    if (location.hash.startsWith(RECORD_MARK)) location.reload();
  });
  wireTabs();
  const params = new URLSearchParams(location.search);
  if (params.get("box") === "2") becomeSecondBox();
  seed = pageSeed(params.get("seed"));
  box = await loadBox();
  names = box.BUTTON_NAMES.split(" ");
  for (let i = 0; i < names.length; i++) {
    down.push(new Set());
    current.push(null);
    gapUntil.push(0);
  }
  wireButtons();
  wireCable();
  await start(params);
  window.yagaBox = { seed, runScript, resume, bench, glass: () => box.glass().slice(2), drawn: () => drawn,
    clock: () => clock, owner: () => letGoOfSaves !== null, replaying: () => box.replaying(),
    tables: () => Object.fromEntries([...tables].map(([n, t]) => [n, t.state])), firstFrameMs: () => firstFrameMs,
    cable: () => JSON.parse(box.cable_counts()) };
  // (set once the box runs, or waits for another tab)
}

main().catch((e) => {
  say("The box did not start: " + e.message, true);
  throw e;
});
