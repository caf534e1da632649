/// Layout of the failure picture a golden-image test writes.
public enum ThreePanelLayout {
    /// Pixels of neutral grey between panels.
    public static let gap = 4
    /// Opaque mid grey: the gap and the padding under shorter panels, distinct
    /// from both checkerboard squares so a panel's edge is always visible.
    public static let neutral = Pixel(r: 128, g: 128, b: 128, a: 255)
    /// Side of a checkerboard square, in pixels.
    public static let checkerSize = 8
    public static let checkerLight = Pixel(r: 255, g: 255, b: 255, a: 255)
    public static let checkerDark = Pixel(r: 204, g: 204, b: 204, a: 255)

    /// The checkerboard colour at (`x`, `y`) of a panel, counted from its top-left
    /// so that every panel's pattern starts the same way.
    static func checker(x: Int, y: Int) -> Pixel {
        ((x / checkerSize) + (y / checkerSize)) % 2 == 0 ? checkerLight : checkerDark
    }
}

/// expected | difference | actual, side by side, as one opaque picture. Each
/// panel is composited over a checkerboard so that transparent and translucent
/// areas are visible (a transparent pixel and a white one would otherwise look
/// alike); panels are top-aligned and padded to the tallest with neutral grey.
public func threePanel(expected: RGBAImage, difference: RGBAImage, actual: RGBAImage) -> RGBAImage {
    let panels = [expected, difference, actual]
    let width = panels.reduce(0) { $0 + $1.width } + 2 * ThreePanelLayout.gap
    let height = panels.map(\.height).max() ?? 0
    var result = RGBAImage(uncheckedTransparentWidth: width, height: height)
    for y in 0..<height {
        for x in 0..<width { result[x: x, y: y] = ThreePanelLayout.neutral }
    }
    var left = 0
    for panel in panels {
        let view = PixelView(panel)
        for y in 0..<panel.height {
            for x in 0..<panel.width {
                result[x: left + x, y: y] = over(view[x, y], ThreePanelLayout.checker(x: x, y: y))
            }
        }
        left += panel.width + ThreePanelLayout.gap
    }
    return result
}

/// Straight-alpha `top` over an opaque `bottom`, rounded to the nearest byte.
private func over(_ top: Pixel, _ bottom: Pixel) -> Pixel {
    if top.a == 255 { return top }
    let alpha = Double(top.a) / 255
    func mix(_ upper: UInt8, _ lower: UInt8) -> UInt8 {
        UInt8((Double(upper) * alpha + Double(lower) * (1 - alpha)).rounded())
    }
    return Pixel(r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 255)
}
