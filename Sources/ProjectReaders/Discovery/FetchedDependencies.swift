/// Dependencies a dependency manager fetches when the app is built, which the checkout does not
/// hold: CocoaPods' pods (a `Podfile` with no `Pods` folder beside it) and Carthage's checkouts (a
/// `Cartfile` with no `Carthage/Checkouts` folder beside it). Like a submodule not checked out,
/// their code, storyboards and classes exist for the app's build but not for the audit, which must
/// not call a class they may declare unknown.
///
/// A Swift package that Xcode resolves is never in the checkout either, but a storyboard names a
/// Swift class of a package with the package's module, which the audit already leaves alone; an
/// Objective-C class of a resolved package named with no module is not told apart.
package enum FetchedDependencies {
    /// A dependency manager, by its manifest and the folder it fetches into beside it.
    package enum Manager: CaseIterable, Sendable {
        case cocoaPods, carthage

        /// The manifest's file name.
        package var manifest: String {
            switch self {
            case .cocoaPods: "Podfile"
            case .carthage: "Cartfile"
            }
        }

        /// The folder beside the manifest that holds the fetched code.
        package var fetchedFolder: String {
            switch self {
            case .cocoaPods: "Pods"
            case .carthage: "Carthage/Checkouts"
            }
        }

        /// How a report names what is not read.
        package var whatIsNotRead: String {
            switch self {
            case .cocoaPods: "CocoaPods dependencies not checked in (no 'Pods' folder beside the Podfile)"
            case .carthage: "Carthage dependencies not checked out (no 'Carthage/Checkouts' folder beside the Cartfile)"
            }
        }
    }

    /// The manifests (relative paths, sorted) of the walk, outside vendored code, whose fetched
    /// folder holds no file the walk found.
    package static func notCheckedOut(_ files: ProjectFiles) -> [String] {
        var missing: [String] = []
        for file in files.files where !file.isVendored {
            guard let manager = manager(ofManifest: file.path) else { continue }
            let folder = String(file.path.dropLast(manager.manifest.count))
            if !files.holdsFile(under: folder + manager.fetchedFolder + "/") { missing.append(file.path) }
        }
        return missing.sorted()
    }

    /// The manager whose manifest `path` is.
    package static func manager(ofManifest path: String) -> Manager? {
        let name = ProjectPaths.lastComponent(path)
        return Manager.allCases.first { $0.manifest == name }
    }
}
