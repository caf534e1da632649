import BoxModel

/// How a node looks (spec-format §3). Each modifier sets the key of the same
/// name; a later modifier wins over an earlier one.
extension ConfigurableBox {
    public func backgroundColor(_ color: Color) -> Self {
        changing { $0["backgroundColor"] = .color(color) }
    }

    /// Rounds the background; children are not clipped unless `clipsToBounds`.
    public func cornerRadius(_ radius: Double) -> Self {
        changing { $0["cornerRadius"] = .number(radius) }
    }

    /// Clips the children to the (rounded) bounds; a `ScrollBox` clips by default.
    public func clipsToBounds(_ clips: Bool = true) -> Self {
        changing { $0["clipsToBounds"] = .bool(clips) }
    }

    /// Opacity of the box and its subtree, composited as one group (its shadow fades too).
    public func alpha(_ alpha: Double) -> Self {
        changing { $0["alpha"] = .number(alpha) }
    }

    /// UIView's `hidden`: the box and its subtree are not drawn. It still
    /// takes its place where boxes are stacked (MGBox's layout ignores
    /// `hidden`), but not a slot of a `GridLayout`.
    public func hidden(_ hidden: Bool = true) -> Self {
        changing { $0["hidden"] = .bool(hidden) }
    }

    /// A Core Animation layer shadow, every field as given.
    public func shadow(_ shadow: Shadow) -> Self {
        changing { $0["shadow"] = .shadow(shadow) }
    }

    /// A Core Animation layer shadow with the fields given changed: the others
    /// keep the box's shadow so far (a styled table's hairline shadow) or
    /// else `Shadow()`'s black, opacity 1, offset (0, −3), radius 3.
    /// `radius` is CA's: about twice the Gaussian's σ.
    public func shadow(color: Color? = nil, opacity: Double? = nil, offset: Point? = nil, radius: Double? = nil)
        -> Self
    {
        changing {
            var shadow: DraftObject
            if case .object(let object)? = $0["shadow"] { shadow = object } else { shadow = DraftObject() }
            shadow["color"] = color.map(Draft.color) ?? shadow["color"]
            shadow["opacity"] = opacity.map(Draft.number) ?? shadow["opacity"]
            shadow["offset"] = offset.map(Draft.point) ?? shadow["offset"]
            shadow["radius"] = radius.map(Draft.number) ?? shadow["radius"]
            $0["shadow"] = .object(shadow)
        }
    }

    /// The same 1-point border on every side, inside the bounds and under the children.
    public func borderColors(_ color: Color) -> Self {
        borderColors(BorderColors(all: color))
    }

    /// The borders of every side; sides without a colour get none.
    public func borderColors(_ colors: BorderColors) -> Self {
        changing { $0["borderColors"] = .borderColors(colors) }
    }

    /// The borders of the sides given, the others kept (MGBox's `topBorderColor`, …).
    public func borderColors(top: Color? = nil, left: Color? = nil, bottom: Color? = nil, right: Color? = nil)
        -> Self
    {
        changing {
            var borders: DraftObject
            if case .object(let object)? = $0["borderColors"] { borders = object } else { borders = DraftObject() }
            borders["top"] = top.map(Draft.color) ?? borders["top"]
            borders["left"] = left.map(Draft.color) ?? borders["left"]
            borders["bottom"] = bottom.map(Draft.color) ?? borders["bottom"]
            borders["right"] = right.map(Draft.color) ?? borders["right"]
            $0["borderColors"] = .object(borders)
        }
    }

    /// MGBox's etched `borderStyle`: borders lighter (top, left) and darker
    /// (bottom, right) than the background; explicit border colours win over them.
    public func borderStyle(_ etchedSides: EtchedSides) -> Self {
        changing { $0["borderStyle"] = .borderStyle(etchedSides) }
    }

    /// A picture drawn in the box's bounds. A relative path resolves against
    /// the render's `baseDirectory`; `name@2x.png` is 2 pixels per point.
    public func image(_ path: String, contentMode: ContentMode = .scaleToFill) -> Self {
        changing {
            $0["image"] = .object(DraftObject(["src": .string(path), "contentMode": .string(contentMode.rawValue)]))
        }
    }
}
