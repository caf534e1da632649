/// The glyph images a bitmap check has already looked at. Index subtables may
/// point at one image from several glyphs (a valid font shares identical
/// bitmaps so); it is checked once. Images that are not the same record may
/// not together cover more bytes than the data table holds, or records laid
/// over each other could make the check inflate one stretch of PNG data
/// again and again, in time that grows with the square of the file.
///
/// A record is the same only when it is read the same way: the same bytes,
/// image format, bit depth and index metrics. The same bytes read as another
/// format (from another subtable) are another record, checked again and
/// counted again.
struct ImageLedger {
    /// One image record and how it is read.
    struct Record: Hashable {
        let start: Int
        let end: Int
        /// The image format (CBDT/EBDT), or the graphic type (`sbix`).
        let format: Int
        let bitDepth: Int
        /// Width and height from the index subtable, when the record has no metrics of its own.
        let indexWidth: Int
        let indexHeight: Int
    }

    let tableLength: Int
    private var shapes: [Record: GlyphShape] = [:]
    private var bytes = 0

    init(tableLength: Int) { self.tableLength = tableLength }

    /// What a record checked before holds, or nil when it is new.
    func shape(of record: Record) -> GlyphShape? { shapes[record] }

    /// Counts a new record's bytes: false when the records so far overrun the table.
    mutating func add(_ record: Record) -> Bool {
        bytes += record.end - record.start
        return bytes <= tableLength
    }

    /// Keeps what a new record holds, once it is checked.
    mutating func remember(_ record: Record, shape: GlyphShape) {
        shapes[record] = shape
    }
}

/// What FreeType makes of one glyph's image record: the box of its bitmap,
/// and for a composite (image formats 8 and 9), the glyphs drawn into it.
struct GlyphShape {
    struct Component {
        let glyph: Int
        /// Where the component's box goes, from the corner of the composite's.
        let dx: Int
        let dy: Int
    }

    let record: ImageLedger.Record
    let width: Int
    let height: Int
    /// nil for an image of its own.
    var components: [Component]? = nil
}
