/// The parameters of MKLayoutLibrary's layouts (peer-layouts §2): a `linear`,
/// `stack` or `flow` box, and the `layoutItem` each of its children carries.
/// Plain values, so that the spec decoder can fill them in and the engines in
/// `BoxLayout/Peers` can read them without knowing about JSON.

/// One MK layout: how it places its items inside the rectangle it is given.
public struct LinearLayoutParameters: Equatable, Hashable, Sendable {
    /// Which MK layout class this is.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// MKLinearLayout: items in a row or column, sized by points, match or weight (§2.3).
        case linear
        /// MKStackLayout: every item gets the whole inner rectangle (§2.4).
        case stack
        /// MKFlowLayout: items in lines that wrap (§2.5).
        case flow
    }

    /// MKLayoutOrientation: the direction items follow. Horizontal (MK's 0) is the
    /// default of both the linear and the flow layout; a stack ignores it.
    public enum Orientation: String, CaseIterable, Hashable, Sendable {
        case horizontal
        case vertical

        /// The other orientation: a horizontal layout draws vertical separators.
        public var flipped: Orientation { self == .horizontal ? .vertical : .horizontal }
    }

    /// What MK's separator delegate supplied: the separators a linear layout
    /// draws before each item (other than the first) whose `insertBorder` is set.
    public struct Separator: Equatable, Hashable, Sendable {
        /// Length of the separator along the layout's orientation, reserved
        /// between the two items it divides.
        public var thickness: Double
        public var color: Color
        /// How far the separator reaches past the content rectangle across the
        /// layout: top and bottom for a horizontal layout, left and right for a
        /// vertical one (MK's `separatorIntersectionOffsets`; the other two sides
        /// are unused). Positive values lengthen it.
        public var intersectionOffsets: Insets

        /// The defaults are boxrender's (MK requires a delegate to say): a 1-point
        /// line in #DDDDDD, AQGridView's separator grey, with no overhang.
        public init(
            thickness: Double = 1,
            color: Color = Color(white: 221.0 / 255.0),
            intersectionOffsets: Insets = .zero
        ) {
            self.thickness = thickness
            self.color = color
            self.intersectionOffsets = intersectionOffsets
        }
    }

    public var kind: Kind
    /// Linear and flow only.
    public var orientation: Orientation
    /// Linear only: the gap between two items, and on both sides of a separator.
    /// MK's flow and stack layouts have no spacing.
    public var spacing: Double
    /// MK's layout `margin`: an inset **inside** the layout's rectangle around
    /// its items (what MGBox and CSS call padding). It adds to the padding of
    /// the item that holds this layout; nothing collapses.
    public var margin: Insets
    /// Linear only. `nil` draws nothing and reserves a thickness of 0, but an
    /// item with `insertBorder` still gets the spacing on both sides of where
    /// the separator would be.
    public var separator: Separator?
    /// Whether a negative length becomes 0 (peer §4 point 5): a weighted or
    /// match length (when fixed items and spacing use more than the layout
    /// has), and a view's or sublayout's size after its padding. `false`
    /// reproduces MK, which never clamps: frames may then have negative sizes.
    public var clampNegative: Bool
    /// Flow only. `true` reproduces MK's bug of placing a flow layout's items as
    /// if its rectangle started at (0, 0), whatever origin it was given (peer
    /// §2.5 step 2, §4 point 8). Off by default: every layout works relative to
    /// the rectangle it is given.
    public var flowOriginBug: Bool

    public init(
        kind: Kind = .linear,
        orientation: Orientation = .horizontal,
        spacing: Double = 0,
        margin: Insets = .zero,
        separator: Separator? = nil,
        clampNegative: Bool = true,
        flowOriginBug: Bool = false
    ) {
        self.kind = kind
        self.orientation = orientation
        self.spacing = spacing
        self.margin = margin
        self.separator = separator
        self.clampNegative = clampNegative
        self.flowOriginBug = flowOriginBug
    }
}

/// MK's `layoutItem`: how one child sits in the slot its layout gives it (§2.2).
public struct LayoutItemParameters: Equatable, Hashable, Sendable {
    /// A size along one axis.
    public enum Length: Equatable, Hashable, Sendable {
        /// A fixed number of points, padding included.
        case points(Double)
        /// MK's match-parent (−1): the whole slot, or, for a linear layout's
        /// length axis, all the usable length (§2.3).
        case match
        /// The child's own size (a box's `size`, a label's measured size), as
        /// whoever builds the layout tree reports it. Not in MK 1.0 (later MK
        /// versions call it wrap-content); it lets a spec keep a child's size.
        case natural
    }

    /// MKLayoutGravity: where a view smaller than its slot goes. The raw values
    /// are MK's bits; MK's `None` (1) means "do not move", which is what an
    /// empty set means, so that bit is dropped (alone or combined, it has no
    /// effect in MK either).
    public struct Gravity: OptionSet, Hashable, Sendable {
        public let rawValue: Int

        /// Keeps only the six direction bits: MK's None bit and unknown bits are dropped.
        public init(rawValue: Int) {
            self.rawValue = rawValue & 0x7E
        }

        public static let top = Gravity(rawValue: 2)
        public static let bottom = Gravity(rawValue: 4)
        public static let left = Gravity(rawValue: 8)
        public static let right = Gravity(rawValue: 16)
        public static let centerVertical = Gravity(rawValue: 32)
        public static let centerHorizontal = Gravity(rawValue: 64)
        /// Both centre bits.
        public static let center: Gravity = [.centerVertical, .centerHorizontal]

        /// Where an axis puts the view: MK's "unchanged" is the start, since the
        /// view keeps the slot's origin.
        public enum Alignment: Hashable, Sendable {
            case start
            case center
            case end
        }

        /// MK's precedence on x: centre beats left, left beats right.
        public var horizontal: Alignment {
            if contains(.centerHorizontal) { return .center }
            if contains(.left) { return .start }
            if contains(.right) { return .end }
            return .start
        }

        /// MK's precedence on y: centre beats top, top beats bottom.
        public var vertical: Alignment {
            if contains(.centerVertical) { return .center }
            if contains(.top) { return .start }
            if contains(.bottom) { return .end }
            return .start
        }
    }

    /// MK's default is match-parent on both axes: an item fills its slot.
    public var width: Length
    public var height: Length
    /// Insets of the view **within** its size: the size includes the padding,
    /// so padding shrinks the view (peer §4 point 1, `shrinkView`).
    public var padding: Insets
    public var gravity: Gravity
    /// MK's `offset` (horizontal, vertical), added after gravity and before rounding.
    public var offset: Point
    /// Linear only: a share of the length left after fixed and match items;
    /// `nil` is MK's "no weight" (−1). A weighted item may still have a fixed
    /// length: the weight sizes its slot and the length its view inside it.
    public var weight: Double?
    /// Linear only: a separator (and spacing on both sides of it) before this
    /// item. Ignored on the first item.
    public var insertBorder: Bool

    public init(
        width: Length = .match,
        height: Length = .match,
        padding: Insets = .zero,
        gravity: Gravity = [],
        offset: Point = .zero,
        weight: Double? = nil,
        insertBorder: Bool = false
    ) {
        self.width = width
        self.height = height
        self.padding = padding
        self.gravity = gravity
        self.offset = offset
        self.weight = weight
        self.insertBorder = insertBorder
    }
}
