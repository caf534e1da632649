import BoxModel

/// The state of one layout and the three steps every walk is made of:
/// `open` a node (its starting frame and an empty stacking), `stack` each
/// finished child into its parent, and `close` the node once all its children
/// were stacked (its size, then its attached children).
///
/// It reads the tree and writes the results through unsafe buffer pointers,
/// so that every field is loaded and stored in place: subscripting
/// `[BoxNode]` copies the whole node, and with it retains and releases its
/// strings, arrays and out-of-line style (once most of layout's time), and
/// writing into an array held here would check its uniqueness on every
/// store. The pointers are only valid inside the `withUnsafe…BufferPointer`
/// calls of `layout(_:scale:measurer:)`, and a pass never outlives them.
struct LayoutPass {
    let nodes: UnsafeBufferPointer<BoxNode>
    let parents: UnsafeBufferPointer<Int>
    let frames: UnsafeMutableBufferPointer<Rect>
    let contentSizes: UnsafeMutableBufferPointer<Size>
    let rounding: PixelRounding
    /// Sizes labels and line pictures; only lines call it.
    let measurer: any ContentMeasuring
    var attachments = AttachmentPlacer()
    /// Per node, whether a line dropped it; allocated on the first drop, so
    /// trees where nothing is dropped pay nothing (see `LayoutResult.dropped`).
    var dropped: [Bool] = []
    /// Labels a line cut short — a single-line label shortened to fit
    /// (drawn with "…"), a multiline one capped by `maxHeight` — each with
    /// the size its whole text needs; for warnings.
    var shortened: [Int: Size] = [:]
    /// The separators of the `linear` layouts laid out so far (`closeMKLayout`).
    var separators: [LayoutSeparator] = []

    init(
        nodes: UnsafeBufferPointer<BoxNode>, parents: UnsafeBufferPointer<Int>,
        frames: UnsafeMutableBufferPointer<Rect>, contentSizes: UnsafeMutableBufferPointer<Size>,
        rounding: PixelRounding, measurer: any ContentMeasuring
    ) {
        self.nodes = nodes
        self.parents = parents
        self.frames = frames
        self.contentSizes = contentSizes
        self.rounding = rounding
        self.measurer = measurer
    }

    /// Gives `index` its starting frame (`initialFrame`) and returns the
    /// stacking its children will be added to.
    ///
    /// Always inlined: it runs once per node, and once lines made the pass
    /// larger the optimiser stopped inlining it into the walk on its own,
    /// which cost a tenth of the layout time.
    @inline(__always)
    func open(_ index: Int) -> Stacking {
        let frame = initialFrame(of: index, nodes: nodes, parents: parents)
        frames[index] = frame
        return Stacking(
            mode: nodes[index].contentLayoutMode, padding: nodes[index].padding, containerWidth: frame.width)
    }

    /// Hands a child, already closed, to its parent's stacking: automatic
    /// children get their origin; attached ones are only noted, for `close`.
    /// A line's items are stacked too, harmlessly: the line places them all
    /// when it closes, and only uses the note about attached ones.
    func stack(_ child: Int, into stacking: inout Stacking) {
        switch nodes[child].layoutMode {
        case .automatic:
            frames[child].origin = stacking.place(
                size: frames[child].size, margin: nodes[child].margin, rounding: rounding)
        case .attached:
            stacking.hasAttachedChildren = true
        case .fixed, .none:
            break
        }
    }

    /// Sizes `index` from its stacked children (`ContainerSizing`), then
    /// places its attached children, whose targets now have their final origins.
    /// A line is laid out by MGLine's algorithm instead (`closeLine`), a grid
    /// view by AQGridView's (`closeGridView`), a grid layout by
    /// NMGridLayoutManager's (`closeGridLayout`) and `linear`, `stack` and
    /// `flow` by MKLayoutLibrary's (`closeMKLayout`).
    ///
    /// - Parameter relayoutDepth: how many expand-to-fill re-layouts of lines
    ///   inside lines led here (0 in the walks); see `relayOutExpanded`.
    mutating func close(_ index: Int, _ stacking: Stacking, relayoutDepth: Int = 0) {
        var current = frames[index].size
        // Matched by case, which compiles to a tag test: `==` or `isLine`
        // would be calls into BoxModel on every node.
        switch nodes[index].type {
        case .line, .styledLine:
            closeLine(index, hasAttachedItems: stacking.hasAttachedChildren, relayoutDepth: relayoutDepth)
            return
        case .table, .styledTable:
            // MGTableBox sets its height to 0 before each (non-animated)
            // layout, so it is exactly as tall as its lines (reference §4.1).
            current.height = 0
        case .gridView:
            closeGridView(index, hasAttachedChildren: stacking.hasAttachedChildren, relayoutDepth: relayoutDepth)
            return
        case .gridLayout:
            closeGridLayout(index, hasAttachedChildren: stacking.hasAttachedChildren, relayoutDepth: relayoutDepth)
            return
        case .linear, .stack, .flow:
            closeMKLayout(index)
            return
        case .box, .scroll, .button, .label, .image:
            break
        }
        let traits = ContainerTraits(
            isScrollView: nodes[index].type == .scroll,
            shrinkWraps: nodes[index].sizingMode == .shrinkWrap,
            minWidth: nodes[index].minWidth,
            padding: stacking.padding
        )
        let extent = stacking.extent
        let size =
            switch stacking.mode {
            case .table: ContainerSizing.table(traits, current: current, extent: extent)
            case .grid: ContainerSizing.grid(traits, current: current, extent: extent)
            }
        frames[index].size = size.frame
        contentSizes[index] = size.content
        if extent.hasAttachedChildren {
            attachments.placeAttachedChildren(of: index, nodes: nodes, parents: parents, frames: frames)
        }
    }
}
