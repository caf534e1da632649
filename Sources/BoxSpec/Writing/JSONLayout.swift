/// Where an array or object of a written document breaks its lines. Each
/// document boxrender writes has a shape readers (and diffs) rely on: the
/// manifest and `--frames` one output or box a line, `--json-errors` one
/// line, `report.json` and the schema one value a line. Each container says
/// its own layout, so that one writer (`JSONValue.text`) writes them all.
///
/// Indentation follows lines, not nesting: a container that breaks lines
/// puts its items one step (two spaces) past the line it starts on (the
/// first of a `hanging` one too, which `{ ` puts there), and one that does
/// not adds no step, so a one-line object in a many-line array leaves its
/// own many-line array one step past the object's line.
public struct JSONLayout: Equatable, Sendable {
    /// What comes between a bracket and the item next to it, or after a comma.
    public enum Gap: Equatable, Sendable {
        case none
        case space
        /// A space inside an object's braces, nothing inside an array's brackets: `{ "a": [1, 2] }`.
        case spaceInObjects
        /// A line break, then the indentation of the container's items (or,
        /// before the closing bracket, of the line the container starts on).
        case line
    }

    public var open: Gap
    public var between: Gap
    public var close: Gap
    /// Between a key and its value.
    public var colon: String
    /// Whether an empty container with line breaks keeps them (`[`, a blank
    /// line, `]`, as Foundation's pretty printer and the manifest's outputs
    /// write it) rather than closing at once (`[]`).
    public var blankWhenEmpty = false
    /// Arrays of nothing but scalars are written on one line (`[1, 2]`) when
    /// that line, with its indentation, is at most this many characters.
    public var scalarsOnOneLineWithin: Int?

    public init(open: Gap, between: Gap, close: Gap, colon: String = ": ") {
        self.open = open
        self.between = between
        self.close = close
        self.colon = colon
    }

    /// `{"a":1,"b":[1,2]}`.
    public static let compact = JSONLayout(open: .none, between: .none, close: .none, colon: ":")
    /// `{ "a": 1, "b": [1, 2] }`.
    public static let inline = JSONLayout(open: .spaceInObjects, between: .space, close: .spaceInObjects)
    /// Each item on a line of its own, the closing bracket on the next.
    public static let lines = JSONLayout(open: .line, between: .line, close: .line)
    /// The first item after the opening bracket, each other on a line of its
    /// own, the closing bracket after the last: `{ "a": 1,\n  "b": 2 }`.
    public static let hanging = JSONLayout(open: .space, between: .line, close: .space)

    /// The layout with `colon` between keys and values.
    public func colon(_ colon: String) -> JSONLayout {
        var layout = self
        layout.colon = colon
        return layout
    }

    /// The layout, keeping its line breaks when empty (see `blankWhenEmpty`).
    public var keepingLinesWhenEmpty: JSONLayout {
        var layout = self
        layout.blankWhenEmpty = true
        return layout
    }

    /// The layout, putting arrays of scalars on one line when they fit in `width`.
    public func scalarsOnOneLine(within width: Int) -> JSONLayout {
        var layout = self
        layout.scalarsOnOneLineWithin = width
        return layout
    }

    /// Whether any of its gaps breaks a line: then its items are a step in,
    /// and `blankWhenEmpty` applies.
    var breaksLines: Bool { open == .line || between == .line || close == .line }
}
