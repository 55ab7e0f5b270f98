import UIKit

final class ChartPickerViewController: UIViewController {}
