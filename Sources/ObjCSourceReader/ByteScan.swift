import SourceModel

extension ObjCSourceReader {
    /// The byte strings that make a file worth a full read. A file that contains none of them can
    /// hold no fact but its type declarations (see ``declaredClasses(in:relativePath:)``). The
    /// match is case-sensitive and ignores comments and strings (a false positive only costs a read):
    /// - every watched member's triggers (``WatchedMember/objcTriggers``: `tatusBar` for the
    ///   overrides and `setNeedsStatusBarAppearanceUpdate`, `presentViewController`,
    ///   `pushViewController`, `iewControllers`, `instantiate`, `odalPresentation`,
    ///   `ootViewController`, `verrideUserInterfaceStyle`, `arStyle`, `arTintColor`, `ackgroundColor`,
    ///   `Appearance`, `avigationBarHidden`, `insertSubview`, `blur`; each also in the property's
    ///   setter: `arTintColor` is in `setBarTintColor:`);
    /// - ``otherTriggers``: the deprecated API, the application, the containers.
    ///
    /// Since the full reader is itself a tokenizer without a syntax library, this scan is only a
    /// cheap pre-check. Measured on one core, release build: the full read ~3.4 MB/s,
    /// ``declaredClasses(in:relativePath:)`` 7–13 MB/s, this scan ~40 MB/s when no trigger is
    /// found (it stops at the first one found).
    package static let fullParseTriggers: [String] = {
        var seen: Set<String> = []
        return (WatchedMember.allCases.flatMap(\.objcTriggers) + otherTriggers).filter { seen.insert($0).inserted }
    }()

    /// Triggers of what is not a watched member: the deprecated APIs' (``DeprecatedAPI/objcTriggers``:
    /// `tatusBar` for every deprecated status bar API, `UIStatusBarStyleBlackOpaque`, `statusBarFrame`,
    /// `setStatusBarHidden:`, …; `verrideTraitCollection`, `ActivityIndicatorVisible`), then
    /// ``containerTriggers``: `UIApplication` (aliases of the application) and the containers
    /// (`avigationController`, `TabBarController`).
    package static let otherTriggers: [String] = {
        var seen: Set<String> = []
        return (DeprecatedAPI.allCases.flatMap(\.objcTriggers) + containerTriggers).filter { seen.insert($0).inserted }
    }()

    /// The application and the containers (`avigationController`: a navigation controller class, or a
    /// controller's own `self.navigationController` handed to a method that pushes onto it), a split
    /// view delegate's collapse answer (`collapseSecondary`: a secondary it discards is no iPhone
    /// screen), and a method that returns a controller (`- (UIViewController *)playerController`: a
    /// maker, ``MakerCall``).
    package static let containerTriggers: [String] = ["UIApplication", "avigationController", "TabBarController", "collapseSecondary",
                                                      "Controller *)"]

    private static let triggers = MultiNeedleSearch(fullParseTriggers)

    /// True when the bytes contain one of ``fullParseTriggers``.
    package static func needsFullParse(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            triggers.containsAny(buffer)
        }
    }


    /// The classes a file declares (`@interface Name : Super <Protocols>`, the old
    /// `@implementation Name : Super`, `@compatibility_alias`), read with the same tokenizer and
    /// declaration reader as the full read but skipping every method and function body. Each is
    /// a ``TypeDecl`` of kind `.class` with its properties: the same as the full read gives,
    /// minus what only the bodies tell (a custom setter that updates the bar).
    package static func declaredClasses(in bytes: [UInt8], relativePath: String) -> [TypeDecl] {
        let (tokens, _, _, _) = Lexer.tokenize(bytes)
        var parser = Parser(tokens: tokens, skipBodies: true)
        let syntax = parser.parseFile()
        let types = FactsCollector.typeDecls(syntax, file: relativePath, lines: LineIndex(bytes))
        return types.filter { $0.kind == .class }.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }
}
