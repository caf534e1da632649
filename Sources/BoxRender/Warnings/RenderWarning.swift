/// Something a picture shows that is faithful to MGBox but almost never what
/// the spec's author meant: text that does not fit its line, items a line
/// dropped or shortened, a word broken inside, text touching the next side's
/// item, bold or italic a font has no face for, characters no pinned font
/// has, content off the canvas or clipped
/// away, a box with content but no size, a picture drawn larger than its
/// pixels. The picture is still drawn (exit 0, a line on
/// standard error); `--strict` makes them errors.
public struct RenderWarning: Sendable, Equatable, CustomStringConvertible {
    /// What kind of surprise it is, for tools and for tests.
    public enum Kind: String, Sendable, CaseIterable {
        case textDoesNotFit
        case itemDropped
        case textShortened
        case missingGlyphs
        case offCanvas
        case clippedAway
        case noSize
        case pictureUpscaled
        case scrollTargetHidden
        /// A word longer than its multiline label, broken inside (with a hyphen).
        case wordBroken
        /// A label that reaches an item of another side of its line.
        case textTouches
        /// Bold or italic asked of a font without that face, synthesised.
        case fontStyleSynthesised
    }

    public let kind: Kind
    /// The spec file, as errors name it.
    public let file: String
    /// The node's JSON path: `root.boxes[0].middleLines[1].right[0]`.
    public let path: String
    public let message: String
    /// The node it is about, an index of the tree.
    public let node: Int

    public init(kind: Kind, file: String, path: String, message: String, node: Int) {
        self.kind = kind
        self.file = file
        self.path = path
        self.message = message
        self.node = node
    }

    /// `spec.json: root.boxes[0]: warning: …`, as the CLI prints it: made
    /// printable as an error's line is (`MessageText`), since the file name and
    /// the characters a warning quotes come from the user.
    public var description: String { MessageText.printable("\(file): \(path): warning: \(message)") }

    /// The warning as an error: what `--strict` reports.
    public var asError: SpecError { SpecError(file: file, path: path, line: 0, column: 0, message: message) }
}
