#!/usr/bin/env python3
"""Places where an app's SwiftUI code shows a view (.sheet, .fullScreenCover, .popover,
NavigationLink, .navigationDestination), previews and tests left out, against the audit's JSON:
its SwiftUI screens (kind swiftUIView), the places that are the origin of at least one screen (or one
of the other places a screen lists, `alsoShownFrom`), and
the places listed under `coverage` (a gap at the same file and line); the rest are silent.
Places under `#if` clauses never compiled for iOS, and places in files that only targets for
another platform compile (the report's `sourcesOfOtherPlatforms` cause), are left out (counted
apart), and so is an enum
case of the same name (`case .sheet(let s):`, `return .sheet(x)`), a type's static member
(`EmojiPicker.sheet(with: m)`) and `NavigationLink` written as a type (`var empty: NavigationLink {`).
Usage: swiftui_places.py CORPUS RESULTS APP... [--list-silent]"""
import json, os, re, sys

PATTERN = re.compile(r'\.(sheet|fullScreenCover|popover|navigationDestination)\s*\(|\bNavigationLink\s*[({]')
# An enum case of the same name, not a modifier: `case .sheet(let s):`, `return .sheet(.error)`,
# `mode: .sheet(stack)`, `= .sheet(x)`; or a type's static member (`EmojiPicker.sheet(with: m)`, a
# UIKit controller made by a factory): a modifier is an instance method, never called on a type.
NOT_MODIFIER = re.compile(r'(\bcase|\breturn|[:=(,]|(?<![\w.])[A-Z]\w*)\s*$')
# `NavigationLink` as a type, not a construction: `static var empty: NavigationLink {`,
# `-> NavigationLink {` (an extension's property or function returning one).
# (An argument `destination: NavigationLink(…)` is a construction.)
NOT_CONSTRUCTION = re.compile(r'(\b(var|let)\s+\w+\s*:|->)\s*$')
DIRECTIVE = re.compile(r'\s*#(if|elseif|else|endif)\b(.*)')


def ios_value(condition):
    """The value of a compilation condition when building for iOS, None when not known from the
    condition alone (as the Swift reader's FactsVisitor.iOSValue decides it)."""
    def strip(x):
        x = x.strip()
        while x.startswith('(') and x.endswith(')'):
            depth = 0
            for i, ch in enumerate(x):
                depth += {'(': 1, ')': -1}.get(ch, 0)
                if depth == 0 and i < len(x) - 1:
                    return x
            x = x[1:-1].strip()
        return x

    def split(x, op):
        parts, depth, start, i = [], 0, 0, 0
        while i < len(x):
            depth += {'(': 1, ')': -1}.get(x[i], 0)
            if depth == 0 and x.startswith(op, i):
                parts.append(x[start:i])
                i += len(op)
                start = i
                continue
            i += 1
        return parts + [x[start:]]

    def value(x):
        x = strip(x)
        for op, absorbing in (('||', True), ('&&', False)):
            parts = split(x, op)
            if len(parts) > 1:
                values = [value(p) for p in parts]
                if absorbing in values:
                    return absorbing
                return (not absorbing) if all(v is (not absorbing) for v in values) else None
        if x.startswith('!'):
            v = value(x[1:])
            return None if v is None else not v
        if x in ('true', 'false'):
            return x == 'true'
        m = re.fullmatch(r'(\w+)\s*\(\s*(\w+)\s*\)', x)
        if not m:
            return None
        function, argument = m.groups()
        if function == 'os':
            return argument == 'iOS'
        if function == 'targetEnvironment':
            return False if argument == 'macCatalyst' else None
        if function == 'canImport':
            return True if argument == 'UIKit' else False if argument == 'AppKit' else None
        return None
    return value(condition)


def not_for_ios(text):
    """Line numbers inside `#if` clauses never compiled for an iOS app (`#if os(tvOS)`, the `#else`
    of `#if os(iOS)`), which the audit's reader skips."""
    lines, stack = set(), []   # each clause: [skipped, an earlier clause was true]
    for number, line in enumerate(text.split('\n'), 1):
        m = DIRECTIVE.match(line)
        if m:
            keyword, condition = m.group(1), m.group(2).split('//')[0]
            if keyword == 'if':
                v = ios_value(condition)
                stack.append([v is False, v is True])
            elif stack and keyword == 'elseif':
                v = ios_value(condition)
                stack[-1] = [stack[-1][1] or v is False, stack[-1][1] or v is True]
            elif stack and keyword == 'else':
                stack[-1] = [stack[-1][1], True]
            elif stack:
                stack.pop()
            continue
        if any(skipped for skipped, _ in stack):
            lines.add(number)
    return lines


def places(root, other_platforms=None):
    """(path relative to root, line) of each place, in walk order; the places under `#if` clauses
    never compiled for iOS are left out (appended to `other_platforms` when it is a list)."""
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
            # Comments out, lines kept (a comment is replaced by spaces, its line breaks kept).
            text = re.sub(r'/\*.*?\*/|//[^\n]*', lambda m: re.sub(r'[^\n]', ' ', m.group(0)), text, flags=re.S)
            rel = os.path.relpath(path, root)
            skipped = not_for_ios(text)
            for m in PATTERN.finditer(text):
                before = text[max(0, m.start() - 40):m.start()]
                if m.group(1) and NOT_MODIFIER.search(before) or not m.group(1) and NOT_CONSTRUCTION.search(before):
                    continue
                line = text.count('\n', 0, m.start()) + 1
                if line in skipped:
                    if other_platforms is not None:
                        other_platforms.append((rel, line))
                    continue
                found.append((rel, line))
    return found


def judged(report, app_places):
    """SwiftUI screens, and the places with a screen, under coverage and silent, of one report."""
    screens = [s for s in report['screens'] if s.get('kind') == 'swiftUIView']
    origins = {(s['origin'].get('file'), s['origin'].get('line')) for s in report['screens'] if s.get('origin')}
    # A screen shown from several places lists the others (`alsoShownFrom`): each has that screen.
    origins |= {(o['file'], o['line']) for s in report['screens'] for o in s.get('alsoShownFrom', [])}
    gaps = {(p['file'], p.get('line')) for a in report['apps'] for c in a['coverage'].get('causes', []) for p in c['places']}
    # A gap of a whole file (a source in no target) covers every place in it.
    gap_files = {f for f, line in gaps if line is None}
    with_screen = [p for p in app_places if p in origins]
    covered = [p for p in app_places if p not in origins and (p in gaps or p[0] in gap_files)]
    silent = [p for p in app_places if p not in origins and p not in gaps and p[0] not in gap_files]
    return len(screens), with_screen, covered, silent


def main(argv):
    list_silent = '--list-silent' in argv
    corpus, results, *apps = [a for a in argv if a != '--list-silent']
    print('| app | places in code | SwiftUI screens | share | places with a screen | under coverage | silent | left out: not for iOS |')
    print('|---|---:|---:|---:|---:|---:|---:|---:|')
    total = [0, 0, 0, 0, 0]
    listed = []
    pct = lambda a, b: f'{0 if b == 0 else round(100 * a / b)}%'
    for app in apps:
        other = []
        app_places = places(os.path.join(corpus, app), other)
        path = os.path.join(results, app + '.json')
        s, w, c, q = 0, [], [], list(app_places)
        if os.path.exists(path):
            report = json.load(open(path))
            # Files that only targets for another platform compile (a watch app) are not iOS places.
            not_ios = {p['file'] for a in report['apps'] for c in a['coverage'].get('causes', [])
                       if c['kind'] == 'sourcesOfOtherPlatforms' for p in c['places']}
            other += [p for p in app_places if p[0] in not_ios]
            app_places = [p for p in app_places if p[0] not in not_ios]
            s, w, c, q = judged(report, app_places)
        listed += [(app, f, line) for f, line in q]
        p = len(app_places)
        for i, v in enumerate((p, s, len(w), len(c), len(other))):
            total[i] += v
        print(f'| {app} | {p} | {s} | {pct(s, p)} | {len(w)} ({pct(len(w), p)}) | {len(c)} | {len(q)} | {len(other)} |')
    p, s, w, c, o = total
    print(f'| **all** | {p} | {s} | {pct(s, p)} | {w} ({pct(w, p)}) | {c} | {p - w - c} | {o} |')
    if list_silent:
        print()
        for app, f, line in listed:
            print(f'silent: {app} {f}:{line}')


if __name__ == '__main__':
    main(sys.argv[1:])
