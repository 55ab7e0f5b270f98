import SourceModel
import StatusBarEngine

/// A UIKit (or system framework) controller class the audit knows, with what it is to the engine.
package struct SystemController: Sendable, Hashable {
    package let name: String
    package let framework: String
    /// The engine kind whose defaults the class has (R5–R7).
    package let kind: ControllerKind
    /// The superclass, for system classes that subclass another (UIImagePickerController is a
    /// UINavigationController).
    package let superclass: String?
    /// How the class is usually presented when the app does not say (`nil`: as the caller says).
    package let usualPresentation: ModalPresentationStyle?
    package let note: String

    /// Every system controller class the audit knows, by name.
    package static let all: [String: SystemController] = {
        let list: [SystemController] = [
            .init(name: "UIViewController", framework: "UIKit", kind: .viewController, superclass: nil, usualPresentation: nil, note: ""),
            .init(name: "UINavigationController", framework: "UIKit", kind: .navigation, superclass: "UIViewController", usualPresentation: nil, note: ""),
            .init(name: "UITabBarController", framework: "UIKit", kind: .tabBar, superclass: "UIViewController", usualPresentation: nil, note: ""),
            .init(name: "UISplitViewController", framework: "UIKit", kind: .split, superclass: "UIViewController", usualPresentation: nil, note: ""),
            .init(name: "UIPageViewController", framework: "UIKit", kind: .page, superclass: "UIViewController", usualPresentation: nil, note: ""),
            .init(name: "UITableViewController", framework: "UIKit", kind: .viewController, superclass: "UIViewController", usualPresentation: nil, note: ""),
            .init(name: "UICollectionViewController", framework: "UIKit", kind: .viewController, superclass: "UIViewController", usualPresentation: nil, note: ""),
            .init(name: SwiftUIMember.hostingController.swiftName, framework: "SwiftUI", kind: .viewController, superclass: "UIViewController", usualPresentation: nil, note: "hosts SwiftUI; SwiftUI's statusBarHidden modifier is not a UIKit override"),
            .init(name: "UIAlertController", framework: "UIKit", kind: .viewController, superclass: "UIViewController", usualPresentation: .custom, note: "alerts and action sheets never take control of the status bar"),
            .init(name: "UIImagePickerController", framework: "UIKit", kind: .navigation, superclass: "UINavigationController", usualPresentation: nil, note: ""),
            .init(name: "UIVideoEditorController", framework: "UIKit", kind: .navigation, superclass: "UINavigationController", usualPresentation: nil, note: ""),
            .init(name: "UIActivityViewController", framework: "UIKit", kind: .viewController, superclass: "UIViewController", usualPresentation: .pageSheet, note: ""),
            .init(name: "UIDocumentPickerViewController", framework: "UIKit", kind: .viewController, superclass: "UIViewController", usualPresentation: .formSheet, note: ""),
            .init(name: "UIDocumentBrowserViewController", framework: "UIKit", kind: .viewController, superclass: "UIViewController", usualPresentation: nil, note: ""),
            .init(name: "UIReferenceLibraryViewController", framework: "UIKit", kind: .viewController, superclass: "UIViewController", usualPresentation: nil, note: ""),
            .init(name: "UISearchController", framework: "UIKit", kind: .viewController, superclass: "UIViewController", usualPresentation: nil, note: ""),
            .init(name: "UIInputViewController", framework: "UIKit", kind: .viewController, superclass: "UIViewController", usualPresentation: nil, note: ""),
            .init(name: "UIFontPickerViewController", framework: "UIKit", kind: .viewController, superclass: "UIViewController", usualPresentation: nil, note: ""),
            .init(name: "UIColorPickerViewController", framework: "UIKit", kind: .viewController, superclass: "UIViewController", usualPresentation: nil, note: ""),
            .init(name: "UICloudSharingController", framework: "UIKit", kind: .viewController, superclass: "UIViewController", usualPresentation: nil, note: ""),
            .init(name: "SFSafariViewController", framework: "SafariServices", kind: .viewController, superclass: "UIViewController", usualPresentation: nil, note: "Safari decides its own status bar content"),
            .init(name: "AVPlayerViewController", framework: "AVKit", kind: .viewController, superclass: "UIViewController", usualPresentation: .fullScreen, note: ""),
            .init(name: "QLPreviewController", framework: "QuickLook", kind: .viewController, superclass: "UIViewController", usualPresentation: nil, note: ""),
            .init(name: "MFMailComposeViewController", framework: "MessageUI", kind: .navigation, superclass: "UINavigationController", usualPresentation: nil, note: ""),
            .init(name: "MFMessageComposeViewController", framework: "MessageUI", kind: .navigation, superclass: "UINavigationController", usualPresentation: nil, note: ""),
            .init(name: "CNContactViewController", framework: "ContactsUI", kind: .viewController, superclass: "UIViewController", usualPresentation: nil, note: ""),
            .init(name: "CNContactPickerViewController", framework: "ContactsUI", kind: .viewController, superclass: "UIViewController", usualPresentation: nil, note: ""),
            .init(name: "PHPickerViewController", framework: "PhotosUI", kind: .viewController, superclass: "UIViewController", usualPresentation: nil, note: ""),
            .init(name: "SKStoreProductViewController", framework: "StoreKit", kind: .viewController, superclass: "UIViewController", usualPresentation: nil, note: ""),
            .init(name: "GLKViewController", framework: "GLKit", kind: .viewController, superclass: "UIViewController", usualPresentation: nil, note: ""),
            .init(name: "GCEventViewController", framework: "GameController", kind: .viewController, superclass: "UIViewController", usualPresentation: nil, note: ""),
        ]
        return Dictionary(uniqueKeysWithValues: list.map { ($0.name, $0) })
    }()
}
