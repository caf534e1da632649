import BoxModel

extension Color {
    /// A colour from 0xRRGGBB, as a spec's `"#RRGGBB"` gives it: each
    /// component n / 255, so `Color(rgb: 0x6D7179)` is exactly `"#6D7179"`.
    public init(rgb: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255, alpha: alpha)
    }

    /// A colour from 0xRRGGBBAA, exactly as a spec's `"#RRGGBBAA"`.
    public init(rgba: UInt32) {
        self.init(rgb: rgba >> 8, alpha: Double(rgba & 0xFF) / 255)
    }
}
