"""Words of the rarely shown screens in Spanish: Settings, About, the firmware's own messages.
Loaded only while one of them is shown (see yaga.shell_screens, firmware/notice.py), not kept with the
core words."""

T = {
    "language": "Idioma",
    "lang_en": "English",
    "lang_es": "Español",
    "lang_ru": "Русский",
    "contrast": "Contraste",
    "sound": "Sonido",
    "sleep": "Dormir tras",
    "dice_anim": "Animar dados",
    "reset_gw": "Borrar estad. Cabra",
    "reset_gw_q": "¿Borrar las estadísticas de La cabra y el lobo, de ambas reglas?",
    "never": "Nunca",
    "minutes": "%d min",
    "percent": "%d%%",
    "version": "Versión %s",
    "credits": "Reglas de: Baba Yaga (2010), el juego de cartas Baba Yaga, La cabra y el lobo, un juego popular de los Tatras.",
    "mem_free": "Memoria libre: %d bytes",
    "fw_problem": "Problema.\nReiniciando...",  # the firmware's own screen, lines split at \n
    "fw_held": "Botón pulsado:\n%s\nIgnorado hasta\nque se suelte.",  # %s: button names
    "hint_back": "B: volver",
    "share_scan": "Escanea y juega en la web.",
    "share_none": "Esta app aún no tiene partida guardada.",
    "share_cut": "Sin los pasos de deshacer.",
    "share_long": "Esta partida es demasiado larga para un código QR.",
}
