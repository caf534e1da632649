// Lays out one generated tree and reports how long the layout alone took and
// how much peak memory it added. One case per process, so that each case's
// peak memory is its own: `LayoutBenchmark grid 1000000`.
//
// The tree: a 320-point-wide root container (table or grid) holding N leaf
// boxes of 20 × 20 points with 1-point margins on every side — an iPhone-width
// list or icon grid (14 boxes per grid row: 14 × 22 = 308 ≤ 320 < 330).

import BoxLayout
import BoxModel

#if canImport(Glibc)
    import Glibc
#endif

/// What the run was asked to do.
struct Arguments {
    var mode: ContentLayoutMode
    var boxes: Int
    var repetitions: Int

    static let usage = "usage: LayoutBenchmark table|grid BOXES [REPETITIONS]"

    init?(_ arguments: [String]) {
        guard arguments.count == 3 || arguments.count == 4,
            let mode = ContentLayoutMode(rawValue: arguments[1]),
            let boxes = Int(arguments[2]), boxes > 0
        else { return nil }
        self.mode = mode
        self.boxes = boxes
        if arguments.count == 4 {
            guard let repetitions = Int(arguments[3]), repetitions > 0 else { return nil }
            self.repetitions = repetitions
        } else {
            self.repetitions = 5
        }
    }
}

/// The benchmark tree: a root container and `boxes` leaves, built with the
/// public `BoxTree.append` like any decoder would.
func makeTree(mode: ContentLayoutMode, boxes: Int) -> BoxTree {
    var tree = BoxTree(root: BoxNode(size: Size(width: 320, height: 0), contentLayoutMode: mode))
    tree.reserveCapacity(boxes + 1)
    let leaf = BoxNode(size: Size(width: 20, height: 20), margin: Insets(all: 1))
    for _ in 0..<boxes {
        tree.append(leaf, to: BoxTree.root)
    }
    return tree
}

/// A `kB` field of /proc/self/status, in bytes; nil where there is no procfs.
func statusBytes(_ field: String) -> Int? {
    guard let file = fopen("/proc/self/status", "r") else { return nil }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), file) != nil {
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard text.hasPrefix(field + ":") else { continue }
        let digits = text.dropFirst(field.count + 1).filter(\.isNumber)
        return Int(digits).map { $0 * 1024 }
    }
    return nil
}

/// Resets the peak resident set size to the current one (Linux ≥ 4.0), so the
/// peak measured next belongs to the layout and not to building the tree.
func resetPeakMemory() -> Bool {
    guard let file = fopen("/proc/self/clear_refs", "w") else { return false }
    defer { fclose(file) }
    return fputs("5", file) >= 0
}

func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}

guard let arguments = Arguments(CommandLine.arguments) else {
    print(Arguments.usage)
    exit(2)
}

let tree = makeTree(mode: arguments.mode, boxes: arguments.boxes)
let peakWasReset = resetPeakMemory()
let peakBefore = statusBytes("VmHWM") ?? 0
let clock = ContinuousClock()

// First run: peak memory (and a time sample). The result stays alive until
// VmHWM was read, as a caller's would.
var times: [Double] = []
var checksum = 0.0
do {
    var result: LayoutResult?
    times.append(milliseconds(clock.measure { result = layout(tree, scale: 2) }))
    let peakAfter = statusBytes("VmHWM") ?? 0
    checksum += result?.frames.last?.maxY ?? 0
    result = nil
    for _ in 1..<arguments.repetitions {
        var again: LayoutResult?
        times.append(milliseconds(clock.measure { again = layout(tree, scale: 2) }))
        checksum += again?.frames.last?.maxY ?? 0
    }
    times.sort()
    let median = times[times.count / 2]
    let extra = max(0, peakAfter - peakBefore)
    print(
        "case=\(arguments.mode.rawValue) boxes=\(arguments.boxes) nodes=\(tree.count)",
        "median_ms=\(median) best_ms=\(times[0]) runs=\(times.count)",
        "peak_extra_bytes=\(extra) per_box_bytes=\(Double(extra) / Double(arguments.boxes))",
        "peak_reset=\(peakWasReset) node_stride=\(MemoryLayout<BoxNode>.stride)",
        "root_height=\(checksum > 0 ? "ok" : "zero")"
    )
}
