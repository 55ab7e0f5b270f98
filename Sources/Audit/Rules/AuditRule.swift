import SourceModel
import StatusBarEngine

/// An example of a rule: files of a small project, with the place each expected finding must land
/// marked by `↓` in the text (the marker is removed before the example is audited).
package struct RuleExample: Sendable, Hashable {
    /// Relative path → content.
    package var files: [String: String]
    /// Where the example is written in this package's sources, so that a failing example points
    /// at itself (`RuleExampleTests`).
    package var fileID: String
    package var filePath: String
    package var line: Int

    package init(_ files: [String: String], fileID: String = #fileID, filePath: String = #filePath, line: Int = #line) {
        self.files = files
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
    }

    /// A Swift file `App/Example.swift` in an app with a minimal Info.plist.
    package static func swift(_ source: String, info: [String: String] = [:],
                              fileID: String = #fileID, filePath: String = #filePath, line: Int = #line) -> RuleExample {
        RuleExample(["App/Example.swift": source, "App/Info.plist": RuleExample.infoPlist(info)],
                    fileID: fileID, filePath: filePath, line: line)
    }

    /// A minimal application Info.plist with extra keys (raw XML values, e.g. `<false/>`).
    package static func infoPlist(_ extra: [String: String]) -> String {
        var body = "\t<key>CFBundlePackageType</key>\n\t<string>APPL</string>\n"
        for key in extra.keys.sorted() { body += "\t<key>\(key)</key>\n\t\(extra[key]!)\n" }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(body)</dict>
        </plist>

        """
    }
}

/// What a rule is: a value with a description (SwiftLint's `RuleDescription`).
package struct RuleDescription: Sendable, Hashable {
    package var id: String
    package var name: String
    package var severity: Severity
    /// Why it matters, citing uikit-rules.md (R1–R12) or the HIG.
    package var rationale: String
    package var triggering: [RuleExample]
    package var nonTriggering: [RuleExample]
}

/// A check over the audit model.
package protocol AuditRule: Sendable {
    var description: RuleDescription { get }
    func check(_ model: AuditModel) -> [Finding]
}

extension AuditRule {
    package var id: String { description.id }

    /// A finding of this rule at its default severity.
    package func finding(_ location: SourceLocation, _ message: String, related: [RelatedLocation] = [],
                         subject: ScreenSubject? = nil) -> Finding {
        Finding(rule: description.id, severity: description.severity, location: location, message: message, related: related,
                subject: subject)
    }
}

/// Every rule, in the order of the specification's table.
package enum RuleCatalog {
    package static let all: [any AuditRule] = [
        InvalidInfoPlistValue(), UnreadableStatusBar(), IneffectiveApplicationSetter(), DeprecatedApplicationSetter(),
        DeprecatedStatusBarAPI(), IgnoredControllerPreference(), PreferenceSwallowedByNavigation(), PreferenceSwallowedByContainer(),
        PreferenceSwallowedByPresentation(), StoryboardNavigationWithoutCustomClass(), UnknownCustomClass(),
        OverrideInExtension(), BarStyleContradiction(), MissingAppearanceUpdate(), DefaultStyleOnFixedBackground(),
        LaunchStyleMismatch(), StatusBarAlwaysHidden(), DarkModeOptOut(), ApplicationMode(), AnimationWithoutHiddenChange(),
        StatusBarHiddenInSheet(), ToolbarColorSchemeWithoutBackground(), PreferredColorSchemeForStatusBar(),
        UpdateAnimationOutsideAnimationBlock(),
    ]
}
