/// Reads one JSON number (RFC 8259 grammar, nothing looser) from bytes.
///
/// Most numbers in a spec are short integers or decimals, which are converted
/// exactly without leaving the bytes: up to 15 significant digits and a power of
/// ten up to 22 are both exact in a `Double`, so one multiplication or division
/// rounds correctly (Clinger's fast path). Anything else goes through the
/// standard library's correctly rounded conversion.
struct JSONNumberScanner {
    enum Problem: Error {
        /// Bad grammar: the offset of the offending byte and what was expected.
        case malformed(at: Int, String)
        /// Well-formed but too large for a `Double`; the number's text.
        case notFinite(String)
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let start: Int
    /// The offset just past the number, once `scan` succeeded.
    private(set) var end: Int

    private static let exactPowersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    init(bytes: UnsafeBufferPointer<UInt8>, start: Int) {
        self.bytes = bytes
        self.start = start
        self.end = start
    }

    mutating func scan() -> Result<Double, Problem> {
        var index = start
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        guard isDigit(at: index) else {
            return .failure(.malformed(at: index, "expected a digit after `-`, found \(found(at: index))"))
        }
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var fractionDigits = 0
        func accumulate(_ byte: UInt8) {
            let digit = UInt64(byte &- UInt8(ascii: "0"))
            if mantissa == 0 && digit == 0 { return }
            significantDigits += 1
            if significantDigits <= 19 { mantissa = mantissa &* 10 &+ digit }
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if isDigit(at: index) {
                return .failure(.malformed(at: index - 1, "a number may not start with `0` followed by digits"))
            }
        } else {
            while isDigit(at: index) {
                accumulate(bytes[index])
                index += 1
            }
        }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard isDigit(at: index) else {
                return .failure(.malformed(at: index, "expected a digit after `.`, found \(found(at: index))"))
            }
            while isDigit(at: index) {
                accumulate(bytes[index])
                fractionDigits += 1
                index += 1
            }
        }
        var exponent = 0
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            var exponentNegative = false
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            guard isDigit(at: index) else {
                return .failure(.malformed(at: index, "expected a digit in the exponent, found \(found(at: index))"))
            }
            while isDigit(at: index) {
                // Clamped: beyond this any value is 0 or infinite anyway.
                exponent = min(exponent * 10 + Int(bytes[index] - UInt8(ascii: "0")), 1_000_000)
                index += 1
            }
            if exponentNegative { exponent = -exponent }
        }
        end = index
        return convert(mantissa, significantDigits, exponent - fractionDigits, negative)
    }

    private func convert(_ mantissa: UInt64, _ significantDigits: Int, _ powerOfTen: Int, _ negative: Bool)
        -> Result<Double, Problem>
    {
        if mantissa == 0 { return .success(negative ? -0.0 : 0.0) }
        if significantDigits <= 15 && abs(powerOfTen) <= 22 {
            let magnitude =
                powerOfTen >= 0
                ? Double(mantissa) * Self.exactPowersOfTen[powerOfTen]
                : Double(mantissa) / Self.exactPowersOfTen[-powerOfTen]
            return .success(negative ? -magnitude : magnitude)
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else { return .failure(.notFinite(text)) }
        return .success(value)
    }

    private func isDigit(at index: Int) -> Bool {
        index < bytes.count && bytes[index] &- UInt8(ascii: "0") < 10
    }

    private func found(at index: Int) -> String {
        SourceText.describeToken(at: index, in: bytes)
    }
}
