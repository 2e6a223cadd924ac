"""The .uf2's frozen manifest and `make firmware` without its inputs: nothing here needs MicroPython's tree."""

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import deploy  # noqa: E402
import firmware  # noqa: E402


def manifest_calls():
    """[(function, args, kwargs)] of firmware/uf2/manifest.py's calls, run as MicroPython's makemanifest runs it (its
    functions as globals, its own folder as the working directory)."""
    calls = []

    def record(name):
        return lambda *args, **kwargs: calls.append((name, args, kwargs))

    space = {name: record(name) for name in ("include", "require", "freeze", "module", "package", "metadata")}
    with open(firmware.MANIFEST) as f:
        exec(compile(f.read(), firmware.MANIFEST, "exec"), space)
    return calls


def frozen_files():
    """{path under the repo: name in the firmware} of every file the manifest freezes from the repo."""
    here = os.path.dirname(firmware.MANIFEST)
    found = {}
    for name, args, kwargs in manifest_calls():
        if name == "package":
            base = os.path.normpath(os.path.join(here, kwargs["base_path"]))
            for f in kwargs["files"]:
                found[os.path.relpath(os.path.join(base, args[0], f), ROOT)] = args[0] + "/" + f
        elif name == "module" and not kwargs["base_path"].startswith("$("):
            found[os.path.relpath(os.path.join(here, kwargs["base_path"], args[0]), ROOT)] = args[0]
        elif name == "freeze":
            found[os.path.relpath(os.path.join(here, args[0], args[1]), ROOT)] = args[1]
    return found


def test_the_manifest_freezes_every_module_under_lib_yaga_and_nothing_that_is_not_there():
    modules = {p for p in deploy.lib_files() if p.endswith(".py")}
    frozen = {p for p in frozen_files() if p.startswith("lib/")}
    assert sorted(modules - frozen) == [], "lib/yaga modules the firmware would lack: add them to firmware/uf2/manifest.py"
    assert sorted(frozen - modules) == [], "the manifest names modules lib/yaga does not have"


def test_the_manifest_freezes_the_firmware_modules_the_chosen_board_file_and_the_ssd1306_package():
    files = frozen_files()
    for path in deploy.firmware_modules():
        assert files.get(path) == os.path.basename(path), path
    assert files["firmware/uf2/main.py"] == "main.py"  # the .uf2's own main, not the deploy's
    calls = manifest_calls()
    assert ("require", ("ssd1306",), {}) in calls
    assert ("module", ("board.py",), {"base_path": "$(BOX_BOARD)"}) in calls
    assert calls[0] == ("include", ("$(BOX_BASE)",), {})  # the board's standard modules stay


def test_the_uf2s_main_puts_the_frozen_modules_alone_on_sys_path_before_the_box_starts():
    # a box deployed before and flashed after must import none of the old /yaga, /device.mpy, /board.py
    with open(os.path.join(ROOT, "firmware", "uf2", "main.py")) as f:
        code = f.read()
    started = []
    device = type(sys)("device")
    device.main = lambda: started.append(list(fake_sys.path))
    fake_sys = type(sys)("sys")
    fake_sys.path = ["", ".frozen", "/lib"]
    saved = dict(sys.modules)
    sys.modules.update(sys=fake_sys, device=device)
    try:
        exec(compile(code, "main.py", "exec"), {"__name__": "__main__"})
    finally:
        sys.modules.clear()
        sys.modules.update(saved)
    assert started == [[".frozen"]]


def test_make_firmware_without_its_inputs_says_what_it_needs_in_one_line_and_succeeds():
    done = subprocess.run(["make", "-s", "firmware"], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().count("\n") == 0 and "MICROPYTHON=" in done.stdout and "PICOTOOL=" in done.stdout


def test_the_uf2_is_named_after_the_board_and_the_version_about_shows():
    from yaga.shell import VERSION

    assert firmware.box_version() == VERSION
    assert firmware.uf2_name("pico", VERSION) == "baba-yaga-box-pico-%s.uf2" % VERSION
    assert set(firmware.PORT_BOARDS) == set(deploy.board_names())


def test_make_firmware_with_a_base_url_freezes_yaga_link_base_with_it_and_without_one_freezes_nothing(tmp_path):
    assert ("include", ("$(BOX_LINK)/manifest.py",), {}) in manifest_calls()
    folder = firmware.link_folder("https://box.example/play/", str(tmp_path))
    with open(os.path.join(folder, "manifest.py")) as f:
        assert 'module("yaga/link_base.py")' in f.read()
    space = {}
    with open(os.path.join(folder, "yaga", "link_base.py")) as f:
        exec(f.read(), space)
    assert space["BASE_URL"] == "https://box.example/play/"
    folder = firmware.link_folder(None, str(tmp_path))  # a later build without one: the module is gone
    with open(os.path.join(folder, "manifest.py")) as f:
        assert "module(" not in f.read()
    assert not os.path.exists(os.path.join(folder, "yaga"))


def test_make_firmware_refuses_a_base_url_that_is_not_a_web_address(tmp_path):
    import pytest

    with pytest.raises(SystemExit, match="BASE_URL"):
        firmware.link_folder("javascript:alert(1)#x", str(tmp_path))
