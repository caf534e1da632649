// Scrolling (issue 13): a scroll view of N table rows, scrolled to the middle
// of its content, drawn as one 320 × 568-point viewport at scale 2. Only the
// ~13 rows in the viewport are drawn, so drawing must cost the same for
// 1,000 rows as for 1,000,000; laying out and culling the hidden rows may
// grow with N, and this measures by how much.
//
//     ScrollBenchmark [--runs R] [--boxes N,N,…]
//         every N (default 1000,100000,1000000), each in a child process; a
//         Markdown table; exit 1 when drawing grows with N
//     ScrollBenchmark --case N [--runs R] [--png FILE]
//         one N in this process: one key=value line (and the picture, to look at)
//
// The tree is built in code (a million-row spec is past the decoder's size
// limits): a `scroll` root of 320 × 568 points holding N rows of 320 × 44
// points, alternately white and light grey, each with a grey bottom border,
// scrolled by `ScrollSettings(offset:)` to half the content's height.
//
// Each case times building the tree once, then `Renderer.prepare` (layout,
// scroll offsets, absolute frames, culling, scene, frames document) and
// `Renderer.png` (drawing and PNG encoding) `R` times each (default 5),
// reporting the first and the median run. Memory is read from
// /proc/self/status: the tree's resident size, and the peak resident size
// (`VmHWM`) of the whole process; each case runs in its own process, so each
// peak is its own.

import BoxRender

#if canImport(Glibc)
    import Glibc
#endif

/// One row's height in points, and the viewport's size: an iPhone SE's screen.
let rowHeight = 44.0
let viewport = Size(width: 320, height: 568)
let defaultBoxes = [1000, 100_000, 1_000_000]

/// Drawing (the best of the runs) at a larger N may take this much longer
/// than at the smallest before the benchmark fails: timing noise on a shared
/// 2-core machine.
let drawingNoiseFactor = 1.5
let drawingNoiseMilliseconds = 2.0

// MARK: - One case

/// The scroll view and its rows, scrolled to the middle of the content.
func makeTree(rows: Int) -> BoxTree {
    let contentHeight = Double(rows) * rowHeight
    var scroll = BoxNode.scroll(size: viewport)
    scroll.scroll = ScrollSettings(offset: Point(x: 0, y: contentHeight / 2))
    var tree = BoxTree(root: scroll)
    tree.reserveCapacity(rows + 1)
    let separator = Color(white: 0.78)
    let shades = [Color.white, Color(white: 0.96)].map { background in
        BoxNode(
            size: Size(width: viewport.width, height: rowHeight),
            style: BoxStyle(backgroundColor: background, borderColors: BorderColors(bottom: separator)))
    }
    for row in 0..<rows {
        tree.append(shades[row % 2], to: BoxTree.root)
    }
    return tree
}

func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}

/// A `kB` field of /proc/self/status, in bytes; 0 where there is no procfs.
func statusBytes(_ field: String) -> Int {
    guard let file = fopen("/proc/self/status", "r") else { return 0 }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), file) != nil {
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard text.hasPrefix(field + ":") else { continue }
        return (Int(text.dropFirst(field.count + 1).filter(\.isNumber)) ?? 0) * 1024
    }
    return 0
}

/// FNV-1a of the PNG, to show that every N draws the same picture.
func fingerprint(_ bytes: [UInt8]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return String(hash, radix: 16)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

/// Runs one case and prints its key=value line.
func runCase(rows: Int, runs: Int, writingTo path: String?) throws(BoxRenderError) {
    let clock = ContinuousClock()
    let baseline = statusBytes("VmRSS")
    var tree: BoxTree?
    let buildMilliseconds = milliseconds(clock.measure { tree = makeTree(rows: rows) })
    let spec = Spec(canvas: CanvasSpec(width: viewport.width, height: viewport.height, scale: 2), tree: tree!)
    tree = nil
    let treeBytes = statusBytes("VmRSS") - baseline

    let renderer = Renderer()
    var prepareTimes: [Double] = []
    var rendering: Rendering?
    for _ in 0..<runs {
        rendering = nil  // one rendering alive at a time, as in a caller
        let start = clock.now
        rendering = try renderer.prepare(spec)
        prepareTimes.append(milliseconds(clock.now - start))
    }
    guard let rendering else { return }
    // The rows, stacked; a scroll view's content is never smaller than its viewport.
    let contentHeight = rendering.layout.contentSizes[BoxTree.root].height
    let expectedHeight = max(Double(rows) * rowHeight, viewport.height)
    guard contentHeight == expectedHeight else {
        print("error: the content is \(contentHeight) points high, expected \(expectedHeight)")
        exit(1)
    }
    let drawnRows = rendering.frames.boxes.dropFirst().filter(\.visible).count

    var drawTimes: [Double] = []
    var png: [UInt8] = []
    for _ in 0..<runs {
        let start = clock.now
        png = try renderer.png(rendering)
        drawTimes.append(milliseconds(clock.now - start))
    }
    if let path {
        guard let file = fopen(path, "wb"), fwrite(png, 1, png.count, file) == png.count, fclose(file) == 0 else {
            print("error: cannot write \(path)")
            exit(1)
        }
    }
    print(
        "boxes=\(rows) nodes=\(spec.tree.count) runs=\(runs) build_ms=\(buildMilliseconds)",
        "prepare_first_ms=\(prepareTimes[0]) prepare_ms=\(median(prepareTimes))",
        "draw_first_ms=\(drawTimes[0]) draw_ms=\(median(drawTimes)) draw_best_ms=\(drawTimes.min()!)",
        "commands=\(rendering.scene.commands.count) drawn_rows=\(drawnRows)",
        "png_bytes=\(png.count) png_fnv=\(fingerprint(png))",
        "tree_bytes=\(treeBytes) peak_bytes=\(statusBytes("VmHWM"))"
    )
}

// MARK: - Every case, each in a child process

/// This executable's path, to start it again for each case.
func executablePath() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard length > 0 else { return CommandLine.arguments[0] }
    return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// The key=value pairs of the line `ScrollBenchmark --case N` prints.
func runChild(rows: Int, runs: Int) -> [String: String] {
    let quoted = "'" + executablePath().replacing("'", with: "'\\''") + "'"
    guard let pipe = popen("\(quoted) --case \(rows) --runs \(runs)", "r") else {
        print("error: cannot start \(quoted)")
        exit(1)
    }
    var output = ""
    var buffer = [CChar](repeating: 0, count: 4096)
    while fgets(&buffer, Int32(buffer.count), pipe) != nil {
        output += String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    let status = pclose(pipe)
    guard status == 0 else {
        print("error: the case of \(rows) boxes failed (status \(status)):\n\(output)")
        exit(1)
    }
    var fields: [String: String] = [:]
    for pair in output.split(whereSeparator: \.isWhitespace) {
        let parts = pair.split(separator: "=", maxSplits: 1)
        if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
    }
    return fields
}

/// `value` with `decimals` decimals ("?" when it is no number), without Foundation.
func formatted(_ value: Double, _ decimals: Int = 2) -> String {
    guard value.isFinite else { return "?" }
    var scaled = value
    for _ in 0..<decimals { scaled *= 10 }
    let whole = Int(scaled.rounded())
    guard decimals > 0 else { return "\(whole)" }
    var divisor = 1
    for _ in 0..<decimals { divisor *= 10 }
    let fraction = String(abs(whole) % divisor)
    let padding = String(repeating: "0", count: decimals - fraction.count)
    return "\(whole < 0 ? "-" : "")\(abs(whole) / divisor).\(padding)\(fraction)"
}

func mebibytes(_ field: String?) -> String {
    formatted(Double(field.flatMap(Int.init) ?? 0) / 1_048_576, 1) + " MiB"
}

func runAll(boxes: [Int], runs: Int) {
    let results = boxes.map { runChild(rows: $0, runs: runs) }
    print(
        "| boxes | build tree | prepare (first) | prepare | draw PNG (first) | draw PNG | commands |"
            + " rows drawn | PNG bytes | tree in memory | peak RSS |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for (rows, result) in zip(boxes, results) {
        let time = { (key: String) in formatted(Double(result[key] ?? "") ?? .nan) + " ms" }
        let cells = [
            "\(rows)", time("build_ms"), time("prepare_first_ms"), time("prepare_ms"), time("draw_first_ms"),
            time("draw_ms"), result["commands"] ?? "?", result["drawn_rows"] ?? "?", result["png_bytes"] ?? "?",
            mebibytes(result["tree_bytes"]), mebibytes(result["peak_bytes"]),
        ]
        print("| " + cells.joined(separator: " | ") + " |")
    }
    print()
    print("Each row is one process; prepare and draw PNG are the median of \(runs) runs (first: the first of them).")

    // What the benchmark is about: the hidden rows must cost nothing to draw.
    var failures: [String] = []
    let first = results[0]
    for (rows, result) in zip(boxes, results).dropFirst() {
        for key in ["commands", "drawn_rows", "png_fnv"] where result[key] != first[key] {
            failures.append(
                "\(key) differs: \(first[key] ?? "?") for \(boxes[0]) boxes, \(result[key] ?? "?") for \(rows)")
        }
        // The best runs: what the drawing itself costs, whatever else the machine runs.
        let small = Double(first["draw_best_ms"] ?? "") ?? .nan
        let large = Double(result["draw_best_ms"] ?? "") ?? .nan
        if !(large <= small * drawingNoiseFactor + drawingNoiseMilliseconds) {
            failures.append(
                "drawing grows with the hidden rows: best \(formatted(large)) ms for \(rows) boxes, "
                    + "\(formatted(small)) ms for \(boxes[0])")
        }
    }
    if !failures.isEmpty {
        print()
        for failure in failures { print("FAIL: \(failure)") }
        exit(1)
    }
    print(
        "Drawing does not grow with N: the same commands, rows drawn and PNG bytes for every N, and the best"
            + " drawing time within \(formatted(drawingNoiseFactor, 1))× + \(formatted(drawingNoiseMilliseconds, 0))"
            + " ms of the smallest N's.")
}

// MARK: - Arguments

let usage = "usage: ScrollBenchmark [--runs R] [--boxes N,N,...] | ScrollBenchmark --case N [--runs R] [--png FILE]"
var runs = 5
var boxes = defaultBoxes
var single: Int?
var pngPath: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    let value = arguments.popFirst()
    switch argument {
    case "--runs":
        guard let count = value.flatMap(Int.init), count > 0 else { fatalUsage() }
        runs = count
    case "--boxes":
        let list = (value ?? "").split(separator: ",").compactMap { Int($0) }.filter { $0 > 0 }
        guard !list.isEmpty else { fatalUsage() }
        boxes = list
    case "--case":
        guard let count = value.flatMap(Int.init), count > 0 else { fatalUsage() }
        single = count
    case "--png":
        guard let value else { fatalUsage() }
        pngPath = value
    default:
        fatalUsage()
    }
}

func fatalUsage() -> Never {
    print(usage)
    exit(2)
}

if let single {
    do {
        try runCase(rows: single, runs: runs, writingTo: pngPath)
    } catch {
        print("error: \(error)")
        exit(1)
    }
} else {
    runAll(boxes: boxes, runs: runs)
}
// Buffered output must reach the parent's pipe before the process ends.
fflush(nil)
