#!/usr/bin/env python3
"""Places where an app's SwiftUI code shows a view (.sheet, .fullScreenCover, .popover,
NavigationLink, .navigationDestination), previews and tests left out, against the audit's JSON:
its SwiftUI screens (kind swiftUIView), the places that are the origin of at least one screen, and
the places listed under `coverage` (a gap at the same file and line); the rest are silent.
Usage: swiftui_places.py CORPUS RESULTS APP..."""
import json, os, re, sys

PATTERN = re.compile(r'\.(sheet|fullScreenCover|popover|navigationDestination)\s*\(|\bNavigationLink\s*[({]')


def places(root):
    """(path relative to root, line) of each place, in walk order."""
    found = []
    for dirpath, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in ('.git', 'Pods', 'Carthage', '.build', 'vendor', 'Tests', 'UITests')
                         and not d.endswith('Tests') and not d.endswith('Preview Content'))
        for f in sorted(files):
            if not f.endswith('.swift') or 'Preview' in f or f.endswith('Tests.swift'):
                continue
            path = os.path.join(dirpath, f)
            text = open(path, encoding='utf-8', errors='replace').read()
            # Drop #Preview blocks and PreviewProvider types roughly: cut from the marker to the end.
            for marker in ('#Preview', 'PreviewProvider'):
                i = text.find(marker)
                if i >= 0:
                    text = text[:i]
            # Comments out, lines kept (a comment is replaced by spaces up to its line's end).
            text = re.sub(r'//[^\n]*', lambda m: ' ' * len(m.group(0)), text)
            rel = os.path.relpath(path, root)
            for m in PATTERN.finditer(text):
                found.append((rel, text.count('\n', 0, m.start()) + 1))
    return found


def judged(report, app_places):
    """SwiftUI screens, places with a screen, places under coverage, of one report."""
    screens = [s for s in report['screens'] if s.get('kind') == 'swiftUIView']
    origins = {(s['origin'].get('file'), s['origin'].get('line')) for s in report['screens'] if s.get('origin')}
    gaps = {(p['file'], p.get('line')) for a in report['apps'] for c in a['coverage'].get('causes', []) for p in c['places']}
    with_screen = sum(1 for p in app_places if p in origins)
    covered = sum(1 for p in app_places if p not in origins and p in gaps)
    return len(screens), with_screen, covered


def main(corpus, results, apps):
    print('| app | places in code | SwiftUI screens | share | places with a screen | under coverage | silent |')
    print('|---|---:|---:|---:|---:|---:|---:|')
    total = [0, 0, 0, 0]
    pct = lambda a, b: f'{0 if b == 0 else round(100 * a / b)}%'
    for app in apps:
        app_places = places(os.path.join(corpus, app))
        path = os.path.join(results, app + '.json')
        s = w = c = 0
        if os.path.exists(path):
            s, w, c = judged(json.load(open(path)), app_places)
        p = len(app_places)
        for i, v in enumerate((p, s, w, c)):
            total[i] += v
        print(f'| {app} | {p} | {s} | {pct(s, p)} | {w} ({pct(w, p)}) | {c} | {p - w - c} |')
    p, s, w, c = total
    print(f'| **all** | {p} | {s} | {pct(s, p)} | {w} ({pct(w, p)}) | {c} | {p - w - c} |')


if __name__ == '__main__':
    main(sys.argv[1], sys.argv[2], sys.argv[3:])
