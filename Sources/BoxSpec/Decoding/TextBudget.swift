/// Characters counted against `SpecLimits.totalTextLength`, shared by every
/// reader of one spec (a class, so that copies of a reader share it), and
/// reported once: after the first string past the limit, every later one is
/// refused silently rather than repeating the same message.
final class TextBudget {
    private(set) var spent = 0
    private var reported = false

    /// Adds `characters`; false when the total passes `limit`.
    func spend(_ characters: Int, limit: Int) -> Bool {
        spent += characters
        return spent <= limit
    }

    /// True the first time only.
    func reportOnce() -> Bool {
        defer { reported = true }
        return !reported
    }

    static func message(_ limit: Int) -> String {
        "the spec's strings together are more than \(limit) characters long, after templates "
            + LimitHint.raise("max-total-text")
    }
}
