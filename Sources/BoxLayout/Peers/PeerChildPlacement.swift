import BoxModel

extension LayoutPass {
    /// Gives `child` the frame its grid chose (`gridView`, `gridLayout`),
    /// relative to the grid. A child whose size changes is first laid out
    /// again at its new size, as a line lays out a box it widens
    /// (`relayOutExpanded`), so that the lines, grids and tables inside it fit
    /// the size it is shown at; then the size is set again, whatever its own
    /// layout made of it, because the grid decides (UIKit sets the frame).
    ///
    /// - Parameter relayoutDepth: the depth of the re-layout that led here;
    ///   past `maximumRelayoutDepth` the child only takes the size.
    mutating func placePeerChild(_ child: Int, in frame: Rect, relayoutDepth: Int) {
        resizePeerChild(child, width: frame.width, height: frame.height, relayoutDepth: relayoutDepth)
        frames[child].origin = frame.origin
    }

    /// Makes `child` `width` wide, laid out again at that width when it was
    /// not, and returns its height: a grid view's header and footer are as wide
    /// as the grid view and as tall as they make themselves at that width.
    mutating func widenPeerChild(_ child: Int, to width: Double, relayoutDepth: Int) -> Double {
        resizePeerChild(child, width: width, height: nil, relayoutDepth: relayoutDepth)
        return frames[child].height
    }

    /// `height` nil keeps the height the child's layout gives it at `width`.
    private mutating func resizePeerChild(_ child: Int, width: Double, height: Double?, relayoutDepth: Int) {
        let old = frames[child].size
        guard old.width != width || (height.map { $0 != old.height } ?? false) else { return }
        frames[child].size = Size(width: width, height: height ?? old.height)
        relayOutExpanded(child, relayoutDepth: relayoutDepth)
        let final = Size(width: width, height: height ?? frames[child].height)
        frames[child].size = final
        switch nodes[child].type {
        case .scroll, .gridView, .gridLayout:
            // Their content size is their own, not their frame's.
            break
        case .box, .button, .table, .styledTable, .line, .styledLine, .label, .image, .linear, .stack, .flow:
            contentSizes[child] = final
        }
    }

    /// The indices among `parts` that are children of `container`; the same
    /// array, uncopied, when all are (the decoder only makes such trees).
    func peerParts(_ parts: [Int], of container: Int) -> [Int] {
        func isChild(_ index: Int) -> Bool {
            index > container && index < nodes.count && parents[index] == container
        }
        return parts.allSatisfy(isChild) ? parts : parts.filter(isChild)
    }
}
