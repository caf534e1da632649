/// A strict RFC 8259 JSON parser that keeps what Foundation's throws away: the
/// line and column of every value and key, the order of object members, and
/// messages that say what was expected where.
///
/// It works on bytes, never `Character`s, and is iterative (an explicit stack
/// of open containers), so a deep file cannot overflow the call stack; nesting
/// is still limited (`SpecLimits.depth`) to keep later stages shallow. Columns count
/// Unicode scalars, as libyaml does for YAML.
public enum JSONParser {
    /// What `parse` says past `maximumValues`.
    static func tooManyValues(_ limit: Int) -> String { "more than \(limit) values" }

    /// Whether `error` is `parse`'s refusal of more than `limit` values.
    public static func isTooManyValues(_ error: SpecError, limit: Int) -> Bool {
        error.message == tooManyValues(limit)
    }

    /// Parses one JSON document. `sourcePath` only names the file in errors;
    /// `maximumDepth` is the deepest nesting accepted (the top-level value is
    /// depth 1), and `maximumValues` the most values (each scalar and each
    /// container counts one), so that what a document costs in memory is
    /// bounded by what it may hold, not only by its size.
    public static func parse(
        _ bytes: [UInt8], sourcePath: String = "", maximumDepth: Int = SpecLimits.default.depth,
        maximumValues: Int = .max
    ) throws(SpecError) -> SpecValue {
        let result: Result<SpecValue, SpecError> = bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONByteParser(
                bytes: buffer, file: sourcePath, maximumDepth: maximumDepth, maximumValues: maximumValues)
            do throws(SpecError) {
                return .success(try parser.parseDocument())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}

/// The parser's state over one buffer. Line and column are tracked as it goes
/// (line breaks only occur between tokens; multi-byte characters only inside
/// strings), so giving a value its position costs a subtraction.
private struct JSONByteParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: String
    private let maximumDepth: Int
    private let maximumValues: Int
    /// The values begun so far.
    private var values = 0
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    /// UTF-8 continuation bytes seen since `lineStart`: bytes that are not columns.
    private var continuationBytesOnLine = 0
    /// Reused for strings with escapes.
    private var scratch: [UInt8] = []
    /// The arrays and objects whose closing bracket has not been read yet, innermost last.
    private var open: [OpenContainer] = []
    /// The elements and members of every open container, innermost last. Closing a
    /// container moves its run into one exactly-sized array, so building a
    /// container costs one allocation rather than one per doubling.
    private var pendingElements: [SpecValue] = []
    private var pendingMembers: [SpecMember] = []

    init(bytes: UnsafeBufferPointer<UInt8>, file: String, maximumDepth: Int, maximumValues: Int) {
        self.maximumDepth = maximumDepth
        self.maximumValues = maximumValues
        self.bytes = bytes
        self.file = file
    }

    // MARK: Document

    mutating func parseDocument() throws(SpecError) -> SpecValue {
        guard bytes.count <= SourceText.maximumByteCount else {
            throw SpecError(file: file, path: "", line: 0, column: 0, message: "the file is larger than 2 GiB")
        }
        if let invalid = SourceText.firstInvalidUTF8(in: bytes) {
            throw error(at: invalid, "invalid UTF-8 (byte 0x\(SourceText.hexByte(bytes[invalid])))")
        }
        if SourceText.hasByteOrderMark(bytes) {
            offset = 3
            lineStart = 3
        }
        skipWhitespace()
        guard offset < bytes.count else {
            throw SpecError(file: file, path: "", line: 1, column: 1, message: "the file is empty")
        }
        var value = try parseValueOrOpen()
        while !open.isEmpty {
            value = try attachToInnermost(value) ? closeInnermost() : try parseValueOrOpen()
        }
        skipWhitespace()
        guard offset == bytes.count else {
            throw error(at: offset, "expected the end of the file after the top-level value, found \(found)")
        }
        return value
    }

    /// Parses a scalar, or an empty container, or opens a container and keeps
    /// opening until a value is complete. Returns the first complete value.
    private mutating func parseValueOrOpen() throws(SpecError) -> SpecValue {
        while true {
            guard offset < bytes.count else {
                throw error(at: offset, "expected a value, found the end of the file")
            }
            values += 1
            guard values <= maximumValues else {
                throw error(at: offset, JSONParser.tooManyValues(maximumValues))
            }
            let start = currentPosition
            switch bytes[offset] {
            case UInt8(ascii: "{"):
                try checkDepth()
                offset += 1
                skipWhitespace()
                if peek(UInt8(ascii: "}")) {
                    offset += 1
                    return SpecValue(.object([]), at: start)
                }
                var container = OpenContainer(isObject: true, position: start, start: pendingMembers.count)
                (container.key, container.keyPosition) = try parseKey(after: "`{`")
                open.append(container)
            case UInt8(ascii: "["):
                try checkDepth()
                offset += 1
                skipWhitespace()
                if peek(UInt8(ascii: "]")) {
                    offset += 1
                    return SpecValue(.array([]), at: start)
                }
                open.append(OpenContainer(isObject: false, position: start, start: pendingElements.count))
            case UInt8(ascii: "\""):
                return SpecValue(.string(try parseString()), at: start)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return SpecValue(.number(try parseNumber()), at: start)
            case UInt8(ascii: "t"):
                try expectLiteral("true")
                return SpecValue(.bool(true), at: start)
            case UInt8(ascii: "f"):
                try expectLiteral("false")
                return SpecValue(.bool(false), at: start)
            case UInt8(ascii: "n"):
                try expectLiteral("null")
                return SpecValue(.null, at: start)
            default:
                throw error(at: offset, "expected a value, found \(found)\(hint)")
            }
        }
    }

    /// Adds `value` to the innermost open container; true when that container
    /// is now closed.
    private mutating func attachToInnermost(_ value: SpecValue) throws(SpecError) -> Bool {
        let depth = open.count - 1
        skipWhitespace()
        if open[depth].isObject {
            try addMember(value, toContainerAt: depth)
            if peek(UInt8(ascii: ",")) {
                offset += 1
                skipWhitespace()
                (open[depth].key, open[depth].keyPosition) = try parseKey(after: "`,`")
                return false
            }
            if peek(UInt8(ascii: "}")) {
                offset += 1
                return true
            }
            throw error(at: offset, "expected `,` or `}` after an object member, found \(found)")
        }
        pendingElements.append(value)
        if peek(UInt8(ascii: ",")) {
            offset += 1
            skipWhitespace()
            if peek(UInt8(ascii: "]")) {
                throw error(at: offset, "expected a value after `,`, found `]` (JSON has no trailing commas)")
            }
            return false
        }
        if peek(UInt8(ascii: "]")) {
            offset += 1
            return true
        }
        throw error(at: offset, "expected `,` or `]` after an array element, found \(found)")
    }

    /// Appends the pending key of the container at `depth` with `value`,
    /// refusing a key the object already has.
    private mutating func addMember(_ value: SpecValue, toContainerAt depth: Int) throws(SpecError) {
        let key = open[depth].key
        let start = open[depth].start
        var previous: Int?
        if let index = open[depth].keyIndex {
            previous = index[key]
        } else {
            previous = pendingMembers[start...].firstIndex { $0.key == key }
        }
        if let previous {
            let first = pendingMembers[previous].keyPosition
            throw SpecError(
                file: file, path: "", position: open[depth].keyPosition,
                message: "duplicate key `\(key)`; first given on line \(first.line)")
        }
        if open[depth].keyIndex != nil {
            open[depth].keyIndex?[key] = pendingMembers.count
        } else if pendingMembers.count - start == OpenContainer.linearSearchLimit {
            var index: [String: Int] = [:]
            for position in start..<pendingMembers.count { index[pendingMembers[position].key] = position }
            index[key] = pendingMembers.count
            open[depth].keyIndex = index
        }
        pendingMembers.append(SpecMember(key: key, keyPosition: open[depth].keyPosition, value: value))
    }

    /// Pops the innermost container, whose closing bracket was just read.
    private mutating func closeInnermost() -> SpecValue {
        let container = open.removeLast()
        if container.isObject {
            let members = Array(pendingMembers[container.start...])
            pendingMembers.removeLast(members.count)
            return SpecValue(.object(members), at: container.position)
        }
        let elements = Array(pendingElements[container.start...])
        pendingElements.removeLast(elements.count)
        return SpecValue(.array(elements), at: container.position)
    }

    /// Why what was found is not JSON, for the habits JSON does not share with
    /// JavaScript and YAML: comments, single quotes, NaN and Infinity.
    private var hint: String {
        if peek(UInt8(ascii: "/")) { return " (JSON has no comments)" }
        if peek(UInt8(ascii: "'")) { return " (JSON strings and keys are in double quotes)" }
        if peek(UInt8(ascii: "N")) || peek(UInt8(ascii: "I")) {
            return " (JSON numbers are finite: no NaN or Infinity)"
        }
        return ""
    }

    /// Reads `"key" :`, leaves the offset at the member's value and returns the key.
    private mutating func parseKey(after context: String) throws(SpecError) -> (String, SourcePosition) {
        guard peek(UInt8(ascii: "\"")) else {
            if peek(UInt8(ascii: "}")) {
                throw error(at: offset, "expected a string key after `,`, found `}` (JSON has no trailing commas)")
            }
            throw error(at: offset, "expected a string key after \(context), found \(found)\(hint)")
        }
        let position = currentPosition
        let key = try parseString()
        skipWhitespace()
        guard peek(UInt8(ascii: ":")) else {
            throw error(at: offset, "expected `:` after the key `\(key)`, found \(found)")
        }
        offset += 1
        skipWhitespace()
        return (key, position)
    }

    private func checkDepth() throws(SpecError) {
        if open.count >= maximumDepth {
            throw error(at: offset, DepthMessage.tooDeep(maximumDepth))
        }
    }

    // MARK: Tokens

    private mutating func expectLiteral(_ word: StaticString) throws(SpecError) {
        let count = word.utf8CodeUnitCount
        let matches =
            offset + count <= bytes.count
            && (0..<count).allSatisfy { bytes[offset + $0] == word.utf8Start[$0] }
        guard matches else {
            throw error(at: offset, "expected a value, found \(found)")
        }
        offset += count
    }

    /// A string starting at the opening quote. Without escapes the bytes are
    /// turned into a `String` in one go.
    private mutating func parseString() throws(SpecError) -> String {
        let quote = offset
        offset += 1
        let start = offset
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
                offset += 1
                return text
            }
            if byte == UInt8(ascii: "\\") {
                return try parseEscapedString(from: start, quote: quote)
            }
            try checkStringByte(byte)
            offset += 1
        }
        throw error(at: quote, "this string is never closed; expected `\"`")
    }

    private mutating func checkStringByte(_ byte: UInt8) throws(SpecError) {
        if byte == 0x0A {
            throw error(
                at: offset, "a string runs to the end of the line: close it with `\"`, or write a line break as `\\n`")
        }
        if byte < 0x20 {
            throw error(
                at: offset,
                "a string may not contain a raw control character (U+00\(SourceText.hexByte(byte))); escape it")
        }
        if byte & 0xC0 == 0x80 { continuationBytesOnLine += 1 }
    }

    /// The slow path for strings with escapes, continuing at the first backslash.
    private mutating func parseEscapedString(from start: Int, quote: Int) throws(SpecError) -> String {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<offset]))
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return String(decoding: scratch, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape()
            default:
                try checkStringByte(byte)
                scratch.append(byte)
                offset += 1
            }
        }
        throw error(at: quote, "this string is never closed; expected `\"`")
    }

    /// One escape sequence at the backslash, appended to `scratch` as UTF-8.
    private mutating func parseEscape() throws(SpecError) {
        let escape = offset
        guard offset + 1 < bytes.count else {
            throw error(at: escape, "expected an escape character after `\\`, found the end of the file")
        }
        let letter = bytes[offset + 1]
        offset += 2
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(letter)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            let first = try parseHexQuad(escape: escape)
            var scalarValue = first
            if (0xD800...0xDBFF).contains(first) {
                let low =
                    offset + 1 < bytes.count && bytes[offset] == UInt8(ascii: "\\")
                    && bytes[offset + 1] == UInt8(ascii: "u")
                if low {
                    offset += 2
                    let second = try parseHexQuad(escape: offset - 2)
                    guard (0xDC00...0xDFFF).contains(second) else {
                        throw error(at: escape, "`\\u\(hex4(first))` must be followed by a low surrogate escape")
                    }
                    scalarValue = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                } else {
                    throw error(
                        at: escape, "`\\u\(hex4(first))` is half of a surrogate pair; the other half is missing")
                }
            } else if (0xDC00...0xDFFF).contains(first) {
                throw error(at: escape, "`\\u\(hex4(first))` is half of a surrogate pair; the other half is missing")
            }
            // Every value here is a valid scalar: surrogates were combined or refused above.
            let scalar = UnicodeScalar(scalarValue) ?? "\u{FFFD}"
            UTF8.encode(scalar) { scratch.append($0) }
        default:
            let shown = (0x21..<0x7F).contains(letter) ? "`\\\(String(UnicodeScalar(letter)))`" : "after `\\`"
            throw error(at: escape, "invalid escape \(shown)")
        }
    }

    private mutating func parseHexQuad(escape: Int) throws(SpecError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard offset < bytes.count, let digit = hexDigitValue(bytes[offset]) else {
                throw error(at: escape, "expected four hex digits after `\\u`")
            }
            value = value << 4 | UInt32(digit)
            offset += 1
        }
        return value
    }

    private func hex4(_ value: UInt32) -> String {
        SourceText.hexByte(UInt8(value >> 8)) + SourceText.hexByte(UInt8(value & 0xFF))
    }

    private mutating func parseNumber() throws(SpecError) -> Double {
        var scanner = JSONNumberScanner(bytes: bytes, start: offset)
        switch scanner.scan() {
        case .success(let value):
            offset = scanner.end
            return value
        case .failure(let problem):
            switch problem {
            case .malformed(let at, let message):
                throw error(at: at, message)
            case .notFinite(let text):
                throw error(at: offset, "expected a finite number, found `\(text)`")
            }
        }
    }

    // MARK: Position and whitespace

    private var currentPosition: SourcePosition {
        SourcePosition(line: line, column: offset - lineStart - continuationBytesOnLine + 1)
    }

    private var found: String { SourceText.describeToken(at: offset, in: bytes) }

    private func peek(_ byte: UInt8) -> Bool {
        offset < bytes.count && bytes[offset] == byte
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                offset += 1
            case UInt8(ascii: "\n"):
                offset += 1
                line += 1
                lineStart = offset
                continuationBytesOnLine = 0
            default:
                return
            }
        }
    }

    private func error(at errorOffset: Int, _ message: String) -> SpecError {
        SpecError(
            file: file, path: "", position: SourceText.position(ofOffset: errorOffset, in: bytes), message: message)
    }
}

/// An array or object whose closing bracket has not been read yet.
private struct OpenContainer {
    /// Objects with more members than this get a key index for the duplicate check.
    static let linearSearchLimit = 12

    let isObject: Bool
    let position: SourcePosition
    /// Where its elements or members begin in the parser's pending arrays.
    let start: Int
    /// The key whose value is being parsed.
    var key = ""
    var keyPosition = SourcePosition(line: 0, column: 0)
    /// Key → index in the pending members, once the object is large enough
    /// that hashing beats a linear search.
    var keyIndex: [String: Int]?

    init(isObject: Bool, position: SourcePosition, start: Int) {
        self.isObject = isObject
        self.position = position
        self.start = start
    }
}

func hexDigitValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
}
