"""Words of the rarely shown screens in English: Settings, About, the firmware's own messages.
Loaded only while one of them is shown (see yaga.shell_screens, firmware/notice.py), not kept with the
core words."""

T = {
    "language": "Language",
    "lang_en": "English",
    "lang_es": "Español",
    "lang_ru": "Русский",
    "contrast": "Contrast",
    "sound": "Sound",
    "sleep": "Sleep after",
    "dice_anim": "Dice animation",
    "reset_gw": "Reset Goat/Wolf stats",
    "reset_gw_q": "Reset the Goat and Wolf statistics, both rule sets?",
    "never": "Never",
    "minutes": "%d min",
    "percent": "%d%%",
    "version": "Version %s",
    "credits": "Rules after: Baba Yaga (2010), the Baba Yaga card game, Goat and Wolf, a Tatra folk game.",
    "mem_free": "Free memory: %d bytes",
    "fw_problem": "Problem.\nRestarting...",  # the firmware's own screen, lines split at \n
    "fw_held": "Button held:\n%s\nIgnored until\nreleased.",  # %s: button names
    "hint_back": "B: back",
    "share_scan": "Scan it to play on in a browser.",
    "share_none": "This app has no saved game to share yet.",
    "share_cut": "Scan it. Undo steps stay here.",
    "share_long": "This game is too long for a QR code.",
}
