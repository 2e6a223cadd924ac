"""Many whole games over every mode of every app and the three languages, on a few processes; the figures
(games and mean presses per app and mode) and every failure with its key script.

Game i of a soak plays mode i % M of the catalogue, in language (i // M) % 3, with seed first + i: every mode
gets its share in every language, and any game is played again alone from its name (Result.rerun).
"""

import multiprocessing
import time

from playthrough.games import LANGUAGES, catalogue, play_game


def plan(games, first_seed):
    modes = catalogue()
    out = []
    for i in range(games):
        app, config = modes[i % len(modes)]
        out.append((app, config, LANGUAGES[(i // len(modes)) % len(LANGUAGES)], first_seed + i))
    return out


def _play(spec):
    return play_game(*spec)


def run(games, first_seed=1, jobs=2, out=print):
    """Play the plan on `jobs` processes, printing progress and the report; returns the failed results."""
    specs = plan(games, first_seed)
    start = time.monotonic()
    results = []
    if jobs > 1:
        with multiprocessing.Pool(jobs) as pool:
            for r in pool.imap_unordered(_play, specs, chunksize=1):
                results.append(_progress(r, len(results), len(specs), out))
    else:
        for spec in specs:
            results.append(_progress(_play(spec), len(results), len(specs), out))
    report(results, time.monotonic() - start, out)
    return [r for r in results if r.failure is not None]


def _progress(r, done, total, out):
    if r.failure is not None:
        out("FAIL %s [%s, seed %d]: %s" % (r.mode(), r.lang, r.seed, r.failure))
    elif (done + 1) % 50 == 0:
        out("%d/%d games" % (done + 1, total))
    return r


def report(results, seconds, out=print):
    """Games and mean presses per app and mode, per language, the totals; then every failure with its keys."""
    modes = {}
    for r in results:
        modes.setdefault(r.mode(), []).append(r)
    out("")
    out("%-34s %6s %8s %9s %7s" % ("app and mode", "games", "presses", "sim min", "failed"))
    for mode in sorted(modes):
        rs = modes[mode]
        out("%-34s %6d %8.0f %9.1f %7d" % (mode, len(rs), sum(r.presses for r in rs) / len(rs),
                                          sum(r.ms for r in rs) / 60000 / len(rs),
                                          sum(1 for r in rs if r.failure is not None)))
    for lang in LANGUAGES:
        n = sum(1 for r in results if r.lang == lang)
        out("language %s: %d games" % (lang, n))
    failed = [r for r in results if r.failure is not None]
    presses = sum(r.presses for r in results)
    out("%d games, %d presses (mean %.0f a game), %.0f simulated hours, %d failed, %.0f s" % (
        len(results), presses, presses / max(1, len(results)), sum(r.ms for r in results) / 3.6e6, len(failed),
        seconds))
    cuts = {}  # screen -> {text: games}
    for r in results:
        for screen, text in r.cuts:
            texts = cuts.setdefault(screen, {})
            texts[text] = texts.get(text, 0) + 1
    if cuts:
        out("texts cut short by design (ui.clipped_text: a row's label before its value, a title before its note;"
            " not failures), by screen: distinct texts, e.g.")
        for screen in sorted(cuts):
            texts = sorted(cuts[screen], key=len)
            out("  %-34s %4d  %s" % (screen, len(texts), ", ".join(repr(t) for t in texts[:1] + texts[-1:])))
    for r in failed:
        out("")
        out("FAILED %s [%s, seed %d]: %s" % (r.mode(), r.lang, r.seed, r.failure))
        out("  again: %s" % r.rerun())
        out("  keys:  %s" % r.replay())
