import Mush
import Testing

/// The `|mush` suffix rule (reference §6.3).
@Suite struct MarkedTextTests {
    @Test(arguments: [
        ("x|mush", "x"),
        ("**b** //i//|mush", "**b** //i//"),
        ("|mush", ""),
        ("x|mush|mush", "x|mush"),
        ("x |mush", "x "),
        ("e\u{301}|mush", "e\u{301}"),
    ])
    func suffixIsRemoved(raw: String, expected: String) {
        #expect(Mush.markedText(raw).map { Array($0.unicodeScalars) } == Array(expected.unicodeScalars))
    }

    @Test(arguments: ["x|mush ", "x|MUSH", "x|Mush", "x", "", "x|mus", "xmush", "x|mush\n", "x|mush\u{301}"])
    func notMush(raw: String) {
        #expect(Mush.markedText(raw) == nil)
    }
}
