import Dispatch
import Foundation
import InterfaceBuilderReader
import ObjCSourceReader
import ProjectReaders
import SourceModel
import SwiftSourceReader

/// Everything read from an audited folder: files are read once, in parallel, and parsed only as
/// much as they must be (a byte scan decides which Swift files need SwiftSyntax).
package struct ProjectContents: Sendable {
    package var root: URL
    package var inventory: ProjectInventory
    /// Facts of every source file, vendored ones included (class declarations only), sorted by path.
    package var sources: [SourceFacts]
    /// Storyboards and xibs outside vendored folders, sorted by path.
    package var documents: [IBDocument]
    package var skipped: [SkippedFile]
    package var errors: [LocatedError]
    /// How many source files needed a full parse (for the benchmark's figures).
    package var fullyParsed: Int
    /// How many files were not read because the time budget was spent (each is in `skipped`).
    package var notReadForTime: Int = 0

    /// Reads the folder. Once `budget` is spent, source files, storyboards and xibs not yet read
    /// are skipped with the budget's reason (the project files and Info.plists are always read:
    /// the apps depend on them).
    package static func read(root: URL, configuration: String? = nil,
                             excluded: @escaping @Sendable (String) -> Bool = { _ in false },
                             budget: TimeBudget = .unlimited) -> ProjectContents {
        let inventory = ProjectInventory.read(root: root, configuration: configuration)
        var skipped = inventory.skipped
        var errors = inventory.errors
        let files = inventory.files.files.filter { !excluded($0.path) }

        let sourceFiles = files.filter { SourceReading.handles($0.kind) }
        let results = ParallelMap.map(sourceFiles) { file -> SourceReading.Outcome? in
            budget.isSpent ? nil : SourceReading.read(file, root: root)
        }
        var sources: [SourceFacts] = []
        var fullyParsed = 0
        var notRead = 0
        for (file, outcome) in zip(sourceFiles, results) {
            guard let result = outcome else {
                skipped.append(budget.skipped(file.path))
                notRead += 1
                continue
            }
            switch result {
            case .facts(let facts, let full):
                sources.append(facts)
                errors += facts.issues
                if full { fullyParsed += 1 }
            case .skipped(let skip):
                skipped.append(skip)
            }
        }

        let ibFiles = files.filter { ($0.kind == .storyboard || $0.kind == .xib) && !$0.isVendored }
        let ibResults = ParallelMap.map(ibFiles) { file -> Result<IBDocument, LocatedError>? in
            if budget.isSpent { return nil }
            do throws(FileReadFailure) {
                let bytes = try FileReading.read(relativePath: file.path, root: root.path)
                do throws(LocatedError) { return .success(try InterfaceBuilderReader.parse(bytes, file: file.path)) } catch {
                    return .failure(error)
                }
            } catch {
                return .failure(error.locatedError)
            }
        }
        var documents: [IBDocument] = []
        for (file, outcome) in zip(ibFiles, ibResults) {
            guard let result = outcome else {
                skipped.append(budget.skipped(file.path))
                notRead += 1
                continue
            }
            switch result {
            case .success(let document):
                documents.append(document)
                errors += document.warnings
            case .failure(let error):
                skipped.append(SkippedFile(file: file.path, reason: error.message))
                errors.append(error)
            }
        }
        return ProjectContents(root: root, inventory: inventory, sources: sources, documents: documents,
                               skipped: skipped.sorted(), errors: errors, fullyParsed: fullyParsed, notReadForTime: notRead)
    }
}

/// Reading one source file: the cheap byte scan first, the full parse only where it is needed.
package enum SourceReading {
    package enum Outcome: Sendable {
        case facts(SourceFacts, fullParse: Bool)
        case skipped(SkippedFile)
    }

    package static func handles(_ kind: ProjectFileKind) -> Bool {
        [.swift, .objcHeader, .objcSource, .objcPlusPlusSource].contains(kind)
    }

    /// Reads one source file (at most `FileReading.maximumFileSize`, never through a link that
    /// leaves the audited folder) and gives its facts, or the reason it was skipped.
    package static func read(_ file: ProjectFile, root: URL) -> Outcome {
        let bytes: [UInt8]
        do throws(FileReadFailure) {
            bytes = try FileReading.read(relativePath: file.path, root: root.path)
        } catch {
            return .skipped(error.skippedFile)
        }
        if file.kind != .swift {
            // Objective-C: the reader is itself a fast tokenizer; vendored files give declarations only.
            if !file.isVendored && ObjCSourceReader.needsFullParse(bytes) {
                return .facts(ObjCSourceReader.read(bytes: bytes, relativePath: file.path), fullParse: true)
            }
            let types = ObjCSourceReader.declaredClasses(in: bytes, relativePath: file.path)
            return .facts(SourceFacts(path: file.path, language: .objc, types: types), fullParse: false)
        }
        // Vendored files only contribute class declarations.
        if !file.isVendored && SwiftSourceReader.needsFullParse(bytes) {
            return .facts(SwiftSourceReader.read(bytes: bytes, relativePath: file.path), fullParse: true)
        }
        let types = SwiftSourceReader.declaredClasses(in: bytes, relativePath: file.path)
        return .facts(SourceFacts(path: file.path, language: .swift, types: types), fullParse: false)
    }
}

/// Maps over an array on every core; the results keep the input's order.
package enum ParallelMap {
    private final class Results<T>: @unchecked Sendable {
        var items: [T?]
        let lock = NSLock()
        init(count: Int) { items = Array(repeating: nil, count: count) }
    }

    package static func map<Input: Sendable, Output: Sendable>(_ inputs: [Input], _ transform: @Sendable (Input) -> Output) -> [Output] {
        guard inputs.count > 1 else { return inputs.map(transform) }
        let results = Results<Output>(count: inputs.count)
        let lanes = min(inputs.count, max(1, ProcessInfo.processInfo.activeProcessorCount))
        DispatchQueue.concurrentPerform(iterations: lanes) { lane in
            var local: [(Int, Output)] = []
            var i = lane
            while i < inputs.count {
                local.append((i, transform(inputs[i])))
                i += lanes
            }
            results.lock.lock()
            for (index, value) in local { results.items[index] = value }
            results.lock.unlock()
        }
        return results.items.map { $0! }
    }
}
