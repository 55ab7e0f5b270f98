"""Unit tests of scripts/bug-check and of the tree writer it shares with the corpus set-up, on tiny
synthetic repositories made here (nothing is fetched).

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
import bug_check as bc  # noqa: E402
import corpus_tree as ct  # noqa: E402
from support import git, write  # noqa: E402


BUGGY = """import UIKit

final class MenuContainerViewController: UIViewController {
    var content: UIViewController?
}

final class PlayerViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}
"""
FIXED = BUGGY.replace("    var content: UIViewController?\n",
                      "    var content: UIViewController?\n"
                      "    override var childForStatusBarStyle: UIViewController? { content }\n")


class App:
    """A synthetic app with a buggy commit and its fix, fetched into a mirror, and a fake `statusbar`
    that reports the swallowed answer while the container does not forward."""

    def __init__(self, tmp):
        self.tmp = tmp
        self.mirror = os.path.join(tmp, "mirror")
        work = os.path.join(self.mirror, "acme+Radio", "repo")
        os.makedirs(work)
        git(work, "init", "-q")
        write(os.path.join(work, "Radio", "Menu.swift"), BUGGY)
        git(work, "add", ".")
        git(work, "commit", "-qm", "buggy")
        self.parent = git(work, "rev-parse", "HEAD")
        write(os.path.join(work, "Radio", "Menu.swift"), FIXED)
        git(work, "commit", "-qam", "fix")
        self.fix = git(work, "rev-parse", "HEAD")
        self.corpus = os.path.join(tmp, "corpus")
        self.statusbar = os.path.join(tmp, "statusbar")
        self.mode = os.path.join(tmp, "mode")
        write(self.mode, "normal")
        # The fake audit: a finding on PlayerViewController's override while no childForStatusBarStyle exists,
        # none in "silent" mode; no app at all in "noapp" mode.
        write(self.statusbar, f"""#!/usr/bin/env bash
mode=$(cat {self.mode})
[ "$mode" = noapp ] && exit 3
if [ "$mode" = silent ] || grep -q childForStatusBarStyle "$2/Radio/Menu.swift"; then d='[]'
else d='[{{"rule": "preference-swallowed-by-container", "severity": "warning", "file": "Radio/Menu.swift", "line": 8, "column": 5, "message": "\\u0027PlayerViewController\\u0027 answers lightContent but \\u0027MenuContainerViewController\\u0027 does not forward", "related": []}}]'
fi
echo '{{"version": 1, "apps": [], "screens": [{{"class": "PlayerViewController", "file": "Radio/Menu.swift", "line": 7, "certainty": "unknown", "because": "shown by code not followed", "styleDecidedBy": "unknown"}}], "diagnostics": '"$d"', "skipped": []}}'
""")
        os.chmod(self.statusbar, os.stat(self.statusbar).st_mode | stat.S_IEXEC)
        self.bugs = os.path.join(tmp, "bugs.json")
        self.write_bugs()

    def case(self, **over):
        c = {"repo": "acme/Radio", "fix": self.fix, "parent": self.parent, "kind": "swallowed-by-container",
             "language": "swift", "location": {"file": "Radio/Menu.swift", "line": 3},
             "classes": ["MenuContainerViewController", "PlayerViewController"],
             "saw": "dark glyphs over the black player", "fixed": "the container forwards to its content"}
        c.update(over)
        return c

    def write_bugs(self, *cases):
        write(self.bugs, json.dumps({"version": 1, "bugs": list(cases) or [self.case()]}))

    def run(self, *extra):
        out, err = io.StringIO(), io.StringIO()
        with redirect_stdout(out), redirect_stderr(err):
            status = bc.main([self.corpus, "--bugs", self.bugs, "--mirror", self.mirror,
                              "--statusbar", self.statusbar, *extra])
        return status, out.getvalue(), err.getvalue()


class LoadTests(unittest.TestCase):
    def load(self, tmp, entry):
        path = os.path.join(tmp, "bugs.json")
        write(path, json.dumps({"version": 1, "bugs": [entry]}))
        return bc.load_bugs(path)

    def test_a_case_missing_a_field_or_of_an_unknown_kind_is_refused_with_its_index(self):
        with tempfile.TemporaryDirectory() as tmp:
            app = App(tmp)
            no_saw = app.case()
            del no_saw["saw"]
            with self.assertRaisesRegex(bc.BugsError, r"bugs\[0\] has no 'saw'"):
                self.load(tmp, no_saw)
            with self.assertRaisesRegex(bc.BugsError, r"kind 'swalowed'"):
                self.load(tmp, app.case(kind="swalowed"))
            with self.assertRaisesRegex(bc.BugsError, r"40 lowercase hex"):
                self.load(tmp, app.case(fix="abc"))
            with self.assertRaisesRegex(bc.BugsError, r"location must be"):
                self.load(tmp, app.case(location={"file": "a.swift", "line": 0}))

    def test_a_malformed_file_names_line_and_column(self):
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "bugs.json")
            write(path, '{"version": 1,\n "bugs": [,]}')
            with self.assertRaisesRegex(bc.BugsError, r"bugs.json:2:\d+:"):
                bc.load_bugs(path)

    def test_the_kind_gives_the_claiming_rules_unless_the_case_names_its_own(self):
        with tempfile.TemporaryDirectory() as tmp:
            app = App(tmp)
            _, [case] = self.load(tmp, app.case())
            self.assertEqual(case.rules, ("preference-swallowed-by-container",))
            _, [case] = self.load(tmp, app.case(rules=["missing-appearance-update"]))
            self.assertEqual(case.rules, ("missing-appearance-update",))


class MatchTests(unittest.TestCase):
    CASE = bc.Case("a/b", "f" * 40, "e" * 40, "swallowed-by-navigation", "swift", "A/Feed.swift", 20,
                   ("FeedViewController",), ("preference-swallowed-by-navigation",), "", "")

    def d(self, **over):
        d = {"rule": "preference-swallowed-by-navigation", "file": "A/Other.swift", "line": 1, "message": "'X' answers",
             "related": []}
        d.update(over)
        return d

    def test_a_finding_at_the_defect_is_one_near_its_line_in_its_file_or_naming_its_class(self):
        self.assertTrue(bc.at_defect(self.CASE, self.d(file="A/Feed.swift", line=27)))
        self.assertFalse(bc.at_defect(self.CASE, self.d(file="A/Feed.swift", line=31)))
        self.assertTrue(bc.at_defect(self.CASE, self.d(message="'FeedViewController' answers lightContent")))
        self.assertTrue(bc.at_defect(self.CASE, self.d(related=[{"file": "A/Feed.swift", "line": 18}])))
        self.assertFalse(bc.at_defect(self.CASE, self.d(rule="deprecated-status-bar-api", file="A/Feed.swift", line=20)))
        self.assertFalse(bc.at_defect(self.CASE, self.d(message="'FeedViewControllerTwo' answers")))

    def test_a_finding_that_pointed_at_the_defect_and_no_longer_does_after_the_fix_is_found(self):
        # A finding about a class, listing the places it is shown from: the fix removes the place at the defect.
        at = {"file": "A/Feed.swift", "line": 21, "message": "'FeedViewController' is presented here"}
        elsewhere = {"file": "A/Menu.swift", "line": 90, "message": "'FeedViewController' is presented here"}
        buggy = {"diagnostics": [self.d(message="'FeedViewController' answers", related=[at, elsewhere])]}
        fixed_elsewhere = {"diagnostics": [self.d(message="'FeedViewController' answers", related=[elsewhere])]}
        fixed_still = {"diagnostics": [self.d(message="'FeedViewController' answers", related=[dict(at, line=24), elsewhere])]}
        self.assertEqual(bc.judge(self.CASE, buggy, "/nonexistent", fixed_elsewhere, "/nonexistent").status, "found")
        self.assertEqual(bc.judge(self.CASE, buggy, "/nonexistent", fixed_still, "/nonexistent").status, "persists")
        # A finding that names the class without pointing at the defect persists while the class is named.
        by_name = {"diagnostics": [self.d(message="'FeedViewController' answers")]}
        self.assertEqual(bc.judge(self.CASE, by_name, "/nonexistent", by_name, "/nonexistent").status, "persists")


class MissCauseTests(unittest.TestCase):
    CASE = MatchTests.CASE

    def test_misses_group_by_what_the_report_says_of_the_cases_classes(self):
        miss = lambda screens, detail="": bc.Outcome(self.CASE, "missed", detail, [], screens)
        self.assertEqual(bc.miss_cause(miss([]), {"unreadable-status-bar"}), "no rule of the audit claims this kind yet")
        self.assertEqual(bc.miss_cause(miss([]), {"preference-swallowed-by-navigation"}),
                         "no screen of its classes: how the app shows them is not followed")
        self.assertEqual(bc.miss_cause(miss([], "no iOS app found in the buggy tree"), None), "no iOS app found in the buggy tree")
        unknown = {"class": "FeedViewController", "certainty": "unknown",
                   "because": "pushed by 'ListViewController' at A/List.swift:12:9, whose navigation controller the audit could not follow"}
        self.assertEqual(bc.miss_cause(miss([unknown]), None),
                         "its screens are unknown: pushed by … at …, whose navigation controller the audit could not follow")
        self.assertEqual(bc.miss_cause(miss([unknown, {"class": "FeedViewController", "certainty": "certain"}]), None),
                         "its screens are predicted, but no claiming rule reports the defect there")


class RunTests(unittest.TestCase):
    def test_found_when_reported_at_the_defect_and_gone_after_the_fix(self):
        with tempfile.TemporaryDirectory() as tmp:
            app = App(tmp)
            status, out, _ = app.run()
            self.assertEqual(status, 0)
            self.assertRegex(out, r"\| acme\+Radio@\w{10} \| swallowed-by-container \| swift \| found \|")
            self.assertIn("| **all** | 1 | 1 | 0 | 0 | 0 | 100% |", out)
            # The trees were written from the mirror: the buggy one without the fix.
            buggy = os.path.join(app.corpus, "bugs", f"acme+Radio@{app.fix[:10]}", "buggy", "Radio", "Menu.swift")
            with open(buggy, encoding="utf-8") as f:
                self.assertEqual(f.read(), BUGGY)

    def test_persists_when_the_fixed_tree_still_has_the_finding(self):
        with tempfile.TemporaryDirectory() as tmp:
            app = App(tmp)
            # A case whose "fix" is the buggy commit itself: the finding is still there.
            app.write_bugs(app.case(fix=app.parent, parent=app.parent))
            _, out, _ = app.run()
            self.assertIn("| persists |", out)
            self.assertIn("| **all** | 1 | 0 | 1 | 0 | 0 | 0% |", out)

    def test_a_miss_names_the_screens_prediction_and_a_recorded_find_that_goes_fails(self):
        with tempfile.TemporaryDirectory() as tmp:
            app = App(tmp)
            self.assertEqual(app.run("--record")[0], 0)
            with open(app.bugs, encoding="utf-8") as f:
                self.assertEqual(json.load(f)["bugs"][0]["status"], "found")
            write(app.mode, "silent")
            status, out, err = app.run()
            self.assertEqual(status, 1)
            self.assertIn("missed: acme+Radio@", out)
            self.assertIn("screen: PlayerViewController (Radio/Menu.swift:7): unknown, in no container, "
                          "style decided by unknown, because shown by code not followed", out)
            self.assertIn("LOST (recorded found, now missed)", out)
            self.assertIn("| its screens are unknown: shown by code not followed | 1 | swallowed-by-container 1 |", out)
            self.assertIn("no longer found", err)

    def test_a_tree_that_cannot_be_had_is_not_run_and_out_of_the_recall(self):
        with tempfile.TemporaryDirectory() as tmp:
            app = App(tmp)
            app.write_bugs(app.case(repo="acme/Unfetched"))
            status, out, _ = app.run()
            self.assertEqual(status, 0)
            self.assertIn("| not-run |", out)
            self.assertIn("acme/Unfetched is not fetched", out)
            self.assertIn("| **all** | 1 | 0 | 0 | 0 | 1 | - |", out)

    def test_no_app_in_the_buggy_tree_is_a_miss_that_says_so(self):
        with tempfile.TemporaryDirectory() as tmp:
            app = App(tmp)
            write(app.mode, "noapp")
            _, out, _ = app.run()
            self.assertIn("no iOS app found in the buggy tree", out)


class TreeTests(unittest.TestCase):
    def test_a_missing_blob_is_skipped_and_a_link_out_of_the_tree_refused(self):
        with tempfile.TemporaryDirectory() as tmp:
            work = os.path.join(tmp, "r")
            os.makedirs(work)
            git(work, "init", "-q")
            write(os.path.join(work, "a", "kept.swift"), "let kept = 1\n")
            write(os.path.join(work, "big.bin"), "large file stand-in\n")
            os.symlink("../kept.swift", os.path.join(work, "a", "up"))   # a/up → kept.swift: outside a/, inside the tree
            os.symlink("../../etc/passwd", os.path.join(work, "a", "out"))
            git(work, "add", ".")
            git(work, "commit", "-qm", "c")
            big = git(work, "rev-parse", "HEAD:big.bin")
            os.remove(os.path.join(work, ".git", "objects", big[:2], big[2:]))
            r = ct.extract(os.path.join(work, ".git"), "HEAD", os.path.join(tmp, "out"))
            self.assertEqual(r.missing, ["big.bin"])
            self.assertEqual(r.refused, ["a/out"])
            self.assertEqual((r.files, r.links), (1, 1))
            with open(os.path.join(tmp, "out", "a", "kept.swift"), encoding="utf-8") as f:
                self.assertEqual(f.read(), "let kept = 1\n")
            with self.assertRaises(ct.TreeError):
                ct.extract(os.path.join(work, ".git"), "HEAD", os.path.join(tmp, "out"))


if __name__ == "__main__":
    unittest.main()
