/// The compilation conditions a build defines for a source file, as its targets' build settings
/// say: only what is defined for certain, so that a branch is left out only when it cannot be
/// compiled.
///
/// A name is defined for a file when every target of the folder's Xcode projects that compiles the
/// file defines it in every one of its build configurations (`DEBUG`, set only in the Debug
/// configuration, is not). A name no setting defines is not taken as undefined: a build may add it
/// (`xcodebuild … SWIFT_ACTIVE_COMPILATION_CONDITIONS=APPSTORE`, a missing `.xcconfig`), and in
/// Objective-C a header may `#define` it; such a condition keeps every branch read.
package struct CompilationDefinitions: Sendable, Hashable, Codable {
    /// Swift's active compilation conditions: `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and the `-D`
    /// flags of `OTHER_SWIFT_FLAGS`.
    package var swift: Set<String>
    /// The C preprocessor's macros: `GCC_PREPROCESSOR_DEFINITIONS` and the `-D` flags of
    /// `OTHER_CFLAGS`, each with its value (`"1"` for a name given without one), `nil` when the
    /// configurations give it different values.
    package var clang: [String: String?]
    /// Names the build leaves undefined for certain, in Swift and C alike: set only for one app's
    /// reading of a file (``DiscoveredApp/definitionGroups``), for the names another app of the
    /// folder defines and this one's target does not (`ENTERPRISE` in the app beside the
    /// enterprise one). A name in no setting at all is never taken as undefined.
    package var undefined: Set<String> = []

    package init(swift: Set<String> = [], clang: [String: String?] = [:]) {
        self.swift = swift
        self.clang = clang
    }

    package var isEmpty: Bool { swift.isEmpty && clang.isEmpty && undefined.isEmpty }

    /// The macro the compiler defines with an iOS build's deployment target, which Objective-C
    /// compares (`#if __IPHONE_OS_VERSION_MIN_REQUIRED < __IPHONE_8_0`).
    package static let minimumRequiredMacro = "__IPHONE_OS_VERSION_MIN_REQUIRED"

    /// ``minimumRequiredMacro``'s value for a deployment target (`"9.0"` → `"90000"`).
    package static func minimumRequired(deploymentTarget: String) -> String? {
        let parts = deploymentTarget.filter { !$0.isWhitespace }.split(separator: ".").map { Int($0) }
        guard let major = parts.first ?? nil else { return nil }
        let minor = parts.count > 1 ? parts[1] ?? 0 : 0
        let patch = parts.count > 2 ? parts[2] ?? 0 : 0
        return String(major * 10_000 + minor * 100 + patch)
    }

    /// Every name it defines, in Swift or C.
    package var names: Set<String> { swift.union(clang.keys) }

    /// Every name it decides: those it defines, and those it leaves undefined for certain.
    package var decidedNames: Set<String> { names.union(undefined) }

    /// What both define (for a file two targets compile, or a target's two configurations): a
    /// macro whose values differ is defined with no known value.
    package func intersection(_ other: CompilationDefinitions) -> CompilationDefinitions {
        var clang: [String: String?] = [:]
        for (name, value) in self.clang {
            guard let otherValue = other.clang[name] else { continue }
            clang[name] = value == otherValue ? value : .some(nil)
        }
        var both = CompilationDefinitions(swift: swift.intersection(other.swift), clang: clang)
        both.undefined = undefined.intersection(other.undefined)
        return both
    }

    /// Only the names of `names`: what decides the conditions a file was found to test.
    package func restricted(to names: some Sequence<String>) -> CompilationDefinitions {
        var kept = CompilationDefinitions()
        for name in names {
            if swift.contains(name) { kept.swift.insert(name) }
            if let value = clang[name] { kept.clang[name] = value }
            if undefined.contains(name) { kept.undefined.insert(name) }
        }
        return kept
    }

    /// The definitions written in a build setting's value: `NAME` and `NAME=VALUE` items
    /// (`GCC_PREPROCESSOR_DEFINITIONS`, `SWIFT_ACTIVE_COMPILATION_CONDITIONS`), or, with `flags`,
    /// the `-DNAME`, `-D NAME` and `-DNAME=VALUE` of a flags setting (`OTHER_SWIFT_FLAGS`,
    /// `OTHER_CFLAGS`). Quotes around an item are dropped; `$(inherited)` must be expanded already.
    package static func items(in value: String, flags: Bool) -> [(name: String, value: String)] {
        let words = value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map { word -> Substring in
            var word = word
            while let first = word.first, first == "\"" || first == "'" { word = word.dropFirst() }
            while let last = word.last, last == "\"" || last == "'" { word = word.dropLast() }
            return word
        }
        var found: [(name: String, value: String)] = []
        var index = 0
        while index < words.count {
            var word = words[index]
            index += 1
            if flags {
                guard word.hasPrefix("-D") else { continue }
                word = word.dropFirst(2)
                if word.isEmpty {
                    guard index < words.count else { break }
                    word = words[index]
                    index += 1
                }
            }
            let name: Substring, itemValue: Substring
            if let equals = word.firstIndex(of: "=") {
                (name, itemValue) = (word[..<equals], word[word.index(after: equals)...])
            } else {
                (name, itemValue) = (word, "1")
            }
            guard let first = name.first, first == "_" || first.isLetter,
                  name.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }) else { continue }
            found.append((String(name), String(itemValue)))
        }
        return found
    }
}

extension CompilationDefinitions {
    /// Words no macro and app name share by meaning: they say nothing about which app a macro is for.
    static let sharedWords: Set<String> = ["target", "targets", "app", "apps", "ios", "iphone", "ipad", "os", "the", "is", "for"]

    /// The words of a name, lowercased, less ``sharedWords``: split at anything but letters and
    /// digits, and where a capital follows a digit or a lowercase letter that is not alone
    /// (`Coding_Enterprise_iOS` → coding, enterprise: `iOS` stays one word; `MyAppLite` → my, lite).
    package static func words(_ name: String) -> Set<String> {
        var words: Set<String> = []
        for part in name.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) {
            var current = ""
            var previous: Character?
            for ch in part {
                if ch.isUppercase, let p = previous, p.isNumber || (p.isLowercase && current.count > 1) {
                    words.insert(current.lowercased())
                    current = ""
                }
                current.append(ch)
                previous = ch
            }
            if !current.isEmpty { words.insert(current.lowercased()) }
        }
        return words.subtracting(sharedWords)
    }

    /// Macros a prefix header the repository does not hold may define (`#ifdef Target_Enterprise`,
    /// with the enterprise target's `GCC_PREFIX_HEADER` a file git ignores): a name `tested` by the
    /// apps' Objective-C conditions that neither a build setting nor a file of the folder defines
    /// (`definedElsewhere`), whose words that name some of the apps' targets and not all
    /// (`enterprise`) name the same apps, where every app they name has its prefix header missing, is
    /// taken as defined for those apps and undefined for the others (an **assumption**, said in
    /// their coverage). Returns the names taken as defined, by index in `apps` (every app with one
    /// is in the map, possibly with an empty set when it is among the others).
    package static func unseenPrefixMacros(tested: Set<String>, definedElsewhere: Set<String>,
                                           apps: [(name: String, prefixMissing: Bool)]) -> [Int: Set<String>] {
        guard apps.count > 1, apps.contains(where: \.prefixMissing) else { return [:] }
        let appWords = apps.map { words($0.name) }
        var defined: [Int: Set<String>] = [:]
        for name in tested.sorted() where !definedElsewhere.contains(name) && name != minimumRequiredMacro && !name.hasPrefix("__") {
            // The macro's words that name some apps and not all (`Harbor_Enterprise` in `Harbor_iOS` and
            // `Harbor_Enterprise_iOS`: `enterprise`, not `harbor`), which must all name the same apps.
            let namings = Set(words(name).map { word in apps.indices.filter { appWords[$0].contains(word) } }
                .filter { !$0.isEmpty && $0.count < apps.count })
            guard namings.count == 1, let named = namings.first, named.allSatisfy({ apps[$0].prefixMissing }) else { continue }
            for i in apps.indices { defined[i, default: []].formUnion(named.contains(i) ? [name] : []) }
        }
        return defined
    }
}
