import UIKit

// Only for Xcode previews while designing: left out of the library by the glob's exclude.
final class DockPreviewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        UIApplication.shared.statusBarStyle = .lightContent
    }
}
