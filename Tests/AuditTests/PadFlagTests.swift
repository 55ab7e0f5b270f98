import Foundation
import SourceModel
import Testing
@testable import Audit

/// A view drawn only under a Boolean that holds only on an iPad (`if bigScreen { LibraryPane() }`),
/// where the Boolean is given by the code that makes the view (`SplitLayout(bigScreen: bigScreen)`)
/// from a member that calls a helper naming the device (`Device.isBigScreen(sizeClass)`): on an
/// iPhone the pane is not drawn, so what it shows is shown only from its iPhone place (a sheet).
@Suite("Audit: a Boolean followed to the iPad")
struct PadFlagTests {
    /// `passed` is what the root passes for `bigScreen`; `helper` the body of `Device.isBigScreen`.
    static func files(passed: String = "bigScreen", helper: String = "sizeClass == .regular && !isIphone",
                      previewPasses: String? = nil) -> [String: String] {
        [
            "App/JournalApp.swift": appFile,
            "App/Views.swift": """
            import SwiftUI

            struct RootView: View {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                @State private var showsLibrary = true
                var bigScreen: Bool { Device.isBigScreen(sizeClass) }
                var body: some View {
                    SplitLayout(bigScreen: \(passed))
                        .sheet(isPresented: $showsLibrary) { LibraryPane() }
                }
            }

            struct SplitLayout: View {
                let bigScreen: Bool
                var body: some View {
                    HStack {
                        PlayerArea()
                        if bigScreen && !isCompactHeight {
                            LibraryPane()
                        }
                    }
                }
                private var isCompactHeight: Bool { false }
            }

            struct PlayerArea: View { var body: some View { Color.black } }

            struct LibraryPane: View {
                var body: some View {
                    NavigationStack { List { NavigationLink("Stats") { StatsView() } } }
                }
            }

            struct StatsView: View { var body: some View { Text("Stats") } }
            \(previewPasses.map { "#Preview { SplitLayout(bigScreen: \($0)) }\nstruct Other: View { var body: some View { SplitLayout(bigScreen: \($0)) } }" } ?? "")
            """,
            "Shared/Device.swift": """
            import SwiftUI
            import UIKit

            public struct Device {
                @MainActor
                public static func isBigScreen(_ sizeClass: UserInterfaceSizeClass?) -> Bool {
                    \(helper)
                }

                @MainActor
                public static let isIphone: Bool = {
                    UIDevice.current.model.contains("iPhone")
                }()
            }
            """,
        ]
    }

    /// Places of `StatsView`, by whether they are in a sheet.
    static func statsPlaces(_ files: [String: String]) throws -> [Bool] {
        let audited = try MixedProjectTests.audit(swiftUIApp(files))
        return audited.model.screens.filter { $0.screen.controller.className == "StatsView" }.map { $0.screen.presentation != nil }
    }

    @Test func aPaneDrawnOnlyOnAnIPadIsNoIPhonePlace() throws {
        #expect(try Self.statsPlaces(Self.files()) == [true])
    }

    /// A member whose getter is one `#if` (the Mac build's `true`, the others' idiom test or an
    /// iPhone app running on a Mac): the clause an iPhone build compiles is its expression.
    @Test func aMemberWrittenUnderACompilationConditionIsTheIPhoneBuildsClause() throws {
        var all = Self.files()
        all["App/Views.swift"] = all["App/Views.swift"]!.replacingOccurrences(
            of: "var bigScreen: Bool { Device.isBigScreen(sizeClass) }",
            with: """
            var bigScreen: Bool {
                    #if targetEnvironment(macCatalyst)
                    return true
                    #else
                    return UIDevice.current.userInterfaceIdiom == .pad || ProcessInfo.processInfo.isiOSAppOnMac
                    #endif
                }
            """)
        #expect(try Self.statsPlaces(all) == [true])
        // An iPhone build's clause that may hold on an iPhone keeps the pane.
        all["App/Views.swift"] = all["App/Views.swift"]!.replacingOccurrences(of: "ProcessInfo.processInfo.isiOSAppOnMac", with: "sizeClass == .regular")
        #expect(try Self.statsPlaces(all).sorted { !$0 && $1 } == [false, true])
    }

    /// The same layout when the Boolean may hold on an iPhone: the pane is one of its places.
    @Test(arguments: ["sizeClass == .regular", "sizeClass == .regular || !isIphone"])
    func aBooleanThatMayHoldOnAnIPhoneKeepsThePane(helper: String) throws {
        #expect(try Self.statsPlaces(Self.files(helper: helper)).sorted { !$0 && $1 } == [false, true])
    }

    /// Another construction that passes something else (`true`): the pane may be drawn on an
    /// iPhone. A preview's construction does not count.
    @Test func anotherConstructionKeepsThePane() throws {
        #expect(try Self.statsPlaces(Self.files(previewPasses: "true")).sorted { !$0 && $1 } == [false, true])
        #expect(try Self.statsPlaces(Self.files(passed: "false")).sorted { !$0 && $1 } == [false, true])
    }

    /// The flag is read as written: the reader records the branch under `bigScreen`, the member,
    /// and the argument.
    @Test func theReaderRecordsTheBranchAndWhatGivesTheBoolean() throws {
        let audited = try MixedProjectTests.audit(swiftUIApp(Self.files()))
        let facts = audited.model.contents.sources
        let split = try #require(facts.flatMap(\.swiftUIBodies).first { $0.type == "SplitLayout" && $0.member == nil })
        #expect(split.flagged.contains { $0.flag == "bigScreen" && $0.names.contains("LibraryPane") })
        #expect(!split.flagged.contains { $0.names.contains("PlayerArea") })
        let flags = facts.flatMap(\.flags)
        #expect(flags.contains(FlagFact(kind: .member, type: "RootView", name: "bigScreen", text: "Device.isBigScreen(sizeClass)")))
        #expect(flags.contains(FlagFact(kind: .member, type: "Device", name: "isBigScreen", text: "sizeClass == .regular && !isIphone")))
        #expect(flags.contains(FlagFact(kind: .argument, type: "SplitLayout", name: "bigScreen", text: "bigScreen", enclosingType: "RootView")))
    }

    /// A hiding modifier drawn inside the root whose value holds only on an iPad (`fullScreen &&
    /// bigScreen`) leaves the root's bar shown on an iPhone: the sheet over it is not hidden.
    @Test func aHidingModifierThatHoldsOnlyOnAnIPadHidesNothingOnAnIPhone() throws {
        var all = Self.files()
        var views = all["App/Views.swift"]!
        views = views.replacingOccurrences(of: "let bigScreen: Bool", with: "let bigScreen: Bool\n@AppStorage(\"full\") private var fullScreen = false")
        if let first = views.range(of: "PlayerArea()") {
            views.replaceSubrange(first, with: "PlayerArea().statusBarHidden(fullScreen && bigScreen)")
        }
        all["App/Views.swift"] = views
        #expect(all["App/Views.swift"]!.contains("statusBarHidden(fullScreen && bigScreen)"))
        let audited = try MixedProjectTests.audit(swiftUIApp(all))
        let pane = try #require(audited.model.screens.first { $0.screen.controller.className == "LibraryPane" && $0.screen.presentation != nil })
        #expect(pane.prediction.possibleHidden == [false])
        // On a value that may hold on an iPhone, the sheet is shown or hidden.
        all["App/Views.swift"] = all["App/Views.swift"]!.replacingOccurrences(of: "statusBarHidden(fullScreen && bigScreen)", with: "statusBarHidden(fullScreen)")
        let either = try MixedProjectTests.audit(swiftUIApp(all))
        let sheet = try #require(either.model.screens.first { $0.screen.controller.className == "LibraryPane" && $0.screen.presentation != nil })
        #expect(sheet.prediction.possibleHidden == [false, true])
    }
}
