#if canImport(Glibc)
    import Glibc
#endif

/// Work a thread puts off while it holds a turn others wait for, and does
/// as soon as it has given the turn up.
///
/// A picture's bands are handed over in order, one thread at a time; the
/// compression a band's hand-over starts would keep every other thread
/// waiting if it ran there. When the budget leaves the compressors no
/// thread of their own (`WorkQueue`), a job given during a hand-over is kept
/// here instead and run by the same thread right after, in parallel with the
/// others' drawing: no thread more, and no one waiting on it.
public enum DeferredWork {
    /// One thread's jobs put off, and whether it takes any now.
    private final class Pending {
        var jobs: [() -> Void] = []
        var accepting = false
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pending in
            guard let pending else { return }
            Unmanaged<Pending>.fromOpaque(pending).release()
        }
        return key
    }()

    private static var pending: Pending {
        if let existing = pthread_getspecific(key) {
            return Unmanaged<Pending>.fromOpaque(existing).takeUnretainedValue()
        }
        let created = Pending()
        pthread_setspecific(key, Unmanaged.passRetained(created).toOpaque())
        return created
    }

    /// Runs `body` (a hand-over) with jobs put off rather than run; the
    /// caller must `drain` once it has given the turn up.
    public static func accepting<T>(_ body: () throws -> T) rethrows -> T {
        let pending = pending
        let was = pending.accepting
        pending.accepting = true
        defer { pending.accepting = was }
        return try body()
    }

    /// Keeps `job` for `drain` when the calling thread is in `accepting`;
    /// otherwise runs it at once.
    static func keepOrRun(_ job: @escaping () -> Void) {
        let pending = pending
        if pending.accepting { pending.jobs.append(job) } else { job() }
    }

    /// Runs the calling thread's jobs put off, in the order given.
    public static func drain() {
        let pending = pending
        while !pending.jobs.isEmpty {
            let jobs = pending.jobs
            pending.jobs = []
            for job in jobs { job() }
        }
    }
}
