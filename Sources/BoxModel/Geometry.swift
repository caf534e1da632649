/// Geometry in points, origin top-left, y down — the coordinate system of UIKit
/// and of every reference number boxrender reproduces.

/// A point in points.
public struct Point: Equatable, Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)
}

/// A size in points.
public struct Size: Equatable, Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)
}

/// A rectangle in points, as UIKit's `CGRect` with a non-negative size.
public struct Rect: Equatable, Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var origin: Point {
        get { Point(x: x, y: y) }
        set {
            x = newValue.x
            y = newValue.y
        }
    }

    public var size: Size {
        get { Size(width: width, height: height) }
        set {
            width = newValue.width
            height = newValue.height
        }
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The rectangle reflected left to right across the span from `start`
    /// to `end`: what a right-to-left layout makes of a frame.
    public func mirrored(across start: Double, _ end: Double) -> Rect {
        Rect(x: start + end - x - width, y: y, width: width, height: height)
    }

    /// True when the two rectangles share some area (touching edges do not count).
    public func intersects(_ other: Rect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }
}

/// Padding or margins, one length per side. Negative values are allowed (MGBox
/// uses negative padding as an outset and negative margins as overlap).
public struct Insets: Equatable, Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same length on all four sides.
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    public static let zero = Insets()

    public var horizontal: Double { left + right }
    public var vertical: Double { top + bottom }
}
