/// What `GridViewInput.validate()` finds wrong with an input.
///
/// Only non-finite numbers are reported. `GridViewLayout.layOut` itself never
/// fails: it counts them as 0, caps magnitudes at 10¹² points, counts negative
/// lengths as 0 and clamps counts to at least 1, because the originals' failures
/// on degenerate input — zero columns, division by zero — are not worth
/// reproducing (peer §4 point 9).
public enum GridViewLayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A number is NaN or infinite; `field` names it, e.g. `cellSizes[3].width`.
    case nonFinite(field: String)

    public var description: String {
        switch self {
        case .nonFinite(let field): "gridView: `\(field)` must be a finite number"
        }
    }
}
