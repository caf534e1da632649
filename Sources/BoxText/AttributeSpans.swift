import BoxModel

/// One thing a stretch of a label's text can have: what a Pango attribute says.
enum SpanAttribute: Equatable {
    case font(FontKey)
    case underline
    case foreground(Color)
    case background(Color)
    /// A BCP 47 tag: the text's language, for shaping (`locl`), line breaking
    /// and hyphenation.
    case language(String)

    static let kinds = 5

    /// Which of the kinds above, so that one kind's spans merge only with their own.
    var kind: Int {
        switch self {
        case .font: 0
        case .underline: 1
        case .foreground: 2
        case .background: 3
        case .language: 4
        }
    }
}

/// A font as a run asks for it, at its size.
struct FontKey: Equatable {
    let family: String
    let weight: Int
    let italic: Bool
    let size: Double

    init(_ font: ResolvedFont, size: Double) {
        family = font.family
        weight = font.weight
        italic = font.italic
        self.size = size
    }
}

/// A label's attributes with neighbouring runs of the same value merged, in
/// the order of their starts.
///
/// Pango finds a shaped item's colour, underline and background by walking
/// the attribute list from its start, once per item
/// (`pango_glyph_item_apply_attrs`), and inserting an attribute out of order
/// searches the list: with one attribute per Mush run, both were quadratic in
/// the runs (16,600 spans took 47 s). Merged, text of one colour has one
/// foreground attribute however often its font changes, and the list is
/// handed over sorted.
struct AttributeSpans {
    struct Span {
        let attribute: SpanAttribute
        let start: Int
        var end: Int
    }

    private var spans: [Span] = []
    /// Per kind, the index in `spans` of the span a following run may extend.
    private var open: [Int?] = Array(repeating: nil, count: SpanAttribute.kinds)

    /// Gives `start..<end` the attribute (`nil`: none of that kind), extending
    /// the kind's last span when it has the same value and ends at `start`.
    mutating func add(_ attribute: SpanAttribute?, from start: Int, to end: Int) {
        guard let attribute else { return }
        if let index = open[attribute.kind], spans[index].attribute == attribute, spans[index].end == start {
            spans[index].end = end
            return
        }
        open[attribute.kind] = spans.count
        spans.append(Span(attribute: attribute, start: start, end: end))
    }

    /// The spans in order of their starts (stable, so equal starts keep the order they were added in).
    func finished() -> [Span] {
        spans.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
    }
}
