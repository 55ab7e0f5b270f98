import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel

/// Everything read from an audited folder: files are read once, in parallel, and parsed only as
/// much as they must be (a byte scan decides which Swift files need SwiftSyntax); with a cache,
/// a file unchanged since an earlier run is not read at all.
///
/// The data alone, what the model is built from: the reading (`ProjectContents.read` and `gather`,
/// which run the source readers and the facts cache) is the `ProjectReading` target's, above this
/// one, so that the model and the rules compile without the readers.
package struct ProjectContents: Sendable {
    package var root: URL
    package var inventory: ProjectInventory
    /// Facts of every source file, vendored ones included (class declarations only), sorted by path.
    package var sources: [SourceFacts]
    /// For an app whose build defines compilation conditions that another app compiling the same
    /// files does not (``DiscoveredApp/definitionGroups``): those files read again with the app's
    /// own, by index in ``sources``, under the app's ``appKey(_:)``. Its screens are built from them.
    package var appSources: [String: [Int: SourceFacts]] = [:]

    /// The key of `app` in ``appSources``: its project and name.
    package static func appKey(_ app: DiscoveredApp) -> String { (app.project ?? "") + "\u{0}" + app.name }

    /// The sources as `app` is built: ``sources``, with the files its own conditions decide read with them.
    package func sources(of app: DiscoveredApp) -> [SourceFacts] {
        guard let own = appSources[Self.appKey(app)], !own.isEmpty else { return sources }
        var sources = self.sources
        for (index, facts) in own { sources[index] = facts }
        return sources
    }

    /// Storyboards and xibs outside vendored folders, sorted by path.
    package var documents: [IBDocument]
    package var skipped: [SkippedFile]
    package var errors: [LocatedError]
    /// How many source files have facts from a full parse (now or, from the cache, when they were
    /// read), for the benchmark's figures and the report's `filesParsed`.
    package var fullyParsed: Int
    /// How many files were not read because the time budget was spent (each is in `skipped`).
    package var notReadForTime: Int = 0
    /// How the cache served this run.
    package var cacheUse = CacheUse()
    /// The cache file to write after the run, when the cache is on: worked out when it is
    /// written (``Auditor`` does it on the other core while the model is built), as merging a large
    /// app's thousands of entries and comparing them with the file's takes a few hundredths of a second.
    package var cacheUpdate: PendingCacheUpdate?

    /// The cache file a run may write, not worked out yet.
    package struct PendingCacheUpdate: Sendable {
        let make: @Sendable () -> (any CacheFileUpdate)?

        package init(make: @escaping @Sendable () -> (any CacheFileUpdate)?) { self.make = make }

        /// The file to write, `nil` when nothing changed.
        package var update: (any CacheFileUpdate)? { make() }

        /// Writes the file if something changed. Returns why it could not, if it could not; never throws.
        @discardableResult
        package func write() -> String? { update?.write() }
    }

    /// What the cache did in one run.
    package struct CacheUse: Sendable, Hashable {
        /// Source files, storyboards, xibs and Xcode project files whose facts came from the cache.
        package var served = 0
        /// Those read (absent from the cache, changed, or no cache).
        package var read = 0
        /// Of those served, the ones whose bytes were not even read: their `stat` was as when they
        /// were read, long enough ago (``FileIdentity``).
        package var unread = 0
        /// Why the cache was not used or its file was ignored, if so.
        package var note: String?
    }
}

extension ProjectContents {
    /// The contents of a folder whose inventory is read, before its files are added: what the
    /// inventory skipped and the errors it met.
    package init(root: URL, inventory: ProjectInventory) {
        self.init(root: root, inventory: inventory, sources: [], documents: [], skipped: inventory.skipped,
                  errors: inventory.errors, fullyParsed: 0)
    }
}

/// A cache file to write after a run (the facts cache's `FactsCache.Update`, in `ProjectReading`).
package protocol CacheFileUpdate: Sendable {
    /// Writes the file. Returns why it could not, if it could not; never throws.
    func write() -> String?
}
