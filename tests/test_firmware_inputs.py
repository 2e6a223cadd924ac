"""tools/firmware_inputs.py on a small bare git folder made here: no snapshot of MicroPython needed."""

import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import firmware_inputs  # noqa: E402

SUBMODULE_COMMIT = "5217cee5de4cd555018da90f9f1bcc87fb1c1d3a"


def git(*args, cwd):
    return subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@t", *args], cwd=cwd, check=True,
                          capture_output=True, text=True).stdout.strip()


@pytest.fixture
def snapshot(tmp_path):
    """(bare git folders' parent, commit) of owner/name: a text file, an executable, a link, a submodule, and a file
    whose blob the bare folder lacks, as a snapshot can."""
    work = tmp_path / "work"
    (work / "sub").mkdir(parents=True)
    (work / "README.md").write_text("tree\n")
    (work / "tool.sh").write_text("#!/bin/sh\n")
    (work / "tool.sh").chmod(0o755)
    (work / "sub" / "data.svd").write_text("lacked by the snapshot\n")
    os.symlink("README.md", work / "link.md")
    git("init", "-q", cwd=work)
    git("add", ".", cwd=work)
    git("update-index", "--add", "--cacheinfo", "160000,%s,lib/tinyusb" % SUBMODULE_COMMIT, cwd=work)
    git("commit", "-q", "-m", "c", cwd=work)
    commit = git("rev-parse", "HEAD", cwd=work)
    lacked = git("rev-parse", "HEAD:sub/data.svd", cwd=work)
    dirs = tmp_path / "mirrors"
    bare = dirs / "owner+name" / "repo"
    git("clone", "-q", "--bare", str(work), str(bare), cwd=tmp_path)
    os.remove(bare / "objects" / lacked[:2] / lacked[2:])
    return dirs, commit


def test_a_commit_is_written_file_by_file_passing_over_a_blob_the_snapshot_lacks(snapshot, tmp_path):
    dirs, commit = snapshot
    dest = tmp_path / "out"
    missing = firmware_inputs.write_commit(firmware_inputs.git_dir(str(dirs), "owner/name"), commit, str(dest))
    assert missing == ["sub/data.svd"]
    assert (dest / "README.md").read_text() == "tree\n"
    assert os.access(dest / "tool.sh", os.X_OK) and not os.access(dest / "README.md", os.X_OK)
    assert os.readlink(dest / "link.md") == "README.md"
    assert (dest / "lib" / "tinyusb").is_dir() and not os.listdir(dest / "lib" / "tinyusb")  # filled in apart
    assert not (dest / "sub" / "data.svd").exists()


def test_a_git_folder_is_found_as_a_snapshot_or_a_mirror_clone_leaves_it_and_a_missing_one_is_named(tmp_path):
    (tmp_path / "owner+name" / "repo").mkdir(parents=True)
    (tmp_path / "other.git").mkdir()
    assert firmware_inputs.git_dir(str(tmp_path), "owner/name") == str(tmp_path / "owner+name" / "repo")
    assert firmware_inputs.git_dir(str(tmp_path), "someone/other") == str(tmp_path / "other.git")
    with pytest.raises(firmware_inputs.InputsError, match="lwip-tcpip/lwip"):
        firmware_inputs.git_dir(str(tmp_path), "lwip-tcpip/lwip")


def test_the_submodules_written_are_the_commits_the_micropython_tag_pins_as_docs_firmware_md_lists_them():
    with open(os.path.join(ROOT, "docs", "firmware.md")) as f:
        doc = f.read()
    pinned = firmware_inputs.SUBMODULES + firmware_inputs.WIRELESS
    for path, repo, commit in pinned:
        assert "| `%s`" % path in doc and repo in doc and commit in doc, path
    for repo, commit in (firmware_inputs.MICROPYTHON, firmware_inputs.PICOTOOL):
        assert repo in doc and commit in doc, repo
    for repo, commit, path in (firmware_inputs.STOCK_UF2, firmware_inputs.BOOTROM):
        assert repo in doc and commit in doc and path in doc, repo


def test_bad_options_name_the_usage():
    with pytest.raises(firmware_inputs.InputsError, match="usage"):
        firmware_inputs.main(["--git-dirs", "x"])
    with pytest.raises(firmware_inputs.InputsError, match="bad option --mirror"):
        firmware_inputs.main(["--mirror", "x", "--out", "y"])
