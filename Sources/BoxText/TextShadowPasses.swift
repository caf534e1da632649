import BoxModel

/// The text shadow as drawing passes. A run's shadow colour and offset are its
/// own if given, else the label's; runs whose colour is `nil` or clear cast none.
/// Runs sharing an offset are drawn in one pass (each in its own colour), in the
/// order their offsets first appear.
enum TextShadowPasses {
    struct Pass: Equatable {
        let offset: Point
        /// Per run: its shadow colour in this pass, or `nil` when it casts none here.
        let colors: [Color?]
    }

    static func passes(for label: LabelContent) -> [Pass] {
        var offsets: [Point] = []
        var colorsByOffset: [Point: [Color?]] = [:]
        for (index, run) in label.runs.enumerated() {
            guard let color = run.shadowColor ?? label.shadowColor, !color.isClear else { continue }
            let offset = run.shadowOffset ?? label.shadowOffset
            if colorsByOffset[offset] == nil {
                offsets.append(offset)
                colorsByOffset[offset] = Array(repeating: nil, count: label.runs.count)
            }
            colorsByOffset[offset]?[index] = color
        }
        return offsets.map { Pass(offset: $0, colors: colorsByOffset[$0] ?? []) }
    }
}
