import Foundation

/// Builders for the small projects of rule examples: Swift or Objective-C sources, a storyboard
/// with either, an Info.plist alone, extra files. `↓` marks where a finding must land; it is removed before the audit.
extension RuleExample {
    /// The main storyboard `App/Base.lproj/Main.storyboard` (named by `UIMainStoryboardFile`) with
    /// `scenes`, a Swift file `App/Example.swift` when given, Objective-C files `App/Example.h` and
    /// `App/Example.m` when given, and extra Info.plist keys.
    package static func storyboard(_ scenes: String, initial: String? = nil, swift: String? = nil,
                                   objcHeader: String? = nil, objc: String? = nil,
                                   info: [String: String] = [:],
                                   fileID: String = #fileID, filePath: String = #filePath, line: Int = #line) -> RuleExample {
        var keys = info
        keys["UIMainStoryboardFile"] = keys["UIMainStoryboardFile"] ?? "<string>Main</string>"
        var files = ["App/Base.lproj/Main.storyboard": storyboardDocument(scenes, initial: initial),
                     "App/Info.plist": infoPlist(keys)]
        if let swift { files["App/Example.swift"] = swift }
        if let objcHeader { files[objcHeaderPath] = objcHeader }
        if let objc { files[objcImplementationPath] = objc }
        return RuleExample(files, fileID: fileID, filePath: filePath, line: line)
    }

    /// An Objective-C app: the implementation `App/Example.m`, the header `App/Example.h` when
    /// given, and a minimal Info.plist with extra keys.
    package static func objc(header: String? = nil, _ implementation: String, info: [String: String] = [:],
                             fileID: String = #fileID, filePath: String = #filePath, line: Int = #line) -> RuleExample {
        var files = [objcImplementationPath: implementation, "App/Info.plist": infoPlist(info)]
        if let header { files[objcHeaderPath] = header }
        return RuleExample(files, fileID: fileID, filePath: filePath, line: line)
    }

    /// Where Objective-C examples are written.
    package static let objcHeaderPath = "App/Example.h"
    package static let objcImplementationPath = "App/Example.m"

    /// An app made of its Info.plist alone.
    package static func infoPlistOnly(_ info: [String: String],
                                      fileID: String = #fileID, filePath: String = #filePath, line: Int = #line) -> RuleExample {
        RuleExample(["App/Info.plist": infoPlist(info)], fileID: fileID, filePath: filePath, line: line)
    }

    /// The same example with one more file.
    package func adding(_ path: String, _ content: String) -> RuleExample {
        var copy = self
        copy.files[path] = content
        return copy
    }

    /// A storyboard document around scene elements (each from `IBScene`).
    package static func storyboardDocument(_ scenes: String, initial: String?) -> String {
        let initialAttribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES"\(initialAttribute)>
            <scenes>
        \(scenes)
            </scenes>
        </document>

        """
    }
}

/// Scene elements for example storyboards, written as Interface Builder writes them.
package enum IBScene {
    /// A `<color key="backgroundColor">` element.
    package static func color(_ spec: String) -> String { "<color key=\"backgroundColor\" \(spec)/>" }
    package static let white = "white=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\""
    package static let black = "white=\"0.0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\""
    package static let systemBackground = "systemColor=\"systemBackgroundColor\""

    /// A plain controller scene. `mark` puts `↓` before the controller element; `module` writes
    /// a `customModule` by hand (else the module is the target's); `objectiveC` writes the custom
    /// class without a module, as Interface Builder does for an Objective-C class.
    package static func controller(_ id: String, customClass: String? = nil, module: String? = nil, objectiveC: Bool = false,
                                   element: String = "viewController", background: String? = nil, attributes: String = "",
                                   segues: String = "", mark: Bool = false) -> String {
        let provider = objectiveC ? "" : module.map { " customModule=\"\($0)\"" } ?? " customModuleProvider=\"target\""
        let cls = customClass.map { " customClass=\"\($0)\"" + provider } ?? ""
        let bg = background.map { "\n                    " + color($0) } ?? ""
        let connections = segues.isEmpty ? "" : "\n                " + connections(of: id, segues)
        return """
                <scene sceneID="sc-\(id)">
                    <objects>
                        \(mark ? "↓" : "")<\(element) id="\(id)"\(cls)\(attributes) sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="view-\(id)">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>\(bg)
                            </view>\(connections)
                        </\(element)>
                    </objects>
                </scene>
        """
    }

    /// A navigation controller scene with its root. `bar` holds extra attributes of the
    /// navigation bar (`barStyle="black"`); `objectiveC` writes the custom class without a module.
    package static func navigation(_ id: String, root: String, customClass: String? = nil, objectiveC: Bool = false,
                                   hidden: Bool = false, bar: String = "", mark: Bool = false) -> String {
        let provider = objectiveC ? "" : " customModuleProvider=\"target\""
        let cls = customClass.map { " customClass=\"\($0)\"" + provider } ?? ""
        return """
                <scene sceneID="sc-\(id)">
                    <objects>
                        \(mark ? "↓" : "")<navigationController id="\(id)"\(cls)\(hidden ? " navigationBarHidden=\"YES\"" : "") sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill"\(bar.isEmpty ? "" : " " + bar) id="bar-\(id)">
                                <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                            </navigationBar>
                            <connections>
                                <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="root-\(id)"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
        """
    }

    /// Where a scene's `segues` are written: a container's relationship and embed segues in the
    /// controller's own `<connections>`; the others on a bar button item of its navigation item, as
    /// a control starts them (a segue in the controller's own connections is manual: it runs only when
    /// code performs it by its identifier).
    package static func connections(of id: String, _ segues: String) -> String {
        if segues.contains("kind=\"relationship\"") || segues.contains("kind=\"embed\"") {
            return "<connections>\n                    \(segues)\n                </connections>"
        }
        return """
            <navigationItem key="navigationItem" id="item-\(id)">
                                <barButtonItem key="rightBarButtonItem" id="button-\(id)">
                                    <connections>
                                        \(segues)
                                    </connections>
                                </barButtonItem>
                            </navigationItem>
            """
    }

    /// A `presentation` segue to `destination`.
    package static func present(_ destination: String, style: String? = nil) -> String {
        "<segue destination=\"\(destination)\" kind=\"presentation\"\(style.map { " modalPresentationStyle=\"\($0)\"" } ?? "") id=\"seg-\(destination)\"/>"
    }
}
