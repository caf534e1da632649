import Foundation

/// A batch's shared queue of job indices and their results, handed between
/// worker threads under a lock.
final class BatchResultsBox<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private var values: [Value?]

    init(count: Int) {
        values = Array(repeating: nil, count: count)
    }

    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextIndex < values.count else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }

    func store(_ index: Int, _ value: Value) {
        lock.lock()
        defer { lock.unlock() }
        values[index] = value
    }

    /// Every result, once the workers are done.
    var all: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return values.compactMap { $0 }
    }
}
