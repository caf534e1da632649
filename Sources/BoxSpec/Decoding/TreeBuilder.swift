import BoxModel

/// Builds the `BoxTree` from `root` in pre-order without recursion: a stack
/// holds, for each node whose children are being added, the position reached
/// among them; every child is decoded and appended before its own children,
/// and a whole subtree is finished before its next sibling.
struct TreeBuilder {
    private let nodeDecoder: NodeDecoder
    private var diagnostics: Diagnostics { nodeDecoder.reader.diagnostics }
    /// Every id seen so far and the path of its box.
    private var idPaths: [String: String] = [:]
    private var attachments: [PendingAttachment] = []
    /// Scroll views' `scroll` objects, by node, until their targets can be resolved.
    private var scrolls: [(node: Int, scroll: PendingScroll)] = []
    /// Each line's content by its index, its item indices filled as they are added.
    private var lines: [Int: LineContent] = [:]
    /// Each grid view's content by its index, its parts filled as they are added.
    private var gridViews: [Int: GridViewContent] = [:]
    /// Expands `use` nodes into their templates as the walk reaches them.
    private var templates: TemplateExpander

    /// The children of one node being walked, group by group.
    private struct OpenNode {
        let parent: Int
        let parentPath: String
        /// The parent's type: an MK layout's children are its items (`MKItemDecoder`).
        let parentType: NodeType
        /// How deep the parent's object would be nested in the text were
        /// its templates written out (at least): its children go 1 deeper
        /// for a key that holds one, 2 for an array.
        let depth: Int
        /// Children in all groups: a table's line count.
        let count: Int
        private let groups: [ChildGroup]
        private var group = 0
        private var next = 0
        /// Children taken so far across groups: a table line's place among all lines.
        private var position = 0
        /// The path of the current group's key, rendered once per group.
        private var groupPath: String

        init(_ decoded: DecodedNode, index: Int, path: String, depth: Int) {
            self.depth = depth
            groups = decoded.children
            count = decoded.children.reduce(0) { $0 + $1.values.count }
            parent = index
            parentPath = path
            parentType = decoded.node.type
            groupPath = groups.first?.keyPath(parentPath: path) ?? path
        }

        /// The next child to decode, or nil when every group is done.
        mutating func take() -> PendingChild? {
            while group < groups.count {
                let index = next
                if index < groups[group].values.count {
                    next += 1
                    position += 1
                    return PendingChild(
                        value: groups[group].values[index], role: groups[group].role,
                        path: groups[group].path(of: index, keyPath: groupPath), position: position - 1,
                        depth: depth + (groups[group].isArray ? 2 : 1))
                }
                group += 1
                next = 0
                if group < groups.count { groupPath = groups[group].keyPath(parentPath: parentPath) }
            }
            return nil
        }
    }

    /// A child value about to be decoded.
    private struct PendingChild {
        let value: SpecValue
        let role: ChildRole
        let path: String
        /// Its place among all the children of its parent.
        let position: Int
        /// How deep its object would be nested in the text (`OpenNode.depth`).
        let depth: Int
    }

    /// The depth of the root's object in the text: `{ "root": { … } }`
    /// (deeper under `layouts`, which the count leaves out: it errs low).
    private static let rootDepth = 2

    init(nodeDecoder: NodeDecoder, templates: TemplateLibrary = .empty) {
        self.nodeDecoder = nodeDecoder
        self.templates = TemplateExpander(
            library: templates, diagnostics: nodeDecoder.reader.diagnostics,
            limit: nodeDecoder.reader.limits.templateValues, textLimit: nodeDecoder.reader.limits.totalTextLength,
            textBudget: nodeDecoder.reader.textRead)
    }

    /// The tree, or nil when the root itself could not be decoded. Attachment
    /// targets are resolved and checked before returning.
    /// - Parameters:
    ///   - rootPath: the root's JSON path: `root`, or `layouts[i].root`.
    ///   - documentScroll: the document's `scroll` object, which applies to
    ///     the root (spec-format §7); the root must then be a `scroll` without one of its own.
    mutating func build(root: SpecValue, rootPath: String = "root", documentScroll: PendingScroll? = nil) -> BoxTree? {
        guard let (root, rootTemplates) = templates.resolve(root, path: rootPath),
            var decodedRoot = nodeDecoder.decode(root, path: rootPath)
        else { return nil }
        var tree = BoxTree(root: decodedRoot.node)
        // Nodes are large; growing the arrays by doubling would copy them repeatedly.
        let nodeLimit = nodeDecoder.reader.limits.nodes
        tree.reserveCapacity(min(Self.countNodes(in: root), nodeLimit))
        MKItemDecoder(reader: nodeDecoder.reader).place(&decodedRoot, value: root, path: rootPath, parent: nil)
        if let documentScroll {
            apply(documentScroll, to: &decodedRoot, rootPath: rootPath)
        }
        note(decodedRoot, index: BoxTree.root, path: rootPath)
        var stack: [OpenNode] = []
        if !decodedRoot.children.isEmpty {
            stack.append(OpenNode(decodedRoot, index: BoxTree.root, path: rootPath, depth: Self.rootDepth))
            templates.open(rootTemplates)
        }
        while let top = stack.indices.last {
            guard let child = stack[top].take() else {
                stack.removeLast()
                templates.close()
                continue
            }
            let parent = stack[top].parent
            guard tree.nodes.count < nodeLimit else {
                diagnostics.reportLimit(
                    "the tree has more than \(nodeLimit) nodes, counting boxes, lines and line items after templates "
                        + LimitHint.raise("max-nodes"), at: child.value.position, path: child.path)
                return nil
            }
            guard let (value, names) = templates.resolve(child.value, path: child.path) else {
                // Past the limit, the rest of the tree is cut: what it would report only follows from that.
                if templates.isOverLimit { return nil }
                continue
            }
            guard var decoded = decodeChild(value, role: child.role, path: child.path) else { continue }
            if decoded.layoutItem != nil || stack[top].parentType.isMKLayout {
                MKItemDecoder(reader: nodeDecoder.reader).place(
                    &decoded, value: value, path: child.path, parent: stack[top].parentType)
            }
            let index: Int
            if case .styledTableLine = child.role {
                var line = decoded.node
                StyledDefaults.fixUpTableLine(&line, position: child.position, count: stack[top].count)
                index = tree.append(line, to: parent)
            } else {
                index = tree.append(decoded.node, to: parent)
            }
            if case .lineItem(let context) = child.role {
                lines[parent]?.append(index, to: context.side)
            }
            if case .placed(let part) = child.role {
                gridViews[parent]?.add(index, as: part)
            }
            note(decoded, index: index, path: child.path)
            if !decoded.children.isEmpty {
                // Only templates nest deeper than the text did: refused before the children are walked.
                guard child.depth <= nodeDecoder.reader.limits.depth else {
                    diagnostics.reportLimit(
                        DepthMessage.byTemplates(nodeDecoder.reader.limits.depth), at: child.value.position,
                        path: child.path)
                    return nil
                }
                stack.append(OpenNode(decoded, index: index, path: child.path, depth: child.depth))
                templates.open(names)
            }
        }
        AttachmentResolver(diagnostics: diagnostics, idPaths: idPaths).resolve(attachments, in: &tree)
        ScrollTargetResolver(diagnostics: diagnostics).resolve(scrolls, in: &tree)
        guard !lines.isEmpty || !gridViews.isEmpty else { return tree }
        var contents = lines.mapValues { NodeContent.line($0) }
        contents.merge(gridViews.mapValues { .gridView($0) }) { line, _ in line }
        return tree.replacingContents(contents)
    }

    /// Gives the root the document's `scroll`, or reports why it cannot take it.
    private func apply(_ scroll: PendingScroll, to root: inout DecodedNode, rootPath: String) {
        if root.node.type != .scroll {
            diagnostics.report(
                "the document's `scroll` applies to the root, which is a `\(root.node.type.rawValue)`: "
                    + "make the root a `scroll`, or move `scroll` onto a scroll node",
                at: scroll.position, path: scroll.path)
        } else if root.scroll != nil {
            diagnostics.report(
                "the root has a `scroll` of its own; give it there or on the document, not both",
                at: scroll.position, path: scroll.path)
        } else {
            root.scroll = scroll
        }
    }

    private func decodeChild(_ value: SpecValue, role: ChildRole, path: String) -> DecodedNode? {
        switch role {
        case .box, .styledTableLine: nodeDecoder.decode(value, path: path)
        case .placed(let part): nodeDecoder.decode(value, path: path, placedBy: part)
        case .lineItem(let context): nodeDecoder.decodeItem(value, path: path, context: context)
        }
    }

    /// Checks the node's id, remembers its attachment and, for a line or a grid view, its content.
    private mutating func note(_ decoded: DecodedNode, index: Int, path: String) {
        if let id = decoded.id {
            if let first = idPaths[id.name] {
                diagnostics.report(
                    "duplicate id `\(id.name)`; first used at \(first)", at: id.value.position,
                    path: JSONPath.appending(key: "id", to: path))
            } else {
                idPaths[id.name] = path
            }
        }
        if let target = decoded.attachedTo {
            attachments.append(PendingAttachment(node: index, target: target.name, value: target.value, path: path))
        }
        if case .gridView(let content) = decoded.node.content {
            gridViews[index] = content
        }
        if let scroll = decoded.scroll {
            scrolls.append((index, scroll))
        }
        if decoded.node.type.isLine, case .line(let content) = decoded.node.content {
            lines[index] = content
        }
    }

    /// An upper bound on the nodes under (and including) `root`: every value
    /// reachable through a key that holds children, objects or not (a line's
    /// strings become labels).
    private static func countNodes(in root: SpecValue) -> Int {
        var count = 0
        var pending = [root]
        while let value = pending.popLast() {
            count += 1
            guard case .object(let members) = value.kind else { continue }
            for member in members where holdsChildren(member.key) {
                if case .array(let children) = member.value.kind {
                    pending.append(contentsOf: children)
                } else {
                    pending.append(member.value)
                }
            }
        }
        return count
    }

    /// Whether `key` is one of `boxes`, a table's line arrays, a line's item
    /// keys or a grid view's parts. It runs for every member of a spec, so the length (free for
    /// short strings) picks the one or two names worth comparing.
    private static func holdsChildren(_ key: String) -> Bool {
        switch key.utf8.count {
        case 4: key == "left"
        case 5: key == "boxes" || key == "right" || key == "cells"
        case 6: key == "middle" || key == "header" || key == "footer"
        case 8: key == "topLines"
        case 11: key == "middleLines" || key == "bottomLines"
        case 13: key == "multilineLeft"
        case 14: key == "multilineRight" || key == "backgroundView"
        case 15: key == "multilineMiddle"
        default: false
        }
    }
}

extension LineContent {
    fileprivate mutating func append(_ item: Int, to side: LineSide) {
        switch side {
        case .left: left.append(item)
        case .middle: middle.append(item)
        case .right: right.append(item)
        }
    }
}

extension BoxTree {
    /// A copy with the contents of some nodes replaced. A line's item indices
    /// are known only once its items (and their subtrees) are added, after the
    /// line itself; `BoxTree` has no setter for contents, so the tree is copied
    /// once, node by node, when the spec has lines.
    fileprivate func replacingContents(_ contents: [Int: NodeContent]) -> BoxTree {
        var root = self[BoxTree.root]
        if let content = contents[BoxTree.root] { root.content = content }
        var copy = BoxTree(root: root)
        copy.reserveCapacity(count)
        for index in 1..<max(1, count) {
            var node = self[index]
            if let content = contents[index] { node.content = content }
            copy.append(node, to: parents[index])
        }
        return copy
    }
}

/// An `attachedTo` waiting for its siblings to be known.
struct PendingAttachment {
    let node: Int
    let target: String
    let value: SpecValue
    let path: String
}
