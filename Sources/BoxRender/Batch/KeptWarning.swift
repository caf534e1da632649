import BoxSpec

/// One warning of an output as the batch's manifest and `report.json` keep
/// it (issue 22): its kind, the node's JSON path and the message; the spec
/// it belongs to is the entry's. Both files are read back as attacker input
/// (a committed manifest, a CI artifact), so what is kept is bounded: at
/// most `maximumPerOutput` warnings an output (the rest counted), each path
/// and message at most `maximumLength` bytes of UTF-8, of a kind this
/// boxrender knows.
public struct KeptWarning: Sendable, Equatable, Codable {
    /// `RenderWarning.Kind`'s raw value: `textShortened`, `offCanvas`…
    public var kind: String
    public var path: String
    public var message: String

    /// The most warnings kept for one output: as many as one spec prints.
    public static let maximumPerOutput = 100
    /// The longest path or message kept, in bytes of UTF-8. Quoted input in
    /// both is cut to `MessageText.quotedLimit` characters before it is kept.
    public static let maximumLength = 4096

    public init(kind: String, path: String, message: String) {
        self.kind = kind
        self.path = path
        self.message = message
    }

    /// A picture's warning as it is kept: quoted input cut short.
    public init(_ warning: RenderWarning) {
        self.init(
            kind: warning.kind.rawValue, path: Self.bounded(MessageText.shortened(warning.path)),
            message: Self.bounded(MessageText.shortened(warning.message)))
    }

    /// The warning again, of the spec `file`.
    public func warning(file: String) -> RenderWarning {
        RenderWarning(
            kind: RenderWarning.Kind(rawValue: kind) ?? .textDoesNotFit, file: file, path: path, message: message,
            node: 0)
    }

    /// Whether it is one this boxrender could have kept.
    public var isValid: Bool {
        RenderWarning.Kind(rawValue: kind) != nil && path.utf8.count <= Self.maximumLength
            && message.utf8.count <= Self.maximumLength
    }

    /// An output's warnings as they are kept: each once, in order, at most
    /// `maximumPerOutput`; and how many were left out.
    public static func keep(_ warnings: [RenderWarning]) -> (kept: [KeptWarning], leftOut: Int) {
        var seen: Set<KeptWarning> = []
        var kept: [KeptWarning] = []
        var leftOut = 0
        for warning in warnings {
            let one = KeptWarning(warning)
            guard seen.insert(one).inserted else { continue }
            if kept.count < maximumPerOutput { kept.append(one) } else { leftOut += 1 }
        }
        return (kept, leftOut)
    }

    /// Cut to `maximumLength` bytes of UTF-8 at a character's edge.
    private static func bounded(_ text: String) -> String {
        guard text.utf8.count > maximumLength else { return text }
        var result = ""
        var length = 0
        for character in text {
            length += character.utf8.count
            if length > maximumLength - 3 { break }
            result.append(character)
        }
        return result + "…"
    }
}

extension KeptWarning: Hashable {}
