#if canImport(Glibc)
    import Glibc
#endif

/// glibc's malloc tuned for how boxrender draws: band surfaces and rows of
/// a few MiB are made and freed on work threads (`BoxWork`) for every band.
/// Left as it is, each comes from a fresh `mmap`, or from a thread's heap
/// that is trimmed as soon as it is freed, and every page of it faults
/// again: a 3900×3120 picture took 30,000 page faults, 15 % of its time.
/// Kept below 32 MiB in the heap, and trimmed only past 64 MiB free, they
/// are reused: 4,000. The CLI's own choice, made once at start; a program
/// that uses the library keeps its own.
enum MallocTuning {
    /// glibc's `M_TRIM_THRESHOLD` and `M_MMAP_THRESHOLD` (`<malloc.h>`,
    /// which the Glibc module does not show).
    private static let trimThreshold: Int32 = -1
    private static let mmapThreshold: Int32 = -3

    private typealias Mallopt = @convention(c) (Int32, Int32) -> Int32

    static func apply() {
        #if canImport(Glibc)
            guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
            let mallopt = unsafeBitCast(address, to: Mallopt.self)
            _ = mallopt(mmapThreshold, 32 << 20)
            _ = mallopt(trimThreshold, 64 << 20)
        #endif
    }
}
