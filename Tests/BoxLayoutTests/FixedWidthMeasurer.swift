import BoxLayout
import BoxModel

/// A measurer with fixed-width glyphs (like Yoga's Ahem font), so that line
/// tests can work their numbers out by hand:
/// - every Unicode scalar is `glyphWidth` wide (a space too), every text line
///   `lineHeight` tall, with the label's `lineSpacing` between lines;
/// - an explicit `\n` starts a new line;
/// - a multiline label given a `maxWidth` wraps greedily at spaces (a word
///   wider than `maxWidth` gets a line of its own and overflows it);
/// - a `maxHeight` keeps only the lines that fit in it (at least one);
/// - the width is the widest line kept.
/// Pictures are looked up by path in `pictures`; unknown ones are zero.
struct FixedWidthMeasurer: ContentMeasuring {
    var glyphWidth = 10.0
    var lineHeight = 20.0
    var pictures: [String: Size] = [:]

    func measureText(_ label: LabelContent, maxWidth: Double?, maxHeight: Double?) -> Size {
        let wrapWidth = label.multiline ? maxWidth : nil
        var lines: [Double] = []
        for paragraph in label.plainText.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += wrapped(String(paragraph), at: wrapWidth)
        }
        var count = lines.count
        if let maxHeight {
            while count > 1 && height(ofLines: count, spacing: label.lineSpacing) > maxHeight {
                count -= 1
            }
        }
        return Size(width: lines.prefix(count).max() ?? 0, height: height(ofLines: count, spacing: label.lineSpacing))
    }

    func naturalSize(of image: ImageSource) -> Size {
        pictures[image.path] ?? .zero
    }

    private func height(ofLines count: Int, spacing: Double) -> Double {
        Double(count) * lineHeight + Double(max(0, count - 1)) * spacing
    }

    /// The widths of the lines `paragraph` breaks into.
    private func wrapped(_ paragraph: String, at maxWidth: Double?) -> [Double] {
        let width = { (text: Substring) in Double(text.unicodeScalars.count) * glyphWidth }
        guard let maxWidth else { return [width(Substring(paragraph))] }
        var lines: [Double] = []
        var current: Double?
        for word in paragraph.split(separator: " ") {
            let wordWidth = width(word)
            if let line = current, line + glyphWidth + wordWidth <= maxWidth {
                current = line + glyphWidth + wordWidth
            } else {
                if let line = current { lines.append(line) }
                current = wordWidth
            }
        }
        lines.append(current ?? 0)
        return lines
    }
}
