import BoxModel

/// Builds the `BoxTree` from `root` in pre-order without recursion: a stack
/// holds, for each open `boxes` array, the position reached in it; every child
/// is decoded and appended before its own children, and a whole subtree is
/// finished before its next sibling.
struct TreeBuilder {
    private let nodeDecoder: NodeDecoder
    private var diagnostics: Diagnostics { nodeDecoder.reader.diagnostics }
    /// Every id seen so far and the path of its box.
    private var idPaths: [String: String] = [:]
    private var attachments: [PendingAttachment] = []

    /// A `boxes` array being walked.
    private struct OpenBoxes {
        let children: [SpecValue]
        var next: Int
        let parent: Int
        let parentPath: String
    }

    init(nodeDecoder: NodeDecoder) {
        self.nodeDecoder = nodeDecoder
    }

    /// The tree, or nil when the root itself could not be decoded. Attachment
    /// targets are resolved and checked before returning.
    mutating func build(root: SpecValue) -> BoxTree? {
        guard let decodedRoot = nodeDecoder.decode(root, path: "root") else { return nil }
        var tree = BoxTree(root: decodedRoot.node)
        // Nodes are large; growing the arrays by doubling would copy them repeatedly.
        tree.reserveCapacity(Self.countBoxes(in: root))
        note(decodedRoot, index: BoxTree.root, path: "root")
        var stack: [OpenBoxes] = []
        if !decodedRoot.children.isEmpty {
            stack.append(OpenBoxes(children: decodedRoot.children, next: 0, parent: BoxTree.root, parentPath: "root"))
        }
        while let top = stack.indices.last {
            let childIndex = stack[top].next
            guard childIndex < stack[top].children.count else {
                stack.removeLast()
                continue
            }
            stack[top].next += 1
            let path = stack[top].parentPath + ".boxes[" + String(childIndex) + "]"
            guard let decoded = nodeDecoder.decode(stack[top].children[childIndex], path: path) else { continue }
            let index = tree.append(decoded.node, to: stack[top].parent)
            note(decoded, index: index, path: path)
            if !decoded.children.isEmpty {
                stack.append(OpenBoxes(children: decoded.children, next: 0, parent: index, parentPath: path))
            }
        }
        AttachmentResolver(diagnostics: diagnostics, idPaths: idPaths).resolve(attachments, in: &tree)
        return tree
    }

    /// Checks the node's id and remembers its attachment.
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
    }

    /// An upper bound on the boxes under (and including) `root`: objects
    /// reachable through `boxes` arrays.
    private static func countBoxes(in root: SpecValue) -> Int {
        var count = 0
        var pending = [root]
        while let value = pending.popLast() {
            guard case .object(let members) = value.kind else { continue }
            count += 1
            if let boxes = members.first(where: { $0.key == "boxes" }), case .array(let children) = boxes.value.kind {
                pending.append(contentsOf: children)
            }
        }
        return count
    }
}

/// An `attachedTo` waiting for its siblings to be known.
struct PendingAttachment {
    let node: Int
    let target: String
    let value: SpecValue
    let path: String
}
