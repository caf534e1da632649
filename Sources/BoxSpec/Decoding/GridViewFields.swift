import BoxModel

/// The keys of a `gridView` (AQGridView, peer §1; spec-format §6), gathered
/// while its members are read. Its children are in `cells`, `header`,
/// `footer` and `backgroundView`; MGBox's padding and container keys are
/// errors that say why rather than being ignored.
struct GridViewFields {
    /// The grid view's keys, in the order of spec-format §6 and the table in Docs/Guides/WritingSpecs.md.
    static let keys = [
        "cellSize", "leftContentInset", "rightContentInset", "layoutDirection", "resizesCellWidthToFit",
        "separatorStyle", "separatorColor", "cells", "header", "footer", "backgroundView",
        "backgroundViewExtendsUp", "selectedIndex", "selectionStyle", "selectionGlowColor",
        "selectionGlowShadowRadius", "cellFrameAdjustment", "contentSizeGrowsToFillBounds", "footerPlacement",
        "literalColumnFormula",
    ]
    /// The keys that hold one child node each, in the order they are added to the tree.
    private static let singleParts: [(key: String, part: PlacedChild)] = [
        ("header", .header), ("footer", .footer), ("backgroundView", .backgroundView),
    ]
    /// The largest glow radius: its blur's cost grows with it, like a `shadow`'s.
    static let maximumGlowRadius = 1000.0

    private var parameters = GridViewParameters()
    private var cells: [SpecValue] = []
    private var parts: [String: SpecValue] = [:]

    /// Reads `member` if it is a grid view key or a key a grid view refuses;
    /// false when it is neither (then it is one of every node's keys).
    mutating func decode(_ member: SpecMember, reader: ValueReader, nodePath: String) -> Bool {
        let value = member.value
        func keyPath() -> String { JSONPath.appending(key: member.key, to: nodePath) }
        if let refusal = Self.refusal(of: member.key) {
            reader.diagnostics.report(refusal, at: member.keyPosition, path: keyPath())
            return true
        }
        switch member.key {
        case "cellSize":
            parameters.cellSize = reader.size(value, at: keyPath()) ?? parameters.cellSize
        case "leftContentInset":
            parameters.leftContentInset = reader.number(value, at: keyPath()) ?? parameters.leftContentInset
        case "rightContentInset":
            parameters.rightContentInset = reader.number(value, at: keyPath()) ?? parameters.rightContentInset
        case "layoutDirection":
            parameters.layoutDirection =
                reader.choice(value, as: GridViewLayoutDirection.self, at: keyPath()) ?? parameters.layoutDirection
        case "resizesCellWidthToFit":
            parameters.resizesCellWidthToFit = reader.bool(value, at: keyPath()) ?? parameters.resizesCellWidthToFit
        case "separatorStyle":
            parameters.separatorStyle =
                reader.choice(value, as: GridViewSeparatorStyle.self, at: keyPath()) ?? parameters.separatorStyle
        case "separatorColor":
            parameters.separatorColor = reader.color(value, at: keyPath()) ?? parameters.separatorColor
        case "cells":
            guard case .array(let values) = value.kind else {
                return reader.typeMismatch("an array of cells", value, keyPath) ?? true
            }
            cells = values
        case "header", "footer", "backgroundView":
            parts[member.key] = value
        case "backgroundViewExtendsUp":
            parameters.backgroundViewExtendsUp = reader.bool(value, at: keyPath()) ?? parameters.backgroundViewExtendsUp
        case "selectedIndex":
            parameters.selectedIndex = selectedIndex(value, reader: reader, at: keyPath()) ?? parameters.selectedIndex
        default:
            return decodeLookKey(member, reader: reader, nodePath: nodePath)
        }
        return true
    }

    /// The selection's looks, the cell-frame hook and the content-size options.
    private mutating func decodeLookKey(_ member: SpecMember, reader: ValueReader, nodePath: String) -> Bool {
        let value = member.value
        func keyPath() -> String { JSONPath.appending(key: member.key, to: nodePath) }
        switch member.key {
        case "selectionStyle":
            parameters.selectionStyle =
                reader.choice(value, as: GridViewSelectionStyle.self, at: keyPath()) ?? parameters.selectionStyle
        case "selectionGlowColor":
            parameters.glow.color = reader.color(value, at: keyPath()) ?? parameters.glow.color
        case "selectionGlowShadowRadius":
            parameters.glow.radius =
                reader.nonNegative(value, atMost: Self.maximumGlowRadius, at: keyPath()) ?? parameters.glow.radius
        case "cellFrameAdjustment":
            parameters.cellFrameAdjustment =
                adjustment(value, reader: reader, at: keyPath()) ?? parameters.cellFrameAdjustment
        case "contentSizeGrowsToFillBounds":
            parameters.contentSizeGrowsToFillBounds =
                reader.bool(value, at: keyPath()) ?? parameters.contentSizeGrowsToFillBounds
        case "footerPlacement":
            parameters.footerPlacement =
                reader.choice(value, as: GridViewFooterPlacement.self, at: keyPath()) ?? parameters.footerPlacement
        case "literalColumnFormula":
            parameters.usesLiteralColumnFormula =
                reader.bool(value, at: keyPath()) ?? parameters.usesLiteralColumnFormula
        default:
            return false
        }
        return true
    }

    /// The content, its parts still empty (the tree builder fills them in as
    /// it adds them), and the children: cells in order, then header, footer
    /// and background view.
    func resolve() -> (content: GridViewContent, children: [ChildGroup]) {
        var groups: [ChildGroup] = []
        if !cells.isEmpty {
            groups.append(ChildGroup(key: "cells", values: cells, isArray: true, role: .placed(.cell)))
        }
        for (key, part) in Self.singleParts {
            guard let value = parts[key] else { continue }
            groups.append(ChildGroup(key: key, values: [value], isArray: false, role: .placed(part)))
        }
        return (GridViewContent(parameters: parameters), groups)
    }

    /// Why a grid view refuses `key`, or nil when it takes it (or the key is not one of those concerned).
    private static func refusal(of key: String) -> String? {
        switch key {
        case "boxes":
            "a `gridView` has no `boxes`: put its items in `cells` (and a `header`, `footer` or `backgroundView`)"
        case let key where NodeKeys.paddingKeys.contains(key):
            "`\(key)` does not apply to a `gridView`: `leftContentInset` and `rightContentInset` inset its cells"
        case let key where NodeKeys.container.contains(key):
            "`\(key)` does not apply to a `gridView`: it places and sizes its cells itself"
        default:
            nil
        }
    }

    /// A cell index: an integer from 0. One past the last cell selects nothing, as in AQGridView.
    private func selectedIndex(_ value: SpecValue, reader: ValueReader, at path: @autoclosure () -> String) -> Int? {
        guard let index = reader.integer(value, at: path()) else { return nil }
        guard index >= 0 else {
            return reader.fail(
                "expected a cell index (an integer from 0), found \(index); leave `selectedIndex` out to select nothing",
                value, path)
        }
        return index
    }

    /// `[dx, dy, dw, dh]`, any numbers.
    private func adjustment(_ value: SpecValue, reader: ValueReader, at path: @autoclosure () -> String)
        -> GridViewCellFrameAdjustment?
    {
        let describing = "[dx, dy, dw, dh]"
        guard case .array = value.kind else { return reader.typeMismatch(describing, value, path) }
        let numbers = reader.numbers(value, count: 4, describing: describing, at: path()) { _, element, elementPath in
            reader.number(element, at: elementPath())
        }
        guard let numbers else { return nil }
        return GridViewCellFrameAdjustment(dx: numbers[0], dy: numbers[1], dw: numbers[2], dh: numbers[3])
    }
}
