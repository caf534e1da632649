/// Parameters of the grid-like peer layouts: AQGridView (`gridView`, peer §1),
/// NMGridLayoutManager (`gridLayout`, peer §3.3) and NMExplicitLayoutManager's
/// aspect-ratio variants (`layouts`, peer §3.2, spec-format §8). Plain values
/// that the spec decoder fills in and the engines in BoxLayout/Peers read;
/// every default is the original library's (or the reference's recommendation
/// where the original is unobservable or broken, as noted).

// MARK: - AQGridView

/// AQGridView's `layoutDirection` (peer §1.2, §1.3).
public enum GridViewLayoutDirection: String, CaseIterable, Hashable, Sendable {
    /// The default: the minimum cell width is expanded to divide the width; rows grow downwards.
    case vertical
    /// The cell size is exactly the minimum; as many rows as fit the height, columns grow rightwards.
    /// Items are still placed row by row.
    case horizontal
}

/// AQGridView's cell separator styles, in the library's enum order (peer §1.8).
public enum GridViewSeparatorStyle: String, CaseIterable, Hashable, Sendable {
    /// Draws nothing (same as `emptySpace`).
    case none
    /// The default: the gaps between cells are the only separation.
    case emptySpace
    /// A 1-point line inside each cell at its bottom, and at its right unless it is in the last column.
    case singleLine
}

/// AQGridView's cell selection styles, in the library's enum order (peer §1.9).
public enum GridViewSelectionStyle: String, CaseIterable, Hashable, Sendable {
    case none
    case blue
    case gray
    case blueGray
    case green
    case red
    /// The default: a rectangular shadow halo around the content (see `GridViewGlow`).
    case glow

    /// The vertical gradient of the bundled 1 × 43 px selection images, decoded
    /// from the PNGs (peer §1.9); `nil` for `none` and `glow`.
    public var gradient: GridViewSelectionGradient? {
        switch self {
        case .none, .glow: nil
        case .blue: GridViewSelectionGradient(top: (5, 140, 245), bottom: (1, 93, 230))
        case .gray: GridViewSelectionGradient(top: (206, 206, 206), bottom: (171, 171, 171))
        case .blueGray: GridViewSelectionGradient(top: (109, 145, 204), bottom: (72, 117, 190))
        case .green: GridViewSelectionGradient(top: (21, 196, 24), bottom: (18, 164, 20))
        case .red: GridViewSelectionGradient(top: (217, 32, 43), bottom: (203, 45, 27))
        }
    }
}

/// A selected-background gradient: `top` at the top edge to `bottom` at the bottom edge.
public struct GridViewSelectionGradient: Equatable, Hashable, Sendable {
    public var top: Color
    public var bottom: Color

    public init(top: Color, bottom: Color) {
        self.top = top
        self.bottom = bottom
    }

    /// From 8-bit RGB triples, as the colours were read out of the images.
    init(top: (Int, Int, Int), bottom: (Int, Int, Int)) {
        func color(_ rgb: (Int, Int, Int)) -> Color {
            Color(red: Double(rgb.0) / 255, green: Double(rgb.1) / 255, blue: Double(rgb.2) / 255)
        }
        self.init(top: color(top), bottom: color(bottom))
    }
}

/// The glow selection style: a shadow on the selected cell's content view,
/// whose path is that view's bounds rectangle, offset 0 × 0 (peer §1.9).
public struct GridViewGlow: Equatable, Hashable, Sendable {
    /// `selectionGlowShadowRadius`, Core Animation's `shadowRadius`.
    public var radius: Double
    /// `selectionGlowColor`; by default UIKit's `darkGrayColor` (white 1/3).
    public var color: Color
    /// The layer's shadow opacity while selected.
    public var opacity: Double

    public init(radius: Double = 12, color: Color = Color(white: 1.0 / 3), opacity: Double = 1) {
        self.radius = radius
        self.color = color
        self.opacity = opacity
    }

    /// The glow as a Core Animation shadow, for the draw list.
    public var shadow: Shadow {
        Shadow(color: color, opacity: opacity, offset: .zero, radius: radius)
    }
}

/// The declarative form of the delegate's "adjust cell frame within grid cell
/// frame" hook (spec `cellFrameAdjustment: [dx, dy, dw, dh]`): added to the
/// centred or stretched cell frame, after which nothing is clamped except that
/// a size never goes below 0.
public struct GridViewCellFrameAdjustment: Equatable, Hashable, Sendable {
    public var dx: Double
    public var dy: Double
    public var dw: Double
    public var dh: Double

    public init(dx: Double = 0, dy: Double = 0, dw: Double = 0, dh: Double = 0) {
        self.dx = dx
        self.dy = dy
        self.dw = dw
        self.dh = dh
    }

    /// No adjustment: the hook not implemented.
    public static let none = GridViewCellFrameAdjustment()
}

/// Where the footer goes and how it moves the content height (peer §1.6 step 4, §1.12).
public enum GridViewFooterPlacement: String, CaseIterable, Hashable, Sendable {
    /// AQGridView's rule: a content height below H + 2 × footerHeight becomes
    /// H + footerHeight, and the footer sits at the bottom of the content.
    /// A short grid's footer therefore lands just below the first screen.
    case original
    /// The reference's simpler option: the footer sits right after the last row.
    case afterLastRow
}

/// Everything AQGridView's layout reads besides the sizes of its views (peer §1.1).
public struct GridViewParameters: Equatable, Hashable, Sendable {
    /// The data source's minimum grid cell size (spec `cellSize`). Vertically
    /// only its width is expanded to divide the width; its height is kept.
    public var cellSize: Size
    /// Shrinks the layout width (and so can change the column count) and shifts the columns right.
    public var leftContentInset: Double
    public var rightContentInset: Double
    public var layoutDirection: GridViewLayoutDirection
    /// Stretches every cell to its whole grid cell, both axes, whatever the separator style.
    public var resizesCellWidthToFit: Bool
    public var separatorStyle: GridViewSeparatorStyle
    /// The grid's `separatorColor`. `nil` = not set: the cells draw their own
    /// default, #DDDDDD. The original's grid property defaults to white 0.85
    /// (`gridPropertyDefaultSeparatorColor`) but passes it only to cells that
    /// already exist when it is set, so a fresh render never shows it (peer §1.8);
    /// following the reference's recommendation, a colour given here is used.
    public var separatorColor: Color?
    /// The item drawn selected; `nil` (or out of range) = none.
    public var selectedIndex: Int?
    public var selectionStyle: GridViewSelectionStyle
    /// The glow's values, used when `selectionStyle` is `glow`.
    public var glow: GridViewGlow
    public var cellFrameAdjustment: GridViewCellFrameAdjustment
    /// Whether the content height is raised to at least the view height H.
    public var contentSizeGrowsToFillBounds: Bool
    public var footerPlacement: GridViewFooterPlacement
    /// Moves the background view up by 500 points (MAX_BOUNCE_DISTANCE), as the original's layout pass does.
    public var backgroundViewExtendsUp: Bool
    /// Compatibility: columns = floor(W / grid cell width) with the full width W,
    /// as the original computes it, instead of the intended m. Differs only with
    /// large insets, where the original gets one column more than fits (peer §1.2 step 5).
    public var usesLiteralColumnFormula: Bool

    public init(
        cellSize: Size = GridViewParameters.defaultCellSize,
        leftContentInset: Double = 0,
        rightContentInset: Double = 0,
        layoutDirection: GridViewLayoutDirection = .vertical,
        resizesCellWidthToFit: Bool = false,
        separatorStyle: GridViewSeparatorStyle = .emptySpace,
        separatorColor: Color? = nil,
        selectedIndex: Int? = nil,
        selectionStyle: GridViewSelectionStyle = .glow,
        glow: GridViewGlow = GridViewGlow(),
        cellFrameAdjustment: GridViewCellFrameAdjustment = .none,
        contentSizeGrowsToFillBounds: Bool = true,
        footerPlacement: GridViewFooterPlacement = .original,
        backgroundViewExtendsUp: Bool = false,
        usesLiteralColumnFormula: Bool = false
    ) {
        self.cellSize = cellSize
        self.leftContentInset = leftContentInset
        self.rightContentInset = rightContentInset
        self.layoutDirection = layoutDirection
        self.resizesCellWidthToFit = resizesCellWidthToFit
        self.separatorStyle = separatorStyle
        self.separatorColor = separatorColor
        self.selectedIndex = selectedIndex
        self.selectionStyle = selectionStyle
        self.glow = glow
        self.cellFrameAdjustment = cellFrameAdjustment
        self.contentSizeGrowsToFillBounds = contentSizeGrowsToFillBounds
        self.footerPlacement = footerPlacement
        self.backgroundViewExtendsUp = backgroundViewExtendsUp
        self.usesLiteralColumnFormula = usesLiteralColumnFormula
    }

    /// AQGridView's minimum grid cell size when the data source gives none.
    public static let defaultCellSize = Size(width: 96, height: 128)
    /// What an AQGridViewCell draws its separators in when its own colour is unset: 221/255 grey.
    public static let cellDefaultSeparatorColor = Color(white: 221.0 / 255)
    /// The grid's own `separatorColor` default (white 0.85, #D9D9D9); see `separatorColor`.
    public static let gridPropertyDefaultSeparatorColor = Color(white: 0.85)

    /// The colour separators are drawn in: the given one, else the cells' #DDDDDD.
    public var resolvedSeparatorColor: Color {
        separatorColor ?? Self.cellDefaultSeparatorColor
    }
}

// MARK: - NMGridLayoutManager

/// NMGridLayoutManager's `direction`: the fill order (peer §3.3).
public enum GridLayoutDirection: String, CaseIterable, Hashable, Sendable {
    /// Row by row, left to right (the default, 0).
    case leftToRightTopToBottom
    /// Column by column, top to bottom (1).
    case topToBottomLeftToRight
}

/// NMGridLayoutManager's `extension`: how items past the first page are spaced (peer §3.3).
public enum GridLayoutExtension: String, CaseIterable, Hashable, Sendable {
    /// The default (0). Despite the header comment, overflowing items are paged
    /// exactly as with `nextFullPage`; only the computed content size differs.
    case none
    /// Overflow fills whole further pages, each laid out like the first (1).
    case nextFullPage
    /// Overflow continues with one gap across the page boundary instead of two (2).
    case lastItem
}

/// NMGridLayoutManager's `extensionDirection`: where further pages go (peer §3.3).
public enum GridLayoutExtensionDirection: String, CaseIterable, Hashable, Sendable {
    /// The default (0): pages continue to the right.
    case right
    /// Pages continue downwards (1).
    case down
}

/// NMGridLayoutManager's parameters, by the reference's names, defaults the first value of each.
public struct GridLayoutParameters: Equatable, Hashable, Sendable {
    public var direction: GridLayoutDirection
    public var `extension`: GridLayoutExtension
    public var extensionDirection: GridLayoutExtensionDirection
    /// Not in the original, which computes a content size and discards it: when
    /// true the box grows to that size (the reference's "grow canvas" option).
    public var growsCanvas: Bool

    public init(
        direction: GridLayoutDirection = .leftToRightTopToBottom,
        extension: GridLayoutExtension = .none,
        extensionDirection: GridLayoutExtensionDirection = .right,
        growsCanvas: Bool = false
    ) {
        self.direction = direction
        self.extension = `extension`
        self.extensionDirection = extensionDirection
        self.growsCanvas = growsCanvas
    }
}

// MARK: - NMExplicitLayoutManager

/// One aspect-ratio variant of `layouts` (spec-format §8): what the selection
/// needs to know about it. NMView records the ratio of the alternative's
/// designed frame; the spec may give the ratio directly.
public struct ExplicitLayoutVariant: Equatable, Hashable, Sendable {
    /// Width ÷ height of the canvas the variant was designed for.
    public var aspectRatio: Double

    public init(aspectRatio: Double) {
        self.aspectRatio = aspectRatio
    }

    /// The variant of a design size, as NMView records it: width ÷ height. A
    /// zero height gives a non-finite ratio, which the selection reports as invalid.
    public init(designSize: Size) {
        self.init(aspectRatio: designSize.width / designSize.height)
    }
}
