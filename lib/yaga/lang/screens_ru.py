"""Words of the rarely shown screens in Russian: Settings, About, the firmware's own messages.
Loaded only while one of them is shown (see yaga.shell_screens, firmware/notice.py), not kept with the
core words."""

T = {
    "language": "Язык",
    "lang_en": "English",
    "lang_es": "Español",
    "lang_ru": "Русский",
    "contrast": "Контраст",
    "sound": "Звук",
    "sleep": "Сон через",
    "dice_anim": "Анимация",
    "reset_gw": "Сброс: Козёл и Волк",
    "reset_gw_q": "Сбросить статистику игры Козёл и Волк, обоих правил?",
    "never": "Никогда",
    "minutes": "%d мин",
    "percent": "%d%%",
    "version": "Версия %s",
    "credits": "Правила: Баба-яга (2010), карточная игра Баба-яга, Козёл и Волк, татранская народная игра.",
    "mem_free": "Свободно: %d байт",
    "fw_problem": "Сбой.\nПерезапуск...",  # the firmware's own screen, lines split at \n
    "fw_held": "Зажата кнопка:\n%s\nНе работает,\nпока не отпустить.",  # %s: button names
    "hint_back": "B: назад",
    "share_scan": "Откройте в браузере.",
    "share_none": "У этого приложения ещё нет сохранённой игры.",
    "share_cut": "Без шагов отмены.",
    "share_long": "Эта игра слишком длинная для QR-кода.",
}
