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
    /// How many times an animated PNG plays; 0 = forever.
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
    /// drawn. A product within a billionth of a whole number is that number,
    /// so 0.1 s at 30 fps is 3 intervals, though 0.1 × 30 is 3.0000000000000004
    /// in binary floating point.
    public var intervals: Int {
        Int(Self.intervals(duration: duration, fps: fps))
    }

    /// `intervals` as a double, for limits checked before it fits an `Int`.
    public static func intervals(duration: Double, fps: Double) -> Double {
        let product = duration * fps
        let nearest = product.rounded()
        return abs(product - nearest) <= 1e-9 * max(1, product) ? nearest : product.rounded(.up)
    }

    /// The time of frame `k`: k / fps, the last exactly at `duration`.
    public func time(ofFrame k: Int) -> Double {
        k >= intervals ? duration : Double(k) / fps
    }
}
