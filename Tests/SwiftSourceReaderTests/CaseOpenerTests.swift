import SourceModel
import Testing
@testable import SwiftSourceReader

/// The calls that open a page of an app's own navigation model by an enum case (``CaseOpener``).
@Suite("Swift reader: pages opened by a case")
struct CaseOpenerTests {
    /// The reader keeps each call that opens a page by a case, once, with what opens it.
    @Test func theCallsThatOpenAPageAreRead() throws {
        let read = facts("""
            struct Row: View {
                var body: some View {
                    Button("A") { navigator.openSheet(.closeAccount) }
                    Button("B") { navigator.openSheet(.closeAccount) }
                    NavigationLink(.entry(2)) { Text("Entry") }
                    NavigationLink("About", destination: .settings(.about))
                    Button("C") { router.presentedSheet = .about }
                    Button("D") { navigator.select(.inbox) }
                    Button("E") { navigator.push(.modlog(.instance(i))) }
                }
            }
            """)
        #expect(read.caseOpeners == [
            CaseOpener(method: "openSheet", caseName: "closeAccount"),
            CaseOpener(method: "push", caseName: "entry"),
            CaseOpener(method: "push", caseName: "settings"),
            CaseOpener(method: "push", caseName: "about"),
            CaseOpener(method: "presentedSheet", caseName: "about"),
            // A value given to the page is no page of its own.
            CaseOpener(method: "push", caseName: "modlog"),
        ])
        #expect(read.caseOpeners.map(\.place) == [.sheet, .push, .push, .push, .sheet, .push])
    }


    /// How each name opens a page, whatever the case of its letters; a name of no such word opens none.
    @Test func theNameSaysHowAPageIsOpened() {
        let places = ["openSheet", "showFullScreenCover", "presentCover", "push", "navigateTo", "root", "select", "PUSHPAGE"]
            .map { CaseOpener(method: $0, caseName: "x").place }
        #expect(places == [.sheet, .cover, .cover, .push, .push, .root, nil, .push])
        #expect(CaseOpener.namesOpening("presentedSheet") && !CaseOpener.namesOpening("padding") && !CaseOpener.namesOpening(""))
    }
}
