import BoxModel

/// MGTableBox, spec type `table`: rows in `topLines`, then `middleLines`,
/// then `bottomLines`, stacked; the table is exactly as tall as its rows.
///
/// ```swift
/// Table(topLines: [Line(left: "Header", size: Size(width: 304, height: 40))]) {
///     for name in names { Line(left: .text(name), size: Size(width: 304, height: 30)) }
/// }
/// ```
public struct Table: ContainerBox {
    public var element: BoxElement

    /// `size`: `nil` = zero; the table grows to fit its rows.
    public init(
        size: Size? = nil, topLines: [any BoxContent] = [], middleLines: [any BoxContent] = [],
        bottomLines: [any BoxContent] = []
    ) {
        element = .table(.table, size: size, lines: [topLines, middleLines, bottomLines])
    }

    /// The middle lines built by the closure, as most rows of a table are.
    public init(
        size: Size? = nil, topLines: [any BoxContent] = [], bottomLines: [any BoxContent] = [],
        @BoxBuilder middleLines: () -> [any BoxContent]
    ) {
        self.init(size: size, topLines: topLines, middleLines: middleLines(), bottomLines: bottomLines)
    }
}

/// MGTableBoxStyled, spec type `styledTable`: a table with MGBox's styled look
/// (304 points wide unless given a width, 8-point top and left margins, a
/// light grey background, corner radius 4 with the first and last rows
/// masked to it, a hairline shadow, no separator above the first row or
/// below the last). Any modifier overrides its default.
public struct StyledTable: ContainerBox {
    public var element: BoxElement

    /// `size`: `nil`, or a width of 0, = 304 points wide.
    public init(
        size: Size? = nil, topLines: [any BoxContent] = [], middleLines: [any BoxContent] = [],
        bottomLines: [any BoxContent] = []
    ) {
        element = .table(.styledTable, size: size, lines: [topLines, middleLines, bottomLines])
    }

    /// The middle lines built by the closure, as most rows of a table are.
    public init(
        size: Size? = nil, topLines: [any BoxContent] = [], bottomLines: [any BoxContent] = [],
        @BoxBuilder middleLines: () -> [any BoxContent]
    ) {
        self.init(size: size, topLines: topLines, middleLines: middleLines(), bottomLines: bottomLines)
    }
}

/// A section of a table screen, as MGBox's README and demo call their
/// `MGTableBoxStyled`s: `TableSection(topLines: [header]) { rows }`.
public typealias TableSection = StyledTable

extension BoxElement {
    /// A table node with its three groups of lines, empty groups left out.
    static func table(_ type: NodeType, size: Size?, lines: [[any BoxContent]]) -> BoxElement {
        var element = BoxElement(type: type)
        element["size"] = size.map(Draft.size)
        for (key, group) in zip(["topLines", "middleLines", "bottomLines"], lines) where !group.isEmpty {
            element[key] = .array(group.map { .node($0.element) })
        }
        return element
    }
}
