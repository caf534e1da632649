/// Which corners of a rectangle are rounded.
public struct Corners: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let topLeft = Corners(rawValue: 1 << 0)
    public static let topRight = Corners(rawValue: 1 << 1)
    public static let bottomLeft = Corners(rawValue: 1 << 2)
    public static let bottomRight = Corners(rawValue: 1 << 3)
    public static let all: Corners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
    public static let top: Corners = [.topLeft, .topRight]
    public static let bottom: Corners = [.bottomLeft, .bottomRight]
}

/// A layer mask of the box's bounds with some corners rounded.
public struct CornerMask: Equatable, Hashable, Sendable {
    public var radius: Double
    public var corners: Corners

    public init(radius: Double, corners: Corners) {
        self.radius = radius
        self.corners = corners
    }
}
