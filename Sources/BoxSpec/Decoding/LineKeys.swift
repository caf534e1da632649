import BoxModel

/// The per-side keys of a line (spec-format §4) and their irregular names:
/// the left side's text keys carry no prefix (`font`, `textColor`,
/// `textShadowColor`, as MGLine's properties) while its other keys do
/// (`leftTextShadowOffset`, `leftItemsAlignment`, `leftWidth`, `leftLineSpacing`).
package enum LineSideKey: CaseIterable {
    case items
    case multilineItems
    case font
    case textColor
    case textShadowColor
    case textShadowOffset
    case itemsAlignment
    case width
    case lineSpacing

    /// The spec's name of this key for `side`.
    package func name(for side: LineSide) -> String {
        let prefix = side.rawValue
        let unprefixed = side == .left
        switch self {
        case .items: return prefix
        case .multilineItems: return "multiline" + prefix.prefix(1).uppercased() + prefix.dropFirst()
        case .font: return unprefixed ? "font" : prefix + "Font"
        case .textColor: return unprefixed ? "textColor" : prefix + "TextColor"
        case .textShadowColor: return unprefixed ? "textShadowColor" : prefix + "TextShadowColor"
        case .textShadowOffset: return prefix + "TextShadowOffset"
        case .itemsAlignment: return prefix + "ItemsAlignment"
        case .width: return prefix + "Width"
        case .lineSpacing: return prefix + "LineSpacing"
        }
    }

    /// Every per-side key name and what it stands for.
    static let byName: [String: (key: LineSideKey, side: LineSide)] = {
        var names: [String: (key: LineSideKey, side: LineSide)] = [:]
        for key in allCases {
            for side in LineSide.allCases {
                names[key.name(for: side)] = (key, side)
            }
        }
        return names
    }()
}
