import SourceModel
import SwiftSourceReader
import Testing

/// The vocabulary of deprecated APIs, the Swift reader and the Swift byte scan agree: each Swift
/// spelling of each ``DeprecatedAPI`` is read as that API, and a file using it contains one of the
/// API's own triggers, which are the scan's.
@Suite("Vocabulary: deprecated APIs, Swift reader and scan")
struct SwiftDeprecatedVocabularyTests {
    struct Example: CustomTestStringConvertible, Sendable {
        var api: DeprecatedAPI
        var spelling: String
        var source: String
        var testDescription: String { "\(api) as \(spelling)" }
    }

    static func example(_ api: DeprecatedAPI, _ spelling: String, _ body: String) -> Example {
        Example(api: api, spelling: spelling, source: "func f(a: A, c: C, t: T) { \(body) }")
    }

    static let examples: [Example] = [
        example(.setStatusBarStyle, "setStatusBarStyle", "UIApplication.shared.setStatusBarStyle(.lightContent, animated: true)"),
        example(.setStatusBarHidden, "setStatusBarHidden", "UIApplication.shared.setStatusBarHidden(true, with: .fade)"),
        example(.statusBarStyle, "statusBarStyle", "let s = UIApplication.shared.statusBarStyle"),
        example(.isStatusBarHidden, "isStatusBarHidden", "UIApplication.shared.isStatusBarHidden = true"),
        example(.isStatusBarHidden, "statusBarHidden", "UIApplication.shared.statusBarHidden = true"),
        example(.statusBarFrame, "statusBarFrame", "let f = UIApplication.shared.statusBarFrame"),
        example(.statusBarOrientation, "statusBarOrientation", "let o = UIApplication.shared.statusBarOrientation"),
        example(.networkActivityIndicatorVisible, "isNetworkActivityIndicatorVisible",
                "UIApplication.shared.isNetworkActivityIndicatorVisible = true"),
        example(.networkActivityIndicatorVisible, "networkActivityIndicatorVisible",
                "UIApplication.shared.networkActivityIndicatorVisible = true"),
        example(.blackOpaque, "blackOpaque", "let s = UIStatusBarStyle.blackOpaque"),
        Example(api: .blackTranslucent, spelling: "blackTranslucent",
                source: "class A: B { override var preferredStatusBarStyle: UIStatusBarStyle { .blackTranslucent } }"),
        example(.setOverrideTraitCollection, "setOverrideTraitCollection(_:forChild:)", "setOverrideTraitCollection(t, forChild: c)"),
        example(.setOverrideTraitCollection, "overrideTraitCollection(forChild:)", "let x = overrideTraitCollection(forChild: c)"),
        example(.presentationControllerOverrideTraitCollection, "overrideTraitCollection", "a.overrideTraitCollection = t"),
    ]

    @Test("every deprecated API has an example of each of its Swift spellings")
    func examplesCoverTheVocabulary() {
        for api in DeprecatedAPI.allCases {
            let spellings = Set(Self.examples.filter { $0.api == api }.map(\.spelling))
            #expect(spellings == Set(api.swiftSpellings.map(\.name)), "\(api): examples of \(spellings.sorted())")
        }
    }

    @Test("the reader records the API, and the scan asks for the parse through the API's own trigger", arguments: examples)
    func readerAndScanAgree(_ example: Example) {
        let read = facts(example.source)
        #expect(read.deprecatedUses.map(\.api).contains(example.api), "recorded: \(read.deprecatedUses.map(\.api))")
        #expect(example.api.swiftTriggers.contains { example.source.contains($0) })
        #expect(SwiftSourceReader.needsFullParse(Array(example.source.utf8)))
    }

    @Test("every spelling but a style case holds one of its API's triggers, and the scan's triggers hold the API's")
    func triggersCoverEverySpelling() {
        for api in DeprecatedAPI.allCases {
            for spelling in api.swiftSpellings where !spelling.form.isStyle {
                #expect(api.swiftTriggers.contains { spelling.name.contains($0) }, "\(api): \(spelling.name)")
            }
            #expect(Set(api.swiftTriggers).isSubset(of: SwiftSourceReader.otherTriggers), "\(api)")
            #expect(Set(api.swiftTriggers).isSubset(of: SwiftSourceReader.fullParseTriggers), "\(api)")
        }
        #expect(Set(SwiftSourceReader.otherTriggers)
            == Set(DeprecatedAPI.allCases.flatMap(\.swiftTriggers) + SwiftSourceReader.containerTriggers))
    }
}
