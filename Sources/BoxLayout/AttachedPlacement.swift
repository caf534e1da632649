import BoxModel

/// Places attached boxes at their target's origin plus their own left and top
/// margins (reference §2.5). Attached boxes take no space in the stack.
///
/// MGBox walks `boxes` once, so a box attached to an attached box that comes
/// later in `boxes` uses that box's *previous* origin and only settles on the
/// next layout. A still picture shows the settled layout: every chain is
/// followed to its anchor (an automatic, fixed or `none` sibling), whatever
/// the order in `boxes`. Two edge cases keep this total and linear:
/// - A cycle (including a box attached to itself) is cut where it closes:
///   the box whose target is already being resolved counts that target as at
///   (0, 0), where a never-positioned UIView sits.
/// - A box whose target is missing, is not a sibling, or is itself orphaned
///   is removed from the view by MGBox (§1.2). It is left at (0, 0) and
///   reported in `orphans`, so later stages can skip it and its subtree.
struct AttachmentPlacer {
    private enum State: UInt8 {
        case unvisited
        case resolving
        case placed
        case orphaned
    }

    /// Per node; allocated on the first attached box, so trees without any
    /// pay nothing.
    private var states: [State] = []
    /// The chain being followed, reused between chains.
    private var chain: [Int] = []
    /// Attached boxes MGBox would remove, in the order they were found.
    private(set) var orphans: [Int] = []

    /// Places every attached child of `parent`. Call after the parent's
    /// automatic children were stacked, so targets have their final origins.
    mutating func placeAttachedChildren(
        of parent: Int, nodes: UnsafeBufferPointer<BoxNode>, parents: UnsafeBufferPointer<Int>,
        frames: UnsafeMutableBufferPointer<Rect>
    ) {
        if states.isEmpty {
            states = [State](repeating: .unvisited, count: nodes.count)
        }
        for child in nodes[parent].children where states[child] == .unvisited {
            if case .attached = nodes[child].layoutMode {
                resolveChain(from: child, parent: parent, nodes: nodes, parents: parents, frames: frames)
            }
        }
    }

    /// Makes `parent`'s children count as never placed, so that the next
    /// `placeAttachedChildren(of: parent, …)` places them again: a container
    /// laid out a second time (an expand-to-fill line item, `relayOutExpanded`)
    /// may have moved their targets. Orphans among them are un-reported, and
    /// found again if they still are.
    mutating func forgetPlacements(ofChildrenOf parent: Int, nodes: UnsafeBufferPointer<BoxNode>) {
        guard !states.isEmpty else { return }
        var hadOrphans = false
        for child in nodes[parent].children where states[child] != .unvisited {
            hadOrphans = hadOrphans || states[child] == .orphaned
            states[child] = .unvisited
        }
        if hadOrphans {
            // Every listed orphan is still `.orphaned` except the ones just reset.
            orphans.removeAll { states[$0] == .unvisited }
        }
    }

    /// Follows `start`'s targets until an anchor with a known origin, then
    /// places the chain back to front.
    private mutating func resolveChain(
        from start: Int, parent: Int, nodes: UnsafeBufferPointer<BoxNode>, parents: UnsafeBufferPointer<Int>,
        frames: UnsafeMutableBufferPointer<Rect>
    ) {
        chain.removeAll(keepingCapacity: true)
        var current = start
        var anchor: Point?
        while true {
            chain.append(current)
            states[current] = .resolving
            guard case .attached(let target) = nodes[current].layoutMode else { break }
            guard target >= 0, target < nodes.count, parents[target] == parent else { break }
            if case .attached = nodes[target].layoutMode {
                switch states[target] {
                case .unvisited:
                    current = target
                    continue
                case .resolving:
                    anchor = .zero
                case .placed:
                    anchor = frames[target].origin
                case .orphaned:
                    break
                }
            } else {
                anchor = frames[target].origin
            }
            break
        }
        guard var origin = anchor else {
            for box in chain {
                states[box] = .orphaned
                frames[box].origin = .zero
                orphans.append(box)
            }
            return
        }
        for box in chain.reversed() {
            let margin = nodes[box].margin
            origin = Point(x: origin.x + margin.left, y: origin.y + margin.top)
            frames[box].origin = origin
            states[box] = .placed
        }
    }
}
