import BoxModel

/// The tree a run lays out: leaves stacked by a table or a grid, or lines.
enum BenchmarkCase: String {
    case table
    case grid
    case line
}

/// What the run was asked to do: `LayoutBenchmark table|grid|line BOXES [REPETITIONS] [--cold]`.
struct Arguments {
    var mode: BenchmarkCase
    var boxes: Int
    /// The fewest timed runs; small cases get more (see `Repetitions`).
    var minimumRepetitions = 5
    /// Evict the CPU caches before every timed run (see `CacheFlusher`).
    var cold = false

    static let usage = "usage: LayoutBenchmark table|grid|line BOXES [REPETITIONS] [--cold]"

    init?(_ arguments: [String]) {
        var words = Array(arguments.dropFirst())
        if words.last == "--cold" {
            cold = true
            words.removeLast()
        }
        guard words.count == 2 || words.count == 3,
            let mode = BenchmarkCase(rawValue: words[0]),
            let boxes = Int(words[1]), boxes > 0
        else { return nil }
        self.mode = mode
        self.boxes = boxes
        if words.count == 3 {
            guard let repetitions = Int(words[2]), repetitions > 0 else { return nil }
            minimumRepetitions = repetitions
        }
    }
}

/// How many timed runs a case gets: enough for about half a second of
/// layout, so that a case of a few milliseconds or less is the median of
/// hundreds of runs (and one disturbed run cannot move it), while the
/// million-box case still gets `minimum` or more. Capped so that cold runs,
/// each preceded by a cache flush, stay quick.
enum Repetitions {
    static let targetMilliseconds = 500.0
    static let maximum = 200

    static func count(minimum: Int, warmUpMilliseconds: Double) -> Int {
        let wanted = Int((targetMilliseconds / max(warmUpMilliseconds, 0.001)).rounded(.up))
        return max(minimum, min(maximum, wanted))
    }
}
