import Audit
import Foundation
import Testing

/// `ParallelMap` and `Background`, the two tools that spread the audit over the cores: results in
/// order, each input transformed once, work done once, and no wait that depends on a thread the
/// pool may not have (maps inside maps, many maps at once, background work asked for at once).
@Suite("Parallel work")
struct ParallelWorkTests {
    /// Counts calls from any thread.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [Int: Int] = [:]
        func add(_ key: Int) { lock.lock(); counts[key, default: 0] += 1; lock.unlock() }
        var all: [Int: Int] { lock.lock(); defer { lock.unlock() }; return counts }
    }

    @Test(arguments: [0, 1, 2, 3, 1_000])
    func resultsKeepTheInputsOrderAndEachInputIsTransformedOnce(count: Int) {
        let counter = Counter()
        let results = ParallelMap.map(Array(0..<count)) { i -> Int in
            counter.add(i)
            return i * 3
        }
        #expect(results == (0..<count).map { $0 * 3 })
        #expect(counter.all == Dictionary(uniqueKeysWithValues: (0..<count).map { ($0, 1) }))
    }

    @Test func optionalResultsKeepTheirNils() {
        let results = ParallelMap.map(Array(0..<100)) { $0 % 3 == 0 ? nil : $0 }
        #expect(results == (0..<100).map { $0 % 3 == 0 ? nil : $0 })
    }

    /// The audit maps over an app's screens inside the map over the apps.
    @Test func mapsInsideMapsGiveEveryResult() {
        let results = ParallelMap.map(Array(0..<6)) { outer in
            ParallelMap.map(Array(0..<200)) { inner in outer * 1_000 + inner }.reduce(0, +)
        }
        #expect(results == (0..<6).map { outer in (0..<200).map { outer * 1_000 + $0 }.reduce(0, +) })
    }

    /// Many maps at once, from more threads than there are cores (as tests run), each inside
    /// another lane: none waits forever, every result is right.
    @Test func manyMapsAtOnceFinish() {
        func sum(_ n: Int, _ i: Int) -> Int { (0..<4).reduce(0) { $0 + $1 + i + n } }
        let sums: [Int] = ParallelMap.map(Array(0..<32)) { (n: Int) -> Int in
            let inner: [Int] = ParallelMap.map(Array(0..<50)) { (i: Int) -> Int in
                ParallelMap.map(Array(0..<4)) { (k: Int) -> Int in k + i + n }.reduce(0, +)
            }
            return inner.reduce(0, +)
        }
        let expected: [Int] = (0..<32).map { n in (0..<50).reduce(0) { $0 + sum(n, $1) } }
        #expect(sums == expected)
    }

    @Test func backgroundWorkRunsOnceWhoeverAsks() {
        let counter = Counter()
        let works = (0..<64).map { i in Background { counter.add(i); return i * i } }
        // Asked for at once from every lane, some before a thread took them up.
        let values = ParallelMap.map(Array(0..<256)) { works[$0 % 64].value }
        #expect(values == (0..<256).map { ($0 % 64) * ($0 % 64) })
        #expect(counter.all == Dictionary(uniqueKeysWithValues: (0..<64).map { ($0, 1) }))
    }

    /// A `Background` started and asked for inside a map's lane (the audit's SwiftUI index).
    @Test func backgroundInsideALaneFinishes() {
        let values = ParallelMap.map(Array(0..<40)) { i in
            let work = Background { (0...i).reduce(0, +) }
            return work.value
        }
        #expect(values == (0..<40).map { (0...$0).reduce(0, +) })
    }

    @Test func backgroundKeepsAnOptionalValue() {
        let none = Background<String?> { nil }
        let some = Background<String?> { "written" }
        #expect(none.value == nil)
        #expect(some.value == "written")
    }
}
