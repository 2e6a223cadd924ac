T = {"hello": "Hello", "score": "%s: %d points"}
