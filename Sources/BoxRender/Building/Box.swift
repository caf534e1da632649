import BoxModel

/// MGBox: a box that stacks its children as a table (one under another) or
/// a grid (rows, left to right), spec type `box`.
///
/// ```swift
/// Box(size: Size(width: 320, height: 0), contentLayoutMode: .grid) {
///     Box(width: 100, height: 100).margin(top: 10, left: 10).backgroundColor(.black)
/// }
/// ```
public struct Box: ContainerBox {
    public var element: BoxElement

    /// MGBox's `boxWithSize:`; a container grows to fit its children (a grid only in height).
    public init(
        size: Size = .zero, contentLayoutMode: ContentLayoutMode = .table,
        @BoxBuilder boxes: () -> [any BoxContent] = { [] }
    ) {
        element = .container(.box, size: size, contentLayoutMode: contentLayoutMode, boxes: boxes())
    }

    /// A box of `width` × `height` points.
    public init(
        width: Double, height: Double, contentLayoutMode: ContentLayoutMode = .table,
        @BoxBuilder boxes: () -> [any BoxContent] = { [] }
    ) {
        self.init(size: Size(width: width, height: height), contentLayoutMode: contentLayoutMode, boxes: boxes)
    }
}

/// MGScrollView, spec type `scroll`: `size` is the viewport; its content is
/// stacked like a box's, may be taller, and is clipped. Children with a
/// `fixedPosition` stay put in the viewport.
public struct ScrollBox: ContainerBox {
    public var element: BoxElement

    public init(
        size: Size = .zero, contentLayoutMode: ContentLayoutMode = .table,
        @BoxBuilder boxes: () -> [any BoxContent] = { [] }
    ) {
        element = .container(.scroll, size: size, contentLayoutMode: contentLayoutMode, boxes: boxes())
    }

    public init(
        width: Double, height: Double, contentLayoutMode: ContentLayoutMode = .table,
        @BoxBuilder boxes: () -> [any BoxContent] = { [] }
    ) {
        self.init(size: Size(width: width, height: height), contentLayoutMode: contentLayoutMode, boxes: boxes)
    }
}

/// MGButton, spec type `button`: a box with no styling of its own.
public struct Button: ContainerBox {
    public var element: BoxElement

    public init(
        size: Size = .zero, contentLayoutMode: ContentLayoutMode = .table,
        @BoxBuilder boxes: () -> [any BoxContent] = { [] }
    ) {
        element = .container(.button, size: size, contentLayoutMode: contentLayoutMode, boxes: boxes())
    }

    public init(
        width: Double, height: Double, contentLayoutMode: ContentLayoutMode = .table,
        @BoxBuilder boxes: () -> [any BoxContent] = { [] }
    ) {
        self.init(size: Size(width: width, height: height), contentLayoutMode: contentLayoutMode, boxes: boxes)
    }
}

extension BoxElement {
    /// A box-like node: its size, how it stacks, and its `boxes`.
    static func container(
        _ type: NodeType, size: Size, contentLayoutMode: ContentLayoutMode, boxes: [any BoxContent]
    ) -> BoxElement {
        var element = BoxElement(type: type)
        element["size"] = .size(size)
        if contentLayoutMode != .table { element["contentLayoutMode"] = .string(contentLayoutMode.rawValue) }
        if !boxes.isEmpty { element["boxes"] = .array(boxes.map { .node($0.element) }) }
        return element
    }
}
