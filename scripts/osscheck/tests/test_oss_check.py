"""Unit tests of scripts/oss-check's comparison, on a tiny synthetic corpus (no app is fetched).

Run: python3 -m unittest discover -s scripts/osscheck/tests (scripts/test does)."""
import io
import json
import os
import stat
import sys
import tempfile
import unittest
from contextlib import redirect_stdout, redirect_stderr

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import oss_check as oc  # noqa: E402
from support import git, write  # noqa: E402


class Corpus:
    """Two synthetic apps, a fake `statusbar` that prints a prepared report per app, and the Corpus files."""

    def __init__(self, tmp):
        self.tmp = tmp
        self.corpus = os.path.join(tmp, "corpus")
        write(os.path.join(self.corpus, "acme+Birdwatch", "App", "Feed.swift"),
              "class Feed: UIViewController {\n    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }\n}\n")
        write(os.path.join(self.corpus, "acme+Birdwatch", "App", "Splash.swift"),
              "final class Splash: UIViewController {\n  override var prefersStatusBarHidden: Bool { true }\n}\n")
        self.reports = os.path.join(tmp, "reports")
        self.statusbar = os.path.join(tmp, "statusbar")
        write(self.statusbar, "#!/usr/bin/env bash\n"
              f"name=$(basename \"$2\")\ncat \"{self.reports}/$name.json\"\n")
        os.chmod(self.statusbar, os.stat(self.statusbar).st_mode | stat.S_IEXEC)
        self.manifest = os.path.join(tmp, "apps.json")
        write(self.manifest, json.dumps({"version": 1, "apps": [
            {"repo": "acme/Birdwatch", "commit": "a" * 40, "why": "synthetic"},
            {"repo": "acme/Missing", "commit": "b" * 40, "why": "never fetched"},
        ]}))
        self.triage = os.path.join(tmp, "triage.json")

    def report(self, diagnostics, screens=({"class": "Feed", "certainty": "certain"},)):
        write(os.path.join(self.reports, "acme+Birdwatch.json"),
              json.dumps({"version": 1, "apps": [], "screens": list(screens), "diagnostics": diagnostics, "skipped": []}))

    def run(self, *extra):
        out, err = io.StringIO(), io.StringIO()
        with redirect_stdout(out), redirect_stderr(err):
            status = oc.main([self.corpus, "--manifest", self.manifest, "--triage", self.triage,
                              "--statusbar", self.statusbar, *extra])
        return status, out.getvalue(), err.getvalue()


FEED = {"rule": "preference-swallowed-by-navigation", "severity": "warning", "file": "App/Feed.swift",
        "line": 2, "column": 5, "message": "'Feed' answers preferredStatusBarStyle but …", "related": []}
SPLASH = {"rule": "status-bar-always-hidden", "severity": "info", "file": "App/Splash.swift",
          "line": 2, "column": 3, "message": "'Splash' hides the status bar", "related": []}


class KeyTests(unittest.TestCase):
    def test_line_hash_ignores_surrounding_space_but_not_text(self):
        self.assertEqual(oc.line_hash("  let a = 1 "), oc.line_hash("let a = 1"))
        self.assertNotEqual(oc.line_hash("let a = 1"), oc.line_hash("let a = 2"))

    def test_subject_tells_apart_findings_on_one_line(self):
        self.assertNotEqual(oc.subject_hash("'A' answers"), oc.subject_hash("'B' answers"))
        self.assertEqual(oc.subject_hash("'A' answers x"), oc.subject_hash("'A' answers y"))

    def test_a_moved_line_keeps_its_key(self):
        with tempfile.TemporaryDirectory() as tmp:
            write(os.path.join(tmp, "a.swift"), "x\nflagged()\n")
            write(os.path.join(tmp, "b.swift"), "x\ny\nz\n  flagged()\n")
            self.assertEqual(oc.line_hash(oc.read_line(tmp, "a.swift", 2)), oc.line_hash(oc.read_line(tmp, "b.swift", 4)))
            self.assertEqual(oc.read_line(tmp, "a.swift", 9), "")


class CompareTests(unittest.TestCase):
    def test_an_app_missing_from_the_corpus_is_written_from_the_mirror_at_its_pinned_commit(self):
        with tempfile.TemporaryDirectory() as tmp:
            c = Corpus(tmp)
            c.report([FEED])
            work = os.path.join(tmp, "mirror", "acme+Missing", "repo")
            os.makedirs(work)
            git(work, "init", "-q")
            write(os.path.join(work, "App", "Pinned.swift"), "final class Pinned: UIViewController {}\n")
            git(work, "add", ".")
            git(work, "commit", "-qm", "pinned")
            pinned = git(work, "rev-parse", "HEAD")
            write(os.path.join(work, "App", "Pinned.swift"), "final class Later: UIViewController {}\n")
            git(work, "commit", "-qam", "later")
            write(c.manifest, json.dumps({"version": 1, "apps": [{"repo": "acme/Missing", "commit": pinned, "why": "x"}]}))
            write(os.path.join(c.reports, "acme+Missing.json"), json.dumps({"screens": [], "diagnostics": []}))
            status, out, _ = c.run("--mirror", os.path.join(tmp, "mirror"))
            self.assertEqual(status, 0)
            self.assertNotIn("skipped: acme/Missing", out)
            with open(os.path.join(c.corpus, "acme+Missing", "App", "Pinned.swift"), encoding="utf-8") as f:
                self.assertIn("class Pinned", f.read())

    def test_each_app_and_the_whole_corpus_say_how_many_screens_are_unknown(self):
        with tempfile.TemporaryDirectory() as tmp:
            c = Corpus(tmp)
            c.report([FEED], screens=[{"class": "Feed", "certainty": "certain"},
                                      {"class": "Splash", "certainty": "unknown"},
                                      {"class": "Map", "certainty": "unknown"},
                                      {"class": "Log", "certainty": "conditional"}])
            _, out, _ = c.run()
            self.assertRegex(out, r"\| acme/Birdwatch \| [0-9.]+ \| 4 \| 2 \(50%\) \| 1 \| 0 \|")
            self.assertIn("| **all** (1 apps) | | 4 | 2 (50%) | 1 | 0 |", out)

    def test_new_findings_are_untriaged_and_missing_apps_skipped(self):
        with tempfile.TemporaryDirectory() as tmp:
            c = Corpus(tmp)
            c.report([FEED, SPLASH])
            status, out, _ = c.run()
            self.assertEqual(status, 0)
            self.assertIn("untriaged findings: 2", out)
            self.assertIn("skipped: acme/Missing", out)
            self.assertIn("| acme/Birdwatch | ", out)

    def test_table_counts_verdicts_and_precision(self):
        with tempfile.TemporaryDirectory() as tmp:
            c = Corpus(tmp)
            c.report([FEED, SPLASH])
            c.run("--to-triage", os.path.join(tmp, "todo.jsonl"))
            todo = [json.loads(line) for line in open(os.path.join(tmp, "todo.jsonl"))]
            self.assertEqual(len(todo), 2)
            verdicts = {"preference-swallowed-by-navigation": "wrong", "status-bar-always-hidden": "right"}
            findings = []
            for t in todo:
                e = {k: t[k] for k in ("app", "rule", "file", "lineHash", "subjectHash", "severity")}
                e["verdict"] = verdicts[t["rule"]]
                e["note"] = "kept"
                if e["verdict"] == "wrong":
                    e["cause"] = "container-not-followed: pushed by a coordinator"
                findings.append(e)
            write(c.triage, json.dumps({"version": 1, "seed": 7, "findings": findings}))
            status, out, _ = c.run()
            self.assertEqual(status, 0)
            self.assertIn("| preference-swallowed-by-navigation | 1 | 1 | 0 | 0 | 1 | 0 | 0% |", out)
            self.assertIn("| status-bar-always-hidden | 1 | 1 | 1 | 0 | 0 | 0 | 100% |", out)
            self.assertIn("untriaged findings: 0", out)

            # A fix removes the wrong finding: reported as fixed, not a failure; recorded as gone.
            c.report([SPLASH])
            status, out, _ = c.run()
            self.assertEqual(status, 0)
            self.assertIn("fixed (triaged wrong, gone)", out)
            self.assertEqual(c.run("--record")[0], 0)
            recorded = json.load(open(c.triage))
            self.assertEqual(recorded["seed"], 7)
            self.assertTrue(all(e.get("note") == "kept" for e in recorded["findings"]), "other keys survive --record")
            self.assertEqual({e["rule"]: e["present"] for e in recorded["findings"]},
                             {"preference-swallowed-by-navigation": False, "status-bar-always-hidden": True})

            # The wrong finding comes back: a failure.
            c.report([FEED, SPLASH])
            status, out, err = c.run()
            self.assertEqual(status, 1)
            self.assertIn("BACK (triaged wrong, had gone, back)", out)

            # A finding triaged right disappears: a failure.
            c.report([FEED])
            status, out, err = c.run()
            self.assertEqual(status, 1)
            self.assertIn("LOST (triaged right, gone)", out)
            self.assertIn("1 finding(s) triaged right lost", err)

    def test_a_harmless_finding_that_goes_is_reported_but_not_a_failure(self):
        verdict = oc.Verdict(oc.Key("acme/Birdwatch", "r", "f", "h"), "right-harmless")
        c = oc.compare([], {verdict.key: verdict}, audited_apps={"acme/Birdwatch"})
        self.assertFalse(c.failed)
        self.assertEqual(c.lost_harmless, [verdict])

    def test_a_missing_app_loses_nothing(self):
        verdict = oc.Verdict(oc.Key("acme/Missing", "r", "f", "h"), "right")
        c = oc.compare([], {verdict.key: verdict}, audited_apps=set())
        self.assertFalse(c.failed)

    def test_bad_triage_is_a_clear_error(self):
        with tempfile.TemporaryDirectory() as tmp:
            c = Corpus(tmp)
            c.report([])
            write(c.triage, json.dumps({"version": 1, "findings": [
                {"app": "acme/Birdwatch", "rule": "r", "file": "f", "lineHash": "h", "verdict": "wrong"}]}))
            status, _, err = c.run()
            self.assertEqual(status, 2)
            self.assertIn("a wrong verdict needs its cause", err)


class SampleTests(unittest.TestCase):
    def test_sample_is_bounded_per_rule_and_repeatable(self):
        fs = [oc.Finding(oc.Key("a", "r1" if i % 3 else "r2", f"f{i}", "h"), "warning", i, 1, "m") for i in range(120)]
        one, two = oc.sample(fs, 40, 5), oc.sample(fs, 40, 5)
        self.assertEqual([f.key for f in one], [f.key for f in two])
        self.assertEqual(sum(1 for f in one if f.key.rule == "r1"), 40)
        self.assertEqual(sum(1 for f in one if f.key.rule == "r2"), 40)
        self.assertNotEqual([f.key for f in oc.sample(fs, 40, 6)], [f.key for f in one])


if __name__ == "__main__":
    unittest.main()
