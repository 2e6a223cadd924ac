"""`make web`: the static site in build/web/ that runs the box in a browser.

    build/web/index.html, box.css, box.js   the page (copied from host_sim/web/)
    build/web/sw.js                         its service worker: the site offline once loaded
    build/web/micropython.mjs, .wasm        MicroPython's WebAssembly port (the npm package in node_modules)
    build/web/lib.json                      lib/ and web_box.py as .mpy, as the device gets them (tools/deploy.py),
                                            base64 in one file: one fetch, one entry in the offline cache

npm installs the port from host_sim/web/package-lock.json (the Makefile runs `npm ci` when the lock changes).
"""

import base64
import hashlib
import json
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import deploy  # noqa: E402

OUT = os.path.join(ROOT, "build", "web")
MPY = os.path.join(ROOT, "build", "web-mpy")  # compiled modules, kept between builds (only changed ones rebuilt)
PORT = os.path.join(HERE, "node_modules", "@micropython", "micropython-webassembly-pyscript")
PAGE = ("index.html", "box.css", "box.js")
PORT_FILES = ("micropython.mjs", "micropython.wasm")
GLUE = "host_sim/web/web_box.py"
VERSION_MARK = "@BUILD@"  # in sw.js: the build's hash, so a new build replaces the offline copy


def lib_bundle():
    """{path in the port's file system: base64 bytes}: lib/ under /lib as deploy compiles it, the glue
    module beside it."""
    files = {}
    for path in deploy.compile_files(deploy.lib_files() + [GLUE], MPY):
        rel = os.path.relpath(path, MPY).replace(os.sep, "/")
        if rel.startswith("lib/"):
            target = "/" + rel
        else:
            target = "/lib/" + os.path.basename(rel)
        with open(path, "rb") as f:
            files[target] = base64.b64encode(f.read()).decode()
    return files


def port_installed():
    return all(os.path.exists(os.path.join(PORT, n)) for n in PORT_FILES)


def build(out=OUT):
    """Write the site into out; returns the list of its files."""
    if not port_installed():
        raise SystemExit("web: the WebAssembly port is not installed: run `npm ci` in host_sim/web (make web does)")
    os.makedirs(out, exist_ok=True)
    for name in PORT_FILES:
        shutil.copyfile(os.path.join(PORT, name), os.path.join(out, name))
    for name in PAGE:
        shutil.copyfile(os.path.join(HERE, name), os.path.join(out, name))
    bundle = json.dumps({"files": lib_bundle()}, sort_keys=True).encode()
    with open(os.path.join(out, "lib.json"), "wb") as f:
        f.write(bundle)
    digest = hashlib.sha256(bundle)
    for name in PAGE + PORT_FILES:
        with open(os.path.join(out, name), "rb") as f:
            digest.update(f.read())
    with open(os.path.join(HERE, "sw.js")) as f:
        worker = f.read().replace(VERSION_MARK, digest.hexdigest()[:16])
    with open(os.path.join(out, "sw.js"), "w") as f:
        f.write(worker)
    return sorted(os.listdir(out))


def main():
    files = build()
    size = sum(os.path.getsize(os.path.join(OUT, n)) for n in files)
    print("web: %d files, %d KB in %s" % (len(files), size // 1024, os.path.relpath(OUT, ROOT)))
    print("web: serve it with `python -m http.server -d build/web` and open http://localhost:8000/")


if __name__ == "__main__":
    main()
