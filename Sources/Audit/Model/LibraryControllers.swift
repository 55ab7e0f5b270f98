import SourceModel
import StatusBarEngine

/// A controller class of a library an app depends on without holding its source (a CocoaPods,
/// Carthage or Swift package dependency that is not checked out), whose status bar behaviour the
/// audit knows because it was read in the library's source. A class of the app that inherits one
/// is a controller of the UIKit kind the library's class descends from, with the library's
/// answers; without this, its answers could be anything and every screen whose decider is not
/// known stayed `unknown` ("a controller class the repository does not hold").
///
/// A library's class is taken as the superclass only where the name is the library's: the file
/// that declares the app's class imports one of the library's modules (`import Eureka`,
/// `#import <MatrixKit/MatrixKit.h>`), or the superclass is written with the module
/// (`DeltaCore.GameViewController`). Where a library is vendored in the repository its own source
/// is read instead (a class the repository declares is never looked up here).
package struct LibraryController: Sendable, Hashable {
    /// The class name.
    package let name: String
    /// The modules that declare it (the Swift module, the framework an Objective-C header is in).
    package let modules: [String]
    /// Its superclass: a UIKit class, or another controller of the same library.
    package let superclass: String
    /// What its `prefersStatusBarHidden` answers (empty: it does not override it, nor does a
    /// superclass of the library).
    package let hidden: [Bool]
    /// What its `preferredStatusBarStyle` answers (empty: it does not override it).
    package let style: [StatusBarStyle]
    /// The repository and commit whose source was read, with the date, and what was found.
    package let checked: String
    /// Its style and visibility are its current page's (a page controller that forwards both to
    /// the controller it shows, and falls back to UIKit's where it shows none).
    package var forwardsToPage = false

    /// The library controllers the audit knows, by class name. Each was read in its library's
    /// source (every override and `git log -S` of the status bar members over its history: none
    /// changed in the last five years); see Docs/Audit.md, "Library controllers".
    package static let all: [String: LibraryController] = {
        // MatrixKit: every controller of the library (its Objective-C interfaces), read at d7f7bc6;
        // two answer: the attachments viewer hides the bar, a room hides it while its input
        // toolbar shows a media picker (`isStatusBarHidden`, NO at first).
        let matrixKit = "matrix-org/matrix-ios-kit d7f7bc6 (2021-12-07): no status bar member but MXKAttachmentsViewController's and MXKRoomViewController's"
        let matrixKitClasses: [(String, String)] = [
            ("MXKActivityHandlingViewController", "UIViewController"), ("MXKViewController", "MXKActivityHandlingViewController"),
            ("MXKTableViewController", "UITableViewController"), ("MXKPreviewViewController", "UINavigationController"),
            ("MXKAccountDetailsViewController", "MXKTableViewController"), ("MXKContactDetailsViewController", "MXKTableViewController"),
            ("MXKContactListViewController", "MXKTableViewController"), ("MXKCountryPickerViewController", "MXKTableViewController"),
            ("MXKLanguagePickerViewController", "MXKTableViewController"), ("MXKNotificationSettingsViewController", "MXKTableViewController"),
            ("MXKRoomSettingsViewController", "MXKTableViewController"), ("MXKAuthenticationViewController", "MXKViewController"),
            ("MXKCallViewController", "MXKViewController"), ("MXKGroupListViewController", "MXKViewController"),
            ("MXKRecentListViewController", "MXKViewController"), ("MXKRoomMemberDetailsViewController", "MXKViewController"),
            ("MXKRoomMemberListViewController", "MXKViewController"), ("MXKSearchViewController", "MXKViewController"),
            ("MXKWebViewViewController", "MXKViewController"),
        ]
        var list: [LibraryController] = matrixKitClasses.map {
            LibraryController(name: $0.0, modules: ["MatrixKit"], superclass: $0.1, hidden: [], style: [], checked: matrixKit)
        }
        // LoopKitUI: no status bar member in the whole module, ever (LoopKit/LoopKit 2f535b3, 2024-02-19).
        let loopKit = "LoopKit/LoopKit 2f535b3 (2024-02-19), LoopKitUI: no status bar member in the whole module, ever"
        let loopKitClasses: [(String, String)] = [
            ("AddEditOverrideTableViewController", "UITableViewController"), ("CommandResponseViewController", "UIViewController"),
            ("DailyValueScheduleTableViewController", "UITableViewController"), ("DateAndDurationTableViewController", "UITableViewController"),
            ("DailyQuantityScheduleTableViewController", "SingleValueScheduleTableViewController"),
            ("GlucoseEntryTableViewController", "TextFieldTableViewController"),
            ("GlucoseRangeScheduleTableViewController", "UITableViewController"),
            ("InsulinSensitivityScheduleViewController", "DailyValueScheduleTableViewController"),
            ("LegacyInsulinDeliveryTableViewController", "UITableViewController"), ("OverrideSelectionViewController", "UICollectionViewController"),
            ("PercentageTextFieldTableViewController", "TextFieldTableViewController"), ("RadioSelectionTableViewController", "UITableViewController"),
            ("ServiceNavigationController", "UINavigationController"), ("SettingsNavigationViewController", "UINavigationController"),
            ("CGMManagerSettingsNavigationViewController", "SettingsNavigationViewController"),
            ("PumpManagerSettingsNavigationViewController", "SettingsNavigationViewController"),
            ("SetupTableViewController", "UITableViewController"), ("SingleValueScheduleTableViewController", "DailyValueScheduleTableViewController"),
            ("TextFieldTableViewController", "UITableViewController"), ("ChartsTableViewController", "UITableViewController"),
            ("DismissibleHostingController", SwiftUIMember.hostingController.swiftName),
        ]
        list += loopKitClasses.map {
            LibraryController(name: $0.0, modules: ["LoopKitUI"], superclass: $0.1, hidden: [], style: [], checked: loopKit)
        }
        list += [
            .init(name: "MXKAttachmentsViewController", modules: ["MatrixKit"], superclass: "MXKViewController", hidden: [true], style: [],
                  checked: "matrix-org/matrix-ios-kit d7f7bc6 (2021-12-07): `- (BOOL)prefersStatusBarHidden { return YES; }` since 2017 (it also sets the application's statusBarHidden as it appears and disappears)"),
            .init(name: "MXKRoomViewController", modules: ["MatrixKit"], superclass: "MXKViewController", hidden: [false, true], style: [],
                  checked: "matrix-org/matrix-ios-kit d7f7bc6 (2021-12-07): `prefersStatusBarHidden` returns `isStatusBarHidden`, NO at first, YES while its input toolbar shows a media picker, since 2017"),
        ]
        list += [
            .init(name: "FormViewController", modules: ["Eureka"], superclass: "UIViewController", hidden: [], style: [],
                  checked: "xmartlabs/Eureka 028ef8e (2024-05-23): no status bar member, ever"),
            .init(name: "MessagesViewController", modules: ["MessageKit"], superclass: "UIViewController", hidden: [], style: [],
                  checked: "MessageKit/MessageKit b4493fe (2026-02-27) and its tags 4.0.0 (f3f61eb) to 5.0.0: no status bar member in MessagesViewController or its extensions"),
            .init(name: "KINWebBrowserViewController", modules: ["KINWebBrowser"], superclass: "UIViewController", hidden: [], style: [],
                  checked: "dfmuir/KINWebBrowser 89ff0fc (2017-04-06, its last commit): no status bar member, ever"),
            .init(name: "ASDKViewController", modules: ["AsyncDisplayKit", "Texture"], superclass: "UIViewController", hidden: [], style: [],
                  checked: "TextureGroup/Texture be0b74b (2025-05-22): no status bar member in the library's sources since 2014"),
            .init(name: "ASViewController", modules: ["AsyncDisplayKit", "Texture"], superclass: "UIViewController", hidden: [], style: [],
                  checked: "TextureGroup/Texture, the name before c5f69f0 (2020-06-29): no status bar member"),
            .init(name: "RSTLaunchViewController", modules: ["Roxas"], superclass: "UIViewController", hidden: [], style: [],
                  checked: "rileytestut/Roxas 0c7d89f (2025-11-11): no status bar member; the launch screen's controller is not made a child"),
            .init(name: "PagerTabStripViewController", modules: ["XLPagerTabStrip"], superclass: "UIViewController", hidden: [], style: [],
                  checked: "xmartlabs/XLPagerTabStrip 211ed62 (2023-07-27): no status bar member and no forwarding to its pages, ever"),
            .init(name: "ButtonBarPagerTabStripViewController", modules: ["XLPagerTabStrip"], superclass: "UIViewController", hidden: [], style: [],
                  checked: "xmartlabs/XLPagerTabStrip 211ed62 (2023-07-27): no status bar member and no forwarding to its pages, ever"),
            .init(name: "GameViewController", modules: ["DeltaCore"], superclass: "UIViewController", hidden: [true], style: [],
                  checked: "rileytestut/DeltaCore 633dfa8 (2026-07-21): `open override var prefersStatusBarHidden: Bool { return true }` since 2016"),
            .init(name: "PageboyViewController", modules: ["Pageboy"], superclass: "UIViewController", hidden: [], style: [],
                  checked: "uias/Pageboy d522ccd (2025-12-27): preferredStatusBarStyle and prefersStatusBarHidden forward to `currentViewController` (the page shown), else `super`; unchanged since 2019",
                  forwardsToPage: true),
            .init(name: "TabmanViewController", modules: ["Tabman"], superclass: "UIViewController", hidden: [], style: [],
                  checked: "uias/Tabman b666020 (2026-06-28): no status bar member of its own; a PageboyViewController (forwards to the page shown)",
                  forwardsToPage: true),
        ]
        return Dictionary(uniqueKeysWithValues: list.map { ($0.name, $0) })
    }()

    /// Itself, then its superclasses in the same library, nearest first.
    private var chain: [LibraryController] {
        var result = [self]
        while result.count < 8, let next = LibraryController.all[result[result.count - 1].superclass], next.modules == modules {
            result.append(next)
        }
        return result
    }

    /// The UIKit class at the top of its chain (through the library's own superclasses).
    package var system: String { chain[chain.count - 1].superclass }

    /// What its chain in the library answers: the nearest class that overrides each member.
    package var answers: (hidden: [Bool], style: [StatusBarStyle], forwardsToPage: Bool) {
        let chain = self.chain
        return (hidden: chain.first { !$0.hidden.isEmpty }?.hidden ?? [], style: chain.first { !$0.style.isEmpty }?.style ?? [],
                forwardsToPage: chain.contains { $0.forwardsToPage })
    }

    /// True for a name no other library or app would use: a prefix of capitals before the first
    /// word (`MXKViewController`, `RSTLaunchViewController`, `ASDKViewController`). Such a name is
    /// the library's without an import: Objective-C classes share one namespace, and a Swift file
    /// sees them through a bridging header or an umbrella header another header imports.
    package var isDistinctive: Bool { name.prefix(3).allSatisfy(\.isUppercase) }

    /// The library controller a superclass names, as written in a class whose files import
    /// `imports`: `Module.Name` with the library's module, or `Name` where a module of the
    /// library is imported or the name is distinctive (``isDistinctive``).
    package static func named(_ written: String, imports: [String]) -> LibraryController? {
        var name = Substring(written)
        if let lt = name.firstIndex(of: "<") { name = name[..<lt] }
        if let dot = name.lastIndex(of: ".") {
            let module = name[..<dot]
            guard let library = all[String(name[name.index(after: dot)...])], library.modules.contains(where: { $0 == module }) else { return nil }
            return library
        }
        guard let library = all[String(name)], library.isDistinctive || library.modules.contains(where: imports.contains) else { return nil }
        return library
    }
}

/// A method of a library an app depends on without holding its source that presents the
/// controller it is given (`presentPanModal(menu, sourceView: button)`), whose presentation the
/// audit knows because it was read in the library's source: the style and capture it sets on the
/// controller before it presents it from the caller, on an iPhone. Recognized only where a file of
/// the app imports one of the library's modules (Swift makes an imported module's extension
/// members visible in every file of the importing module) and the app declares no method of that
/// name that shows its parameter (a vendored copy is read as the app's own code).
package struct LibraryPresenter: Sendable, Hashable {
    /// The method's name and the argument's key, as ``Call/passedTo(method:label:)`` writes them.
    package let key: String
    package let modules: [String]
    /// The style it sets on an iPhone (an iPad's popover is not modelled: the audit's device is an iPhone).
    package let style: ModalPresentationStyle
    package let captures: Bool
    /// The repository and commit whose source was read, and what was found.
    package let checked: String

    package static let all: [String: LibraryPresenter] = {
        let list: [LibraryPresenter] = [
            // slackhq/PanModal 76ab89f (2025-11-03; the capture since f7cb63c, 2019-03-14) and its fork
            // brave/PanModal e67e9ef, identical here: `presentPanModal(_:sourceView:sourceRect:completion:)`
            // sets `.custom`, the capture and its transitioning delegate on an iPhone, `.popover` on an
            // iPad, then calls `present`.
            .init(key: Call.passedTo(method: "presentPanModal", label: "_0"), modules: ["PanModal"], style: .custom, captures: true,
                  checked: "slackhq/PanModal 76ab89f, brave/PanModal e67e9ef: `presentPanModal` sets `.custom` and `modalPresentationCapturesStatusBarAppearance = true` on an iPhone"),
        ]
        return Dictionary(uniqueKeysWithValues: list.map { ($0.key, $0) })
    }()

    /// The library presenters whose module one of `imports` is, by key.
    package static func imported(by imports: Set<String>) -> [String: LibraryPresenter] {
        all.filter { $0.value.modules.contains(where: imports.contains) }
    }
}
