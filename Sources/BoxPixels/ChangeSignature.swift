/// What kind of change turned one picture into another, as a short key, so
/// that a report can show outputs changed alike as one change (issue 22):
/// one colour edited in a shared theme changes every variant and scale of
/// every spec that uses it, each picture differently, but alike.
///
/// - `recolour #1C1C1EFF>#000000FF`: every pixel that changed went from
///   its old colour to one new colour for that old colour (at least 99% of
///   them), as when a colour is edited: solid areas and their anti-aliased
///   edges alike. The key is the most common such pair, which is the same
///   in every language and at every scale.
/// - `size 304x144>304x158`: a picture of another size: the sizes (a page
///   groups those of one spec whose sizes are alike at their scales: the
///   same row added in a light and a dark theme).
/// - `pixels 0123456789abcdef`: otherwise the changed pixels themselves
///   (their places, and the sizes), hashed: the same layout change in a
///   light and a dark theme.
public enum ChangeSignature {
    /// The key of the change from `expected` to `actual` (`difference`:
    /// their comparison at threshold 0); nil when nothing differs.
    public static func of(expected: RGBAImage, actual: RGBAImage, difference: ImageDifference) -> String? {
        guard difference.differingPixels > 0 || difference.sizesDiffer else { return nil }
        if difference.sizesDiffer {
            return "size \(expected.width)x\(expected.height)>\(actual.width)x\(actual.height)"
        }
        if let pair = recolouring(expected, actual) {
            return "recolour #" + hex(pair.from) + ">#" + hex(pair.to)
        }
        return "pixels " + maskHash(expected, actual, difference.diffImage)
    }

    /// The colours of a recolouring key (`recolour #RRGGBBAA>#RRGGBBAA`), or nil for another key.
    public static func colours(of key: String) -> (from: String, to: String)? {
        guard key.hasPrefix("recolour ") else { return nil }
        let parts = key.dropFirst("recolour ".count).split(separator: ">")
        guard parts.count == 2, parts.allSatisfy({ $0.count == 9 && $0.first == "#" }) else { return nil }
        return (String(parts[0]), String(parts[1]))
    }

    /// The sizes of a size key (`size 304x144>304x158`), or nil for another key.
    public static func sizes(of key: String) -> [Int]? {
        guard key.hasPrefix("size ") else { return nil }
        let numbers = key.dropFirst("size ".count).split(whereSeparator: { $0 == "x" || $0 == ">" }).map { Int($0) }
        guard numbers.count == 4, numbers.allSatisfy({ ($0 ?? 0) > 0 }) else { return nil }
        return numbers.compactMap { $0 }
    }

    /// The most common pair of a change that maps each old colour to one
    /// new colour; nil when it does not.
    static func recolouring(_ expected: RGBAImage, _ actual: RGBAImage) -> (from: UInt32, to: UInt32)? {
        var pairs: [UInt32: [UInt32: Int]] = [:]
        var changed = 0
        let (old, new) = (expected.pixels, actual.pixels)
        var index = 0
        while index < old.count {
            let from = word(old, index)
            let to = word(new, index)
            if from != to {
                changed += 1
                pairs[from, default: [:]][to, default: 0] += 1
            }
            index += 4
        }
        guard changed > 0 else { return nil }
        var agreeing = 0
        var best: (from: UInt32, to: UInt32, count: Int) = (0, 0, 0)
        for (from, targets) in pairs {
            // The new colour most of this old colour's pixels took.
            guard let top = targets.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) else { continue }
            agreeing += top.value
            if (top.value, from) > (best.count, best.from) { best = (from, top.key, top.value) }
        }
        guard agreeing * 100 >= changed * 99 else { return nil }
        return (best.from, best.to)
    }

    private static func word(_ bytes: [UInt8], _ index: Int) -> UInt32 {
        UInt32(bytes[index]) << 24 | UInt32(bytes[index + 1]) << 16 | UInt32(bytes[index + 2]) << 8
            | UInt32(bytes[index + 3])
    }

    private static func hex(_ colour: UInt32) -> String {
        let digits = String(colour, radix: 16, uppercase: true)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }

    /// FNV-1a (64 bits) of both sizes and of which pixels of the difference are red.
    private static func maskHash(_ expected: RGBAImage, _ actual: RGBAImage, _ diff: RGBAImage) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func feed(_ byte: UInt8) {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        for number in [expected.width, expected.height, actual.width, actual.height] {
            for shift in stride(from: 0, to: 64, by: 8) { feed(UInt8(truncatingIfNeeded: number >> shift)) }
        }
        var bits: UInt8 = 0
        var count = 0
        var index = 0
        let red = ImageComparison.differenceColor
        while index < diff.pixels.count {
            let isRed =
                diff.pixels[index] == red.r && diff.pixels[index + 1] == red.g && diff.pixels[index + 2] == red.b
            bits = bits << 1 | (isRed ? 1 : 0)
            count += 1
            if count == 8 {
                feed(bits)
                (bits, count) = (0, 0)
            }
            index += 4
        }
        if count > 0 { feed(bits) }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
