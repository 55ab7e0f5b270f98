"""scripts/bug-check: does the audit find the status bar bugs that real apps shipped and later fixed?

`Corpus/bugs.json` lists real bug fixes from the history of public apps (repository, fix commit, its
buggy parent, the kind of defect, where it was in the buggy tree, the classes involved, what the user
saw and how it was fixed). For each, the buggy tree and the fixed tree are audited: the bug is
*found* when a finding of a rule that names that kind of defect lands at the defect (same file,
within a few lines) or names one of its classes, and that finding is gone from the fixed tree. The
trees are written from fetched snapshots (the search tool's `fetch`) into CORPUS_DIR/bugs/; nothing of
an app enters the repository. See Docs/Precision.md.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import time
from dataclasses import dataclass, field

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpus_tree  # noqa: E402
from oss_check import audit, default_statusbar, line_hash, read_line  # noqa: E402

BUGS_VERSION = 1

# The rules that claim each kind of defect (a case may name its own with "rules").
KIND_RULES: dict[str, tuple[str, ...]] = {
    "swallowed-by-navigation": ("preference-swallowed-by-navigation", "storyboard-navigation-without-custom-class"),
    "swallowed-by-container": ("preference-swallowed-by-container",),
    "swallowed-by-presentation": ("preference-swallowed-by-presentation",),
    "missing-update": ("missing-appearance-update",),
    "unreadable": ("unreadable-status-bar", "default-style-on-fixed-background", "bar-style-contradiction"),
    "dark-mode": ("default-style-on-fixed-background", "unreadable-status-bar"),
    "ineffective-setter": ("ineffective-application-setter",),
    "deprecated-api": ("deprecated-status-bar-api", "deprecated-application-setter", "ineffective-application-setter"),
    "ignored-preference": ("ignored-controller-preference",),
    "hidden": ("status-bar-hidden-in-sheet", "ineffective-application-setter", "preference-swallowed-by-navigation",
               "preference-swallowed-by-container", "preference-swallowed-by-presentation", "missing-appearance-update"),
    "launch": ("launch-style-mismatch", "invalid-info-plist-value"),
    "swiftui": ("preferred-color-scheme-for-status-bar", "status-bar-hidden-in-sheet",
                "toolbar-color-scheme-without-background"),
    "other": (),
}
LANGUAGES = ("swift", "objc", "swiftui")
NEAR = 10   # lines: a finding this close to the defect's line, in its file, is at the defect
HEX40 = re.compile(r"^[0-9a-f]{40}$")
STATUSES = ("found", "persists", "missed", "not-run")


class BugsError(Exception):
    pass


@dataclass(frozen=True)
class Case:
    repo: str
    fix: str
    parent: str
    kind: str
    language: str
    file: str
    line: int
    classes: tuple[str, ...]
    rules: tuple[str, ...]
    saw: str
    fixed: str
    recorded: str = ""   # the status at the last --record ("found", …), "" when never recorded

    @property
    def id(self) -> str:
        return f"{self.repo.replace('/', '+')}@{self.fix[:10]}"


def load_bugs(path: str) -> tuple[dict, list[Case]]:
    """The cases of a bugs file, checked: every field there and of the right form."""
    with open(path, encoding="utf-8") as f:
        try:
            data = json.load(f)
        except json.JSONDecodeError as e:
            raise BugsError(f"{path}:{e.lineno}:{e.colno}: {e.msg}") from None
    if data.get("version") != BUGS_VERSION:
        raise BugsError(f"{path}: version {data.get('version')!r}, expected {BUGS_VERSION}")
    cases = []
    for i, e in enumerate(data.get("bugs", [])):
        where = f"{path}: bugs[{i}]"
        for name in ("repo", "fix", "parent", "kind", "language", "location", "classes", "saw", "fixed"):
            if name not in e:
                raise BugsError(f"{where} has no {name!r}")
        if not HEX40.match(e["fix"]) or not HEX40.match(e["parent"]):
            raise BugsError(f"{where}: fix and parent must be 40 lowercase hex digits")
        if e["kind"] not in KIND_RULES:
            raise BugsError(f"{where}: kind {e['kind']!r}, expected one of {', '.join(KIND_RULES)}")
        if e["language"] not in LANGUAGES:
            raise BugsError(f"{where}: language {e['language']!r}, expected one of {', '.join(LANGUAGES)}")
        loc = e["location"]
        if not isinstance(loc, dict) or not isinstance(loc.get("file"), str) or not isinstance(loc.get("line"), int) \
                or loc["line"] < 1:
            raise BugsError(f"{where}: location must be {{\"file\": path, \"line\": a line number from 1}}")
        if not isinstance(e["classes"], list) or not all(isinstance(c, str) and c for c in e["classes"]):
            raise BugsError(f"{where}: classes must be a list of names")
        rules = tuple(e.get("rules") or KIND_RULES[e["kind"]])
        recorded = e.get("status", "")
        if recorded and recorded not in STATUSES:
            raise BugsError(f"{where}: status {recorded!r}, expected one of {', '.join(STATUSES)}")
        cases.append(Case(e["repo"], e["fix"], e["parent"], e["kind"], e["language"], loc["file"], loc["line"],
                          tuple(e["classes"]), rules, e["saw"], e["fixed"], recorded))
    ids = [c.id for c in cases]
    for dup in sorted({i for i in ids if ids.count(i) > 1}):
        raise BugsError(f"{path}: two cases with the fix {dup}")
    return data, cases


# --- matching ---------------------------------------------------------------------------------

def quoted_names(message: str) -> set[str]:
    return set(re.findall(r"'([^']*)'", message))


def at_defect(case: Case, d: dict) -> bool:
    """A diagnostic of a claiming rule at the defect: in its file near its line, or naming one of its classes."""
    if d.get("rule") not in case.rules:
        return False
    if points_at_defect(case, d):
        return True
    return bool(quoted_names(d.get("message", "")) & set(case.classes))


def points_at_defect(case: Case, d: dict) -> bool:
    """Whether a diagnostic's own place or one of its related places is in the defect's file near its line."""
    places = [(d.get("file"), d.get("line", 0))] + [(r.get("file"), r.get("line", 0)) for r in d.get("related", [])]
    return any(f == case.file and abs(int(line) - case.line) <= NEAR for f, line in places)


def same_finding(a: dict, a_text: str, b: dict, b_text: str, classes: set[str]) -> bool:
    """Whether `b` (in the fixed tree) is the finding `a` (in the buggy tree) again: same rule, and the same
    class of the case named, or the same file and flagged text."""
    if a.get("rule") != b.get("rule"):
        return False
    named = quoted_names(a.get("message", "")) & classes
    if named and named & quoted_names(b.get("message", "")):
        return True
    return a.get("file") == b.get("file") and line_hash(a_text) == line_hash(b_text)


@dataclass
class Outcome:
    case: Case
    status: str
    detail: str = ""
    findings: list[dict] = field(default_factory=list)   # the findings at the defect in the buggy tree
    screens: list[dict] = field(default_factory=list)    # the buggy tree's screens of the case's classes


def judge(case: Case, buggy: dict, buggy_root: str, fixed: dict | None, fixed_root: str) -> Outcome:
    hits = [d for d in buggy.get("diagnostics", []) if at_defect(case, d)]
    screens = [s for s in buggy.get("screens", []) if s.get("class") in case.classes]
    if not hits:
        why = "no iOS app found in the buggy tree" if buggy.get("noApp") else ""
        return Outcome(case, "missed", why, [], screens)
    if fixed is None:
        return Outcome(case, "found", "the fixed tree was not audited", hits, screens)
    classes = set(case.classes)
    # A finding that points at the defect (its place or a related place, such as "presented here") is
    # still there only while it still points at it: a finding about a class, listing the places it is
    # shown from, whose place at the defect the fix removed, no longer reports the defect.
    still = [h for h in hits
             if any(same_finding(h, read_line(buggy_root, h["file"], h["line"]), d,
                                 read_line(fixed_root, d["file"], d["line"]), classes)
                    and (not points_at_defect(case, h) or points_at_defect(case, d))
                    for d in fixed.get("diagnostics", []))]
    if len(still) == len(hits):
        return Outcome(case, "persists", "reported in the fixed tree too", hits, screens)
    return Outcome(case, "found", "", hits, screens)


def normalized_because(because: str) -> str:
    """A `because` with its names, places and numbers taken out, so that misses group by their cause."""
    text = re.sub(r"'[^']*'", "…", because)
    text = re.sub(r"\b[\w./+-]+\.(swift|m|mm|h|storyboard|xib|plist)(:\d+)*", "…", text)
    return re.sub(r"\d+", "N", text)


def miss_cause(o: Outcome, known_rules: set[str] | None) -> str:
    """Why a case was missed, from what the buggy tree's report says about its classes."""
    if known_rules is not None and not set(o.case.rules) & known_rules:
        return "no rule of the audit claims this kind yet"
    if o.detail:
        return o.detail
    if not o.screens:
        return "no screen of its classes: how the app shows them is not followed"
    unknown = [s for s in o.screens if s.get("certainty") == "unknown"]
    if len(unknown) == len(o.screens):
        return "its screens are unknown: " + normalized_because(unknown[0].get("because") or "")
    return "its screens are predicted, but no claiming rule reports the defect there"


def known_rule_ids(statusbar: str) -> set[str] | None:
    try:
        proc = subprocess.run([statusbar, "rules", "--format", "json"], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        return {r["id"] for r in json.loads(proc.stdout)} if proc.returncode == 0 else None
    except (OSError, json.JSONDecodeError, KeyError, TypeError):
        return None


# --- trees ------------------------------------------------------------------------------------

def tree(corpus: str, mirror: str | None, case: Case, which: str) -> tuple[str | None, str]:
    """The folder of the case's buggy or fixed tree, written from the mirror when it is not there yet."""
    dest = os.path.join(corpus, "bugs", case.id, which)
    if os.path.isdir(dest):
        return dest, ""
    git_dir = corpus_tree.find_git_dir(mirror, case.repo) if mirror else None
    if git_dir is None:
        return None, f"{case.repo} is not fetched (no {dest}; fetch it and pass --mirror)"
    try:
        corpus_tree.extract(git_dir, case.parent if which == "buggy" else case.fix, dest)
    except corpus_tree.TreeError as e:
        return None, str(e)
    return dest, ""


# --- printing ---------------------------------------------------------------------------------

def percent(n: int, d: int) -> str:
    return "-" if d == 0 else f"{100 * n / d:.0f}%"


def recall_table(outcomes: list[Outcome], by) -> list[str]:
    groups: dict[str, list[Outcome]] = {}
    for o in outcomes:
        groups.setdefault(by(o.case), []).append(o)
    lines = ["| | cases | found | persists after the fix | missed | not run | recall |",
             "|---|---:|---:|---:|---:|---:|---:|"]

    def row(name: str, items: list[Outcome]) -> str:
        n = {s: sum(1 for o in items if o.status == s) for s in STATUSES}
        run = len(items) - n["not-run"]
        return (f"| {name} | {len(items)} | {n['found']} | {n['persists']} | {n['missed']} | {n['not-run']} | "
                f"{percent(n['found'], run)} |")
    for name in sorted(groups):
        lines.append(row(name, groups[name]))
    lines.append(row("**all**", outcomes))
    return lines


def describe_screen(s: dict) -> str:
    because = f", because {s['because']}" if s.get("because") else ""
    where = s.get("container") or (s.get("presentation") or {}).get("style") or "no container"
    return (f"{s.get('class')} ({s.get('file')}:{s.get('line')}): {s.get('certainty')}, in {where}, "
            f"style decided by {s.get('styleDecidedBy')}{because}")


def main(argv: list[str] | None = None) -> int:
    repo_root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    p = argparse.ArgumentParser(prog="scripts/bug-check", description=__doc__.splitlines()[0])
    p.add_argument("corpus", help="folder for the cases' trees (CORPUS/bugs/OWNER+NAME@FIX/{buggy,fixed})")
    p.add_argument("--bugs", default=os.path.join(repo_root, "Corpus", "bugs.json"))
    p.add_argument("--mirror", default=None, help="folder of fetched snapshots (OWNER+NAME/…), to write missing trees from")
    p.add_argument("--statusbar", default=None, help="the statusbar binary (default: $STATUSBAR, .build/release, .build/debug)")
    p.add_argument("--case", action="append", default=[], help="only this case (OWNER+NAME@FIX10, or a repo); repeatable")
    p.add_argument("--results", help="keep each audit's JSON report in this folder (outside the repository)")
    p.add_argument("--from-results", metavar="DIR", help="judge the reports kept by an earlier --results DIR instead of auditing")
    p.add_argument("--record", action="store_true", help="write each case's status into the bugs file")
    p.add_argument("--audit-arg", action="append", default=[], help="an extra argument for statusbar audit; repeatable")
    args = p.parse_args(argv)

    try:
        data, cases = load_bugs(args.bugs)
    except (BugsError, OSError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    statusbar = args.statusbar or default_statusbar(repo_root)
    if args.results:
        os.makedirs(args.results, exist_ok=True)
    chosen = [c for c in cases if not args.case or c.id in args.case or c.repo in args.case]

    def report_of(case: Case, which: str) -> tuple[dict | None, str, str]:
        name = f"{case.id}-{which}.json"
        if args.from_results:
            kept = os.path.join(args.from_results, name)
            if not os.path.exists(kept):
                return None, "", f"no report {kept}"
            root, _ = tree(args.corpus, None, case, which)
            with open(kept, encoding="utf-8") as f:
                return json.load(f), root or "", ""
        root, why = tree(args.corpus, args.mirror, case, which)
        if root is None:
            return None, "", why
        report, _, error = audit(statusbar, root, args.audit_arg)
        if report is not None and args.results:
            with open(os.path.join(args.results, name), "w", encoding="utf-8") as f:
                json.dump(report, f, indent=1)
        return report, root, error

    outcomes: list[Outcome] = []
    print("| case | kind | language | status | seconds |")
    print("|---|---|---|---|---:|")
    for case in sorted(chosen, key=lambda c: c.id):
        start = time.monotonic()
        buggy, buggy_root, error = report_of(case, "buggy")
        if buggy is None:
            outcome = Outcome(case, "not-run", f"buggy tree: {error}")
        else:
            fixed, fixed_root, error = report_of(case, "fixed") if any(at_defect(case, d) for d in buggy.get("diagnostics", [])) else (None, "", "")
            outcome = judge(case, buggy, buggy_root, fixed, fixed_root)
            if error and outcome.status == "found":
                outcome.detail = f"the fixed tree was not audited: {error}"
        outcomes.append(outcome)
        print(f"| {case.id} | {case.kind} | {case.language} | {outcome.status} | {time.monotonic() - start:.1f} |")
    print()
    print("Recall by kind:")
    print("\n".join(recall_table(outcomes, lambda c: c.kind)))
    print()
    print("Recall by language:")
    print("\n".join(recall_table(outcomes, lambda c: c.language)))
    print()
    misses = [o for o in outcomes if o.status == "missed"]
    if misses:
        known = known_rule_ids(statusbar)
        causes: dict[str, list[Outcome]] = {}
        for o in misses:
            causes.setdefault(miss_cause(o, known), []).append(o)
        print("Misses by cause:")
        print("| cause | cases | kinds |")
        print("|---|---:|---|")
        for cause, items in sorted(causes.items(), key=lambda kv: (-len(kv[1]), kv[0])):
            kinds = ", ".join(f"{k} {n}" for k, n in sorted(
                {k: sum(1 for o in items if o.case.kind == k) for k in {o.case.kind for o in items}}.items()))
            print(f"| {cause} | {len(items)} | {kinds} |")
        print()
    for o in outcomes:
        if o.status == "found":
            continue
        c = o.case
        print(f"{o.status}: {c.id} [{c.kind}] {c.file}:{c.line} ({', '.join(c.classes)}){': ' + o.detail if o.detail else ''}")
        print(f"    saw: {c.saw}")
        for d in o.findings:
            print(f"    finding: {d['file']}:{d['line']}: {d['message']} [{d['rule']}]")
        if o.status == "missed":
            if not o.screens:
                print("    no screen of these classes")
            for s in o.screens:
                print(f"    screen: {describe_screen(s)}")
    lost = [o for o in outcomes if o.case.recorded == "found" and o.status not in ("found", "not-run")]
    for o in lost:
        print(f"LOST (recorded found, now {o.status}): {o.case.id} [{o.case.kind}]")
    if args.record:
        status = {o.case.id: o.status for o in outcomes if o.status != "not-run"}
        for e in data.get("bugs", []):
            cid = f"{e['repo'].replace('/', '+')}@{e['fix'][:10]}"
            if cid in status:
                e["status"] = status[cid]
        with open(args.bugs, "w", encoding="utf-8") as f:
            json.dump(data, f, indent=1)
            f.write("\n")
        print(f"recorded each case's status in {args.bugs}")
        return 0
    if lost:
        print(f"bug-check failed: {len(lost)} case(s) recorded found are no longer found", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
