import BoxModel

/// One item of a line's side (spec-format §4): a text, an attributed text,
/// a picture, or any node.
///
/// A string literal is a label in its side's font and colours: a line feed
/// anywhere makes it multiline (trimmed, word-wrapped), otherwise it is one
/// line cut with "…"; a string ending in `|mush` is Mush markup. A string
/// held in a variable is written `.text(name)`.
public struct LineItem: Sendable, ExpressibleByStringInterpolation {
    let draft: Draft

    public init(stringLiteral text: String) {
        draft = .string(text)
    }

    /// A label whose settings replace its side's.
    ///
    /// `mush`: `nil` = Mush only with the `|mush` suffix; `true` = Mush anyway; `false` = never.
    /// `multiline`: `nil` = multiline when the text holds a line feed; `true` forces it
    /// (as MGLine's `multilineLeft`); `false` keeps one line.
    /// `direction`: `nil` = its line's, else the canvas's (`auto`: from its first strong letter).
    /// `language`: a BCP 47 tag (spec `lang`); `nil` = its line's.
    public static func text(
        _ text: String, mush: Bool? = nil, multiline: Bool? = nil, font: FontSpec? = nil, textColor: Color? = nil,
        textShadowColor: Color? = nil, textShadowOffset: Point? = nil, direction: TextDirection? = nil,
        language: String? = nil
    ) -> LineItem {
        let object = DraftObject([
            "text": .string(text), "mush": mush.map(Draft.bool), "multiline": multiline.map(Draft.bool),
            "font": font.map(Draft.font), "textColor": textColor.map(Draft.color),
            "textShadowColor": textShadowColor.map(Draft.color), "textShadowOffset": textShadowOffset.map(Draft.point),
            "direction": direction.map { .string($0.rawValue) }, "lang": language.map(Draft.string),
        ])
        // Without settings it is the plain string a spec would write.
        return LineItem(draft: object.members.count == 1 ? .string(text) : .object(object))
    }

    /// An attributed text: runs with their own faces and colours, never Mush-parsed.
    ///
    /// `multiline`: `nil` = multiline when some run holds a line feed.
    /// `direction`: `nil` = its line's, else the canvas's (`auto`: from its first strong letter).
    /// `language`: a BCP 47 tag (spec `lang`); `nil` = its line's.
    public static func spans(
        _ runs: [TextRun], multiline: Bool? = nil, font: FontSpec? = nil, textColor: Color? = nil,
        textShadowColor: Color? = nil, textShadowOffset: Point? = nil, direction: TextDirection? = nil,
        language: String? = nil
    ) -> LineItem {
        LineItem(
            draft: .object(
                DraftObject([
                    "spans": .array(runs.map(Draft.span)), "multiline": multiline.map(Draft.bool),
                    "font": font.map(Draft.font), "textColor": textColor.map(Draft.color),
                    "textShadowColor": textShadowColor.map(Draft.color),
                    "textShadowOffset": textShadowOffset.map(Draft.point),
                    "direction": direction.map { .string($0.rawValue) }, "lang": language.map(Draft.string),
                ])))
    }

    /// A picture at its natural point size (pixels ÷ the file's scale:
    /// `name@2x.png` is 2 pixels per point) unless `size` is given. A relative
    /// path resolves against the render's `baseDirectory`. One that
    /// `flipsForRightToLeft` (a chevron) is drawn mirrored in a right-to-left canvas.
    public static func image(_ path: String, size: Size? = nil, flipsForRightToLeft: Bool = false) -> LineItem {
        LineItem(
            draft: .object(
                DraftObject([
                    "image": .string(path), "size": size.map(Draft.size),
                    "flipsForRightToLeft": flipsForRightToLeft ? .bool(true) : nil,
                ])))
    }

    /// Any node, laid out as a line item with its margins.
    public static func box(_ content: some BoxContent) -> LineItem {
        LineItem(draft: .node(content.element))
    }

    private init(draft: Draft) {
        self.draft = draft
    }
}

/// The items of one side of a line: one item, a list of them, or a text forced multiline.
///
/// ```swift
/// Line(left: "Title", right: .image("arrow@2x.png"))     // one item each
/// Line(left: ["Name", .text(name, font: bold)])           // a list
/// Line(left: .multiline("A long text that wraps"))       // MGLine's multilineLeft
/// ```
///
/// One item and a list of one draw the same; they differ only in the item's
/// path (`root.left` or `root.left[0]`), as in a spec file.
public struct LineItems: Sendable, ExpressibleByArrayLiteral, ExpressibleByStringInterpolation {
    enum Form: Sendable {
        case one(LineItem)
        case list([LineItem])
        case multiline(String)
    }

    let form: Form

    public init(arrayLiteral items: LineItem...) {
        form = .list(items)
    }

    public init(_ items: [LineItem]) {
        form = .list(items)
    }

    public init(stringLiteral text: String) {
        form = .one(LineItem(stringLiteral: text))
    }

    /// One item.
    public init(_ item: LineItem) {
        form = .one(item)
    }

    /// A text forced multiline, as MGLine's `multilineLeft` (spec key `multilineLeft`…):
    /// trimmed and word-wrapped; a `|mush` suffix still applies.
    public static func multiline(_ text: String) -> LineItems {
        LineItems(form: .multiline(text))
    }

    /// One label; see
    /// `LineItem.text(_:mush:multiline:font:textColor:textShadowColor:textShadowOffset:direction:language:)`.
    public static func text(
        _ text: String, mush: Bool? = nil, multiline: Bool? = nil, font: FontSpec? = nil, textColor: Color? = nil,
        textShadowColor: Color? = nil, textShadowOffset: Point? = nil, direction: TextDirection? = nil,
        language: String? = nil
    ) -> LineItems {
        LineItems(
            .text(
                text, mush: mush, multiline: multiline, font: font, textColor: textColor,
                textShadowColor: textShadowColor, textShadowOffset: textShadowOffset, direction: direction,
                language: language))
    }

    /// One attributed text; see
    /// `LineItem.spans(_:multiline:font:textColor:textShadowColor:textShadowOffset:direction:language:)`.
    public static func spans(
        _ runs: [TextRun], multiline: Bool? = nil, font: FontSpec? = nil, textColor: Color? = nil,
        textShadowColor: Color? = nil, textShadowOffset: Point? = nil, direction: TextDirection? = nil,
        language: String? = nil
    ) -> LineItems {
        LineItems(
            .spans(
                runs, multiline: multiline, font: font, textColor: textColor, textShadowColor: textShadowColor,
                textShadowOffset: textShadowOffset, direction: direction, language: language))
    }

    /// One picture; see `LineItem.image(_:size:flipsForRightToLeft:)`.
    public static func image(_ path: String, size: Size? = nil, flipsForRightToLeft: Bool = false) -> LineItems {
        LineItems(.image(path, size: size, flipsForRightToLeft: flipsForRightToLeft))
    }

    /// One node; see `LineItem.box(_:)`.
    public static func box(_ content: some BoxContent) -> LineItems {
        LineItems(.box(content))
    }

    private init(form: Form) {
        self.form = form
    }
}
