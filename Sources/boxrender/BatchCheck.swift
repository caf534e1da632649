import BoxFiles
import BoxModel
import BoxPixels
import BoxRender
import Foundation

/// What `--check` found for one spec: each output's verdict, and each output's warnings.
struct BatchCheckResult: Sendable {
    var verdicts: [BatchCheckVerdict] = []
    /// The outputs with warnings, in the verdicts' order.
    var warnings: [OutputWarnings] = []
}

/// What `--check` found for one output.
enum BatchCheckVerdict: Sendable, Equatable {
    /// The file holds what the spec draws: the same bytes, or a PNG of the
    /// same pixels (re-compressed by an optimiser, say).
    case fresh(path: String)
    /// `pictures`: the files a report shows for it, when it has one.
    case stale(path: String, detail: String, pictures: StalePictures? = nil)
    case missing(path: String)

    var path: String {
        switch self {
        case .fresh(let path), .stale(let path, _, _), .missing(let path): path
        }
    }
}

extension BatchWorker {
    /// Draws the job's outputs in memory and compares each with the file in
    /// the output folder, as `boxrender diff` would for PNGs; writes nothing.
    /// - Parameter report: the report's folder, where a stale PNG's expected,
    ///   difference and actual pictures are written as they are found.
    /// - Returns: each output's verdict, and each output's warnings (each
    ///   once an output); under `--strict`, a failure naming every output
    ///   whose picture has warnings.
    func check(_ job: BatchJob, planned: Plan? = nil, report: CheckReport?) -> Result<BatchCheckResult, BatchFailure> {
        do {
            let (source, _, outputs) = try planned ?? plan(job)
            var result = BatchCheckResult()
            var refusals: [OutputWarnings] = []
            var prepared: Prepared?
            var decoded = DecodedSpecs.none
            let pictureFiles = PictureFiles(fileLimit: options.limits.imageFileBytes)
            try forEachDecoded(outputs, of: source, decoded: &decoded) { spec, output in
                guard
                    let (drawn, kept) = try draw(
                        output, spec, of: job, reusing: &prepared, pictureFiles: pictureFiles, refusals: &refusals)
                else { return }
                if !kept.warnings.isEmpty { result.warnings.append(kept) }
                guard refusals.isEmpty else { return }
                result.verdicts.append(try verdict(output, spec, drawn: drawn, report: report))
            }
            if !refusals.isEmpty { throw StrictFailure(refusals: refusals) }
            return .success(result)
        } catch {
            return .failure(BatchFailure(error, spec: job.spec))
        }
    }

    private func verdict(_ output: Output, _ spec: Spec, drawn: [UInt8], report: CheckReport?) throws
        -> BatchCheckVerdict
    {
        let (format, path) = (output.format, output.path)
        let limit = options.limits.imageFileBytes
        let existing: [UInt8]
        switch Result(catching: { () throws(ConfinedFileError) in
            try ConfinedFolder(outputFolder).read(path, atMost: limit)
        }) {
        case .success(let bytes): existing = bytes
        case .failure(let error) where error.problem == .missing: return .missing(path: path)
        case .failure(let error) where error.problem == .longerThan(limit):
            return .stale(path: path, detail: "it is longer than --max-image-bytes (\(limit))")
        case .failure(let error): throw error
        }
        if existing == drawn { return .fresh(path: path) }
        guard format == .png else { return .stale(path: path, detail: "its bytes differ") }
        if let animation = spec.animation {
            return try animationVerdict(
                path, existing: existing, drawn: drawn, frames: animation.intervals + 1, report: report)
        }
        // Cairo reads an animated PNG's first frame only, which may be the picture drawn.
        if APNGReader.isAnimated(existing) {
            return .stale(path: path, detail: "it is an animated PNG, the spec draws a still picture")
        }
        // Its header first: a small file may claim a huge picture.
        guard let size = pngPixelSize(of: existing), size.width * size.height <= options.limits.imagePixels,
            let old = try? PNGCodec.decode(existing), let new = try? PNGCodec.decode(drawn)
        else {
            return .stale(path: path, detail: "it is not a PNG that can be read within --max-image-pixels")
        }
        // Exactly the same pixels (an optimiser's re-compression), or, drawn
        // by other libraries (another distribution, say), alike within the tolerance asked for.
        if PictureMatch.judge(expected: old, actual: new, tolerance: tolerance).matches { return .fresh(path: path) }
        let difference = ImageComparison(threshold: 0, includeAntiAliasing: true).compare(old, new)
        // A picture of another size is compared over both (the difference is their union's size).
        let pictures = try report?.save(
            path: path, expected: existing, actual: drawn, difference: difference.diffImage,
            differingPixels: difference.differingPixels,
            change: ChangeSignature.of(expected: old, actual: new, difference: difference))
        guard difference.sizesDiffer else {
            return .stale(path: path, detail: PictureMatch.differing(difference.differingPixels), pictures: pictures)
        }
        return .stale(path: path, detail: Self.sizeChange(old, new, difference), pictures: pictures)
    }

    /// A stale picture of another size, as Playwright says it: both sizes,
    /// what changed, and the pixels that differ over their union: "it is
    /// 750×432, the spec draws 750×452 (20 pixels taller): 15000 pixels
    /// differ over both, 750×452".
    static func sizeChange(_ old: RGBAImage, _ new: RGBAImage, _ difference: ImageDifference) -> String {
        let union = "\(difference.diffImage.width)×\(difference.diffImage.height)"
        return "it is \(old.width)×\(old.height), the spec draws \(new.width)×\(new.height) "
            + "(\(PictureMatch.sizeChange(from: old, to: new))): "
            + "\(PictureMatch.differing(difference.differingPixels)) over both, \(union)"
    }

    /// An animated PNG is fresh when it shows the same pictures for the same
    /// times as the one drawn (`APNGComparison`), so an optimiser's
    /// re-encoding passes. Its header's size is checked against
    /// `--max-image-pixels`, and its frame count against the most frames the
    /// spec draws, before any frame is decoded.
    /// - Parameter frames: the frames the spec's animation draws, before
    ///   identical ones are merged: the most a file of it can hold.
    private func animationVerdict(
        _ path: String, existing: [UInt8], drawn: [UInt8], frames: Int, report: CheckReport?
    ) throws -> BatchCheckVerdict {
        // What was drawn is read as the file is, and must be readable.
        let actual = try APNGReader(drawn, maximumFrames: frames)
        let difference: APNGComparison.Difference
        do {
            let expected = try APNGReader(existing, maximumFrames: frames)
            guard expected.width * expected.height <= options.limits.imagePixels else {
                return .stale(
                    path: path, detail: "it is \(expected.width)×\(expected.height), more than --max-image-pixels")
            }
            // Each moment by the one picture rule, with the tolerance asked for (exact without one).
            let found = try APNGComparison.compare(expected: expected, actual: actual) { old, new in
                PictureMatch.judge(expected: old, actual: new, tolerance: tolerance).matches
            }
            guard let found else {
                return .fresh(path: path)
            }
            difference = found
        } catch let failure as APNGComparison.ReadFailure where failure.inExpected {
            return .stale(path: path, detail: "it is \(failure.error)")
        } catch let error as APNGReadError {
            return .stale(path: path, detail: "it is \(error)")
        }
        guard case .pixels(_, let old, let new) = difference else {
            return .stale(path: path, detail: difference.description)
        }
        let pixels = ImageComparison(threshold: 0, includeAntiAliasing: true).compare(old, new)
        let pictures = try report?.save(
            path: path, expected: PNGCodec.encode(old), actual: PNGCodec.encode(new), difference: pixels.diffImage,
            differingPixels: pixels.differingPixels,
            change: ChangeSignature.of(expected: old, actual: new, difference: pixels))
        return .stale(
            path: path, detail: "\(difference): " + PictureMatch.differing(pixels.differingPixels), pictures: pictures)
    }
}
