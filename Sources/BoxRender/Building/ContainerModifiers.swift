import BoxModel

/// How a container stacks and sizes its children (spec-format §3, "Containers").
extension ContainerBox {
    /// `table` stacks children one under another; `grid` fills rows left to
    /// right like CSS `float: left`, wrapping when a child would pass the full width.
    public func contentLayoutMode(_ mode: ContentLayoutMode) -> Self {
        changing { $0["contentLayoutMode"] = .string(mode.rawValue) }
    }

    /// `shrinkWrap` fits a table container exactly to its children (at least
    /// `minWidth` wide); `none` only ever grows it.
    public func sizingMode(_ mode: SizingMode) -> Self {
        changing { $0["sizingMode"] = .string(mode.rawValue) }
    }

    /// The narrowest a shrink-wrapped table container becomes.
    public func minWidth(_ width: Double) -> Self {
        changing { $0["minWidth"] = .number(width) }
    }
}
