import BoxModel
import Testing

@testable import BoxLayout

/// MK layouts (`linear`, `stack`, `flow`) in the MGBox layout pass: the
/// outermost of a nested group lays the whole group out when it closes,
/// whichever walk the tree takes.
@Suite struct MKContainerPassTests {
    private static func linear(
        _ width: Double, _ height: Double, _ parameters: LinearLayoutParameters = LinearLayoutParameters(),
        item: LayoutItemParameters? = nil
    ) -> BoxNode {
        BoxNode(
            type: parameters.kind == .linear ? .linear : parameters.kind == .stack ? .stack : .flow,
            size: Size(width: width, height: height), content: .linear(parameters), layoutItem: item)
    }

    private static func view(_ width: Double, _ height: Double, item: LayoutItemParameters? = nil) -> BoxNode {
        BoxNode(size: Size(width: width, height: height), layoutItem: item)
    }

    /// A horizontal linear 120 × 40 holding a vertical linear (weight 1) with one view, and a
    /// fixed 20-wide view: the inner linear gets 100 × 40, its view the whole of it.
    private static let outer = linear(120, 40)
    private static let inner = linear(0, 0, LinearLayoutParameters(orientation: .vertical), item: .init(weight: 1))
    private static let fixed = view(5, 5, item: LayoutItemParameters(width: .points(20)))
    private static let innerView = view(1, 1)

    @Test func aTreeInPreOrder() {
        var tree = BoxTree(root: Self.outer)
        let inner = tree.append(Self.inner, to: BoxTree.root)
        let innerView = tree.append(Self.innerView, to: inner)
        let fixed = tree.append(Self.fixed, to: BoxTree.root)
        let frames = layout(tree, scale: 1).frames
        #expect(frames[inner] == Rect(x: 0, y: 0, width: 100, height: 40))
        #expect(frames[innerView] == Rect(x: 0, y: 0, width: 100, height: 40))
        #expect(frames[fixed] == Rect(x: 100, y: 0, width: 20, height: 40))
    }

    /// The same tree built out of pre-order (the inner linear's view added after the fixed
    /// view) takes the backward walk, and gives the same frames.
    @Test func aTreeOutOfPreOrder() {
        var tree = BoxTree(root: Self.outer)
        let inner = tree.append(Self.inner, to: BoxTree.root)
        let fixed = tree.append(Self.fixed, to: BoxTree.root)
        let innerView = tree.append(Self.innerView, to: inner)
        let frames = layout(tree, scale: 1).frames
        #expect(frames[inner] == Rect(x: 0, y: 0, width: 100, height: 40))
        #expect(frames[innerView] == Rect(x: 0, y: 0, width: 100, height: 40))
        #expect(frames[fixed] == Rect(x: 100, y: 0, width: 20, height: 40))
    }

    /// An MK layout inside a plain box inside an MK layout starts a group of its own: it is
    /// laid out in its own size when it closes, and the outer group only moves the box.
    @Test func aLayoutBehindABoxIsAGroupOfItsOwn() {
        var tree = BoxTree(root: Self.linear(200, 50, LinearLayoutParameters(margin: Insets(all: 5))))
        let box = tree.append(Self.view(0, 0, item: LayoutItemParameters(weight: 1)), to: BoxTree.root)
        let stack = tree.append(Self.linear(30, 20, LinearLayoutParameters(kind: .stack)), to: box)
        let stacked = tree.append(Self.view(1, 1), to: stack)
        let result = layout(tree, scale: 2)
        #expect(result.frames[box] == Rect(x: 5, y: 5, width: 190, height: 40))
        #expect(result.frames[stack] == Rect(x: 0, y: 0, width: 30, height: 20))
        #expect(result.frames[stacked] == Rect(x: 0, y: 0, width: 30, height: 20))
        #expect(result.contentSizes[box] == Size(width: 190, height: 40))
    }

    /// Separators are reported by the linear that draws them, in its own space: the inner
    /// linear (at x 50 of the outer one) puts its separator at 24.5 of its 50 points.
    @Test func separatorsBelongToTheirLinear() {
        let separator = LinearLayoutParameters.Separator(thickness: 1, color: .black)
        var tree = BoxTree(root: Self.linear(100, 10))
        tree.append(Self.view(0, 0, item: LayoutItemParameters(weight: 1)), to: BoxTree.root)
        let inner = tree.append(
            Self.linear(0, 0, LinearLayoutParameters(separator: separator), item: LayoutItemParameters(weight: 1)),
            to: BoxTree.root)
        tree.append(Self.view(0, 0, item: LayoutItemParameters(weight: 1)), to: inner)
        tree.append(Self.view(0, 0, item: LayoutItemParameters(weight: 1, insertBorder: true)), to: inner)
        let result = layout(tree, scale: 2)
        #expect(result.frames[inner] == Rect(x: 50, y: 0, width: 50, height: 10))
        #expect(
            result.separators == [
                LayoutSeparator(node: inner, rect: Rect(x: 24.5, y: 0, width: 1, height: 10), color: .black)
            ])
    }
}
