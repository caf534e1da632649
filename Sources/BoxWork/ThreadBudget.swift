import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The process's one budget of threads that work: at most one per online
/// processor run at once, in all, whatever asks for them (a batch's specs,
/// a picture's bands, PNG compression). Work nested in work takes what is
/// left, usually nothing, and runs on the thread that asked: a batch of
/// `-j 2` on two processors draws each spec's bands on its own thread
/// instead of starting eight more.
public final class ThreadBudget: @unchecked Sendable {
    /// The budget every part of boxrender shares: one thread per online processor.
    public static let shared = ThreadBudget(threads: processorCount)

    /// The online processors (at least 1).
    public static var processorCount: Int {
        #if canImport(Glibc)
            return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        #else
            return 1
        #endif
    }

    /// The threads one picture asks for, to draw and again to compress: one
    /// per processor, at most 8; past that a band's compression no longer
    /// waits for a thread, and each thread holds a band's rows and zlib's
    /// state (a few MiB). The budget decides how many it gets.
    public static var perPicture: Int { min(8, processorCount) }

    private let lock = NSLock()
    private var free: Int
    /// The most threads taken at once, for the tests and the resource probe.
    private var peak = 0
    private let total: Int

    public init(threads: Int) {
        total = max(1, threads)
        free = total
    }

    /// Takes up to `wanted` threads of the budget; returns how many it got
    /// (maybe none). Each must be given back.
    public func take(atMost wanted: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        let granted = min(max(0, wanted), free)
        free -= granted
        peak = max(peak, total - free)
        return granted
    }

    public func giveBack(_ count: Int) {
        lock.lock()
        defer { lock.unlock() }
        assert(free + count <= total, "more threads given back than were taken")
        free = min(total, free + count)
    }

    /// The most threads that were taken at once since the budget was made.
    public var mostTaken: Int {
        lock.lock()
        defer { lock.unlock() }
        return peak
    }
}
