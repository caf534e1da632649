/// A font as iOS names it: a PostScript-style name and a point size. The
/// backend maps the name to an installed open font through its alias table.
public struct FontSpec: Equatable, Hashable, Sendable {
    public var name: String
    public var size: Double

    public init(name: String, size: Double) {
        self.name = name
        self.size = size
    }

    /// MGLine's default font (reference §3.1).
    public static let lineDefault = FontSpec(name: "HelveticaNeue-Light", size: 16)
}

/// Which face a run of text uses relative to its base font. Mush's fonts don't
/// combine: italic beats bold, monospace beats both (reference §6.2), so this
/// is one choice, not a set of flags.
public enum FontFace: String, Equatable, Hashable, Sendable {
    case base
    case bold
    case italic
    /// Courier New (`CourierNewPSMT`) at the base point size.
    case monospace
}

/// A run of text with the attributes Mush and attributed-string spans can give.
/// `nil` attributes fall back to the label's own (its side's font and colours).
public struct TextRun: Equatable, Hashable, Sendable {
    public var text: String
    public var face: FontFace
    public var underline: Bool
    public var color: Color?
    public var backgroundColor: Color?
    /// An explicit font, overriding the label's (spans' `font`).
    public var font: FontSpec?
    /// Per-run text shadow (spans' `shadowColor`, `shadowOffset`), overriding the label's.
    public var shadowColor: Color?
    public var shadowOffset: Point?

    public init(
        text: String,
        face: FontFace = .base,
        underline: Bool = false,
        color: Color? = nil,
        backgroundColor: Color? = nil,
        font: FontSpec? = nil,
        shadowColor: Color? = nil,
        shadowOffset: Point? = nil
    ) {
        self.text = text
        self.face = face
        self.underline = underline
        self.color = color
        self.backgroundColor = backgroundColor
        self.font = font
        self.shadowColor = shadowColor
        self.shadowOffset = shadowOffset
    }
}
