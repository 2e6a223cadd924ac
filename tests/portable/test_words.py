"""yaga.words: texts read from the flash by number, found beside the module on every system."""

from yaga.words import folder_of


def test_the_words_file_is_found_beside_the_module_with_either_separator():
    assert folder_of("/lib/yaga/words.mpy") == "/lib/yaga/"
    assert folder_of("lib/yaga/words.py") == "lib/yaga/"
    assert folder_of("C:\\box\\lib\\yaga\\words.py") == "C:\\box\\lib\\yaga\\"
    assert folder_of("words.py") == ""
