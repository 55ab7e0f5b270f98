import SourceModel

extension ScreenBuilder {
    /// The app's makers: functions, computed properties and lazy getters whose every return makes a
    /// controller of the same class (``ControllerFactory/made``), read to type a controller whose
    /// class is not written where it is shown (`let vc = sheet.controller; present(vc, …)`,
    /// `initWithRootViewController:self.playerViewController`).
    ///
    /// A use names the type it is looked for in (``MakerCall/typeName``); it is resolved when every
    /// function or computed property of that name declared to return a controller, in that type or
    /// its superclasses (and, for a use without a base, among the global functions), makes the same class.
    struct Makers {
        /// What a use of a maker gives.
        struct Made: Equatable {
            var className: String
            /// The root's class, for a navigation controller made with one.
            var root: String?
            /// The maker sets how what it makes is presented (`vc.modalPresentationStyle = .fullScreen`).
            var setsPresentation = false
        }

        private let makers: [String: [ControllerFactory]]
        private let graph: ClassGraph
        /// The functions (type, name) that set a controller's presentation style or capture.
        private let settingPresentation: Set<[String]>

        init(factories: [String: [ControllerFactory]], sources: [SourceFacts], graph: ClassGraph) {
            makers = factories
            self.graph = graph
            var settingPresentation: Set<[String]> = []
            for source in sources {
                for a in source.assignments
                where a.watched == .modalPresentationStyle || a.watched == .modalPresentationCapturesStatusBarAppearance {
                    if let function = a.enclosingFunction, makers[function] != nil {
                        settingPresentation.insert([a.enclosingType.map(ClassGraph.plainName) ?? "", function])
                    }
                }
            }
            self.settingPresentation = settingPresentation
        }

        /// The makers a use may name: those of its name declared in the type it is looked for in or
        /// the type's app superclasses (and, for a use without a base, the global functions).
        func candidates(of use: MakerCall) -> [ControllerFactory] {
            guard let named = makers[use.name] else { return [] }
            let types = Set([use.typeName] + graph.lineage(of: use.typeName))
            return named.filter { factory in
                factory.enclosingType.map { types.contains(ClassGraph.plainName($0)) } ?? use.withoutBase
            }
        }

        /// The class (and root) `use` makes, when it can be told.
        func made(by use: MakerCall) -> Made? {
            let candidates = candidates(of: use)
            guard let first = candidates.first?.made,
                  candidates.allSatisfy({ $0.made.map { $0 == first } ?? false })
            else { return nil }
            let sets = candidates.contains { settingPresentation.contains([$0.enclosingType.map(ClassGraph.plainName) ?? "", use.name]) }
            return Made(className: first.className, root: first.root, setsPresentation: sets)
        }

        /// The classes `use` may make when it makes one of several (every return of every candidate
        /// makes a known class: a link's router, `analyseVCFromLinkStr:`), each a possibility of its
        /// own, in source order; `nil` when it makes one (``made(by:)``) or they cannot be told.
        /// A return that gives another maker's controller is what that maker makes (followed four deep).
        func madeAmong(by use: MakerCall) -> [Made]? {
            guard let made = madeAmong(by: use, depth: 0), made.count > 1 else { return nil }
            return made
        }

        private func madeAmong(by use: MakerCall, depth: Int) -> [Made]? {
            guard depth < 4 else { return nil }
            let candidates = candidates(of: use)
            guard !candidates.isEmpty else { return nil }
            var made: [Made] = []
            func add(_ m: Made) { if !made.contains(where: { $0.className == m.className && $0.root == m.root }) { made.append(m) } }
            for candidate in candidates {
                guard let returns = candidate.madeOrDelegated else { return nil }
                let sets = settingPresentation.contains([candidate.enclosingType.map(ClassGraph.plainName) ?? "", use.name])
                for result in returns {
                    if let cls = result.wrapperClass {
                        add(Made(className: cls, root: result.madeRoot, setsPresentation: sets))
                    } else if let maker = result.maker, let inner = madeAmong(by: maker, depth: depth + 1) {
                        for m in inner { add(Made(className: m.className, root: m.root, setsPresentation: sets || m.setsPresentation)) }
                    } else {
                        return nil
                    }
                }
            }
            return made
        }
    }
}
