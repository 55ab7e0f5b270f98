"""Unit tests of scripts/swiftui-places on a tiny app written here.

Run: python3 -m unittest discover -s scripts/osscheck/tests (scripts/test does)."""
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import swiftui_places as sp  # noqa: E402
from support import write  # noqa: E402

VIEWS = """import SwiftUI

struct RootView: View {
    var body: some View {
        NavigationStack {
            List { NavigationLink { DetailView() } label: { Text("Open") } }
        }
        .sheet(isPresented: $editing) { EditorView() }
        // .sheet(isPresented: $old) { OldView() }
        .popover(isPresented: $help) { HelpView() }
    }
}

#Preview { RootView().sheet(isPresented: .constant(true)) { EditorView() } }
"""


class SwiftUIPlacesTests(unittest.TestCase):
    def test_places_are_found_by_line_without_comments_previews_or_tests(self):
        with tempfile.TemporaryDirectory() as root:
            write(os.path.join(root, 'App/RootView.swift'), VIEWS)
            write(os.path.join(root, 'AppTests/RootViewTests.swift'), VIEWS)
            self.assertEqual(sp.places(root), [('App/RootView.swift', 6), ('App/RootView.swift', 8), ('App/RootView.swift', 10)])

    def test_each_place_is_with_a_screen_under_coverage_or_silent(self):
        places = [('App/RootView.swift', 6), ('App/RootView.swift', 8), ('App/RootView.swift', 10)]
        screen = lambda line: {'kind': 'swiftUIView', 'origin': {'file': 'App/RootView.swift', 'line': line}}
        report = {
            # Two screens start at the link (two places it is followed from): the place counts once.
            'screens': [screen(6), screen(6), {'kind': 'controller', 'origin': None}],
            'apps': [{'coverage': {'causes': [{'places': [{'file': 'App/RootView.swift', 'line': 8, 'class': None}]}]}}],
        }
        self.assertEqual(sp.judged(report, places), (2, 1, 1))


if __name__ == '__main__':
    unittest.main()
