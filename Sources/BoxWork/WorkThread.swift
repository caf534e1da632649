#if canImport(Glibc)
    import Glibc
#endif

/// A POSIX thread running one closure, with the stack every thread that
/// draws has: room for draw lists nested as deep as the spec limits allow
/// (shadowed layers inside shadowed layers recurse), more than a main
/// thread's 8 MiB. Its start can fail without losing track of it
/// (Foundation's `Thread` ignores `pthread_create`'s result).
final class WorkThread {
    static let stackBytes = 16 << 20

    private let work: () -> Void
    private var thread = pthread_t()

    private init(_ work: @escaping () -> Void) { self.work = work }

    /// The started thread, or `nil` when the system refused one (a process or memory limit).
    static func start(_ work: @escaping () -> Void) -> WorkThread? {
        let helper = WorkThread(work)
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackBytes)
        let context = Unmanaged.passRetained(helper).toOpaque()
        let status = pthread_create(
            &helper.thread, &attributes,
            { context in
                guard let context else { return nil }
                let thread = Unmanaged<WorkThread>.fromOpaque(context).takeRetainedValue()
                WorkThread.isCurrent = true
                WorkThread.name(pthread_self())
                thread.work()
                return nil
            }, context)
        guard status == 0 else {
            Unmanaged<WorkThread>.fromOpaque(context).release()
            return nil
        }
        return helper
    }

    func join() { pthread_join(thread, nil) }

    /// What `top -H`, a debugger and /proc call these threads.
    static let threadName = "boxrender-work"

    private typealias SetName = @convention(c) (pthread_t, UnsafePointer<CChar>) -> Int32

    /// Names the thread `threadName` through glibc's `pthread_setname_np`
    /// (a GNU extension the Glibc module does not show, so looked up).
    private static func name(_ thread: pthread_t) {
        guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_setname_np") else { return }
        _ = unsafeBitCast(address, to: SetName.self)(thread, threadName)
    }

    /// Marks the threads these are, for `isCurrent`.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Whether the calling thread is one of these: it has their stack and
    /// holds a share of the budget (or stands in for a caller that waits).
    static var isCurrent: Bool {
        get { pthread_getspecific(key) != nil }
        set { pthread_setspecific(key, newValue ? UnsafeRawPointer(bitPattern: 1) : nil) }
    }
}
