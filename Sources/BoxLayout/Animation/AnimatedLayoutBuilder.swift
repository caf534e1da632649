import BoxModel

extension AnimatedLayout {
    /// Where a node starts: an old frame in canvas coordinates (a matched
    /// node), or a frame relative to its parent (every other node).
    enum Start {
        case absolute(Rect)
        case relative(Rect)
    }

    /// Builds the combined tree and both ends of every node, in one pass
    /// over each tree plus the gone subtrees.
    struct Builder {
        let old: AnimationState
        let new: AnimationState
        let matching: NodeMatching
        var tree: BoxTree
        var starts: [Start] = []
        var end: [Rect] = []
        var startAlpha: [Double] = []
        var endAlpha: [Double] = []
        var scrolls: [Int: (start: (Size, Point), end: (Size, Point))] = [:]

        init(old: AnimationState, new: AnimationState, matching: NodeMatching) {
            self.old = old
            self.new = new
            self.matching = matching
            tree = new.tree
        }

        /// The spec's nodes: matched, new top boxes, other new boxes.
        mutating func addSpecNodes(slideBoxesInFromEmpty: Bool) {
            let count = new.tree.count
            for index in 0..<count {
                let relativeEnd = Self.relative(index, in: new)
                end.append(relativeEnd)
                let ownAlpha = new.isShown(index) ? new.tree[index].style.alpha : 0
                endAlpha.append(ownAlpha)
                let match = matching.fromIndex[index]
                if match >= 0 {
                    starts.append(.absolute(old.frames[match]))
                    startAlpha.append(old.isShown(match) ? old.tree[match].style.alpha : 0)
                } else {
                    starts.append(.relative(relativeEnd))
                    // A new box in a box that was there fades in; deeper ones come with their parent.
                    let parentMatched = index != BoxTree.root && matching.fromIndex[new.tree.parents[index]] >= 0
                    startAlpha.append(parentMatched ? 0 : ownAlpha)
                }
                if let endState = Self.scroll(index, in: new) {
                    let startState = match >= 0 ? Self.scroll(match, in: old) : nil
                    scrolls[index] = (startState ?? endState, endState)
                }
            }
            for parent in 0..<count where matching.fromIndex[parent] >= 0 && !new.tree[parent].type.isLine {
                slideInTopBoxes(of: parent, fromEmpty: slideBoxesInFromEmpty)
            }
        }

        /// Reference §9 steps 2, 4 and 6 for one container.
        private mutating func slideInTopBoxes(of parent: Int, fromEmpty: Bool) {
            let children = new.tree[parent].children
            guard !children.isEmpty else { return }
            if !fromEmpty && children.allSatisfy({ matching.fromIndex[$0] < 0 }) { return }
            var top: [Int] = []
            for child in children where new.tree[child].layoutMode.isAutomatic {
                if matching.fromIndex[child] >= 0 { break }
                top.append(child)
            }
            var cursor = 0.0
            var tops: [Double] = []
            for child in top {
                let margin = new.tree[child].margin
                cursor += margin.top
                tops.append(cursor)
                cursor += end[child].height + margin.bottom
            }
            let left = new.tree[parent].padding.left
            for (child, y) in zip(top, tops) {
                let size = end[child].size
                starts[child] = .relative(
                    Rect(x: left + new.tree[child].margin.left, y: y - cursor, width: size.width, height: size.height))
                startAlpha[child] = 0
            }
        }

        /// Gone subtrees of `from`, each under the successor of its old parent,
        /// beneath that node's own children.
        mutating func addGoneNodes() {
            var copies = [Int](repeating: -1, count: old.tree.count)
            var goneUnder: [Int: [Int]] = [:]
            var copied: [Int] = []
            for gone in 1..<max(1, old.tree.count) where matching.toIndex[gone] < 0 {
                let parent = matching.toIndex[old.tree.parents[gone]]
                guard parent >= 0 else { continue }
                var pending = [(gone, parent)]
                while let (node, into) = pending.popLast() {
                    let copy = tree.append(old.tree[node], to: into)
                    copies[node] = copy
                    copied.append(node)
                    let relative = Self.relative(node, in: old)
                    starts.append(.relative(relative))
                    end.append(relative)
                    let ownAlpha = old.isShown(node) ? old.tree[node].style.alpha : 0
                    startAlpha.append(ownAlpha)
                    endAlpha.append(node == gone ? 0 : ownAlpha)
                    if let state = Self.scroll(node, in: old) { scrolls[copy] = (state, state) }
                    for child in old.tree[node].children.reversed() where matching.toIndex[child] < 0 {
                        pending.append((child, copy))
                    }
                }
                goneUnder[parent, default: []].append(copies[gone])
            }
            for node in copied {
                let content = old.tree[node].content
                if case .none = content { continue }
                tree.setContent(content.remappingChildren { copies[$0] >= 0 ? copies[$0] : nil }, of: copies[node])
            }
            for (parent, gone) in goneUnder.sorted(by: { $0.key < $1.key }) {
                let own = tree[parent].children.filter { $0 < specNodeCount }
                tree.setChildOrder(gone + own, of: parent)
                addGoneItems(gone, toLine: parent, copies: copies)
            }
        }

        private var specNodeCount: Int { new.tree.count }

        /// A line paints only the items its sides name: gone items go back
        /// on the side they were on, before the new ones (on the left when
        /// the old parent was no line).
        private mutating func addGoneItems(_ gone: [Int], toLine parent: Int, copies: [Int]) {
            guard case .line(var line) = tree[parent].content else { return }
            guard case .line(let oldLine) = old.tree[matching.fromIndex[parent]].content else {
                line.left = gone + line.left
                tree.setContent(.line(line), of: parent)
                return
            }
            let goneSet = Set(gone)
            func oldSide(_ items: [Int]) -> [Int] { items.map { copies[$0] }.filter { goneSet.contains($0) } }
            line.left = oldSide(oldLine.left) + line.left
            line.middle = oldSide(oldLine.middle) + line.middle
            line.right = oldSide(oldLine.right) + line.right
            tree.setContent(.line(line), of: parent)
        }

        /// Each node's start relative to its parent's start.
        func relativeStarts() -> [Rect] {
            var absolute = [Rect](repeating: .zero, count: starts.count)
            var relative = [Rect](repeating: .zero, count: starts.count)
            for (index, start) in starts.enumerated() {
                let origin = index == BoxTree.root ? Point.zero : absolute[tree.parents[index]].origin
                switch start {
                case .absolute(let frame):
                    absolute[index] = frame
                    relative[index] = frame.offsetBy(dx: -origin.x, dy: -origin.y)
                case .relative(let frame):
                    relative[index] = frame
                    absolute[index] = frame.offsetBy(dx: origin.x, dy: origin.y)
                }
            }
            return relative
        }

        /// A node's frame relative to its parent's origin; the root's is absolute.
        static func relative(_ index: Int, in state: AnimationState) -> Rect {
            guard index != BoxTree.root else { return state.frames[index] }
            let origin = state.frames[state.tree.parents[index]].origin
            return state.frames[index].offsetBy(dx: -origin.x, dy: -origin.y)
        }

        static func scroll(_ index: Int, in state: AnimationState) -> (Size, Point)? {
            guard state.tree[index].type == .scroll else { return nil }
            return (state.contentSizes[index] ?? .zero, state.scrollOffsets[index] ?? .zero)
        }
    }
}
