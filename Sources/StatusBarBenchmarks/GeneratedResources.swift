// The Objective-C files, storyboards and project.pbxproj of a generated project.

/// Objective-C view controllers (.h/.m pairs) of the generated project's legacy corner.
enum ObjCSource {
    static func render(className: String, index: Int, rng: inout SeededGenerator) -> (header: String, implementation: String) {
        let header = """
        //
        //  \(className).h
        //  Meridian
        //

        #import <UIKit/UIKit.h>

        NS_ASSUME_NONNULL_BEGIN

        /// A screen kept from the Objective-C version of the app.
        @interface \(className) : UIViewController

        @property (nonatomic, copy) NSArray<NSString *> *items;
        @property (nonatomic, assign, getter=isEditingItems) BOOL editingItems;

        - (instancetype)initWithItems:(NSArray<NSString *> *)items NS_DESIGNATED_INITIALIZER;
        - (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_UNAVAILABLE;
        - (nullable instancetype)initWithCoder:(NSCoder *)coder NS_UNAVAILABLE;

        @end

        NS_ASSUME_NONNULL_END

        """
        var body = """
        //
        //  \(className).m
        //  Meridian
        //

        #import "\(className).h"

        @interface \(className) () <UITableViewDataSource, UITableViewDelegate>
        @property (nonatomic, strong) UITableView *tableView;
        @end

        @implementation \(className)

        - (instancetype)initWithItems:(NSArray<NSString *> *)items {
            self = [super initWithNibName:nil bundle:nil];
            if (self) {
                _items = [items copy];
                self.title = NSLocalizedString(@"Legacy", @"Legacy screen title");
            }
            return self;
        }

        - (void)viewDidLoad {
            [super viewDidLoad];
            self.view.backgroundColor = [UIColor systemBackgroundColor];
            self.tableView = [[UITableView alloc] initWithFrame:self.view.bounds style:UITableViewStylePlain];
            self.tableView.autoresizingMask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight;
            self.tableView.dataSource = self;
            self.tableView.delegate = self;
            [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:@"Cell"];
            [self.view addSubview:self.tableView];
        }


        """
        switch rng.int(0...4) {
        case 0:
            body += "- (UIStatusBarStyle)preferredStatusBarStyle {\n    return UIStatusBarStyleLightContent;\n}\n\n"
        case 1:
            body += "- (BOOL)prefersStatusBarHidden {\n    return self.isEditingItems;\n}\n\n"
            body += "- (void)setEditingItems:(BOOL)editingItems {\n    _editingItems = editingItems;\n    [self setNeedsStatusBarAppearanceUpdate];\n}\n\n"
        case 2:
            body += "- (void)viewWillLayoutSubviews {\n    [super viewWillLayoutSubviews];\n    CGFloat top = [UIApplication sharedApplication].statusBarFrame.size.height;\n    self.tableView.contentInset = UIEdgeInsetsMake(top, 0, 0, 0);\n}\n\n"
        default:
            // No random draw here, so projects of a given size stay byte-identical to earlier runs.
            if index % 7 == 3 {
                body += "- (UIViewController *)childViewControllerForStatusBarStyle {\n    return self.presentedViewController;\n}\n\n"
                body += "- (UIStatusBarAnimation)preferredStatusBarUpdateAnimation {\n    // Fade with the detail sheet.\n    return UIStatusBarAnimationFade;\n}\n\n"
            }
        }
        body += """
        #pragma mark - UITableViewDataSource

        - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
            return (NSInteger)self.items.count;
        }

        - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
            UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"Cell" forIndexPath:indexPath];
            cell.textLabel.text = self.items[(NSUInteger)indexPath.row];
            return cell;
        }

        #pragma mark - UITableViewDelegate

        - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
            [tableView deselectRowAtIndexPath:indexPath animated:YES];
            UIViewController *detail = [[UIViewController alloc] init];
            detail.modalPresentationStyle = UIModalPresentationPageSheet;
            [self presentViewController:detail animated:YES completion:nil];
        }

        @end

        """
        return (header, body)
    }
}

/// Storyboards of the generated project: a navigation controller whose root is the first
/// controller of the chunk, show and modal segues between scenes; Main adds a tab bar.
enum StoryboardSource {
    static func render(storyboardIndex s: Int, controllers: [String], navigationClass: String?, colors: [String],
                       module: String, withTabBar: Bool, rng: inout SeededGenerator) -> String {
        func id(_ kind: String, _ n: Int) -> String {
            // Interface Builder ids look like "abc-De-fgh"; these are unique per document.
            let a = String(s, radix: 36).leftPadded(3), b = String(n, radix: 36).leftPadded(3)
            return "\(kind.prefix(3))-\(a.suffix(2))-\(b)"
        }
        let initial = withTabBar ? id("tab", 0) : id("nav", 0)
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23094" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="\(initial)">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="23084"/>
                <capability name="Named colors" minToolsVersion="9.0"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>

        """
        if withTabBar {
            out += """
                    <scene sceneID="\(id("tbs", 0))">
                        <objects>
                            <tabBarController id="\(id("tab", 0))" sceneMemberID="viewController">
                                <tabBar key="tabBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="\(id("tbr", 0))">
                                    <autoresizingMask key="autoresizingMask"/>
                                </tabBar>
                                <connections>
                                    <segue destination="\(id("nav", 0))" kind="relationship" relationship="viewControllers" id="\(id("rtb", 0))"/>
                                </connections>
                            </tabBarController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="\(id("ftb", 0))" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                        </objects>
                        <point key="canvasLocation" x="-800" y="0.0"/>
                    </scene>

            """
        }
        let custom = navigationClass.map { " customClass=\"\($0)\" customModule=\"\(module)\" customModuleProvider=\"target\"" } ?? ""
        let hidden = rng.chance(20) ? " navigationBarHidden=\"YES\"" : ""
        let barStyle = rng.chance(30) ? " barStyle=\"black\"" : ""
        out += """
                <scene sceneID="\(id("nvs", 0))">
                    <objects>
                        <navigationController id="\(id("nav", 0))"\(hidden)\(custom) sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill"\(barStyle) insetsLayoutMarginsFromSafeArea="NO" id="\(id("nvb", 0))">
                                <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="\(id("vcs", 0))" kind="relationship" relationship="rootViewController" id="\(id("rrt", 0))"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="\(id("fnv", 0))" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="0.0" y="0.0"/>
                </scene>

        """
        for (n, controller) in controllers.enumerated() {
            let background: String
            if !colors.isEmpty, rng.chance(40) {
                background = "<color key=\"backgroundColor\" name=\"\(colors[rng.int(0...(colors.count - 1))])\"/>"
            } else if rng.chance(50) {
                background = "<color key=\"backgroundColor\" systemColor=\"systemBackgroundColor\"/>"
            } else {
                let red = Double(rng.int(0...100)) / 100
                background = "<color key=\"backgroundColor\" red=\"\(red)\" green=\"0.5\" blue=\"0.5\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"
            }
            var segue = ""
            if n + 1 < controllers.count {
                let kind = rng.chance(60)
                    ? "kind=\"show\""
                    : "kind=\"presentation\" modalPresentationStyle=\"\(rng.pick(["fullScreen", "pageSheet", "formSheet", "overFullScreen"]))\""
                segue = """

                                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="\(id("btn", n))">
                                                <rect key="frame" x="150" y="400" width="93" height="35"/>
                                                <state key="normal" title="Next"/>
                                                <connections>
                                                    <segue destination="\(id("vcs", n + 1))" \(kind) identifier="next\(n)" id="\(id("sgn", n))"/>
                                                </connections>
                                            </button>
                """
            }
            out += """
                    <scene sceneID="\(id("scn", n))">
                        <objects>
                            <viewController storyboardIdentifier="\(controller)" id="\(id("vcs", n))" customClass="\(controller)" customModule="\(module)" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="\(id("vvw", n))">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>\(segue)
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="\(id("vsa", n))"/>
                                    \(background)
                                </view>
                                <navigationItem key="navigationItem" title="\(controller)" id="\(id("vni", n))"/>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="\(id("fvc", n))" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                        </objects>
                        <point key="canvasLocation" x="\(800 * (n + 1))" y="0.0"/>
                    </scene>

            """
        }
        out += """
            </scenes>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>

        """
        return out
    }

    static func launchScreen() -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23094" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" launchScreen="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="lau-00-001">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="lau-Sc-001">
                    <objects>
                        <viewController id="lau-00-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="lau-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="lau-Fr-001" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

/// Writes a project.pbxproj in Xcode's format: targets (an iOS application, frameworks, app
/// extensions, unit tests) whose sources and resources are the generated files, grouped by folder.
struct PBXProjWriter {
    /// What a target builds.
    enum ProductType {
        case application, framework, appExtension, unitTests

        var identifier: String {
            switch self {
            case .application: "com.apple.product-type.application"
            case .framework: "com.apple.product-type.framework"
            case .appExtension: "com.apple.product-type.app-extension"
            case .unitTests: "com.apple.product-type.bundle.unit-test"
            }
        }

        /// The product's file extension and its `explicitFileType`.
        var product: (String, String) {
            switch self {
            case .application: ("app", "wrapper.application")
            case .framework: ("framework", "wrapper.framework")
            case .appExtension: ("appex", "\"wrapper.app-extension\"")
            case .unitTests: ("xctest", "wrapper.cfbundle")
            }
        }
    }

    /// One target: its name, product, Info.plist (relative to the project's folder) and files.
    struct Target {
        var name: String
        var productType: ProductType
        var infoPlist: String
        var files: [(path: String, role: ProjectGenerator.FileRole)]
    }

    let projectName: String
    let targets: [Target]

    /// One application target named like the project, with `<project>/Info.plist`.
    init(projectName: String, files: [(path: String, role: ProjectGenerator.FileRole)]) {
        self.init(projectName: projectName,
                  targets: [Target(name: projectName, productType: .application, infoPlist: "\(projectName)/Info.plist", files: files)])
    }

    init(projectName: String, targets: [Target]) {
        self.projectName = projectName
        self.targets = targets
    }

    private final class IDs {
        var next: UInt64 = 1
        func make() -> String {
            defer { next += 1 }
            let hex = String(next, radix: 16, uppercase: true).leftPadded(8)
            return "A1B2" + hex + "0C0FFEE0" + "4D3C"
        }
    }

    func render() -> String {
        let ids = IDs()
        var buildFiles: [String] = [], fileRefs: [String] = [], groupsOut: [String] = []
        var sources = Array(repeating: [String](), count: targets.count), resources = sources

        // Folder tree: group path → (child groups, file entries).
        final class Group {
            var name: String
            var id: String
            var children: [String: Group] = [:]
            var files: [(id: String, name: String)] = []
            init(name: String, id: String) { self.name = name; self.id = id }
        }
        let root = Group(name: "", id: ids.make())
        func group(_ components: [String]) -> Group {
            var group = root
            for component in components {
                if let child = group.children[component] {
                    group = child
                } else {
                    let child = Group(name: component, id: ids.make())
                    group.children[component] = child
                    group = child
                }
            }
            return group
        }
        for (t, target) in targets.enumerated() {
            for (path, role) in target.files {
                var components = path.split(separator: "/").map(String.init)
                let fileName = components.removeLast()
                let folder = group(components)
                let ref = ids.make()
                let type: String
                if fileName.hasSuffix(".swift") { type = "sourcecode.swift" }
                else if fileName.hasSuffix(".m") { type = "sourcecode.c.objc" }
                else if fileName.hasSuffix(".h") { type = "sourcecode.c.h" }
                else if fileName.hasSuffix(".storyboard") { type = "file.storyboard" }
                else if fileName.hasSuffix(".xib") { type = "file.xib" }
                else if fileName.hasSuffix(".xcassets") { type = "folder.assetcatalog" }
                else if fileName.hasSuffix(".plist") { type = "text.plist.xml" }
                else { type = "text" }
                fileRefs.append("\t\t\(ref) /* \(fileName) */ = {isa = PBXFileReference; lastKnownFileType = \(type); path = \(fileName); sourceTree = \"<group>\"; };")
                folder.files.append((ref, fileName))
                switch role {
                case .source:
                    let build = ids.make()
                    buildFiles.append("\t\t\(build) /* \(fileName) in Sources */ = {isa = PBXBuildFile; fileRef = \(ref) /* \(fileName) */; };")
                    sources[t].append("\t\t\t\t\(build) /* \(fileName) in Sources */,")
                case .resource:
                    let build = ids.make()
                    buildFiles.append("\t\t\(build) /* \(fileName) in Resources */ = {isa = PBXBuildFile; fileRef = \(ref) /* \(fileName) */; };")
                    resources[t].append("\t\t\t\t\(build) /* \(fileName) in Resources */,")
                case .header, .none:
                    break
                }
            }
        }
        var products: [(id: String, name: String)] = []
        for target in targets {
            let infoRef = ids.make()
            var components = target.infoPlist.split(separator: "/").map(String.init)
            let plistName = components.removeLast()
            fileRefs.append("\t\t\(infoRef) /* \(plistName) */ = {isa = PBXFileReference; lastKnownFileType = text.plist.xml; path = \(plistName); sourceTree = \"<group>\"; };")
            group(components).files.append((infoRef, plistName))
            let productRef = ids.make()
            let (fileExtension, fileType) = target.productType.product
            let product = "\(target.name).\(fileExtension)"
            fileRefs.append("\t\t\(productRef) /* \(product) */ = {isa = PBXFileReference; explicitFileType = \(fileType); includeInIndex = 0; path = \(product); sourceTree = BUILT_PRODUCTS_DIR; };")
            products.append((productRef, product))
        }
        let productsGroup = ids.make()

        func emitGroup(_ group: Group, isRoot: Bool) {
            let childGroups = group.children.keys.sorted().compactMap { group.children[$0] }
            var lines = ["\t\t\(group.id)\(isRoot ? "" : " /* \(group.name) */") = {", "\t\t\tisa = PBXGroup;", "\t\t\tchildren = ("]
            for child in childGroups { lines.append("\t\t\t\t\(child.id) /* \(child.name) */,") }
            for file in group.files { lines.append("\t\t\t\t\(file.id) /* \(file.name) */,") }
            if isRoot { lines.append("\t\t\t\t\(productsGroup) /* Products */,") }
            lines.append("\t\t\t);")
            if !isRoot { lines.append("\t\t\tpath = \(group.name);") }
            lines.append("\t\t\tsourceTree = \"<group>\";")
            lines.append("\t\t};")
            groupsOut.append(lines.joined(separator: "\n"))
            for child in childGroups { emitGroup(child, isRoot: false) }
        }
        emitGroup(root, isRoot: true)
        groupsOut.append("\t\t\(productsGroup) /* Products */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n"
                         + products.map { "\t\t\t\t\($0.id) /* \($0.name) */,\n" }.joined()
                         + "\t\t\t);\n\t\t\tname = Products;\n\t\t\tsourceTree = \"<group>\";\n\t\t};")

        // Ids in the order a one-target project always had them.
        let phases = targets.map { _ in (sources: ids.make(), resources: ids.make(), target: ids.make()) }
        let project = ids.make()
        let projectList = ids.make()
        let targetLists = targets.map { _ in ids.make() }
        let projectConfigs = (ids.make(), ids.make())
        let targetConfigs = targets.map { _ in (ids.make(), ids.make()) }
        func configuration(_ id: String, _ name: String, _ settings: [(String, String)]) -> String {
            let body = settings.sorted { $0.0 < $1.0 }.map { "\t\t\t\t\($0.0) = \($0.1);" }.joined(separator: "\n")
            return "\t\t\(id) /* \(name) */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n\(body)\n\t\t\t};\n\t\t\tname = \(name);\n\t\t};"
        }
        let projectSettings = [("IPHONEOS_DEPLOYMENT_TARGET", "16.0"), ("SDKROOT", "iphoneos"), ("SWIFT_VERSION", "5.0"),
                               ("CLANG_ENABLE_MODULES", "YES"), ("ALWAYS_SEARCH_USER_PATHS", "NO")]
        func targetSettings(_ target: Target) -> [(String, String)] {
            [("INFOPLIST_FILE", target.infoPlist), ("PRODUCT_NAME", "\"$(TARGET_NAME)\""),
             ("PRODUCT_BUNDLE_IDENTIFIER", "com.example.\(target.name.lowercased())"),
             ("TARGETED_DEVICE_FAMILY", "\"1,2\""), ("CODE_SIGN_STYLE", "Automatic")]
        }
        func list(_ id: String, _ owner: String, _ a: String, _ b: String) -> String {
            "\t\t\(id) /* Build configuration list for \(owner) */ = {\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n\t\t\t\t\(a) /* Debug */,\n\t\t\t\t\(b) /* Release */,\n\t\t\t);\n\t\t\tdefaultConfigurationIsVisible = 0;\n\t\t\tdefaultConfigurationName = Release;\n\t\t};"
        }
        func section(_ name: String, _ items: [String]) -> String {
            "/* Begin \(name) section */\n" + items.joined(separator: "\n") + "\n/* End \(name) section */\n"
        }
        func phase(_ id: String, _ kind: String, _ files: [String]) -> String {
            "\t\t\(id) /* \(kind) */ = {\n\t\t\tisa = PBX\(kind)BuildPhase;\n\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n" + files.joined(separator: "\n") + "\n\t\t\t);\n\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t};"
        }
        var out = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 56;\n\tobjects = {\n\n"
        out += section("PBXBuildFile", buildFiles) + "\n"
        out += section("PBXFileReference", fileRefs) + "\n"
        out += section("PBXGroup", groupsOut) + "\n"
        out += section("PBXNativeTarget", targets.enumerated().map { t, target in
            "\t\t\(phases[t].target) /* \(target.name) */ = {\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildConfigurationList = \(targetLists[t]) /* Build configuration list for PBXNativeTarget \"\(target.name)\" */;\n\t\t\tbuildPhases = (\n\t\t\t\t\(phases[t].sources) /* Sources */,\n\t\t\t\t\(phases[t].resources) /* Resources */,\n\t\t\t);\n\t\t\tbuildRules = (\n\t\t\t);\n\t\t\tdependencies = (\n\t\t\t);\n\t\t\tname = \(target.name);\n\t\t\tproductName = \(target.name);\n\t\t\tproductReference = \(products[t].id) /* \(products[t].name) */;\n\t\t\tproductType = \"\(target.productType.identifier)\";\n\t\t};"
        }) + "\n"
        let targetList = phases.enumerated().map { "\t\t\t\t\($1.target) /* \(targets[$0].name) */,\n" }.joined()
        out += section("PBXProject", ["\t\t\(project) /* Project object */ = {\n\t\t\tisa = PBXProject;\n\t\t\tattributes = {\n\t\t\t\tBuildIndependentTargetsInParallel = 1;\n\t\t\t\tLastUpgradeCheck = 1520;\n\t\t\t};\n\t\t\tbuildConfigurationList = \(projectList) /* Build configuration list for PBXProject \"\(projectName)\" */;\n\t\t\tcompatibilityVersion = \"Xcode 14.0\";\n\t\t\tdevelopmentRegion = en;\n\t\t\thasScannedForEncodings = 0;\n\t\t\tknownRegions = (\n\t\t\t\ten,\n\t\t\t\tBase,\n\t\t\t);\n\t\t\tmainGroup = \(root.id);\n\t\t\tproductRefGroup = \(productsGroup) /* Products */;\n\t\t\tprojectDirPath = \"\";\n\t\t\tprojectRoot = \"\";\n\t\t\ttargets = (\n\(targetList)\t\t\t);\n\t\t};"]) + "\n"
        out += section("PBXResourcesBuildPhase", phases.enumerated().map { phase($1.resources, "Resources", resources[$0]) }) + "\n"
        out += section("PBXSourcesBuildPhase", phases.enumerated().map { phase($1.sources, "Sources", sources[$0]) }) + "\n"
        out += section("XCBuildConfiguration", [
            configuration(projectConfigs.0, "Debug", projectSettings + [("ONLY_ACTIVE_ARCH", "YES"), ("SWIFT_OPTIMIZATION_LEVEL", "\"-Onone\"")]),
            configuration(projectConfigs.1, "Release", projectSettings + [("SWIFT_COMPILATION_MODE", "wholemodule"), ("VALIDATE_PRODUCT", "YES")]),
        ] + targets.enumerated().flatMap { t, target in
            [configuration(targetConfigs[t].0, "Debug", targetSettings(target)),
             configuration(targetConfigs[t].1, "Release", targetSettings(target))]
        }) + "\n"
        out += section("XCConfigurationList", [list(projectList, "PBXProject \"\(projectName)\"", projectConfigs.0, projectConfigs.1)]
                       + targets.enumerated().map { t, target in
                           list(targetLists[t], "PBXNativeTarget \"\(target.name)\"", targetConfigs[t].0, targetConfigs[t].1)
                       })
        out += "\t};\n\trootObject = \(project) /* Project object */;\n}\n"
        return out
    }
}
