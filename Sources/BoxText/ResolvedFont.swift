/// An installed face a font name (and Mush face) stands for: what Pango is asked
/// for, and the file it actually draws with.
public struct ResolvedFont: Equatable, Hashable, Sendable {
    /// The installed family, e.g. "Roboto".
    public let family: String
    /// OpenType weight: 100 thin … 400 regular … 700 bold … 900 black.
    public let weight: Int
    public let italic: Bool
    /// The font file Pango loads for it.
    public let file: String

    public init(family: String, weight: Int, italic: Bool, file: String) {
        self.family = family
        self.weight = weight
        self.italic = italic
        self.file = file
    }
}
