/// MGBox 2.1's `roundToPixel`: the layout managers snap positions so that box
/// edges land on whole device pixels on a 1× screen and on half points on every
/// other screen (the library never special-cased 3×, so 3× also gets half points).
struct PixelRounding: Sendable {
    /// Pixels per point of the screen being imitated.
    let scale: Int

    /// `v` snapped as the reference's `roundToPixel` does: scale exactly 1 →
    /// round half away from zero (C `round`); any other scale → the nearest
    /// half point, ties away from zero (round(2v)/2).
    func round(_ value: Double) -> Double {
        if scale == 1 {
            return value.rounded(.toNearestOrAwayFromZero)
        }
        return (2 * value).rounded(.toNearestOrAwayFromZero) / 2
    }
}
