import Foundation

/// The one way boxrender runs work on several threads: on `WorkThread`s
/// (one stack size for all) granted by a `ThreadBudget`.
public enum ParallelWork {
    /// Runs `work` on up to `threads` threads at once, and returns when every
    /// one has returned; each call of `work` claims its own share (a band, a
    /// job) until none is left.
    ///
    /// A work thread that asks takes part itself and starts only what the
    /// budget has left; another caller (the main thread, a test's) waits while
    /// work threads do its share, so that every share runs with the same
    /// stack. When the budget is spent (other renders in the same process),
    /// such a caller still gets one thread, in place of its own, which waits.
    public static func run(threads: Int, budget: ThreadBudget = .shared, _ work: @escaping @Sendable () -> Void) {
        let callerWorks = WorkThread.isCurrent
        let granted = budget.take(atMost: max(1, threads) - (callerWorks ? 1 : 0))
        var started: [WorkThread] = []
        for _ in 0..<granted {
            guard let thread = WorkThread.start(work) else { break }
            started.append(thread)
        }
        // A thread the system refused (a process or memory limit) leaves its share to the others.
        budget.giveBack(granted - started.count)
        if callerWorks {
            work()
        } else if started.isEmpty {
            if let standIn = WorkThread.start(work) { standIn.join() } else { work() }
        }
        for thread in started { thread.join() }
        budget.giveBack(started.count)
    }

    /// `body(index)` for every index below `count`, on up to `threads` threads
    /// (`run`), each thread taking the next index when done with one; the
    /// results in index order.
    public static func map<Value: Sendable>(
        _ count: Int, threads: Int, budget: ThreadBudget = .shared, _ body: @escaping @Sendable (Int) -> Value
    ) -> [Value] {
        let results = IndexedResults<Value>(count: count)
        run(threads: min(threads, max(1, count)), budget: budget) {
            while let index = results.claim() { results.store(index, body(index)) }
        }
        return results.all
    }
}

/// The indices `ParallelWork.map` hands out and the results that come back, under a lock.
private final class IndexedResults<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var values: [Value?]

    init(count: Int) {
        values = Array(repeating: nil, count: count)
    }

    func claim() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < values.count else { return nil }
        next += 1
        return next - 1
    }

    func store(_ index: Int, _ value: Value) {
        lock.lock()
        defer { lock.unlock() }
        values[index] = value
    }

    /// Every result, once `run` has returned.
    var all: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return values.compactMap { $0 }
    }
}
