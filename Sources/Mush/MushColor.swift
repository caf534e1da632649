import BoxModel

/// Mush's COLOR text to a colour, as the original did it (reference §6.2): delete every
/// `#`, then NSScanner's `scanHexInt:`, then keep the low 24 bits as RRGGBB with alpha 1.
///
/// That gives Mush colours their quirks, kept on purpose: no CSS shorthand (`f00` is
/// 0x000F00, a dark green), eight digits lose the top byte, anything after the digits is
/// ignored (`ff0000zz` is red), and more than eight digits clamp to 0xFFFFFFFF (white),
/// as `scanHexInt:` does on overflow.
enum MushColor {
    /// nil when there are no hex digits at all, which made the original throw.
    static func parse(_ text: [Unicode.Scalar]) -> Color? {
        let scalars = text.filter { $0 != "#" }
        guard let value = scanHexInt(scalars) else { return nil }
        return Color(rgb: value)
    }

    /// `scanHexInt:` with its default skipping: leading whitespace (Unicode White_Space,
    /// the same set as Foundation's whitespace-and-newlines), an optional `0x`/`0X`, then
    /// ASCII hex digits up to the first other scalar. A `0x` with no digit after it scans
    /// as the single digit `0`, as CoreFoundation's hex scanner does.
    static func scanHexInt(_ scalars: [Unicode.Scalar]) -> UInt32? {
        var index = scalars.firstIndex { !$0.properties.isWhitespace } ?? scalars.endIndex
        if index + 2 < scalars.count, scalars[index] == "0", scalars[index + 1] == "x" || scalars[index + 1] == "X",
            hexValue(scalars[index + 2]) != nil
        {
            index += 2
        }
        guard index < scalars.count, hexValue(scalars[index]) != nil else { return nil }
        var value: UInt32 = 0
        var overflowed = false
        while index < scalars.count, let digit = hexValue(scalars[index]) {
            if value > UInt32.max >> 4 {
                overflowed = true
            } else {
                value = value << 4 | digit
            }
            index += 1
        }
        return overflowed ? UInt32.max : value
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar.value {
        case 0x30...0x39: scalar.value - 0x30
        case 0x41...0x46: scalar.value - 0x41 + 10
        case 0x61...0x66: scalar.value - 0x61 + 10
        default: nil
        }
    }
}
