/// A Core Animation layer shadow: the layer's composited alpha, blurred,
/// tinted and offset, drawn under the layer.
public struct Shadow: Equatable, Hashable, Sendable {
    public var color: Color
    public var opacity: Double
    public var offset: Point
    /// Core Animation's `shadowRadius`; the blur is a Gaussian with σ = radius / 2.
    public var radius: Double

    /// Core Animation's defaults: black, offset (0, −3), radius 3 — but opacity 1
    /// here, because a spec that writes `shadow` wants to see it (CA's is 0).
    public init(
        color: Color = .black,
        opacity: Double = 1,
        offset: Point = Point(x: 0, y: -3),
        radius: Double = 3
    ) {
        self.color = color
        self.opacity = opacity
        self.offset = offset
        self.radius = radius
    }

    /// The Gaussian standard deviation that Core Animation's radius stands for.
    public var sigma: Double { radius / 2 }
}
