/// Why Mush markup couldn't be styled. The only such case is a colour without hex
/// digits, which made the original parser throw (reference §6.2).
public struct MushError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The offending markup as the author wrote it, from its `{` to its `}`.
    public let markup: String
    /// What is wrong with it, without the markup.
    public let reason: String

    public init(markup: String, reason: String) {
        self.markup = markup
        self.reason = reason
    }

    public var description: String { "`\(markup)`: \(reason)" }
}
