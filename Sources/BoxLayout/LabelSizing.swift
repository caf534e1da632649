import BoxModel

/// The sizes of the labels a line made (reference §3.3 step 5 and §3.5).
///
/// Text is measured by the `ContentMeasuring` the caller gave; this type
/// applies MGLine's rounding: width and height go up to whole points, and
/// the **parity fix** adds 1 to an odd height when the line's height is
/// even, so that the autoresizing of a centred label splits evenly (the text
/// then sits 0.5 point lower, UILabel centring it in its frame).
struct LabelSizing {
    let measurer: any ContentMeasuring
    /// The line's height when its layout started: MGLine compares parity
    /// with its height at the time it measures, before it adjusts its height.
    let lineHeight: Double
    /// maxHeight − tp − bp for a line with a `maxHeight`, else nil (no cap):
    /// multiline labels stop adding lines past it.
    let heightCap: Double?

    /// A label's first size: its text unconstrained (explicit line breaks
    /// only), rounded up, with the parity fix. Single-line labels keep it
    /// unless they must be shortened; a dropped label reports it.
    func initialSize(of label: LabelContent) -> Size {
        let measured = measurer.measureText(label, maxWidth: nil, maxHeight: nil)
        return Size(width: measured.width.rounded(.up), height: parityFixed(measured.height.rounded(.up)))
    }

    /// A multiline label measured again for the room its side has left:
    /// wrapped at `room` (nil = unwrapped) and capped at `heightCap`; the width
    /// rounded up and, when `clamps`, no wider than `room`.
    func wrappedSize(of label: LabelContent, room: Double?, clamps: Bool) -> Size {
        let measured = measurer.measureText(label, maxWidth: room, maxHeight: heightCap)
        var width = measured.width.rounded(.up)
        if clamps, let room {
            width = min(width, room)
        }
        return Size(width: width, height: parityFixed(measured.height.rounded(.up)))
    }

    /// `height` + 1 when it is odd and the line's height is even. Parity is
    /// that of the whole part, as C's `(int)h % 2`; heights too large or not
    /// finite are left alone rather than converted to an integer.
    func parityFixed(_ height: Double) -> Double {
        Self.isOdd(height) && !Self.isOdd(lineHeight) ? height + 1 : height
    }

    private static func isOdd(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        return value.rounded(.towardZero).truncatingRemainder(dividingBy: 2) != 0
    }
}
