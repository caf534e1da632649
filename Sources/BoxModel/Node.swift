/// What kind of view a node stands for. The raw values are the spec's `type` names.
public enum NodeType: String, CaseIterable, Sendable {
    /// MGBox.
    case box
    /// MGScrollView: a clipping viewport whose stacked content may be larger.
    case scroll
    /// MGButton: a box with no styling of its own.
    case button
    /// MGTableBox: its children are its top, middle and bottom lines, in that order.
    case table
    /// MGTableBoxStyled: a table with the styled defaults (reference §4.3).
    case styledTable
    /// MGLine: items on the left, middle and right (`content` is `.line`).
    case line
    /// MGLineStyled: a line with the styled defaults (reference §4.2).
    case styledLine
    /// A text item of a line, a label the line made (`content` is `.label`).
    case label
    /// A picture item of a line, at its natural size unless given (`content` is `.image`).
    case image
    /// AQGridView: cells centred in equal grid cells that fill the width, with
    /// an optional header, footer and background view (`content` is `.gridView`).
    case gridView
    /// NMGridLayoutManager: every child takes the first child's size and goes
    /// into evenly spaced slots, page after page (`content` is `.gridLayout`).
    case gridLayout
    /// MKLinearLayout (peer §2.3): items in a row or column (`content` is `.linear`).
    case linear
    /// MKStackLayout (peer §2.4): every item in the whole inner rectangle (`content` is `.linear`).
    case stack
    /// MKFlowLayout (peer §2.5): items in lines that wrap (`content` is `.linear`).
    case flow

    /// True for the types laid out by MGLine's algorithm rather than a container's.
    public var isLine: Bool { self == .line || self == .styledLine }
}

/// How a box's parent positions it (MGBox's `boxLayoutMode`).
public enum BoxLayoutMode: Equatable, Hashable, Sendable {
    /// Stacked by the parent's table or grid layout.
    case automatic
    /// Pinned in a scroll view's viewport; only `y` is honoured (reference §2.7).
    case fixed(Point)
    /// Placed at a sibling's origin plus this box's left/top margins.
    case attached(to: Int)
    /// Never positioned by layout; sits at the given frame.
    case none(frame: Rect)

    public var isAutomatic: Bool { self == .automatic }
}

/// How a container stacks its automatic children.
public enum ContentLayoutMode: String, CaseIterable, Sendable {
    case table
    case grid
}

/// MGBox's `sizingMode`.
public enum SizingMode: String, CaseIterable, Sendable {
    case none
    case shrinkWrap
    case expandWidthToFill
}

/// How a box looks, independent of where it goes.
public struct BoxStyle: Equatable, Hashable, Sendable {
    public var backgroundColor: Color?
    public var cornerRadius: Double
    public var clipsToBounds: Bool
    /// Opacity of the box and its whole subtree, composited as one group.
    public var alpha: Double
    public var shadow: Shadow?
    /// Colours set explicitly (`borderColors`, `topBorderColor`, …); they win over
    /// the etched style's colours on the sides they set.
    public var borderColors: BorderColors
    public var etchedSides: EtchedSides
    public var image: BoxImage?
    /// A clip of the whole box, background included, to its bounds with the
    /// given corners rounded: MGTableBoxStyled's masks on its first and last
    /// lines (reference §4.3).
    public var mask: CornerMask?
    /// UIView's `hidden`: the box and its subtree are not drawn. It still
    /// takes its place where boxes are stacked (MGBox's layout does not look
    /// at `hidden`), but not a slot of a `gridLayout` (NMGridLayoutManager skips it).
    public var isHidden: Bool

    public init(
        backgroundColor: Color? = nil,
        cornerRadius: Double = 0,
        clipsToBounds: Bool = false,
        alpha: Double = 1,
        shadow: Shadow? = nil,
        borderColors: BorderColors = .none,
        etchedSides: EtchedSides = [],
        image: BoxImage? = nil,
        mask: CornerMask? = nil,
        isHidden: Bool = false
    ) {
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
        self.clipsToBounds = clipsToBounds
        self.alpha = alpha
        self.shadow = shadow
        self.borderColors = borderColors
        self.etchedSides = etchedSides
        self.image = image
        self.mask = mask
        self.isHidden = isHidden
    }

    /// The border colours to draw: the etched style's, then explicit overrides.
    public var resolvedBorders: BorderColors {
        etchedSides.borderColors(background: backgroundColor).overridden(by: borderColors)
    }
}

/// One node of a laid-out-able tree. Nodes are immutable after decoding; the
/// layout writes its results into arrays indexed like `BoxTree.nodes`.
public struct BoxNode: Equatable, Sendable {
    public var type: NodeType
    /// The spec's `id`, unique in the file.
    public var id: String?
    /// The JSON path of the node in its spec, e.g. `root.boxes[2]`; used in
    /// `--frames` and in error messages.
    public var path: String
    /// The frame size the user gave (`boxWithSize:`); layout may grow it.
    public var size: Size
    public var padding: Insets
    public var margin: Insets
    public var zIndex: Int
    public var layoutMode: BoxLayoutMode
    public var contentLayoutMode: ContentLayoutMode
    public var sizingMode: SizingMode
    /// Floor for the width of a shrink-wrapped table container.
    public var minWidth: Double
    /// Indices into `BoxTree.nodes`, in `boxes` order. Always greater than this node's index.
    public var children: [Int]
    /// Stored out of line: most layout never reads it (see `Indirect`).
    @Indirect public var style: BoxStyle
    /// What a line, label or line image holds beyond a box's properties.
    @Indirect public var content: NodeContent
    /// How this node sits in its parent `linear`, `stack` or `flow` (MK's
    /// `layoutItem`); `nil` for MK's defaults, and for every node whose parent
    /// is no MK layout. Kept on the node, so that any copy of a tree keeps it,
    /// but out of line and without an allocation when absent (`OptionalIndirect`):
    /// one pointer-sized field.
    @OptionalIndirect public var layoutItem: LayoutItemParameters?
    /// A `scroll` node's offset, `scrollTo` and snapping (spec-format §7);
    /// `nil` (offset zero) for every other node and for unscrolled views.
    /// Out of line for the same reason as `layoutItem`.
    @OptionalIndirect public var scroll: ScrollSettings?

    public init(
        type: NodeType = .box,
        id: String? = nil,
        path: String = "",
        size: Size = .zero,
        padding: Insets = .zero,
        margin: Insets = .zero,
        zIndex: Int = 0,
        layoutMode: BoxLayoutMode = .automatic,
        contentLayoutMode: ContentLayoutMode = .table,
        sizingMode: SizingMode = .none,
        minWidth: Double = 0,
        children: [Int] = [],
        style: BoxStyle = BoxStyle(),
        content: NodeContent = .none,
        layoutItem: LayoutItemParameters? = nil,
        scroll: ScrollSettings? = nil
    ) {
        self.type = type
        self.id = id
        self.path = path
        self.size = size
        self.padding = padding
        self.margin = margin
        self.zIndex = zIndex
        self.layoutMode = layoutMode
        self.contentLayoutMode = contentLayoutMode
        self.sizingMode = sizingMode
        self.minWidth = minWidth
        self.children = children
        self.style = style
        self.content = content
        self.layoutItem = layoutItem
        self.scroll = scroll
    }

    /// The defaults MGScrollView differs in: it clips its content.
    public static func scroll(path: String = "", size: Size) -> BoxNode {
        BoxNode(type: .scroll, path: path, size: size, style: BoxStyle(clipsToBounds: true))
    }
}
