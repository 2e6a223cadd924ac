T = {"hello": "¡Hola!", "score": "%s: %d puntos"}
