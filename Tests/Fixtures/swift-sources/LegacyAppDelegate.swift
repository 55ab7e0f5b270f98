// Swift 2 era code, kept in the project but still compiled by nobody.
import UIKit

@UIApplicationMain
class LegacyAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(application: UIApplication, didFinishLaunchingWithOptions launchOptions: [NSObject: AnyObject]?) -> Bool {
        UIApplication.sharedApplication().statusBarStyle = .LightContent
        application.setStatusBarHidden(false, withAnimation: .Fade)
        UINavigationBar.appearance().barStyle = .Black
        return true
    }
}

class LegacyRootViewController: UIViewController {
    override func preferredStatusBarStyle() -> UIStatusBarStyle {
        return .LightContent
    }

    override func prefersStatusBarHidden() -> Bool {
        return false
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.whiteColor()
        let about = AboutViewController(nibName: "About", bundle: nil)
        about.modalPresentationStyle = .OverFullScreen
        presentViewController(about, animated: true, completion: nil)
    }
}

class AboutViewController: UIViewController {}
