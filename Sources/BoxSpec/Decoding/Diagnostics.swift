import Foundation

/// Collects the errors of one decoding run so it can keep going after the
/// first and report them all, in document order, at the end.
final class Diagnostics {
    /// Enough to fix a file in one go without flooding a terminal when every
    /// box of a huge generated spec is wrong the same way.
    static let shownLimit = 100
    /// Errors kept for sorting; beyond this they are only counted.
    private static let keptLimit = 1000

    let file: String
    private var errors: [SpecError] = []
    /// Limits passed, which cut the work short: shown before the errors by
    /// position, since what comes after one may only follow from it (ids a
    /// cut template would have given), and must not hide it.
    private var limits: [SpecError] = []
    private var total = 0

    init(file: String) {
        self.file = file
    }

    var isEmpty: Bool { total == 0 }

    /// Errors reported so far, shown or not.
    var count: Int { total }

    func report(_ message: String, at position: SourcePosition, path: String) {
        total += 1
        if errors.count < Self.keptLimit {
            errors.append(SpecError(file: file, path: path, position: position, message: message))
        }
    }

    /// Reports a limit passed: shown first, whatever its position.
    func reportLimit(_ message: String, at position: SourcePosition, path: String) {
        total += 1
        limits.append(SpecError(file: file, path: path, position: position, message: message))
    }

    /// Takes in the errors of another file's run (an included file's), each
    /// still naming that file.
    func absorb(_ other: Diagnostics) {
        for error in other.errors where errors.count < Self.keptLimit { errors.append(error) }
        limits += other.limits
        total += other.total
    }

    /// One error found outside any run's own file.
    func add(_ error: SpecError) {
        total += 1
        if errors.count < Self.keptLimit { errors.append(error) }
    }

    /// The limits passed, then the errors by position (stable, so equal
    /// positions keep the order they were found in): the first `shownLimit`,
    /// and a last line counting the rest.
    var sortedErrors: [SpecError] {
        var sorted =
            limits
            + errors.enumerated().sorted { lhs, rhs in
                let left = (lhs.element.line, lhs.element.column, lhs.offset)
                let right = (rhs.element.line, rhs.element.column, rhs.offset)
                return left < right
            }.map(\.element)
        if total > Self.shownLimit {
            sorted = Array(sorted.prefix(Self.shownLimit))
            let hidden = total - Self.shownLimit
            sorted.append(
                SpecError(
                    file: file, path: "", line: 0, column: 0,
                    message: "and \(hidden) more error\(hidden == 1 ? "" : "s")"))
        }
        return sorted
    }
}

/// Builds JSON paths as the messages and `BoxNode.path` spell them:
/// `root.boxes[0].padding`, with keys that are not plain identifiers quoted.
enum JSONPath {
    static func appending(key: String, to path: String) -> String {
        guard isIdentifier(key) else {
            let escaped = key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            return path + "[\"" + escaped + "\"]"
        }
        return path.isEmpty ? key : path + "." + key
    }

    static func appending(index: Int, to path: String) -> String {
        path + "[" + String(index) + "]"
    }

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            return false
        }
        return key.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
                true
            default: false
            }
        }
    }
}
