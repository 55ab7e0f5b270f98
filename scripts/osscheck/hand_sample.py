#!/usr/bin/env python3
"""A random sample of `certain` screens from the audit's JSON reports of the corpus, for the hand
check of issue "Follow how real apps show screens" (Docs/Precision.md: each sample, its seed and its
verdicts). The same screen in several apps of one folder (the same class, origin and eras) is one
candidate. Deterministic for a given seed and set of reports.

Usage: hand_sample.py RESULTS SEED [COUNT] [--parts N]
  RESULTS  the folder of `scripts/oss-check --results` (one OWNER+NAME.json per app)
  prints the sample as JSON ({"folder", "screen"} each); with --parts N, writes part1.json … partN.json
  beside it in the current folder, one per helper, and prints their names.
The brief the helpers follow is scripts/osscheck/hand-check-brief.md."""
import json
import os
import random
import sys


def candidates(results):
    """Every `certain` screen of every report in `results`, as (folder, screen), each screen of a folder once."""
    pool = []
    for name in sorted(os.listdir(results)):
        if not name.endswith('.json'):
            continue
        with open(os.path.join(results, name), encoding='utf-8') as f:
            report = json.load(f)
        seen = set()
        for screen in report.get('screens', []):
            if screen.get('certainty') != 'certain':
                continue
            key = (screen.get('class'), json.dumps(screen.get('origin'), sort_keys=True),
                   json.dumps(screen.get('eras'), sort_keys=True))
            if key in seen:
                continue
            seen.add(key)
            pool.append((name[:-len('.json')], screen))
    return pool


def sample(results, seed, count=30):
    """`count` candidates drawn with `seed` (all of them when there are fewer)."""
    pool = candidates(results)
    picked = random.Random(seed).sample(pool, min(count, len(pool)))
    return [{'folder': folder, 'screen': screen} for folder, screen in picked]


def main(argv):
    args = [a for a in argv if not a.startswith('--')]
    parts = None
    if '--parts' in argv:
        i = argv.index('--parts')
        if i + 1 >= len(argv) or not argv[i + 1].isdigit() or int(argv[i + 1]) < 1:
            print('error: --parts takes a number of parts, 1 or more', file=sys.stderr)
            return 2
        parts = int(argv[i + 1])
        args = [a for a in args if a != argv[i + 1]]
    if len(args) < 2 or not args[1].lstrip('-').isdigit() or (len(args) > 2 and not args[2].isdigit()):
        print(__doc__, file=sys.stderr)
        return 2
    results, seed = args[0], int(args[1])
    if not os.path.isdir(results):
        print(f"error: '{results}' is not a folder of reports", file=sys.stderr)
        return 2
    picked = sample(results, seed, int(args[2]) if len(args) > 2 else 30)
    if parts is None:
        print(json.dumps(picked, indent=1))
        return 0
    size = -(-len(picked) // parts)
    for p in range(parts):
        name = f'part{p + 1}.json'
        with open(name, 'w', encoding='utf-8') as f:
            json.dump(picked[p * size:(p + 1) * size], f, indent=1)
        print(name)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
