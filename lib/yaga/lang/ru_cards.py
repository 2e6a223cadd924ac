"""Слова карточной игры «Баба-яга» по-русски.

All in one "|"-separated list, in the order of KEYS in tests/portable/test_cards_words.py (the box asks by number):
one string, not an object and a hash slot per text."""

T = {
    "w": (
        "Карты Бабы-яги|"  # 0 title
        "Игроки|"  # 1 players
        "Игрок %d|"  # 2 seat
        "Человек|"  # 3 human
        "Бот: простой|"  # 4 simple
        "Бот: сильный|"  # 5 strong
        "Начать|"  # 6 start
        "Игрок %d|"  # 7 pass_title
        "Передайте коробку игроку %d и нажмите A.|"  # 8 pass
        "A: да|"  # 9 hint_ok
        "Баба-яга!|"  # 10 declare
        "Колдовать|"  # 11 cast
        "Стопка %d, из колоды|"  # 12 to_draw
        "Стопка %d, взять %s|"  # 13 to_take
        "В стопку %d|"  # 14 onto
        "Какая стопка?|"  # 15 pile_title
        "Что взять?|"  # 16 target_title
        "Бабу-ягу|"  # 17 take_by
        "Сову|"  # 18 take_owl
        "И%d: Бабу-ягу|"  # 19 cats_by
        "И%d: Сову|"  # 20 cats_owl
        "Баб-яг|"  # 21 wand_by
        "Сов|"  # 22 wand_owl
        "%d из %d  DICE: чары|"  # 23 pay
        "A: зелья на %d|"  # 24 pay_none
        "Ступа  DICE: чары|"  # 25 pay_mortar
        "Зелья: ровно %d|"  # 26 pay_wrong
        "И%d: %s на вас!|"  # 27 garlic_title
        "Чеснок в стопку 1|"  # 28 garlic_0
        "Чеснок в стопку 2|"  # 29 garlic_1
        "Без чеснока|"  # 30 garlic_no
        "←→ карта A:ход B:меню|"  # 31 hint_table
        "Ждите...|"  # 32 hint_wait
        "И%d: %s→%d, из колоды|"  # 33 n_draw
        "И%d: %s→%d, взял %s|"  # 34 n_take
        "И%d: %s!|"  # 35 n_cast
        "И%d: чеснок!|"  # 36 n_garlic
        "И%d: без чеснока|"  # 37 n_no_garlic
        "И%d: Баба-яга!|"  # 38 n_declare
        "Перетасовано|"  # 39 n_shuffle
        "Раунд %d|"  # 40 reveal
        "Объявил И%d|"  # 41 called
        "Очки до 100|"  # 42 totals
        "A: новый раунд|"  # 43 hint_next
        "A: назад к раунду|"  # 44 hint_back
        "A: очки|"  # 45 hint_reveal
        "Победил И%d!|"  # 46 winner
        "Общая победа!|"  # 47 shared
        "A: новый турнир|"  # 48 hint_new
        "Меню|"  # 49 menu
        "ход %d|"  # 50 turn
        "Раунд застрял?|"  # 51 stuck
        "По правилам раунд кончается, только когда игрок объявляет Баба-яга! с 4 очками или меньше (BY-6). Если никто не может, решает стол: играть дальше или начать новый турнир из этого меню.|"  # 52 stuck_why
        "Дальше|"  # 53 resume
        "Очки|"  # 54 scores
        "Новый турнир|"  # 55 new
        "Выйти|"  # 56 leave
        "Зелье %d|"  # 57 potion
        "Баба-яга|"  # 58 n0
        "Сова|"  # 59 n1
        "Пеликан|"  # 60 n9
        "Коты|"  # 61 n10
        "Палочка|"  # 62 n11
        "Чеснок|"  # 63 n12
        "Ступа|"  # 64 n13
        "БЯ|"  # 65 ab0
        "СОВ|"  # 66 ab1
        "ПЕЛ|"  # 67 ab9
        "КОТ|"  # 68 ab10
        "ПАЛ|"  # 69 ab11
        "ЧЕС|"  # 70 ab12
        "СТУ|"  # 71 ab13
        "ЯСПКЛЧТ"  # 72 letters
    ),
}
