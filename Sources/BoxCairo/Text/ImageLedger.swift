/// The glyph images a bitmap check has already looked at. Index subtables may
/// point at one image from several glyphs (a valid font shares identical
/// bitmaps so); it is checked once. Images that are not the same record may
/// not together cover more bytes than the data table holds, or records laid
/// over each other could make the check inflate one stretch of PNG data
/// again and again, in time that grows with the square of the file.
struct ImageLedger {
    let tableLength: Int
    private var checked: Set<Int> = []
    private var bytes = 0

    init(tableLength: Int) { self.tableLength = tableLength }

    /// Whether the record at `start`, `length` bytes long, is new; nil when
    /// the images so far overrun the table.
    mutating func isNew(start: Int, length: Int) -> Bool? {
        guard checked.insert(start).inserted else { return false }
        bytes += length
        return bytes <= tableLength ? true : nil
    }
}
