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
    package static func check(_ status: cairo_status_t, _ operation: @autoclosure () -> String) throws(CairoError) {
        guard status == CAIRO_STATUS_SUCCESS else { throw CairoError(operation: operation(), status: status) }
    }
}
