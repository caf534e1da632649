import BoxModel

extension LayoutPass {
    /// Closes a `linear`, `stack` or `flow` (MKLayoutLibrary, peer §2).
    ///
    /// Its size is its own `size`: an MK layout fills the rectangle it is
    /// given and never sizes itself to its items. Nested MK layouts are one
    /// MK tree whose views all share one host view, so only the **outermost**
    /// of a group lays it out, when it closes: by then every node inside it
    /// was closed, bottom-up, so each view's laid-out size is known. An MK
    /// layout whose parent is one too does nothing of its own here.
    ///
    /// The group becomes one `MKLayoutTree` (a forward walk, no recursion):
    /// nested MK layouts are its sublayouts, every other child a view whose
    /// `natural` size is its laid-out frame size. The tree is laid out in the
    /// outer layout's bounds at the pass's scale, and every member gets its
    /// frame relative to its own parent, as all frames are. A box that MK
    /// resizes keeps the layout of its own children, as a UIView does when
    /// its frame is set from outside.
    ///
    /// A nested layout's own frame (what its background, borders and
    /// `--frames` use) is rounded like a view's; its items are still placed
    /// from its unrounded rectangle, as MK does, since their frames are taken
    /// relative to the rounded one.
    mutating func closeMKLayout(_ index: Int) {
        contentSizes[index] = frames[index].size
        let parent = parents[index]
        if parent >= 0, nodes[parent].type.isMKLayout { return }
        guard let parameters = nodes[index].mkLayout else { return }

        let (tree, members) = mkTree(from: index, parameters: parameters)
        let bounds = Rect(x: 0, y: 0, width: frames[index].width, height: frames[index].height)
        let scale = Double(rounding.scale)
        let result = tree.layOut(in: bounds, scale: scale)
        let viewRounding = MKPixelRounding(scale: scale)
        // Each member's frame as drawn, in the outer layout's space.
        var drawn = result.frames
        drawn[MKLayoutTree.root] = bounds
        for member in 1..<max(1, tree.count) where tree[member].layoutParameters != nil {
            drawn[member] = viewRounding.round(drawn[member])
        }
        for member in 1..<max(1, tree.count) {
            let node = members[member]
            let origin = drawn[tree.parents[member]].origin
            frames[node] = drawn[member].offsetBy(dx: -origin.x, dy: -origin.y)
            if nodes[node].type != .scroll {
                contentSizes[node] = frames[node].size
            }
        }
        for separator in result.separators {
            let origin = drawn[separator.layout].origin
            separators.append(
                LayoutSeparator(
                    node: members[separator.layout], rect: separator.rect.offsetBy(dx: -origin.x, dy: -origin.y),
                    color: separator.color))
        }
    }

    /// The MK tree of the group of MK layouts whose outermost is `root`, and
    /// for each of its nodes the index of the tree node it stands for.
    /// Breadth first: a layout's items are added when the walk reaches it, so
    /// parents always come first, as `MKLayoutTree` requires.
    private func mkTree(from root: Int, parameters: LinearLayoutParameters) -> (MKLayoutTree, [Int]) {
        var tree = MKLayoutTree(root: parameters)
        var members = [root]
        var next = 0
        while next < members.count {
            let layout = next
            next += 1
            guard tree[layout].layoutParameters != nil else { continue }
            for child in nodes[members[layout]].children {
                let item = nodes[child].layoutItem ?? LayoutItemParameters()
                let natural = frames[child].size
                // The type first: reading `content` copies a label's text.
                if nodes[child].type.isMKLayout, let sublayout = nodes[child].mkLayout {
                    tree.addLayout(sublayout, item: item, naturalSize: natural, to: layout)
                } else {
                    tree.addView(item, naturalSize: natural, to: layout)
                }
                members.append(child)
            }
        }
        return (tree, members)
    }
}
