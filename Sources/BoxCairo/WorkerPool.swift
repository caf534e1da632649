import Dispatch

#if canImport(Glibc)
    import Glibc
#endif

/// Runs jobs on up to `threads` threads at once and lets the caller wait for
/// all of them; with one thread, each job runs at once on the caller's thread.
/// Submitting blocks while `threads` jobs are running, which bounds the memory
/// the jobs' inputs hold.
final class WorkerPool: @unchecked Sendable {
    private let threads: Int
    private let slots: DispatchSemaphore
    private let group = DispatchGroup()

    init(threads: Int) {
        self.threads = max(1, threads)
        slots = DispatchSemaphore(value: self.threads)
    }

    /// The default for `threads`: the online processors, at most 8 — past that a
    /// band's compression no longer waits for a thread, and each running job
    /// holds a band's rows and zlib's state (a few MiB).
    static var processorCount: Int {
        #if canImport(Glibc)
            return min(8, max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
        #else
            return 1
        #endif
    }

    func run(_ job: @escaping @Sendable () -> Void) {
        guard threads > 1 else {
            job()
            return
        }
        slots.wait()
        DispatchQueue.global().async(group: group) { [slots] in
            job()
            slots.signal()
        }
    }

    func waitForAll() { group.wait() }
}
