import BoxModel
import Foundation
import Testing

@testable import BoxSpec

/// `boxrender schema --markdown`: the key reference page, made from the same
/// schema value as the JSON Schema. The committed Docs/Reference/SpecKeys.md
/// must be what the command prints today, so that a key added to a decoder
/// table cannot be left out of the docs; the page must name every node type
/// and every key the decoder reads; and every link on it must land.
@Suite struct SpecReferenceTests {
    private static let page = SpecSchema.markdown()
    private static let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    private static let regenerate = "swift run boxrender schema --markdown -o Docs/Reference/SpecKeys.md"

    /// The package's folder, from this file's path (Tests/BoxSpecTests/…).
    private static var packageFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    @Test func theCommittedPageIsTheGeneratedOne() throws {
        let file = Self.packageFolder.appendingPathComponent("Docs/Reference/SpecKeys.md")
        let committed = try String(contentsOf: file, encoding: .utf8)
        // A Bool, so that a failure names the first line that differs, not both pages whole.
        let isCurrent = committed == Self.page
        let committedLines = committed.split(separator: "\n", omittingEmptySubsequences: false)
        let firstDifference = zip(committedLines, Self.lines).enumerated().first { $0.element.0 != $0.element.1 }
            .map { "line \($0.offset + 1) differs: \($0.element.0)" }
        #expect(
            isCurrent,
            """
            Docs/Reference/SpecKeys.md is not what `boxrender schema --markdown` prints \
            (\(firstDifference ?? "one is longer")); regenerate it with `\(Self.regenerate)`
            """)
    }

    @Test func theTextIsTheSameEveryRunAndEndsInOneLineBreak() {
        #expect(SpecSchema.markdown() == Self.page)
        #expect(Self.page.hasSuffix("\n") && !Self.page.hasSuffix("\n\n"))
        #expect(Self.page.hasPrefix("# Spec format reference\n"))
    }

    /// The keys in the table of the section headed `heading`, in order.
    private static func keys(under heading: String) -> [String]? {
        guard let start = lines.firstIndex(of: heading) else { return nil }
        let section = lines[(start + 1)...].prefix { !$0.hasPrefix("#") }
        return section.compactMap { line in
            line.firstMatch(of: #/^\| `([^`]+)`/#).map { String($0.1) }
        }
    }

    /// Every node type has its heading, in `NodeKeys.writableTypes`' order, and its table has every key the
    /// decoder reads on it (its `type` is said in words); the document's table has every top-level key.
    @Test func everyNodeTypeAndEveryKeyIsOnThePage() {
        let headings = Self.lines.filter { $0.hasPrefix("### ") }
        let typeHeadings = headings.filter { heading in NodeKeys.writableTypes.contains { "### \($0)" == heading } }
        #expect(typeHeadings == NodeKeys.writableTypes.map { "### \($0.rawValue)" })
        for type in NodeKeys.writableTypes {
            #expect(
                Self.keys(under: "### \(type.rawValue)") == NodeKeys.keys(for: type).filter { $0 != "type" },
                "the keys of `\(type.rawValue)`")
            #expect(Self.page.contains("Its `type` is `\(type.rawValue)`"), "`\(type.rawValue)`")
        }
        #expect(Self.keys(under: "## The document") == DocumentDecoder.keys)
        for (heading, keys) in [
            ("### labelItem", NodeDecoder.labelItemKeys), ("### span", NodeDecoder.spanKeys),
            ("### imageItem", NodeDecoder.imageItemKeys), ("### canvas", CanvasDecoder.keys),
            ("### animation", AnimationDecoder.keys), ("### layoutItem", MKItemDecoder.keys),
        ] {
            #expect(Self.keys(under: heading) == keys, "\(heading)")
        }
    }

    /// Every `$defs` entry is on the page: a node type's heading, an object's, or a value's row.
    @Test func everySchemaEntryIsOnThePage() {
        for entry in SpecSchema.document["$defs"]?.members ?? [] {
            let name = SchemaMarkdown.pageName(of: entry.key)
            let anchor = "<a id=\"\(name.lowercased())\"></a>\(name) |"
            #expect(Self.lines.contains("### \(name)") || Self.page.contains(anchor), "\(entry.key)")
        }
    }

    /// The anchor GitHub gives a heading: lower case, spaces as hyphens, other punctuation left out.
    private static func githubAnchor(_ heading: String) -> String {
        let kept = heading.lowercased().unicodeScalars.filter { scalar in
            CharacterSet.alphanumerics.contains(scalar) || " -_".unicodeScalars.contains(scalar)
        }
        return String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-")
    }

    /// Every `(#anchor)` link has its heading (or, for a value form, its row's `<a id>`), no anchor is made
    /// twice, and every link to another file names one that exists.
    @Test func everyLinkLands() {
        var anchors: [String] = []
        for line in Self.lines {
            if let heading = line.firstMatch(of: #/^#{1,6} (.+)$/#) {
                anchors.append(Self.githubAnchor(String(heading.1)))
            }
            anchors += line.matches(of: #/<a id="([^"]+)"><\/a>/#).map { String($0.1) }
        }
        #expect(Set(anchors).count == anchors.count, "anchors made twice")
        let links = Self.page.matches(of: #/\]\(([^)\s]+)\)/#).map { String($0.1) }
        #expect(links.count > 100)
        for link in links {
            if link.hasPrefix("#") {
                #expect(anchors.contains(String(link.dropFirst())), "\(link) has no heading")
            } else {
                let target = Self.packageFolder.appendingPathComponent("Docs/Reference").appendingPathComponent(link)
                #expect(FileManager.default.fileExists(atPath: target.standardized.path), "\(link) is not a file")
            }
        }
    }

    /// Each table row is one line of exactly three cells: a `|` in a cell is escaped.
    @Test func everyTableRowHasThreeCells() {
        let rows = Self.lines.filter { $0.hasPrefix("|") }
        #expect(rows.count > 300)
        for row in rows {
            let separators = row.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count
            #expect(separators == 4, "\(row)")
            #expect(!row.hasSuffix("|  |"), "a row with no meaning: \(row)")
        }
    }
}
