// `statusbar-bench generate --shape swiftui --files N --output DIR`: a SwiftUI-heavy app. The same
// planned files as the other shapes, but every view, cell, controller and navigation controller of
// the plan is a SwiftUI view: an `@main` App whose WindowGroup holds a TabView of NavigationStacks,
// views that push others (NavigationLink, navigationDestination), present sheets and full-screen
// covers, and set the status bar and toolbar modifiers; a few UIHostingController subclasses.
// Models, view models, services and formatters are written as in the other shapes.
import Foundation

/// Writes the SwiftUI shape for a ``ProjectGenerator``.
struct SwiftUIAppLayout {
    let generator: ProjectGenerator
    var projectName: String { generator.projectName }

    /// The SwiftUI type a planned view-like file declares (unique, as the planned names are).
    static func viewName(_ plan: ProjectGenerator.Plan) -> String {
        let base = plan.typeName
        switch plan.kind {
        case .view: return base  // "…View"
        case .cell: return String(base.dropLast("Cell".count)) + "Row"
        case .viewController: return String(base.dropLast("ViewController".count)) + "Screen"
        case .navigationController: return String(base.dropLast("NavigationController".count)) + "HostingController"
        default: return base
        }
    }

    func write(to output: URL) throws -> GeneratedProjectStats {
        let writer = GeneratedFileWriter(output: output)
        var written: [(path: String, role: ProjectGenerator.FileRole)] = []
        func emit(_ relative: String, _ text: String, role: ProjectGenerator.FileRole) throws {
            try writer.emit(relative, text)
            if role != .none { written.append((relative, role)) }
        }
        let plans = generator.plan()
        // Screens: the views that push and present (views and controllers of the plan); rows are
        // content of lists; navigation controllers become hosting controller subclasses.
        let screens = plans.filter { $0.kind == .view || $0.kind == .viewController }.map(Self.viewName)
        let rows = plans.filter { $0.kind == .cell }.map(Self.viewName)
        let count = generator.swiftFileCount
        for plan in plans {
            let seed = UInt64(plan.index) &+ 0x5157_1F7A &* UInt64(count)
            let text: String
            switch plan.kind {
            case .view, .viewController:
                var rng = SeededGenerator(seed: seed)
                text = Self.screen(Self.viewName(plan), domain: plan.domain, screens: screens, rows: rows, rng: &rng)
                writer.stats.viewControllers += 1
            case .cell:
                text = Self.row(Self.viewName(plan), domain: plan.domain)
            case .navigationController:
                var rng = SeededGenerator(seed: seed)
                text = Self.hostingController(Self.viewName(plan), root: screens.isEmpty ? "EmptyView" : rng.pick(screens))
                writer.stats.navigationControllers += 1
                writer.stats.statusBarOverrides += 1
            default:
                var source = SwiftSource(plan: plan, rng: SeededGenerator(seed: seed))
                text = source.render(controllers: [])
            }
            try emit(plan.path.replacingOccurrences(of: "/Screens/", with: "/Views/"), text, role: .source)
        }
        writer.stats.swiftFiles = plans.count + 2
        try emit("\(projectName)/\(projectName)App.swift", Self.app(projectName), role: .source)
        try emit("\(projectName)/RootView.swift", Self.root(Array(screens.prefix(5))), role: .source)
        try emit("\(projectName)/Assets.xcassets/Contents.json",
                 "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n", role: .none)
        written.append(("\(projectName)/Assets.xcassets", .resource))
        try emit("\(projectName)/Info.plist", Self.infoPlist(), role: .none)
        let pbxproj = PBXProjWriter(projectName: projectName, files: written).render()
        try emit("\(projectName).xcodeproj/project.pbxproj", pbxproj, role: .none)
        return writer.stats
    }

    static func app(_ name: String) -> String {
        """
        import SwiftUI

        @main
        struct \(name)App: App {
            @State private var session = Session()

            var body: some Scene {
                WindowGroup {
                    RootView()
                        .environment(session)
                }
            }
        }

        @Observable
        final class Session {
            var isSignedIn = false
            var accountName = ""
        }

        """
    }

    static func root(_ tabs: [String]) -> String {
        let symbols = ["house", "magnifyingglass", "bell", "person", "gear"]
        var body = ""
        for (i, tab) in tabs.enumerated() {
            body += """
                        NavigationStack {
                            \(tab)()
                        }
                        .tabItem { Label("\(tab)", systemImage: "\(symbols[i % symbols.count])") }

            """
        }
        if tabs.isEmpty { body = "            Text(\"Empty\")\n" }
        return """
        import SwiftUI

        struct RootView: View {
            var body: some View {
                TabView {
        \(body)        }
            }
        }

        """
    }

    /// A screen of 60–130 lines: a list whose rows push other screens, a sheet, sometimes a
    /// full-screen cover, toolbar modifiers, and the status bar modifiers in a few.
    static func screen(_ name: String, domain: String, screens: [String], rows: [String], rng: inout SeededGenerator) -> String {
        func other() -> String { screens.isEmpty ? "EmptyView" : rng.pick(screens) }
        let row = rows.isEmpty ? nil : rng.pick(rows)
        let pushed = other(), destination = other(), sheet = other()
        let cover = rng.chance(30) ? other() : nil
        let styledBar = rng.chance(25)
        let hides = rng.chance(10)
        let darkOnPush = rng.chance(4)
        var lines: [String] = [
            "import SwiftUI",
            "",
            "struct \(name): View {",
            "    @State private var isPresentingSheet = false",
            "    @State private var isCovering = false",
            "    @State private var query = \"\"",
            "    @State private var selection: Int?",
            "    private let items: [String] = (0..<24).map { \"\(domain) \\($0)\" }",
            "",
            "    var body: some View {",
            "        List {",
            "            Section(\"\(domain)\") {",
            "                ForEach(filtered, id: \\.self) { item in",
            "                    NavigationLink {",
            "                        \(pushed)()",
            "                    } label: {",
            row.map { "                        \($0)(title: item)" } ?? "                        Text(item)",
            "                    }",
            "                }",
            "            }",
            "            Section {",
            "                NavigationLink(\"More\", value: items.count)",
            "            }",
            "        }",
            "        .navigationTitle(\"\(domain)\")",
            "        .searchable(text: $query)",
            "        .navigationDestination(for: Int.self) { _ in",
            "            \(destination)()",
            "        }",
            "        .toolbar {",
            "            ToolbarItem(placement: .primaryAction) {",
            "                Button(\"Add\", systemImage: \"plus\") { isPresentingSheet = true }",
            "            }",
            "        }",
            "        .sheet(isPresented: $isPresentingSheet) {",
            "            NavigationStack {",
            "                \(sheet)()",
            "            }",
            "        }",
        ]
        if let cover {
            lines += ["        .fullScreenCover(isPresented: $isCovering) {", "            \(cover)()", "        }"]
        }
        if styledBar {
            lines += ["        .toolbarBackground(Color.indigo, for: .navigationBar)",
                      "        .toolbarBackground(.visible, for: .navigationBar)",
                      "        .toolbarColorScheme(.dark, for: .navigationBar)"]
        }
        if hides { lines.append("        .statusBarHidden(isCovering)") }
        if darkOnPush { lines.append("        .preferredColorScheme(.dark)") }
        lines += [
            "    }",
            "",
            "    private var filtered: [String] {",
            "        query.isEmpty ? items : items.filter { $0.localizedCaseInsensitiveContains(query) }",
            "    }",
        ]
        let helpers = rng.int(2...7)
        for h in 0..<helpers {
            lines += [
                "",
                "    private func summary\(h)(for item: String, count: Int) -> String {",
                "        let trimmed = item.trimmingCharacters(in: .whitespaces)",
                "        guard !trimmed.isEmpty else { return \"—\" }",
                "        switch count {",
                "        case 0: return \"\\(trimmed): none\"",
                "        case 1: return \"\\(trimmed): one\"",
                "        default: return \"\\(trimmed): \\(count)\"",
                "        }",
                "    }",
            ]
        }
        lines += ["}", ""]
        return lines.joined(separator: "\n")
    }

    static func row(_ name: String, domain: String) -> String {
        """
        import SwiftUI

        struct \(name): View {
            let title: String
            var subtitle: String = "\(domain)"

            var body: some View {
                HStack(spacing: 12) {
                    Image(systemName: "circle.fill")
                        .foregroundStyle(.tint)
                    VStack(alignment: .leading, spacing: 2) {
                        Text(title)
                            .font(.body)
                        Text(subtitle)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                }
                .padding(.vertical, 4)
            }
        }

        """
    }

    static func hostingController(_ name: String, root: String) -> String {
        """
        import SwiftUI
        import UIKit

        final class \(name): UIHostingController<\(root)> {
            init() {
                super.init(rootView: \(root)())
            }

            @MainActor required dynamic init?(coder: NSCoder) {
                fatalError("init(coder:) is not used")
            }

            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }

        """
    }

    static func infoPlist() -> String {
        ProjectGenerator.plist(ProjectGenerator.bundleEntries(packageType: "$(PRODUCT_BUNDLE_PACKAGE_TYPE)") + """
            \t<key>UIApplicationSceneManifest</key>
            \t<dict>
            \t\t<key>UIApplicationSupportsMultipleScenes</key>
            \t\t<false/>
            \t</dict>
            \t<key>UILaunchScreen</key>
            \t<dict/>

            """)
    }
}
