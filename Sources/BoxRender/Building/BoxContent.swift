import BoxModel

/// Anything that can be a node of a box tree built in Swift: `Box`,
/// `ScrollBox`, `Button`, `Table`, `StyledTable`, `Line`, `StyledLine`, and
/// types of yours made of them.
///
/// A type of yours describes itself by the node it is made of:
///
/// ```swift
/// struct SettingRow: BoxContent {
///     var name: String
///     var value: String
///     var element: BoxElement { StyledLine(left: .text(name), right: .text(value)).element }
/// }
/// ```
public protocol BoxContent: Sendable {
    /// The node this value stands for, with its children.
    var element: BoxElement { get }
}

/// One node of a tree built in Swift, with its settings and its children.
///
/// Opaque: the node types make it and the renderer reads it. It holds the
/// node as the keys a spec file would give it, so that the spec decoder
/// builds the model — one decoder, whether a tree was written in JSON or in Swift.
public struct BoxElement: Sendable {
    /// The keys set so far, `type` first.
    var object: DraftObject

    init(type: NodeType) {
        object = DraftObject(["type": .string(type.rawValue)])
    }

    /// A key's value; `nil` removes the key.
    subscript(key: String) -> Draft? {
        get { object[key] }
        set { object[key] = newValue }
    }
}

/// A node the library's modifiers can change: every node type. Modifiers
/// return a changed copy, so they chain: `Box(size: s).padding(8).backgroundColor(.white)`.
public protocol ConfigurableBox: BoxContent {
    var element: BoxElement { get set }
}

/// A node that stacks children (`Box`, `ScrollBox`, `Button`) or lines
/// (`Table`, `StyledTable`): it takes `contentLayoutMode`, `sizingMode` and `minWidth`.
public protocol ContainerBox: ConfigurableBox {}

/// An MGLine (`Line`, `StyledLine`): it takes the line's text and column settings.
public protocol LineBox: ConfigurableBox {}

extension ConfigurableBox {
    /// A copy with `change` made to its element.
    func changing(_ change: (inout BoxElement) -> Void) -> Self {
        var copy = self
        change(&copy.element)
        return copy
    }
}
