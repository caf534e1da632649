import BoxModel
import BoxScene
import Foundation

/// MGBox's `screenshot:` (reference §7) as geometry and draw commands: where the
/// root lands on the screenshot canvas, and the clip, border and shadow around it.
struct Screenshot {
    /// The transparent margin on each side of a screenshot with shadow.
    static let margin = 20.0
    /// The 1-point border drawn just inside the root's edge.
    static let borderColor = Color(red: 0.65, green: 0.65, blue: 0.65, alpha: 0.7)
    /// Core Animation radius 10, no offset, black at 0.2: the "OS X screenshot" shadow.
    static let shadow = Shadow(color: .black, opacity: 0.2, offset: .zero, radius: 10)

    let mode: ScreenshotMode
    /// The root's laid-out size, in points.
    let rootSize: Size

    /// The canvas: the root's size, plus the 20-point margin all round with shadow.
    var canvas: Size {
        guard mode.shadow else { return rootSize }
        return Size(width: rootSize.width + 2 * Self.margin, height: rootSize.height + 2 * Self.margin)
    }

    /// The root's top-left corner. With shadow, MGBox centres the image on the
    /// rounded canvas centre (`round` = half away from zero), and adds 0.5 to
    /// the centre's y when floor(height) is odd so odd heights land on whole
    /// points; odd widths are not corrected and land on half points.
    var rootOrigin: Point {
        guard mode.shadow else { return .zero }
        let canvas = canvas
        let oddHeight = rootSize.height.rounded(.down).truncatingRemainder(dividingBy: 2) != 0
        return Point(
            x: (canvas.width / 2).rounded() - rootSize.width / 2,
            y: (canvas.height / 2).rounded() + (oddHeight ? 0.5 : 0) - rootSize.height / 2)
    }

    /// The root's own drawing, clipped to `root` rounded by `cornerRadius`,
    /// then (with shadow) the border, all inside one layer casting the shadow.
    func commands(wrapping rootCommands: [DrawCommand], root: Rect, cornerRadius: Double) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        commands.reserveCapacity(rootCommands.count + 5)
        if mode.shadow { commands.append(.beginLayer(opacity: 1, shadow: Self.shadow)) }
        commands.append(.pushClip(root, cornerRadius: cornerRadius))
        commands += rootCommands
        if mode.shadow { commands += Self.borderCommands(root, cornerRadius: cornerRadius) }
        commands.append(.popClip)
        if mode.shadow { commands.append(.endLayer) }
        return commands
    }

    /// The 1-point border just inside the root's edge, following its rounded corners.
    static func borderCommands(_ rect: Rect, cornerRadius: Double) -> [DrawCommand] {
        [.ring(rect, cornerRadius: cornerRadius, width: 1, color: borderColor)]
    }
}

extension Screenshot {
    /// The tree as `renderInContext:` draws it: the root's own layer shadow
    /// falls outside the clip and is lost, and layer masks are not rendered
    /// (the rounded clip gives a styled table root the same corners).
    static func drawnTree(_ tree: BoxTree) -> BoxTree {
        var root = tree[BoxTree.root]
        root.style.shadow = nil
        root.style.mask = nil
        var copy = BoxTree(root: root)
        copy.reserveCapacity(tree.count)
        // Pre-order with every parent before its children: appending in index
        // order gives every node its old index.
        for index in 1..<max(1, tree.count) {
            var node = tree[index]
            node.style.mask = nil
            copy.append(node, to: tree.parents[index])
        }
        return copy
    }
}
