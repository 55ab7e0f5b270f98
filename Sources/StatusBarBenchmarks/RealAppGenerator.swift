// `statusbar-bench generate --shape real-app --files N --output DIR`: a project shaped like the large
// real apps (woocommerce-ios: 4,056 Swift files in 8 projects, 21 Info.plists): an app project with
// the app, its extensions and tests, beside framework projects each with their tests; Swift files
// of about 5 KB; storyboards and xibs; asset catalogs with color and image sets.
import Foundation

/// The shape of a generated project.
enum ProjectShape: String {
    /// One application target holding every file (the original benchmark projects).
    case singleTarget = "single-target"
    /// Many targets, projects and Info.plists, like a large real app.
    case realApp = "real-app"
    /// A SwiftUI-heavy app (`SwiftUIAppLayout`): an `@main` App, views with stacks, sheets and modifiers.
    case swiftUI = "swiftui"
}

/// Writes the real-app shape for a ``ProjectGenerator``: the same planned Swift files (kinds,
/// names, controllers pushing and presenting each other), spread over the modules below.
struct RealAppLayout {
    let generator: ProjectGenerator
    let appName = "Harbor"

    /// A module: where its files go, which project and target builds them, and its share of the
    /// Swift files in percent.
    struct Module {
        var project: String
        var target: String
        var folder: String
        var type: PBXProjWriter.ProductType
        var share: Int
    }

    /// The app project (app, tests, four extensions) and six framework projects, five with tests.
    var modules: [Module] {
        var modules: [Module] = [
            Module(project: appName, target: appName, folder: "\(appName)/Classes", type: .application, share: 34),
            Module(project: appName, target: "\(appName)Tests", folder: "\(appName)Tests", type: .unitTests, share: 8),
            Module(project: appName, target: "\(appName)Widgets", folder: "\(appName)Widgets", type: .appExtension, share: 2),
            Module(project: appName, target: "NotificationService", folder: "NotificationService", type: .appExtension, share: 1),
            Module(project: appName, target: "ShareExtension", folder: "ShareExtension", type: .appExtension, share: 1),
            Module(project: appName, target: "Intents", folder: "Intents", type: .appExtension, share: 1),
        ]
        for (name, share, tests) in [("Networking", 14, 5), ("Storage", 8, 3), ("Yosemite", 10, 3), ("Hardware", 4, 1),
                                     ("DesignSystem", 3, 1), ("Experiments", 1, 0)] {
            modules.append(Module(project: name, target: name, folder: "\(name)/\(name)", type: .framework, share: share))
            if tests > 0 {
                modules.append(Module(project: name, target: "\(name)Tests", folder: "\(name)/\(name)Tests", type: .unitTests, share: tests))
            }
        }
        return modules
    }

    /// The folder of a module's project, relative to the output ("" for the app's).
    func projectFolder(_ module: Module) -> String { module.project == appName ? "" : module.project }

    func write(to output: URL) throws -> GeneratedProjectStats {
        let writer = GeneratedFileWriter(output: output)
        let modules = self.modules
        // Contiguous runs of the planned files go to each module, by its share.
        var plans = generator.plan()
        var bounds: [Int] = []
        var total = 0
        for module in modules {
            total += module.share
            bounds.append(plans.count * total / 100)
        }
        func moduleIndex(of index: Int) -> Int { bounds.firstIndex { index < $0 } ?? modules.count - 1 }
        for i in plans.indices {
            let module = modules[moduleIndex(of: i)]
            let plan = plans[i]
            let folder = plan.path.split(separator: "/").dropLast().last.map(String.init) ?? "Sources"
            plans[i].path = "\(module.folder)/\(plan.domain)/\(folder)/\(plan.typeName).swift"
        }
        let controllers = plans.filter { $0.kind == .viewController }
        var files = Array(repeating: [(path: String, role: ProjectGenerator.FileRole)](), count: modules.count)
        var rng = SeededGenerator(seed: UInt64(generator.swiftFileCount) ^ 0x0DDB_A11_5EED)
        for (i, plan) in plans.enumerated() {
            var source = SwiftSource(plan: plan, rng: SeededGenerator(seed: UInt64(plan.index) &+ 0x1234_5678 &* UInt64(generator.swiftFileCount)),
                                     lines: 115...185, module: appName)
            let text = source.render(controllers: controllers)
            writer.stats.statusBarOverrides += source.statusBarOverrides
            let m = moduleIndex(of: i)
            try writer.emit(plan.path, text)
            files[m].append((plan.path, .source))
        }
        writer.stats.swiftFiles = plans.count
        writer.stats.viewControllers = controllers.count
        writer.stats.navigationControllers = plans.filter { $0.kind == .navigationController }.count

        // A few Objective-C pairs in the app (real apps keep some).
        let app = 0
        for pair in 0..<(generator.objcPairCount ?? max(1, generator.swiftFileCount / 400)) {
            let name = "HBR" + ["Legacy", "Bridge", "Compat"][pair % 3] + "\(pair)ViewController"
            let (header, implementation) = ObjCSource.render(className: name, index: pair, rng: &rng)
            try writer.emit("\(appName)/Legacy/\(name).h", header)
            try writer.emit("\(appName)/Legacy/\(name).m", implementation)
            files[app] += [("\(appName)/Legacy/\(name).h", .header), ("\(appName)/Legacy/\(name).m", .source)]
            writer.stats.objcFiles += 2
        }

        // Asset catalogs: the app's (colors and images), the design system's colors, the widgets'.
        let colorCount = max(1, generator.swiftFileCount / 50)
        var colorNames: [String] = []
        let designSystem = modules.firstIndex { $0.target == "DesignSystem" } ?? app
        let widgets = modules.firstIndex { $0.target == "\(appName)Widgets" } ?? app
        for (m, catalog, share) in [(app, "\(appName)/Resources/Assets.xcassets", 2), (designSystem, "DesignSystem/DesignSystem/Colors.xcassets", 2),
                                    (widgets, "\(appName)Widgets/Assets.xcassets", 1)] {
            for c in 0..<max(1, colorCount * share / 5) {
                let name = ProjectGenerator.domains[c % ProjectGenerator.domains.count] + (m == app ? "Tint" : m == widgets ? "Widget" : "Palette") + "\(c)"
                colorNames.append(name)
                try writer.emit("\(catalog)/\(name).colorset/Contents.json", ProjectGenerator.colorSet(adaptive: c % 3 != 0, rng: &rng))
                writer.stats.colorSets += 1
            }
            if m == app {
                for i in 0..<max(1, generator.swiftFileCount / 25) {
                    try writer.emit("\(catalog)/Icon\(i).imageset/Contents.json", Self.imageSet("icon\(i).pdf"))
                }
            }
            try writer.emit("\(catalog)/Contents.json", "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
            files[m].append((catalog, .resource))
        }

        // Storyboards (one per 100 Swift files) and a launch screen in the app; xibs (one per 40)
        // for the app's and the design system's cells and controllers.
        let appControllers = controllers.filter { $0.path.hasPrefix(modules[app].folder + "/") }.map(\.typeName)
        let navigations = plans.filter { $0.kind == .navigationController }.map(\.typeName)
        let storyboardCount = max(1, generator.swiftFileCount / 100)
        for s in 0..<storyboardCount {
            let chunk = stride(from: s, to: appControllers.count, by: storyboardCount).map { appControllers[$0] }
            let name = s == 0 ? "Main" : ProjectGenerator.domains[s % ProjectGenerator.domains.count] + "Flow\(s)"
            let text = StoryboardSource.render(storyboardIndex: s, controllers: Array(chunk.prefix(8)),
                                               navigationClass: s % 3 == 0 || navigations.isEmpty ? nil : navigations[s % navigations.count],
                                               colors: colorNames, module: appName, withTabBar: s == 0, rng: &rng)
            let path = "\(appName)/Resources/Base.lproj/\(name).storyboard"
            try writer.emit(path, text)
            files[app].append((path, .resource))
            writer.stats.storyboards += 1
        }
        try writer.emit("\(appName)/Resources/Base.lproj/LaunchScreen.storyboard", StoryboardSource.launchScreen())
        files[app].append(("\(appName)/Resources/Base.lproj/LaunchScreen.storyboard", .resource))
        writer.stats.storyboards += 1
        for x in 0..<max(1, generator.swiftFileCount / 40) {
            let m = x % 4 == 3 ? designSystem : app
            let owner = appControllers.isEmpty ? nil : appControllers[x % appControllers.count]
            let name = (owner ?? "Cell") + "\(x)"
            let path = "\(modules[m].folder)/Views/\(name).xib"
            try writer.emit(path, XibSource.render(index: x, owner: x % 2 == 0 ? owner : nil, colors: colorNames, rng: &rng))
            files[m].append((path, .resource))
            writer.stats.storyboards += 1
        }

        // An Info.plist per target, and two configuration plists in the app.
        var targetsByProject: [String: [PBXProjWriter.Target]] = [:]
        var projectOrder: [String] = []
        for (m, module) in modules.enumerated() {
            let infoPlist = module.type == .application ? "\(appName)/Info.plist" : "\(module.folder)/Info.plist"
            let text: String
            switch module.type {
            case .application: text = ProjectGenerator.infoPlist()
            case .appExtension: text = Self.extensionInfoPlist(point: module.target == "\(appName)Widgets" ? "com.apple.widgetkit-extension"
                                                                : module.target == "ShareExtension" ? "com.apple.share-services"
                                                                : module.target == "Intents" ? "com.apple.intents-service" : "com.apple.usernotifications.service")
            case .framework, .unitTests: text = Self.bundleInfoPlist(packageType: module.type == .framework ? "FMWK" : "BNDL")
            }
            try writer.emit(infoPlist, text)
            let folder = projectFolder(module)
            func local(_ path: String) -> String { folder.isEmpty ? path : String(path.dropFirst(folder.count + 1)) }
            if targetsByProject[module.project] == nil { projectOrder.append(module.project) }
            targetsByProject[module.project, default: []].append(PBXProjWriter.Target(
                name: module.target, productType: module.type, infoPlist: local(infoPlist),
                files: files[m].map { (local($0.path), $0.role) }))
        }
        for name in ["Environment", "Secrets-Example"] {
            try writer.emit("\(appName)/Resources/\(name).plist", Self.bundleInfoPlist(packageType: "APPL"))
        }
        for project in projectOrder {
            let folder = project == appName ? "" : project + "/"
            try writer.emit("\(folder)\(project).xcodeproj/project.pbxproj",
                            PBXProjWriter(projectName: project, targets: targetsByProject[project] ?? []).render())
        }
        return writer.stats
    }

    static func imageSet(_ file: String) -> String {
        "{\n  \"images\" : [\n    {\n      \"filename\" : \"\(file)\",\n      \"idiom\" : \"universal\"\n    }\n  ],\n"
            + "  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  },\n  \"properties\" : {\n    \"preserves-vector-representation\" : true\n  }\n}\n"
    }

    static func bundleInfoPlist(packageType: String) -> String {
        ProjectGenerator.plist("\t<key>CFBundleDevelopmentRegion</key>\n\t<string>$(DEVELOPMENT_LANGUAGE)</string>\n"
                               + ProjectGenerator.bundleEntries(packageType: packageType) + """
            \t<key>CFBundleShortVersionString</key>
            \t<string>1.0</string>

            """)
    }

    static func extensionInfoPlist(point: String) -> String {
        ProjectGenerator.plist("\t<key>CFBundleDisplayName</key>\n\t<string>$(PRODUCT_NAME)</string>\n"
                               + ProjectGenerator.bundleEntries(packageType: "$(PRODUCT_BUNDLE_PACKAGE_TYPE)") + """
            \t<key>NSExtension</key>
            \t<dict>
            \t\t<key>NSExtensionPointIdentifier</key>
            \t\t<string>\(point)</string>
            \t</dict>

            """)
    }
}

/// Xibs of the real-app shape: a controller's view (File's Owner of a generated controller class)
/// or a table view cell, with a background color and a few subviews.
enum XibSource {
    static func render(index x: Int, owner: String?, colors: [String], rng: inout SeededGenerator) -> String {
        let id = { (n: Int) in "x\(String(x, radix: 36).leftPadded(2))-\(n)" }
        let color = colors.isEmpty ? nil : rng.pick(colors)
        let background = color.map { "<color key=\"backgroundColor\" name=\"\($0)\"/>" }
            ?? "<color key=\"backgroundColor\" systemColor=\"systemBackgroundColor\"/>"
        let labels = (0..<rng.int(2...5)).map { n in
            "                <label opaque=\"NO\" userInteractionEnabled=\"NO\" text=\"Label \(n)\" id=\"\(id(10 + n))\">\n"
                + "                    <rect key=\"frame\" x=\"16\" y=\"\(12 + 28 * n)\" width=\"361\" height=\"21\"/>\n"
                + "                    <fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleBody\"/>\n"
                + "                </label>\n"
        }.joined()
        let object: String
        if let owner {
            object = "        <placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\" userLabel=\"File's Owner\" customClass=\"\(owner)\" customModule=\"Harbor\" customModuleProvider=\"target\">\n"
                + "            <connections>\n                <outlet property=\"view\" destination=\"\(id(1))\" id=\"\(id(2))\"/>\n            </connections>\n"
                + "        </placeholder>\n"
                + "        <view contentMode=\"scaleToFill\" id=\"\(id(1))\">\n"
                + "            <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"393\" height=\"852\"/>\n"
                + "            <subviews>\n" + labels + "            </subviews>\n"
                + "            \(background)\n"
                + "        </view>"
        } else {
            object = "        <placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\" userLabel=\"File's Owner\"/>\n"
                + "        <tableViewCell contentMode=\"scaleToFill\" selectionStyle=\"default\" id=\"\(id(1))\">\n"
                + "            <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"393\" height=\"88\"/>\n"
                + "            <tableViewCellContentView key=\"contentView\" opaque=\"NO\" clipsSubviews=\"YES\" id=\"\(id(3))\">\n"
                + "                <subviews>\n" + labels + "                </subviews>\n"
                + "                \(background)\n"
                + "            </tableViewCellContentView>\n"
                + "        </tableViewCell>"
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23094" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="23084"/>
            </dependencies>
            <objects>
        \(object)
            </objects>
        </document>

        """
    }
}
