import BoxModel
import CCairo

/// Where each line of a laid-out text sits, in points from the layout's top left.
struct TextLines {
    struct Line {
        /// The line's advance box: from the line's left (moved by its alignment)
        /// and its ascent to its descent. Backgrounds fill this box.
        var logical: Rect
        /// Where the glyphs' ink is, underline included.
        var ink: Rect
        /// Distance from the layout's top to the line's baseline.
        var baseline: Double
    }

    var lines: [Line]

    init(_ layout: OpaquePointer) {
        lines = []
        guard let iterator = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iterator) }
        repeat {
            var ink = PangoRectangle()
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, &ink, &logical)
            lines.append(
                Line(
                    logical: Rect(pango: logical), ink: Rect(pango: ink),
                    baseline: TextSettings.points(pango_layout_iter_get_baseline(iterator))))
        } while pango_layout_iter_next_line(iterator) != 0
    }

    /// How many lines, from the first, fit in `height` points: those whose bottom
    /// is within it, but always at least one — a label shows its first line even
    /// in a frame too short for it, as UILabel does. `nil` = all.
    func countFitting(height: Double?) -> Int {
        guard let height else { return lines.count }
        let fitting = lines.prefix { $0.logical.maxY <= height + 1e-9 }.count
        return min(lines.count, max(1, fitting))
    }

    /// The size of the first `count` lines: the widest line's width, the last
    /// one's bottom.
    func size(ofFirst count: Int) -> Size {
        let shown = lines.prefix(count)
        guard let last = shown.last else { return .zero }
        return Size(width: shown.map(\.logical.width).max() ?? 0, height: last.logical.maxY)
    }
}

extension Rect {
    init(pango rect: PangoRectangle) {
        self.init(
            x: TextSettings.points(rect.x), y: TextSettings.points(rect.y),
            width: TextSettings.points(rect.width), height: TextSettings.points(rect.height))
    }
}
