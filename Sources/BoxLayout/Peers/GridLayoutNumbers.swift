/// Turning input lengths and quotients into safe numbers, shared by the
/// AQGridView and NMGridLayoutManager engines, so that no finite or non-finite
/// input can trap or make a frame non-finite.
///
/// Both originals divide by zero or produce 0 columns on degenerate input;
/// both engines clamp every count to at least 1 instead (peer §1.2 step 7,
/// §3.3 "Edge cases", §4 point 9).
enum GridLayoutNumbers {
    /// The largest count either engine produces: 2^30, so that the product of
    /// two counts (a page of NMGrid) stays far below `Int.max`.
    static let countLimit = 1 << 30
    /// The largest magnitude of an input length: 10^12 points, far beyond any
    /// canvas, small enough that sums and products with counts stay finite.
    static let lengthLimit = 1e12

    /// An input length as the engines use it: NaN or infinity counts as 0 (the
    /// `validate` functions report them for callers that prefer to refuse),
    /// anything beyond ±`lengthLimit` stops there.
    static func length(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        return min(max(value, -lengthLimit), lengthLimit)
    }

    /// `length(value)`, and not below 0: for sizes.
    static func size(_ value: Double) -> Double {
        max(0, length(value))
    }

    /// `quotient` truncated towards zero, clamped to 1…`countLimit`; NaN (0 ÷ 0) counts as 1.
    static func count(_ quotient: Double) -> Int {
        guard quotient >= 1 else { return 1 }
        guard quotient < Double(countLimit) else { return countLimit }
        return Int(quotient)
    }

    /// ⌈count ÷ divisor⌉ for a non-negative `count` and a positive `divisor`, without overflow.
    static func ceilingDivision(_ count: Int, by divisor: Int) -> Int {
        count / divisor + (count % divisor == 0 ? 0 : 1)
    }
}
