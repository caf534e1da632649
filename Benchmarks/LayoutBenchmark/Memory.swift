#if canImport(Glibc)
    import Glibc
#endif

/// A `kB` field of /proc/self/status, in bytes; nil where there is no procfs.
func statusBytes(_ field: String) -> Int? {
    guard let file = fopen("/proc/self/status", "r") else { return nil }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), file) != nil {
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard text.hasPrefix(field + ":") else { continue }
        let digits = text.dropFirst(field.count + 1).filter(\.isNumber)
        return Int(digits).map { $0 * 1024 }
    }
    return nil
}

/// Resets the peak resident set size to the current one (Linux ≥ 4.0), so the
/// peak measured next belongs to the layout and not to building the tree.
func resetPeakMemory() -> Bool {
    guard let file = fopen("/proc/self/clear_refs", "w") else { return false }
    defer { fclose(file) }
    return fputs("5", file) >= 0
}

/// Pushes everything out of the CPU caches by reading a buffer larger than
/// them, so a timed layout starts with its tree in main memory whatever its
/// size. Without it, a tree that fits the last-level cache (100,000 boxes are
/// 20 MB) is still cached from the previous run and is read several times
/// faster than a million-box tree, which never fits: the warm ratio then
/// measures the cache as much as the layout. Reading (not writing) keeps the
/// evicted lines clean, so the timed run pays no write-backs for the flush.
struct CacheFlusher {
    /// Several times any last-level cache of a machine this runs on.
    static let bytes = 128 << 20
    private var buffer = [UInt64](repeating: 1, count: bytes / 8)

    /// Reads the whole buffer; returns its sum so the reads cannot be elided.
    func flush() -> UInt64 {
        buffer.withUnsafeBufferPointer { words in
            var sum: UInt64 = 0
            for index in stride(from: 0, to: words.count, by: 8) {
                sum &+= words[index]
            }
            return sum
        }
    }
}

/// Minor page faults of this process so far (first touches of fresh memory).
func minorPageFaults() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_minflt
}
