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

        private static func plays(_ count: Int) -> String {
            count == 0 ? "forever" : count == 1 ? "once" : "\(count) times"
        }

        private static func seconds(_ value: Double) -> String {
            let rounded = (value * 1000).rounded() / 1000
            return "\(rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)) s"
        }
    }

    /// Delays whose sums differ by less than this are the same: a file stores
    /// each as a fraction, and sums of merged frames' are added in floating point.
    static let delayTolerance = 1e-9

    /// `nil` when the two show the same animation; otherwise the first difference.
    /// Throws when a frame of either cannot be read.
    public static func compare(expected: APNGReader, actual: APNGReader) throws(APNGReadError) -> Difference? {
        guard expected.width == actual.width, expected.height == actual.height else {
            return .size(expected: (expected.width, expected.height), actual: (actual.width, actual.height))
        }
        guard expected.loopCount == actual.loopCount else {
            return .loopCount(expected: expected.loopCount, actual: actual.loopCount)
        }
        var old = MergedFrames(expected.frames())
        var new = MergedFrames(actual.frames())
        // Both readers hold a frame at least. While the pictures agree, each
        // picture starts at the same time in both (the one before differs from it).
        guard var before = try old.next(), var after = try new.next() else { return nil }
        var time = 0.0
        var shown = 1
        while true {
            if before.image != after.image {
                return .pixels(time: time, expected: before.image, actual: after.image)
            }
            if abs(before.delay - after.delay) > delayTolerance {
                // The shorter one's next picture shows while the other still shows this one.
                let oldIsShorter = before.delay < after.delay
                guard let next = oldIsShorter ? try old.next() : try new.next() else {
                    return .delay(time: time, expected: before.delay, actual: after.delay)
                }
                let change = time + min(before.delay, after.delay)
                return oldIsShorter
                    ? .pixels(time: change, expected: next.image, actual: after.image)
                    : .pixels(time: change, expected: before.image, actual: next.image)
            }
            time += before.delay
            let (nextBefore, nextAfter) = (try old.next(), try new.next())
            guard let nextBefore, let nextAfter else {
                if nextBefore == nil, nextAfter == nil { return nil }
                return nextBefore == nil
                    ? .frameCount(expected: shown, actual: shown + 1 + (try Self.remaining(&new)))
                    : .frameCount(expected: shown + 1 + (try Self.remaining(&old)), actual: shown)
            }
            (before, after) = (nextBefore, nextAfter)
            shown += 1
        }
    }

    private static func remaining(_ frames: inout MergedFrames) throws(APNGReadError) -> Int {
        var count = 0
        while try frames.next() != nil { count += 1 }
        return count
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
