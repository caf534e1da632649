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
