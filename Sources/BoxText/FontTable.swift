import BoxPNG

/// One table of a font file: where its bytes are, and reads of them that
/// return nil instead of reaching outside it, so a check can walk offsets a
/// damaged file gives without ever trusting one.
struct FontTable {
    let tag: String
    let bytes: [UInt8]
    /// Where the table starts in `bytes`.
    let start: Int
    /// How long the directory says it is (already checked to lie inside `bytes`).
    let length: Int

    /// `count` bytes from `offset` (relative to the table) lie inside it.
    func contains(_ offset: Int, count: Int) -> Bool {
        offset >= 0 && count >= 0 && offset <= length && count <= length - offset
    }

    func uint8(at offset: Int) -> Int? {
        contains(offset, count: 1) ? Int(bytes[start + offset]) : nil
    }

    func uint16(at offset: Int) -> Int? {
        contains(offset, count: 2) ? BigEndian.uint16(bytes, at: start + offset) : nil
    }

    func uint32(at offset: Int) -> Int? {
        contains(offset, count: 4) ? BigEndian.uint32(bytes, at: start + offset) : nil
    }

    /// The bytes from `offset` on, `count` long, when they lie inside the table.
    func slice(_ offset: Int, count: Int) -> ArraySlice<UInt8>? {
        contains(offset, count: count) ? bytes[(start + offset)..<(start + offset + count)] : nil
    }
}
