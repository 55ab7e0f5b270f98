import Audit
import Foundation
import StatusBarEngine
import Testing
@testable import ReportRendering
import Rendering
import TestSupport

/// The predicted backdrop reaches the drawing and the HTML caption as data (source and color),
/// never by reading its words back.
@Suite("Scenes from audit predictions")
struct AuditSceneTests {
    let device = DeviceProfile.named(DeviceProfile.defaultID)!

    func tides() throws -> ScreenReport {
        try #require(AuditFixtures.tidepoolReport().screens.first { $0.screen.controller.className == "TidesViewController" })
    }

    /// The HTML report of the fixture with `change` made to the Tides screen's prediction.
    func html(changing change: (inout ScreenPrediction) -> Void) throws -> String {
        var report = AuditFixtures.tidepoolReport()
        let i = try #require(report.screens.firstIndex { $0.screen.controller.className == "TidesViewController" })
        change(&report.screens[i].prediction)
        return AuditHTMLReporter.render(report: report, root: AuditFixtures.tidepool)
    }

    @Test func theVisibleNavigationBarIsTheBackdropByClass() throws {
        let r = try tides()
        let predicted = try #require(r.prediction.light.backdrop)
        #expect(predicted.source == .navigationBar("UINavigationController"))
        #expect(r.prediction.light.backgroundSource == "the navigation bar of 'UINavigationController'")
        let scene = StatusBarScene(prediction: r.prediction, appearance: .light, screen: r.screen, device: device)
        #expect(scene.backdrop == Backdrop(color: try #require(predicted.color), source: predicted.source))
        #expect(scene.navigationBar?.controller == "UINavigationController")
        #expect(scene.navigationBar?.color == predicted.color)
    }

    @Test(arguments: [
        Backdrop.Source.view("Feed'ViewController"),
        .navigationBar("UINavigationController"),
        .sheetBackdrop(window: "main"),
        .window("main"),
    ])
    func everySourceIsDrawnAsPredicted(source: Backdrop.Source) throws {
        let r = try tides()
        var prediction = r.prediction
        let color = RGBA(hex: "#1C1C1E")!
        prediction.dark.backdrop = PredictedBackdrop(source: source, color: color)
        let scene = StatusBarScene(prediction: prediction, appearance: .dark, screen: r.screen, device: device)
        #expect(scene.backdrop == Backdrop(color: color, source: source))
        if case .navigationBar = source {
            #expect(scene.navigationBar?.controller == "UINavigationController")
        } else {
            #expect(scene.navigationBar == nil)
        }
        // The caption writes the same words as the engine's description of that backdrop.
        let page = try html { $0.dark.backdrop = PredictedBackdrop(source: source, color: color) }
        #expect(page.contains("#1C1C1E (\(Markup.escape(Backdrop(color: color, source: source).sourceDescription)))"))
    }

    @Test func anUnknownColorKeepsItsSourceButDrawsNoBackdrop() throws {
        let r = try tides()
        var prediction = r.prediction
        prediction.light.backdrop = PredictedBackdrop(source: .view("TidesViewController"), color: nil)
        #expect(prediction.light.background == nil)
        #expect(prediction.light.backgroundSource == "the view of 'TidesViewController'")
        let scene = StatusBarScene(prediction: prediction, appearance: .light, screen: r.screen, device: device)
        #expect(scene.backdrop == nil)
        #expect(scene.navigationBar == nil)
        let before = try html { _ in }
        let after = try html {
            $0.light.backdrop = PredictedBackdrop(source: .view("TidesViewController"), color: nil)
            $0.light.contrast = nil  // as the predictor leaves it without a color
        }
        func unknown(_ page: String) -> Int { page.components(separatedBy: "on an unknown background. Contrast unknown").count - 1 }
        #expect(unknown(after) == unknown(before) + 1)
    }
}
