import BoxLayout
import BoxModel
import BoxText

/// What the warnings ask of a picture's labels, answered by Pango when the
/// tree has text (its measurer is a `PangoMeasurer`), by nothing otherwise:
/// one place that turns a measurer into the four questions, for stills and
/// animations alike.
struct LabelChecks {
    /// The characters of a label that no font boxrender uses can draw.
    var missingCharacters: (LabelContent) -> [Unicode.Scalar] = { _ in [] }
    /// The words a multiline label breaks inside at a width (`PangoMeasurer.brokenWords`).
    var brokenWords: (LabelContent, Double) -> [String] = { _, _ in [] }
    /// Where a label's ink is across its rectangle at a width (`PangoMeasurer.inkSpan`).
    var inkSpan: (LabelContent, Double) -> ClosedRange<Double>? = { _, _ in nil }
    /// The bold and italic a label's fonts have no face for (`PangoMeasurer.synthesisedStyles`).
    var synthesisedStyles: (LabelContent) -> [SynthesisedStyle] = { _ in [] }

    init() {}

    init(_ measurer: any ContentMeasuring) {
        guard let pango = measurer as? PangoMeasurer else { return }
        missingCharacters = pango.missingCharacters(in:)
        brokenWords = pango.brokenWords(in:width:)
        inkSpan = pango.inkSpan(of:width:)
        synthesisedStyles = pango.synthesisedStyles(in:)
    }
}
