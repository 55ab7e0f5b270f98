import Foundation
import TestSupport
import Testing

/// Runs the built `statusbar` binary. Build it first (`swift build`); `STATUSBAR_BINARY` overrides its path.
enum StatusBarBinary {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let url: URL? = {
        if let path = ProcessInfo.processInfo.environment["STATUSBAR_BINARY"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        var folders: [URL] = []
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        #endif
        // On Linux the test runner is the `.xctest` executable inside the products folder.
        folders.append(URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent())
        folders.append(Bundle.main.bundleURL)
        folders.append(packageRoot.appendingPathComponent(".build/debug"))
        return folders.map { $0.appendingPathComponent("statusbar") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs the binary; `environment` adds to (or replaces) the test's environment variables.
    static func run(_ arguments: [String], in directory: URL = packageRoot, environment extra: [String: String] = [:]) throws -> Result {
        let binary = try #require(url, "statusbar was not found: run `swift build` first, or set STATUSBAR_BINARY")
        // The audit's cache goes to this run's temporary folder, never to the user's ~/.cache.
        let temp = FileManager.default.temporaryDirectory.appendingPathComponent("statusbar-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: temp) }
        var environment = ["XDG_CACHE_HOME": temp.appendingPathComponent("cache").path]
        environment.merge(extra) { _, new in new }
        let r = try Processes.run(binary, arguments, in: directory, environment: environment)
        return Result(status: r.status, stdout: r.stdout, stderr: r.stderr)
    }

    static func snapshot(_ name: String) throws -> String {
        let url = packageRoot.appendingPathComponent("Tests/ScenarioFormatTests/__Snapshots__/\(name)")
        return String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    /// Writes a scenario into a fresh folder and returns the folder.
    static func folder(with files: [String: String]) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("statusbar-scenarios-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: dir.appendingPathComponent(name)) }
        return dir
    }
}

@Suite(.serialized) struct CLITests {
    @Test func explainPrintsTheTextFormAndExitsZero() throws {
        let r = try StatusBarBinary.run(["explain", "Examples/scenarios/navigation-swallows-child-style.yml"])
        #expect(r.status == 0)
        #expect(r.stdout == (try StatusBarBinary.snapshot("navigation-swallows-child-style.yml.explain.txt")))
        #expect(r.stderr.isEmpty)
    }

    @Test func explainJSONOfAnUnreadableBarExitsOne() throws {
        let r = try StatusBarBinary.run(["explain", "Examples/scenarios/dark-mode-white-on-white.yml", "--format", "json"])
        #expect(r.status == 1)
        #expect(r.stdout == (try StatusBarBinary.snapshot("dark-mode-white-on-white.yml.explain.json")))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(object["readable"] as? Bool == false)
        #expect(Set(object.keys).isSuperset(of: ["statusBar", "background", "contrast", "readable", "trace", "diagnostics"]))
    }

    @Test func simulateJSONAndTextMatchTheSnapshots() throws {
        let json = try StatusBarBinary.run(["simulate", "--format", "json", "Examples/scenarios/tab-bar-forwards-to-selected-tab.yml"])
        #expect(json.status == 0)
        #expect(json.stdout == (try StatusBarBinary.snapshot("tab-bar-forwards-to-selected-tab.yml.simulate.json")))
        let text = try StatusBarBinary.run(["simulate", "Examples/scenarios/landscape-hiding-iphone-se.json"])
        #expect(text.status == 0)
        #expect(text.stdout == (try StatusBarBinary.snapshot("landscape-hiding-iphone-se.json.simulate.txt")))
    }

    @Test func simulateOfAStaleUnreadableStepExitsOne() throws {
        let r = try StatusBarBinary.run(["simulate", "Examples/scenarios/stale-after-state-change.yml"])
        #expect(r.status == 1)
        #expect(r.stdout.contains("STALE"))
    }

    @Test func devicesJSONHasExactlyTheSpecKeys() throws {
        let r = try StatusBarBinary.run(["devices", "--format", "json"])
        #expect(r.status == 0)
        let list = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
        for device in list {
            #expect(Set(device.keys) == ["id", "name", "idiom", "sensorHousing", "statusBarHeight", "width", "height"])
        }
        let se = try #require(list.first { $0["id"] as? String == "iphone-se-3" })
        #expect(se["statusBarHeight"] as? Int == 20)
        #expect(se["sensorHousing"] as? String == "none")
        let text = try StatusBarBinary.run(["devices"])
        #expect(text.status == 0)
        #expect(text.stdout.contains("iphone-16-pro"))
    }

    @Test func colorsListLightAndDarkHex() throws {
        let r = try StatusBarBinary.run(["colors", "--format", "json"])
        #expect(r.status == 0)
        let list = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
        let background = try #require(list.first { $0["name"] as? String == "systemBackground" })
        #expect(background["light"] as? String == "#FFFFFF")
        #expect(background["dark"] as? String == "#000000")
        let text = try StatusBarBinary.run(["colors"])
        #expect(text.stdout.contains("systemBlue"))
    }

    @Test func anInvalidScenarioExitsTwoWithALocatedMessage() throws {
        let dir = try StatusBarBinary.folder(with: ["bad.yml": "windows:\n  - id: main\n    root: home\ncontrollers:\n  home: { prefersStatusBarHidden: \"yes\" }\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        for command in ["explain", "simulate", "render"] {
            let r = try StatusBarBinary.run([command, "bad.yml"], in: dir)
            #expect(r.status == 2)
            #expect(r.stdout.isEmpty)
            #expect(r.stderr == """
                bad.yml:5:35: error: prefersStatusBarHidden must be a Boolean (true or false), found the string "yes": write true or false
                  home: { prefersStatusBarHidden: "yes" }
                                                  ^

                """)
        }
    }

    @Test func anEventThatCannotRunExitsTwoAtTheEvent() throws {
        let dir = try StatusBarBinary.folder(with: ["pop.yml": """
            windows: [{ id: main, root: nav }]
            controllers:
              nav: { kind: navigation, viewControllers: [home] }
              home: {}
              detail: {}
            events:
              - launch
              - dismiss: { controller: detail }
            """])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try StatusBarBinary.run(["simulate", "pop.yml"], in: dir)
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("pop.yml:8:5: error: 'dismiss' cannot run: "))
    }

    @Test(arguments: [
        ["simulate", "Examples/scenarios/stale-after-state-change.yml", "--format", "pdf"],
        ["explain", "Examples/scenarios/stale-after-state-change.yml", "--format", "xml"],
        ["explain"],
        ["explain", "a.yml", "b.yml"],
        ["frobnicate"],
        ["devices", "--verbose"],
    ])
    func usageErrorsExitTwo(_ arguments: [String]) throws {
        let r = try StatusBarBinary.run(arguments)
        #expect(r.status == 2)
        #expect(r.stderr.contains("Error:"))
        #expect(r.stdout.isEmpty)
    }

    @Test func aMissingFileExitsTwo() throws {
        let r = try StatusBarBinary.run(["explain", "no/such/file.yml"])
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("no/such/file.yml:1:1: error: cannot read the file"))
    }

    @Test func helpExitsZero() throws {
        let r = try StatusBarBinary.run(["--help"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("explain"))
        #expect(r.stdout.contains("simulate"))
    }
}
