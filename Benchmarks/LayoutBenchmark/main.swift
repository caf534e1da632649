// Lays out one generated tree and reports how long the layout alone took and
// how much peak memory it added. One case per process, so that each case's
// peak memory is its own: `LayoutBenchmark grid 1000000`.
//
// The tree: a 320-point-wide root container (table or grid) holding N leaf
// boxes of 20 × 20 points with 1-point margins on every side — an iPhone-width
// list or icon grid (14 boxes per grid row: 14 × 22 = 308 ≤ 320 < 330).
// The `line` case lays out N styled lines of three items instead
// (`makeLineTree`), measured by a fixed-width fake.
//
// The first layout is the warm-up: it measures peak memory and pays the page
// faults of the first allocation of the result arrays; it is reported as
// first_ms but not counted in the median. Then come the timed runs
// (`Repetitions`), each on the same tree, optionally with the caches flushed
// first (`--cold`).

import BoxLayout
import BoxModel

#if canImport(Glibc)
    import Glibc
#endif

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

func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}

guard let arguments = Arguments(CommandLine.arguments) else {
    print(Arguments.usage)
    exit(2)
}

let tree: BoxTree
switch arguments.mode {
case .table: tree = makeTree(mode: .table, boxes: arguments.boxes)
case .grid: tree = makeTree(mode: .grid, boxes: arguments.boxes)
case .line: tree = makeLineTree(lines: arguments.boxes)
}
let measurer = FixedGlyphMeasurer()
// Allocated before the peak is reset, so it does not count as layout memory.
let flusher = arguments.cold ? CacheFlusher() : nil
var flushSum = flusher?.flush() ?? 0
let peakWasReset = resetPeakMemory()
let peakBefore = statusBytes("VmHWM") ?? 0
let clock = ContinuousClock()

var checksum = 0.0
var first: LayoutResult?
let firstMilliseconds = milliseconds(clock.measure { first = layout(tree, scale: 2, measurer: measurer) })
// Read while the result is alive, as a caller's would be.
let peakAfter = statusBytes("VmHWM") ?? 0
checksum += first?.frames.last?.maxY ?? 0
first = nil

let repetitions = Repetitions.count(
    minimum: arguments.minimumRepetitions, warmUpMilliseconds: firstMilliseconds)
var times: [Double] = []
// Timed runs that took page faults: fresh memory for the result arrays,
// when the allocator did not reuse the previous run's (normal for the first
// timed run of the largest cases; the median is meant to leave them out).
var faultingRuns = 0
for _ in 0..<repetitions {
    flushSum &+= flusher?.flush() ?? 0
    var result: LayoutResult?
    let faultsBefore = minorPageFaults()
    times.append(milliseconds(clock.measure { result = layout(tree, scale: 2, measurer: measurer) }))
    faultingRuns += minorPageFaults() > faultsBefore ? 1 : 0
    checksum += result?.frames.last?.maxY ?? 0
}
times.sort()
let extra = max(0, peakAfter - peakBefore)
print(
    "case=\(arguments.mode.rawValue) boxes=\(arguments.boxes) nodes=\(tree.count)",
    "cache=\(arguments.cold ? "cold" : "warm") runs=\(times.count)",
    "median_ms=\(times[times.count / 2]) best_ms=\(times[0]) worst_ms=\(times[times.count - 1])",
    "first_ms=\(firstMilliseconds) faulting_runs=\(faultingRuns)",
    "peak_extra_bytes=\(extra) per_box_bytes=\(Double(extra) / Double(arguments.boxes))",
    "peak_reset=\(peakWasReset) node_stride=\(MemoryLayout<BoxNode>.stride)",
    "root_height=\(checksum > 0 ? "ok" : "zero") flush_sum=\(flushSum)"
)
