/// Colour distance in the YIQ space, as pixelmatch measures it (after Kotsarenko
/// and Ramos, "Measuring perceived color difference using YIQ NTSC transmission
/// color space in mobile applications"): brightness (Y) weighs most, the two
/// chroma axes less, which tracks what a person notices better than RGB does.
enum YIQ {
    /// The largest possible `delta`: 35215 is the squared YIQ distance between
    /// the two most different colours, so `threshold²` scales it to 0…1.
    static let maxDelta = 35215.0

    static func y(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.298_895_31 + g * 0.586_622_47 + b * 0.114_482_23
    }

    static func i(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.595_977_99 - g * 0.274_176_10 - b * 0.321_801_89
    }

    static func q(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.211_470_17 - g * 0.522_617_11 + b * 0.311_146_94
    }

    /// A pixel's colour composited over white, in 0…255 per channel: how a
    /// transparent pixel looks on a plain page, so that fully transparent pixels of
    /// any stored colour compare equal.
    static func overWhite(_ pixel: Pixel) -> (Double, Double, Double) {
        if pixel.a == 255 { return (Double(pixel.r), Double(pixel.g), Double(pixel.b)) }
        let alpha = Double(pixel.a) / 255
        func blend(_ channel: UInt8) -> Double { 255 + (Double(channel) - 255) * alpha }
        return (blend(pixel.r), blend(pixel.g), blend(pixel.b))
    }

    /// The squared, weighted YIQ distance between two pixels (0 for identical
    /// ones), negative when the first is the brighter — the sign tells lightening
    /// from darkening, the magnitude is what thresholds compare against.
    static func delta(_ first: Pixel, _ second: Pixel) -> Double {
        if first == second { return 0 }
        let (r1, g1, b1) = overWhite(first)
        let (r2, g2, b2) = overWhite(second)
        let y1 = y(r1, g1, b1)
        let y2 = y(r2, g2, b2)
        let dy = y1 - y2
        let di = i(r1, g1, b1) - i(r2, g2, b2)
        let dq = q(r1, g1, b1) - q(r2, g2, b2)
        let distance = 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
        return y1 > y2 ? -distance : distance
    }

    /// Only the brightness difference, first minus second: what the anti-aliasing
    /// test uses to find a pixel's darkest and brightest neighbours.
    static func brightnessDelta(_ first: Pixel, _ second: Pixel) -> Double {
        if first == second { return 0 }
        let (r1, g1, b1) = overWhite(first)
        let (r2, g2, b2) = overWhite(second)
        return y(r1, g1, b1) - y(r2, g2, b2)
    }
}
