import BoxFiles
import BoxModel
import BoxPixels
import BoxRender

/// `boxrender diff` of animated PNGs: compared as animations, the pictures
/// shown at each time by diff's own rule (`APNGComparison`), so that two
/// files that differ only in storage match, and a changed later frame,
/// which a comparison of the first frames would miss, does not.
extension DiffCommand {
    /// Both files' bytes when either is an animated PNG; `nil` otherwise, or
    /// when either cannot be read within the limits (the still path then says why).
    func animatedInputs() -> (expected: [UInt8], actual: [UInt8])? {
        var files: [[UInt8]] = []
        for path in [expected, actual] {
            guard let size = try? pngPixelSize(atPath: path),
                ImageCheck.tooManyPixels(size, path: path, limit: limits.imagePixels) == nil,
                case .success(let bytes) = FileBytes.read(path, atMost: limits.imageFileBytes)
            else { return nil }
            files.append(bytes)
        }
        guard files.contains(where: APNGReader.isAnimated) else { return nil }
        return (files[0], files[1])
    }

    func diffAnimations(expected old: [UInt8], actual new: [UInt8]) throws {
        guard APNGReader.isAnimated(old), APNGReader.isAnimated(new) else {
            let (animated, still) = APNGReader.isAnimated(old) ? (expected, actual) : (actual, expected)
            report("animations differ: \(animated) is an animated PNG, \(still) a still one")
            throw CLIFailure(status: ExitStatus.difference, lines: [])
        }
        let readers = (try reader(old, path: expected), try reader(new, path: actual))
        let found: APNGComparison.Difference?
        do {
            // Equal bytes first: most moments of two like animations are, and a
            // pixel-by-pixel comparison of each would cost far more.
            found = try APNGComparison.compare(expected: readers.0, actual: readers.1) { old, new in
                PictureMatch.judge(expected: old, actual: new, tolerance: tolerance).matches
            }
        } catch {
            throw CLIFailure(
                status: ExitStatus.badInput, lines: ["\(error.inExpected ? expected : actual): \(error.error)"])
        }
        guard let found else {
            report("animations match")
            return
        }
        guard case .pixels(let time, let before, let after) = found else {
            report("animations differ: \(found.comparison)")
            throw CLIFailure(status: ExitStatus.difference, lines: [])
        }
        let match = PictureMatch.judge(expected: before, actual: after, tolerance: tolerance)
        let verdict = DiffVerdict(
            match: match, expected: before, actual: after, maxDiffPixels: maxDiffPixels,
            subject: "animations at \(APNGComparison.Difference.seconds(time))")
        try conclude(verdict, difference: match.difference, expected: before, actual: after)
    }

    private func reader(_ bytes: [UInt8], path: String) throws -> APNGReader {
        do {
            return try APNGReader(bytes, maximumFrames: limits.frames, maximumPixels: limits.animationPixels)
        } catch {
            let flag: String? =
                switch error.exceededLimit {
                case .frames: "--max-frames"
                case .pixels: "--max-animation-pixels"
                case nil: nil
                }
            let hint = flag.map { "; \($0) raises the limit" } ?? ""
            throw CLIFailure(status: ExitStatus.badInput, lines: ["\(path): \(error)\(hint)"])
        }
    }
}
