import Audit
import Foundation
import ProjectReading
import Testing

/// The audit reads and parses files on every core (`ParallelMap`, `ProjectContents.read`). These
/// tests check the results are complete, in order and the same on every run; under
/// ThreadSanitizer (`scripts/sanitize thread ParallelReading`) they are the race checks of the
/// parallel readers: Swift and Objective-C readers, SwiftSyntax and Foundation's `XMLParser`
/// (storyboards, plists) running at the same time.
@Suite("Parallel reading")
struct ParallelReadingTests {
    @Test(arguments: [0, 1, 2, 3, 17, 1_000])
    func parallelMapKeepsTheOrderAndEveryResult(count: Int) {
        let inputs = (0..<count).map { "item \($0)" }
        let outputs = ParallelMap.map(inputs) { $0.uppercased() + "/\($0.utf8.count)" }
        #expect(outputs == inputs.map { $0.uppercased() + "/\($0.utf8.count)" })
    }

    /// Counts calls from any thread (the lock is what ThreadSanitizer checks the test against).
    private final class CallCounter: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [Int: Int] = [:]
        func record(_ input: Int) { lock.lock(); counts[input, default: 0] += 1; lock.unlock() }
        var all: [Int: Int] { lock.lock(); defer { lock.unlock() }; return counts }
    }

    @Test func parallelMapCallsTheTransformOncePerInput() {
        // Whether the lanes really run on several threads is up to Dispatch (with its workers
        // busy, the calling thread may run every lane); each input is transformed exactly once.
        let counter = CallCounter()
        let outputs = ParallelMap.map(Array(0..<500)) { input -> Int in
            counter.record(input)
            return input * 2
        }
        #expect(outputs == (0..<500).map { $0 * 2 })
        #expect(counter.all.count == 500)
        #expect(counter.all.values.allSatisfy { $0 == 1 })
    }

    @Test func theSampleAppReadsTheSameOnEveryRun() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/SampleApp")
        let first = ProjectContents.read(root: root)
        #expect(first.sources.count > 10)
        #expect(!first.documents.isEmpty)
        for _ in 0..<4 {
            let again = ProjectContents.read(root: root)
            #expect(again.sources == first.sources)
            #expect(again.documents == first.documents)
            #expect(again.skipped == first.skipped)
            #expect(again.errors == first.errors)
        }
    }
}
