"""`python -m host_sim`: play the box in the terminal, a window, or headless from a key script.

    python -m host_sim                       interactive, in this terminal (saves in ./.sim-state/,
                                             app crash tracebacks in .sim-state/crash.log)
    python -m host_sim --window              interactive, in a pygame window
    python -m host_sim --keys "DOWN,DOWN,A,DICE" --seed 7 --png out.png --ascii --gif run.gif
    python -m host_sim --link 127.0.0.1:5001  two boxes linked by a cable: run it in two terminals (the
                                             first listens on the port, the second connects; loopback only)

Scripted runs (--keys, --png, --ascii or --gif) use a fresh temporary save folder unless --state-dir is
given, and seed 1 unless --seed is, so the same command gives the same pictures. A bad option or key
name, a key script past its limits (yaga.keyscript), a --scale outside 1-16, an empty or unwritable output
file, --window with no display to open it on, a state folder that cannot be entered or made (no permission,
a file in its path) or one holding something that is not a regular file (a FIFO, a folder, a link to a device)
exits with status 2 and one line naming it. A state folder that cannot be written (read-only, full) is said
in one line, and play goes on (the box itself tells the player its saves fail). --gif writes each frame as it
is drawn, so a long run never holds its frames in memory.
"""

import argparse
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lib"))

from yaga import keyscript  # noqa: E402

DEFAULT_SCRIPT_SEED = 1
MAX_SCALE = 16  # a 2048 x 1024 picture; far larger ones run out of memory


class Parser(argparse.ArgumentParser):
    """Reports a bad command line in one line and exits 2 (no usage block, no traceback)."""

    def error(self, message):
        self.exit(2, "host_sim: error: %s\n" % message)


def positive(text):
    try:
        n = int(text)
    except ValueError:
        n = 0
    if n < 1:
        raise argparse.ArgumentTypeError("not a positive whole number: %r" % text)
    return n


def scale(text):
    n = positive(text)
    if n > MAX_SCALE:
        raise argparse.ArgumentTypeError("%d is over %d" % (n, MAX_SCALE))
    return n


def name(text):
    if not text:
        raise argparse.ArgumentTypeError("an empty name")
    return text


def whole(text):
    try:
        return int(text, 0)
    except ValueError:
        raise argparse.ArgumentTypeError("not a whole number: %r" % text) from None


def percent(text):
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError("not a whole number: %r" % text) from None
    if not 0 <= n <= 100:
        raise argparse.ArgumentTypeError("%d is not a percentage (0-100)" % n)
    return n


def link_port(text):
    from host_sim.link import parse_address

    try:
        return parse_address(text)
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e)) from None


def parser():
    p = Parser(
        prog="python -m host_sim",
        description="Baba Yaga Box desktop simulator.",
        epilog="Terminal keys: arrows; Z or Enter = A; X or Esc = B; Space = DICE; L or shift-X = long B "
        "(back to the menu: a terminal sends no key-up, so a held X cannot be told apart); Q quits. "
        "Window: the same keys, really held (hold X for a long B). "
        "Key scripts: UP DOWN LEFT RIGHT A B DICE, NAME*3 repeats, LONG_B long press, WAIT500 waits 500 ms.",
    )
    p.add_argument("--keys", metavar="SCRIPT", help="play this key script headless, e.g. DOWN*2,A,LONG_B,WAIT500")
    p.add_argument("--seed", type=whole, help="seed for the box's entropy (scripted default: %d)" % DEFAULT_SCRIPT_SEED)
    p.add_argument("--png", metavar="FILE", type=name, help="write the final screen as a PNG")
    p.add_argument("--scale", type=scale, default=1, help="pixel size in the PNG and GIF, 1-%d (default 1)" % MAX_SCALE)
    p.add_argument("--ascii", action="store_true", help="print the final screen as 64 lines of # and .")
    p.add_argument("--gif", metavar="FILE", type=name, help="record every frame as an animated GIF")
    p.add_argument("--state-dir", metavar="DIR", type=name, help="folder for saves (interactive default: ./.sim-state)")
    p.add_argument("--window", action="store_true", help="open a pygame window instead of the terminal view")
    p.add_argument("--link", metavar="127.0.0.1:PORT", type=link_port,
                   help="the link cable to another simulator on this port (the first listens, the second connects)")
    p.add_argument("--battery", metavar="PCT", type=percent,
                   help="the box on cells charged PCT %% (0-100): the menu's gauge, the low and empty warnings")
    return p


def output_problem(path):
    """Why a picture cannot be written to path, or None: checked before playing, so a long run is not lost."""
    folder = os.path.dirname(os.path.abspath(path))
    if os.path.isdir(path):
        return "%s is a folder" % path
    if not os.path.isdir(folder):
        return "no folder %s for %s" % (folder, path)
    if not os.access(folder, os.W_OK) or (os.path.exists(path) and not os.access(path, os.W_OK)):
        return "cannot write %s" % path
    return None


def unmakeable(state_dir, path):
    """Why the folder path (not there, or not to be seen) cannot be made, or None: its nearest ancestor that
    is there must be a folder this user may enter and write in."""
    above = os.path.dirname(path)
    while not os.path.lexists(above):
        above = os.path.dirname(above)
    if not os.path.isdir(above):
        return "state folder %s cannot be made: %s is not a folder" % (state_dir, above)
    if not os.access(above, os.X_OK):
        return "state folder %s cannot be made: no permission to enter %s" % (state_dir, above)
    if not os.access(above, os.W_OK):
        return "state folder %s cannot be made: no permission to write in %s" % (state_dir, above)
    return None


def state_problem(state_dir):
    """Why the box cannot keep its saves in state_dir, or None (a folder not there yet is made; one that
    cannot be written is played on, see Session.log)."""
    from yaga.fs import RealFs
    from yaga.fs import not_files

    path = os.path.abspath(state_dir)
    if not os.path.lexists(path):
        return unmakeable(state_dir, path)
    if not os.path.isdir(path):
        return "state folder %s is not a folder" % state_dir
    if not os.access(path, os.R_OK | os.X_OK):
        return "no permission to read and enter state folder %s" % state_dir
    try:
        odd = not_files(RealFs(state_dir))
    except OSError as e:
        return "cannot read state folder %s (%s)" % (state_dir, e.strerror or e)
    if odd:
        return "state folder %s holds %s, which is not a regular file: move it away" % (state_dir, odd[0])
    return None


def picture(save, what, path, scale):
    """save(what, path, scale); an OSError names the file (what output_problem cannot foresee: a device, a
    full disk)."""
    try:
        save(what, path, scale)
    except OSError as e:
        raise OSError("cannot write %s (%s)" % (path, e.strerror or e)) from None


def cable(args):
    """The link cable's socket when --link names a port, else None."""
    if args.link is None:
        return None
    from host_sim.link import TcpCable

    return TcpCable(args.link)


def scripted(args, steps):
    from host_sim import images
    from host_sim.session import Session

    gif = images.GifWriter(args.gif, args.scale) if args.gif else None  # frames go to the file as drawn
    temp = None if args.state_dir else tempfile.mkdtemp(prefix="host_sim-")
    try:
        session = Session(args.state_dir or temp, DEFAULT_SCRIPT_SEED if args.seed is None else args.seed,
                          on_frame=gif and (lambda now_ms, _, glass: gif.add(glass, now_ms)), cable=cable(args),
                          battery=args.battery)
        end = session.play(steps, paced=args.link is not None)
        final = bytes(session.display.glass())
        if args.png:
            picture(images.save_png, final, args.png, args.scale)
        if gif:
            gif.close(end, final)
        if args.ascii:
            print("\n".join(images.ascii_lines(final)))
    finally:
        if temp:
            shutil.rmtree(temp, ignore_errors=True)


def interactive(args):
    from host_sim.session import Session

    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "big")
    state_dir = args.state_dir or ".sim-state"
    session = Session(state_dir, seed, log_file=os.path.join(state_dir, "crash.log"), cable=cable(args),
                      battery=args.battery)
    if args.window:
        try:
            from host_sim import window
        except ImportError as e:
            raise OSError("--window needs pygame-ce (%s)" % e) from None
        window.run(session)
    else:
        from host_sim import terminal

        terminal.run(session)
    if session.saves_problem is not None:  # kept off the screen the views drew
        print(session.saves_problem, file=sys.stderr)


def main(argv=None):
    p = parser()
    args = p.parse_args(argv)
    try:
        steps = keyscript.parse(args.keys or "")
    except ValueError as e:
        p.error(str(e))
    is_scripted = args.keys is not None or args.png or args.ascii or args.gif
    if args.window and is_scripted:
        p.error("--window is interactive: it cannot be combined with --keys, --png, --ascii or --gif")
    for path in (args.png, args.gif):
        problem = path and output_problem(path)
        if problem:
            p.error(problem)
    state_dir = args.state_dir or (None if is_scripted else ".sim-state")
    problem = state_dir and state_problem(state_dir)
    if problem:
        p.error(problem)
    try:
        if is_scripted:
            scripted(args, steps)
        else:
            interactive(args)
    except OSError as e:  # a state folder that cannot be made, an output that fails as it is written, no display
        print("host_sim: error: %s" % e, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
