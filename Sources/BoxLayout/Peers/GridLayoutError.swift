/// What `GridLayoutInput.validate()` finds wrong: only NaN or infinity.
/// `GridLayoutManager.layOut` itself never fails (it counts them as 0);
/// every finite input is laid out — negative lengths count as 0 and counts are
/// clamped to at least 1, where the original divides by zero (peer §4 point 9).
public enum GridLayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A number is NaN or infinite; `field` names it, e.g. `children[0].size.width`.
    case nonFinite(field: String)

    public var description: String {
        switch self {
        case .nonFinite(let field): "gridLayout: `\(field)` must be a finite number"
        }
    }
}
