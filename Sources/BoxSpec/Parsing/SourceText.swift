/// Byte-level facts about a spec file that both parsers need: whether it is
/// valid UTF-8, and how a byte offset reads as line:column in a message.
enum SourceText {
    /// The largest file the decoder accepts; positions are stored in 32 bits.
    static let maximumByteCount = Int(Int32.max)

    /// The offset of the first byte that is not part of well-formed UTF-8
    /// (overlong forms, surrogates and values above U+10FFFF included), or nil.
    /// Checking up front lets the parsers treat every string as valid text.
    static func firstInvalidUTF8(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var index = 0
        while index < count {
            // Eight ASCII bytes at a time: the common case for specs.
            if index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
            }
            let lead = base[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            guard let length = sequenceLength(startingWith: lead, at: index, in: bytes) else { return index }
            index += length
        }
        return nil
    }

    /// The length of the well-formed multi-byte sequence at `index`, or nil.
    private static func sequenceLength(startingWith lead: UInt8, at index: Int, in bytes: UnsafeBufferPointer<UInt8>)
        -> Int?
    {
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            secondRange = 0x80...0x9F
        case 0xF0:
            length = 4
            secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            secondRange = 0x80...0x8F
        default: return nil
        }
        guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return nil }
        for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 {
            return nil
        }
        return length
    }

    /// The line and column of `offset`: lines split at `\n`, columns count Unicode
    /// scalars (every byte that is not a UTF-8 continuation byte). A leading
    /// byte-order mark is not counted. Linear, so only for messages.
    static func position(ofOffset offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourcePosition {
        let end = min(offset, bytes.count)
        var line = 1
        var column = 1
        var index = hasByteOrderMark(bytes) && end >= 3 ? 3 : 0
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return SourcePosition(line: line, column: column)
    }

    static func hasByteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }

    /// What a message should call the text at `offset`: "the end of the file",
    /// "a string", "a number", a word such as "`True`", or one character.
    static func describeToken(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let byte = bytes[offset]
        switch byte {
        case UInt8(ascii: "\""): return "a string"
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"): return "a number"
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return "the end of the line"
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            var end = offset
            while end < bytes.count, end - offset < 24, isWordByte(bytes[end]) { end += 1 }
            return "`" + String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self) + "`"
        case 0..<0x20, 0x7F:
            return "a control character (U+00" + hexByte(byte) + ")"
        case 0x20..<0x7F:
            return "`" + String(UnicodeScalar(byte)) + "`"
        default:
            var end = offset + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            return "`" + String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self) + "`"
        }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default: false
        }
    }

    /// Two uppercase hex digits.
    static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        return String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
    }
}
