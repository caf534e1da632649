/// "Did you mean …?" for misspelt keys, types, colours and fonts: one rule
/// for every message that suggests a name, in the decoder and the font library.
public enum Suggestion {
    /// The candidate closest to `word`: a case-insensitive match first, else the
    /// smallest edit distance (insertions, deletions, substitutions and swaps of
    /// neighbours) if it is at most 2 — and at most half the word's length, so
    /// that a two-letter word is not "corrected" into an unrelated one. Ties go
    /// to the earlier candidate.
    public static func nearest(to word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        if let match = candidates.first(where: { $0.lowercased() == lowered }) { return match }
        let target = Array(lowered.unicodeScalars)
        guard target.count <= 64 else { return nil }
        let limit = min(2, target.count / 2)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars), limit: limit)
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// `"; did you mean `x`?"` or nothing, for appending to a message.
    public static func didYouMean(_ word: String, in candidates: [String]) -> String {
        nearest(to: word, in: candidates).map { "; did you mean `\($0)`?" } ?? ""
    }

    /// Optimal string alignment distance, giving up (returning `limit + 1`) when
    /// the lengths alone already differ by more than `limit`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
