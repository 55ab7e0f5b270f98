import InterfaceBuilderReader
import ProjectReaders
import SourceModel

/// The view controller classes an app declares in its own code that the audit places nowhere
/// (``Coverage/Gap/Kind/controllerNotReached``): no screen is one of them, none holds, presents or
/// contains one, no storyboard scene that something reaches is one, no code adds one as a child,
/// no representable makes one and no other class of the app inherits from one. Such a class is
/// shown by code the audit does not follow (a scene coordinator's `switch`, a router it does not
/// read), or never shown; either way its status bar is not predicted, and the report says so
/// rather than leave it out in silence, as it does for SwiftUI places no screen draws
/// (``Coverage/Gap/Kind/swiftUIViewNotReached``).
enum ControllersNotReached {
    /// One gap per class, at its declaration; sorted by file, then line.
    /// `owned`: the indices of `sources` the app compiles. `staleScenes`: the app's storyboard
    /// scenes nothing reaches (their classes are not placed by them).
    static func gaps(owned: [Int], sources: [SourceFacts], graph: ClassGraph, screens: [Screen],
                     documents: [IBDocument], ownsDocument: (String) -> Bool, staleScenes: Set<SceneReference>) -> [Coverage.Gap] {
        var declared: [String: (location: SourceLocation, language: SourceLanguage)] = [:]
        var implementedOnly: [String: SourceLocation] = [:]
        var placed: Set<String> = []
        // The first file (in path order) that constructs each class in Swift code (`Timeline()`).
        var madeIn: [String: String] = [:]
        for i in owned where !ProjectFiles.isVendored(sources[i].path) {
            let facts = sources[i]
            for type in facts.types where type.kind == .class {
                // A base class of another class of the app runs its code there: that class is the
                // one listed, if any.
                if let parent = type.superclass { placed.insert(ClassGraph.plainName(parent)) }
                if declared[type.name] == nil, graph.isViewController(type.name) { declared[type.name] = (type.location, facts.language) }
            }
            // An Objective-C class declared in a header the app does not compile is the app's where
            // a file it compiles implements it (`@implementation Name`, no category): listed there
            // unless a compiled file declares it (below).
            if facts.language == .objc {
                for type in facts.types where type.kind == .extension && type.categoryName == nil && implementedOnly[type.name] == nil
                    && graph.isViewController(type.name) {
                    implementedOnly[type.name] = type.location
                }
            }
            for made in facts.swiftUIConstructions where madeIn[made.type].map({ facts.path < $0 }) ?? true { madeIn[made.type] = facts.path }
            for call in facts.calls where call.kind == .addChild {
                if let cls = call.presentedClass { placed.insert(ClassGraph.plainName(cls)) }
            }
            // A controller a representable makes is drawn by the SwiftUI view that draws the representable.
            for factory in facts.factories where factory.name == "makeUIViewController" {
                for result in factory.returns { if let cls = result.wrapperClass { placed.insert(ClassGraph.plainName(cls)) } }
            }
        }
        for (name, location) in implementedOnly where declared[name] == nil { declared[name] = (location, .objc) }
        guard !declared.isEmpty else { return [] }
        // A class a screen's place names runs its ancestors' code there (a subclass declared where
        // the app does not compile it, too), under either of its names for the Objective-C runtime.
        var named: Set<String> = []
        for screen in screens { named.formUnion(classes(of: screen)) }
        for name in named { placed.formUnion(graph.lineage(of: name)) }
        for name in Array(placed) { if let alias = graph.objcAliases[name] { placed.insert(alias) } }
        for doc in documents where ownsDocument(doc.file) {
            // A scene nothing reaches places nothing; an embedded scene is placed by its container's.
            let topOf = Dictionary(doc.controllers.map { ($0.id, $0.enclosingControllerID ?? $0.id) }, uniquingKeysWith: { a, _ in a })
            for c in doc.controllers {
                guard let cls = c.customClass else { continue }
                if !staleScenes.contains(SceneReference(file: doc.file, id: topOf[c.id] ?? c.id)) { placed.insert(cls) }
            }
        }
        return declared.filter { !placed.contains($0.key) }
            .map { name, declaration in
                let location = declaration.location
                let what: String
                if let file = madeIn[name] {
                    what = "'\(name)' at \(location), a view controller the app makes in code ('\(file)' first), is shown by no code "
                        + "the audit follows: its status bar is not predicted"
                } else if declaration.language == .swift {
                    what = "'\(name)' at \(location), a view controller the app declares, is made by no Swift code and no storyboard "
                        + "scene the audit reaches (never shown, or made by code it does not read): its status bar is not predicted"
                } else {
                    what = "'\(name)' at \(location), a view controller the app declares, is shown by no code the audit follows "
                        + "(shown from code it does not follow, or never shown): its status bar is not predicted"
                }
                var gap = Coverage.Gap(kind: .controllerNotReached, file: location.file, line: location.line, what: what)
                gap.className = name
                return gap
            }
            .sorted { ($0.file, $0.line ?? 0, $0.what) < ($1.file, $1.line ?? 0, $1.what) }
    }

    /// Every class a screen's place names: the screen's own, its containers', its presenters' (down
    /// the chain of presentations) and the object that shows it.
    private static func classes(of screen: Screen) -> [String] {
        var names = [screen.controller.className]
        if let nav = screen.navigation { names.append(nav.controller.className) }
        if let tab = screen.tabBarClass { names.append(tab) }
        if let holder = screen.heldBy {
            names.append(holder.holder)
            if let maker = holder.maker { names.append(maker) }
        }
        if let hosting = screen.swiftUI?.hostedBy { names.append(hosting) }
        var presentation = screen.presentation
        while let p = presentation {
            if let presenter = p.presenter { names.append(presenter.className) }
            if let nav = p.presenterNavigation { names.append(nav.controller.className) }
            if let tab = p.presenterTab { names.append(tab.className) }
            presentation = p.presenterPresentation.first
        }
        return names.map(ClassGraph.plainName)
    }
}
