import BoxModel

/// MKLayout's `roundedRect:` (peer §2.2 step 6): each of x, y, width and height
/// on its own is multiplied by the scale, rounded half away from zero and
/// divided again. Unlike MGBox's `roundToPixel`, a scale of 3 gives thirds of
/// a point. Rounding the size rather than the far edge is MK's: two adjacent
/// views can overlap or part by one device pixel.
struct MKPixelRounding: Sendable {
    /// Pixels per point; a scale that is not a positive finite number counts as 1.
    let scale: Double

    init(scale: Double) {
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    func round(_ value: Double) -> Double {
        let scaled = value * scale
        // A value so large that scaling overflows is far beyond pixel precision anyway.
        guard scaled.isFinite else { return value }
        return scaled.rounded(.toNearestOrAwayFromZero) / scale
    }

    func round(_ rect: Rect) -> Rect {
        Rect(x: round(rect.x), y: round(rect.y), width: round(rect.width), height: round(rect.height))
    }
}
