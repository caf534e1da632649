import BoxModel

/// The ranges of an animation's numbers (spec-format §9), checked where a
/// spec file is decoded and again where an `AnimationSpec` built in code is
/// prepared, so that neither can ask for an unbounded number of frames or a
/// delay an animated PNG cannot hold.
public enum AnimationTiming {
    /// Faster than any screen refreshes; more only multiplies the frames.
    public static let maximumFPS = 240.0
    /// A frame every 100 s at the slowest, well inside APNG's 65,535-s delay.
    public static let minimumFPS = 0.01
    /// An hour for the last frame.
    public static let maximumHold = 3600.0
    /// Plays of an animated PNG, which stores the count in 31 bits.
    public static let maximumLoop = Int(Int32.max)

    /// Why the N + 1 frames do not fit `limit`, or nil when they do.
    public static func frameCountProblem(duration: Double, fps: Double, limit: Int) -> String? {
        let intervals = AnimationSpec.intervals(duration: duration, fps: fps)
        guard intervals + 1 > Double(limit) else { return nil }
        let count = intervals.isFinite && intervals < 1e15 ? "\(Int(intervals) + 1) frames" : "too many frames"
        return "the animation would have \(count) (duration × fps, rounded up, plus the first), more than "
            + "\(limit) \(LimitHint.raise("max-frames"))"
    }

    /// The first number out of range, with its path, or nil.
    public static func problem(_ animation: AnimationSpec, limits: SpecLimits) -> (path: String, message: String)? {
        if !(animation.duration.isFinite && animation.duration > 0) {
            return ("animation.duration", "expected a number greater than 0, found \(animation.duration)")
        }
        if !(minimumFPS...maximumFPS).contains(animation.fps) {
            return ("animation.fps", "expected \(minimumFPS) to \(maximumFPS) frames a second, found \(animation.fps)")
        }
        if !(0...maximumHold).contains(animation.holdEnd) {
            return ("animation.holdEnd", "expected 0 to \(maximumHold) seconds, found \(animation.holdEnd)")
        }
        if !(0...maximumLoop).contains(animation.loop) {
            return ("animation.loop", "expected 0 (forever) to \(maximumLoop) plays, found \(animation.loop)")
        }
        return frameCountProblem(duration: animation.duration, fps: animation.fps, limit: limits.frames).map {
            ("animation", $0)
        }
    }
}
