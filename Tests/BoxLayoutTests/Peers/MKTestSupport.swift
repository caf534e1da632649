import BoxModel

@testable import BoxLayout

/// Short spellings for the MK layout trees the tests build by hand.
enum MKTest {
    /// An item with fixed points on both axes (padding included).
    static func fixed(
        _ width: Double, _ height: Double, padding: Insets = .zero, gravity: LayoutItemParameters.Gravity = [],
        offset: Point = .zero
    ) -> LayoutItemParameters {
        LayoutItemParameters(
            width: .points(width), height: .points(height), padding: padding, gravity: gravity, offset: offset)
    }

    /// A linear item with a fixed length along a horizontal layout, matching across.
    static func width(_ width: Double, insertBorder: Bool = false) -> LayoutItemParameters {
        LayoutItemParameters(width: .points(width), insertBorder: insertBorder)
    }

    /// A weighted linear item, matching on both axes.
    static func weight(_ weight: Double, insertBorder: Bool = false) -> LayoutItemParameters {
        LayoutItemParameters(weight: weight, insertBorder: insertBorder)
    }

    /// A tree whose root layout holds one view per item; returns the views' indices.
    static func tree(_ root: LinearLayoutParameters, views items: [LayoutItemParameters]) -> (MKLayoutTree, [Int]) {
        var tree = MKLayoutTree(root: root)
        let views = items.map { tree.addView($0, to: MKLayoutTree.root) }
        return (tree, views)
    }

    /// The frames of the views of a one-level tree.
    static func frames(
        _ root: LinearLayoutParameters, _ items: [LayoutItemParameters], in rect: Rect, scale: Double = 1
    ) -> [Rect] {
        let (tree, views) = tree(root, views: items)
        let frames = tree.layOut(in: rect, scale: scale).frames
        return views.map { frames[$0] }
    }

    /// The unrounded slots of a linear layout.
    static func linearSlots(
        _ parameters: LinearLayoutParameters, _ items: [LayoutItemParameters], in rect: Rect
    ) -> LinearSlots {
        LinearLayoutEngine.slots(for: items.map { MKSlotItem($0) }, in: rect, parameters: parameters)
    }
}

extension Rect {
    /// `Rect(x:y:width:height:)` without the labels, for tables of expected frames.
    static func mk(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }
}
