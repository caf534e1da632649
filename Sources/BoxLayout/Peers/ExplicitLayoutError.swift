/// Why no variant could be chosen.
public enum ExplicitLayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    case noVariants
    /// A zero (or negative) height has no aspect ratio; `layouts` needs a fixed canvas height.
    case canvasHeightNotPositive(Double)
    case canvasWidthNegative(Double)
    /// A canvas length is NaN or infinite.
    case nonFinite(field: String)
    /// Variant `index` has a ratio that is NaN, infinite, zero or negative (for instance a zero design height).
    case invalidAspectRatio(index: Int, value: Double)

    public var description: String {
        switch self {
        case .noVariants:
            "layouts: there are no variants to choose from"
        case .canvasHeightNotPositive(let height):
            "layouts: the canvas height is \(height); choosing a variant by aspect ratio needs a height above 0"
        case .canvasWidthNegative(let width):
            "layouts: the canvas width is \(width); it must not be negative"
        case .nonFinite(let field):
            "layouts: the canvas \(field) must be a finite number"
        case .invalidAspectRatio(let index, let value):
            "layouts[\(index)]: the aspect ratio \(value) is not a finite number above 0"
        }
    }
}
