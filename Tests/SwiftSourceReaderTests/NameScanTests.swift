import SourceModel
import Testing

/// The names a file could perform a storyboard segue by (``NameScan``): what decides whether a
/// manual segue can run.
@Suite struct NameScanTests {
    @Test func swiftLiteralsAndEnumCases() {
        let text = """
            enum Segue: String { case showMap, showProfile = "profile"
                case openSettings }
            func route(_ s: Segue) {
                switch s { case .showMap: performSegue(withIdentifier: "ShowMap", sender: nil)
                case let .other(x): print("not a name: \\(x)") }
                _ = "Main.settings"; _ = "Show Sync Settings"; _ = "not: a name"; _ = ""; _ = "9lives"; _ = "a-b_c"
                // performSegue(withIdentifier: "Commented", sender: nil)
                let quote = "escaped \\" quote"; _ = "after"
            }
            """
        let names = NameScan.names(in: Array(text.utf8), language: .swift)
        #expect(names == ["Commented", "Main.settings", "Show Sync Settings", "ShowMap", "a-b_c", "after", "openSettings", "profile", "showMap", "showProfile"])
    }

    @Test func objectiveCLiteralsAndNoEnumCases() {
        let text = """
            [self performSegueWithIdentifier:@"AddObservationSegue" sender:self];
            switch (kind) { case Alpha: break; }
            NSString *s = @"x"; char c = '"'; NSString *t = @"next";
            """
        let names = NameScan.names(in: Array(text.utf8), language: .objc)
        // An unpaired quote (a character literal) loses the rest of its line only.
        #expect(names == ["AddObservationSegue", "x"])
    }

    @Test func aLongLiteralIsNotAName() {
        let long = String(repeating: "a", count: NameScan.longestName + 1)
        #expect(NameScan.names(in: Array("_ = \"\(long)\"".utf8), language: .swift).isEmpty)
        #expect(NameScan.names(in: Array("\"unterminated".utf8), language: .swift).isEmpty)
    }
}
