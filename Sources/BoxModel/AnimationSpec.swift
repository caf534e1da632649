/// MGBox's animated layout as a spec gives it (spec-format §9): the layout
/// moves from the `from` tree to the spec's own tree over `duration`.
public struct AnimationSpec: Equatable, Sendable {
    /// The tree before; laid out on its own, like the spec's `root`.
    public var from: BoxTree
    /// Seconds (MGBox's README animates over 0.3).
    public var duration: Double
    /// Frames per second: frames k = 0…N are at time k / fps, N = ceil(duration × fps).
    public var fps: Double
    /// MGBox's option: when every box of a container is new, slide them all
    /// in from above instead of just fading them in.
    public var slideBoxesInFromEmpty: Bool
    /// How many times an animated PNG, GIF or WebP plays; 0 = forever.
    public var loop: Int
    /// Seconds the last frame is held before the picture loops or stops.
    public var holdEnd: Double

    public init(
        from: BoxTree, duration: Double = 0.3, fps: Double = 30, slideBoxesInFromEmpty: Bool = false, loop: Int = 0,
        holdEnd: Double = 1
    ) {
        self.from = from
        self.duration = duration
        self.fps = fps
        self.slideBoxesInFromEmpty = slideBoxesInFromEmpty
        self.loop = loop
        self.holdEnd = holdEnd
    }

    /// N = ceil(duration × fps), the number of intervals: frames 0…N are
    /// drawn. A product within a billionth of a whole number is that number
    /// (`nearlyWhole`), so 0.1 s at 30 fps is 3 intervals; any animation has
    /// at least one. Capped far above any frame limit, so that an unchecked
    /// spec built in code cannot overflow the conversion.
    public var intervals: Int {
        Int(min(Self.intervals(duration: duration, fps: fps), Double(Int32.max)))
    }

    /// `intervals` as a double, for limits checked before it fits an `Int`;
    /// infinite when the product is.
    public static func intervals(duration: Double, fps: Double) -> Double {
        let product = duration * fps
        guard product.isFinite else { return .infinity }
        return max(1, nearlyWhole(product) ?? product.rounded(.up))
    }

    /// The time of frame `k`: k / fps, the last exactly at `duration`.
    public func time(ofFrame k: Int) -> Double {
        k >= intervals ? duration : Double(k) / fps
    }
}
