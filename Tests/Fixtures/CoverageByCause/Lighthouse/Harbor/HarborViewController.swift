import UIKit

protocol Router: AnyObject {
    func route(to controller: UIViewController)
}

/// The first screen. It is in no navigation controller, so its pushes go nowhere the audit can see.
final class HarborViewController: UIViewController {
    var router: Router?

    func showWelcome() {
        let welcome = storyboard!.instantiateViewController(withIdentifier: "Welcome")
        router?.route(to: welcome)
    }

    func openTides() { navigationController?.pushViewController(TideTableViewController(), animated: true) }
    func openWeather() { navigationController?.pushViewController(WeatherViewController(), animated: true) }
    func openVessels() { navigationController?.pushViewController(VesselListViewController(), animated: true) }
    func openCrew() { navigationController?.pushViewController(CrewViewController(), animated: true) }

    @objc func pickChart(_ sender: UIBarButtonItem) {
        let picker = ChartPickerViewController()
        picker.modalPresentationStyle = .popover
        picker.popoverPresentationController?.barButtonItem = sender
        present(picker, animated: true)
    }

    func openLogbook() {
        let logbook = LogbookViewController()
        logbook.modalPresentationStyle = .fullScreen
        present(logbook, animated: true)
    }
}

final class WelcomeViewController: UIViewController {}
