"""`make web`: the static site in build/web/ that runs the box in a browser.

    build/web/index.html, box.css, box.js   the page (copied from host_sim/web/), gif.js its GIF writer
    build/web/manifest.webmanifest, icon-*  what installs it ("Add to home screen": a full-screen box)
    build/web/sw.js                         its service worker: the site offline once loaded
    build/web/micropython.mjs, .pack        MicroPython's WebAssembly port (the npm package in node_modules), its
                                            .wasm gzip-compressed (light whatever the host compresses)
    build/web/lib.pack                      lib/ and web_box.py as .mpy, as the device gets them (tools/deploy.py),
                                            in one gzip-compressed bundle (BUNDLE below), fetched with the port
    build/web/tables/<name>.pack, .bin      the Goat and Wolf AI's tables, compressed (fetched while the hard
                                            level is set up) and as they are (read at once if needed sooner)

npm installs the port from host_sim/web/package-lock.json (the Makefile runs `npm ci` when the lock changes).
"""

import gzip
import hashlib
import json
import os
import shutil
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path[:0] = [os.path.join(ROOT, "tools"), ROOT, os.path.join(ROOT, "lib")]
import deploy  # noqa: E402

OUT = os.path.join(ROOT, "build", "web")
MPY = os.path.join(ROOT, "build", "web-mpy")  # compiled modules, kept between builds (only changed ones rebuilt)
PORT = os.path.join(HERE, "node_modules", "@micropython", "micropython-webassembly-pyscript")
PAGE = ("index.html", "box.css", "box.js", "gif.js")
PORT_FILES = ("micropython.mjs", "micropython.wasm")
WASM_PACK = "micropython.pack"  # the .wasm in the site, gzip-compressed
GLUE = "host_sim/web/web_box.py"
VERSION_MARK = "@BUILD@"  # in sw.js: the build's hash, so a new build replaces the offline copy
LOAD_MARK = "@LOAD_BYTES@"  # in box.js: the bytes its progress bar counts (micropython.pack and lib.pack)
TABLES = "tables"  # the folder of the site the AI tables are in
LAZY = (".bin",)  # lib's data files fetched when first needed, not with the page (the AI tables)
# BUNDLE, lib.pack once gunzipped: a little-endian u32 n, then n bytes of JSON {"files": [[path, size], ...],
# "lazy": [[path, size, name, packed size], ...]}, then the files' bytes in the order listed. A lazy file is
# not in the bundle: it is tables/<name>.pack (gzip) and tables/<name>.bin in the site.
ICONS = (192, 512)
CASE = (43, 38, 34)  # box.css --case
GLASS = (8, 10, 16)  # box.css --glass, host_sim/window.py DARK
INK = (200, 230, 255)  # host_sim/window.py lit_colour at full contrast


def lib_files():
    """[(path in the port's file system, path of its bytes)]: lib/ under /lib as deploy compiles it, the glue
    module beside it."""
    files = []
    for path in deploy.compile_files(deploy.lib_files() + [GLUE], MPY):
        rel = os.path.relpath(path, MPY).replace(os.sep, "/")
        files.append(("/" + rel if rel.startswith("lib/") else "/lib/" + os.path.basename(rel), path))
    return files


def bundle(files, out):
    """Write lib.pack and the lazy tables into out; returns the bundle's bytes (before compression)."""
    index = {"files": [], "lazy": []}
    data = []
    os.makedirs(os.path.join(out, TABLES), exist_ok=True)
    for target, path in files:
        with open(path, "rb") as f:
            body = f.read()
        if target.endswith(LAZY):
            name = os.path.basename(target)[: -len(".bin")]
            packed = gzip.compress(body, 9, mtime=0)
            index["lazy"].append([target, len(body), name, len(packed)])
            with open(os.path.join(out, TABLES, name + ".bin"), "wb") as f:
                f.write(body)
            with open(os.path.join(out, TABLES, name + ".pack"), "wb") as f:
                f.write(packed)
        else:
            index["files"].append([target, len(body)])
            data.append(body)
    head = json.dumps(index, sort_keys=True).encode()
    raw = struct.pack("<I", len(head)) + head + b"".join(data)
    with open(os.path.join(out, "lib.pack"), "wb") as f:
        f.write(gzip.compress(raw, 9, mtime=0))
    return raw


def menu_frame():
    """The box's main menu as host_sim draws it (1024 MONO_VLSB bytes), for the icons."""
    import tempfile

    from host_sim.session import Session

    with tempfile.TemporaryDirectory() as folder:
        session = Session(folder, 1)
        session.play([])
        return bytes(session.display.glass())


def icons(out):
    """icon-<size>.png: the box's case with its OLED showing the main menu, as the launcher shows it."""
    from PIL import Image, ImageDraw

    from host_sim import images

    frame = images.to_image(menu_frame())
    for size in ICONS:
        scale = size * 3 // 4 // 128  # the OLED across three quarters of the icon, at a whole scale
        icon = Image.new("RGB", (size, size), CASE)
        w, h = 128 * scale, 64 * scale
        x, y = (size - w) // 2, (size - h) // 2
        border = size // 24
        ImageDraw.Draw(icon).rounded_rectangle((x - border, y - border, x + w + border, y + h + border),
                                               radius=border, fill=GLASS)
        glass = Image.new("RGB", (w, h), GLASS)
        glass.paste(INK, mask=frame.resize((w, h), Image.NEAREST))
        icon.paste(glass, (x, y))
        icon.save(os.path.join(out, "icon-%d.png" % size), optimize=True)


def manifest(out):
    body = {
        "name": "Baba Yaga Box",
        "short_name": "Yaga Box",
        "description": "The Baba Yaga handheld's own MicroPython code: Goat and Wolf, cards, quest, Tatra, dice.",
        "start_url": "./",
        "scope": "./",
        "display": "fullscreen",
        "display_override": ["fullscreen", "standalone"],
        "orientation": "any",
        "background_color": "#15120f",
        "theme_color": "#2b2622",
        "icons": [{"src": "icon-%d.png" % s, "sizes": "%dx%d" % (s, s), "type": "image/png", "purpose": "any"}
                  for s in ICONS],
    }
    with open(os.path.join(out, "manifest.webmanifest"), "w") as f:
        json.dump(body, f, indent=1)


def port_installed():
    return all(os.path.exists(os.path.join(PORT, n)) for n in PORT_FILES)


def build(out=OUT):
    """Write the site into out; returns the list of its files (paths relative to out)."""
    if not port_installed():
        raise SystemExit("web: the WebAssembly port is not installed: run `npm ci` in host_sim/web (make web does)")
    shutil.rmtree(out, ignore_errors=True)  # no file of an older build lingers in the offline copy
    os.makedirs(out)
    shutil.copyfile(os.path.join(PORT, "micropython.mjs"), os.path.join(out, "micropython.mjs"))
    with open(os.path.join(PORT, "micropython.wasm"), "rb") as f:
        wasm = gzip.compress(f.read(), 9, mtime=0)
    with open(os.path.join(out, WASM_PACK), "wb") as f:
        f.write(wasm)
    raw = bundle(lib_files(), out)
    for name in PAGE:
        shutil.copyfile(os.path.join(HERE, name), os.path.join(out, name))
    load = sum(os.path.getsize(os.path.join(out, n)) for n in (WASM_PACK, "lib.pack"))
    with open(os.path.join(out, "box.js"), "r+") as f:
        page = f.read().replace(LOAD_MARK, str(load))
        f.seek(0)
        f.write(page)
        f.truncate()
    icons(out)
    manifest(out)
    site = sorted(os.path.relpath(os.path.join(d, n), out).replace(os.sep, "/")
                  for d, _, names in os.walk(out) for n in names)
    digest = hashlib.sha256(raw)
    for name in site:
        with open(os.path.join(out, name), "rb") as f:
            digest.update(f.read())
    with open(os.path.join(HERE, "sw.js")) as f:
        worker = f.read().replace(VERSION_MARK, digest.hexdigest()[:16])
    with open(os.path.join(out, "sw.js"), "w") as f:
        f.write(worker)
    return site + ["sw.js"]


def main():
    files = build()
    size = sum(os.path.getsize(os.path.join(OUT, n)) for n in files)
    print("web: %d files, %d KB in %s" % (len(files), size // 1024, os.path.relpath(OUT, ROOT)))
    print("web: serve it with `python -m http.server -d build/web` and open http://localhost:8000/")


if __name__ == "__main__":
    main()
