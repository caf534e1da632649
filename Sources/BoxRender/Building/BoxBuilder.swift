/// Builds a node's children from statements, as MGBox code adds to `boxes`:
///
/// ```swift
/// Box(size: Size(width: 320, height: 0), contentLayoutMode: .grid) {
///     Box(width: 100, height: 100).backgroundColor(.black)
///     if showsBadge { Box(width: 20, height: 20) }
///     for photo in photos { Box(width: 100, height: 100).image(photo) }
/// }
/// ```
///
/// `if`, `if`/`else`, `switch`, `for` and arrays of nodes may be mixed freely;
/// the children keep the order they are written in.
@resultBuilder
public enum BoxBuilder {
    public static func buildExpression(_ content: some BoxContent) -> [any BoxContent] {
        [content]
    }

    /// An array of nodes, each a child.
    public static func buildExpression(_ contents: [any BoxContent]) -> [any BoxContent] {
        contents
    }

    public static func buildBlock(_ parts: [any BoxContent]...) -> [any BoxContent] {
        parts.flatMap { $0 }
    }

    public static func buildOptional(_ part: [any BoxContent]?) -> [any BoxContent] {
        part ?? []
    }

    public static func buildEither(first part: [any BoxContent]) -> [any BoxContent] {
        part
    }

    public static func buildEither(second part: [any BoxContent]) -> [any BoxContent] {
        part
    }

    public static func buildArray(_ parts: [[any BoxContent]]) -> [any BoxContent] {
        parts.flatMap { $0 }
    }

    public static func buildLimitedAvailability(_ part: [any BoxContent]) -> [any BoxContent] {
        part
    }
}
