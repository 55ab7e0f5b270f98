import SourceModel
import ScenarioFormat
import StatusBarEngine
import Testing

let sampleBar = StatusBarState(hidden: false, style: .lightContent, content: .light, animation: .fade, height: 54,
                               styleDecidedBy: .controller("feedNav"), hiddenDecidedBy: .controller("feed"), interfaceStyle: .light,
                               mode: .viewControllerBased)

@Suite struct OutputTests {
    @Test func explainJSONHasTheSpecKeysInOrderWithRoundedContrast() {
        let report = ExplainReport(
            statusBar: sampleBar,
            readability: Readability(background: RGBA(hex: "#0A84FF"), contrast: 3.6549, source: "the navigation bar of 'feedNav'"),
            trace: [TraceLine(text: "window 'main' controls the status bar (R3)", rule: "R3")],
            diagnostics: [DiagnosticLine(id: "x-id", severity: .warning, message: "say \"what\"")])
        #expect(report.json.rendered() == """
            {
              "statusBar": {
                "hidden": false,
                "style": "lightContent",
                "content": "light",
                "animation": "fade",
                "height": 54,
                "styleDecidedBy": "feedNav",
                "hiddenDecidedBy": "feed",
                "interfaceStyle": "light",
                "mode": "viewControllerBased"
              },
              "background": "#0A84FF",
              "contrast": 3.65,
              "readable": true,
              "backgroundSource": "the navigation bar of 'feedNav'",
              "trace": [
                "window 'main' controls the status bar (R3)"
              ],
              "diagnostics": [
                {
                  "id": "x-id",
                  "severity": "warning",
                  "message": "say \\"what\\""
                }
              ]
            }

            """)
        #expect(!report.hasErrors)
    }

    @Test func unknownBackgroundIsNull() {
        let report = ExplainReport(statusBar: sampleBar, readability: Readability(background: nil, contrast: nil),
                                   trace: [], diagnostics: [])
        let json = report.json.rendered()
        #expect(json.contains("\"background\": null,\n  \"contrast\": null,\n  \"readable\": null,"))
        #expect(json.contains("\"trace\": [],\n  \"diagnostics\": []"))
        #expect(report.text.contains("background: unknown, contrast not measured"))
    }

    @Test(arguments: [(21.0, "21.0"), (3.6549, "3.65"), (1.004, "1.0"), (4.5, "4.5"), (19.956, "19.96")])
    func contrastIsRoundedToTwoDecimals(ratio: Double, written: String) {
        let r = Readability(background: .white, contrast: ratio)
        let json = JSONValue.object([("contrast", .double(Contrast.rounded(ratio)))]).rendered()
        #expect(json == "{\n  \"contrast\": \(written)\n}\n")
        #expect(r.readable == (ratio >= 3))
    }

    @Test func unreadableOrAnErrorDiagnosticMeansErrors() {
        let unreadable = ExplainReport(statusBar: sampleBar, readability: Readability(background: .white, contrast: 1.0),
                                       trace: [], diagnostics: [])
        #expect(unreadable.hasErrors)
        let error = ExplainReport(statusBar: sampleBar, readability: Readability(background: .black, contrast: 21),
                                  trace: [], diagnostics: [DiagnosticLine(id: "e", severity: .error, message: "m")])
        #expect(error.hasErrors)
        let warning = ExplainReport(statusBar: sampleBar, readability: Readability(background: .black, contrast: 21),
                                    trace: [], diagnostics: [DiagnosticLine(id: "w", severity: .warning, message: "m")])
        #expect(!warning.hasErrors)
        var hiddenBar = sampleBar
        hiddenBar.hidden = true
        let hidden = ExplainReport(statusBar: hiddenBar, readability: Readability(background: .black, contrast: 1.0),
                                   trace: [], diagnostics: [])
        #expect(!hidden.hasErrors)
        #expect(hidden.text.contains("contrast 1.0:1, status bar hidden"))
    }

    @Test func textFormShowsBarDeciderBackgroundNumberedTraceAndDiagnostics() {
        let report = ExplainReport(
            statusBar: sampleBar, readability: Readability(background: .black, contrast: 21, source: "the view of 'feed'"),
            trace: (1...10).map { TraceLine(text: "step \($0)") },
            diagnostics: [DiagnosticLine(id: "unreadable-status-bar", severity: .error, message: "dark on dark")])
        let lines = report.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "status bar: visible, 54 pt: lightContent → light content, animation fade")
        #expect(lines[1] == "decided by: style 'feedNav', hidden 'feed' (viewControllerBased mode, light interface style)")
        #expect(lines[2] == "background: #000000 (the view of 'feed'), contrast 21.0:1, readable")
        #expect(lines[3] == "trace:")
        #expect(lines[4] == "   1. step 1")
        #expect(lines[13] == "  10. step 10")
        #expect(lines[14] == "diagnostics:")
        #expect(lines[15] == "  error: dark on dark [unreadable-status-bar]")
    }

    @Test func simulationStepIsStaleWhenDrawnDiffersFromWanted() {
        var wanted = sampleBar
        wanted.style = .darkContent
        wanted.content = .dark
        let step = SimulationStepReport(event: "set", eventSummary: "change answers of 'feed'", drawn: sampleBar, wanted: wanted,
                                        changed: [], transition: .none, readability: Readability(background: .black, contrast: 21),
                                        trace: [], diagnostics: [])
        #expect(step.stale)
        let json = SimulationReport(steps: [step]).json.rendered()
        #expect(json.contains("\"stale\": true,\n      \"changed\": [],\n      \"transition\": \"none\","))
        #expect(SimulationReport(steps: [step]).text.contains("STALE: the bar is not updated (style, content differ)"))
        #expect(wanted.changedKeys(from: sampleBar) == ["style", "content"])
    }

    @Test(arguments: [(Decider.application, "application"), (.launch, "launch"), (.controller("feedNav"), "feedNav")])
    func theEngineStateIsWrittenWithItsDecidersByName(decider: Decider, name: String) throws {
        var bar = sampleBar
        bar.styleDecidedBy = decider
        guard case .object(let pairs) = bar.json else { Issue.record("not an object"); return }
        #expect(pairs.map(\.0) == StatusBarState.keys)
        #expect(pairs.first { $0.0 == "styleDecidedBy" }?.1 == .string(name))
        #expect(pairs.first { $0.0 == "hiddenDecidedBy" }?.1 == .string("feed"))
        let text = ExplainReport(statusBar: bar, readability: Readability(background: nil, contrast: nil), trace: [],
                                 diagnostics: []).text
        #expect(text.contains("decided by: style '\(name)', hidden 'feed' (viewControllerBased mode, light interface style)"))
    }

    @Test func devicesJSONHasTheSpecKeys() {
        let json = DeviceCatalog.json().rendered()
        #expect(json.contains("""
              {
                "id": "iphone-se-3",
                "name": "iPhone SE (3rd generation)",
                "idiom": "phone",
                "sensorHousing": "none",
                "statusBarHeight": 20,
                "width": 375,
                "height": 667
              }
            """))
        for id in ["iphone-x", "iphone-11", "iphone-12-mini", "iphone-14", "iphone-15-pro", "iphone-16-pro", "ipad-10", "ipad-pro-11"] {
            #expect(json.contains("\"id\": \"\(id)\""))
        }
    }

    @Test func colorsListEverySystemColorWithLightAndDarkHex() {
        let json = ColorCatalog.json().rendered()
        #expect(json.contains("\"name\": \"systemBackground\",\n    \"light\": \"#FFFFFF\",\n    \"dark\": \"#000000\""))
        #expect(ColorCatalog.text().contains("systemBlue"))
        #expect(ColorCatalog.text().split(separator: "\n").count == SystemColors.table.count + 1)
    }
}
