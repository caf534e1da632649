extension [String] {
    /// The words as a message says them: "a, b or c" (`joinedWith: "or"`),
    /// "a, b and c"; one word alone, and nothing for none.
    func inWords(joinedWith conjunction: String) -> String {
        guard let last, count > 1 else { return first ?? "" }
        return dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
