import CCairo

/// How hard the PNG encoder works for a smaller file. Every choice gives the
/// same pixels, and the same bytes for the same picture on any machine and any
/// number of threads; they differ only in time and size.
public enum PNGCompression: String, CaseIterable, Sendable {
    /// zlib level 1: the quickest, files about a third larger.
    case fast
    /// zlib level 6 with per-row filters, as browsers and libpng, tuned for
    /// pictures of boxes (see `tuning(rowBytes:)`).
    case `default`
    /// zlib level 9, every band compressed with four strategies and the
    /// smallest kept (optipng -o2's idea, per band): several times slower.
    case smallest

    var level: Int32 {
        switch self {
        case .fast: 1
        case .default: 6
        case .smallest: 9
        }
    }

    /// `deflateTune`'s good length, lazy length, nice length and chain for
    /// rows of `rowBytes` filtered bytes; `nil` keeps the level's own.
    ///
    /// A picture of boxes is mostly rows equal to the row above (the up filter
    /// makes them zeros) between rows that repeat one row back. Level 6 stops
    /// at a 128-byte match and searches 128 candidates; the zeros' positions
    /// crowd the chain, so it seldom reaches the row above. Taking full
    /// 258-byte matches and a chain long enough to reach back one row of a
    /// narrow picture made the 1,000-box grid's PNG 26 % smaller (234 → 174 KB)
    /// for half as much time again; wide rows keep a shorter chain, where a
    /// longer one cost twice the time for 4 % (the 1,000 Mush rows).
    func tuning(rowBytes: Int) -> (good: Int32, lazy: Int32, nice: Int32, chain: Int32)? {
        guard self == .default else { return nil }
        return (32, 258, 258, rowBytes <= 1024 ? 1024 : 256)
    }

    var memoryLevel: Int32 { self == .smallest ? 9 : 8 }

    /// The zlib strategies tried for each band; the smallest output wins, the
    /// earlier on a tie.
    var strategies: [Int32] {
        switch self {
        case .fast, .default: [Z_DEFAULT_STRATEGY]
        case .smallest: [Z_DEFAULT_STRATEGY, Z_FILTERED, Z_RLE, Z_HUFFMAN_ONLY]
        }
    }

    /// The level bits of the zlib header (RFC 1950 FLEVEL), informative only.
    var headerLevel: UInt8 {
        switch self {
        case .fast: 0
        case .default: 2
        case .smallest: 3
        }
    }
}
