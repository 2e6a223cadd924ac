"""`python tools/playthrough`: whole games through the keys.

    python tools/playthrough                      one game of every mode of every app (English), a summary
    python tools/playthrough --app cards --config 4,pass --lang ru --seed 7
                                                  one game, its key script printed (--keys: only the script)
    python tools/playthrough --soak 1000 --jobs 2 the soak: 1,000 games over every mode and language
    python tools/playthrough --list               the apps' modes (configs)

Exit status 1 when any game failed (every failure is printed with its key script), 2 for a bad option.
"""

import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path[:0] = [os.path.join(ROOT, "tools"), os.path.join(ROOT, "lib"), ROOT]

from playthrough import soak  # noqa: E402
from playthrough.games import LANGUAGES, STRATEGIES, catalogue, play_game  # noqa: E402


def _config(text):
    return tuple(int(x) if x.isdigit() else x for x in text.split(","))


def main(argv=None):
    p = argparse.ArgumentParser(prog="python tools/playthrough", description="Whole games through the keys.")
    p.add_argument("--app", choices=sorted(STRATEGIES))
    p.add_argument("--config", type=_config, help="the mode, comma-separated (see --list)")
    p.add_argument("--lang", choices=LANGUAGES, default="en")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--keys", action="store_true", help="print only the game's key script")
    p.add_argument("--soak", type=int, metavar="GAMES", help="play this many games over every mode and language")
    p.add_argument("--jobs", type=int, default=2, help="processes for --soak (default 2)")
    p.add_argument("--list", action="store_true")
    args = p.parse_args(argv)
    if args.list:
        for app, config in catalogue():
            print(app, ",".join(str(c) for c in config))
        return 0
    if args.soak:
        return 1 if soak.run(args.soak, args.seed, args.jobs) else 0
    if args.app:
        configs = [args.config] if args.config else STRATEGIES[args.app].configs()
        games = [(args.app, c) for c in configs]
    else:
        games = catalogue()
    results = [play_game(app, config, args.lang, args.seed) for app, config in games]
    if args.keys and len(results) == 1:
        print(results[0].script)
    else:
        soak.report(results, 0)
        if len(results) == 1 and results[0].failure is None:
            print("keys: %s" % results[0].replay())
    return 1 if any(r.failure is not None for r in results) else 0


if __name__ == "__main__":
    sys.exit(main())
