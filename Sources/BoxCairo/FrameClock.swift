/// Frame delays in whole ticks of a format's clock (GIF: hundredths of a
/// second; WebP: thousandths; an ffconcat list: millionths) with no drift:
/// each frame starts at the tick nearest its true start, the sum of the
/// delays before it, so a delay that is not a whole number of ticks is
/// rounded down or up frame by frame and the error never adds up. At 30 fps
/// GIF delays go 3, 4, 3, 3, 4, 3… hundredths, frame k starting at the
/// hundredth nearest k / 30 s, and the whole animation lasts its true length
/// to the nearest tick.
public struct FrameClock: Sendable {
    /// Ticks in one second.
    public let ticksPerSecond: Double
    /// The true time at which the next frame starts, in seconds.
    public private(set) var elapsed = 0.0
    /// The tick at which the next frame starts: the nearest to `elapsed`.
    public private(set) var start = 0

    public init(ticksPerSecond: Double) {
        self.ticksPerSecond = ticksPerSecond
    }

    /// The next frame's delay in ticks, for a frame shown `seconds` (finite, 0
    /// or more): from the tick nearest its start to the tick nearest its end.
    public mutating func ticks(lasting seconds: Double) -> Int {
        elapsed += seconds
        let end = Self.nearest(elapsed * ticksPerSecond)
        defer { start = end }
        return end - start
    }

    /// Each delay in ticks, as `ticks(lasting:)` gives them one by one.
    public static func ticks(_ delays: [Double], ticksPerSecond: Double) -> [Int] {
        var clock = FrameClock(ticksPerSecond: ticksPerSecond)
        return delays.map { clock.ticks(lasting: $0) }
    }

    /// The nearest whole number, halves up; a value a millionth of a tick
    /// below a half (a sum of delays such as 1/30 s is never exact in binary)
    /// counts as the half.
    static func nearest(_ ticks: Double) -> Int {
        guard ticks.isFinite, ticks < Double(Int.max / 2) else { return Int.max / 2 }
        return Int((ticks + 0.5 + 1e-6).rounded(.down))
    }
}
