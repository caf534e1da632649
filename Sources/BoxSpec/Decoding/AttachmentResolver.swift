import BoxModel

/// Turns `attachedTo` ids into sibling indices (MGBox only attaches a box to
/// another box of the same `boxes` array) and refuses cycles, which MGBox would
/// place in an order-dependent way.
struct AttachmentResolver {
    let diagnostics: Diagnostics
    /// Every id in the file and the path of the box that has it.
    let idPaths: [String: String]

    func resolve(_ attachments: [PendingAttachment], in tree: inout BoxTree) {
        guard !attachments.isEmpty else { return }
        var targets: [Int: Int] = [:]
        for attachment in attachments {
            guard let target = sibling(named: attachment.target, of: attachment, in: tree) else { continue }
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
    private func sibling(named name: String, of attachment: PendingAttachment, in tree: BoxTree) -> Int? {
        let parent = tree.parents[attachment.node]
        let siblings = parent < 0 ? [attachment.node] : tree[parent].children
        if let match = siblings.first(where: { tree[$0].id == name }) { return match }
        if let elsewhere = idPaths[name] {
            report("`attachedTo` must name a box in the same `boxes` array; `\(name)` is at \(elsewhere)", attachment)
        } else {
            let siblingIds = siblings.compactMap { tree[$0].id }
            report("no box has the id `\(name)`" + Suggestion.didYouMean(name, in: siblingIds), attachment)
        }
        return nil
    }

    /// Follows each chain of attachments; a chain that comes back to a box
    /// already on it is a cycle, reported once at its first box in the file.
    private func reportCycles(_ attachments: [PendingAttachment], targets: [Int: Int], in tree: BoxTree) {
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
                if let culprit = attachments.first(where: { $0.node == first }) {
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
