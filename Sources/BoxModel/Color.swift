/// An RGBA colour with components 0…1, not premultiplied — UIColor's model.
public struct Color: Equatable, Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// UIKit's `colorWithWhite:alpha:`.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from 0xRRGGBB, as a spec's `"#RRGGBB"` gives it: each
    /// component n / 255, so `Color(rgb: 0x6D7179)` is exactly `"#6D7179"`.
    /// The spec decoder, CSS names and Mush's COLOR markup all make colours
    /// with it.
    ///
    /// - Parameters:
    ///   - rgb: the red, green and blue bytes, as in `0x6D7179`.
    ///   - alpha: the opacity, 0…1.
    public init(rgb: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255, alpha: alpha)
    }

    /// A colour from 0xRRGGBBAA, exactly as a spec's `"#RRGGBBAA"`.
    public init(rgba: UInt32) {
        self.init(rgb: rgba >> 8, alpha: Double(rgba & 0xFF) / 255)
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)

    /// True when drawing this colour changes nothing.
    public var isClear: Bool { alpha <= 0 }

    /// Each component moved by `delta` and the alpha by `alphaDelta`, clamped to 0…1:
    /// UIColor+MGExpanded's arithmetic, which the etched border style is built from.
    public func adjusted(by delta: Double, alphaBy alphaDelta: Double) -> Color {
        func clamp(_ value: Double) -> Double { min(1, max(0, value)) }
        return Color(
            red: clamp(red + delta),
            green: clamp(green + delta),
            blue: clamp(blue + delta),
            alpha: clamp(alpha + alphaDelta)
        )
    }
}
