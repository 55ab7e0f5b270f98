import UIKit
import class Foundation.NSObject

// class CommentedViewController: UIViewController {}
/* A nested /* block */ comment:
   class AlsoCommented: UIViewController {}
*/
let banner = "class InString: UIViewController {}"
let raw = #"class InRawString: UIViewController { "quoted" }"#
let multi = """
    class InMultiline: UIViewController {}
    \(banner.count) "quotes" \("class InInterpolation: X {}".count)
    """
let interpolated = "total: \(["class", "Fake"].joined(separator: ")"))"

#if false
class DisabledViewController: UIViewController {}
#elseif DEBUG
class DebugMenuViewController: UIViewController {}
#else
class ReleaseMenuViewController: UIViewController {}
#endif

protocol Refreshable: class {
    func refresh()
}

public final class `Default`: UIViewController {
    class var identifier: String { "Default" }
    class override func description() -> String { "Default" }
    struct Layout {
        class Metrics: NSObject {}
    }
}

extension UIViewController {
    class Helper<T>: Base<T>, Refreshable where T: Equatable {
        func refresh() {}
    }
}

open class GenericBase<Model: Equatable>: UIKit.UIViewController {}

#if os(iOS)
    @objc(XYZLegacyController) class LegacyController: UIViewController {}
#endif

actor ImageCache {
    final class Entry: NSObject {}
}
