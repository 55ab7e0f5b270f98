import Foundation
import InterfaceBuilderReader
import SourceModel
import Testing

@Suite("Main.storyboard: tabs, navigation bars, segues, colors")
struct MainStoryboardTests {
    let document: IBDocument
    let text: String

    init() throws {
        document = try fixture("Main.storyboard")
        text = try String(contentsOf: fixtures.appendingPathComponent("Main.storyboard"), encoding: .utf8)
    }

    @Test func documentAttributes() {
        #expect(document.kind == .storyboard)
        #expect(document.file == "Main.storyboard")
        #expect(document.targetRuntime == "iOS.CocoaTouch")
        #expect(!document.isLaunchScreen)
        #expect(document.initialControllerID == "Tab-Bb-001")
        #expect(document.initialController?.kind == .tabBar)
        #expect(document.initialController?.customClass == "RootTabBarController")
        #expect(document.warnings.isEmpty)
    }

    @Test func controllersInDocumentOrderWithKinds() {
        #expect(document.controllers.map(\.id) == [
            "Tab-Bb-001", "Nav-Fd-001", "Fed-Vc-001", "Det-Vc-001", "Cmp-Vc-001", "Nav-Pr-002", "Prf-Vc-001",
            "Sts-Vc-001", "Ply-Vc-001", "Abt-Vc-001",
        ])
        #expect(document.controllers.map(\.kind) == [
            .tabBar, .navigation, .plain, .plain, .plain, .navigation, .plain, .table, .plain, .plain,
        ])
        #expect(document.controller(withID: "Sts-Vc-001")?.element == "tableViewController")
    }

    @Test func tabsInOrderIncludingAStoryboardReference() {
        #expect(document.tabIDs(of: "Tab-Bb-001") == ["Nav-Fd-001", "Nav-Pr-002", "Ref-On-001"])
        let roles = document.children(of: "Tab-Bb-001").map(\.role)
        #expect(roles == [.tab(index: 0), .tab(index: 1), .tab(index: 2)])
        let reference = document.placeholder(withID: "Ref-On-001")
        #expect(reference?.kind == .storyboardReference)
        #expect(reference?.storyboardName == "Onboarding")
        #expect(reference?.referencedIdentifier == "OnboardingRoot")
        #expect(reference?.location.line == line(of: "<viewControllerPlaceholder", in: text))
    }

    @Test func blackNavigationBarWithTintAndAppearances() throws {
        let feedNav = try #require(document.controller(withID: "Nav-Fd-001"))
        #expect(feedNav.customClass == "ThemedNavigationController")
        #expect(feedNav.customModule == "Glimmer")
        #expect(feedNav.customModuleProvider == nil)
        let bar = try #require(feedNav.navigationBar)
        #expect(!bar.hidden)
        #expect(bar.barStyle == .black)
        #expect(bar.barStyleAttribute == "black")
        #expect(!bar.translucent)
        #expect(bar.barTintColor?.color == .rgb(
            red: 0.10980392156862745, green: 0.12156862745098039, blue: 0.16078431372549021, alpha: 1, colorSpace: .sRGB))
        #expect(bar.barTintColor?.location.line == line(of: "<color key=\"barTintColor\" red=\"0.1098", in: text))
        #expect(bar.standardAppearance?.background?.color == .rgb(
            red: 0.10980392156862745, green: 0.12156862745098039, blue: 0.16078431372549021, alpha: 1, colorSpace: .displayP3))
        #expect(bar.scrollEdgeAppearance?.background?.color == .named("FeedBarEdge"))
        #expect(bar.compactAppearance == nil)
        #expect(bar.location?.line == line(of: "id=\"nvb-Fd-001\"", in: text))
        #expect(document.navigationRootID(of: "Nav-Fd-001") == "Fed-Vc-001")
    }

    @Test func hiddenNavigationBar() throws {
        let profileNav = try #require(document.controller(withID: "Nav-Pr-002"))
        #expect(profileNav.customClass == nil)
        #expect(profileNav.className == "UINavigationController")
        let bar = try #require(profileNav.navigationBar)
        #expect(bar.hidden)
        #expect(bar.barStyle == .default)
        #expect(bar.barStyleAttribute == nil)
        #expect(bar.translucent)
        #expect(bar.barTintColor == nil)
        #expect(document.navigationRootID(of: "Nav-Pr-002") == "Prf-Vc-001")
    }

    @Test func onlyNavigationControllersHaveANavigationBar() {
        for controller in document.controllers {
            #expect((controller.navigationBar != nil) == (controller.kind == .navigation), "\(controller.id)")
        }
    }

    @Test func customClassesWithAndWithoutModule() throws {
        let feed = try #require(document.controller(withID: "Fed-Vc-001"))
        #expect(feed.customClass == "FeedViewController")
        #expect(feed.customModule == "Glimmer")
        #expect(feed.customModuleProvider == "target")
        #expect(feed.storyboardIdentifier == "Feed")
        let detail = try #require(document.controller(withID: "Det-Vc-001"))
        #expect(detail.customModule == nil)
        #expect(detail.customModuleProvider == "target")
        let compose = try #require(document.controller(withID: "Cmp-Vc-001"))
        #expect(compose.customClass == "ComposeViewController")
        #expect(compose.customModule == nil)
        #expect(compose.customModuleProvider == nil)
    }

    @Test func backgroundsOfRootViews() throws {
        #expect(document.controller(withID: "Fed-Vc-001")?.background?.color == .system("systemBackground"))
        #expect(document.controller(withID: "Prf-Vc-001")?.background?.color == .named("CardBackground"))
        #expect(document.controller(withID: "Cmp-Vc-001")?.background?.color == .white(white: 1, alpha: 1))
        #expect(document.controller(withID: "Abt-Vc-001")?.background?.color == .white(white: 0, alpha: 0.5))
        #expect(document.controller(withID: "Ply-Vc-001")?.background?.color == .rgb(
            red: 0, green: 0, blue: 0, alpha: 1, colorSpace: .calibratedRGB))
        // A table view controller's root view is a <tableView key="view">.
        #expect(document.controller(withID: "Sts-Vc-001")?.background?.color == .system("systemGroupedBackground"))
        // The tab bar's own background color is not a root view background.
        #expect(document.controller(withID: "Tab-Bb-001")?.background == nil)
        let feed = try #require(document.controller(withID: "Fed-Vc-001"))
        #expect(feed.background?.location.line == line(of: "systemColor=\"systemBackgroundColor\"/>", in: text))
        #expect(feed.rootViewLocation?.line == line(of: "id=\"fvw-Vw-001\"", in: text))
    }

    @Test func resourcesGiveLightValues() {
        #expect(document.systemColorResource(named: "systemBackground")?.color.color == .white(white: 1, alpha: 1))
        #expect(document.systemColorResource(named: "systemGroupedBackgroundColor")?.color.color == .rgb(
            red: 0.94901960784313721, green: 0.94901960784313721, blue: 0.96862745098039216, alpha: 1, colorSpace: .sRGB))
        #expect(document.namedColorResource(named: "CardBackground") != nil)
        #expect(document.namedColorResource(named: "Missing") == nil)
    }

    @Test func seguesInDocumentOrderWithSources() {
        #expect(document.segues.map(\.id) == [
            "rel-Tb-001", "rel-Tb-002", "rel-Tb-003", "rel-Fd-001", "seg-Sh-001", "seg-Pr-001", "rel-Pr-001",
            "seg-Em-001", "seg-Fs-001", "seg-Ab-001",
        ])
        // Segues on buttons and bar button items belong to the controller of their scene.
        #expect(document.segues.first { $0.id == "seg-Sh-001" }?.sourceControllerID == "Fed-Vc-001")
        #expect(document.segues.first { $0.id == "seg-Pr-001" }?.sourceControllerID == "Fed-Vc-001")
        #expect(document.segues.first { $0.id == "seg-Em-001" }?.sourceControllerID == "Prf-Vc-001")
        #expect(document.segues.first { $0.id == "seg-Pr-001" }?.identifier == "compose")
    }

    @Test func showSegue() throws {
        let arrivals = document.arrivals(at: "Det-Vc-001")
        #expect(arrivals.count == 1)
        guard case .shown(let from, let segue) = try #require(arrivals.first) else {
            Issue.record("expected a show arrival, got \(arrivals)")
            return
        }
        #expect(from == "Fed-Vc-001")
        #expect(segue.kind == .show)
        #expect(segue.location.line == line(of: "id=\"seg-Sh-001\"", in: text))
    }

    @Test(arguments: [
        ("Cmp-Vc-001", "pageSheet", "pageSheet"),  // style on the segue
        ("Ply-Vc-001", "fullScreen", "fullScreen"),  // style on the segue
        ("Abt-Vc-001", nil, "overFullScreen"),  // segue says nothing: the destination's own style
    ] as [(String, String?, String)])
    func presentations(destination: String, segueStyle: String?, effective: String) throws {
        let arrivals = document.arrivals(at: destination)
        #expect(arrivals.count == 1)
        guard case .presented(_, let style, let segue) = try #require(arrivals.first) else {
            Issue.record("expected a presentation, got \(arrivals)")
            return
        }
        #expect(segue.kind == .presentation)
        #expect(segue.modalPresentationStyle?.rawValue == segueStyle)
        #expect(style.rawValue == effective)
    }

    @Test func embedInAContainerView() throws {
        #expect(document.embeddedIDs(in: "Prf-Vc-001") == ["Sts-Vc-001"])
        let container = try #require(document.container(of: "Sts-Vc-001"))
        #expect(container.containerID == "Prf-Vc-001")
        #expect(container.role == .embed)
    }

    @Test func howEachControllerIsReached() {
        #expect(document.arrivals(at: "Tab-Bb-001") == [.initial])
        #expect(document.container(of: "Nav-Pr-002")?.containerID == "Tab-Bb-001")
        #expect(document.container(of: "Nav-Pr-002")?.role == .tab(index: 1))
        #expect(document.container(of: "Fed-Vc-001")?.role == .navigationRoot)
        #expect(document.container(of: "Tab-Bb-001") == nil)
    }

    @Test func interfaceStyleAndRuntimeAttributes() throws {
        let player = try #require(document.controller(withID: "Ply-Vc-001"))
        #expect(player.interfaceStyle?.style == .dark)
        #expect(player.interfaceStyle?.setOn == .controller)
        #expect(player.interfaceStyle?.viaRuntimeAttribute == false)
        #expect(player.runtimeAttribute("modalPresentationCapturesStatusBarAppearance")?.value == "YES")
        #expect(document.controller(withID: "Fed-Vc-001")?.interfaceStyle == nil)
    }

    @Test func controllerLocationsAreTheirStartTags() {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for controller in document.controllers {
            #expect(controller.location.line == line(of: "id=\"\(controller.id)\"", in: text), "\(controller.id)")
            let bytes = Array(lines[controller.location.line - 1].utf8)
            #expect(bytes[controller.location.column - 1] == UInt8(ascii: "<"))
            #expect(bytes[..<(controller.location.column - 1)].allSatisfy { $0 == UInt8(ascii: " ") })
        }
    }

    @Test func readingIsDeterministic() throws {
        #expect(try fixture("Main.storyboard") == document)
    }
}
