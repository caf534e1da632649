import BoxModel
import CCairo

/// One text-shadow pass drawn from the text's own layout: while a line is
/// drawn, each of its runs takes the pass's colour for its label run (clear
/// where that run casts no shadow here) and loses its background, then gets
/// its own colours back. The shadow is then the same glyphs at the same
/// places as the text, with no layout of its own.
///
/// That draws exactly what a layout made for the pass (`TextLayoutBuilder`'s
/// `.shadow` paint) would, when the two split the text into the same runs.
/// Pango shapes before it applies colours, and splits the shaped runs
/// wherever a colour or background attribute starts or ends; neighbouring
/// label runs of one colour share an attribute (`AttributeSpans`). So the
/// runs are the same when, between every two neighbouring label runs, the
/// text's colour or background changes exactly where the pass's colour does,
/// or an underline starts or ends (`init` checks that; fonts and underlines
/// are the same in both).
struct ShadowRecolouring {
    /// Where each label run ends in the layout's text, in bytes.
    private let runEnds: [Int]
    /// Per label run: the pass's colour, as Pango takes it.
    private let colors: [(red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)]

    /// `nil` when the text's layout splits its runs elsewhere than this pass's would.
    init?(_ label: LabelContent, runTexts: [String], colors passColors: [Color?]) {
        var ends: [Int] = []
        var end = 0
        for text in runTexts {
            end += text.utf8.count
            ends.append(end)
        }
        let shadowColors = label.runs.indices.map { index in
            (index < passColors.count ? passColors[index] : nil) ?? .clear
        }
        var previous: Int?
        for (index, text) in runTexts.enumerated() where !text.isEmpty {
            defer { previous = index }
            guard let previous else { continue }
            // Both split where an underline starts or ends.
            guard label.runs[previous].underline == label.runs[index].underline else { continue }
            let textSplits = Self.textPaint(label, previous) != Self.textPaint(label, index)
            let shadowSplits = shadowColors[previous] != shadowColors[index]
            guard textSplits == shadowSplits else { return nil }
        }
        runEnds = ends
        colors = shadowColors.map { color in
            let (red, green, blue, alpha) = TextLayoutBuilder.pangoColor(color)
            return (red, green, blue, alpha)
        }
    }

    /// What the text's paint attributes are for run `index`: its colour and background.
    private static func textPaint(_ label: LabelContent, _ index: Int) -> [Color?] {
        let run = label.runs[index]
        let background = run.backgroundColor.flatMap { $0.isClear ? nil : $0 }
        return [run.color ?? label.textColor, background]
    }

    /// What `apply` changed, for `restore`.
    struct Changes {
        fileprivate var colors: [(UnsafeMutablePointer<PangoAttrColor>, PangoColor)] = []
        fileprivate var alphas: [(UnsafeMutablePointer<PangoAttrInt>, Int32)] = []
        fileprivate var lists: [(UnsafeMutablePointer<PangoAnalysis>, UnsafeMutablePointer<GSList>?)] = []
    }

    /// Gives `line`'s runs the pass's colours and no backgrounds. Call inside
    /// `FontLibrary.withPango`, and `restore` before leaving it.
    func apply(to line: UnsafeMutablePointer<PangoLayoutLine>) -> Changes {
        var changes = Changes()
        GSListWalk.forEach(line.pointee.runs, as: PangoGlyphItem.self) { run in
            guard let item = run.pointee.item, let analysis = item.pointer(to: \.analysis) else { return }
            let color = colors[labelRun(atByte: Int(item.pointee.offset))]
            var kept: UnsafeMutablePointer<GSList>?
            GSListWalk.forEach(analysis.pointee.extra_attrs, as: PangoAttribute.self) { attribute in
                switch attribute.pointee.klass.pointee.type {
                case PANGO_ATTR_FOREGROUND:
                    let colorAttribute = UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: PangoAttrColor.self)
                    changes.colors.append((colorAttribute, colorAttribute.pointee.color))
                    colorAttribute.pointee.color = PangoColor(red: color.red, green: color.green, blue: color.blue)
                case PANGO_ATTR_FOREGROUND_ALPHA:
                    let alphaAttribute = UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: PangoAttrInt.self)
                    changes.alphas.append((alphaAttribute, alphaAttribute.pointee.value))
                    alphaAttribute.pointee.value = Int32(color.alpha)
                case PANGO_ATTR_BACKGROUND, PANGO_ATTR_BACKGROUND_ALPHA:
                    return
                default:
                    break
                }
                kept = g_slist_prepend(kept, UnsafeMutableRawPointer(attribute))
            }
            changes.lists.append((analysis, analysis.pointee.extra_attrs))
            analysis.pointee.extra_attrs = g_slist_reverse(kept)
        }
        return changes
    }

    /// Gives the runs `apply` changed their own colours and backgrounds back.
    func restore(_ changes: Changes) {
        for (attribute, color) in changes.colors { attribute.pointee.color = color }
        for (attribute, alpha) in changes.alphas { attribute.pointee.value = alpha }
        for (analysis, list) in changes.lists {
            g_slist_free(analysis.pointee.extra_attrs)
            analysis.pointee.extra_attrs = list
        }
    }

    /// The label run holding the byte at `offset` of the layout's text.
    private func labelRun(atByte offset: Int) -> Int {
        var low = 0
        var high = runEnds.count - 1
        while low < high {
            let middle = (low + high) / 2
            if runEnds[middle] > offset { high = middle } else { low = middle + 1 }
        }
        return max(0, low)
    }
}
