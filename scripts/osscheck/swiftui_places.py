#!/usr/bin/env python3
"""Places where an app's SwiftUI code shows a view (.sheet, .fullScreenCover, .popover,
NavigationLink, .navigationDestination), previews and tests left out, against the SwiftUI
screens (kind swiftUIView) of the audit's JSON. Usage: swiftui_places.py CORPUS RESULTS APP..."""
import json, os, re, sys
corpus, results, apps = sys.argv[1], sys.argv[2], sys.argv[3:]
pattern = re.compile(r'\.(sheet|fullScreenCover|popover|navigationDestination)\s*\(|\bNavigationLink\s*[({]')
def places(root):
    n = 0
    for dirpath, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if d not in ('.git', 'Pods', 'Carthage', '.build', 'vendor', 'Tests', 'UITests')
                   and not d.endswith('Tests') and not d.endswith('Preview Content')]
        for f in files:
            if not f.endswith('.swift') or 'Preview' in f or f.endswith('Tests.swift'): continue
            text = open(os.path.join(dirpath, f), encoding='utf-8', errors='replace').read()
            # Drop #Preview blocks and PreviewProvider types roughly: cut from the marker to the end.
            for marker in ('#Preview', 'PreviewProvider'):
                i = text.find(marker)
                if i >= 0: text = text[:i]
            text = re.sub(r'//[^\n]*', '', text)
            n += len(pattern.findall(text))
    return n
print('| app | places in code | SwiftUI screens | share |')
print('|---|---:|---:|---:|')
tp = ts = 0
for app in apps:
    p = places(os.path.join(corpus, app))
    path = os.path.join(results, app + '.json')
    s = 0
    if os.path.exists(path):
        d = json.load(open(path))
        s = sum(1 for x in d['screens'] if x.get('kind') == 'swiftUIView')
    tp += p; ts += s
    print(f'| {app} | {p} | {s} | {0 if p == 0 else round(100 * s / p)}% |')
print(f'| **all** | {tp} | {ts} | {0 if tp == 0 else round(100 * ts / tp)}% |')
