"""What only the tools ask of a save folder, apart from yaga.fs so the box never keeps it in RAM."""

import os


def not_files(fs):
    """The names in a RealFs folder that are not regular files (or links to one): a FIFO, a folder, a device,
    a link to nothing. The simulator and the headless runner refuse a state folder holding one rather than
    have the saves step round it."""
    odd = []
    for name in sorted(os.listdir(fs.root)):
        size = fs.size(name)
        if size is None or size < 0:
            odd.append(name)
    return odd
