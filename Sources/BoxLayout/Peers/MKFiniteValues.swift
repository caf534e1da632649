import BoxModel

/// Guards against NaN and infinity, so that no input, however strange, can
/// make a frame non-finite. A non-finite input counts as 0; an output that
/// overflowed to infinity (or became NaN) is reported as 0.
enum MKFinite {
    static func value(_ value: Double) -> Double {
        value.isFinite ? value : 0
    }

    static func insets(_ insets: Insets) -> Insets {
        Insets(
            top: value(insets.top), left: value(insets.left), bottom: value(insets.bottom),
            right: value(insets.right))
    }

    static func size(_ size: Size) -> Size {
        Size(width: value(size.width), height: value(size.height))
    }

    static func point(_ point: Point) -> Point {
        Point(x: value(point.x), y: value(point.y))
    }

    static func rect(_ rect: Rect) -> Rect {
        Rect(x: value(rect.x), y: value(rect.y), width: value(rect.width), height: value(rect.height))
    }

    /// `length`, or 0 in its place if it is negative and `clamp` is on (peer §4 point 5).
    static func length(_ length: Double, clamp: Bool) -> Double {
        clamp ? max(0, length) : length
    }
}
