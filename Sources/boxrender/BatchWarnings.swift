import BoxRender
import BoxSpec

/// One output's warnings in a batch (issue 22): the output's path under the
/// output folder and its picture's warnings, each once, as the manifest and
/// the report keep them (so that a run that finds the output up to date
/// prints the same lines as the run that drew it).
struct OutputWarnings: Sendable {
    let output: String
    var warnings: [RenderWarning]
    /// How many more it had than are kept (`KeptWarning.maximumPerOutput`).
    var moreWarnings = 0

    /// Warnings just found, kept as the manifest keeps them.
    init(output: String, found: [RenderWarning], spec: String) {
        let (kept, leftOut) = KeptWarning.keep(found)
        self.init(output: output, kept: kept, moreWarnings: leftOut, spec: spec)
    }

    /// Warnings a manifest kept, of the spec `spec` (as the run names it).
    init(output: String, kept: [KeptWarning], moreWarnings: Int, spec: String) {
        self.output = output
        self.warnings = kept.map { $0.warning(file: spec) }
        self.moreWarnings = moreWarnings
    }

    init(output: String, warnings: [RenderWarning]) {
        self.output = output
        self.warnings = warnings
    }

    var kept: [KeptWarning] { warnings.map(KeptWarning.init) }

    /// The lines a batch prints for a spec's outputs: each warning once per
    /// output it is in, named (`spec.json: root.boxes[0]: warning: … [card-de@2x.png]`),
    /// up to `ProblemReport.shownLimit` lines and then a count.
    static func lines(_ outputs: [OutputWarnings]) -> [String] {
        let all = outputs.flatMap { output in output.warnings.map { OutputName.named($0.description, output.output) } }
        let total = all.count + outputs.reduce(0) { $0 + $1.moreWarnings }
        let shown = all.prefix(ProblemReport.shownCount(of: total))
        let hidden = total - shown.count
        return shown + (hidden > 0 ? ["and \(hidden) more warnings"] : [])
    }
}

/// How a batch names the output a line is about: its file name, escaped,
/// in brackets at the end of the line, after what the line would say of the
/// spec alone, so that `FILE:LINE:COLUMN: PATH: …` stays as editors read it:
/// `pricing.yaml: root.boxes[2].middle: warning: the text is cut short … [pricing-de@2x.png]`.
enum OutputName {
    static func named(_ line: String, _ output: String) -> String {
        line + " [" + MessageText.escaped(name(output)) + "]"
    }

    /// The output's file name: `sub/card-de@2x.png` → `card-de@2x.png` (its spec names the folder).
    static func name(_ output: String) -> String {
        output.split(separator: "/").last.map(String.init) ?? output
    }
}

/// A failure found while making one output of a spec that makes several:
/// its lines name that output (the others were not made).
struct OutputFailure: Error {
    let output: String
    let error: any Error
}

/// `--strict`: a picture's warnings, which fail its spec; thrown by
/// `BatchWorker.draw` before anything is drawn.
struct StrictRefusal: Error {
    let warnings: [RenderWarning]
}

/// `--strict`: every output of a spec whose picture has warnings, each with
/// them; the spec fails, and each line names its output.
struct StrictFailure: Error {
    var refusals: [OutputWarnings]
}
