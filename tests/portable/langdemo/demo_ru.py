T = {"hello": "Привет", "score": "%s: %d очков"}
