"""Unit tests of scripts/osscheck/hand_sample.py on reports written here.

Run: python3 -m unittest discover -s scripts/osscheck/tests (scripts/test does)."""
import json
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import hand_sample  # noqa: E402


def screen(cls, certainty='certain', line=1, app='App'):
    return {'app': app, 'class': cls, 'certainty': certainty, 'origin': {'file': 'A.swift', 'line': line, 'column': 1},
            'eras': {'17+': {'certainty': certainty}}}


class HandSampleTests(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        reports = {
            # The same screen in two apps of one folder is one candidate; conditional and unknown are none.
            'a+one': [screen('Feed', app='One'), screen('Feed', app='One Beta'), screen('Post', 'conditional'),
                      screen('Help', 'unknown')],
            'b+two': [screen('Feed'), screen('Settings', line=2), screen('About', line=3)],
        }
        for name, screens in reports.items():
            with open(os.path.join(self.dir.name, name + '.json'), 'w', encoding='utf-8') as f:
                json.dump({'screens': screens}, f)
        with open(os.path.join(self.dir.name, 'summary.txt'), 'w', encoding='utf-8') as f:
            f.write('not a report')

    def tearDown(self):
        self.dir.cleanup()

    def test_candidates_are_certain_screens_once_per_folder(self):
        pool = hand_sample.candidates(self.dir.name)
        self.assertEqual([(folder, s['class']) for folder, s in pool],
                         [('a+one', 'Feed'), ('b+two', 'Feed'), ('b+two', 'Settings'), ('b+two', 'About')])

    def test_a_seed_gives_the_same_sample_and_another_seed_may_not(self):
        first = hand_sample.sample(self.dir.name, 7, 3)
        self.assertEqual(first, hand_sample.sample(self.dir.name, 7, 3))
        self.assertEqual(len(first), 3)
        draws = {json.dumps(hand_sample.sample(self.dir.name, seed, 3)) for seed in range(20)}
        self.assertGreater(len(draws), 1)

    def test_more_than_there_are_gives_them_all(self):
        self.assertEqual(len(hand_sample.sample(self.dir.name, 1, 30)), 4)

    def test_parts_split_the_sample_for_the_helpers(self):
        cwd = os.getcwd()
        out = tempfile.TemporaryDirectory()
        try:
            os.chdir(out.name)
            self.assertEqual(hand_sample.main([self.dir.name, '3', '4', '--parts', '2']), 0)
            with open('part1.json', encoding='utf-8') as f:
                one = json.load(f)
            with open('part2.json', encoding='utf-8') as f:
                two = json.load(f)
            self.assertEqual(len(one) + len(two), 4)
            self.assertEqual(one + two, hand_sample.sample(self.dir.name, 3, 4))
        finally:
            os.chdir(cwd)
            out.cleanup()

    def test_bad_arguments_are_usage_errors(self):
        self.assertEqual(hand_sample.main([self.dir.name]), 2)
        self.assertEqual(hand_sample.main(['/no/such/folder', '1']), 2)
        self.assertEqual(hand_sample.main([self.dir.name, '1', '--parts', '0']), 2)


if __name__ == '__main__':
    unittest.main()
