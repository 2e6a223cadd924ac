"""yaga.words: texts read from the flash by number, found beside the module on every system."""

from expect import raises
from yaga.games.goat_wolf import words as goat_wolf_words
from yaga.games.goat_wolf import texts_en as en_gw
from yaga.games.goat_wolf import texts_ru as ru_gw
from yaga.words import Words, folder_of


def test_the_words_file_is_found_beside_the_module_with_either_separator():
    assert folder_of("/lib/yaga/words.mpy") == "/lib/yaga/"
    assert folder_of("lib/yaga/words.py") == "lib/yaga/"
    assert folder_of("C:\\box\\lib\\yaga\\words.py") == "C:\\box\\lib\\yaga\\"
    assert folder_of("words.py") == ""


def test_text_i_is_the_tables_text_i_in_any_script():
    for name, table in (("en_gw", en_gw.T), ("ru_gw", ru_gw.T)):
        want = goat_wolf_words.texts(table)
        words = Words(name)
        assert words.count == len(want)
        for i in range(len(want)):
            assert words[i] == want[i], (name, i)


def test_past_the_last_text_is_an_index_error():
    words = Words("en_gw")
    raises(IndexError, lambda: words[words.count])
    raises(IndexError, lambda: words[-1])
