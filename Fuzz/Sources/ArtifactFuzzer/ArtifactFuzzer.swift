import BoxRender
import FuzzSupport

/// libFuzzer's entry point for what a batch reads back from folders that
/// may be attacker input (issue 21): the first byte picks the reader, the
/// rest is the file.
/// - 0: `.boxrender-manifest.json`. Parsing either refuses it or gives
///   outputs whose paths all stay inside the folder; writing those and
///   parsing again must give the same manifest.
/// - 1: `report.json`. Decoding either refuses it or gives a document that
///   is written (`json`) and read back as itself.
/// - 2: an animated PNG, as `--check` and `diff` read one: refused, or a
///   file that compares equal to itself.
/// A crash, a hang, a sanitizer report or a broken property is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArtifact(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let kind = bytes.first else { return 0 }
    let file = Array(bytes.dropFirst())
    switch kind % 3 {
    case 0: manifest(file)
    case 1: report(file)
    default: animation(file)
    }
    return 0
}

private let folder = ConfinedFolder("/fuzz/out")

private func manifest(_ bytes: [UInt8]) {
    guard let parsed = try? OutputManifest.parse(bytes, folder: folder) else { return }
    for path in parsed.outputs.keys {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.hasPrefix("/"), !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
            fatalError("a manifest path outside the folder was accepted: \(path)")
        }
    }
    guard let again = try? OutputManifest.parse(Array(parsed.json.utf8), folder: folder), again == parsed else {
        fatalError("a manifest does not survive being written and read again")
    }
}

private func report(_ bytes: [UInt8]) {
    guard let document = try? CheckReportDocument.decode(bytes) else { return }
    guard let again = try? CheckReportDocument.decode(Array(document.json.utf8)), again == document else {
        fatalError("a report does not survive being written and read again")
    }
}

private func animation(_ bytes: [UInt8]) {
    guard let reader = try? APNGReader(bytes, maximumFrames: 64) else { return }
    // Comparing composites every frame: kept to small canvases, as the
    // commands keep it to their limits.
    guard reader.width * reader.height * max(1, reader.frameCount) <= 1 << 22 else { return }
    let difference: APNGComparison.Difference?
    do {
        difference = try APNGComparison.compare(expected: reader, actual: reader)
    } catch {
        return
    }
    if let difference { fatalError("an animated PNG differs from itself: \(difference)") }
}

@_cdecl("ArtifactFuzzer_main")
func artifactFuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc: argc, argv: argv, fuzzArtifact)
}
