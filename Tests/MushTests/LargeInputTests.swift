import BoxModel
import Mush
import Testing

/// Inputs big enough that a parser retrying every failed opener against the rest of its
/// line (50,000 searches of up to 100,000 scalars, over 10⁹ comparisons) takes minutes
/// in a debug build; one that rebuilds the whole text for every match copies 10⁹ scalars
/// on the many-match inputs. There is no timing assertion: with linear passes these finish in about a
/// second, and the exact runs are checked.
@Suite struct LargeInputTests {
    /// Each input is one unit repeated 50,000 times: openers with nothing to close them.
    @Test(arguments: ["{#", "{bg#1|", "{#1|", "**x\n", "`\u{2028}"])
    func fiftyThousandUnclosedOpenersStayLiteral(unit: String) throws {
        let markup = String(repeating: unit, count: 50_000)
        #expect(try Mush.parse(markup) == [plain(markup)])
    }

    /// "** " repeated pairs up into 25,000 bold spaces, each followed by a literal space.
    @Test func fiftyThousandOpenersOnOneLinePairUp() throws {
        let runs = try Mush.parse(String(repeating: "** ", count: 50_000))
        #expect(runs.count == 50_000)
        #expect(
            runs.enumerated().allSatisfy { index, run in run == (index.isMultiple(of: 2) ? bold(" ") : plain(" ")) })
    }

    /// Every triple of backticks becomes one monospace backtick; the two left over stay.
    @Test func manyMatchesInOnePass() throws {
        let runs = try Mush.parse(String(repeating: "`", count: 100_001))
        #expect(runs == [monospace(String(repeating: "`", count: 33_333)), plain("``")])
    }

    /// 100 KB of random markup characters from a fixed seed. What is checked: the parse
    /// ends; output text is the input with some scalars deleted (never added or altered);
    /// runs are non-empty and neighbours differ; an error quotes a `{…}` from the input.
    @Test(arguments: [1, 2, 3])
    func randomMarkupParsesQuickly(seed: UInt64) {
        let alphabet: [Unicode.Scalar] = [
            "*", "*", "/", "/", "_", "_", "`", "{", "}", "|", "#", "b", "g", "f", "0", "x", " ", "\n", "\u{301}",
            "\u{1F600}",
        ]
        var generator = SplitMix64(seed: seed)
        var input = String.UnicodeScalarView()
        for _ in 0..<100_000 {
            input.append(alphabet[Int(generator.next() % UInt64(alphabet.count))])
        }
        let markup = String(input)
        do {
            let runs = try Mush.parse(markup)
            #expect(runs.allSatisfy { !$0.text.isEmpty })
            #expect(zip(runs, runs.dropFirst()).allSatisfy { first, second in !sameAttributes(first, second) })
            let output = runs.flatMap { Array($0.text.unicodeScalars) }
            #expect(isSubsequence(output, of: Array(markup.unicodeScalars)))
            #expect(output.count < markup.unicodeScalars.count)
        } catch {
            #expect(error.markup.hasPrefix("{") && error.markup.hasSuffix("}"))
            #expect(markup.contains(error.markup))
        }
    }

    private func sameAttributes(_ first: TextRun, _ second: TextRun) -> Bool {
        first.face == second.face && first.underline == second.underline && first.color == second.color
            && first.backgroundColor == second.backgroundColor && first.font == second.font
    }

    private func isSubsequence(_ needle: [Unicode.Scalar], of haystack: [Unicode.Scalar]) -> Bool {
        var remaining = needle[...]
        for scalar in haystack where remaining.first == scalar {
            remaining = remaining.dropFirst()
        }
        return remaining.isEmpty
    }
}

/// A small seeded generator so the random inputs are the same on every run.
private struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
