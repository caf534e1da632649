/// One face fontconfig found in boxrender's font directories.
public struct InstalledFace: Equatable, Sendable {
    /// The family names the face declares, the main one first (Roboto Light
    /// declares "Roboto" and "Roboto Light").
    public let families: [String]
    /// The style name, e.g. "Light Italic".
    public let style: String
    public let fullName: String
    public let postScriptName: String
    /// OpenType weight: 100 thin … 400 regular … 700 bold … 900 black.
    public let weight: Int
    public let italic: Bool
    public let file: String

    public init(
        families: [String], style: String, fullName: String, postScriptName: String, weight: Int, italic: Bool,
        file: String
    ) {
        self.families = families
        self.style = style
        self.fullName = fullName
        self.postScriptName = postScriptName
        self.weight = weight
        self.italic = italic
        self.file = file
    }

    /// The main family name: the one a Pango font description asks for.
    public var family: String { families.first ?? fullName }
}
