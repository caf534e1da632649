import BoxModel

/// Turns `attachedTo` ids into sibling indices (MGBox only attaches a box to
/// another box of the same `boxes` array) and refuses cycles, which MGBox would
/// place in an order-dependent way.
///
/// Linear in the attachments and boxes: each parent's ids are indexed once,
/// not searched once per attached child (20,000 attached siblings were 2·10⁸
/// string comparisons), and "did you mean" is worked out only while the
/// errors are still few enough to be shown.
struct AttachmentResolver {
    let diagnostics: Diagnostics
    /// Every id in the file and the path of the box that has it.
    let idPaths: [String: String]

    func resolve(_ attachments: [PendingAttachment], in tree: inout BoxTree) {
        guard !attachments.isEmpty else { return }
        var siblingIds = SiblingIds()
        var targets: [Int: Int] = [:]
        for attachment in attachments {
            guard let target = sibling(named: attachment.target, of: attachment, in: tree, ids: &siblingIds) else {
                continue
            }
            if target == attachment.node {
                report("a box cannot be attached to itself", attachment)
                continue
            }
            targets[attachment.node] = target
            tree.setLayoutMode(.attached(to: target), of: attachment.node)
        }
        reportCycles(attachments, targets: targets, in: tree)
    }

    /// The index of the sibling with id `name`, or nil after reporting why not.
    private func sibling(
        named name: String, of attachment: PendingAttachment, in tree: BoxTree, ids: inout SiblingIds
    ) -> Int? {
        let parent = tree.parents[attachment.node]
        if let match = ids.index(of: name, amongChildrenOf: parent, orRoot: attachment.node, in: tree) {
            return match
        }
        if let elsewhere = idPaths[name] {
            report("`attachedTo` must name a box in the same `boxes` array; `\(name)` is at \(elsewhere)", attachment)
        } else {
            // A suggestion compares the name with every sibling's id: worth it
            // only for a message that will be shown.
            let suggestion =
                diagnostics.count < Diagnostics.shownLimit
                ? Suggestion.didYouMean(name, in: ids.names(amongChildrenOf: parent, in: tree)) : ""
            report("no box has the id `\(name)`" + suggestion, attachment)
        }
        return nil
    }

    /// Follows each chain of attachments; a chain that comes back to a box
    /// already on it is a cycle, reported once at its first box in the file.
    private func reportCycles(_ attachments: [PendingAttachment], targets: [Int: Int], in tree: BoxTree) {
        let attachmentOfNode = Dictionary(attachments.map { ($0.node, $0) }, uniquingKeysWith: { first, _ in first })
        var finished = Set<Int>()
        for attachment in attachments.sorted(by: { $0.node < $1.node }) where !finished.contains(attachment.node) {
            var chain: [Int] = []
            var onChain = Set<Int>()
            var current: Int? = attachment.node
            while let node = current, !finished.contains(node), !onChain.contains(node) {
                chain.append(node)
                onChain.insert(node)
                current = targets[node]
            }
            if let node = current, onChain.contains(node), let start = chain.firstIndex(of: node) {
                let cycle = Array(chain[start...])
                let first = cycle.min() ?? node
                let rotation = cycle.firstIndex(of: first) ?? 0
                let ordered = Array(cycle[rotation...] + cycle[..<rotation]) + [first]
                let names = ordered.map { "`\(tree[$0].id ?? "")`" }.joined(separator: " -> ")
                if let culprit = attachmentOfNode[first] {
                    report("attachment cycle: \(names)", culprit)
                }
            }
            finished.formUnion(chain)
        }
    }

    private func report(_ message: String, _ attachment: PendingAttachment) {
        diagnostics.report(
            message, at: attachment.value.position, path: JSONPath.appending(key: "attachedTo", to: attachment.path))
    }
}

/// Each parent's children by id, indexed the first time an attachment asks.
private struct SiblingIds {
    private var byParent: [Int: [String: Int]] = [:]

    /// The first child of `parent` with id `name`; for the root (`parent` < 0),
    /// `root` itself if it has that id.
    mutating func index(of name: String, amongChildrenOf parent: Int, orRoot root: Int, in tree: BoxTree) -> Int? {
        guard parent >= 0 else { return tree[root].id == name ? root : nil }
        if let ids = byParent[parent] { return ids[name] }
        var ids: [String: Int] = [:]
        for child in tree[parent].children {
            if let id = tree[child].id, ids[id] == nil { ids[id] = child }
        }
        byParent[parent] = ids
        return ids[name]
    }

    /// The ids of `parent`'s children, in order, for suggestions.
    func names(amongChildrenOf parent: Int, in tree: BoxTree) -> [String] {
        parent < 0 ? [] : tree[parent].children.compactMap { tree[$0].id }
    }
}
