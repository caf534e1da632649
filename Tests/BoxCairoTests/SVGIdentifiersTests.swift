import Testing

@testable import BoxCairo

/// Cairo numbers `surfaceN` and `imageN` with a counter shared by the process;
/// the SVG writer renumbers them so that the same scene gives the same bytes.
@Suite struct SVGIdentifiersTests {
    private func renumbered(_ text: String) -> String {
        String(decoding: SVGIdentifiers.renumbered(Array(text.utf8)), as: UTF8.self)
    }

    @Test func idsAreNumberedInTheOrderTheyFirstAppearPerName() {
        let cairo = """
            <image id="image38" width="4"/><g id="surface37"><use xlink:href="#image38"/></g>\
            <g id="surface32"><use xlink:href="#surface37" mask="url(#mask0)"/></g>
            """
        let expected = """
            <image id="image1" width="4"/><g id="surface1"><use xlink:href="#image1"/></g>\
            <g id="surface2"><use xlink:href="#surface1" mask="url(#mask0)"/></g>
            """
        #expect(renumbered(cairo) == expected)
    }

    /// Two renders of one scene differ only in the counter's values, and come out equal.
    @Test func theCounterValuesDoNotMatter() {
        let first = ##"<g id="surface6"><use xlink:href="#image7"/></g><image id="image7"/>"##
        let second = ##"<g id="surface91"><use xlink:href="#image92"/></g><image id="image92"/>"##
        #expect(renumbered(first) == renumbered(second))
        #expect(renumbered(first) == ##"<g id="surface1"><use xlink:href="#image1"/></g><image id="image1"/>"##)
    }

    /// Base64 picture data may spell `surface12`, but never after `id="` or `#`;
    /// other names (`clip`, `mask`, `glyph`) are Cairo's per-document numbers and stay.
    @Test func onlyIdsAndReferencesChange() {
        let text =
            ##"<image xlink:href="data:image/png;base64,Asurface12image3="/><clipPath id="clip4"/>"##
            + ##"<use xlink:href="#glyph0-1" clip-path="url(#clip4)"/><g id="surface"/><g id="imageX"/>"##
        #expect(renumbered(text) == text)
    }

    @Test func aDocumentWithoutIdsIsUnchanged() {
        #expect(renumbered("") == "")
        #expect(renumbered("#") == "#")
        #expect(renumbered(#"<svg id=""#) == #"<svg id=""#)
    }
}
