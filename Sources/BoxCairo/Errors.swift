import CCairo

/// Cairo reported a failure. Cairo never throws or crashes on bad input; it puts
/// the surface or context into an error state, which every wrapper checks and
/// turns into this error at the boundary.
public struct CairoError: Error, Equatable, CustomStringConvertible {
    /// What boxrender was doing, e.g. "decoding a PNG".
    public let operation: String
    /// Cairo's own words for the status.
    public let message: String

    public init(operation: String, message: String) {
        self.operation = operation
        self.message = message
    }

    init(operation: String, status: cairo_status_t) {
        self.init(operation: operation, message: String(cString: cairo_status_to_string(status)))
    }

    public var description: String { "\(operation) failed: \(message)" }

    /// Throws when `status` is not success.
    static func check(_ status: cairo_status_t, _ operation: @autoclosure () -> String) throws(CairoError) {
        guard status == CAIRO_STATUS_SUCCESS else { throw CairoError(operation: operation(), status: status) }
    }
}

/// A picture file could not be used: missing, unreadable or not a PNG. The
/// message names the path, because that is what the person has to fix.
public struct ImageLoadError: Error, Equatable, CustomStringConvertible {
    public let path: String
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}

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
