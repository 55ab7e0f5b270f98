import ProjectReaders
import SourceModel
import StatusBarEngine

/// One screen with its prediction.
package struct ScreenReport: Sendable {
    package var screen: Screen
    /// The prediction for the newest iOS the audit predicts (the last of `eras`).
    package var prediction: ScreenPrediction
    /// One prediction per era of R9 the app supports, oldest first.
    package var eras: [EraPrediction]
    /// The app's supported versions.
    package var versions: SupportedVersions
    /// Where the screen comes from (the scene or call that shows it, its declaration, its
    /// container and presentation), and the engine's explanation of ``prediction`` with the lines
    /// each step rests on, for the HTML report (``AuditOptions/locatesExplanations``); empty without it.
    package var sources: [StepSource] = []
    package var sourcedSteps: [SourcedStep] = []

    package init(screen: Screen, prediction: ScreenPrediction, eras: [EraPrediction]? = nil, versions: SupportedVersions? = nil) {
        self.screen = screen
        self.prediction = prediction
        self.eras = eras ?? [EraPrediction(era: .ios17, prediction: prediction)]
        self.versions = versions ?? SupportedVersions.pinned(IOSVersion(17))
    }

    /// The eras whose predictions differ from the newest one in what is drawn (content or contrast).
    package var differingEras: [EraPrediction] {
        eras.dropLast().filter { e in
            Appearance.allCases.contains { a in
                let x = e.prediction.perAppearance(a), y = prediction.perAppearance(a)
                return x.content != y.content || x.contrast.map(Contrast.rounded) != y.contrast.map(Contrast.rounded)
            }
        }
    }
}

/// A screen's prediction for one era of R9.
package struct EraPrediction: Sendable {
    package var era: Era
    package var prediction: ScreenPrediction
}

/// What one app's audit found.
package struct AppReport: Sendable {
    package var app: AuditedApp
    /// The screen UIKit shows first (the main storyboard's initial controller), if known.
    package var firstScreen: String?
    /// What of the app was modelled, and what was not.
    package var coverage = Coverage()
}

/// What the audit modelled of an app and what it could not (`coverage` in JSON), so that an empty
/// or thin result is never silent.
package struct Coverage: Sendable, Hashable {
    /// A part of the app the audit did not model, and why.
    package struct Gap: Sendable, Hashable, Comparable {
        package enum Kind: String, Sendable, Hashable {
            case submoduleNotCheckedOut, screenNotFollowed, noScreens, sourcesInNoTarget, swiftUIViewNotFollowed
            /// A place SwiftUI code shows a view (a `.sheet`, a `NavigationLink`) in a view that no screen
            /// the audit follows draws: shown from code it does not follow, or never shown.
            case swiftUIViewNotReached
            /// A place SwiftUI code shows a view that the audit follows from another place only (a
            /// view choosing among several stacks, shown again): no screen is listed for it there.
            case swiftUIViewFollowedElsewhere
            /// A `NavigationLink(value:)` whose value's destination is not one screen: the stack has
            /// several destinations, one showing several views, or none the audit follows.
            case swiftUIValueLink
            /// A place SwiftUI code shows a view in a branch of a compilation condition that the
            /// app's own build leaves out (`#if DEBUG` in Release, another app's condition).
            case notCompiledForApp
            /// Not a part left out but an assumption the audit rests on: the app's platform, taken
            /// for iOS from its other settings where its SDKROOT says nothing (``PlatformAssumption``).
            case platformAssumed
            /// Not a part left out but an assumption: the macros an app's prefix header, which the
            /// folder does not hold, is taken to define or not (``DiscoveredApp/assumedMacros``).
            case macrosAssumed
            /// A dependency manager's manifest whose fetched code is not in the folder (a `Podfile`
            /// with no `Pods` folder): the classes it brings are not read (``FetchedDependencies``).
            case dependenciesNotCheckedOut
            /// Source files that only targets for another platform compile (a watch app): not
            /// audited (``ProjectInventory/sourcesOfOtherPlatforms``).
            case sourcesOfOtherPlatforms
            /// Source files that only iOS app extensions compile (a share extension, a widget): not
            /// audited, an extension's views are no screen of the app (``ProjectInventory/sourcesOfAppExtensions``).
            case sourcesOfAppExtensions
            /// A view controller class the app declares in its own code that the audit places
            /// nowhere (no screen, container, presenter, reached scene, child or subclass is it):
            /// shown from code it does not follow, or never shown (``ControllersNotReached``).
            case controllerNotReached

            /// An assumption the audit rests on rather than a part left out: said apart ("assumed").
            package var isAssumption: Bool { self == .platformAssumed || self == .macrosAssumed }
        }
        package var kind: Kind
        package var file: String
        package var what: String
        /// The line in `file` the gap is at, where it has one (a screen's declaration, a SwiftUI call).
        package var line: Int?
        /// For a screen not followed: the screen, and why its context is not known.
        package var screen: NotFollowed?
        /// The other files the gap stands for (the sources in no target, or of other platforms: `file` is the first).
        package var otherFiles: [String]
        /// The class the gap is about when it is no screen (a controller not reached).
        package var className: String? = nil

        /// A screen not followed, as ``Coverage/causes`` groups it and the HTML report links it to its card.
        package struct NotFollowed: Sendable, Hashable {
            /// The controller class or SwiftUI view.
            package var className: String
            package var origin: ScreenOrigin
            /// The screen's ``Screen/unknownContext``.
            package var because: String

            package init(className: String, origin: ScreenOrigin, because: String) {
                self.className = className
                self.origin = origin
                self.because = because
            }
        }

        package init(kind: Kind, file: String, line: Int? = nil, what: String, screen: NotFollowed? = nil, otherFiles: [String] = []) {
            self.kind = kind
            self.file = file
            self.what = what
            self.line = line
            self.screen = screen
            self.otherFiles = otherFiles
        }

        package static func < (a: Gap, b: Gap) -> Bool { (a.file, a.what) < (b.file, b.what) }
    }

    package var screens = 0
    /// Sorted by file.
    package var notModelled: [Gap] = []

    /// Builds the coverage of an app from its screens and what the inventory could not read.
    package init(screens: [Screen] = [], missingSubmodules: [String] = [], dependenciesNotCheckedOut: [String] = [],
                 sourcesInNoTarget: [String] = [], sourcesOfOtherPlatforms: [String] = [], sourcesOfAppExtensions: [String] = [],
                 app: AuditedApp? = nil,
                 modelGaps: [Gap] = []) {
        self.screens = screens.count
        var gaps: [Gap] = modelGaps + missingSubmodules.map {
            Gap(kind: .submoduleNotCheckedOut, file: $0, what: "git submodule not checked out: its code, storyboards and classes are not read")
        }
        gaps += dependenciesNotCheckedOut.map { manifest in
            let what = FetchedDependencies.manager(ofManifest: manifest)?.whatIsNotRead ?? "dependencies not checked out"
            return Gap(kind: .dependenciesNotCheckedOut, file: manifest, what: what + ": their code, storyboards and classes are not read")
        }
        if let assumed = app?.discovered.platformAssumption {
            gaps.append(Gap(kind: .platformAssumed, file: assumed.file, what: assumed.what))
        }
        if let app = app?.discovered, let header = app.missingPrefixHeader, !app.assumedMacros.isEmpty {
            let defined = app.assumedMacros.filter(\.value).keys.sorted(), undefined = app.assumedMacros.filter { !$0.value }.keys.sorted()
            let list = { (names: [String]) in names.map { "'\($0)'" }.joined(separator: ", ") }
            var what = "the prefix header '\(header)' is not in the folder: "
            if !defined.isEmpty { what += list(defined) + " taken as defined for '\(app.name)' (a word of its name)" }
            if !undefined.isEmpty { what += (defined.isEmpty ? "" : ", ") + list(undefined) + " as undefined (a word of another app's name)" }
            gaps.append(Gap(kind: .macrosAssumed, file: header, what: what))
        }
        // A list of files of one cause: one gap, with the first file and the count, every file a place.
        func files(_ list: [String], _ kind: Gap.Kind, compiledBy who: String, _ consequence: (_ count: Int) -> String) {
            guard let first = list.first else { return }
            let count = list.count
            gaps.append(Gap(kind: kind, file: first,
                            what: "\(count) source file\(count == 1 ? "" : "s") that \(who) "
                                + "(\(count == 1 ? "this one" : "this one first")): \(consequence(count))",
                            otherFiles: Array(list.dropFirst())))
        }
        files(sourcesInNoTarget, .sourcesInNoTarget, compiledBy: "no target of the Xcode projects compiles") {
            "never built, so no finding is reported in \($0 == 1 ? "it" : "them")"
        }
        files(sourcesOfOtherPlatforms, .sourcesOfOtherPlatforms, compiledBy: "only targets for another platform (watchOS, tvOS, macOS) compile") { _ in
            "not audited, only iOS apps are"
        }
        files(sourcesOfAppExtensions, .sourcesOfAppExtensions, compiledBy: "only app extensions (a share extension, a widget) compile") { _ in
            "not audited, an extension's views are no screen of the app"
        }
        for screen in screens {
            guard let why = screen.unknownContext else { continue }
            gaps.append(Gap(kind: .screenNotFollowed, file: screen.location.file, line: screen.location.line,
                            what: "'\(screen.controller.className)' is shown in a way the audit does not follow (\(why)): its status bar is unknown",
                            screen: Gap.NotFollowed(className: screen.controller.className, origin: screen.origin, because: why)))
        }
        if screens.isEmpty, let app {
            gaps.append(Gap(kind: .noScreens, file: app.plist.file ?? app.discovered.project ?? app.discovered.location.file,
                            what: "no screen found: no storyboard scene that something reaches, no controller that the code "
                                + "presents, pushes or shows, and no SwiftUI view that a WindowGroup or a hosting controller shows"))
        }
        // Each gap once: a place followed from several places of its view is one gap.
        var seen: Set<Gap> = []
        notModelled = gaps.sorted().filter { seen.insert($0).inserted }
    }
}

/// The result of `statusbar audit`: apps, screens, findings, skipped files.
package struct AuditReport: Sendable {
    package static let formatVersion = 1
    package var root: String
    package var apps: [AppReport]
    package var screens: [ScreenReport]
    package var findings: [Finding]
    package var skipped: [SkippedFile]
    /// Bad input met on the way (shown in the text summary; each also skips or degrades a file).
    package var errors: [LocatedError]
    /// For the benchmark: files read and fully parsed.
    package var filesRead: Int
    package var filesParsed: Int
    /// Findings the baseline hid.
    package var hiddenByBaseline: Int = 0
    /// Why the audit did not read everything (its time limit was reached), else `nil`.
    package var incomplete: String?

    /// ``errors`` once each (a file several apps read is met once per app), by place then message.
    package var uniqueErrors: [LocatedError] {
        var seen: Set<ErrorKey> = []
        return errors.filter { seen.insert(ErrorKey(location: $0.location, message: $0.message)).inserted }
            .sorted { ($0.location, $0.message) < ($1.location, $1.message) }
    }

    private struct ErrorKey: Hashable {
        var location: SourceLocation
        var message: String
    }

    /// The highest severity among findings.
    package var highestSeverity: Severity? { findings.map(\.severity).max() }
}
