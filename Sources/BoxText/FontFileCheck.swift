import BoxFiles
import BoxModel
import BoxPNG

/// Checks that an OpenType or TrueType file (or a collection of them) holds
/// every table its directory lists: a truncated file passes fontconfig's look
/// at its names but has no glyphs to draw. Its embedded bitmaps (colour emoji's
/// PNGs) are checked too, by `ColorBitmapTableCheck` (CBLC/CBDT, EBLC/EBDT) and
/// `SbixTableCheck`: one changed byte there made a render run for minutes.
/// Other formats are left to FreeType.
enum FontFileCheck {
    /// Why the file is damaged, or nil when its tables are all there.
    static func problem(inFileAt path: String) -> String? {
        guard case .success(let bytes) = FileBytes.read(path, atMost: FontFolderCheck.maximumFileBytes) else {
            return "it cannot be read"
        }
        return problem(in: bytes)
    }

    static func problem(in bytes: [UInt8]) -> String? {
        guard bytes.count >= 12 else { return "it is \(bytes.count) bytes long" }
        let tag = String(decoding: bytes[0..<4], as: UTF8.self)
        if tag == "ttcf" {
            let fonts = BigEndian.uint32(bytes, at: 8)
            guard 12 + 4 * fonts <= bytes.count else { return "its list of fonts runs past the end of the file" }
            // Each directory once, however many fonts of the collection share it.
            let starts = Set((0..<fonts).map { BigEndian.uint32(bytes, at: 12 + 4 * $0) })
            for start in starts.sorted() {
                if let problem = tableDirectoryProblem(bytes, at: start) { return problem }
            }
            return nil
        }
        let sfnt = BigEndian.uint32(bytes, at: 0)
        guard sfnt == 0x0001_0000 || tag == "OTTO" || tag == "true" else { return nil }
        return tableDirectoryProblem(bytes, at: 0)
    }

    private static func tableDirectoryProblem(_ bytes: [UInt8], at start: Int) -> String? {
        guard start >= 0, start + 12 <= bytes.count else {
            return "a font's table directory is past the end of the file"
        }
        let tables = BigEndian.uint16(bytes, at: start + 4)
        guard start + 12 + 16 * tables <= bytes.count else {
            return "its table directory runs past the end of the file"
        }
        var found: [String: FontTable] = [:]
        for index in 0..<tables {
            let record = start + 12 + 16 * index
            let offset = BigEndian.uint32(bytes, at: record + 8)
            let length = BigEndian.uint32(bytes, at: record + 12)
            let name = String(decoding: bytes[record..<(record + 4)], as: UTF8.self)
            guard offset + length <= bytes.count else {
                return "its `\(name)` table needs \(offset + length) bytes, the file has \(bytes.count)"
            }
            found[name] = FontTable(tag: name, bytes: bytes, start: offset, length: length)
        }
        // FreeType reads a glyph's embedded bitmap wherever its tables say.
        let glyphCount = found["maxp"]?.uint16(at: 4) ?? 0x1_0000
        if let problem = ColorBitmapTableCheck.problem(in: found, glyphCount: glyphCount) { return problem }
        // FreeType reads `sbix` only in a font without CBLC or EBLC; checked whenever it is there.
        guard let sbix = found["sbix"] else { return nil }
        return SbixTableCheck.problem(in: sbix, glyphCount: glyphCount)
    }
}
