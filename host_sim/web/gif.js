// An animated GIF of the box's glass: two colours (dark, lit), each frame a whole picture, LZW-coded as the
// GIF89a format has it (the code width grows from 3 to 12 bits; a clear code restarts a full dictionary).

const MIN_CODE_SIZE = 2; // the least a GIF allows, enough for two colours
const CLEAR = 1 << MIN_CODE_SIZE;
const END = CLEAR + 1;
const MAX_CODE = 4095; // 12-bit codes

class Bytes {
  constructor() {
    this.chunks = [];
    this.buf = new Uint8Array(65536);
    this.n = 0;
  }

  byte(b) {
    if (this.n === this.buf.length) {
      this.chunks.push(this.buf);
      this.buf = new Uint8Array(65536);
      this.n = 0;
    }
    this.buf[this.n++] = b;
  }

  word(w) {
    this.byte(w & 255);
    this.byte(w >> 8);
  }

  bytes(list) {
    for (const b of list) this.byte(b);
  }

  blob() {
    return new Blob([...this.chunks, this.buf.subarray(0, this.n)], { type: "image/gif" });
  }
}

function lzw(out, pixels) {
  // pixels: a Uint8Array of 0s and 1s; written as sub-blocks of at most 255 bytes
  const block = new Uint8Array(255);
  let fill = 0;
  let acc = 0;
  let bits = 0;
  const emit = (code, size) => {
    acc |= code << bits;
    bits += size;
    while (bits >= 8) {
      block[fill++] = acc & 255;
      acc >>>= 8;
      bits -= 8;
      if (fill === 255) {
        out.byte(255);
        out.bytes(block);
        fill = 0;
      }
    }
  };
  const table = new Int16Array((MAX_CODE + 1) * 2); // (prefix code, pixel) -> code, -1 where none yet
  let size = MIN_CODE_SIZE + 1;
  let next = END + 1;
  table.fill(-1);
  emit(CLEAR, size);
  let prefix = pixels[0];
  for (let i = 1; i < pixels.length; i++) {
    const key = prefix * 2 + pixels[i];
    const code = table[key];
    if (code >= 0) {
      prefix = code;
      continue;
    }
    emit(prefix, size);
    if (next <= MAX_CODE) {
      table[key] = next++;
      if (next > 1 << size && size < 12) size++; // the decoder widens one code later than it adds
    } else {
      emit(CLEAR, size);
      table.fill(-1);
      size = MIN_CODE_SIZE + 1;
      next = END + 1;
    }
    prefix = pixels[i];
  }
  emit(prefix, size);
  emit(END, size);
  if (bits > 0) block[fill++] = acc & 255;
  if (fill > 0) {
    out.byte(fill);
    out.bytes(block.subarray(0, fill));
  }
  out.byte(0);
}

// frames: [{pixels: Uint8Array of width*height 0/1, ms}], shown in turn and looped; colours [[r,g,b] dark, lit]
export function encodeGif(width, height, frames, colours) {
  const out = new Bytes();
  out.bytes([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]); // GIF89a
  out.word(width);
  out.word(height);
  out.bytes([0x80, 0, 0]); // a global colour table of two entries
  for (const c of colours) out.bytes(c);
  out.bytes([0x21, 0xff, 0x0b, ...new TextEncoder().encode("NETSCAPE2.0"), 3, 1, 0, 0, 0]); // loop for ever
  for (const f of frames) {
    out.bytes([0x21, 0xf9, 4, 0]);
    out.word(Math.max(2, Math.round(f.ms / 10))); // centiseconds; browsers show less than 2 as 10
    out.bytes([0, 0]);
    out.byte(0x2c);
    out.word(0);
    out.word(0);
    out.word(width);
    out.word(height);
    out.byte(0);
    out.byte(MIN_CODE_SIZE);
    lzw(out, f.pixels);
  }
  out.byte(0x3b);
  return out.blob();
}
