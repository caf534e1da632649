import BoxModel

/// A rectangle of whole device pixels. Groups and shadow buffers are sized in
/// these so that they line up with the canvas pixel for pixel.
package struct PixelRect: Equatable {
    package var x: Int
    package var y: Int
    package var width: Int
    package var height: Int

    package static let empty = PixelRect(x: 0, y: 0, width: 0, height: 0)

    package var isEmpty: Bool { width <= 0 || height <= 0 }
    package var maxX: Int { x + width }
    package var maxY: Int { y + height }
    /// Saturates at `Int.max`: a huge blur reach makes rectangles whose area
    /// doesn't fit, and those must be refused as too large, not trap.
    package var area: Int {
        guard !isEmpty else { return 0 }
        let (product, overflow) = width.multipliedReportingOverflow(by: height)
        return overflow ? Int.max : product
    }

    /// The pixels `rect` (in device pixels) touches at all, limited to `bounds`
    /// first so that huge or far-away geometry never reaches an integer conversion.
    /// Edges within 10⁻⁷ of a pixel boundary count as on it: such slivers are
    /// invisible and usually come from dividing and re-multiplying by the scale.
    package init(coveringDeviceRect rect: Rect, within bounds: PixelRect) {
        let snap = 1e-7
        func clamped(_ value: Double, _ low: Int, _ high: Int) -> Double {
            max(Double(low), min(Double(high), value))
        }
        let minX = (clamped(rect.x, bounds.x, bounds.maxX) + snap).rounded(.down)
        let minY = (clamped(rect.y, bounds.y, bounds.maxY) + snap).rounded(.down)
        let maxX = (clamped(rect.maxX, bounds.x, bounds.maxX) - snap).rounded(.up)
        let maxY = (clamped(rect.maxY, bounds.y, bounds.maxY) - snap).rounded(.up)
        guard rect.width > 0, rect.height > 0, maxX > minX, maxY > minY else {
            self = .empty
            return
        }
        self.init(x: Int(minX), y: Int(minY), width: Int(maxX - minX), height: Int(maxY - minY))
    }

    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    package func intersection(_ other: PixelRect) -> PixelRect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return .empty }
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The smallest rectangle holding both; an empty side contributes nothing.
    package func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let left = min(x, other.x)
        let top = min(y, other.y)
        return PixelRect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// Grown by `amount` on every side (callers keep amounts far below overflow).
    package func expanded(by amount: Int) -> PixelRect {
        isEmpty ? self : PixelRect(x: x - amount, y: y - amount, width: width + 2 * amount, height: height + 2 * amount)
    }

    package var asRect: Rect { Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)) }

    /// True when the whole of `other` lies inside this rectangle.
    func contains(_ other: PixelRect) -> Bool {
        other.isEmpty || (x <= other.x && y <= other.y && maxX >= other.maxX && maxY >= other.maxY)
    }
}

extension Rect {
    /// This rectangle in device pixels at `scale`.
    package func scaled(by scale: Double) -> Rect {
        Rect(x: x * scale, y: y * scale, width: width * scale, height: height * scale)
    }

    package var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

    /// This rectangle cut to `bounds` (both in the same units). Cairo keeps
    /// coordinates in 24.8 fixed point, so geometry millions of pixels away must be
    /// cut down before it reaches a path; the parts cut off are never visible.
    package func clamped(to bounds: Rect) -> Rect {
        let left = max(x, bounds.x)
        let top = max(y, bounds.y)
        let right = min(maxX, bounds.maxX)
        let bottom = min(maxY, bounds.maxY)
        return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }
}
