import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// What `statusbar audit` is asked to do.
package struct AuditOptions: Sendable {
    package var root: URL
    package var configuration: String?
    /// `--ios`: pins predictions to one version; `nil`: every era from the deployment target to iOS 17.
    package var ios: IOSVersion?
    /// `--device`: the device every app is predicted on when ``deviceIsChosen``; else the iPhone
    /// apps' device, an app built for the iPad alone being predicted on ``DeviceProfile/defaultPadID``.
    package var device: DeviceProfile
    /// Whether ``device`` was chosen (`--device`) rather than left to each app's device family.
    package var deviceIsChosen = false
    package var excluded: @Sendable (String) -> Bool
    /// Per rule id: off, or the severity of its findings (the configuration's `rules`).
    package var ruleSettings: [String: RuleSetting] = [:]
    /// Known findings to hide.
    package var baseline: Baseline?
    /// The total time budget in seconds (`--time-limit`, `time_limit:`); `nil`: none (the default).
    package var timeLimit: Double?
    /// Where facts are kept between runs; none by default (the CLI's default is the user's cache folder).
    package var cache: CacheLocation = .none
    /// Whether ``Auditor/rendered(_:key:render:)`` leaves the facts, the model and the report
    /// allocated (false by default). The CLI, which exits right after printing, sets it: freeing
    /// a large app's thousands of values one by one took a twentieth of a re-audit's time, and
    /// the process's end returns the memory at once.
    package var leavesMemoryToExit = false
    /// Whether each screen's prediction keeps the engine's explanation (true by default). Only
    /// the HTML report shows it; the CLI turns it off for the other formats, whose output is the
    /// same without it (a fifth of the predictions' time went into its text).
    package var explainsPredictions = true
    /// Whether each screen report keeps the lines of the app its prediction's explanation rests on
    /// (``ScreenReport/sources``, ``ScreenReport/sourcedSteps``; with ``explainsPredictions``). Only
    /// the HTML report shows them: the CLI sets it for that format alone, and the library's default
    /// (false) leaves the audit's work as it was.
    package var locatesExplanations = false

    package init(root: URL, configuration: String? = nil, ios: IOSVersion? = nil,
                 device: DeviceProfile? = nil,
                 excluded: @escaping @Sendable (String) -> Bool = { _ in false }) {
        self.root = root
        self.configuration = configuration
        self.ios = ios
        self.device = device ?? DeviceProfile.named(DeviceProfile.defaultID)!
        self.deviceIsChosen = device != nil
        self.excluded = excluded
    }

    /// The device `app`'s screens are predicted on: ``device`` when chosen or when the app runs on
    /// the iPhone, the default iPad when it is built for the iPad alone (`TARGETED_DEVICE_FAMILY = 2`).
    package func device(for app: DiscoveredApp) -> DeviceProfile {
        guard !deviceIsChosen, app.isPadOnly, let pad = DeviceProfile.named(DeviceProfile.defaultPadID) else { return device }
        return pad
    }
}

/// Everything the rules look at.
package struct AuditModel: Sendable {
    package var contents: ProjectContents
    package var graph: ClassGraph
    package var answers: AnswerBuilder
    package var apps: [AppReport]
    package var screens: [ScreenReport]
    /// Asset catalog colors by name.
    package var namedColors: [String: DynamicColor]
    /// The sources outside vendored folders.
    package var ownSourceFacts: [SourceFacts]
    /// Storyboard scenes (`file#id`) that nothing reaches in any app that owns their storyboard.
    package var staleScenes: Set<SceneReference> = []
    /// ``ClassGraph/subclassIndex()`` of `graph`, worked out on a free core while the apps are
    /// modelled (two rules read it; each built it before, a fiftieth of a re-audit each).
    let subclasses: Background<[String: [String]]>

    package var sources: [SourceFacts] { contents.sources }
    /// The app's storyboards and xibs made for iOS (``IBDocument/isForAnotherPlatform``).
    package var documents: [IBDocument] { contents.documents.filter { !$0.isForAnotherPlatform } }
    package func isVendored(_ path: String) -> Bool { ProjectFiles.isVendored(path) }
}

/// Runs the audit: model, predict, check. Reading the folder first (`run`, `model(_:)`, `rendered`) is
/// `ProjectReading`'s, which runs the source readers.
package enum Auditor {
    package static func model(_ options: AuditOptions, contents read: ProjectContents) -> AuditModel {
        var contents = read
        // The cache file is written on the other core while the model is built.
        let writing = contents.cacheUpdate.map { update in Background { update.write() } }
        contents.cacheUpdate = nil
        // What the apps need beside the class graph is worked out on the other core meanwhile:
        // the asset colors, the sources outside vendored folders, and each app with its files and
        // app-wide settings (none of which reads the class graph).
        let shared = contents
        let beside = Background { () -> (colors: [String: DynamicColor], ownSources: [SourceFacts], apps: [Prepared]) in
            var namedColors: [String: DynamicColor] = [:]
            for color in shared.inventory.colors where namedColors[color.name] == nil {
                func rgba(_ c: AssetColor?) -> RGBA? { c.map { RGBA(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha) } }
                guard let light = rgba(color.resolved(dark: false)) else { continue }
                let dark = rgba(color.resolved(dark: true)) ?? light
                namedColors[color.name] = DynamicColor(light: light, dark: dark, name: color.name)
            }
            let allPaths = AuditedApp.PathIndex(shared.inventory.files.files.map(\.path))
            let ownSources = shared.sources.filter { !ProjectFiles.isVendored($0.path) }
            // (On every core: the core that built the class graph is free by then.)
            let positions = AuditedApp.SourcePositions(shared.sources, paths: allPaths)
            let apps = ParallelMap.map(shared.inventory.apps) {
                prepare($0, options: options, allPaths: allPaths, sources: shared.sources(of: $0), positions: positions)
            }
            return (namedColors, ownSources, apps)
        }
        let graph = ClassGraph(sources: contents.sources, isVendored: ProjectFiles.isVendored)
        let answers = AnswerBuilder(graph: graph, sources: contents.sources)
        let subclasses = Background { graph.subclassIndex() }
        let viewTypes = SwiftUIScreens.viewTypes(in: contents.sources)
        // The local packages' sources, the same for every app: found once per audit.
        let packages = SwiftUIScreens.localPackageSources(contents.sources, files: contents.inventory.files)
        let (namedColors, ownSources, prepared) = beside.value
        let readContents = contents, colors = namedColors
        // Each app's screens and predictions depend on the app alone: the apps are modelled on
        // every core, and their results put together in the order of the inventory.
        let modelled = ParallelMap.map(prepared) { prepared in
            model(app: prepared.app, owned: prepared.owned, sources: prepared.sources, options: options, contents: readContents, graph: graph, answers: answers,
                  namedColors: colors, viewTypes: viewTypes, packages: packages)
        }
        var apps: [AppReport] = []
        var screens: [ScreenReport] = []
        var stale: Set<SceneReference> = [], reached: Set<SceneReference> = []
        for one in modelled {
            // Stale for every app that owns the storyboard (a scene one app reaches is not stale).
            stale.formUnion(one.stale)
            reached.formUnion(one.reached)
            screens += one.screens
            // The screens of every app so far with this app's name (two apps may share a name).
            let appScreens = screens.filter { $0.screen.app == one.app.name }.map(\.screen)
            apps.append(AppReport(app: one.app, firstScreen: one.firstScreen,
                                  coverage: Coverage(screens: appScreens, missingSubmodules: contents.inventory.missingSubmodules,
                                                     dependenciesNotCheckedOut: contents.inventory.dependenciesNotCheckedOut,
                                                     sourcesInNoTarget: contents.inventory.sourcesInNoTarget,
                                                     sourcesOfOtherPlatforms: contents.inventory.sourcesOfOtherPlatforms,
                                                     sourcesOfAppExtensions: contents.inventory.sourcesOfAppExtensions, app: one.app,
                                                     modelGaps: one.gaps)))
        }
        if let problem = writing?.value { contents.cacheUse.note = problem }
        return AuditModel(contents: contents, graph: graph, answers: answers, apps: apps, screens: screens,
                          namedColors: namedColors, ownSourceFacts: ownSources, staleScenes: stale.subtracting(reached),
                          subclasses: subclasses)
    }

    /// The local packages' sources whose views an app's views may show: for an app of an Xcode
    /// project, those in the `Sources` folders of the packages its target links
    /// (``DiscoveredApp/localPackageSources``); for an app found another way (a generator's
    /// manifest, whose packages are not read), every local package's.
    static func packages(of app: AuditedApp, among all: [Int], sources: [SourceFacts]) -> [Int] {
        guard app.discovered.project?.hasSuffix("project.pbxproj") == true else { return all }
        let folders = app.discovered.localPackageSources.map { $0 + "/" }
        guard !folders.isEmpty else { return [] }
        // A file the target compiles itself is its own, even in a folder named `Sources`.
        let listed = Set(app.discovered.sourceFiles)
        return all.filter { i in !listed.contains(sources[i].path) && folders.contains { sources[i].path.hasPrefix($0) } }
    }

    /// What one app contributes to the model.
    private struct ModelledApp: Sendable {
        var app: AuditedApp
        var screens: [ScreenReport]
        /// Its storyboard scenes nothing reaches, and those something reaches.
        var stale: Set<SceneReference>
        var reached: Set<SceneReference>
        /// What of the app is not modelled, beside its screens not followed.
        var gaps: [Coverage.Gap]
        var firstScreen: String?
    }

    /// An app of the inventory with the files it owns indexed and its app-wide settings read, the
    /// indices of the `sources` it owns (asked once here: each `owns` hashes the path twice), and
    /// the sources as it is built (``ProjectContents/sources(of:)``: the files its own compilation
    /// conditions decide, read with them).
    private typealias Prepared = (app: AuditedApp, owned: [Int], sources: [SourceFacts])

    private static func prepare(_ discovered: DiscoveredApp, options: AuditOptions, allPaths: AuditedApp.PathIndex,
                                sources: [SourceFacts], positions: AuditedApp.SourcePositions) -> Prepared {
        var app = AuditedApp(discovered, device: options.device(for: discovered), versions: SupportedVersions(discovered, pinned: options.ios))
        app.indexOwnership(of: allPaths)
        let owned = app.ownedIndices(of: sources, positions: positions)
        app.appWide = AppWideSettings(sources: owned.map { sources[$0] }.filter { !ProjectFiles.isVendored($0.path) })
        return (app, owned, sources)
    }

    /// What the classes of the app answer before iOS 13.4, where its own overrides in extensions of
    /// UIKit classes are called (``AppWideSettings/answersBefore13_4``): only for an app that runs
    /// on such a version and extends a UIKit class in its own code (not a library's).
    private static func answersBefore13_4(app: AuditedApp, owned: [Int], sources: [SourceFacts], graph: ClassGraph,
                                          answers: AnswerBuilder) -> [String: ClassAnswers] {
        guard app.versions.eras.contains(where: { app.versions.version(for: $0) < IOSVersion(13, 4) }) else { return [:] }
        var extended: Set<String> = []
        for i in owned where !ProjectFiles.isVendored(sources[i].path) {
            for o in sources[i].overrides where o.inExtension && !graph.isAppClass(o.typeName) {
                extended.insert(ClassGraph.plainName(o.typeName))
            }
        }
        guard !extended.isEmpty else { return [:] }
        var found: [String: ClassAnswers] = [:]
        for name in Set(graph.records.keys).union(SystemController.all.keys) {
            if let a = answers.answers(for: name, withExtensionsOf: extended) { found[name] = a }
        }
        return found
    }

    /// One app's screens and predictions.
    /// `sources`: the app's (``prepare(_:options:allPaths:sources:positions:)``), by the indices of `contents.sources`.
    private static func model(app: AuditedApp, owned: [Int], sources: [SourceFacts], options: AuditOptions, contents: ProjectContents,
                              graph: ClassGraph, answers: AnswerBuilder, namedColors: [String: DynamicColor],
                              viewTypes: [String: SourceLocation], packages: [Int]) -> ModelledApp {
        // (An iOS app loads no storyboard made for macOS, tvOS or watchOS.)
        let documents = contents.documents.filter { !$0.isForAnotherPlatform }
        var withDeciders = app
        withDeciders.appWide.deciders = DeciderAnswers(graph: graph, answers: answers, documents: documents,
                                                       sources: owned.map { sources[$0] }, app: app)
        withDeciders.appWide.answersBefore13_4 = Self.answersBefore13_4(app: app, owned: owned, sources: sources, graph: graph, answers: answers)
        let app = withDeciders
        let versions = app.versions, appWide = app.appWide
        // The SwiftUI screens' index of the app's views is built on the other core meanwhile.
        // What the app's views show is read in its own sources and in the local Swift packages it
        // links, whose views it shows (a feature package's `SettingsView` and the sheets it presents).
        let swiftUIIndex = Background {
            SwiftUIScreens(app: app, sources: sources, views: viewTypes, owned: owned,
                           packages: Self.packages(of: app, among: packages, sources: sources))
        }
        var builder = ScreenBuilder(app: app, graph: graph, answers: answers, documents: documents,
                                    sources: sources, owned: owned)
        let scenes = builder.sceneReachability()
        let predictors = Predictor.eraPredictors(of: app, namedColors: namedColors, explains: options.explainsPredictions)
        // The lines each step of an explained prediction rests on (`statusbar explain --screen` finds the same).
        let locator = options.explainsPredictions && options.locatesExplanations
            ? StepSourceLocator(app: app, graph: graph, answers: answers, documents: documents, sources: sources,
                                namedColors: namedColors) : nil
        // SwiftUI views are a second source of screens (the hosting controllers UIKit code shows take their context from it).
        func swiftUIScreens(_ builder: ScreenBuilder) -> SwiftUIScreens.Result {
            swiftUIIndex.value.screens(uikitScreens: builder.screens(), container: { builder.controller($0) },
                                       controller: { graph.kind(of: $0) != nil && graph.isAppClass($0) ? builder.controller($0) : nil },
                                       isHosting: graph.isHostingController, isPlainLibraryHosting: graph.isPlainLibraryHostingController,
                                       hostingConstructions: builder.hostingConstructions, splitRoots: builder.splitRoots,
                                       styleSetByMethod: { builder.setByMethod(.modalPresentationStyle, of: $0, in: $1, shownClass: $2)?.assignments },
                                       isUIKitView: graph.isUIKitView)
        }
        var swiftUI = swiftUIScreens(builder)
        // A storyboard chain a representable returns sits where the SwiftUI screens that draw the
        // representable are: once they are known, the UIKit screens are found again with them
        // (what the chain's scenes show follows from there), and the SwiftUI screens with those.
        let represented = builder.representedChains.map(\.representable)
        let hosts = represented.isEmpty ? [:] : swiftUIIndex.value.hosts(of: represented, among: swiftUI.screens + swiftUI.containerPlaces)
        if !hosts.isEmpty {
            builder.representableHosts = hosts
            swiftUI = swiftUIScreens(builder)
        }
        // The appearance proxy's bar backgrounds, the app's alone: once, not per screen (each unknown
        // one words its reason). A background image covers any bar tint.
        let proxyBarTint = appWide.barImageBackground ?? appWide.navigationBarTint ?? appWide.unsetBarBackground
        let proxyBarEdgeTint = appWide.navigationBarEdgeTint ?? appWide.unsetBarEdge
        // Each screen's context and predictions depend on the screen alone: on every core (an app
        // with most of the screens would otherwise keep one core busy while the other waits).
        let screens = ParallelMap.map(swiftUI.uikitScreens + swiftUI.screens) { found -> ScreenReport in
            var screen = found
            if case .unknown(let why) = screen.controller.answers.navigationBarHiddenWhileOnTop, screen.navigation != nil {
                screen.unknownContext = screen.unknownContext ?? why
            }
            screen.navigation?.takeTop(screen.controller.answers)
            screen.navigation?.proxyBarStyle = appWide.navigationBarStyle
            screen.navigation?.proxyBarTint = proxyBarTint
            screen.navigation?.proxyBarEdgeTint = proxyBarEdgeTint
            // A presenter on top of its stack makes the bar what it makes of it while it presents
            // (a bar it hides is no bar: the stack forwards to it).
            if let presenter = screen.presentation?.presenter { screen.presentation?.presenterNavigation?.takeTop(presenter.answers) }
            screen.presentation?.presenterNavigation?.proxyBarStyle = appWide.navigationBarStyle
            screen.presentation?.presenterNavigation?.proxyBarTint = proxyBarTint
            screen.presentation?.presenterNavigation?.proxyBarEdgeTint = proxyBarEdgeTint
            let eras = Predictor.predictions(of: screen, by: predictors)
            var report = ScreenReport(screen: screen, prediction: eras[eras.count - 1].prediction, eras: eras, versions: versions)
            if let locator {
                report.sources = locator.context(of: screen)
                report.sourcedSteps = locator.sourced(report.prediction.explanation, screen: screen)
            }
            return report
        }
        let notReached = ControllersNotReached.gaps(owned: owned, sources: sources, graph: graph, screens: screens.map(\.screen),
                                                    documents: documents, ownsDocument: app.owns, staleScenes: scenes.stale)
        return ModelledApp(app: app, screens: SharedDestinations.conditional(screens), stale: scenes.stale, reached: scenes.all.subtracting(scenes.stale),
                           gaps: swiftUI.gaps + notCompiled(owned: owned, sources: sources, shared: contents.sources) + notReached,
                           firstScreen: firstScreen(of: app, documents: documents, launched: builder.launchesMainStoryboard))
    }

    /// The SwiftUI places in branches that the app's own build leaves out (`#if DEBUG` in the
    /// configuration read, another app's condition): in the shared reading of a file the app owns,
    /// not in the app's (``ProjectContents/sources(of:)``). Each is a gap: no screen of this app.
    /// (A view given content is no place unless it is a stack wrapper, which the audit tells later.)
    static func notCompiled(owned: [Int], sources: [SourceFacts], shared: [SourceFacts]) -> [Coverage.Gap] {
        var gaps: [Coverage.Gap] = []
        for i in owned where i < shared.count && sources[i] != shared[i] && !ProjectFiles.isVendored(sources[i].path) {
            let kept = Set(sources[i].swiftUIShownViews.map(\.location))
            for e in shared[i].swiftUIShownViews where !kept.contains(e.location) && !e.how.isRecordOnlyFact && e.how != .givenContent {
                gaps.append(Coverage.Gap(kind: .notCompiledForApp, file: e.location.file, line: e.location.line,
                                         what: "\(SwiftUIScreens.describe(e.how)) at \(e.location) is in a branch this app's build does not "
                                             + "compile (a condition its configuration or its target leaves out): no screen of this app"))
            }
        }
        return gaps
    }

    /// The class of the main storyboard's initial content controller (through its containers);
    /// none where the launch does not show it (``ScreenBuilder/launchesMainStoryboard(_:)``).
    static func firstScreen(of app: AuditedApp, documents: [IBDocument], launched: (String) -> Bool) -> String? {
        for name in app.mainStoryboardNames where launched(name) {
            guard let doc = documents.first(where: {
                $0.kind == .storyboard && app.owns($0.file)
                    && ($0.file.split(separator: "/").last.map(String.init) == name + ".storyboard")
            }), var id = doc.initialControllerID else { continue }
            var steps = 0
            while let c = doc.controller(withID: id), steps < 16 {
                steps += 1
                switch c.kind {
                case .navigation: guard let root = doc.navigationRootID(of: id) else { return c.className }; id = root
                case .tabBar: guard let first = doc.tabIDs(of: id).first else { return c.className }; id = first
                default: return c.className
                }
            }
        }
        return nil
    }

    package static func report(_ options: AuditOptions, model: AuditModel, rules: [any AuditRule]) -> AuditReport {
        // A source file that no target compiles is never built: nothing in it happens.
        let unbuilt = Set(model.contents.inventory.sourcesInNoTarget)
        // Nor is an implementation file that no audited app builds (a unit-test bundle's, a watch
        // app's, an extension's): what happens in it happens in no app the audit predicts.
        @Sendable func inNoApp(_ file: String) -> Bool {
            ProjectFileKind.of(file).isImplementation && model.apps(owning: file).isEmpty
        }
        // The rules only read the model: they run on every core, their findings kept in rule order.
        let enabled = rules.filter { options.ruleSettings[$0.id] != .off }
        let findings: [Finding] = Finding.onePerLine(ParallelMap.map(enabled) { rule in
            rule.check(model).filter {
                !model.isVendored($0.location.file) && !options.excluded($0.location.file) && !unbuilt.contains($0.location.file)
                    && !inNoApp($0.location.file)
            }
                .map(options.configured)
        }.flatMap { $0 })
        let (shown, hidden) = options.baseline?.filter(findings.sorted(), root: options.root) ?? (findings.sorted(), 0)
        var report = AuditReport(root: options.root.path, apps: model.apps, screens: model.screens, findings: shown,
                                 skipped: model.contents.skipped, errors: model.contents.errors,
                                 filesRead: model.contents.inventory.files.files.count, filesParsed: model.contents.fullyParsed,
                                 hiddenByBaseline: hidden)
        if model.contents.notReadForTime > 0 {
            report.incomplete = TimeBudget(seconds: options.timeLimit).incompleteMessage(notRead: model.contents.notReadForTime)
        }
        return report
    }
}
