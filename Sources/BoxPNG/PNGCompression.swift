import CCairo
import CISAL

/// How hard the PNG encoder works for a smaller file. Every choice gives the
/// same pixels, and the same bytes for the same picture with any number of
/// threads (and on any machine with the same zlib, Cairo and pixman); they
/// differ only in time and size.
public enum PNGCompression: String, CaseIterable, Sendable {
    /// ISA-L's igzip at level 1: the quickest by far, files about a third
    /// larger than `default`'s. igzip picks its code by the processor, so
    /// its bytes may differ between machines; the pixels never do.
    case fast
    /// zlib level 6, as browsers and libpng; a palette's rows filtered and
    /// run-length coded (`filtersPaletteRows`).
    case `default`
    /// zlib level 9, every band compressed with four strategies and the
    /// smallest kept; a rendered picture tries its rows unfiltered and
    /// filtered, and a palette of 16 colours or fewer packed into fewer bits,
    /// keeping the smallest file (optipng -o2's trials): several times slower.
    case smallest

    /// Whether the bands are compressed with ISA-L's igzip rather than zlib.
    var usesIgzip: Bool { self == .fast }

    /// What else than zlib decides the bytes: for `fast`, ISA-L's version
    /// ("isa-l 2.30.0"), from its header; nothing for the others. A batch
    /// hashes it, so a new ISA-L draws `fast` outputs again.
    public var encoderIdentity: String? {
        usesIgzip ? "isa-l \(ISAL_MAJOR_VERSION).\(ISAL_MINOR_VERSION).\(ISAL_PATCH_VERSION)" : nil
    }

    /// zlib's level, for the encodings zlib makes.
    var level: Int32 {
        switch self {
        case .fast: 1
        case .default: 6
        case .smallest: 9
        }
    }

    /// Whether RGB(A) rows are filtered, for each encoding tried (palette
    /// rows: `filtersPaletteRows`).
    ///
    /// Unfiltered rows compress better for pictures of boxes and text: a glyph
    /// or a border repeats byte for byte, and deflate finds it again, where
    /// per-row filters turn the same shapes over different rows into different
    /// bytes. Measured at level 6 against libpng's per-row choice: the 12-row
    /// table 37.5 → 31.9 KB, the settings screen 469 → 398 KB, 1,000 Mush rows
    /// 3.27 → 2.93 MB. Photographs are the other way round, so `smallest` tries both.
    package var rowFilterings: [Bool] {
        self == .smallest ? [false, true] : [false]
    }

    /// Whether palette rows are filtered (with libpng's per-row choice).
    /// Indices are names, not amounts, but the up filter turns a box's edge
    /// repeated down the rows into runs of zeros, and such runs are what
    /// igzip's one-candidate matching and zlib's run-length strategy find
    /// quickly. Measured on a 1,000-card grid's indices (320 × 55,010): zlib
    /// level 6 unfiltered 155 KB in 95 ms, filtered with zlib's run-length
    /// strategy 133 KB in 20 ms; the 16 palette goldens went from 15.5 KB to
    /// 14.7 KB. `smallest` keeps its trials of every strategy, unfiltered.
    package var filtersPaletteRows: Bool { self != .smallest }

    var memoryLevel: Int32 { self == .smallest ? 9 : 8 }

    /// The zlib strategies tried for each band of RGB(A) rows, or of
    /// palette indices; the smallest output wins, the earlier on a tie.
    func strategies(forPalette: Bool) -> [Int32] {
        switch self {
        case .fast: [Z_DEFAULT_STRATEGY]
        case .default: [forPalette ? Z_RLE : Z_DEFAULT_STRATEGY]
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
