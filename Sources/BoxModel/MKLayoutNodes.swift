/// How the node types and contents of MKLayoutLibrary's layouts (`linear`,
/// `stack`, `flow`; peer-layouts §2) are recognised.
extension NodeType {
    /// Which MK layout a node of this type is, or nil for every other type.
    public var mkLayoutKind: LinearLayoutParameters.Kind? {
        switch self {
        case .linear: .linear
        case .stack: .stack
        case .flow: .flow
        case .box, .scroll, .button, .table, .styledTable, .line, .styledLine, .label, .image, .gridView, .gridLayout:
            nil
        }
    }

    /// True for `linear`, `stack` and `flow`, whose children are MK items.
    public var isMKLayout: Bool { mkLayoutKind != nil }
}

extension BoxNode {
    /// The parameters of a `linear`, `stack` or `flow`; nil for every other node.
    public var mkLayout: LinearLayoutParameters? {
        if case .linear(let parameters) = content { return parameters }
        return nil
    }
}
