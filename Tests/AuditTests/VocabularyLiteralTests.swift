import Foundation
import SourceModel
import Testing

/// No string literal in `Sources/Audit` or `Sources/ReportRendering` is, as a whole, the spelling of
/// a member the vocabulary names (a UIKit status bar member, a watched property or call, a SwiftUI
/// member or modifier, a deprecated API) or a lifecycle method's name: the audit compares and
/// builds with the typed values (`StatusBarMember`, `WatchedProperty`, `Call.Kind`, `SwiftUIMember`,
/// `LifecycleMethod`) and spells them from their spelling properties (`swiftName`, `memberName`).
/// Words inside a longer message are not checked; rule examples (`Rules/Examples/`, and the code
/// inside `"""` blocks) are code written in the app's language, and are not checked either.
@Suite struct VocabularyLiteralTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The literals allowed, each a typed value's own spelling, by file and text.
    static let allowed: Set<String> = [
        // `ScreenDecider.name`: the decider's spelling in the JSON (`styleDecidedBy`).
        "Sources/Audit/Prediction/Prediction.swift: application",
        // A storyboard origin's key in the JSON report.
        "Sources/Audit/Reporting/JSONReporter.swift: scene",
        // Words for a presentation style in a message, from a switch over `ModalPresentationStyle`.
        "Sources/Audit/Rules/PreferredColorSchemeForStatusBar.swift: sheet",
        "Sources/Audit/Rules/PreferredColorSchemeForStatusBar.swift: popover",
        // The replacement's name (`UIStatusBarManager`'s), which no reader looks for.
        "Sources/Audit/Rules/DeprecatedStatusBarAPI.swift: isStatusBarHidden",
        "Sources/Audit/Rules/DeprecatedStatusBarAPI.swift: statusBarHidden",
        // The scenario format's controller fields (`ScenarioBuilder.controllerKeys`), which the
        // export's comments are keyed by.
        "Sources/Audit/Explaining/ScenarioExport.swift: barTintColor",
        "Sources/Audit/Explaining/ScenarioExport.swift: navigationBarHidden",
        "Sources/Audit/Explaining/ScenarioExport.swift: barStyle",
        "Sources/Audit/Explaining/ScenarioExport.swift: modalPresentationStyle",
        "Sources/Audit/Explaining/ScenarioExport.swift: modalPresentationCapturesStatusBarAppearance",
        "Sources/Audit/Explaining/ScenarioExport.swift: overrideUserInterfaceStyle",
        // The system class's name (``Call/Kind/makesSplitView`` is read from its construction).
        "Sources/Audit/Model/SystemControllers.swift: UISplitViewController",
    ]

    /// Every spelling the vocabulary holds for a member.
    static var spellings: Set<String> {
        var names: Set<String> = []
        // A navigation bar's own `hidden`/`isHidden` (``WatchedProperty/barMemberNames``) is a word
        // too common to be a member's name alone.
        for property in WatchedProperty.allCases {
            names.formUnion([property.rawValue] + property.memberNames.filter { !property.barMemberNames.contains($0) })
        }
        for kind in Call.Kind.allCases { names.formUnion(kind.swiftNames + kind.objcSelectors) }
        for member in StatusBarMember.allCases { names.formUnion([member.swiftName, member.objectiveCName]) }
        for member in SwiftUIMember.allCases { names.formUnion(member.swiftNames) }
        for api in DeprecatedAPI.allCases { names.formUnion((api.swiftSpellings + api.objcSpellings).map(\.name)) }
        return names
    }

    /// A literal that names a member or a lifecycle method.
    static func names(_ literal: String, spellings: Set<String>) -> Bool {
        spellings.contains(literal) || LifecycleMethod(function: literal) != nil
    }

    @Test func noLiteralInTheAuditOrItsRenderingSpellsAMember() throws {
        let spellings = Self.spellings
        #expect(spellings.contains("preferredStatusBarStyle") && spellings.contains("NavigationStack")
                && spellings.contains("setNeedsStatusBarAppearanceUpdate"))
        var found: [String] = []
        for folder in ["Sources/Audit", "Sources/ReportRendering"] {
            let root = Self.packageRoot.appendingPathComponent(folder)
            let files = try FileManager.default.subpathsOfDirectory(atPath: root.path).filter {
                $0.hasSuffix(".swift") && !$0.hasPrefix("Rules/Examples/")
            }
            #expect(!files.isEmpty)
            for file in files.sorted() {
                let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
                let path = folder + "/" + file
                for (line, literal) in Self.literals(in: text) where Self.names(literal, spellings: spellings)
                    && !Self.allowed.contains("\(path): \(literal)") {
                    found.append("\(path):\(line): \"\(literal)\"")
                }
            }
        }
        #expect(found.isEmpty, "literals that spell a member: take the typed value, or its spelling property:\n\(found.joined(separator: "\n"))")
    }

    /// The detector finds what it must, and only that.
    @Test func theDetectorReadsLiteralsAsSwiftDoes() {
        let source = #"""
        let a = "viewDidLoad" // "prefersStatusBarHidden"
        /// "childForStatusBarStyle"
        let b = "'\(x ? "present" : "other")' is shown"
        let c = "a sentence naming preferredStatusBarStyle"
        let d = """
            override var prefersStatusBarHidden: Bool { "init" }
            """
        let e = "escaped \"quote\" and \("sheet")"
        """#
        let spellings = Self.spellings
        let named = Self.literals(in: source).filter { Self.names($0.literal, spellings: spellings) }
        #expect(named.map(\.literal) == ["viewDidLoad", "present", "sheet"])
        #expect(named.map(\.line) == [1, 3, 8])
    }

    /// The single-line string literals of Swift source with their line numbers, each literal's
    /// text when it holds no interpolation (an interpolation's own literals are read too);
    /// comments and multi-line (`"""`) literals are skipped.
    static func literals(in source: String) -> [(line: Int, literal: String)] {
        var out: [(line: Int, literal: String)] = []
        var line = 1
        let chars = Array(source)
        /// Reads a literal whose opening quote is at `i`; returns the index after it.
        func literal(from start: Int) -> Int {
            var j = start + 1, text = "", interpolated = false
            while j < chars.count, chars[j] != "\"", chars[j] != "\n" {
                if chars[j] == "\\", j + 1 < chars.count {
                    if chars[j + 1] == "(" {
                        interpolated = true
                        j = code(from: j + 2, closing: ")")
                        continue
                    }
                    text.append(chars[j + 1])
                    j += 2
                    continue
                }
                text.append(chars[j])
                j += 1
            }
            if !interpolated { out.append((line, text)) }
            return j < chars.count && chars[j] == "\"" ? j + 1 : j
        }
        /// Reads code up to its closing character (or the end); returns the index after it.
        func code(from start: Int, closing: Character?) -> Int {
            var j = start, depth = 0
            while j < chars.count {
                let c = chars[j]
                if c == "\n" { line += 1 }
                if c == "/", j + 1 < chars.count, chars[j + 1] == "/" {
                    while j < chars.count, chars[j] != "\n" { j += 1 }
                    continue
                }
                if c == "\"" {
                    if j + 2 < chars.count, chars[j + 1] == "\"", chars[j + 2] == "\"" {
                        // A multi-line literal: code written in an example, skipped to its end.
                        j += 3
                        while j + 2 < chars.count, !(chars[j] == "\"" && chars[j + 1] == "\"" && chars[j + 2] == "\"") {
                            if chars[j] == "\n" { line += 1 }
                            j += 1
                        }
                        j += 3
                        continue
                    }
                    j = literal(from: j)
                    continue
                }
                if c == "(" { depth += 1 }
                if c == ")" {
                    if depth == 0, closing == ")" { return j + 1 }
                    depth -= 1
                }
                j += 1
            }
            return j
        }
        _ = code(from: 0, closing: nil)
        return out
    }
}
