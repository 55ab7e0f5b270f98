/// The vocabulary the source readers and the audit share: the UIKit members whose use the audit
/// reads from source (properties assigned, methods called, status bar members overridden), each
/// with its Swift and Objective-C spellings and the byte strings that make each language's pre-scan
/// read a file that uses it.
///
/// A new watched member is added here (a case of ``WatchedProperty``, ``Call/Kind`` or
/// ``StatusBarMember``, with its spellings and triggers), recorded by the readers through
/// ``FactsRecorder``, and matched by the audit on its case. Both byte scans
/// (`SwiftSourceReader.fullParseTriggers`, `ObjCSourceReader.fullParseTriggers`) take their
/// triggers from ``swiftTriggers`` and ``objcTriggers``; a test reads an example of every member
/// in both languages and checks that the reader records it and the scan asks for the read.
package enum WatchedMember: Sendable, Hashable, CaseIterable {
    /// An assignment (or a setter call standing for one).
    case property(WatchedProperty)
    /// A call.
    case call(Call.Kind)
    /// An override of a status bar member of `UIViewController`.
    case override(StatusBarMember)

    package static var allCases: [WatchedMember] {
        WatchedProperty.allCases.map(property) + Call.Kind.allCases.map(call) + StatusBarMember.allCases.map(override)
    }

    /// The names Swift code writes: the property's names, the method's base names.
    package var swiftNames: [String] {
        switch self {
        case .property(let p): p.memberNames
        case .call(let c): c.swiftNames
        case .override(let m): m == .childForStatusBarStyle || m == .childForStatusBarHidden ? [m.rawValue, m.objectiveCName] : [m.rawValue]
        }
    }

    /// The names Objective-C code writes: the property's names and their setters (`setBarStyle:`),
    /// the selectors.
    package var objcNames: [String] {
        switch self {
        case .property(let p): p.memberNames + p.memberNames.map(WatchedProperty.setterSelector)
        case .call(let c): c.objcSelectors
        case .override(let m): [m.objectiveCName]
        }
    }

    /// The byte strings that make the Swift pre-scan parse a file using the member.
    package var swiftTriggers: [ScanTrigger] {
        switch self {
        case .property(let p): p.swiftTriggers
        case .call(let c): c.swiftTriggers
        case .override: [.always("tatusBar")]
        }
    }

    /// The byte strings that make the Objective-C pre-scan read a file using the member (one
    /// string covers the property and its setter: `arTintColor` is in `barTintColor` and
    /// `setBarTintColor:`).
    package var objcTriggers: [String] {
        switch self {
        case .property(let p): p.objcTriggers
        case .call(let c): c.objcTriggers
        case .override: ["tatusBar"]
        }
    }
}

/// A byte string the Swift pre-scan looks for.
package struct ScanTrigger: Sendable, Hashable {
    package var bytes: String
    /// True when the string counts only in a file that also says `Controller`: a view's own
    /// background or style does not reach the status bar, and most view and cell files set one.
    package var needsController: Bool

    package static func always(_ bytes: String) -> ScanTrigger { ScanTrigger(bytes: bytes, needsController: false) }
    package static func inController(_ bytes: String) -> ScanTrigger { ScanTrigger(bytes: bytes, needsController: true) }
}

/// A UIKit property whose assignments the audit reads. The raw value is the property's name as
/// the facts give it: the owner's member first for a property of a controller's bar or view
/// (`navigationBar.barTintColor`, `view.backgroundColor`).
package enum WatchedProperty: String, Sendable, Hashable, Codable, CaseIterable {
    /// `modalPresentationCapturesStatusBarAppearance` of a controller.
    case modalPresentationCapturesStatusBarAppearance
    /// `modalPresentationStyle` of a controller.
    case modalPresentationStyle
    /// `transitioningDelegate` of a controller: the delegate's code may set how it is presented
    /// (a presentation controller, a `.custom` style set in the delegate's initializer).
    case transitioningDelegate
    /// `overrideUserInterfaceStyle` of a controller, a view or a window.
    case overrideUserInterfaceStyle
    /// `isNavigationBarHidden` of a navigation controller (Objective-C and Swift 2: `navigationBarHidden`;
    /// `setNavigationBarHidden(_:animated:)` stands for it too).
    case navigationBarHidden = "isNavigationBarHidden"
    /// `barStyle` of a controller's navigation bar or of the `UINavigationBar.appearance()` proxy.
    case navigationBarStyle = "navigationBar.barStyle"
    /// `barTintColor` of a controller's navigation bar or of the proxy.
    case navigationBarTintColor = "navigationBar.barTintColor"
    /// The `UINavigationBarAppearance` of a controller's navigation bar or of the proxy, its value
    /// the background it paints (``BarAppearanceDraft/background``).
    case navigationBarStandardAppearance = "navigationBar.standardAppearance"
    /// `scrollEdgeAppearance` of a controller's navigation bar or of the proxy.
    case navigationBarScrollEdgeAppearance = "navigationBar.scrollEdgeAppearance"
    /// `standardAppearance` of a controller's navigation item: it replaces the bar's while the
    /// controller is on top.
    case navigationItemStandardAppearance = "navigationItem.standardAppearance"
    /// `scrollEdgeAppearance` of a controller's navigation item.
    case navigationItemScrollEdgeAppearance = "navigationItem.scrollEdgeAppearance"
    /// `backgroundColor` of a controller's root view.
    case viewBackgroundColor = "view.backgroundColor"
    /// `rootViewController` of a window.
    case windowRootViewController = "rootViewController"
    /// `backgroundColor` of a window: what shows behind a sheet's receding presenter (R4's backdrop).
    case windowBackgroundColor = "window.backgroundColor"
    /// `detents` of a controller's sheet presentation controller (`vc.sheetPresentationController?.detents
    /// = [.medium(), .large()]`, or through `if let sheet = vc.sheetPresentationController`): its value
    /// the detent the sheet opens at (``ValueKind/detents``).
    case sheetDetents = "sheetPresentationController.detents"

    /// UIKit's name of a controller's sheet presentation controller.
    package static let sheetControllerName = "sheetPresentationController"

    /// What the property belongs to, which decides which receivers count.
    package enum Owner: Sendable, Hashable {
        /// Any receiver: the controller assigned to (`vc.modalPresentationStyle`).
        case controller
        /// A controller's navigation bar (`nav.navigationBar.barStyle`), or the appearance proxy
        /// (`UINavigationBar.appearance().barStyle`).
        case navigationBar
        /// A controller's navigation item (`vc.navigationItem.standardAppearance`).
        case navigationItem
        /// A controller's root view (`vc.view.backgroundColor`).
        case view
        /// A window (`window?.rootViewController`, `self.window.rootViewController`).
        case window
        /// A controller's sheet presentation controller (`vc.sheetPresentationController`, or a local
        /// bound to it).
        case sheet
    }

    package var owner: Owner {
        switch self {
        case .modalPresentationCapturesStatusBarAppearance, .modalPresentationStyle, .overrideUserInterfaceStyle,
             .navigationBarHidden, .transitioningDelegate: .controller
        case .navigationBarStyle, .navigationBarTintColor, .navigationBarStandardAppearance, .navigationBarScrollEdgeAppearance:
            .navigationBar
        case .navigationItemStandardAppearance, .navigationItemScrollEdgeAppearance: .navigationItem
        case .viewBackgroundColor: .view
        case .windowRootViewController, .windowBackgroundColor: .window
        case .sheetDetents: .sheet
        }
    }

    /// The member names written in code, the same in Swift and Objective-C (the setters aside).
    package var memberNames: [String] {
        switch self {
        case .modalPresentationCapturesStatusBarAppearance, .modalPresentationStyle, .overrideUserInterfaceStyle,
             .transitioningDelegate: [rawValue]
        case .navigationBarHidden: ["isNavigationBarHidden", "navigationBarHidden"] + barMemberNames
        case .navigationBarStyle: ["barStyle"]
        case .navigationBarTintColor: ["barTintColor"]
        case .navigationBarStandardAppearance, .navigationItemStandardAppearance: ["standardAppearance"]
        case .navigationBarScrollEdgeAppearance, .navigationItemScrollEdgeAppearance: ["scrollEdgeAppearance"]
        case .viewBackgroundColor, .windowBackgroundColor: ["backgroundColor"]
        case .windowRootViewController: ["rootViewController"]
        case .sheetDetents: ["detents"]
        }
    }

    /// The names that stand for the property only on a controller's navigation bar: the bar's own
    /// `isHidden` (`nav.navigationBar.isHidden = true`) hides it as `isNavigationBarHidden` does.
    package var barMemberNames: [String] { self == .navigationBarHidden ? ["isHidden", "hidden"] : [] }

    /// What the property belongs to when written `memberName`: ``owner``, except for the names that
    /// count only on a navigation bar (``barMemberNames``).
    package func owner(memberName: String) -> Owner {
        barMemberNames.contains(memberName) ? .navigationBar : owner
    }

    /// How the assigned value is read.
    package enum ValueKind: Sendable, Hashable {
        /// A constant: an enum case, a Boolean, a number (``ParsedValue``).
        case value
        /// A color: `.white` is `ColorValue.system("white")`.
        case color
        /// A `UINavigationBarAppearance`: the background it paints (``BarAppearanceDraft``), followed
        /// from a local the function made.
        case barAppearance
        /// A literal list of sheet detents: the one the sheet opens at, its smallest (`medium`,
        /// `large`, `custom`), as SwiftUI's `.presentationDetents` reads.
        case detents
    }

    package var valueKind: ValueKind {
        switch self {
        case .navigationBarTintColor, .viewBackgroundColor, .windowBackgroundColor: .color
        case .navigationBarStandardAppearance, .navigationBarScrollEdgeAppearance, .navigationItemStandardAppearance,
             .navigationItemScrollEdgeAppearance: .barAppearance
        case .sheetDetents: .detents
        default: .value
        }
    }

    /// Which part of a bar's background the property sets (`BarBackground` in the audit), if it does.
    package enum BarBackgroundSlot: Sendable, Hashable {
        /// `barTintColor`, the bar's color before iOS 13's appearances.
        case tint
        case standardAppearance
        case scrollEdgeAppearance
    }

    package var barBackgroundSlot: BarBackgroundSlot? {
        switch self {
        case .navigationBarTintColor: .tint
        case .navigationBarStandardAppearance, .navigationItemStandardAppearance: .standardAppearance
        case .navigationBarScrollEdgeAppearance, .navigationItemScrollEdgeAppearance: .scrollEdgeAppearance
        default: nil
        }
    }

    /// The member name as code writes it (`barTintColor`, `standardAppearance`).
    package var memberName: String { memberNames[0] }

    /// The watched properties a member name written in code can stand for, in the order their
    /// owners are tried (`standardAppearance`: a navigation bar's, then a navigation item's).
    package static func candidates(memberName: String) -> [WatchedProperty] {
        byMemberName[memberName] ?? []
    }

    private static let byMemberName: [String: [WatchedProperty]] = {
        var names: [String: [WatchedProperty]] = [:]
        for property in allCases { for name in property.memberNames { names[name, default: []].append(property) } }
        return names
    }()

    /// The Objective-C setter of a property: `setBarStyle:` for `barStyle`.
    package static func setterSelector(_ name: String) -> String {
        guard let first = name.first else { return name }
        return "set" + first.uppercased() + name.dropFirst() + ":"
    }

    var swiftTriggers: [ScanTrigger] {
        switch self {
        case .modalPresentationCapturesStatusBarAppearance, .modalPresentationStyle: [.always("modalPresentation")]
        case .transitioningDelegate: [.always("transitioningDelegate")]
        case .overrideUserInterfaceStyle:
            // A window's style is app-wide; anywhere else it matters only in a controller.
            [.always("indow?.overrideUserInterfaceStyle"), .always("indow!.overrideUserInterfaceStyle"),
             .always("indows.first?.overrideUserInterfaceStyle"), .always("indows.first!.overrideUserInterfaceStyle"),
             .always("indow.overrideUserInterfaceStyle"), .inController("overrideUserInterfaceStyle")]
        case .navigationBarHidden:
            [.always("NavigationBarHidden"), .always("navigationBarHidden"), .inController("navigationBar.isHidden"),
             .inController("navigationBar.hidden")]
        case .navigationBarStyle: [.always("UINavigationBar.appearance"), .inController("barStyle")]
        case .navigationBarTintColor: [.always("UINavigationBar.appearance"), .inController("barTintColor")]
        case .navigationBarStandardAppearance, .navigationBarScrollEdgeAppearance:
            [.always("UINavigationBar.appearance"), .inController("Appearance")]
        case .navigationItemStandardAppearance, .navigationItemScrollEdgeAppearance: [.inController("Appearance")]
        case .viewBackgroundColor: [.inController("backgroundColor")]
        case .windowRootViewController: [.always("rootViewController")]
        case .windowBackgroundColor: [.always("indow.backgroundColor"), .always("indow?.backgroundColor"), .always("indow!.backgroundColor")]
        case .sheetDetents: [.always("detents")]
        }
    }

    var objcTriggers: [String] {
        switch self {
        case .modalPresentationCapturesStatusBarAppearance, .modalPresentationStyle: ["odalPresentation"]
        case .transitioningDelegate: ["ransitioningDelegate"]
        case .overrideUserInterfaceStyle: ["verrideUserInterfaceStyle"]
        case .navigationBarHidden:
            ["avigationBarHidden", "avigationBar.hidden", "avigationBar.isHidden", "avigationBar setHidden:", "avigationBar setIsHidden:"]
        case .navigationBarStyle: ["arStyle"]
        case .navigationBarTintColor: ["arTintColor"]
        case .navigationBarStandardAppearance, .navigationBarScrollEdgeAppearance, .navigationItemStandardAppearance,
             .navigationItemScrollEdgeAppearance: ["Appearance"]
        case .viewBackgroundColor: ["ackgroundColor"]
        case .windowRootViewController: ["ootViewController"]
        case .windowBackgroundColor: ["indow.backgroundColor", "indow setBackgroundColor"]
        case .sheetDetents: ["etents"]
        }
    }
}

extension Call.Kind {
    /// A call that shows the controller it is given: `present`, `pushViewController`, `show`.
    package var showsController: Bool { self == .present || self == .pushViewController || self == .show }

    /// The base names Swift code calls (Swift 2 spellings too); `viewControllers` for an assigned
    /// array of controllers.
    package var swiftNames: [String] {
        switch self {
        case .setNeedsStatusBarAppearanceUpdate: ["setNeedsStatusBarAppearanceUpdate"]
        case .present: ["present", "presentViewController"]
        case .pushViewController: ["pushViewController"]
        case .show: ["show", "showDetailViewController"]
        case .setViewControllers: ["setViewControllers", "viewControllers"]
        case .setNavigationBarHidden: ["setNavigationBarHidden"]
        case .instantiateViewController: ["instantiateViewController", "instantiateInitialViewController"]
        case .coversRootView: ["insertSubview", "addSubview", "addSublayer", "insertSublayer"]
        case .clearsNavigationBarBackground, .setsNavigationBarBackgroundImage: ["setBackgroundImage"]
        case .addChild: ["addChild", "addChildViewController"]
        // A construction (`EditCoordinator(navigationController: navigationController)`): no name of its own.
        case .handsController: []
        // Any method of the app, called on a local holding a controller or given one: no name of its own.
        case .callsOnController, .passesController, .handsSelf, .keepsController: []
        case .makesSplitView: ["UISplitViewController"]
        }
    }

    /// The base names of the methods Swift code calls: ``swiftNames`` but the assigned property
    /// (`viewControllers`). The Swift reader's call dispatch looks a call's name up in them.
    package var swiftCallNames: [String] {
        self == .setViewControllers ? swiftNames.filter { $0 != "viewControllers" } : swiftNames
    }

    /// The selectors Objective-C code sends; `viewControllers` for an assigned array of controllers.
    package var objcSelectors: [String] {
        switch self {
        case .setNeedsStatusBarAppearanceUpdate: ["setNeedsStatusBarAppearanceUpdate"]
        case .present: ["presentViewController:animated:completion:", "presentViewController:animated:", "presentModalViewController:animated:"]
        case .pushViewController: ["pushViewController:animated:"]
        case .show: ["showViewController:sender:", "showDetailViewController:sender:"]
        case .setViewControllers: ["setViewControllers:animated:", "setViewControllers:", "viewControllers"]
        case .setNavigationBarHidden: ["setNavigationBarHidden:animated:", "setNavigationBarHidden:"]
        case .instantiateViewController:
            ["instantiateViewControllerWithIdentifier:", "instantiateViewControllerWithIdentifier:creator:",
             "instantiateInitialViewController", "instantiateInitialViewControllerWithCreator:"]
        case .coversRootView:
            ["insertSubview:atIndex:", "insertSubview:aboveSubview:", "insertSubview:belowSubview:", "addSubview:",
             "addSublayer:", "insertSublayer:atIndex:", "insertSublayer:above:", "insertSublayer:below:"]
        case .clearsNavigationBarBackground, .setsNavigationBarBackgroundImage:
            ["setBackgroundImage:forBarMetrics:", "setBackgroundImage:forBarPosition:barMetrics:"]
        case .addChild: ["addChildViewController:"]
        // `[[Helper alloc] initWith…:self]`: any initializer.
        case .handsController: []
        // Any method of the app, sent to a local holding a controller.
        case .callsOnController, .passesController, .handsSelf, .keepsController: []
        // `[[UISplitViewController alloc] init]`, `[UISplitViewController new]`: read by the receiver.
        case .makesSplitView: []
        }
    }

    /// Whether `setBackgroundImage(image, for: …)` on `receiver` makes a navigation bar transparent:
    /// the receiver is a navigation bar (or its appearance proxy) and the image is an empty one
    /// (`UIImage()`, `[UIImage new]`, `[[UIImage alloc] init]`).
    package static func clearsNavigationBar(receiver: String, image: String) -> Bool {
        navigationBarImage(receiver: receiver, image: image) == .clearsNavigationBarBackground
    }

    /// What `setBackgroundImage(image, for: …)` on `receiver` does to a navigation bar:
    /// ``clearsNavigationBarBackground`` for an empty image, ``setsNavigationBarBackgroundImage`` for
    /// any other (`nil`, which gives the bar its default background back, is neither); `nil` when
    /// the receiver is not a navigation bar or its appearance proxy.
    package static func navigationBarImage(receiver: String, image: String) -> Call.Kind? {
        // The bar, its proxy, or a local holding one (`UINavigationBar *navigationBarAppearance =
        // [UINavigationBar appearance]`, `let navBar = navigationController?.navigationBar`).
        let last = receiver.split(separator: ".").last.map { $0.lowercased() } ?? ""
        guard (last.contains("navigationbar") || last.contains("navbar")) && !last.contains("button") && !last.contains("item")
                || receiver.contains("UINavigationBar appearance") || receiver.contains("UINavigationBar.appearance")
        else { return nil }
        let compact = image.filter { !$0.isWhitespace }
        if ["UIImage()", "UIImage.init()", ".init()", "[UIImagenew]", "[[UIImagealloc]init]"].contains(compact) {
            return .clearsNavigationBarBackground
        }
        return compact.isEmpty || compact == "nil" ? nil : .setsNavigationBarBackgroundImage
    }

    /// Whether a view added to the root view with `addSubview` is one that covers its top, from how
    /// the code names it (the audit does not work out frames): an embedded child's view (`….view`),
    /// or a name one of whose words says background, backdrop, gradient, header, overlay, dimming,
    /// image, blur, map, web, video, player, camera or preview, or that ends in a scroll, table or
    /// collection view. A button, a label or a card added to the root view does not: on real apps the
    /// covering views the audit missed were named so (a full-size `backgroundView`, an embedded
    /// launch screen's `child.view`, a `headerImageView`), and the subviews that did not cover were
    /// controls, labels and cards.
    package static func addedSubviewCovers(_ argument: String) -> Bool {
        let text = String(argument.reversed().drop(while: \.isWhitespace).reversed())
        if text.hasSuffix(".view") || text.hasSuffix(".view!") || text.hasSuffix(".view?") { return true }
        // The last name of the expression (`self.backgroundView`, `_headerImageView`), split into words.
        let name = text.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).last.map(String.init) ?? ""
        for suffix in ["ScrollView", "scrollView", "TableView", "tableView", "CollectionView", "collectionView"]
        where name.hasSuffix(suffix) {
            return true
        }
        var words: [String] = []
        var word = ""
        for c in name {
            if c.isUppercase, !word.isEmpty { words.append(word); word = "" }
            word.append(Character(c.lowercased()))
        }
        if !word.isEmpty { words.append(word) }
        return words.contains { coveringWords.contains($0) }
    }

    private static let coveringWords: Set<String> = [
        "background", "backdrop", "gradient", "header", "overlay", "dimming", "image", "blur", "map", "web", "video",
        "player", "camera", "preview",
        // A navigation bar of the app's own added to the root view (`view.addSubview(navigationBar)`,
        // ello's `ElloNavigationBar` with its black status bar strip) sits at the top, under the bar.
        "navigation", "nav",
    ]

    /// A root view is covered by a blur too: a method of `view` whose name says blur, in any case
    /// (as `name.lowercased().contains("blur")`, without making the lowercased string: the Swift
    /// reader asks it of most calls, and only ASCII letters lowercase to `b`, `l`, `u`, `r`).
    package static func namesBlur(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            guard bytes.count >= 4 else { return false }
            for start in 0...(bytes.count - 4) where bytes[start] | 0x20 == UInt8(ascii: "b")
                && bytes[start + 1] | 0x20 == UInt8(ascii: "l") && bytes[start + 2] | 0x20 == UInt8(ascii: "u")
                && bytes[start + 3] | 0x20 == UInt8(ascii: "r") {
                return true
            }
            return false
        }
    }

    var swiftTriggers: [ScanTrigger] {
        switch self {
        case .setNeedsStatusBarAppearanceUpdate: [.always("tatusBar")]
        case .present: [.always("present("), .always("presentViewController(")]
        case .pushViewController: [.always("pushViewController")]
        case .show: [.always("show("), .always("showDetailViewController")]
        case .setViewControllers: [.always("setViewControllers"), .always("iewControllers")]
        case .setNavigationBarHidden: [.always("NavigationBarHidden")]
        case .instantiateViewController: [.always("instantiate")]
        case .coversRootView:
            [.inController("insertSubview"), .inController("addSubview"), .inController("Sublayer"), .inController("blur"),
             .inController("Blur")]
        case .clearsNavigationBarBackground, .setsNavigationBarBackgroundImage: [.always("setBackgroundImage")]
        case .addChild: [.inController("addChild")]
        // What is handed over: a controller's navigation controller, as a labelled argument
        // (`navigationController: navigationController`; handing `self` alone has no word of its
        // own: a file that does only that is not read in full).
        case .handsController: [.always(HeldReference.navigationControllerName.dropFirst().description + ":")]
        // Read only where the function shows the local: the show's words trigger the reading.
        // A method given a local: where the local is made (an initializer, a storyboard) says so.
        case .callsOnController, .passesController, .handsSelf, .keepsController: []
        case .makesSplitView: [.always("UISplitViewController")]
        }
    }

    var objcTriggers: [String] {
        switch self {
        case .setNeedsStatusBarAppearanceUpdate: ["tatusBar"]
        case .present: ["presentViewController", "presentModalViewController"]
        case .pushViewController: ["pushViewController"]
        case .show: ["showViewController", "showDetailViewController"]
        case .setViewControllers: ["iewControllers"]
        case .setNavigationBarHidden: ["avigationBarHidden"]
        case .instantiateViewController: ["instantiate"]
        case .coversRootView: ["insertSubview", "addSubview", "Sublayer", "blur", "Blur"]
        case .clearsNavigationBarBackground, .setsNavigationBarBackgroundImage: ["setBackgroundImage"]
        case .addChild: ["addChildViewController"]
        case .handsController: [HeldReference.navigationControllerName.dropFirst().description + ":"]
        case .callsOnController, .passesController, .handsSelf, .keepsController: []
        case .makesSplitView: ["UISplitViewController"]
        }
    }
}

/// What an assignment assigns: a watched UIKit property, or another property that an answer reads
/// (a stored property of the app's, `isDarkTheme`; its assignments are kept only then).
package enum AssignedProperty: Sendable, Hashable, Codable {
    case watched(WatchedProperty)
    /// The property's name as written (an Objective-C instance variable without its `_`).
    case stored(String)

    /// The name the facts give: the watched property's raw value (`navigationBar.barTintColor`),
    /// or the stored property's name.
    package var name: String {
        switch self {
        case .watched(let p): p.rawValue
        case .stored(let name): name
        }
    }
}

extension SourceFacts {
    /// The watched members these facts record: the assignments of watched properties, the calls and
    /// the overrides, in that order.
    package var recordedMembers: [WatchedMember] {
        // Plain loops: the chained `compactMap { $0.watched.map(…) }` crashed Swift 6.3.1's
        // optimizer (SIL ownership verifier) in release builds.
        var members: [WatchedMember] = []
        for assignment in self.assignments {
            if case .watched(let property) = assignment.property { members.append(.property(property)) }
        }
        for call in self.calls { members.append(.call(call.kind)) }
        for override in self.overrides { members.append(.override(override.member)) }
        return members
    }
}

/// How a deprecated API is written in one language: the name (Swift: a member name, or a method's
/// signature with its labels; Objective-C: a member name, a full selector or a constant) and where
/// the readers look for it.
package struct DeprecatedSpelling: Sendable, Hashable {
    package enum Form: Sendable, Hashable {
        /// A property of the application (`UIApplication.shared.statusBarStyle`), read or written.
        case applicationProperty
        /// A method of the application, by name in Swift (`setStatusBarStyle`), by full selector in
        /// Objective-C (`setStatusBarStyle:animated:`), and how it uses the API.
        case applicationMethod(DeprecatedUse.Access)
        /// A status bar style: a case of `UIStatusBarStyle` in Swift (`blackOpaque`), a constant in
        /// Objective-C (`UIStatusBarStyleBlackOpaque`).
        case style
        /// A method of any receiver, by signature in Swift (`setOverrideTraitCollection(_:forChild:)`),
        /// by full selector in Objective-C, and how it uses the API.
        case method(DeprecatedUse.Access)
        /// A property of any receiver (`overrideTraitCollection`), read or written.
        case property
    }

    package var name: String
    package var form: Form

    package init(_ name: String, _ form: Form) {
        self.name = name
        self.form = form
    }
}

/// The deprecated APIs in the vocabulary: each case's Swift and Objective-C spellings, which both
/// readers look up, and the bytes that make a file worth a full read, which both byte scans use.
extension DeprecatedAPI {
    package var swiftSpellings: [DeprecatedSpelling] {
        switch self {
        case .setStatusBarStyle: [DeprecatedSpelling("setStatusBarStyle", .applicationMethod(.call))]
        case .setStatusBarHidden: [DeprecatedSpelling("setStatusBarHidden", .applicationMethod(.call))]
        case .statusBarStyle: [DeprecatedSpelling("statusBarStyle", .applicationProperty)]
        case .isStatusBarHidden: [DeprecatedSpelling("isStatusBarHidden", .applicationProperty), DeprecatedSpelling("statusBarHidden", .applicationProperty)]
        case .statusBarFrame: [DeprecatedSpelling("statusBarFrame", .applicationProperty)]
        case .statusBarOrientation: [DeprecatedSpelling("statusBarOrientation", .applicationProperty)]
        case .networkActivityIndicatorVisible:
            [DeprecatedSpelling("isNetworkActivityIndicatorVisible", .applicationProperty),
             DeprecatedSpelling("networkActivityIndicatorVisible", .applicationProperty)]
        case .blackOpaque: [DeprecatedSpelling("blackOpaque", .style)]
        case .blackTranslucent: [DeprecatedSpelling("blackTranslucent", .style)]
        case .setOverrideTraitCollection:
            [DeprecatedSpelling("setOverrideTraitCollection(_:forChild:)", .method(.call)),
             DeprecatedSpelling("overrideTraitCollection(forChild:)", .method(.read))]
        case .presentationControllerOverrideTraitCollection: [DeprecatedSpelling("overrideTraitCollection", .property)]
        }
    }

    package var objcSpellings: [DeprecatedSpelling] {
        switch self {
        case .setStatusBarStyle:
            [DeprecatedSpelling("setStatusBarStyle:animated:", .applicationMethod(.call)),
             DeprecatedSpelling("setStatusBarStyle:", .applicationMethod(.call))]
        case .setStatusBarHidden:
            [DeprecatedSpelling("setStatusBarHidden:withAnimation:", .applicationMethod(.call)),
             DeprecatedSpelling("setStatusBarHidden:animated:", .applicationMethod(.call)),
             DeprecatedSpelling("setStatusBarHidden:", .applicationMethod(.call))]
        case .statusBarStyle: [DeprecatedSpelling("statusBarStyle", .applicationProperty)]
        case .isStatusBarHidden: [DeprecatedSpelling("isStatusBarHidden", .applicationProperty), DeprecatedSpelling("statusBarHidden", .applicationProperty)]
        case .statusBarFrame: [DeprecatedSpelling("statusBarFrame", .applicationProperty)]
        case .statusBarOrientation:
            [DeprecatedSpelling("statusBarOrientation", .applicationProperty),
             DeprecatedSpelling("setStatusBarOrientation:animated:", .applicationMethod(.call)),
             DeprecatedSpelling("setStatusBarOrientation:", .applicationMethod(.call))]
        case .networkActivityIndicatorVisible:
            [DeprecatedSpelling("isNetworkActivityIndicatorVisible", .applicationProperty),
             DeprecatedSpelling("networkActivityIndicatorVisible", .applicationProperty),
             DeprecatedSpelling("setNetworkActivityIndicatorVisible:", .applicationMethod(.write))]
        case .blackOpaque: [DeprecatedSpelling("UIStatusBarStyleBlackOpaque", .style)]
        case .blackTranslucent: [DeprecatedSpelling("UIStatusBarStyleBlackTranslucent", .style)]
        case .setOverrideTraitCollection:
            [DeprecatedSpelling("setOverrideTraitCollection:forChildViewController:", .method(.call)),
             DeprecatedSpelling("overrideTraitCollectionForChildViewController:", .method(.read))]
        case .presentationControllerOverrideTraitCollection: [DeprecatedSpelling("overrideTraitCollection", .property)]
        }
    }

    /// The bytes that make a Swift file worth a parse for this API: `tatusBar` for the status bar's
    /// own (a style case is read only next to `UIStatusBarStyle` or a status bar member).
    package var swiftTriggers: [String] { triggers }

    /// The API as messages name it in Swift: `UIApplication.setStatusBarStyle(_:animated:)`.
    package var swiftDisplayName: String {
        switch self {
        case .setStatusBarStyle: "UIApplication.setStatusBarStyle(_:animated:)"
        case .setStatusBarHidden: "UIApplication.setStatusBarHidden(_:with:)"
        case .statusBarStyle: "UIApplication.statusBarStyle"
        case .isStatusBarHidden: "UIApplication.isStatusBarHidden"
        case .statusBarFrame: "UIApplication.statusBarFrame"
        case .statusBarOrientation: "UIApplication.statusBarOrientation"
        case .networkActivityIndicatorVisible: "UIApplication.isNetworkActivityIndicatorVisible"
        case .blackOpaque: "UIStatusBarStyle.blackOpaque"
        case .blackTranslucent: "UIStatusBarStyle.blackTranslucent"
        case .setOverrideTraitCollection: "setOverrideTraitCollection(_:forChild:)"
        case .presentationControllerOverrideTraitCollection: "UIPresentationController.overrideTraitCollection"
        }
    }

    /// The API as messages name it in Objective-C: `-[UIApplication setStatusBarStyle:animated:]`.
    package var objcDisplayName: String {
        switch self {
        case .setStatusBarStyle: "-[UIApplication setStatusBarStyle:animated:]"
        case .setStatusBarHidden: "-[UIApplication setStatusBarHidden:withAnimation:]"
        case .statusBarStyle: "UIApplication.statusBarStyle"
        case .isStatusBarHidden: "UIApplication.statusBarHidden"
        case .statusBarFrame: "UIApplication.statusBarFrame"
        case .statusBarOrientation: "UIApplication.statusBarOrientation"
        case .networkActivityIndicatorVisible: "UIApplication.networkActivityIndicatorVisible"
        case .blackOpaque: "UIStatusBarStyleBlackOpaque"
        case .blackTranslucent: "UIStatusBarStyleBlackTranslucent"
        case .setOverrideTraitCollection: "-[UIViewController setOverrideTraitCollection:forChildViewController:]"
        case .presentationControllerOverrideTraitCollection: "UIPresentationController.overrideTraitCollection"
        }
    }

    /// The bytes that make an Objective-C file worth a read for this API.
    package var objcTriggers: [String] { triggers }

    private var triggers: [String] {
        switch self {
        case .setStatusBarStyle, .setStatusBarHidden, .statusBarStyle, .isStatusBarHidden, .statusBarFrame, .statusBarOrientation,
             .blackOpaque, .blackTranslucent: ["tatusBar"]
        case .networkActivityIndicatorVisible: ["ActivityIndicatorVisible"]
        case .setOverrideTraitCollection, .presentationControllerOverrideTraitCollection: ["verrideTraitCollection"]
        }
    }

    /// The Swift spellings of one form, by name (the readers' lookup tables).
    package static func swiftNames(_ matches: (DeprecatedSpelling.Form) -> Bool) -> [String: (api: DeprecatedAPI, form: DeprecatedSpelling.Form)] {
        names(allCases.flatMap { api in api.swiftSpellings.map { (api, $0) } }, matches)
    }

    /// The Objective-C spellings of one form, by name (the readers' lookup tables).
    package static func objcNames(_ matches: (DeprecatedSpelling.Form) -> Bool) -> [String: (api: DeprecatedAPI, form: DeprecatedSpelling.Form)] {
        names(allCases.flatMap { api in api.objcSpellings.map { (api, $0) } }, matches)
    }

    private static func names(_ spellings: [(DeprecatedAPI, DeprecatedSpelling)], _ matches: (DeprecatedSpelling.Form) -> Bool)
        -> [String: (api: DeprecatedAPI, form: DeprecatedSpelling.Form)] {
        var table: [String: (api: DeprecatedAPI, form: DeprecatedSpelling.Form)] = [:]
        for (api, spelling) in spellings where matches(spelling.form) && table[spelling.name] == nil {
            table[spelling.name] = (api, spelling.form)
        }
        return table
    }
}

extension DeprecatedSpelling.Form {
    /// How a use of this spelling uses the API, when the form says (a method); `nil` for a property,
    /// read or written by where it stands.
    package var access: DeprecatedUse.Access? {
        switch self {
        case .applicationMethod(let a), .method(let a): a
        case .applicationProperty, .style, .property: nil
        }
    }

    package var isApplicationProperty: Bool { if case .applicationProperty = self { true } else { false } }
    package var isApplicationMethod: Bool { if case .applicationMethod = self { true } else { false } }
    package var isStyle: Bool { if case .style = self { true } else { false } }
    package var isMethod: Bool { if case .method = self { true } else { false } }
    package var isProperty: Bool { if case .property = self { true } else { false } }
}
