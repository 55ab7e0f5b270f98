import Audit
import Foundation
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

    @Test func parallelMapRunsTheTransformOnMoreThanOneThreadWhenThereAreCores() {
        // Each result says which thread computed it; with two or more cores the work is shared.
        let threads = ParallelMap.map(Array(0..<64)) { _ -> UInt in
            usleep(2_000)
            return UInt(bitPattern: pthread_self())
        }
        #expect(threads.count == 64)
        if ProcessInfo.processInfo.activeProcessorCount > 1 {
            #expect(Set(threads).count > 1)
        }
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
