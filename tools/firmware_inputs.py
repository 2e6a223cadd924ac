"""The inputs `make firmware` and `make bench-device` take, written out from bare git folders (docs/firmware.md).

    python tools/firmware_inputs.py --git-dirs DIR --out DIR [--wireless]

--git-dirs holds one bare git folder per public repository, as a snapshot leaves it (<owner>+<name>/repo) or as
`git clone --mirror` does (<name>.git). Into --out it writes the MicroPython tree at its tag with the submodules the
rp2 port builds with (the Pico W's wireless stacks with --wireless) at their paths, picotool built and installed
without USB support, the stock MicroPython .uf2 and the RP2040 bootrom for the device lab, and READY: one NAME=path
line each (MICROPYTHON, PICOTOOL, STOCK_UF2, BOOTROM). Each commit is written file by file: a snapshot may lack a
blob the build never reads (pico-sdk's RP2350.svd, an mbedtls test's data), which `git archive` would stop at; those
are passed over and counted. What is already there is kept (delete it to write it again).
"""

import os
import shutil
import subprocess
import sys
import threading

USAGE = "usage: firmware_inputs.py --git-dirs DIR --out DIR [--wireless]"
MICROPYTHON = ("micropython/micropython", "f498a16c7db6d4b2de200b3e0856528dfe0613c3")  # tag v1.25.0
# the submodules the rp2 port builds with: (path in the tree, repository, commit the v1.25.0 tag pins)
SUBMODULES = (
    ("lib/pico-sdk", "raspberrypi/pico-sdk", "bddd20f928ce76142793bef434d4f75f4af6e433"),  # tag 2.1.1
    ("lib/tinyusb", "hathach/tinyusb", "5217cee5de4cd555018da90f9f1bcc87fb1c1d3a"),
    ("lib/mbedtls", "Mbed-TLS/mbedtls", "107ea89daaefb9867ea9121002fbbdf926780e98"),
    ("lib/micropython-lib", "micropython/micropython-lib", "5b496e944ec045177afa1620920a168410b7f60b"),
)
WIRELESS = (
    ("lib/lwip", "lwip-tcpip/lwip", "0a0452b2c39bdd91e252aef045c115f88f6ca773"),
    ("lib/cyw43-driver", "georgerobotics/cyw43-driver", "dd7568229f3bf7a37737b9e1ef250c26efe75b23"),
    ("lib/btstack", "bluekitchen/btstack", "77e752abd6a0992334047a48038a5a3960e5c6bc"),
)
PICOTOOL = ("raspberrypi/picotool", "de8ae5ac334e1126993f72a5c67949712fd1e1a4")  # tag 2.1.1
# the device lab's two inputs: (repository, commit, file in it)
STOCK_UF2 = ("BrianPugh/hdiffpatch-python", "892771be09374604942abda457fd2f6086c29192",
             "tests/binaries/RPI_PICO-20250415-v1.25.0.uf2")
BOOTROM = ("wokwi/rp2040js", "7701ee065f50a04380f81361befd754810cb9e28", "demo/bootrom.ts")

MODE_LINK = "120000"
MODE_EXECUTABLE = "100755"
MODE_SUBMODULE = "160000"


class InputsError(Exception):
    pass


def git_dir(git_dirs, repo):
    """The bare git folder of repo ("owner/name") under git_dirs, in either layout the module docstring names."""
    owner, name = repo.split("/")
    for candidate in (os.path.join(git_dirs, owner + "+" + name, "repo"), os.path.join(git_dirs, name + ".git")):
        if os.path.isdir(candidate):
            return candidate
    raise InputsError("%s holds no bare git folder of %s (%s+%s/repo or %s.git)" % (git_dirs, repo, owner, name, name))


def git(gitdir, *args, **kwargs):
    done = subprocess.run(["git", "--git-dir=" + gitdir] + list(args), capture_output=True, **kwargs)
    if done.returncode:
        raise InputsError("git %s in %s: %s" % (" ".join(args), gitdir, done.stderr.decode(errors="replace").strip()))
    return done.stdout


def tree_entries(gitdir, commit):
    """[(mode, object id, path)] of every file and submodule of commit."""
    listing = git(gitdir, "ls-tree", "-r", "-z", commit)
    entries = []
    for line in listing.split(b"\0"):
        if line:
            meta, path = line.split(b"\t", 1)
            mode, _, oid = meta.decode().split()
            entries.append((mode, oid, os.fsdecode(path)))
    return entries


def blobs(gitdir, oids):
    """Yield (object id, its bytes or None when the folder lacks it) for each of oids, in order."""
    proc = subprocess.Popen(["git", "--git-dir=" + gitdir, "cat-file", "--batch"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    # the ids go in from a thread so that cat-file's output never fills up while we are still writing
    feeder = threading.Thread(target=_feed, args=(proc.stdin, oids), daemon=True)
    feeder.start()
    try:
        for oid in oids:
            header = proc.stdout.readline().split()
            if header[1:2] == [b"missing"]:
                yield oid, None
                continue
            data = proc.stdout.read(int(header[2]))
            proc.stdout.read(1)  # the newline after each object
            yield oid, data
    finally:
        feeder.join()
        proc.stdout.close()
        proc.wait()


def _feed(stdin, oids):
    try:
        for oid in oids:
            stdin.write(oid.encode() + b"\n")
    finally:
        stdin.close()


def write_commit(gitdir, commit, dest):
    """Write commit's files under dest, file by file, keeping links and the executable bit; submodules stay empty
    folders. The paths of the blobs the git folder lacks, passed over."""
    entries = tree_entries(gitdir, commit)
    files = [e for e in entries if e[0] != MODE_SUBMODULE]
    for mode, _, path in entries:
        if mode == MODE_SUBMODULE:
            os.makedirs(os.path.join(dest, path), exist_ok=True)
    missing = []
    for (mode, _, path), (_, data) in zip(files, blobs(gitdir, [oid for _, oid, _ in files])):
        if data is None:
            missing.append(path)
            continue
        target = os.path.join(dest, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        if mode == MODE_LINK:
            os.symlink(os.fsdecode(data), target)
            continue
        with open(target, "wb") as f:
            f.write(data)
        if mode == MODE_EXECUTABLE:
            os.chmod(target, 0o755)
    return missing


def write_repo(git_dirs, repo, commit, dest):
    missing = write_commit(git_dir(git_dirs, repo), commit, dest)
    print("firmware_inputs: %s at %s -> %s (%d files the snapshot lacks passed over)"
          % (repo, commit[:12], dest, len(missing)))


def micropython_tree(git_dirs, out, wireless):
    """The MicroPython tree with its submodules at their paths (written whole under a temporary name first); its
    folder. Not a git repository: MicroPython then names its version from py/mpconfig.h (v1.25.0), as it does for a
    release's tarball."""
    tree = os.path.join(out, "fw", "micropython-v1.25.0")
    if os.path.exists(tree):
        print("firmware_inputs: kept %s" % tree)
    else:
        part = tree + ".part"
        shutil.rmtree(part, ignore_errors=True)
        write_repo(git_dirs, MICROPYTHON[0], MICROPYTHON[1], part)
        for path, repo, commit in SUBMODULES:
            write_repo(git_dirs, repo, commit, os.path.join(part, path))
        os.rename(part, tree)
    for path, repo, commit in WIRELESS if wireless else ():
        if not os.listdir(os.path.join(tree, path)):
            write_repo(git_dirs, repo, commit, os.path.join(tree, path))
    return tree


def picotool(git_dirs, out, tree):
    """picotool 2.1.1 built without USB support (enough to make .uf2 files) and installed flat; the folder of its
    picotoolConfig.cmake, what make firmware's PICOTOOL takes."""
    installed = os.path.join(out, "fw", "picotool-2.1.1")
    config = os.path.join(installed, "picotool")
    if os.path.exists(os.path.join(config, "picotoolConfig.cmake")):
        print("firmware_inputs: kept %s" % installed)
        return config
    source = os.path.join(out, "fw", "src", "picotool-2.1.1")
    shutil.rmtree(source, ignore_errors=True)
    write_repo(git_dirs, PICOTOOL[0], PICOTOOL[1], source)
    build = os.path.join(out, "fw", "src", "picotool-build")
    for cmd in (["cmake", "-S", source, "-B", build, "-DPICO_SDK_PATH=" + os.path.join(tree, "lib", "pico-sdk"),
                 "-DPICOTOOL_NO_LIBUSB=1", "-DPICOTOOL_FLAT_INSTALL=1", "-DCMAKE_INSTALL_PREFIX=" + installed],
                ["make", "-C", build, "-j2", "install"]):
        if subprocess.run(cmd, stdout=subprocess.DEVNULL).returncode:
            raise InputsError("%s failed: building picotool needs cmake and a C++ compiler" % " ".join(cmd[:2]))
    return config


def lab_file(git_dirs, out, source):
    """The device lab's input source (repository, commit, path) written to out under its own name; its path."""
    repo, commit, path = source
    target = os.path.join(out, os.path.basename(path))
    if not os.path.exists(target):
        data = git(git_dir(git_dirs, repo), "cat-file", "blob", "%s:%s" % (commit, path))
        with open(target, "wb") as f:
            f.write(data)
    return target


def main(argv):
    opts = {"--git-dirs": None, "--out": None}
    wireless = "--wireless" in argv
    rest = [a for a in argv if a != "--wireless"]
    for name, value in zip(rest[::2], rest[1::2]):
        if name not in opts:
            raise InputsError("bad option %s (%s)" % (name, USAGE))
        opts[name] = os.path.abspath(value)
    if None in opts.values() or len(rest) % 2:
        raise InputsError(USAGE)
    out = opts["--out"]
    os.makedirs(os.path.join(out, "fw"), exist_ok=True)
    tree = micropython_tree(opts["--git-dirs"], out, wireless)
    ready = [
        ("MICROPYTHON", tree),
        ("PICOTOOL", picotool(opts["--git-dirs"], out, tree)),
        ("STOCK_UF2", lab_file(opts["--git-dirs"], out, STOCK_UF2)),
        ("BOOTROM", lab_file(opts["--git-dirs"], out, BOOTROM)),
    ]
    with open(os.path.join(out, "READY"), "w") as f:
        f.writelines("%s=%s\n" % pair for pair in ready)
    for pair in ready:
        print("%s=%s" % pair)


if __name__ == "__main__":
    try:
        main(sys.argv[1:])
    except InputsError as e:
        sys.stderr.write("firmware_inputs: %s\n" % e)
        sys.exit(2)
