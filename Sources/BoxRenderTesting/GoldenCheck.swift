import BoxFiles
import BoxPixels
import BoxRender

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Compares a rendered PNG with a golden file, records goldens on request, and
/// leaves a three-panel picture (expected | difference | actual) where a person
/// can look at a failure.
public struct GoldenCheck: Sendable {
    /// How far two pixels' colours may be apart (pixelmatch's YIQ threshold, 0…1).
    public var threshold: Double
    /// How many differing pixels still count as a match (anti-aliased ones are
    /// excused and not counted).
    public var maxDiffPixels: Int
    public var record: RecordMode
    /// Where failure pictures go.
    public var failureDirectory: String
    /// A file recording the library and font versions the goldens were made
    /// with (`snapshots/VERSIONS`); a failure says when this machine's differ,
    /// since text then legitimately draws differently.
    public var versionsPath: String?
    /// The test file (without `.swift`) and golden name under which a
    /// failure is listed on the failure folder's page (`FailurePage`); nil:
    /// the failure's name alone.
    var pageNames: (testFile: String, golden: String)?

    public init(
        threshold: Double = 0.1,
        maxDiffPixels: Int = 0,
        record: RecordMode = .fromEnvironment,
        failureDirectory: String,
        versionsPath: String? = nil
    ) {
        self.threshold = threshold
        self.maxDiffPixels = maxDiffPixels
        self.record = record
        self.failureDirectory = failureDirectory
        self.versionsPath = versionsPath
    }

    /// Checks `png` against the golden at `goldenPath`, recording it as
    /// `record` says: `missing` writes a golden that isn't there, `failed`
    /// also rewrites one that fails the comparison, `all` one whose pixels
    /// differ even within the tolerance; one with the same pixels is left
    /// untouched, so that it passes.
    /// - Returns: `nil` when they match; otherwise a message saying what differs
    ///   and where the failure picture is, or what was recorded.
    public func check(png: [UInt8], goldenPath: String, name: String) -> String? {
        guard let golden = readFile(goldenPath) else {
            if record == .never {
                let message = "no golden at \(goldenPath); run with BOXRENDER_RECORD=missing to record it"
                return listed(message, status: "missing", detail: message, name: name)
            }
            return recordGolden(png, at: goldenPath)
        }
        if golden == png { return nil }
        let actual: RGBAImage
        let expected: RGBAImage
        do {
            actual = try PNGCodec.decode(png)
        } catch {
            let message = "cannot compare with \(goldenPath): \(error)"
            return listed(message, status: "failed", detail: message, name: name)
        }
        do {
            expected = try PNGCodec.decode(golden)
        } catch {
            // A golden that can't be read is replaced when failures or everything are re-recorded.
            if record == .all || record == .failed { return recordGolden(png, at: goldenPath) }
            let message = "cannot compare with \(goldenPath): \(error)"
            return listed(message, status: "failed", detail: message, name: name)
        }
        // The same pixels in other bytes (another encoder, say) are the same picture.
        let tolerance = PictureTolerance(threshold: threshold, maxDiffPixels: maxDiffPixels)
        let match = PictureMatch.judge(expected: expected, actual: actual, tolerance: tolerance)
        if match == .same { return nil }
        if record == .all { return recordGolden(png, at: goldenPath) }
        guard case .differ(let found) = match, let difference = found else { return nil }
        if record == .failed { return recordGolden(png, at: goldenPath) }
        let what =
            difference.sizesDiffer
            ? "size \(actual.width)×\(actual.height) px, golden is \(expected.width)×\(expected.height) px"
                + " (\(PictureMatch.sizeChange(from: expected, to: actual))): "
                + "\(PictureMatch.differing(difference.differingPixels)) over both, "
                + "\(difference.diffImage.width)×\(difference.diffImage.height) px"
            : "\(difference.differingPixels) pixels differ (limit \(maxDiffPixels); "
                + "\(difference.antiAliasedPixels) anti-aliased pixels excused)"
        // Of another size: compared over both, the difference their union's size.
        let panel = threePanel(expected: expected, difference: difference.diffImage, actual: actual)
        let failurePath = "\(failureDirectory)/\(name).png"
        let pictures: CheckReportDocument.StalePictures
        do {
            try makeDirectories(failureDirectory)
            try AtomicFile.write(try PNGCodec.encode(panel), to: failurePath)
            pictures = try FailurePage.savePictures(
                expected: golden, difference: difference.diffImage, actual: png,
                differingPixels: difference.differingPixels,
                change: ChangeSignature.of(expected: expected, actual: actual, difference: difference),
                folder: failureDirectory, name: name)
        } catch {
            return "\(name): \(what); could not write \(failurePath): \(error)"
        }
        let message = "\(name): \(what); see \(failurePath) (expected | difference | actual)" + versionsNote()
        return listed(message, status: "stale", detail: what, name: name, pictures: pictures)
    }

    /// `message`, after the failure is added to the failure folder's page.
    func listed(
        _ message: String, status: String, detail: String, name: String,
        pictures: CheckReportDocument.StalePictures? = nil, warnings: [RenderWarning] = []
    ) -> String {
        let names = pageNames ?? (testFile: "tests", golden: name)
        let problem = FailurePage.add(
            .init(
                testFile: names.testFile, golden: names.golden, failureName: name, status: status, detail: detail,
                pictures: pictures, warnings: warnings),
            in: failureDirectory)
        return message + (problem.map { "; \($0)" } ?? "")
    }
}

extension GoldenCheck {
    /// Writes `png` as the golden (making its folder), and the versions file
    /// beside the goldens if there is none yet. Always a failure message:
    /// a recording must be looked at before it is trusted.
    func recordGolden(_ png: [UInt8], at goldenPath: String) -> String {
        do {
            try makeDirectories(GoldenLocation.folder(of: goldenPath))
            try AtomicFile.write(png, to: goldenPath)
            if let versionsPath, readFile(versionsPath) == nil {
                try makeDirectories(GoldenLocation.folder(of: versionsPath))
                try AtomicFile.write(Array(currentRenderingVersions().utf8), to: versionsPath)
            }
        } catch {
            return "could not record \(goldenPath): \(error)"
        }
        return "recorded \(goldenPath); look at it, then run again without BOXRENDER_RECORD"
    }

    /// Empty when the goldens' recorded versions match this machine's.
    func versionsNote() -> String {
        guard let versionsPath else { return "" }
        let recorded = readFile(versionsPath).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let current = currentRenderingVersions()
        guard recorded != current else { return "" }
        let differing = Set(current.split(separator: "\n")).subtracting(recorded.split(separator: "\n"))
        return "; note: this machine's rendering libraries differ from \(versionsPath): "
            + differing.sorted().joined(separator: ", ")
    }
}

/// The whole file, or `nil` if it can't be read.
func readFile(_ path: String) -> [UInt8]? {
    try? FileBytes.read(path).get()
}

/// `mkdir -p`.
func makeDirectories(_ path: String) throws {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for part in path.split(separator: "/") {
        prefix += part + "/"
        if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
            throw AtomicFile.WriteError(path: prefix, reason: String(cString: strerror(errno)))
        }
    }
}
