import UIKit

final class WeatherViewController: UIViewController {}

final class VesselListViewController: UITableViewController {}
