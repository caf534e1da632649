#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Core Animation's ease-in-out timing, the cubic Bézier through (0, 0),
/// (0.42, 0), (0.58, 1), (1, 1) (CSS `ease-in-out`), which MGBox's animated
/// layout uses (reference §9).
///
/// `progress(at:)` solves x(s) = t for the curve parameter s in closed form
/// (Cardano's formula), then returns y(s). No lookup table and no iteration
/// to tune: the same t always gives the same bits.
public enum EaseInOut {
    // x(s) = a s³ + b s² + c s for the control points' x, 0.42 and 0.58.
    private static let a = 1 - 3 * 0.58 + 3 * 0.42
    private static let b = 3 * 0.58 - 6 * 0.42
    private static let c = 3 * 0.42

    /// The eased progress at `t`, the fraction of the duration gone; both in [0, 1].
    public static func progress(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        guard t < 1 else { return 1 }
        let s = parameter(forX: t)
        // y(s) for the control points' y, 0 and 1: 3(1 − s)s² + s³.
        return min(1, max(0, 3 * (1 - s) * s * s + s * s * s))
    }

    /// The s in [0, 1] with x(s) = t.
    ///
    /// With s = u − b / 3a the cubic becomes u³ + pu + q = 0. For these
    /// control points p ≈ 1.67 > 0, so its discriminant q²/4 + p³/27 is
    /// positive for every t: one real root, Cardano's sum of cube roots.
    static func parameter(forX t: Double) -> Double {
        let shift = b / (3 * a)
        let p = (3 * a * c - b * b) / (3 * a * a)
        let q = (2 * b * b * b - 9 * a * b * c) / (27 * a * a * a) - t / a
        let root = (q * q / 4 + p * p * p / 27).squareRoot()
        var s = cbrt(-q / 2 + root) + cbrt(-q / 2 - root) - shift
        // One Newton step takes off the formula's last rounding error.
        let slope = (3 * a * s + 2 * b) * s + c
        s -= (((a * s + b) * s + c) * s - t) / slope
        return min(1, max(0, s))
    }
}
