import CCairo

/// How hard the PNG encoder works for a smaller file. Every choice gives the
/// same pixels, and the same bytes for the same picture on any machine and any
/// number of threads; they differ only in time and size.
public enum PNGCompression: String, CaseIterable, Sendable {
    /// zlib level 1: the quickest, files about a third larger.
    case fast
    /// zlib level 6 with per-row filters: what browsers and libpng do.
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
