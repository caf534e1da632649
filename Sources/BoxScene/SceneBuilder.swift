import BoxLayout
import BoxModel

/// Turns a laid-out tree into a draw list: absolute geometry, final colours,
/// UIKit's paint order. Pure: the same tree and frames give the same scene.
///
/// Per node, bottom to top, as a UIView with sublayers draws:
/// 1. its opacity and layer shadow wrap everything below (offscreen layers; the
///    opacity fades the shadow too, as a view's alpha does);
/// 2. a corner mask (MGTableBoxStyled's first and last lines) clips all of it;
/// 3. background colour, rounded by `cornerRadius`;
/// 4. `image` content, clipped to the rounded bounds; a label's text or a line
///    picture's pixels;
/// 5. with `clipsToBounds`, a clip to the rounded bounds for all subviews;
/// 6. children with negative zIndex, then the 1-point borders, then the other children.
///
/// A node with `hidden: true` is not drawn, nor is its subtree. A grid view's
/// cells get its decorations (`GridViewDecorations`): separators between
/// steps 4 and 5, and the selected cell its gradient there or its glow just
/// before step 1.
///
/// One difference from Core Animation: `clipsToBounds` does not hide a box's
/// own shadow (CA's `masksToBounds` does), because a spec that asks for both
/// wants to see both.
public struct SceneBuilder: Sendable {
    /// The canvas is right to left (`canvas.direction: rtl`): line pictures
    /// marked `flipsForRightToLeft` are drawn mirrored. The frames come
    /// mirrored already (`Picture`).
    public var rightToLeft: Bool

    public init(rightToLeft: Bool = false) {
        self.rightToLeft = rightToLeft
    }

    /// - Parameters:
    ///   - frames: every node's frame in canvas points, as `absoluteFrames` gives.
    ///   - canvas: the canvas in points.
    ///   - hidden: nodes not to draw, with their subtrees (items a line dropped);
    ///     indexed like the tree, or empty for none.
    ///   - separators: lines layouts draw between their children
    ///     (`LayoutResult.separators`), painted over their node's background
    ///     and under its children, clipped with them.
    public func scene(
        for tree: BoxTree,
        frames: [Rect],
        canvas: Size,
        scale: Int,
        background: Color?,
        hidden: [Bool] = [],
        separators: [LayoutSeparator] = []
    ) -> Scene {
        var commands: [DrawCommand] = []
        commands.reserveCapacity(tree.count * 2)
        // Empty, and free, for trees without separators.
        let separatorsByNode = Dictionary(grouping: separators, by: \.node)
        // Empty, and cheap, for trees without grid views.
        let gridCells = GridViewDecorations.find(in: tree, frames: frames, rightToLeft: rightToLeft)
        for step in paintSteps(tree, skipping: Self.skipped(tree, hidden: hidden)) {
            switch step {
            case .enter(let index):
                let decoration = gridCells.isEmpty ? nil : gridCells[index]
                decoration?.drawUnderCell(into: &commands)
                enter(tree[index], frame: frames[index], into: &commands)
                decoration?.drawOverBackground(scale: scale, into: &commands)
                if let drawn = separatorsByNode[index] {
                    draw(drawn, origin: frames[index].origin, into: &commands)
                }
            case .borders(let index):
                borders(of: tree[index], frame: frames[index], into: &commands)
            case .exit(let index):
                exit(tree[index], into: &commands)
            }
        }
        return Scene(size: canvas, scale: scale, background: background, commands: commands)
    }

    private func enter(_ node: BoxNode, frame: Rect, into commands: inout [DrawCommand]) {
        let style = node.style
        switch Self.layers(style) {
        case (true, true):
            // A view's alpha fades its shadow too: composite shadow and content
            // together first, then apply the opacity to both at once.
            commands.append(.beginLayer(opacity: style.alpha, shadow: nil))
            commands.append(.beginLayer(opacity: 1, shadow: style.shadow))
        case (true, false):
            commands.append(.beginLayer(opacity: style.alpha, shadow: nil))
        case (false, true):
            commands.append(.beginLayer(opacity: 1, shadow: style.shadow))
        case (false, false):
            break
        }
        if let mask = style.mask {
            commands.append(.pushClip(frame, cornerRadius: mask.radius, corners: mask.corners))
        }
        if let background = style.backgroundColor, !background.isClear {
            commands.append(.fill(frame, cornerRadius: style.cornerRadius, color: background))
        }
        if let image = style.image {
            commands.append(.image(image, rect: frame, cornerRadius: style.cornerRadius))
        }
        switch node.content {
        case .label(let label):
            commands.append(.text(label, rect: frame))
        case .image(let item):
            let image = BoxImage(source: item.source, isMirrored: rightToLeft && item.flipsForRightToLeft)
            commands.append(.image(image, rect: frame, cornerRadius: style.cornerRadius))
        case .none, .line, .linear, .gridView, .gridLayout:
            break
        }
        if style.clipsToBounds {
            commands.append(.pushClip(frame, cornerRadius: style.cornerRadius))
        }
    }

    /// `hidden`, with the nodes the spec hides (`hidden: true`) added; the
    /// same array when there are none.
    private static func skipped(_ tree: BoxTree, hidden: [Bool]) -> [Bool] {
        guard tree.nodes.contains(where: { $0.style.isHidden }) else { return hidden }
        var skipped = hidden.count == tree.count ? hidden : [Bool](repeating: false, count: tree.count)
        for (index, node) in tree.nodes.enumerated() where node.style.isHidden {
            skipped[index] = true
        }
        return skipped
    }

    private func exit(_ node: BoxNode, into commands: inout [DrawCommand]) {
        if node.style.clipsToBounds {
            commands.append(.popClip)
        }
        if node.style.mask != nil {
            commands.append(.popClip)
        }
        let (faded, shadowed) = Self.layers(node.style)
        if faded { commands.append(.endLayer) }
        if shadowed { commands.append(.endLayer) }
    }

    /// Which offscreen layers a box needs: one for group opacity, one for a
    /// visible shadow. Plain draws need neither.
    /// Whether a box is drawn in an offscreen layer to fade it (alpha < 1), and
    /// in one to cast its shadow: each layer costs its pixels to composite.
    public static func layers(_ style: BoxStyle) -> (faded: Bool, shadowed: Bool) {
        (style.alpha < 1, style.shadow.map { $0.opacity > 0 && !$0.color.isClear } == true)
    }

    /// MGBox's border views: 1 point thick, inside the bounds, top/bottom across
    /// the full width and left/right down the full height (corners covered twice).
    /// Setting `borderColors` sets top, left, bottom, right in turn and each newly
    /// set border goes to the bottom of the stack, so right is lowest and top highest.
    private func borders(of node: BoxNode, frame: Rect, into commands: inout [DrawCommand]) {
        let colors = node.style.resolvedBorders
        guard !colors.isEmpty else { return }
        let sides: [(Color?, Rect)] = [
            (colors.right, Rect(x: frame.maxX - 1, y: frame.y, width: 1, height: frame.height)),
            (colors.bottom, Rect(x: frame.x, y: frame.maxY - 1, width: frame.width, height: 1)),
            (colors.left, Rect(x: frame.x, y: frame.y, width: 1, height: frame.height)),
            (colors.top, Rect(x: frame.x, y: frame.y, width: frame.width, height: 1)),
        ]
        for case (let color?, let rect) in sides where !color.isClear {
            commands.append(.fill(rect, cornerRadius: 0, color: color))
        }
    }
}
