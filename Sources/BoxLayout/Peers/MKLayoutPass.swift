import BoxModel

extension MKLayoutTree {
    /// Lays out the whole tree in `rect` (peer §2): the root layout gets
    /// `rect` as its bounds, and every sublayout the rectangle its parent
    /// assigns it. Every layout works relative to the rectangle it is given
    /// (peer §4 point 8; a flow layout's `flowOriginBug` is the one exception).
    ///
    /// One forward walk over the nodes: a parent comes before its children, so
    /// each layout's rectangle is known when the walk reaches it. No recursion,
    /// however deep the nesting; cost is linear in the number of nodes.
    ///
    /// - Parameters:
    ///   - rect: the root layout's rectangle; its origin may be anywhere.
    ///   - scale: pixels per point. Views and separators are rounded to
    ///     1/scale, half away from zero; sublayouts are not (§2.6). One scale
    ///     serves the whole tree (MK gives every layout the screen's). A scale
    ///     that is not a positive finite number counts as 1.
    public func layOut(in rect: Rect, scale: Double) -> MKLayoutResult {
        let rounding = MKPixelRounding(scale: scale)
        let childLists = MKChildLists(parents: parents)
        var frames = [Rect](repeating: .zero, count: nodes.count)
        var separators: [MKSeparatorRect] = []
        frames[MKLayoutTree.root] = MKFinite.rect(rect)
        for (index, node) in nodes.enumerated() {
            guard let parameters = node.layoutParameters else { continue }
            let children = childLists[index]
            let items = children.map { MKSlotItem(nodes[$0].item, naturalSize: nodes[$0].naturalSize) }
            let slots: [Rect]
            switch parameters.kind {
            case .linear:
                let linear = LinearLayoutEngine.slots(for: items, in: frames[index], parameters: parameters)
                slots = linear.slots
                if let separator = parameters.separator {
                    separators += linear.separators.map {
                        MKSeparatorRect(
                            layout: index, rect: MKFinite.rect(rounding.round($0)), color: separator.color,
                            orientation: parameters.orientation.flipped)
                    }
                }
            case .stack:
                slots = StackLayoutEngine.slots(count: items.count, in: frames[index], parameters: parameters)
            case .flow:
                slots = FlowLayoutEngine.slots(for: items, in: frames[index], parameters: parameters)
            }
            for (child, (slotItem, slot)) in zip(children, zip(items, slots)) {
                let placed = MKItemPlacement.frame(of: slotItem, in: slot, clampNegative: parameters.clampNegative)
                frames[child] = MKFinite.rect(nodes[child].layoutParameters == nil ? rounding.round(placed) : placed)
            }
        }
        return MKLayoutResult(frames: frames, separators: separators)
    }
}
