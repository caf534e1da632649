/// The three sides of an MGLine.
public enum LineSide: String, CaseIterable, Sendable {
    case left
    case middle
    case right
}

extension LineSide {
    private static let leftFirst: [LineSide] = [.left, .right, .middle]
    private static let rightFirst: [LineSide] = [.right, .left, .middle]
    private static let middleFirst: [LineSide] = [.middle, .left, .right]

    /// The order MGLine lays out its sides in when `precedence` has
    /// precedence (reference §3.4); it also adds their items as subviews in
    /// this order, which is their paint order for equal zIndex (§3.10).
    public static func processingOrder(for precedence: LineSide) -> [LineSide] {
        switch precedence {
        case .left: leftFirst
        case .right: rightFirst
        case .middle: middleFirst
        }
    }
}

/// Horizontal alignment of a side's items, and of text within a label.
public enum TextAlignment: String, CaseIterable, Sendable {
    case left
    case center
    case right
    /// Where the text starts: left for a left-to-right paragraph, right for
    /// a right-to-left one (UIKit's `NSTextAlignmentNatural`). A line's left
    /// side has it by default; its items are placed from the left.
    case natural
}

/// The base direction of a label's text (Unicode's paragraph direction).
/// boxrender's extension: MGBox 2.1 leaves it to UIKit.
public enum TextDirection: String, CaseIterable, Sendable {
    /// From the text's first strong character (Unicode bidi rules P2–P3,
    /// as `NSWritingDirectionNatural`); left to right when it has none.
    case auto
    case ltr
    case rtl
}

/// MGLine's `verticalAlignment`.
public enum VerticalAlignment: String, CaseIterable, Sendable {
    case top
    case center
    case bottom
}

/// What a node holds beyond a box's properties.
public enum NodeContent: Equatable, Sendable {
    case none
    /// A line: which of its children are on which side.
    case line(LineContent)
    /// A label's text, fully styled.
    case label(LabelContent)
    /// A picture item; the node's size is its natural point size unless `size` was given.
    case image(ImageItem)
    /// A `linear`, `stack` or `flow` (MKLayoutLibrary): how it places its
    /// children, which are its items (`kind` tells the three apart).
    case linear(LinearLayoutParameters)
    /// A grid view's parameters and which children are its cells, header, footer and background.
    case gridView(GridViewContent)
    /// A grid layout's parameters; every child is one of its boxes.
    case gridLayout(GridLayoutParameters)
}

/// An MGLine's own properties (reference §3.1). Its items are its children in
/// the tree; `left`, `middle` and `right` list their indices in array order.
public struct LineContent: Equatable, Sendable {
    public var left: [Int]
    public var middle: [Int]
    public var right: [Int]
    /// Per side: how the side's items are aligned in their column (left, center, right).
    public var leftItemsAlignment: TextAlignment
    public var middleItemsAlignment: TextAlignment
    public var rightItemsAlignment: TextAlignment
    /// Fixed column widths; 0 = flexible.
    public var leftWidth: Double
    public var middleWidth: Double
    public var rightWidth: Double
    public var verticalAlignment: VerticalAlignment
    public var sidePrecedence: LineSide
    /// Points around every item.
    public var itemPadding: Double
    /// Equal (both 0 by default) = fixed height; otherwise fitted to the tallest item.
    public var minHeight: Double
    public var maxHeight: Double
    /// The line widens instead of truncating or dropping (reference §3.9, as intended).
    public var widenAsNeeded: Bool

    public init(
        left: [Int] = [],
        middle: [Int] = [],
        right: [Int] = [],
        leftItemsAlignment: TextAlignment = .natural,
        middleItemsAlignment: TextAlignment = .center,
        rightItemsAlignment: TextAlignment = .right,
        leftWidth: Double = 0,
        middleWidth: Double = 0,
        rightWidth: Double = 0,
        verticalAlignment: VerticalAlignment = .center,
        sidePrecedence: LineSide = .left,
        itemPadding: Double = 0,
        minHeight: Double = 0,
        maxHeight: Double = 0,
        widenAsNeeded: Bool = false
    ) {
        self.left = left
        self.middle = middle
        self.right = right
        self.leftItemsAlignment = leftItemsAlignment
        self.middleItemsAlignment = middleItemsAlignment
        self.rightItemsAlignment = rightItemsAlignment
        self.leftWidth = leftWidth
        self.middleWidth = middleWidth
        self.rightWidth = rightWidth
        self.verticalAlignment = verticalAlignment
        self.sidePrecedence = sidePrecedence
        self.itemPadding = itemPadding
        self.minHeight = minHeight
        self.maxHeight = maxHeight
        self.widenAsNeeded = widenAsNeeded
    }

    public func items(_ side: LineSide) -> [Int] {
        switch side {
        case .left: left
        case .middle: middle
        case .right: right
        }
    }

    public func alignment(_ side: LineSide) -> TextAlignment {
        switch side {
        case .left: leftItemsAlignment
        case .middle: middleItemsAlignment
        case .right: rightItemsAlignment
        }
    }

    public func fixedWidth(_ side: LineSide) -> Double {
        switch side {
        case .left: leftWidth
        case .middle: middleWidth
        case .right: rightWidth
        }
    }
}

/// Everything needed to measure and draw a label, resolved by the decoder from
/// the item, its side and the line (reference §3.3): nothing falls back later.
public struct LabelContent: Equatable, Hashable, Sendable {
    /// The text as runs: one plain run, Mush's runs, or attributed spans.
    public var runs: [TextRun]
    /// Multiline labels wrap words at their width and have no line limit;
    /// single-line ones truncate their tail with "…" (reference §3.3).
    public var multiline: Bool
    public var font: FontSpec
    public var textColor: Color
    /// `nil` or clear = no shadow.
    public var shadowColor: Color?
    public var shadowOffset: Point
    public var alignment: TextAlignment
    /// Extra space between lines of multiline text.
    public var lineSpacing: Double
    /// The text's base direction, which also decides where `.natural`
    /// alignment puts it.
    public var direction: TextDirection
    /// The text's language, a BCP 47 tag (`ja`, `zh-Hant`, `de`): which
    /// forms a CJK font draws (`locl`), where lines break and how words are
    /// hyphenated. `nil`: none given (Han characters in their Chinese forms).
    public var language: String?

    public init(
        runs: [TextRun],
        multiline: Bool = false,
        font: FontSpec = .lineDefault,
        textColor: Color = .black,
        shadowColor: Color? = nil,
        shadowOffset: Point = Point(x: 0, y: 1),
        alignment: TextAlignment = .natural,
        lineSpacing: Double = 0,
        direction: TextDirection = .auto,
        language: String? = nil
    ) {
        self.runs = runs
        self.multiline = multiline
        self.font = font
        self.textColor = textColor
        self.shadowColor = shadowColor
        self.shadowOffset = shadowOffset
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.direction = direction
        self.language = language
    }

    /// The text without attributes.
    public var plainText: String { runs.map(\.text).joined() }
}

/// A picture item of a line.
public struct ImageItem: Equatable, Sendable {
    public var source: ImageSource
    /// True when the node's size is to be the picture's natural point size
    /// (pixels ÷ file scale), measured at layout time.
    public var naturalSize: Bool
    /// Drawn mirrored in a right-to-left canvas, as UIImage's
    /// `imageFlippedForRightToLeftLayoutDirection` (an accessory chevron).
    public var flipsForRightToLeft: Bool

    public init(source: ImageSource, naturalSize: Bool, flipsForRightToLeft: Bool = false) {
        self.source = source
        self.naturalSize = naturalSize
        self.flipsForRightToLeft = flipsForRightToLeft
    }
}

extension NodeContent {
    /// The content with every child index it names passed through `map`;
    /// indices `map` gives nil for are left out. Copying a subtree into
    /// another tree renumbers its nodes: a line's sides and a grid view's
    /// parts must follow.
    public func remappingChildren(_ map: (Int) -> Int?) -> NodeContent {
        switch self {
        case .line(var line):
            line.left = line.left.compactMap(map)
            line.middle = line.middle.compactMap(map)
            line.right = line.right.compactMap(map)
            return .line(line)
        case .gridView(var grid):
            grid.cells = grid.cells.compactMap(map)
            grid.header = grid.header.flatMap(map)
            grid.footer = grid.footer.flatMap(map)
            grid.backgroundView = grid.backgroundView.flatMap(map)
            return .gridView(grid)
        case .none, .label, .image, .linear, .gridLayout:
            return self
        }
    }
}
