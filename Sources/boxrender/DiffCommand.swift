import ArgumentParser
import BoxFiles
import BoxPixels
import BoxRender

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `boxrender diff EXPECTED.png ACTUAL.png`: the comparison the golden-image
/// tests make, for a person or a script outside Swift.
struct DiffCommand: ParsableCommand {
    /// This command's usage, said once: for the help, for the line a usage
    /// error prints and for `boxrender --help`.
    static let synopsis = "boxrender diff EXPECTED.png ACTUAL.png [-o DIFF.png] [--threshold T] [--max-diff-pixels N]"

    static let configuration = CommandConfiguration(
        commandName: "boxrender diff",
        abstract: "Compare two PNGs the way boxrender's golden-image tests do.",
        usage: DiffCommand.synopsis,
        discussion: """
            Pixels are compared by how different they look (pixelmatch's YIQ colour distance, \
            each pixel over white), not by their bytes. A pixel that differs only because an \
            edge moved by a fraction of a pixel (anti-aliasing, as a font or Cairo upgrade \
            makes) is excused: it is counted separately and never makes the images differ. \
            Pictures of different sizes always differ.

            Two animated PNGs are compared as animations: size and loop count, then the \
            pictures shown at each time however each file stores them (each pair by the rule \
            above), how long each lasts and how many there are. The first difference is said; \
            for a pair of pictures, -o shows that pair. --max-frames bounds the frames read, \
            --max-animation-pixels their pixels together (frames × canvas pixels), both from \
            each file's header before any frame is decoded.

            One line says what was found: on standard output, or on standard error when the \
            picture goes to standard output (`-o -`).

            With -o, a difference also writes one picture: expected | difference | actual, \
            side by side over a checkerboard; in the middle panel differing pixels are red, \
            excused ones yellow. When the images match nothing is written, and an existing \
            DIFF.png is left as it is (not removed).

            Examples:
              boxrender diff golden.png out.png
              boxrender diff golden.png out.png -o diff.png --max-diff-pixels 20

            Exit status: 0 the images match; 3 they differ (or one is animated and the other \
            not); 1 a file is missing, not a PNG or cannot be written; 2 usage.
            """
    )

    @OptionGroup
    var errorFormat: ErrorFormatOptions

    @Argument(help: ArgumentHelp("The picture you expect, e.g. a golden file.", valueName: "EXPECTED.png"))
    var expected: String

    @Argument(help: ArgumentHelp("The picture you got.", valueName: "ACTUAL.png"))
    var actual: String

    @Option(
        name: [.short, .customLong("output")],
        help: ArgumentHelp(
            "On a difference, write expected | difference | actual here; `-` for standard output.",
            valueName: "DIFF.png"))
    var output: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "How different two pixels may look and still count as equal, 0…1 (0: any visible change counts).",
            valueName: "T"))
    var threshold: Double = 0.1

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "How many differing pixels still count as a match; excused anti-aliased pixels don't count.",
            valueName: "N"))
    var maxDiffPixels: Int = 0

    @OptionGroup
    var pictureLimits: PictureLimitOptions

    /// The picture limits, given or `SpecLimits.default`'s.
    var limits: SpecLimits { pictureLimits.laid(over: .default) }

    func validate() throws {
        // Written so that NaN fails too.
        guard threshold >= 0 && threshold <= 1 else {
            throw ValidationError("--threshold must be between 0 and 1, not \(threshold)")
        }
        guard maxDiffPixels >= 0 else {
            throw ValidationError("--max-diff-pixels must be 0 or more, not \(maxDiffPixels)")
        }
        if let output {
            if output.isEmpty {
                throw ValidationError("-o needs a file name, or `-` for standard output")
            }
            if output == expected || output == actual {
                throw ValidationError("-o \(output) would overwrite an input picture; choose another file")
            }
        }
    }

    /// `--threshold` and `--max-diff-pixels` as the one picture rule takes them.
    var tolerance: PictureTolerance { PictureTolerance(threshold: threshold, maxDiffPixels: maxDiffPixels) }

    func run() throws {
        if let animations = animatedInputs() {
            try diffAnimations(expected: animations.expected, actual: animations.actual)
            return
        }
        let (expectedImage, actualImage) = try loadBoth()
        let match = PictureMatch.judge(expected: expectedImage, actual: actualImage, tolerance: tolerance)
        let verdict = DiffVerdict(
            match: match, expected: expectedImage, actual: actualImage, maxDiffPixels: maxDiffPixels)
        try conclude(verdict, difference: match.difference, expected: expectedImage, actual: actualImage)
    }

    /// Says the verdict, and on a difference writes the three panels to `-o`
    /// and exits 3.
    func conclude(
        _ verdict: DiffVerdict, difference: ImageDifference?, expected expectedImage: RGBAImage,
        actual actualImage: RGBAImage
    ) throws {
        guard !verdict.isMatch, let output, let difference else {
            report(verdict.line)
            if verdict.isMatch { return }
            throw CLIFailure(status: ExitStatus.difference, lines: [])
        }
        // Every path below says the verdict before any failure, so it is said even when the picture is not written.
        let panel = threePanel(expected: expectedImage, difference: difference.diffImage, actual: actualImage)
        let bytes: [UInt8]
        do {
            bytes = try PNGCodec.encode(panel)
        } catch {
            report(verdict.line)
            throw CLIFailure(
                status: ExitStatus.badInput, lines: ["\(output): cannot make the difference picture: \(error)"])
        }
        if output == "-" {
            report(verdict.line)
            try writeStandardOutput(bytes)
        } else {
            do {
                try writeOutput(bytes, to: output)
            } catch {
                report(verdict.line)
                throw error
            }
            report(verdict.line + "; see \(output) (expected | difference | actual)")
        }
        throw CLIFailure(status: ExitStatus.difference, lines: [])
    }

    /// Both pictures, or a failure with one line for each that can't be used,
    /// so that a person fixes both paths in one go.
    private func loadBoth() throws -> (RGBAImage, RGBAImage) {
        var problems: [String] = []
        func load(_ path: String) -> RGBAImage? {
            do {
                // Both limits are checked before the pixels are spent: the
                // file's size before it is read, its pixels from its header.
                let size = try pngPixelSize(atPath: path)
                if let tooMany = ImageCheck.tooManyPixels(size, path: path, limit: limits.imagePixels) {
                    problems.append(tooMany)
                    return nil
                }
                return try PNGCodec.decode(fileAt: path, maximumBytes: limits.imageFileBytes)
            } catch {
                problems.append("\(error)")
                return nil
            }
        }
        let expectedImage = load(expected)
        let actualImage = load(actual)
        guard let expectedImage, let actualImage else {
            throw CLIFailure(status: ExitStatus.badInput, lines: problems)
        }
        return (expectedImage, actualImage)
    }

    /// The verdict goes to standard output unless the picture does.
    func report(_ line: String) {
        let text = Array((line + "\n").utf8)
        _ = FileDescriptor.writeAll(text, to: output == "-" ? STDERR_FILENO : STDOUT_FILENO)
    }
}
