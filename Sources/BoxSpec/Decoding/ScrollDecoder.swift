import BoxModel

/// A `scroll` object read before the tree is complete: its `scrollTo` id
/// becomes a node index once every node is known (`ScrollTargetResolver`).
struct PendingScroll {
    var settings: ScrollSettings
    /// The id `scrollTo` names, where it was written, and its margin.
    var target: (name: String, value: SpecValue, margin: Double)?
    /// The path of the `scroll` object and where it was written, for messages.
    let path: String
    let position: SourcePosition
}

/// Decodes spec-format §7's `scroll` object: `offset` (y, or `[x, y]`),
/// `scrollTo: { "id", "margin" }` and `snapToNearestBox`.
struct ScrollDecoder {
    static let keys = ["offset", "scrollTo", "snapToNearestBox"]
    static let targetKeys = ["id", "margin"]
    /// MGBox's README scrolls with a margin of 8.
    static let defaultMargin = 8.0

    let reader: ValueReader

    func decode(_ value: SpecValue, at path: String) -> PendingScroll? {
        guard let members = reader.members(of: value, known: Self.keys, foreign: MGBoxNames.scrollKeys, at: path)
        else { return nil }
        var pending = PendingScroll(settings: ScrollSettings(), path: path, position: value.position)
        for member in members {
            let keyPath = JSONPath.appending(key: member.key, to: path)
            switch member.key {
            case "offset":
                pending.settings.offset = offset(member.value, at: keyPath) ?? pending.settings.offset
            case "scrollTo":
                if case .null = member.value.kind { continue }
                pending.target = target(member.value, at: keyPath)
            default:
                pending.settings.snapToNearestBox =
                    reader.bool(member.value, at: keyPath) ?? pending.settings.snapToNearestBox
            }
        }
        return pending
    }

    /// A number is y alone (the usual vertical scroll); `[x, y]` or `{ x, y }` both.
    private func offset(_ value: SpecValue, at path: String) -> Point? {
        if case .number(let y) = value.kind { return Point(x: 0, y: y) }
        if case .string = value.kind {
            return reader.typeMismatch("a number (y) or [x, y]", value, { path })
        }
        return reader.point(value, at: path)
    }

    private func target(_ value: SpecValue, at path: String) -> (name: String, value: SpecValue, margin: Double)? {
        guard let members = reader.members(of: value, known: Self.targetKeys, at: path),
            reader.requireKeys(["id"], in: members, of: value, at: path)
        else { return nil }
        var name: (String, SpecValue)?
        var margin = Self.defaultMargin
        for member in members {
            let keyPath = JSONPath.appending(key: member.key, to: path)
            if member.key == "id" {
                name = reader.string(member.value, at: keyPath).map { ($0, member.value) }
            } else {
                margin = reader.number(member.value, at: keyPath) ?? margin
            }
        }
        guard let (id, idValue) = name else { return nil }
        return (id, idValue, margin)
    }
}

/// Turns each `scrollTo` id into the index of a node inside that scroll view.
///
/// One dictionary of the tree's ids, built only when some scroll has a
/// target; each target is then checked by walking up from it to the root,
/// so the work is the tree's size plus the targets' depths.
struct ScrollTargetResolver {
    let diagnostics: Diagnostics

    /// - Parameter pending: each scroll node's index and its decoded object.
    func resolve(_ pending: [(node: Int, scroll: PendingScroll)], in tree: inout BoxTree) {
        let withTargets = pending.filter { $0.scroll.target != nil }
        var indices: [String: Int] = [:]
        if !withTargets.isEmpty {
            for (index, node) in tree.nodes.enumerated() {
                if let id = node.id { indices[id] = index }
            }
        }
        for (node, scroll) in pending {
            var settings = scroll.settings
            if let target = scroll.target {
                guard let index = targetIndex(target, of: node, scrollPath: scroll.path, in: tree, ids: indices)
                else { continue }
                settings.scrollTo = ScrollTarget(node: index, margin: target.margin)
            }
            tree.setScroll(settings, of: node)
        }
    }

    private func targetIndex(
        _ target: (name: String, value: SpecValue, margin: Double), of scroll: Int, scrollPath: String,
        in tree: BoxTree, ids: [String: Int]
    ) -> Int? {
        let path = JSONPath.appending(key: "id", to: JSONPath.appending(key: "scrollTo", to: scrollPath))
        let scrollName = describe(scroll, in: tree)
        guard let index = ids[target.name] else {
            // Candidates in file order, so that ties suggest the same id every run.
            let suggestion =
                diagnostics.count < Diagnostics.shownLimit
                ? Suggestion.didYouMean(target.name, in: tree.nodes.compactMap(\.id)) : ""
            diagnostics.report(
                "no box has the id `\(target.name)`, so the scroll \(scrollName) cannot scroll to it" + suggestion,
                at: target.value.position, path: path)
            return nil
        }
        var ancestor = tree.parents[index]
        while ancestor > scroll { ancestor = tree.parents[ancestor] }
        guard ancestor == scroll else {
            diagnostics.report(
                "`\(target.name)` (\(tree[index].path)) is not inside the scroll \(scrollName); "
                    + "`scrollTo` can only name a box of that scroll's content",
                at: target.value.position, path: path)
            return nil
        }
        return index
    }

    /// `root.boxes[0]`, with its id when it has one.
    private func describe(_ node: Int, in tree: BoxTree) -> String {
        let path = tree[node].path
        return tree[node].id.map { "`\($0)` (\(path))" } ?? path
    }
}
