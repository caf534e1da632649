/// The Markdown tables of the reference page (`SchemaMarkdown`). A cell is
/// one line, and a `|` in it (a `|mush` ending, a pattern) is escaped, so a
/// description can never break its table.
enum SchemaTable {
    /// An object's keys, in the schema's order: `| key | value | meaning |`,
    /// a required key marked so.
    static func keys(of object: SchemaJSON, leavingOut: Set<String> = []) -> String {
        var required: Set<String> = []
        if case .array(let names)? = object["required"] {
            for case .string(let name) in names { required.insert(name) }
        }
        let rows = (object["properties"]?.members ?? []).filter { !leavingOut.contains($0.key) }.map { member in
            row([
                "`\(member.key)`" + (required.contains(member.key) ? " (required)" : ""),
                SchemaSummary.accepts(member.value),
                SchemaMarkdown.description(of: member.value) ?? "",
            ])
        }
        return ([header(["key", "value", "meaning"])] + rows).joined(separator: "\n")
    }

    /// A table's first two lines.
    static func header(_ titles: [String]) -> String {
        row(titles) + "\n" + row(titles.map { _ in "---" })
    }

    /// One row of `cells`, each on one line with its `|` escaped.
    static func row(_ cells: [String]) -> String {
        let escaped = cells.map { cell in
            String(
                cell.flatMap { character -> [Character] in
                    character == "|" ? ["\\", "|"] : character.isNewline ? [" "] : [character]
                })
        }
        return "| " + escaped.joined(separator: " | ") + " |"
    }
}
