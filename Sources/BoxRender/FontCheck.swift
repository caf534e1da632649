import BoxCairo
import BoxModel
import BoxText

/// Resolves every font a tree's labels name before layout measures them, so
/// that an unknown font is reported against the node that names it instead of
/// being measured in a fallback and failing while drawing.
enum FontCheck {
    static func check(_ tree: BoxTree, measurer: PangoMeasurer, file: String) throws(BoxRenderError) {
        var problems: [SpecError] = []
        var reported: Set<String> = []
        for node in tree.nodes {
            guard case .label(let label) = node.content else { continue }
            do {
                try measurer.checkFonts(label)
            } catch {
                // One line per unknown name is enough; the list of fonts is long.
                let key: String
                if case .unknownFont(let name, _) = error { key = name } else { key = error.description }
                guard reported.insert(key).inserted else { continue }
                problems.append(SpecError(file: file, path: node.path, line: 0, column: 0, message: "\(error)"))
            }
        }
        if !problems.isEmpty { throw .input(problems) }
    }

    /// True when some node draws text, so fonts must be loaded.
    static func needsFonts(_ tree: BoxTree) -> Bool {
        tree.nodes.contains { if case .label = $0.content { true } else { false } }
    }
}
