import UIKit

final class TideTableViewController: UITableViewController {}
