import CCairo

/// A scene the renderer refuses before drawing anything: the draw list is the
/// output of BoxScene, so these point at a bug there or at absurd input values.
public enum SceneError: Error, Equatable, CustomStringConvertible {
    /// The canvas size or scale is not a drawable picture (at most 32767 pixels wide, Cairo's limit, and 2³⁰ tall).
    case invalidCanvas(width: Double, height: Double, scale: Int)
    /// A `popClip` or `endLayer` without its opening command, or a list that ends with one still open.
    case unbalanced(commandIndex: Int, reason: String)
    /// A rectangle, radius, colour or shadow value is NaN or infinite.
    case nonFiniteValue(commandIndex: Int)
    /// The shadow's blur would need a buffer of more than `limit` pixels.
    case shadowTooLarge(commandIndex: Int, pixels: Int, limit: Int)

    public var description: String {
        switch self {
        case .invalidCanvas(let width, let height, let scale):
            return "cannot draw a \(width)×\(height) point canvas at scale \(scale)"
        case .unbalanced(let index, let reason):
            return "draw command \(index): \(reason)"
        case .nonFiniteValue(let index):
            return "draw command \(index) holds a value that is not a finite number"
        case .shadowTooLarge(let index, let pixels, let limit):
            return "draw command \(index): the shadow blur would need \(pixels) pixels (limit \(limit))"
        }
    }
}
