import BoxModel

/// Where a node goes: its name, insets, paint order and layout mode
/// (spec-format §3). Each modifier sets the key of the same name; a later
/// modifier wins over an earlier one.
extension ConfigurableBox {
    /// A name unique in the tree: for `attachedTo` and `--frames`.
    public func id(_ id: String) -> Self {
        changing { $0["id"] = .string(id) }
    }

    /// The same padding on every side, replacing all four (MGBox's `padding`).
    public func padding(_ length: Double) -> Self {
        changing { $0.setInsets("padding", .number(length)) }
    }

    /// The padding of every side, replacing all four (a styled line's 16-point sides too).
    public func padding(_ insets: Insets) -> Self {
        changing { $0.setInsets("padding", .insets(insets)) }
    }

    /// The padding of the sides given, the others kept (MGBox's `topPadding`,
    /// …): a styled line keeps its 16-point sides under `padding(top: 8)`.
    public func padding(top: Double? = nil, left: Double? = nil, bottom: Double? = nil, right: Double? = nil) -> Self {
        changing { $0.setSides("padding", [("top", top), ("left", left), ("bottom", bottom), ("right", right)]) }
    }

    /// The padding of the left and right sides (`horizontal`) and of the top
    /// and bottom (`vertical`); a side not given keeps its padding, as with
    /// `padding(top:left:bottom:right:)`.
    ///
    /// - Parameters:
    ///   - horizontal: the left and right padding; `nil` keeps them.
    ///   - vertical: the top and bottom padding; `nil` keeps them.
    public func padding(horizontal: Double? = nil, vertical: Double? = nil) -> Self {
        padding(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    /// The same margin on every side, replacing all four. Negative margins overlap.
    public func margin(_ length: Double) -> Self {
        changing { $0.setInsets("margin", .number(length)) }
    }

    /// The margin of every side, replacing all four (a styled table's 8-point top and left too).
    public func margin(_ insets: Insets) -> Self {
        changing { $0.setInsets("margin", .insets(insets)) }
    }

    /// The margin of the sides given, the others kept (MGBox's `topMargin`, …).
    public func margin(top: Double? = nil, left: Double? = nil, bottom: Double? = nil, right: Double? = nil) -> Self {
        changing { $0.setSides("margin", [("top", top), ("left", left), ("bottom", bottom), ("right", right)]) }
    }

    /// The margin of the left and right sides (`horizontal`) and of the top
    /// and bottom (`vertical`); a side not given keeps its margin.
    ///
    /// - Parameters:
    ///   - horizontal: the left and right margins; `nil` keeps them.
    ///   - vertical: the top and bottom margins; `nil` keeps them.
    public func margin(horizontal: Double? = nil, vertical: Double? = nil) -> Self {
        margin(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    /// Paint order among siblings (stable); a negative one goes under the parent's borders.
    public func zIndex(_ zIndex: Int) -> Self {
        changing { $0["zIndex"] = .number(Double(zIndex)) }
    }

    /// Pins the box in a scroll box's viewport (MGBox honours only `y`); mode `fixed`.
    public func fixedPosition(_ position: Point) -> Self {
        changing { $0.setLayoutMode("fixedPosition", .point(position)) }
    }

    /// Places the box at the origin of the sibling named `id` plus its own
    /// left and top margins; it takes no room in the stacking. Mode `attached`.
    public func attachedTo(_ id: String) -> Self {
        changing { $0.setLayoutMode("attachedTo", .string(id)) }
    }

    /// Puts the box at `frame` and leaves it out of layout (mode `none`); the frame's size replaces the size.
    public func frame(_ frame: Rect) -> Self {
        changing {
            $0["size"] = nil
            $0.setLayoutMode("frame", .rect(frame))
        }
    }
}

extension BoxElement {
    /// Single-side keys of each inset group, by side.
    private static let sideKeys = [
        "padding": ["top": "topPadding", "left": "leftPadding", "bottom": "bottomPadding", "right": "rightPadding"],
        "margin": ["top": "topMargin", "left": "leftMargin", "bottom": "bottomMargin", "right": "rightMargin"],
    ]

    /// Sets a whole inset group; single sides set before are replaced with it.
    fileprivate mutating func setInsets(_ group: String, _ value: Draft) {
        for key in Self.sideKeys[group, default: [:]].values { self[key] = nil }
        self[group] = value
    }

    /// Sets single sides: inside the whole group when it is set (a spec may
    /// not give a side both ways), else as the single-side keys.
    fileprivate mutating func setSides(_ group: String, _ sides: [(name: String, length: Double?)]) {
        for (name, length) in sides {
            guard let length else { continue }
            switch self[group] {
            case .number(let all)?:
                var insets = Insets(all: all)
                insets.set(side: name, to: length)
                self[group] = .insets(insets)
            case .object(var object)?:
                object[name] = .number(length)
                self[group] = .object(object)
            default:
                self[Self.sideKeys[group]?[name] ?? name] = .number(length)
            }
        }
    }

    /// Sets one of the keys that choose a layout mode, removing the others:
    /// a box has one mode. A frame given up keeps its size as the box's size.
    fileprivate mutating func setLayoutMode(_ key: String, _ value: Draft) {
        if key != "frame", case .array(let numbers)? = self["frame"], numbers.count == 4 {
            self["size"] = .array(Array(numbers[2...]))
        }
        for other in ["fixedPosition", "attachedTo", "frame"] where other != key { self[other] = nil }
        self[key] = value
    }
}

extension Insets {
    fileprivate mutating func set(side: String, to length: Double) {
        switch side {
        case "top": top = length
        case "left": left = length
        case "bottom": bottom = length
        default: right = length
        }
    }
}
