import Dispatch
import Foundation

/// Work started on another thread; ``value`` waits for it, or does it on the caller's thread if
/// no thread has taken it up yet (so that work started from a lane of ``ParallelMap`` never waits
/// for a thread the pool has no room for).
package final class Background<Value: Sendable>: @unchecked Sendable {
    // All state is guarded by `condition`.
    private let condition = NSCondition()
    private var work: (@Sendable () -> Value)?
    private var result: Value?

    package init(_ work: @escaping @Sendable () -> Value) {
        self.work = work
        DispatchQueue.global().async { self.run() }
    }

    /// Does the work unless another thread has taken it.
    private func run() {
        condition.lock()
        guard let work else { condition.unlock(); return }
        self.work = nil
        condition.unlock()
        let value = work()
        condition.lock()
        result = value
        condition.broadcast()
        condition.unlock()
    }

    package var value: Value {
        run()
        condition.lock()
        defer { condition.unlock() }
        while result == nil { condition.wait() }
        guard let result else { preconditionFailure("the work has finished") }
        return result
    }
}

/// Maps over an array on every core; the results keep the input's order. Inputs are handed out
/// one at a time to whichever lane is free, so one long task (the project files, a large file)
/// does not leave another core idle while its share waits.
///
/// The calling thread is one lane; the others are work items on the global queue, which join in
/// when a thread takes them up and do nothing once the inputs are all done. A map inside another
/// map's lane (the screens of the app with most of them, inside the map over the apps) so gets
/// the core the other lanes leave free: `DispatchQueue.concurrentPerform` ran such a nested map on
/// its caller's thread alone.
package enum ParallelMap {
    private final class Lanes<Input, Output>: @unchecked Sendable {
        // All state is guarded by `condition`.
        let condition = NSCondition()
        let inputs: [Input]
        var transform: ((Input) -> Output)?
        var items: [Output?]
        var next = 0
        /// Helper lanes running now, and whether the map is over (a helper that starts later does nothing).
        var running = 0
        var closed = false

        init(_ inputs: [Input], _ transform: @escaping (Input) -> Output) {
            self.inputs = inputs
            self.transform = transform
            items = Array(repeating: nil, count: inputs.count)
        }

        /// Takes inputs until none is left.
        func lane() {
            var done: (Int, Output)?
            while true {
                condition.lock()
                if let (index, value) = done { items[index] = value }
                guard next < inputs.count, let transform else {
                    condition.unlock()
                    return
                }
                let index = next
                next += 1
                condition.unlock()
                done = (index, transform(inputs[index]))
            }
        }

        func helper() {
            condition.lock()
            guard !closed else { condition.unlock(); return }
            running += 1
            condition.unlock()
            lane()
            condition.lock()
            running -= 1
            condition.broadcast()
            condition.unlock()
        }

        /// After the caller's own lane: waits for the helpers still working, and lets go of the transform.
        func close() {
            condition.lock()
            closed = true
            while running > 0 { condition.wait() }
            transform = nil
            condition.unlock()
        }
    }

    package static func map<Input: Sendable, Output: Sendable>(_ inputs: [Input], _ transform: @Sendable (Input) -> Output) -> [Output] {
        guard inputs.count > 1 else { return inputs.map(transform) }
        let lanes = min(inputs.count, max(1, ProcessInfo.processInfo.activeProcessorCount))
        return withoutActuallyEscaping(transform) { transform in
            let work = Lanes(inputs, transform)
            for _ in 1..<lanes { DispatchQueue.global().async { work.helper() } }
            work.lane()
            work.close()
            return work.items.map { $0! }
        }
    }
}
