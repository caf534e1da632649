import BoxModel

/// `layouts` (spec-format §8, NMExplicitLayoutManager): a list of
/// `{ "aspectRatio": w ÷ h, "root": node }`, each root a whole tree of its own.
struct LayoutsDecoder {
    /// The keys of one variant; both are required.
    static let keys = ["aspectRatio", "root"]

    let reader: ValueReader
    let nodeDecoder: NodeDecoder
    let templates: TemplateLibrary
    /// The document's `scroll`, applied to every variant's root.
    var documentScroll: PendingScroll? = nil

    /// The variants that decoded; problems are reported.
    func decode(_ value: SpecValue) -> [AspectRatioLayout] {
        guard case .array(let entries) = value.kind, !entries.isEmpty else {
            let found = value.kind == .array([]) ? "an empty list" : value.kindDescription
            reader.diagnostics.report(
                "expected a list of `{ \"aspectRatio\": …, \"root\": … }` variants, found \(found)", at: value.position,
                path: "layouts")
            return []
        }
        var layouts: [AspectRatioLayout] = []
        for (index, entry) in entries.enumerated() {
            let path = JSONPath.appending(index: index, to: "layouts")
            guard let members = reader.members(of: entry, known: Self.keys, at: path) else { continue }
            guard reader.requireKeys(Self.keys, in: members, of: entry, at: path) else { continue }
            var ratio: Double?
            var tree: BoxTree?
            for member in members {
                let memberPath = JSONPath.appending(key: member.key, to: path)
                if member.key == "aspectRatio" {
                    ratio = reader.positive(member.value, at: memberPath)
                } else {
                    var builder = TreeBuilder(nodeDecoder: nodeDecoder, templates: templates)
                    tree = builder.build(root: member.value, rootPath: memberPath, documentScroll: documentScroll)
                }
            }
            if let ratio, let tree { layouts.append(AspectRatioLayout(aspectRatio: ratio, tree: tree)) }
        }
        return layouts
    }
}
