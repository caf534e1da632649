import BoxModel
import Testing

@testable import BoxSpec

/// Each limit of `SpecLimits` holds at its value and refuses one past it,
/// with a message naming the flag that raises it.
@Suite struct SpecLimitsTests {
    private func errors(_ text: String, format: SpecFormat = .json, _ limits: SpecLimits) -> String {
        do {
            _ = try decode(text, format: format, options: DecodeOptions(limits: limits))
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    private func limits(_ change: (inout SpecLimits) -> Void) -> SpecLimits {
        var limits = SpecLimits.default
        change(&limits)
        return limits
    }

    /// `{"root": {"boxes": [ … ]}}` nested so the text is `depth` levels deep.
    private func nested(depth: Int) -> String {
        // root object (1) + root box (2), then each box adds an array and an object.
        let boxes = (depth - 2) / 2
        return #"{"root": "# + String(repeating: #"{"boxes": ["#, count: boxes) + "{}"
            + String(repeating: "]}", count: boxes) + "}"
    }

    @Test func depthIsCountedInArraysAndObjects() {
        let lower = limits { $0.depth = 10 }
        // The fifth `[` is the eleventh level: column 9 + 4 × 11 + 11.
        #expect(errors(nested(depth: 10), lower) == "no error")
        #expect(
            errors(nested(depth: 12), lower)
                == "spec.json:1:64: arrays and objects are nested more than 10 levels deep "
                + "(the limit; --max-depth raises it)")
        // Mapping, mapping, then the sequences: the ninth `[` (column 10 + 8) is the eleventh level.
        #expect(
            errors("root:\n  boxes: [[[[[[[[[]]]]]]]]]\n", format: .yaml, lower)
                == "spec.yaml:2:18: arrays and objects are nested more than 10 levels deep "
                + "(the limit; --max-depth raises it)")
        #expect(errors("root:\n  boxes: [[[[[[]]]]]]\n", format: .yaml, lower).contains("expected a box"))
    }

    @Test func depthCanBeRaisedOnlyToTheCeiling() {
        #expect(SpecLimits(depth: 1_000_000).depth == SpecLimits.depthCeiling)
        // A spec at the ceiling decodes (and its value tree is freed) on a test's
        // thread without overflowing the stack; one level more is refused.
        let ceiling = limits { $0.depth = SpecLimits.depthCeiling }
        #expect(errors(nested(depth: SpecLimits.depthCeiling), ceiling) == "no error")
        #expect(errors(nested(depth: SpecLimits.depthCeiling + 2), ceiling).contains("more than 4096 levels deep"))
    }

    @Test func nodesAreCountedAfterTemplatesAndLineItems() {
        // root + line + 2 labels = 4 nodes; the template makes the line. The
        // position is where the value is written (the template), the path where it is used.
        let text = #"""
            {"templates": {"row": {"type": "line", "size": [100, 20], "left": ["a", "b"]}},
             "root": {"boxes": [{"use": "row"}]}}
            """#
        #expect(errors(text, limits { $0.nodes = 4 }) == "no error")
        #expect(
            errors(text, limits { $0.nodes = 3 })
                == "spec.json:1:73: root.boxes[0].left[1]: the tree has more than 3 nodes, counting boxes, lines "
                + "and line items after templates (the limit; --max-nodes raises it)")
    }

    @Test func textLengthCountsCharactersNotBytes() {
        let text = #"{"root": {"type": "line", "size": [100, 20], "left": "héllo", "right": {"text": "wörld!"}}}"#
        #expect(errors(text, limits { $0.textLength = 6 }) == "no error")
        #expect(
            errors(text, limits { $0.textLength = 5 })
                == "spec.json:1:81: root.right.text: the text is 6 characters long, more than 5 "
                + "(the limit; --max-text-length raises it)")
        #expect(errors(text, limits { $0.textLength = 4 }).hasPrefix("spec.json:1:54: root.left: the text is 5"))
    }

    @Test func templateExpansionStopsAtItsLimit() {
        let text = #"{"templates": {"t": {"size": [1, 1]}}, "root": {"boxes": [{"use": "t"}, {"use": "t"}]}}"#
        // Each use of `t` creates its body's values: the object, the array and its two numbers.
        #expect(errors(text, limits { $0.templateValues = 8 }) == "no error")
        #expect(errors(text, limits { $0.templateValues = 7 }).contains("templates expand to more than 7 values"))
    }
}
