import BoxLayout
import BoxModel

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
    /// The characters of a label that no font boxrender uses can draw.
    var missingCharacters: (LabelContent) -> [Unicode.Scalar] = { _ in [] }

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
        if reportsNoSize, let empty = noSize(index, node, frame) { return [empty] }
        if let squeezed = squeezedOut(index, node, frame) { return [squeezed] }
        // An empty frame shows nothing to judge; its descendants say why it is empty.
        guard frame.width > 0, frame.height > 0 else { return [] }
        if !scrolled, let outside = clips.clippedAway(index) {
            return [warning(.clippedAway, index, outside)]
        }
        // Text taller than its line is the cause when it also passes the canvas's edge.
        let overflow = textOverflow(index)
        // What a clipping ancestor cuts off anyway is not the canvas's doing.
        if overflow == nil, !scrolled, let off = offCanvas(clips.shownPart(of: index)) {
            return [warning(.offCanvas, index, off)]
        }
        var found: [RenderWarning] = []
        if case .label(let label) = node.content {
            let missing = missingCharacters(label)
            if !missing.isEmpty { found.append(missingGlyphs(index, missing)) }
            if let overflow { found.append(overflow) }
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
        return found
    }

    /// A line's label that its side left no width at all (not dropped: its padding fitted).
    private func squeezedOut(_ index: Int, _ node: BoxNode, _ frame: Rect) -> RenderWarning? {
        let lineIndex = tree.parents[index]
        guard index != BoxTree.root, frame.width <= 0, case .label = node.content,
            case .line = tree[lineIndex].content
        else { return nil }
        if tree[lineIndex].size.width <= 0, frames[lineIndex].width > 0 {
            // Widened by its layout after it placed its items at its own size.
            return warning(
                .textShortened, index,
                "its line placed it at the line's own `size` (0 wide) before the line was widened, so it is not "
                    + "seen: give the line a `size`")
        }
        return warning(
            .textShortened, index,
            "its line leaves it no width, so it is not seen: make the line wider, give the other sides less, "
                + "or change `sidePrecedence`")
    }

    /// Characters drawn as boxes with their codes.
    private func missingGlyphs(_ index: Int, _ characters: [Unicode.Scalar]) -> RenderWarning {
        let shown = characters.prefix(10).map { scalar in
            "`\(Character(scalar))` (U+\(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)))"
        }
        let more = characters.count > 10 ? " and \(characters.count - 10) more" : ""
        return warning(
            .missingGlyphs, index,
            "no font boxrender uses has " + shown.joined(separator: ", ") + more
                + (characters.count == 1
                    ? ", so it is drawn as a box with its code"
                    : ", so they are drawn as boxes "
                        + "with their codes") + ": use other characters, or add a font that has them with --font-dir")
    }

    /// A line item side precedence took away.
    private func dropped(_ index: Int) -> RenderWarning {
        let parent = tree.parents[index]
        var precedence = "left"
        if case .line(let line) = tree[parent].content { precedence = line.sidePrecedence.rawValue }
        return warning(
            .itemDropped, index,
            "this item is not drawn: its line had no room left for it once the sides were placed (side "
                + "precedence: `\(precedence)` first); make the line wider, shorten the other items, change "
                + "`sidePrecedence`, or set `widenAsNeeded`")
    }

    /// Content in a box with no width or no height.
    private func noSize(_ index: Int, _ node: BoxNode, _ frame: Rect) -> RenderWarning? {
        let which =
            frame.width <= 0 && frame.height <= 0
            ? "0 points wide and high"
            : frame.width <= 0
                ? "0 points wide" : "0 points high"
        var advice = "give it a `size`"
        if case .line(let line) = node.content, frame.height <= 0 {
            advice =
                line.minHeight == line.maxHeight
                ? "give it a height in `size`, or a `minHeight` so it grows to fit its items"
                : "give it a `minHeight`"
        } else if node.layoutItem != nil
            || tree.parents.indices.contains(index) && index != BoxTree.root
                && Self.isMKLayout(tree[tree.parents[index]])
        {
            advice =
                if case .line = node.content {
                    "give its `layoutItem` a `size` that is not 0 (`\"match\"` fills its slot), and the line "
                        + "a `size` of its own: a line places its items at its own size"
                } else {
                    "give its `layoutItem` a `size` that is not 0 (`\"match\"` fills its slot)"
                }
        }
        return warning(.noSize, index, "it has content but is \(which), so it is not seen: \(advice)")
    }

    private static func isMKLayout(_ node: BoxNode) -> Bool {
        if case .linear = node.content { return true }
        return false
    }

    /// Whether the node would show anything at a size: text, a picture, a
    /// visible background or border, or children.
    private func hasContent(_ index: Int, _ node: BoxNode) -> Bool {
        switch node.content {
        case .label(let label): if label.runs.contains(where: { !$0.text.isEmpty }) { return true }
        case .image: return true
        case .line, .linear, .gridView, .gridLayout, .none: break
        }
        if node.style.image != nil { return true }
        if let background = node.style.backgroundColor, !background.isClear { return true }
        if !node.style.resolvedBorders.isEmpty { return true }
        return node.children.contains { !tree[$0].style.isHidden }
    }

    /// Part or all of the frame beyond the canvas.
    private func offCanvas(_ frame: Rect) -> String? {
        let tolerance = 0.5
        let outside =
            frame.maxX <= 0 || frame.maxY <= 0 || frame.x >= canvas.width || frame.y >= canvas.height
        if outside {
            return "it lies outside the canvas (at \(Self.points(frame.x)), \(Self.points(frame.y)) on a canvas of "
                + "\(Self.points(canvas.width)) × \(Self.points(canvas.height))), so it is not seen"
        }
        var cut: [String] = []
        if frame.x < -tolerance { cut.append("\(Self.points(-frame.x)) on the left") }
        if frame.y < -tolerance { cut.append("\(Self.points(-frame.y)) at the top") }
        if frame.maxX > canvas.width + tolerance {
            cut.append("\(Self.points(frame.maxX - canvas.width)) on the right")
        }
        if frame.maxY > canvas.height + tolerance {
            cut.append("\(Self.points(frame.maxY - canvas.height)) at the bottom")
        }
        guard !cut.isEmpty else { return nil }
        return "part of it is outside the canvas and cut off (" + cut.joined(separator: ", ")
            + "): make the canvas larger or the box smaller"
    }

    /// A label whose text is taller than its line.
    private func textOverflow(_ index: Int) -> RenderWarning? {
        let lineIndex = tree.parents[index]
        guard index != BoxTree.root, case .line(let line) = tree[lineIndex].content else { return nil }
        let label = layout.frames[index]
        let lineHeight = layout.frames[lineIndex].height
        // A label's box holds its fonts' whole ascent and descent, and a tall
        // fallback font (emoji, CJK) grows it past a line that still shows
        // every glyph: what passes the edges must be half a line of text or
        // more, as when a wrapped line is hidden.
        let overflow = max(0, -label.y) + max(0, label.maxY - lineHeight)
        guard case .label(let content) = tree[index].content, overflow >= content.font.size / 2 else { return nil }
        var advice: String
        if line.minHeight == line.maxHeight && line.maxHeight != 0 {
            advice =
                "`minHeight` and `maxHeight` are both \(Self.number(line.maxHeight)), which fixes its height: raise "
                + "or remove `maxHeight`"
        } else if line.minHeight == line.maxHeight {
            advice =
                "MGBox keeps a line's height when `minHeight` equals `maxHeight` (both 0 unless given): give "
                + "it `minHeight` (its height now, \(Self.number(lineHeight))) so it grows to fit"
        } else if line.maxHeight != 0 {
            advice = "its `maxHeight` (\(Self.number(line.maxHeight))) stops the line growing: raise it"
        } else {
            advice = "give the line more `minHeight` or the text more width"
        }
        return warning(
            .textDoesNotFit, index,
            "the text needs \(Self.points(label.height)) but its line is \(Self.points(lineHeight)) high, so it "
                + "runs past the line's edges: \(advice)")
    }

    /// A picture drawn at more pixels than it has.
    private func upscaledPicture(_ index: Int, _ node: BoxNode, _ frame: Rect) -> RenderWarning? {
        var pictures: [(ImageSource, ContentMode)] = []
        if let image = node.style.image { pictures.append((image.source, image.contentMode)) }
        if case .image(let item) = node.content { pictures.append((item.source, .scaleToFill)) }
        for (source, mode) in pictures {
            let natural = naturalSize(source)
            guard natural.width > 0, natural.height > 0 else { continue }
            let pixels = Size(
                width: (natural.width * Double(source.fileScale)).rounded(),
                height: (natural.height * Double(source.fileScale)).rounded())
            let drawn = mode.drawRect(imageSize: natural, in: frame)
            let drawnPixels = Size(width: drawn.width * Double(scale), height: drawn.height * Double(scale))
            // A pixel of slack: rounding, not enlargement.
            guard drawnPixels.width > pixels.width + 1 || drawnPixels.height > pixels.height + 1 else { continue }
            let name = source.path.split(separator: "/").last.map(String.init) ?? source.path
            return warning(
                .pictureUpscaled, index,
                "the picture \(name) is \(Self.number(pixels.width))×\(Self.number(pixels.height)) pixels but is "
                    + "drawn at \(Self.number(drawnPixels.width.rounded()))×\(Self.number(drawnPixels.height.rounded())) "
                    + "(scale \(scale)), so it looks blurred: give it a file with more pixels (an @\(scale)x file "
                    + "beside it) or draw it smaller")
        }
        return nil
    }

    private func warning(_ kind: RenderWarning.Kind, _ index: Int, _ message: String) -> RenderWarning {
        RenderWarning(kind: kind, file: file, path: tree[index].path, message: message, node: index)
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%.1f", value)
    }

    static func points(_ value: Double) -> String {
        number(value) + (value == 1 ? " point" : " points")
    }
}

extension String {
    /// The string with zeros in front up to `width` characters (hex code points: `00E9`).
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
