import BoxPixels

/// Whether two animated PNGs show the same animation: the same canvas, loop
/// count, and pictures for the same times, however each file stores them.
///
/// Both are read as a viewer shows them (`APNGReader`), with frames identical
/// to the one before merged into it, their delays added, as an encoder that
/// merges them writes them. So a file an optimiser re-encoded (other frame
/// rectangles, blend and dispose operations, merged or unmerged repeats) is
/// the same animation when every picture and every time is.
public enum APNGComparison {
    /// The first way the files differ.
    public enum Difference: CustomStringConvertible {
        case size(expected: (width: Int, height: Int), actual: (width: Int, height: Int))
        case loopCount(expected: Int, actual: Int)
        /// One shows fewer distinct pictures, the same ones for the same times
        /// as far as it goes.
        case frameCount(expected: Int, actual: Int)
        /// The picture shown from `time` seconds, the last of one of them, lasts
        /// a different time (an earlier one lasting less shows the file's next
        /// picture early: `pixels` at that time).
        case delay(time: Double, expected: Double, actual: Double)
        /// The picture shown from `time` seconds differs.
        case pixels(time: Double, expected: RGBAImage, actual: RGBAImage)

        public var description: String {
            switch self {
            case .size(let expected, let actual):
                "it is \(expected.width)×\(expected.height), the spec draws \(actual.width)×\(actual.height)"
            case .loopCount(let expected, let actual):
                "it plays \(Self.plays(expected)), the spec's animation \(Self.plays(actual))"
            case .frameCount(let expected, let actual):
                "it shows \(expected) distinct \(expected == 1 ? "picture" : "pictures"), the spec's animation \(actual)"
            case .delay(let time, let expected, let actual):
                "its picture at \(Self.seconds(time)) lasts \(Self.seconds(expected)), the spec's "
                    + Self.seconds(actual)
            case .pixels(let time, _, _):
                "its picture at \(Self.seconds(time)) differs"
            }
        }

        /// The difference as `boxrender diff` says it, the expected file's
        /// value first: "sizes differ: 640×520 px vs 320×260 px (expected vs actual)".
        public var comparison: String {
            let order = " (expected vs actual)"
            return switch self {
            case .size(let expected, let actual):
                "sizes differ: \(expected.width)×\(expected.height) px vs \(actual.width)×\(actual.height) px" + order
            case .loopCount(let expected, let actual):
                "loop counts differ: \(Self.plays(expected)) vs \(Self.plays(actual))" + order
            case .frameCount(let expected, let actual):
                "\(expected) vs \(actual) distinct pictures" + order
            case .delay(let time, let expected, let actual):
                "the picture at \(Self.seconds(time)) lasts \(Self.seconds(expected)) vs \(Self.seconds(actual))"
                    + order
            case .pixels(let time, _, _):
                "the pictures at \(Self.seconds(time)) differ"
            }
        }

        /// "0.1 s", to the millisecond.
        public static func seconds(_ value: Double) -> String {
            let rounded = (value * 1000).rounded() / 1000
            return "\(rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)) s"
        }

        private static func plays(_ count: Int) -> String {
            count == 0 ? "forever" : count == 1 ? "once" : "\(count) times"
        }

    }

    /// A frame that could not be read, and in which of the two files.
    public struct ReadFailure: Error, CustomStringConvertible {
        /// Whether it is in `expected` (else `actual`).
        public let inExpected: Bool
        public let error: APNGReadError

        public var description: String { error.description }
    }

    /// Delays whose sums differ by less than this are the same: a file stores
    /// each as a fraction, and sums of merged frames' are added in floating point.
    static let delayTolerance = 1e-9

    /// `nil` when the two show the same animation; otherwise the first difference.
    /// Throws `ReadFailure` when a frame of either cannot be read.
    /// - Parameters:
    ///   - expected, actual: the two files.
    ///   - same: whether two pictures shown at one time count as the same:
    ///     exactly equal by default; `boxrender diff` passes its looser rule.
    public static func compare(
        expected: APNGReader, actual: APNGReader, same: (RGBAImage, RGBAImage) -> Bool = { $0 == $1 }
    ) throws(ReadFailure) -> Difference? {
        guard expected.width == actual.width, expected.height == actual.height else {
            return .size(expected: (expected.width, expected.height), actual: (actual.width, actual.height))
        }
        guard expected.loopCount == actual.loopCount else {
            return .loopCount(expected: expected.loopCount, actual: actual.loopCount)
        }
        // Both readers hold a frame at least.
        guard var old = try Timeline(expected.frames(), inExpected: true),
            var new = try Timeline(actual.frames(), inExpected: false)
        else { return nil }
        var time = 0.0
        while true {
            if !same(old.picture.image, new.picture.image) {
                return .pixels(time: time, expected: old.picture.image, actual: new.picture.image)
            }
            // To the next time either changes picture.
            let step = min(old.left, new.left)
            time += step
            let (oldMore, newMore) = (try old.advance(by: step, to: time), try new.advance(by: step, to: time))
            switch (oldMore, newMore) {
            case (true, true): continue
            case (false, false): return nil
            case (false, true):
                // The file ended first: its last picture was shorter, or it has fewer.
                guard new.start == time else {
                    return .delay(time: old.start, expected: old.picture.delay, actual: new.picture.delay)
                }
                return .frameCount(expected: old.shown, actual: new.shown + (try new.remaining()))
            case (true, false):
                guard old.start == time else {
                    return .delay(time: new.start, expected: old.picture.delay, actual: new.picture.delay)
                }
                return .frameCount(expected: old.shown + (try old.remaining()), actual: new.shown)
            }
        }
    }
}

/// One file's pictures over time: the one shown now, since when, and for how
/// much longer.
private struct Timeline {
    private var frames: MergedFrames
    /// Which file it is, for a frame that cannot be read.
    private let inExpected: Bool
    private(set) var picture: APNGFrame
    private(set) var start = 0.0
    private(set) var left: Double
    /// Pictures shown so far, this one included.
    private(set) var shown = 1

    /// `nil` for a file of no frames.
    init?(_ frames: APNGReader.Frames, inExpected: Bool) throws(APNGComparison.ReadFailure) {
        self.frames = MergedFrames(frames)
        self.inExpected = inExpected
        guard let first = try Self.next(&self.frames, inExpected: inExpected) else { return nil }
        picture = first
        left = first.delay
    }

    /// Moves on by `step` seconds, to `time`: to the next picture when this
    /// one's time is up (within `delayTolerance`). `false` when it was the last.
    mutating func advance(by step: Double, to time: Double) throws(APNGComparison.ReadFailure) -> Bool {
        left -= step
        guard left <= APNGComparison.delayTolerance else { return true }
        guard let next = try Self.next(&frames, inExpected: inExpected) else { return false }
        (picture, start, left, shown) = (next, time, next.delay, shown + 1)
        return true
    }

    /// How many pictures are still to come.
    mutating func remaining() throws(APNGComparison.ReadFailure) -> Int {
        var count = 0
        while try Self.next(&frames, inExpected: inExpected) != nil { count += 1 }
        return count
    }

    private static func next(_ frames: inout MergedFrames, inExpected: Bool) throws(APNGComparison.ReadFailure)
        -> APNGFrame?
    {
        do {
            return try frames.next()
        } catch {
            throw APNGComparison.ReadFailure(inExpected: inExpected, error: error)
        }
    }
}

/// A reader's frames with each run of identical pictures made one, its
/// delay the run's total.
private struct MergedFrames {
    private var frames: APNGReader.Frames
    private var pending: APNGFrame?

    init(_ frames: APNGReader.Frames) {
        self.frames = frames
    }

    mutating func next() throws(APNGReadError) -> APNGFrame? {
        var first = pending
        pending = nil
        if first == nil { first = try frames.next() }
        guard var current = first else { return nil }
        while let following = try frames.next() {
            guard following.image == current.image else {
                pending = following
                break
            }
            current.delay += following.delay
        }
        return current
    }
}
