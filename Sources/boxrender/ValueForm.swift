import ArgumentParser

/// How a command takes the values of `--format` and `--scale`: one each
/// (`boxrender SPEC --format svg --scale 2`, one picture) or comma-separated
/// lists (`boxrender render --format png,svg --scale 1,2`, one output per
/// value). Each command keeps the form it always had, which scripts depend
/// on; this is the one thing the two differ by, so that `FormatScaleOptions`
/// declares each option once for both.
protocol ValueForm {
    /// Whether the options take comma-separated lists.
    static var isList: Bool { get }
}

/// One value per option: `--format svg --scale 2`.
enum OneValue: ValueForm {
    static let isList = false
}

/// A comma-separated list per option: `--format png,svg --scale 1,2`.
enum CommaList: ValueForm {
    static let isList = true

    /// The values of `list`, each once, in the order first given: its words
    /// (split at commas, empty ones skipped, spaces around each trimmed) read
    /// by `value`, the rule for one word, which throws the option's message
    /// for a bad one. A list with no words is refused as needing one of `names`.
    static func values<Value: Equatable>(
        of list: String, option: String, names: [String], value: (String) throws -> Value
    ) throws -> [Value] {
        var chosen: [Value] = []
        for word in list.split(separator: ",") {
            let value = try value(word.trimmingCharacters(in: .whitespaces))
            if !chosen.contains(value) { chosen.append(value) }
        }
        guard !chosen.isEmpty else {
            throw ValidationError("\(option) needs at least one of \(names.inWords(joinedWith: "and"))")
        }
        return chosen
    }
}
