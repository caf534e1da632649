import Foundation
import Testing

@testable import BoxRender

/// Issue 22, item 2: the report's page — counts that filter, problems
/// first, outputs grouped by spec (variants by scales), changes alike
/// grouped, keyboard steps — from a document, as `--report`, `merge
/// --report` and the golden tests' failure folder write it.
struct CheckReportPageTests {
    typealias Entry = CheckReportDocument.Entry

    static func stale(_ output: String, spec: String, variant: String, change: String) -> Entry {
        let base = String(output.prefix { $0 != "." })
        return Entry(
            status: "stale", output: output, spec: spec, detail: "10 pixels differ",
            pictures: .init(
                expected: base + ".expected.png", difference: base + ".difference.png", actual: base + ".actual.png",
                differingPixels: 10, change: change), variant: variant)
    }

    static let document = CheckReportDocument(
        summary: "checked 3 specs", specs: 3,
        entries: [
            Entry(status: "fresh", output: "about-light.png", spec: "about.yaml", detail: "", variant: "light"),
            Entry(status: "fresh", output: "card-light.png", spec: "card.yaml", detail: "", variant: "light"),
            Entry(status: "fresh", output: "card-light@2x.png", spec: "card.yaml", detail: "", variant: "light"),
            stale("card-dark.png", spec: "card.yaml", variant: "dark", change: "recolour #1C1C1EFF>#2C2C2EFF"),
            stale("card-dark@2x.png", spec: "card.yaml", variant: "dark", change: "recolour #1C1C1EFF>#2C2C2EFF"),
            stale("list-dark.png", spec: "list.yaml", variant: "dark", change: "recolour #1C1C1EFF>#2C2C2EFF"),
            stale("list-dark-de.png", spec: "list.yaml", variant: "dark-de", change: "size 300x40>300x60"),
            stale("list-dark-de@2x.png", spec: "list.yaml", variant: "dark-de", change: "size 600x80>600x120"),
            stale("list-light-de.png", spec: "list.yaml", variant: "light-de", change: "pixels 0123456789abcdef"),
            Entry(
                status: "missing", output: "list-light-de@2x.png", spec: "list.yaml", detail: "", variant: "light-de",
                warnings: [KeptWarning(kind: "textShortened", path: "root.boxes[0]", message: "cut <short>")]),
            Entry(status: "failed", spec: "<bad>.yaml", detail: "unknown key `x` [bad-dark.png]"),
            Entry(status: "orphaned", output: "gone.png", detail: "no spec makes it"),
        ])

    @Test func countsFilterAndChangesAlikeAreOneSectionListingEveryOutput() {
        let html = CheckReportPage.html(Self.document, title: "boxrender --check", pictureFolder: "files/")
        for (status, count) in [("stale", 6), ("missing", 1), ("failed", 1), ("orphaned", 1), ("fresh", 3)] {
            #expect(
                html.contains(
                    ##"<a href="#\##(status)" data-status="\##(status)" class="\##(status)">\##(status)<b>\##(count)</b></a>"##
                ))
        }
        #expect(html.contains(##"<a href="#all" data-status="all">all<b>12</b></a>"##))
        #expect(html.contains("with warnings<b>1</b>"))
        // Three changes: one colour in three outputs of two specs; a size change at two scales; one alone.
        #expect(html.components(separatedBy: "<section class=\"change step").count == 4)
        #expect(html.contains("Change 1 of 3 · 3 outputs of 2 specs: "))
        #expect(html.contains("#1C1C1E became "))
        #expect(html.contains("Change 2 of 3 · 2 outputs: the same change of size"))
        #expect(html.contains("Change 3 of 3 · 1 output</h3>"))
        #expect(html.contains(#"data-expected="files/card-dark@2x.expected.png""#))
        // The problems without pictures are steps too; escaped.
        #expect(
            html.contains(#"<span class="failed">failed</span> &lt;bad&gt;.yaml: unknown key `x` [bad-dark.png]</li>"#))
        #expect(html.contains(#"<span class="missing">missing</span> list-light-de@2x.png (from list.yaml)</li>"#))
        #expect(html.contains("cut &lt;short&gt;"))
        #expect(!html.contains("<bad>") && !html.contains("http"))
        // The keys step through `.step`, filtered by the counts.
        #expect(html.contains("{ j: 1, n: 1, k: -1, p: -1 }"))
        #expect(html.contains("body.dataset.filter ="))
    }

    @Test func specsWithProblemsComeFirstEachATableOfVariantsByScale() throws {
        let html = CheckReportPage.html(Self.document, title: "t", pictureFolder: "files/")
        let order = [
            "<h3>card.yaml", "<h3>list.yaml", "<h3>&lt;bad&gt;.yaml", "<h3>orphaned: no spec", "<h3>about.yaml",
        ]
        let places = try order.map { try #require(html.range(of: $0)?.lowerBound, "\($0)") }
        #expect(places == places.sorted())
        // card.yaml: rows light and dark, columns @1x and @2x; dark's cells link to change 1.
        #expect(html.contains("<h3>card.yaml <span>stale 2, fresh 2</span></h3>"))
        #expect(html.contains("<tr><th>variant</th><th>@1x png</th><th>@2x png</th></tr>"))
        #expect(
            html.contains(
                ##"<td>dark</td><td><a class="stale" href="#c1" title="card-dark.png: 10 pixels differ">stale</a></td>"##
            ))
        #expect(
            html.contains(
                ##"<td><a class="stale" href="#c2" title="list-dark-de@2x.png: 10 pixels differ">stale</a></td>"##))
        // A row hides under the filters it does not match.
        #expect(
            html.contains(
                #"<tr class="hide-stale hide-missing hide-failed hide-orphaned hide-warnings"><td>light</td>"#))
        #expect(
            html.contains(#"<tr class="hide-missing hide-failed hide-orphaned hide-fresh hide-warnings"><td>dark</td>"#)
        )
        #expect(CheckReportPage.place("sub/card-dark@3x.svg", variant: nil) == ("card-dark", "@3x svg"))
        #expect(CheckReportPage.place("card.png", variant: "") == ("(as written)", "@1x png"))
    }
}
