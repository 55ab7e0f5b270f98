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

OTHER_PLATFORMS = """import SwiftUI

struct PlayerView: View {
    var body: some View {
        VStack { Text("Playing") }
        #if os(tvOS)
        .fullScreenCover(isPresented: $queue) { QueueView() }
        #elseif os(iOS)
        .sheet(isPresented: $queue) { QueueView() }
        #else
        .popover(isPresented: $queue) { QueueView() }
        #endif
        /* .sheet(isPresented: $old) { OldView() }
           NavigationLink { OldView() } label: { Text("Old") } */
    }

    func route(_ r: Route) -> Presentation {
        switch r {
        case .sheet(let s): return .sheet(s)
        }
    }

    func react(_ m: Manager) { present(EmojiPicker.sheet(with: m), animated: true) }
}

extension NavigationLink where Label == EmptyView, Destination == EmptyView {
    static var empty: NavigationLink {
        self.init(destination: EmptyView(), label: { EmptyView() })
    }
    func wrapped() -> NavigationLink { self }
}
"""


class SwiftUIPlacesTests(unittest.TestCase):
    def test_places_are_found_by_line_without_comments_previews_or_tests(self):
        with tempfile.TemporaryDirectory() as root:
            write(os.path.join(root, 'App/RootView.swift'), VIEWS)
            write(os.path.join(root, 'AppTests/RootViewTests.swift'), VIEWS)
            self.assertEqual(sp.places(root), [('App/RootView.swift', 6), ('App/RootView.swift', 8), ('App/RootView.swift', 10)])

    def test_places_never_compiled_for_ios_block_comments_enum_cases_static_members_and_types_are_left_out(self):
        with tempfile.TemporaryDirectory() as root:
            write(os.path.join(root, 'App/PlayerView.swift'), OTHER_PLATFORMS)
            other = []
            self.assertEqual(sp.places(root, other), [('App/PlayerView.swift', 9)])
            self.assertEqual(other, [('App/PlayerView.swift', 7), ('App/PlayerView.swift', 11)])

    def test_each_place_is_with_a_screen_under_coverage_or_silent(self):
        places = [('App/RootView.swift', 6), ('App/RootView.swift', 8), ('App/RootView.swift', 10), ('App/Old.swift', 3)]
        screen = lambda line: {'kind': 'swiftUIView', 'origin': {'file': 'App/RootView.swift', 'line': line}}
        report = {
            # Two screens start at the link (two places it is followed from): the place counts once.
            'screens': [screen(6), screen(6), {'kind': 'controller', 'origin': None}],
            'apps': [{'coverage': {'causes': [{'places': [{'file': 'App/RootView.swift', 'line': 8, 'class': None},
                                                          # A whole file under coverage (a source in no target).
                                                          {'file': 'App/Old.swift', 'line': None, 'class': None}]}]}}],
        }
        screens, with_screen, covered, silent = sp.judged(report, places)
        self.assertEqual((screens, len(with_screen), len(covered)), (2, 1, 2))
        self.assertEqual(silent, [('App/RootView.swift', 10)])
        # A place a screen lists as another place it is shown from has that screen.
        report['screens'][0]['alsoShownFrom'] = [{'file': 'App/RootView.swift', 'line': 10, 'column': 9}]
        self.assertEqual(sp.judged(report, places)[3], [])


if __name__ == '__main__':
    unittest.main()
