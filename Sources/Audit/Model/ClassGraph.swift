import SourceModel
import StatusBarEngine

/// A class declared in the audited folder.
package struct ClassRecord: Sendable, Hashable {
    package var name: String
    package var superclass: String?
    package var location: SourceLocation
    package var isVendored: Bool
    package var language: SourceLanguage
    package var objcName: String?
    /// The modules the file that declares it imports: a superclass no file declares comes from
    /// one of them. (Its own file only: the file that names the superclass. Unioned over every
    /// file declaring the class and its extensions, the sets cost 10% of an audit of woocommerce-ios.)
    package var imports: [String] = []
}

/// Every class of the project (vendored ones included) and what each is to UIKit: a class
/// inheriting, across files and modules, from a system controller has that controller's kind.
package struct ClassGraph: Sendable {
    package private(set) var records: [String: ClassRecord] = [:]
    /// Facts by class name: overrides, self-assignments and types, from the class and its extensions.
    package private(set) var overrides: [String: [Override]] = [:]
    package private(set) var declarations: [String: [TypeDecl]] = [:]
    package private(set) var selfAssignments: [String: [Assignment]] = [:]
    /// The two names of each Swift class the Objective-C runtime knows by another
    /// (`@objc(OAConfigureScreenViewController) class ConfigureScreenViewController`), each to the other:
    /// Objective-C code shows it by the one, its own code runs as the other.
    package private(set) var objcAliases: [String: String] = [:]
    /// ``chain(of:)`` of every record's name, walked once: the model and the rules ask for the
    /// chains of the same classes over and over (per call, screen, app and rule).
    private var chains: [String: (appClasses: [String], system: SystemController?)] = [:]
    /// The library controller at the top of a class's app classes (``LibraryController``), by class.
    private var libraryTops: [String: LibraryController] = [:]

    package init(sources: [SourceFacts], isVendored: (String) -> Bool) {
        // Non-vendored declarations win over vendored ones; then the first file by path.
        let vendored = sources.map { isVendored($0.path) }
        let ordered: [Int]
        if sources.indices.dropFirst().allSatisfy({ sources[$0 - 1].path < sources[$0].path }) {
            // Sources come sorted by path (``ProjectContents/sources``): the non-vendored ones, then
            // the vendored ones, each in the order they come, without comparing paths again.
            ordered = sources.indices.filter { !vendored[$0] } + sources.indices.filter { vendored[$0] }
        } else {
            ordered = sources.indices.sorted { (vendored[$0] ? 1 : 0, sources[$0].path) < (vendored[$1] ? 1 : 0, sources[$1].path) }
        }
        // (Room made once: the dictionaries grew and rehashed every key a dozen times.)
        let typeCount = sources.reduce(0) { $0 + $1.types.count }
        declarations.reserveCapacity(typeCount)
        records.reserveCapacity(typeCount)
        for index in ordered {
            let facts = sources[index]
            for type in facts.types {
                declarations[type.name, default: []].append(type)
                // A type alias is followed as a class of its target's (`BaseViewController = UIViewController`).
                guard type.kind == .class || type.kind == .typeAlias else { continue }
                let record = ClassRecord(name: type.name, superclass: type.superclass, location: type.location,
                                         isVendored: vendored[index], language: facts.language, objcName: type.objcName,
                                         imports: facts.imports)
                if records[type.name] == nil { records[type.name] = record }
                if let objc = type.objcName, objc != type.name, records[objc] == nil {
                    records[objc] = record
                    objcAliases[objc] = type.name
                    objcAliases[type.name] = objc
                }
            }
            for o in facts.overrides { overrides[o.typeName, default: []].append(o) }
            for a in facts.assignments where a.target == .ownController {
                if let type = a.enclosingType { selfAssignments[type, default: []].append(a) }
            }
        }
        chains.reserveCapacity(records.count)
        for name in records.keys {
            let (classes, system, library) = Self.walkChain(from: name, records: records)
            chains[name] = (classes, system)
            if let library { libraryTops[name] = library }
        }
    }

    /// Strips generic arguments and module qualification: `Foundation.X<Y>` → `X`.
    package static func plainName(_ name: String) -> String {
        // (The bytes scanned in place: asked for every class name the model and the rules look up.)
        let qualified = name.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.contains { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ".") }
        } ?? name.utf8.contains { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ".") }
        if !qualified { return name }
        var n = name
        if let lt = n.firstIndex(of: "<") { n = String(n[..<lt]) }
        if let dot = n.lastIndex(of: "."), SystemController.all[String(n[n.index(after: dot)...])] != nil {
            n = String(n[n.index(after: dot)...])
        }
        return n
    }

    /// For each class of the project, the classes whose chain of app classes includes it (itself
    /// included), sorted: in one pass over the classes, each list sorted at the end (the lists are
    /// short; the classes, thousands, are not sorted).
    package func subclassIndex() -> [String: [String]] {
        var index: [String: [String]] = [:]
        for (key, record) in records where record.name == key {
            for ancestor in chain(of: key).appClasses { index[ancestor, default: []].append(key) }
        }
        return index.mapValues { $0.sorted() }
    }

    /// The chain from a class up to (and including) the first system controller; app classes first,
    /// each by its declared name (a Swift class named by its `@objc(Name)`, as Objective-C code and
    /// storyboards name it, is listed by its Swift name, under which its facts are kept).
    package func chain(of name: String) -> (appClasses: [String], system: SystemController?) {
        let plain = ClassGraph.plainName(name)
        if let known = chains[plain] { return known }
        let (classes, system, _) = Self.walkChain(from: plain, records: records)
        return (classes, system)
    }

    /// Whether `name` is a class of the app that descends from a UIKit view rather than a
    /// controller: the first superclass up its chain that the app does not declare is `UIView` or
    /// one of UIKit's views (`UITableViewCell`, `UICollectionViewCell`, `UIStackView`, `UIControl`).
    package func isUIKitView(_ name: String) -> Bool {
        var current = ClassGraph.plainName(name)
        var seen: Set<String> = []
        while let record = records[current], seen.insert(current).inserted {
            guard let superclass = record.superclass.map(ClassGraph.plainName) else { return false }
            current = superclass
        }
        guard current != ClassGraph.plainName(name), current.hasPrefix("UI"), !current.hasSuffix("Controller") else { return false }
        return current == "UIView" || current == "UIControl" || current.hasSuffix("Cell") || current.hasSuffix("View")
    }

    /// Every class a class descends from, itself first: its app classes (``chain(of:)``), then the
    /// UIKit classes from its first system controller up to `UIViewController`.
    package func lineage(of name: String) -> [String] {
        let chain = chain(of: name)
        var classes = chain.appClasses
        var system = chain.system
        while let s = system, !classes.contains(s.name) {
            classes.append(s.name)
            system = s.superclass.flatMap { SystemController.all[$0] }
        }
        return classes
    }

    /// The stored property `name` of the first of `classes` that declares it (in any of its
    /// declarations: the class and its extensions), with that class: how a property named in code
    /// (`shell`, `self.ordersNavigationController`) is typed by its declaration up a class chain.
    package func storedProperty(_ name: String, in classes: some Sequence<String>) -> (property: StoredProperty, cls: String)? {
        for cls in classes {
            for declaration in declarations[cls] ?? [] {
                if let property = declaration.property(named: name) { return (property, cls) }
            }
        }
        return nil
    }

    /// The library controller a class inherits, whose answers count after its app classes'
    /// (``LibraryController``); `nil` when its chain does not go through one.
    /// A library's class the app uses as it is (`DismissibleHostingController(rootView:)`) is its own top.
    package func library(of name: String) -> LibraryController? {
        let plain = ClassGraph.plainName(name)
        if let top = libraryTops[plain] { return top }
        return records[plain] == nil ? LibraryController.all[plain] : nil
    }

    private static func walkChain(from name: String, records: [String: ClassRecord])
        -> (appClasses: [String], system: SystemController?, library: LibraryController?) {
        // Not a class of the folder: a system controller, a library's controller the app uses as it
        // is (a name the folder does not declare is the library's), or nothing (the loop's first
        // step, without its set).
        guard records[name] != nil else {
            if SystemController.all[name] == nil, let library = LibraryController.all[name] {
                return ([], SystemController.all[library.system], library)
            }
            return ([], SystemController.all[name], nil)
        }
        var classes: [String] = []
        var current: String? = name
        // (An array: chains are a few classes long, and hashing every name twice a step cost more
        // than comparing them.)
        var seen: [String] = []
        var previous: ClassRecord?
        while let c = current, !seen.contains(c) {
            seen.append(c)
            if let system = SystemController.all[c] { return (classes, system, nil) }
            guard let record = records[c] else {
                // A library's controller, where the name is the library's (its module imported).
                if let previous, let written = previous.superclass, let library = LibraryController.named(written, imports: previous.imports) {
                    return (classes, SystemController.all[library.system], library)
                }
                return (classes, nil, nil)
            }
            previous = record
            // Facts are keyed by the declared name: `@objc(TRLMap) class MapController` is reached
            // through `TRLMap` (a storyboard, an Objective-C superclass) but answers as `MapController`.
            classes.append(record.name)
            seen.append(record.name)
            current = record.superclass.map(ClassGraph.plainName)
        }
        return (classes, nil, nil)
    }

    /// The first class of a class's chain (itself included) that is vendored code, a library's,
    /// whose overrides the audit does not read; `nil` when the whole chain is the app's own.
    package func librarySuperclass(of name: String) -> String? {
        chain(of: name).appClasses.first { records[$0]?.isVendored == true }
    }

    /// The system controller a class descends from, if any.
    package func systemAncestor(of name: String) -> SystemController? { chain(of: name).system }

    /// True for a view controller class (an app class descending from UIViewController, or a system one).
    package func isViewController(_ name: String) -> Bool { systemAncestor(of: name) != nil }

    /// True for a class descending from `UIHostingController` (the app's, through its own generic
    /// subclasses, or a library's).
    package func isHostingController(_ name: String) -> Bool { systemAncestor(of: name)?.name == SwiftUIMember.hostingController.swiftName }

    /// True for a library's hosting controller the app uses as it is, which adds no status bar
    /// member to `UIHostingController` (LoopKitUI's `DismissibleHostingController`).
    package func isPlainLibraryHostingController(_ name: String) -> Bool {
        guard !isAppClass(name), let library = library(of: name), library.system == SwiftUIMember.hostingController.swiftName else { return false }
        let answers = library.answers
        return answers.hidden.isEmpty && answers.style.isEmpty && !answers.forwardsToPage
    }

    /// The engine kind of a controller class.
    package func kind(of name: String) -> ControllerKind? { systemAncestor(of: name)?.kind }

    /// True when the class is declared in the audited folder (not a system class).
    package func isAppClass(_ name: String) -> Bool { records[ClassGraph.plainName(name)] != nil }

    /// The name under which the Objective-C runtime knows a Swift class that a storyboard names
    /// by its Swift name with no module, when that lookup fails at run time; nil when it succeeds.
    ///
    /// UIKit instantiates a scene's `customClass` by name. With a module (`customModule`, or
    /// `customModuleProvider="target"`) the compiled storyboard holds the module-qualified Swift
    /// name (`_TtC9Trailhead17MapViewController`), which the Swift runtime resolves by the class's
    /// Swift name, `@objc(Name)` or not. Without a module, the name is looked up as written in the
    /// Objective-C runtime, where an Objective-C class has its own name, a Swift class renamed with
    /// `@objc(Name)` is `Name`, and any other Swift class only its module-qualified name: UIKit logs
    /// "Unknown class" and creates a plain controller.
    package func objcRuntimeNameMismatch(customClass name: String, hasModule: Bool) -> String? {
        guard !hasModule, let record = records[name], record.language == .swift, record.name == name,
              record.objcName != name else { return nil }
        return record.objcName ?? "<module>.\(name)"
    }
}
