/// The whole number a computed value stands for, when it is within a
/// billionth of one (relative to the value, at least absolutely): 0.1 × 30 is
/// 3.0000000000000004 in binary floating point, but a user who asks for 0.1 s
/// at 30 fps means 3 frames, and 1/30 s is 1 thirtieth, not 33.333… ms.
/// `nil` when the value is not that close to a whole number.
public func nearlyWhole(_ value: Double) -> Double? {
    let nearest = value.rounded()
    return abs(value - nearest) <= 1e-9 * max(1, abs(value)) ? nearest : nil
}
