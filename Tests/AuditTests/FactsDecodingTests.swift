import Audit
import Foundation
import ProjectReaders
import SourceModel
import TestSupport
import Testing

/// `CacheCoding.decodeFacts` reads by hand what `CacheCoding.encode` writes for `SourceFacts`
/// through `Encodable`: it must give the same facts as the `Decodable` path for every file, and
/// refuse bytes of another layout rather than misread them.
@Suite("Facts decoding by hand")
struct FactsDecodingTests {
    /// Every source file of the two example apps (UIKit with Objective-C, and SwiftUI), read
    /// without a cache: declarations with properties, overrides, calls, factories, SwiftUI facts.
    static let facts: [SourceFacts] = ["Examples/SampleApp", "Examples/SwiftUISample"].flatMap {
        ProjectContents.read(root: FileTrees.repositoryRoot.appendingPathComponent($0)).sources
    }

    @Test func everyExampleFileDecodesAsThroughDecodable() throws {
        #expect(Self.facts.count > 20)
        // The examples hold every part the hand-written reader reads itself.
        #expect(Self.facts.contains { $0.types.contains { !$0.properties.isEmpty } })
        #expect(Self.facts.contains { $0.types.contains { $0.superclass != nil && !$0.conformances.isEmpty } })
        #expect(Self.facts.contains { $0.language == .objc })
        #expect(Self.facts.contains { !$0.methodCalls.direct.isEmpty && !$0.methodCalls.otherUses.isEmpty })
        #expect(Self.facts.contains { !$0.swiftUIConstructions.isEmpty })
        for facts in Self.facts {
            let bytes = try CacheCoding.encode(facts)
            let byHand = try CacheCoding.decodeFacts(from: bytes, in: bytes.indices)
            #expect(byHand == facts, "\(facts.path)")
            #expect(byHand == (try CacheCoding.decode(SourceFacts.self, from: bytes)), "\(facts.path)")
        }
    }

    @Test func everyFieldOfADeclarationRoundTrips() throws {
        let location = SourceLocation(file: "App/Ünïcode View.swift", line: 1_234_567, column: 89)
        var facts = SourceFacts(path: "App/Ünïcode View.swift", language: .swift)
        facts.types = [
            TypeDecl(name: "FeedViewController", kind: .class, superclass: "UIViewController", conformances: ["A", "B"],
                     objcName: "WPFeedViewController", categoryName: "Private", location: location,
                     properties: [StoredProperty(name: "style", declaredType: "UIStatusBarStyle", initialValue: ".lightContent",
                                                 initialConstant: "lightContent", didSetUpdatesAppearance: true, isConstant: true,
                                                 location: location)]),
            TypeDecl(name: "Empty", kind: .protocol, location: SourceLocation(file: "", line: 0, column: 0)),
        ]
        facts.methodCalls = MethodCalls(direct: [.init(enclosingType: "T", caller: "a", callee: "b"),
                                                 .init(enclosingType: "Ünï", caller: "viewDidLoad", callee: "configure:with:")],
                                        otherUses: ["c"])
        facts.swiftUIConstructions = [SwiftUIConstruction(type: "FeedView", count: 3), SwiftUIConstruction(type: "", count: -1),
                                      SwiftUIConstruction(type: "Row", count: Int.max)]
        let bytes = try CacheCoding.encode(facts)
        #expect(try CacheCoding.decodeFacts(from: bytes, in: bytes.indices) == facts)
    }

    @Test func bytesOfAnotherLayoutAreRefused() throws {
        let facts = try #require(Self.facts.first { !$0.types.isEmpty })
        let bytes = try CacheCoding.encode(facts)
        // A byte more or less at the end, and every shorter prefix, fail to decode.
        #expect(throws: CacheCodingError.self) { try CacheCoding.decodeFacts(from: bytes + [0], in: 0..<(bytes.count + 1)) }
        for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 50)) {
            #expect(throws: CacheCodingError.self) { try CacheCoding.decodeFacts(from: bytes, in: 0..<length) }
        }
        // Another type's bytes are not facts.
        let other = try CacheCoding.encode(facts.types)
        #expect(throws: CacheCodingError.self) { try CacheCoding.decodeFacts(from: other, in: other.indices) }
    }

    /// Build settings are read by hand inside an Xcode project's `Decodable` decoding: the sample
    /// app's project, and settings of both kinds of value with conditions, decode as they were.
    @Test func buildSettingsRoundTrip() throws {
        let root = FileTrees.repositoryRoot.appendingPathComponent("Examples/SampleApp")
        let path = "Trailhead.xcodeproj/project.pbxproj"
        let project = try XcodeProject.parse(Array(try Data(contentsOf: root.appendingPathComponent(path))), path: path)
        #expect(project.configurations.contains { !$0.settings.all.isEmpty })
        #expect(try CacheCoding.decode(XcodeProject.self, from: CacheCoding.encode(project)) == project)

        let location = SourceLocation(file: "Ünï/App.xcconfig", line: 1_234_567, column: 0)
        let settings = BuildSettings([
            BuildSetting(key: "INFOPLIST_KEY_UIStatusBarStyle[sdk=iphoneos*][config=Release]", value: .string("UIStatusBarStyleLightContent"), location: location),
            BuildSetting(key: "OTHER_SWIFT_FLAGS", value: .list(["-D", "DEBUG", ""]), location: location),
            BuildSetting(key: "", value: .list([]), location: SourceLocation(file: "", line: 0, column: 0)),
        ])
        #expect(settings.all[0].conditions.count == 2)
        // (In an array, as in a project: the hand-written reader serves values inside others.)
        let bytes = try CacheCoding.encode([settings, BuildSettings()])
        #expect(try CacheCoding.decode([BuildSettings].self, from: bytes) == [settings, BuildSettings()])
        // A value of an unknown kind is refused, not misread.
        let renamed = Self.replacing(Array("string".utf8), with: Array("strong".utf8), in: bytes)
        #expect(renamed != bytes)
        #expect(throws: CacheCodingError.self) { try CacheCoding.decode([BuildSettings].self, from: renamed) }
    }

    private static func replacing(_ old: [UInt8], with new: [UInt8], in bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        var i = 0
        while i + old.count <= result.count {
            if Array(result[i..<(i + old.count)]) == old { result.replaceSubrange(i..<(i + old.count), with: new) }
            i += 1
        }
        return result
    }
}
