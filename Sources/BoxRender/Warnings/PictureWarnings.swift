import BoxLayout
import BoxModel
import BoxSpec
import BoxText

/// Finds a laid-out picture's `RenderWarning`s, node by node in document
/// order. A node gets at most the first of its warnings that hides the
/// others (dropped, no size), and nothing inside a node that is not seen is
/// judged again. Nodes hidden on purpose (`hidden`, culled by a scroll
/// view, an orphaned attachment) are not judged at all.
///
/// Work is one pass over the nodes: the facts come from the layout (frames,
/// dropped and shortened items) and from pictures' headers, read before
/// layout; only the labels that are drawn are shaped once more, to find
/// characters no font has (about a tenth of the time of a page of text).
struct PictureWarnings {
    let tree: BoxTree
    let layout: LayoutResult
    /// Absolute frames, in canvas points.
    let frames: [Rect]
    let drawn: DrawnNodes
    let canvas: Size
    let scale: Int
    let file: String
    /// A picture's natural size in points (pixels ÷ its file scale).
    let naturalSize: (ImageSource) -> Size
    /// What the labels' text says (missing glyphs, broken words, ink, faces).
    var labels = LabelChecks()
    /// Lines' sides as `touchesAnotherSide` judges them, filled as lines are met.
    let sideSpans = LineSideSpans()

    func find() -> [RenderWarning] {
        let empty = innermostWithoutSize()
        var warnings: [RenderWarning] = []
        // Per node, whether a warning already speaks for it (its subtree is then skipped).
        var silenced = [Bool](repeating: false, count: tree.count)
        var clips = ClipTracker(tree: tree, frames: frames)
        let scrolled = scrolledNodes()
        for index in 0..<tree.count {
            if index != BoxTree.root, silenced[tree.parents[index]] {
                silenced[index] = true
                continue
            }
            // Dropped items are not drawn, yet they are the warning.
            if layout.isDropped(index) {
                warnings.append(dropped(index))
                silenced[index] = true
                continue
            }
            guard drawn.isVisible(index) else {
                silenced[index] = true
                continue
            }
            let found = judge(
                index, clips: &clips, reportsNoSize: empty[index], scrolled: !scrolled.isEmpty && scrolled[index])
            if let first = found.first, [.noSize, .offCanvas, .clippedAway].contains(first.kind) {
                silenced[index] = true
            }
            warnings += found
        }
        return warnings
    }

    // MARK: One node

    /// Per node, whether it is a box with content but no size that none of
    /// its descendants explains: a table is 0 high because its only line
    /// is, and the line is what to fix.
    private func innermostWithoutSize() -> [Bool] {
        var candidate = [Bool](repeating: false, count: tree.count)
        for index in 0..<tree.count where drawn.isVisible(index) {
            let frame = frames[index]
            // A line's items get their room from the line: an empty line, or
            // its side precedence (`squeezedOut`), is what to fix.
            if index != BoxTree.root, case .line = tree[tree.parents[index]].content { continue }
            candidate[index] = (frame.width <= 0 || frame.height <= 0) && hasContent(index, tree[index])
        }
        var below = [Bool](repeating: false, count: tree.count)
        for index in stride(from: tree.count - 1, to: 0, by: -1) where candidate[index] || below[index] {
            below[tree.parents[index]] = true
        }
        return zip(candidate, below).map { $0 && !$1 }
    }

    /// Per node, whether a scroll view or a grid view holds it: what their
    /// viewports (the canvas, for a root scroll) cut off is scrolled away on
    /// purpose. Empty when the tree has neither.
    private func scrolledNodes() -> [Bool] {
        guard tree.nodes.contains(where: { $0.type == .scroll || $0.type == .gridView }) else { return [] }
        var scrolled = [Bool](repeating: false, count: tree.count)
        for index in 1..<max(1, tree.count) {
            let parent = tree.parents[index]
            scrolled[index] = scrolled[parent] || tree[parent].type == .scroll || tree[parent].type == .gridView
        }
        return scrolled
    }

    private func judge(_ index: Int, clips: inout ClipTracker, reportsNoSize: Bool, scrolled: Bool)
        -> [RenderWarning]
    {
        let node = tree[index]
        let frame = frames[index]
        // Every visible node passes through the clips, in pre-order, so its children inherit them.
        let outside = scrolled ? nil : clips.clippedAway(index)
        if reportsNoSize, let empty = noSize(index, node, frame) { return [empty] }
        if let squeezed = squeezedOut(index, node, frame) { return [squeezed] }
        // An empty frame shows nothing to judge; its descendants say why it is empty.
        guard frame.width > 0, frame.height > 0 else { return [] }
        if let outside { return [warning(.clippedAway, index, outside)] }
        // Text taller than its line is the cause when it also passes the canvas's edge.
        let overflow = textOverflow(index)
        // What a clipping ancestor cuts off anyway is not the canvas's doing.
        if overflow == nil, !scrolled, let off = offCanvas(clips.shownPart(of: index)) {
            return [warning(.offCanvas, index, off)]
        }
        var found: [RenderWarning] = []
        if case .label(let label) = node.content {
            let missing = labels.missingCharacters(label)
            if !missing.isEmpty { found.append(missingGlyphs(index, missing)) }
            let synthesised = labels.synthesisedStyles(label)
            if !synthesised.isEmpty {
                let which = synthesised.map { style in
                    "\(style.family) has no \(style.styleName) face (`\(LabelText.excerpt(style.sample))`)"
                }
                var drawn: [String] = []
                if synthesised.contains(where: \.italic) { drawn.append("italic is slanted from the upright face") }
                if synthesised.contains(where: \.bold) { drawn.append("bold is the regular face struck twice") }
                found.append(
                    warning(
                        .fontStyleSynthesised, index,
                        which.joined(separator: "; ") + ": " + drawn.joined(separator: ", ")
                            + "; use a font that has the face, or leave the style out"))
            }
            if let overflow { found.append(overflow) }
            let broken = label.multiline ? labels.brokenWords(label, frame.width) : []
            if !broken.isEmpty {
                let words = broken.prefix(3).map { "`\(LabelText.excerpt($0))`" }.joined(separator: ", ")
                let more = broken.count > 3 ? " and \(broken.count - 3) more" : ""
                found.append(
                    warning(
                        .wordBroken, index,
                        "a word is longer than the label's \(Self.points(frame.width)), so its lines break inside "
                            + "it, with a hyphen where the script takes one: \(words)\(more); make the line wider "
                            + "or the text smaller"))
            }
            if hasItemsOnOtherSides(index), let ink = labels.inkSpan(label, frame.width),
                let touching = touchesAnotherSide(index, ink: (frame.x + ink.lowerBound)...(frame.x + ink.upperBound))
            {
                found.append(touching)
            }
            if let needed = layout.shortened[index] {
                if needed.width > frame.width {
                    found.append(
                        warning(
                            .textShortened, index,
                            "the text is cut short with …: it needs \(Self.points(needed.width)) and its line gives "
                                + "it \(Self.points(frame.width)); make the line wider, give the other sides less, "
                                + "or let the text wrap (`multiline…`)"))
                } else if needed.height > frame.height, case .line(let line) = tree[tree.parents[index]].content {
                    found.append(
                        warning(
                            .textDoesNotFit, index,
                            "its last lines are not drawn: the text needs \(Self.points(needed.height)) and the "
                                + "line's `maxHeight` (\(Self.number(line.maxHeight))) leaves it "
                                + "\(Self.points(frame.height)); raise or remove `maxHeight`"))
                }
            }
        }
        if let upscaled = upscaledPicture(index, node, frame) { found.append(upscaled) }
        if let hidden = scrollTargetHidden(index, node, frame) { found.append(hidden) }
        return found
    }

    func warning(_ kind: RenderWarning.Kind, _ index: Int, _ message: String) -> RenderWarning {
        RenderWarning(kind: kind, file: file, path: tree[index].path, message: message, node: index)
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%.1f", value)
    }

    static func points(_ value: Double) -> String {
        number(value) + (value == 1 ? " point" : " points")
    }
}
