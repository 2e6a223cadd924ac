"""`python -m host_sim` command line: bad input gives one line and exit status 2, never a traceback."""

import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def sim(*args, cwd=ROOT, env=None, prefix=(), timeout=300, **run):
    return subprocess.run(
        list(prefix) + [sys.executable, "-m", "host_sim"] + list(args), cwd=cwd, capture_output=True, text=True,
        timeout=timeout, env=env or dict(os.environ, PYTHONPATH=ROOT, SDL_VIDEODRIVER="dummy"), **run,
    )


def one_line(run):
    """The one line of a refused run (status 2, nothing on stdout, no traceback)."""
    assert run.returncode == 2 and run.stdout == "", (run.returncode, run.stderr)
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in run.stderr, run.stderr
    return lines[0]


@pytest.mark.parametrize(
    "args, named",
    [
        (["--keys", "DOWN,JUMP,A"], "JUMP"),
        (["--keys", "LONG_Q"], "LONG_Q"),
        (["--keys", "WAITlong"], "WAITlong"),
        (["--keys", "A*x"], "A*x"),
        (["--bogus"], "--bogus"),
        (["--scale", "0", "--ascii"], "--scale"),
        (["--seed", "seven", "--ascii"], "--seed"),
        (["--keys"], "--keys"),
        (["--window", "--keys", "A"], "--window"),
        # limits, not a 2 GB list, a hang, a traceback or a kill for memory
        (["--keys", "A*999999999"], "A*999999999"),
        (["--keys", "WAIT99999999999999999999"], "WAIT99999999999999999999"),
        (["--keys", "WAIT" + "9" * 5000], "wait (ms) over"),
        (["--scale", "100000", "--ascii"], "--scale"),
        (["--scale", "5000", "--ascii"], "--scale"),
        (["--scale", "17", "--ascii"], "--scale"),
        (["--png", "/no/such/folder/out.png"], "/no/such/folder"),
        (["--gif", "/no/such/folder/run.gif"], "/no/such/folder"),
        (["--png", "/proc/version"], "/proc/version"),  # a file no one may write
        (["--png", "host_sim"], "host_sim is a folder"),
        (["--keys", "A*\u00b2"], "bad number in key script item: A*\u00b2"),  # a digit int() refuses
        (["--keys", "DICE,WAIT\u2460"], "bad number in key script item: WAIT\u2460"),
        (["--keys", "FOO\x1b[2J\x07"], "unknown key name: FOO\\x1b[2J\\x07"),  # never a terminal's command
        (["--keys", "X" * 3000], "unknown key name: " + "X" * 32 + "..."),
        (["--png", ""], "--png: an empty name"),
        (["--gif", "", "--keys", "A"], "--gif: an empty name"),
        (["--state-dir", "", "--ascii"], "--state-dir: an empty name"),
        (["--battery", "101", "--ascii"], "--battery: 101 is not a percentage"),
        (["--battery", "half", "--ascii"], "--battery: not a whole number"),
    ],
)
def test_bad_key_or_option_exits_2_with_one_line_naming_it(args, named):
    line = one_line(sim(*args))
    assert named in line and len(line) < 120, line


SCRIPT = "DOWN,DOWN,UP,A,DICE,WAIT300,DICE,LONG_B,DOWN"


def png_lines(path):
    from PIL import Image

    image = Image.open(path)
    w, h = image.size
    return ["".join("#" if image.getpixel((x, y)) else "." for x in range(w)) for y in range(h)]


def test_scripted_run_writes_png_ascii_and_gif_of_the_same_final_screen(tmp_path):
    from PIL import Image

    png, gif = tmp_path / "out.png", tmp_path / "run.gif"
    run = sim("--keys", SCRIPT, "--seed", "7", "--png", str(png), "--ascii", "--gif", str(gif))
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert len(lines) == 64 and all(len(line) == 128 and set(line) <= {"#", "."} for line in lines)
    assert "#" in run.stdout
    assert png_lines(png) == lines
    animation = Image.open(gif)
    assert animation.size == (128, 64) and animation.n_frames >= 3
    animation.seek(animation.n_frames - 1)
    last = animation.convert("L")
    assert ["".join("#" if last.getpixel((x, y)) else "." for x in range(128)) for y in range(64)] == lines


def test_battery_shows_the_gauge_in_the_menus_title_bar_and_warns_below_ten_percent():
    plain = sim("--keys", "WAIT100", "--ascii").stdout.splitlines()
    full = sim("--keys", "WAIT100", "--battery", "100", "--ascii").stdout.splitlines()
    half = sim("--keys", "WAIT100", "--battery", "50", "--ascii").stdout.splitlines()
    assert full[9:] == plain[9:] and full[:9] != plain[:9]  # only the title bar has it
    assert half[:9] != full[:9] and half[4][112:] != full[4][112:]  # less charge inside the outline
    low = sim("--keys", "WAIT100", "--battery", "9", "--ascii").stdout.splitlines()
    assert low[9:] != plain[9:]  # the warning over the menu


def test_scripted_runs_are_reproducible_and_scale_the_png(tmp_path):
    from PIL import Image

    first = sim("--keys", SCRIPT, "--seed", "3", "--ascii")
    again = sim("--keys", SCRIPT, "--seed", "3", "--ascii", "--png", str(tmp_path / "x3.png"), "--scale", "3")
    assert first.returncode == 0 and again.returncode == 0
    assert first.stdout == again.stdout
    assert Image.open(tmp_path / "x3.png").size == (384, 192)


def test_state_dir_keeps_the_saves_between_runs(tmp_path):
    state = str(tmp_path / "state")
    fresh = sim("--ascii")
    change = sim("--keys", "UP,UP,A,A", "--state-dir", state, "--ascii")  # wrap to Settings, next language
    kept = sim("--ascii", "--state-dir", state)
    again = sim("--ascii")  # without --state-dir: a fresh temporary folder again
    assert fresh.returncode == change.returncode == kept.returncode == again.returncode == 0
    assert os.listdir(state) != []
    assert kept.stdout != fresh.stdout and again.stdout == fresh.stdout


def limited_memory(megabytes):
    import resource

    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (megabytes << 20, megabytes << 20))

    return limit


def test_a_long_gif_run_is_written_as_it_plays_in_bounded_memory(tmp_path):
    # at the largest scale each frame is 2 MB: kept to the end, sixty rolls need about a gigabyte
    gif = tmp_path / "long.gif"
    run = sim("--keys", "A,DICE*60", "--gif", str(gif), "--scale", "16", preexec_fn=limited_memory(400))
    assert run.returncode == 0 and run.stderr == "", run.stderr[-300:]
    from PIL import Image

    animation = Image.open(gif)
    assert animation.size == (2048, 1024) and animation.n_frames > 60


def test_window_without_a_display_is_one_line_and_exit_2(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env["PYTHONPATH"] = ROOT
    try:
        run = sim("--window", "--state-dir", str(tmp_path / "state"), env=env, stdin=subprocess.DEVNULL, timeout=60)
    except subprocess.TimeoutExpired:
        raise AssertionError("--window ran on with no display to show it") from None
    assert "display" in one_line(run)


def without_permission_checks():
    """The command prefix that makes this user's file permissions count (root's are dropped)."""
    return ["setpriv", "--bounding-set", "-dac_override,-dac_read_search"] if os.geteuid() == 0 else []


@pytest.mark.parametrize(
    "mode, below, said",
    [
        (0o600, "", "no permission to read and enter state folder"),  # listed, never entered
        (0o000, "", "no permission to read and enter state folder"),
        (0o000, "saves", "cannot be made: no permission to enter"),
        (0o500, "saves", "cannot be made: no permission to write in"),
    ],
)
def test_a_state_folder_without_permission_is_one_line_saying_so(tmp_path, mode, below, said):
    folder = tmp_path / "state"
    folder.mkdir()
    folder.chmod(mode)
    try:
        run = sim("--keys", "A,DICE", "--state-dir", str(folder / below), "--ascii",
                  prefix=without_permission_checks())
    finally:
        folder.chmod(0o700)
    line = one_line(run)
    assert said in line and str(folder) in line, line


def test_a_state_folder_under_a_file_is_one_line_saying_so(tmp_path):
    (tmp_path / "notes").write_text("a file, not a folder")
    line = one_line(sim("--keys", "A", "--state-dir", str(tmp_path / "notes" / "saves"), "--ascii"))
    assert "cannot be made: %s is not a folder" % (tmp_path / "notes") in line, line


def spawn_on_pty(state_dir, size):
    """Start the interactive simulator on a new pty of size (columns, rows); returns (pid, fd)."""
    import fcntl
    import pty
    import struct
    import termios

    pid, fd = pty.fork()
    if pid == 0:  # the child: the simulator on the pty
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", size[1], size[0], 0, 0))
        os.chdir(ROOT)
        env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES")}
        env["PYTHONPATH"] = ROOT
        os.execve(sys.executable, [sys.executable, "-m", "host_sim", "--state-dir", str(state_dir)], env)
    return pid, fd


def read_until(fd, done, seconds=60):
    import select
    import time

    out = b""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and not done(out):
        if select.select([fd], [], [], 0.2)[0]:
            try:
                chunk = os.read(fd, 65536)
            except OSError:  # the child has gone
                break
            if not chunk:
                break
            out += chunk
    return out


def test_interactive_terminal_view_draws_half_blocks_and_q_quits(tmp_path):
    pid, fd = spawn_on_pty(tmp_path, (140, 40))
    out = read_until(fd, lambda o: "\u2580".encode() in o or "\u2584".encode() in o)
    drawn = "\u2580".encode() in out or "\u2584".encode() in out
    if drawn:
        os.write(fd, b"q")
    read_until(fd, lambda o: False, 5)
    _, status = os.waitpid(pid, 0)
    os.close(fd)
    assert drawn, out[-500:]
    assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0


def test_interactive_terminal_too_small_says_so_in_one_line(tmp_path):
    pid, fd = spawn_on_pty(tmp_path, (80, 24))
    out = read_until(fd, lambda o: False, 10)
    _, status = os.waitpid(pid, 0)
    os.close(fd)
    assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 1
    text = out.decode().strip()
    assert "128x33" in text and "80x24" in text and "Traceback" not in text and len(text.splitlines()) == 1


@pytest.mark.parametrize("odd", ["fifo", "zero", "folder"])
def test_a_state_folder_holding_what_is_not_a_file_is_refused_in_one_line(tmp_path, odd):
    # a FIFO hung the simulator, a link to /dev/zero read until MemoryError, a folder named shell.tmp
    # silently stopped the menu's record from ever being saved
    state = tmp_path / "state"
    state.mkdir()
    if odd == "fifo":
        os.mkfifo(state / "settings")
    elif odd == "zero":
        os.symlink("/dev/zero", state / "app_dice")
    else:
        (state / "shell.tmp").mkdir()
    run = sim("--keys", "A,DICE", "--state-dir", str(state), "--ascii")
    assert run.returncode == 2 and run.stdout == ""
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and "not a regular file" in lines[0] and "Traceback" not in run.stderr, run.stderr


class _FailingFs:
    """A yaga.fs.RealFs whose writes fail as on a read-only (EROFS) or full (ENOSPC) folder."""

    def __init__(self, code):
        from yaga.fs import RealFs

        self.code = code
        self.real = RealFs

    def __call__(self, root):
        fs = self.real(root)
        code = self.code

        def refuse(*_):
            raise OSError(code, os.strerror(code))

        real_open = fs.open
        fs.open = lambda name, mode: refuse() if "w" in mode else real_open(name, mode)
        fs.rename = refuse
        fs.remove = refuse
        return fs


@pytest.mark.parametrize("code", [30, 28])  # EROFS, ENOSPC (root here writes anywhere: the fs is made to fail)
def test_a_read_only_or_full_state_folder_is_one_line_and_play_goes_on(tmp_path, capsys, monkeypatch, code):
    import host_sim.__main__ as cli
    import host_sim.session

    monkeypatch.setattr(host_sim.session, "RealFs", _FailingFs(code))
    script = "A,DICE,WAIT300,B,DOWN,A,DICE,WAIT300,LONG_B"
    status = cli.main(["--keys", script, "--state-dir", str(tmp_path), "--ascii"])
    out, err = capsys.readouterr()
    assert status == 0 and len(out.splitlines()) == 64  # played to the end, the final screen drawn
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("host_sim: saves are not being kept: ") and "Traceback" not in err
    assert os.listdir(tmp_path) == []
