"""yaga.fs: where a module finds a data file beside it, on every system."""

from yaga.fs import folder_of


def test_a_data_file_is_found_beside_the_module_with_either_separator():
    assert folder_of("/lib/yaga/games/goat_wolf/ai.mpy") == "/lib/yaga/games/goat_wolf/"
    assert folder_of("lib/yaga/fs.py") == "lib/yaga/"
    assert folder_of("C:\\box\\lib\\yaga\\fs.py") == "C:\\box\\lib\\yaga\\"
    assert folder_of("fs.py") == ""
