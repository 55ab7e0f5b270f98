import Audit
import Foundation
import ProjectReaders
import ProjectReading
import SourceModel
import TestSupport
import Testing

/// `CacheCoding.decodeFacts` reads by hand what `CacheCoding.encode` writes for `SourceFacts`
/// through `Encodable`: it must give the same facts as the `Decodable` path for every file, and
/// refuse bytes of another layout rather than misread them. `CacheCoding.encodeFacts` writes by
/// hand the same bytes as `Encodable`.
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
        #expect(Self.facts.contains { !$0.overrides.isEmpty })
        #expect(Self.facts.contains { $0.types.contains { $0.superclass != nil && !$0.conformances.isEmpty } })
        #expect(Self.facts.contains { $0.language == .objc })
        #expect(Self.facts.contains { !$0.methodCalls.direct.isEmpty && !$0.methodCalls.otherUses.isEmpty })
        #expect(Self.facts.contains { !$0.swiftUIConstructions.isEmpty })
        #expect(Self.facts.contains { !$0.calls.isEmpty && !$0.assignments.isEmpty })
        #expect(Self.facts.contains { $0.swiftUIShownViews.contains { $0.within != nil } })
        // And the parts both go through `Codable` for.
        #expect(Self.facts.contains { !$0.deprecatedUses.isEmpty })
        #expect(Self.facts.contains { !$0.swiftUIModifiers.isEmpty })
        #expect(Self.facts.contains { !$0.factories.isEmpty })
        for facts in Self.facts {
            let bytes = try CacheCoding.encode(facts)
            #expect(try CacheCoding.encodeFacts(facts) == bytes, "\(facts.path)")
            let byHand = try CacheCoding.decodeFacts(from: bytes, in: bytes.indices)
            #expect(byHand == facts, "\(facts.path)")
            #expect(byHand == (try CacheCoding.decode(SourceFacts.self, from: bytes)), "\(facts.path)")
        }
    }

    /// Every field of `SourceFacts`, each holding something (the example apps' facts put together):
    /// a field the hand-written codec leaves out decodes empty, and a field added to
    /// `SourceFacts.Fields` without a value here is named by the first check.
    @Test func everyFieldOfTheFactsRoundTrips() throws {
        var all = SourceFacts.Fields(path: "App/Ünïcode View.swift", language: .objc)
        for facts in Self.facts {
            let f = facts.fields
            all.types += f.types
            all.overrides += f.overrides
            all.assignments += f.assignments
            all.calls += f.calls
            all.deprecatedUses += f.deprecatedUses
            all.swiftUIModifiers += f.swiftUIModifiers
            all.swiftUIShownViews += f.swiftUIShownViews
            all.swiftUIConstructions += f.swiftUIConstructions
            all.swiftUIBodies += f.swiftUIBodies
            all.factories += f.factories
            all.methodCalls.direct += f.methodCalls.direct
            all.methodCalls.otherUses += f.methodCalls.otherUses
            all.methodCalls.inClosures += f.methodCalls.inClosures
            all.methodCalls.withoutSuper += f.methodCalls.withoutSuper
            all.styleArguments += f.styleArguments
            all.selectorFunctions += f.selectorFunctions
            all.imports += f.imports
            all.namesInCode += f.namesInCode
            all.conditionNames += f.conditionNames
            all.definedMacros += f.definedMacros
            all.colorDefinitions += f.colorDefinitions
            all.flags += f.flags
            all.caseOpeners += f.caseOpeners
            all.issues += f.issues
        }
        let location = SourceLocation(file: "App/A.swift", line: 3, column: 4)
        if all.styleArguments.isEmpty { all.styleArguments = [StyleArgument(name: "statusBarStyle", value: ".lightContent", location: location)] }
        if all.selectorFunctions.isEmpty { all.selectorFunctions = ["AppearanceValue"] }
        if all.conditionNames.isEmpty { all.conditionNames = ["BETA", "DEBUG"] }
        if all.definedMacros.isEmpty { all.definedMacros = ["kTeams", "kTint"] }
        if all.colorDefinitions.isEmpty { all.colorDefinitions = [ColorDefinition(name: "card", value: .named("Card"), location: location)] }
        if all.flags.isEmpty {
            all.flags = [FlagFact(kind: .member, type: "Device", name: "isPad", text: "idiom == .pad"),
                         FlagFact(kind: .argument, type: "SplitLayout", name: "bigScreen", text: "bigScreen", enclosingType: "RootView")]
        }
        if all.caseOpeners.isEmpty {
            all.caseOpeners = [CaseOpener(method: "openSheet", caseName: "deleteAccount"), CaseOpener(method: "root", caseName: "inbox")]
        }
        if all.methodCalls.withoutSuper.isEmpty {
            all.methodCalls.withoutSuper = [.init(enclosingType: "DetailsViewController", caller: "viewWillAppear:", callee: "super")]
        }
        // A type's delegate kept in a property, and its split view answer.
        if !all.types.contains(where: { $0.delegateProperty != nil }), !all.types.isEmpty {
            all.types[0].delegateProperty = "splitDelegate"
            all.types[0].splitCollapse = all.types[0].splitCollapse ?? .trueUnlessSecondaryIs(["UINavigationController"])
        }
        // A delegate that makes its window at launch.
        if !all.types.contains(where: \.makesItsWindowAtLaunch), all.types.count > 1 { all.types[1].makesItsWindowAtLaunch = true }
        if all.storyboardAccessors.isEmpty {
            all.storyboardAccessors = [StoryboardAccessor(member: "UIStoryboard.settings", storyboard: "Settings")]
        }
        if all.issues.isEmpty { all.issues = [LocatedError("cannot parse Swift: expected '}'", at: location, sourceLine: "class A {")] }
        for child in Mirror(reflecting: all).children {
            let empty: Bool
            switch child.value {
            case let list as any Collection: empty = list.isEmpty
            case let calls as MethodCalls:
                empty = calls.direct.isEmpty || calls.otherUses.isEmpty || calls.inClosures.isEmpty || calls.withoutSuper.isEmpty
            default: empty = false
            }
            #expect(!empty, "the test value's '\(child.label ?? "?")' is empty: give it something, so that the codec's reading of it is checked")
        }
        let facts = SourceFacts(all)
        let bytes = try CacheCoding.encode(facts)
        #expect(try CacheCoding.encodeFacts(facts) == bytes)
        #expect(try CacheCoding.decodeFacts(from: bytes, in: bytes.indices) == facts)
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
                                        otherUses: ["c"], inClosures: [.init(enclosingType: "T", caller: "toggle", callee: "updateStatusBar")],
                                        withoutSuper: [.init(enclosingType: "Ünï", caller: "viewWillAppear", callee: "super")])
        facts.swiftUIConstructions = [SwiftUIConstruction(type: "FeedView", count: 3), SwiftUIConstruction(type: "", count: -1),
                                      SwiftUIConstruction(type: "Row", count: Int.max)]
        facts.swiftUIBodies = [SwiftUIBody(type: "RootView", roots: ["CompactView", "Ünï"], location: location),
                               SwiftUIBody(type: "", roots: [], location: location),
                               SwiftUIBody(type: "RootView", roots: ["header"], location: location, member: "destination",
                                           contained: ["VStack", "Row", "ünï"])]
        facts.swiftUIBodies[2].padOnly = ["macOSView", "ünï"]
        facts.swiftUIBodies[2].flagged = [SwiftUIFlagBranch(flag: "bigScreen", names: ["LibraryPane", "ünï"]), SwiftUIFlagBranch(flag: "", names: [])]
        facts.imports = ["Eureka", "Ünï_2"]
        let bytes = try CacheCoding.encode(facts)
        #expect(try CacheCoding.encodeFacts(facts) == bytes)
        #expect(try CacheCoding.decodeFacts(from: bytes, in: bytes.indices) == facts)
    }

    /// Calls, assignments and shown SwiftUI views with every optional field set and unset, and
    /// every case of the values they hold.
    @Test func everyFieldOfACallAnAssignmentAndAShownViewRoundTrips() throws {
        let location = SourceLocation(file: "App/Ünïcode View.swift", line: 1_234_567, column: 89)
        let values: [ParsedValue] = [
            .enumCase("lightContent"), .bool(true), .bool(false), .number(-0.25), .number(1e300), .other,
            .color(.system("systemBackground")), .color(.named("Brand")), .color(.rgb(red: 0.1, green: 0.2, blue: 1, alpha: 0.5)),
            .color(.white(0.9, alpha: 1)), .color(.hex("#FF0000")),
        ]
        let factory = FactoryCall(name: "makeNav", typeName: "Themes", argumentIndex: 2)
        let references = [
            ControllerReference(className: "Feed", rootClass: "Root", storyboardIdentifier: "Player", factory: factory),
            ControllerReference(className: nil),
        ]
        var facts = SourceFacts(path: location.file, language: .objc)
        for (index, value) in values.enumerated() {
            var call = Call(kind: Call.Kind.allCases[index % Call.Kind.allCases.count], receiver: "self.navigationController",
                            receiverClass: "Nav", argumentText: "vc", presentedClass: "Feed", rootClass: "Root",
                            presentedStoryboardIdentifier: "Player", shownControllers: references, identifier: "id",
                            storyboardName: "Main", value: value, animated: index.isMultiple(of: 2), location: location,
                            enclosingType: "T", enclosingFunction: "f", language: .swift)
            call.presentedStoryboardName = "Other"
            call.presentedFactory = factory
            call.onlyOnPad = index.isMultiple(of: 3)
            call.shownParameter = index.isMultiple(of: 2) ? "_0" : nil
            call.wrapsParameter = index.isMultiple(of: 4)
            call.inTypeMethod = index.isMultiple(of: 5)
            call.receiverParameter = index.isMultiple(of: 3) ? "from" : nil
            call.navigationOwnerClass = index.isMultiple(of: 2) ? "RootViewController" : nil
            call.functionLabels = index.isMultiple(of: 3) ? ["target", "_", "postCard"] : []
            call.selfArguments = index.isMultiple(of: 2) ? ["_1", "0"] : []
            call.passedArguments = index.isMultiple(of: 2) ? [Call.PassedArgument(key: "_0", value: .other), Call.PassedArgument(key: "style", value: value)] : []
            // Every case, on calls and on assignments, each in another order.
            call.animationBlock = AnimationBlock.allCases[index % AnimationBlock.allCases.count]
            facts.calls.append(call)
            var assignment = Assignment(
                property: index.isMultiple(of: 2) ? .watched(WatchedProperty.allCases[index % WatchedProperty.allCases.count]) : .stored("isDark"),
                receiver: "vc", controller: "self", controllerClass: "Feed", controllerRootClass: "Root",
                controllerStoryboardIdentifier: "Player", valueText: "x", value: value, assignedController: references[0],
                viaCall: true, location: location, enclosingType: "T", enclosingFunction: "f", language: .objc)
            assignment.animationBlock = AnimationBlock.allCases[(index + 1) % AnimationBlock.allCases.count]
            assignment.valueParameter = index.isMultiple(of: 3) ? "style" : nil
            assignment.parameterDefault = index.isMultiple(of: 3) ? value : nil
            facts.assignments.append(assignment)
        }
        facts.calls.append(Call(kind: .present, receiver: "", location: location, enclosingType: nil, enclosingFunction: nil, language: .objc))
        facts.assignments.append(Assignment(property: .stored(""), receiver: "", controller: "", valueText: "", value: .other,
                                            location: location, enclosingType: nil, enclosingFunction: nil, language: .swift))
        facts.swiftUIShownViews = SwiftUIShownView.How.allCases.map { how in
            SwiftUIShownView(how: how, constructed: ["FeedView", "Row"], contentText: "FeedView()", location: location,
                             within: SwiftUIShownView.Place(location, .sheet), enclosingType: "App", enclosingFunction: "body")
        } + [SwiftUIShownView(how: .tab, constructed: [], contentText: "", location: location, enclosingType: nil, enclosingFunction: nil)]
        #expect(Set(facts.calls.map(\.animationBlock)) == Set(AnimationBlock.allCases))
        #expect(Set(facts.assignments.map(\.animationBlock)) == Set(AnimationBlock.allCases))
        let bytes = try CacheCoding.encode(facts)
        #expect(try CacheCoding.encodeFacts(facts) == bytes)
        #expect(try CacheCoding.decodeFacts(from: bytes, in: bytes.indices) == facts)
        #expect(try CacheCoding.decode(SourceFacts.self, from: bytes) == facts)
    }

    /// Overrides with every case of an answer, with and without a fallback, of every member.
    @Test func everyFieldOfAnOverrideRoundTrips() throws {
        let location = SourceLocation(file: "App/Ünïcode View.swift", line: 1_234_567, column: 89)
        let answers: [Answer] = [
            .constant("lightContent"), .conditional(values: ["default", "lightContent"], dependsOn: ["isDark", "player.isPlaying"]),
            .conditional(values: [], dependsOn: []), .storedProperty(name: "style"), .forward("topViewController"), .nilValue,
            .superCall, .unknown(reason: "a call of makeStyle()"), .constant(""),
        ]
        var facts = SourceFacts(path: location.file, language: .swift)
        for (index, answer) in answers.enumerated() {
            facts.overrides.append(Override(
                member: StatusBarMember.allCases[index % StatusBarMember.allCases.count], typeName: "Outer.Feed\(index)",
                inExtension: index.isMultiple(of: 2), answer: answer, fallback: index.isMultiple(of: 3) ? "default" : nil,
                location: location, language: index.isMultiple(of: 4) ? .objc : .swift))
        }
        let bytes = try CacheCoding.encode(facts)
        #expect(try CacheCoding.encodeFacts(facts) == bytes)
        #expect(try CacheCoding.decodeFacts(from: bytes, in: bytes.indices) == facts)
        #expect(try CacheCoding.decode(SourceFacts.self, from: bytes) == facts)
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
