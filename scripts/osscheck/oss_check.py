"""scripts/oss-check: audit a corpus of public iOS apps and compare with the recorded triage.

The corpus apps themselves never enter the repository: `Corpus/apps.json` names them (owner/name,
commit, why) and `Corpus/triage.json` keeps one verdict per finding, keyed by app, rule, file and a
hash of the flagged line's text (never the text). See Docs/Precision.md.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import re
import subprocess
import sys
import time
from dataclasses import dataclass, field

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpus_tree  # noqa: E402

VERDICTS = ("right", "right-harmless", "wrong", "unsure")
RIGHT = ("right", "right-harmless")
TRIAGE_VERSION = 1


# --- keys -------------------------------------------------------------------------------------

def line_hash(text: str) -> str:
    """The key of a flagged line: its text without surrounding white space, hashed (SHA-256, 16 hex)."""
    return hashlib.sha256(text.strip().encode("utf-8", "surrogateescape")).hexdigest()[:16]


def read_line(root: str, rel: str, line: int) -> str:
    """The text of line `line` (1-based) of `root/rel`, or '' when there is none."""
    if line < 1:
        return ""
    try:
        with open(os.path.join(root, rel), "rb") as f:
            for number, raw in enumerate(f, start=1):
                if number == line:
                    return raw.decode("utf-8", "surrogateescape").rstrip("\r\n")
    except OSError:
        pass
    return ""


def subject_hash(message: str) -> str:
    """The key of a finding's subject: the first name in single quotes of its message, hashed.

    Several findings can flag one line (a base class's override inherited by twenty screens):
    the subject tells them apart without keeping the app's text."""
    m = re.search(r"'([^']*)'", message)
    return hashlib.sha256((m.group(1) if m else "").encode("utf-8")).hexdigest()[:8]


@dataclass(frozen=True, order=True)
class Key:
    app: str
    rule: str
    file: str
    lineHash: str
    subjectHash: str = ""


@dataclass
class Finding:
    key: Key
    severity: str
    line: int
    column: int
    message: str


def findings_of(app: str, root: str, report: dict) -> list[Finding]:
    out = []
    for d in report.get("diagnostics", []):
        text = read_line(root, d["file"], d["line"])
        out.append(Finding(Key(app, d["rule"], d["file"], line_hash(text), subject_hash(d["message"])), d["severity"],
                           d["line"], d["column"], d["message"]))
    out.sort(key=lambda f: (f.key, f.line, f.column, f.message))
    return out


# --- triage -----------------------------------------------------------------------------------

@dataclass
class Verdict:
    key: Key
    verdict: str
    severity: str = ""
    cause: str = ""        # for `wrong`: the root cause in the audit's model, one line
    decide: str = ""       # for `unsure`: what would decide it
    present: bool = True   # whether the finding was there at the last recorded run
    extra: dict = field(default_factory=dict)  # other keys of the entry (note, versions…), kept as they are

    def as_json(self) -> dict:
        d = {"app": self.key.app, "rule": self.key.rule, "file": self.key.file, "lineHash": self.key.lineHash,
             "subjectHash": self.key.subjectHash, "severity": self.severity, "verdict": self.verdict}
        if self.cause:
            d["cause"] = self.cause
        if self.decide:
            d["decide"] = self.decide
        d.update(self.extra)
        d["present"] = self.present
        return d


class TriageError(Exception):
    pass


def load_triage(path: str) -> tuple[dict, dict[Key, Verdict]]:
    if not os.path.exists(path):
        return {"version": TRIAGE_VERSION}, {}
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    if data.get("version") != TRIAGE_VERSION:
        raise TriageError(f"{path}: version {data.get('version')!r}, expected {TRIAGE_VERSION}")
    verdicts: dict[Key, Verdict] = {}
    for i, e in enumerate(data.get("findings", [])):
        try:
            key = Key(e["app"], e["rule"], e["file"], e["lineHash"], e.get("subjectHash", ""))
            v = e["verdict"]
        except KeyError as missing:
            raise TriageError(f"{path}: findings[{i}] has no {missing}") from None
        if v not in VERDICTS:
            raise TriageError(f"{path}: findings[{i}]: verdict {v!r}, expected one of {', '.join(VERDICTS)}")
        if v == "wrong" and not e.get("cause"):
            raise TriageError(f"{path}: findings[{i}]: a wrong verdict needs its cause")
        known = {"app", "rule", "file", "lineHash", "subjectHash", "severity", "verdict", "cause", "decide", "present"}
        verdicts[key] = Verdict(key, v, e.get("severity", ""), e.get("cause", ""), e.get("decide", ""),
                                bool(e.get("present", True)), {k: x for k, x in e.items() if k not in known})
    meta = {k: v for k, v in data.items() if k != "findings"}
    return meta, verdicts


def save_triage(path: str, meta: dict, verdicts: dict[Key, Verdict]) -> None:
    data = dict(meta)
    data["version"] = TRIAGE_VERSION
    data["findings"] = [verdicts[k].as_json() for k in sorted(verdicts)]
    with open(path, "w", encoding="utf-8") as f:
        json.dump(data, f, indent=1, sort_keys=False)
        f.write("\n")


# --- comparison -------------------------------------------------------------------------------

@dataclass
class RuleRow:
    findings: int = 0
    triaged: int = 0
    right: int = 0
    harmless: int = 0
    wrong: int = 0
    unsure: int = 0

    @property
    def precision(self) -> float | None:
        decided = self.right + self.harmless + self.wrong
        return None if decided == 0 else (self.right + self.harmless) / decided


@dataclass
class Comparison:
    rules: dict[str, RuleRow] = field(default_factory=dict)
    untriaged: list[Finding] = field(default_factory=list)
    lost_right: list[Verdict] = field(default_factory=list)      # triaged right, gone: a regression
    lost_harmless: list[Verdict] = field(default_factory=list)   # triaged right-harmless, gone: reported
    back_wrong: list[Verdict] = field(default_factory=list)      # triaged wrong, fixed, back again
    gone_wrong: list[Verdict] = field(default_factory=list)      # triaged wrong, gone now: a fix
    gone_other: list[Verdict] = field(default_factory=list)      # unsure, gone

    @property
    def failed(self) -> bool:
        return bool(self.lost_right or self.back_wrong)


def compare(findings: list[Finding], verdicts: dict[Key, Verdict], audited_apps: set[str]) -> Comparison:
    """Findings of this run against the recorded triage. Only apps that were audited are compared."""
    c = Comparison()
    seen: set[Key] = set()
    for f in findings:
        row = c.rules.setdefault(f.key.rule, RuleRow())
        row.findings += 1
        v = verdicts.get(f.key)
        if v is None:
            c.untriaged.append(f)
            continue
        seen.add(f.key)
        row.triaged += 1
        if v.verdict == "right":
            row.right += 1
        elif v.verdict == "right-harmless":
            row.harmless += 1
        elif v.verdict == "wrong":
            row.wrong += 1
            if not v.present:
                c.back_wrong.append(v)
        else:
            row.unsure += 1
    for key in sorted(verdicts):
        v = verdicts[key]
        if key in seen or key.app not in audited_apps or not v.present:
            continue
        if v.verdict == "right":
            c.lost_right.append(v)
        elif v.verdict == "right-harmless":
            c.lost_harmless.append(v)
        elif v.verdict == "wrong":
            c.gone_wrong.append(v)
        else:
            c.gone_other.append(v)
    return c


def record(verdicts: dict[Key, Verdict], findings: list[Finding], audited_apps: set[str]) -> None:
    """Marks every triaged finding of an audited app present or not, as in this run."""
    now = {f.key for f in findings}
    for key, v in verdicts.items():
        if key.app in audited_apps:
            v.present = key in now


def sample(untriaged: list[Finding], per_rule: int, seed: int) -> list[Finding]:
    """At most `per_rule` untriaged findings of each rule, drawn with a recorded seed; distinct keys."""
    by_rule: dict[str, list[Finding]] = {}
    seen: set[Key] = set()
    for f in untriaged:
        if f.key in seen:
            continue
        seen.add(f.key)
        by_rule.setdefault(f.key.rule, []).append(f)
    out = []
    for rule in sorted(by_rule):
        items = by_rule[rule]
        if len(items) > per_rule:
            items = random.Random(f"{seed}:{rule}").sample(items, per_rule)
        out.extend(sorted(items, key=lambda f: f.key))
    return out


# --- printing ---------------------------------------------------------------------------------

def percent(x: float | None) -> str:
    return "-" if x is None else f"{100 * x:.0f}%"


def rule_table(c: Comparison) -> list[str]:
    lines = ["| rule | findings | triaged | right | harmless | wrong | unsure | precision |",
             "|---|---:|---:|---:|---:|---:|---:|---:|"]
    total = RuleRow()
    for rule in sorted(c.rules):
        r = c.rules[rule]
        lines.append(f"| {rule} | {r.findings} | {r.triaged} | {r.right} | {r.harmless} | {r.wrong} | {r.unsure} | {percent(r.precision)} |")
        for name in ("findings", "triaged", "right", "harmless", "wrong", "unsure"):
            setattr(total, name, getattr(total, name) + getattr(r, name))
    lines.append(f"| **all** | {total.findings} | {total.triaged} | {total.right} | {total.harmless} | {total.wrong} | {total.unsure} | {percent(total.precision)} |")
    return lines


def describe(v: Verdict) -> str:
    return f"{v.key.app} {v.key.file} [{v.key.rule}] ({v.verdict}{': ' + v.cause if v.cause else ''})"


# --- running the audit ------------------------------------------------------------------------

def unknown_share(report: dict) -> tuple[int, int]:
    """Screens, and screens whose prediction is `unknown`: each one a screen no rule checks."""
    screens = report.get("screens", [])
    return len(screens), sum(1 for s in screens if s.get("certainty") == "unknown")


def folder_name(repo: str) -> str:
    return repo.replace("/", "+")


def default_statusbar(repo_root: str) -> str:
    env = os.environ.get("STATUSBAR")
    if env:
        return env
    for config in ("release", "debug"):
        candidate = os.path.join(repo_root, ".build", config, "statusbar")
        if os.path.exists(candidate):
            return candidate
    return "statusbar"


def audit(statusbar: str, folder: str, extra: list[str]) -> tuple[dict | None, float, str]:
    start = time.monotonic()
    proc = subprocess.run([statusbar, "audit", folder, "--format", "json", "--fail-on", "never", *extra],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    elapsed = time.monotonic() - start
    if proc.returncode == 3:
        return {"apps": [], "screens": [], "diagnostics": [], "skipped": [], "noApp": True}, elapsed, ""
    if proc.returncode != 0:
        return None, elapsed, f"exit {proc.returncode}: {proc.stderr.decode(errors='replace').strip()[:300]}"
    try:
        return json.loads(proc.stdout), elapsed, ""
    except json.JSONDecodeError as e:
        return None, elapsed, f"unreadable JSON: {e}"


def main(argv: list[str] | None = None) -> int:
    repo_root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    p = argparse.ArgumentParser(prog="scripts/oss-check", description=__doc__.splitlines()[0])
    p.add_argument("corpus", help="folder holding the apps of the manifest, one folder OWNER+NAME each")
    p.add_argument("--manifest", default=os.path.join(repo_root, "Corpus", "apps.json"))
    p.add_argument("--triage", default=os.path.join(repo_root, "Corpus", "triage.json"))
    p.add_argument("--statusbar", default=None, help="the statusbar binary (default: $STATUSBAR, .build/release, .build/debug)")
    p.add_argument("--mirror", default=None, help="folder of fetched snapshots (OWNER+NAME/…): an app missing from CORPUS is written from it at its pinned commit")
    p.add_argument("--results", help="keep each app's JSON report in this folder (outside the repository)")
    p.add_argument("--record", action="store_true", help="write which triaged findings are present now into the triage file")
    p.add_argument("--to-triage", metavar="FILE", help="write a sample of the untriaged findings, with their text, to FILE (outside the repository)")
    p.add_argument("--per-rule", type=int, default=40, help="sample size per rule for --to-triage (default 40)")
    p.add_argument("--seed", type=int, default=None, help="seed of the sample (default: the triage file's)")
    p.add_argument("--from-results", metavar="DIR", help="compare the reports kept by an earlier --results DIR instead of auditing")
    p.add_argument("--app", action="append", default=[], help="audit only this app (owner/name); repeatable")
    p.add_argument("--audit-arg", action="append", default=[], help="an extra argument for statusbar audit; repeatable")
    args = p.parse_args(argv)

    with open(args.manifest, encoding="utf-8") as f:
        manifest = json.load(f)
    try:
        meta, verdicts = load_triage(args.triage)
    except (TriageError, json.JSONDecodeError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    statusbar = args.statusbar or default_statusbar(repo_root)
    if args.results:
        os.makedirs(args.results, exist_ok=True)

    findings: list[Finding] = []
    audited: set[str] = set()
    skipped: list[tuple[str, str]] = []
    print("| app | time (s) | screens | unknown | findings | errors |")
    print("|---|---:|---:|---:|---:|---:|")
    total_screens = total_unknown = 0
    for app in sorted(manifest["apps"], key=lambda a: a["repo"]):
        repo = app["repo"]
        if args.app and repo not in args.app:
            continue
        folder = os.path.join(args.corpus, folder_name(repo))
        git_dir = corpus_tree.find_git_dir(args.mirror, repo) if args.mirror and not os.path.isdir(folder) else None
        if git_dir:
            try:
                corpus_tree.extract(git_dir, app["commit"], folder)
            except corpus_tree.TreeError as e:
                skipped.append((repo, f"could not write it from {git_dir}: {e}"))
                continue
        if not os.path.isdir(folder):
            skipped.append((repo, f"not in {args.corpus} (fetch it at {app['commit'][:12]})"))
            continue
        if args.from_results:
            kept = os.path.join(args.from_results, folder_name(repo) + ".json")
            if not os.path.exists(kept):
                skipped.append((repo, f"no report in {args.from_results}"))
                continue
            with open(kept, encoding="utf-8") as inp:
                report, elapsed, error = json.load(inp), 0.0, ""
        else:
            report, elapsed, error = audit(statusbar, folder, args.audit_arg)
        if report is None:
            skipped.append((repo, error))
            continue
        audited.add(repo)
        if args.results:
            with open(os.path.join(args.results, folder_name(repo) + ".json"), "w", encoding="utf-8") as out:
                json.dump(report, out, indent=1)
        mine = findings_of(repo, folder, report)
        findings.extend(mine)
        errors = sum(1 for f in mine if f.severity == "error")
        note = " (no iOS app found)" if report.get("noApp") else ""
        screens, unknown = unknown_share(report)
        total_screens += screens
        total_unknown += unknown
        print(f"| {repo}{note} | {elapsed:.2f} | {screens} | {unknown} ({percent(unknown / screens if screens else None)}) | {len(mine)} | {errors} |")
    print(f"| **all** ({len(audited)} apps) | | {total_screens} | {total_unknown} ({percent(total_unknown / total_screens if total_screens else None)}) | {len(findings)} | {sum(1 for f in findings if f.severity == 'error')} |")
    for repo, why in skipped:
        print(f"skipped: {repo}: {why}")
    print()

    c = compare(findings, verdicts, audited)
    print("\n".join(rule_table(c)))
    print()
    print(f"untriaged findings: {len(c.untriaged)}")
    for f in c.untriaged[:200]:
        print(f"  new: {f.key.app} {f.key.file}:{f.line}:{f.column}: {f.severity}: {f.message} [{f.key.rule}]")
    if len(c.untriaged) > 200:
        print(f"  … and {len(c.untriaged) - 200} more")
    for v in c.gone_wrong:
        print(f"  fixed (triaged wrong, gone): {describe(v)}")
    for v in c.gone_other:
        print(f"  gone (triaged unsure): {describe(v)}")
    for v in c.lost_harmless:
        print(f"  gone (triaged right-harmless: true but changed nothing a user sees): {describe(v)}")
    for v in c.lost_right:
        print(f"  LOST (triaged right, gone): {describe(v)}")
    for v in c.back_wrong:
        print(f"  BACK (triaged wrong, had gone, back): {describe(v)}")

    if args.to_triage:
        seed = args.seed if args.seed is not None else int(meta.get("seed", 2026))
        chosen = sample(c.untriaged, args.per_rule, seed)
        with open(args.to_triage, "w", encoding="utf-8") as out:
            for f in chosen:
                root = os.path.join(args.corpus, folder_name(f.key.app))
                json.dump({"app": f.key.app, "rule": f.key.rule, "file": f.key.file, "lineHash": f.key.lineHash,
                           "subjectHash": f.key.subjectHash,
                           "line": f.line, "column": f.column, "severity": f.severity, "message": f.message,
                           "text": read_line(root, f.key.file, f.line)}, out)
                out.write("\n")
        print(f"wrote {len(chosen)} findings to triage to {args.to_triage} (seed {seed}, at most {args.per_rule} per rule)")
    if args.record:
        record(verdicts, findings, audited)
        save_triage(args.triage, meta, verdicts)
        print(f"recorded which triaged findings are present in {args.triage}")
        return 0
    if c.failed:
        print(f"oss-check failed: {len(c.lost_right)} finding(s) triaged right lost, {len(c.back_wrong)} triaged wrong back",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
