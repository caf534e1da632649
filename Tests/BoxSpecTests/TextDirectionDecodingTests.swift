import BoxModel
import BoxSpec
import Testing

/// `direction` on the canvas, a line and a label (issue 26): the label's own
/// wins over its line's, which wins over the canvas's; `auto` by default.
@Suite struct TextDirectionDecodingTests {
    private func directions(_ spec: String) throws -> [TextDirection] {
        try decode(spec).tree.nodes.compactMap { node in
            guard case .label(let label) = node.content else { return nil }
            return label.direction
        }
    }

    @Test func autoUnlessSomethingSaysOtherwise() throws {
        #expect(try directions(#"{"root": {"type": "line", "left": "a", "right": {"text": "b"}}}"#) == [.auto, .auto])
    }

    @Test func theLabelBeatsItsLineWhichBeatsTheCanvas() throws {
        let spec = #"""
            {"canvas": {"direction": "rtl"},
             "root": {"type": "table", "middleLines": [
               {"type": "line", "left": "canvas", "right": {"text": "own", "direction": "ltr"}},
               {"type": "line", "direction": "auto", "left": "line", "right": {"text": "own", "direction": "rtl"}}
             ]}}
            """#
        #expect(try directions(spec) == [.rtl, .ltr, .auto, .rtl])
    }

    /// The canvas is read first, so a `root` written before it still gets its direction.
    @Test func theCanvasMayComeAfterTheRoot() throws {
        let spec = #"{"root": {"type": "line", "left": "a"}, "canvas": {"direction": "rtl"}}"#
        #expect(try directions(spec) == [.rtl])
        #expect(try decode(spec).canvas.direction == .rtl)
    }

    @Test func aLeftSideIsNaturallyAlignedByDefault() throws {
        let tree = try decode(#"{"root": {"type": "line", "left": "a", "leftItemsAlignment": "left"}}"#).tree
        guard case .line(let line) = tree[0].content, case .label(let label) = tree[1].content else {
            Issue.record("not a line with a label")
            return
        }
        #expect(line.leftItemsAlignment == .left && label.alignment == .left)
        #expect(LineContent().leftItemsAlignment == .natural)
    }

    @Test func badValuesAreRefusedWhereTheyStand() {
        #expect(
            errorText(#"{"canvas": {"direction": "rtll"}, "root": {}}"#)
                == "spec.json:1:26: canvas.direction: expected `auto`, `ltr` or `rtl`, found `rtll`; did you mean `rtl`?"
        )
        #expect(
            errorText(#"{"root": {"type": "line", "left": {"text": "a", "direction": 1}}}"#)
                == "spec.json:1:62: root.left.direction: expected a string, found a number")
        #expect(
            errorText(#"{"root": {"direction": "rtl"}}"#)
                == "spec.json:1:11: root.direction: `direction` is a key of lines (their labels' text direction) "
                + "and of `gridLayout` (its fill order), not of a `box`")
    }
}

/// `lang` on the canvas, a line and a label (issue 26), resolved as `direction` is.
@Suite struct TextLanguageDecodingTests {
    private func languages(_ spec: String) throws -> [String?] {
        try decode(spec).tree.nodes.compactMap { node in
            guard case .label(let label) = node.content else { return nil }
            return .some(label.language)
        }
    }

    @Test func theLabelBeatsItsLineWhichBeatsTheCanvas() throws {
        let spec = #"""
            {"canvas": {"lang": "ja"},
             "root": {"type": "table", "middleLines": [
               {"type": "line", "left": "canvas", "right": {"text": "own", "lang": "zh-Hant"}},
               {"type": "line", "lang": "ko", "left": "line"}
             ]}}
            """#
        #expect(try languages(spec) == ["ja", "zh-Hant", "ko"])
        #expect(try languages(#"{"root": {"type": "line", "left": "a"}}"#) == [nil])
    }

    @Test(arguments: ["ja", "zh-Hans", "de-CH", "sr-Latn-RS", "yue", "en-US-posix"])
    func tagsOfTheRightShapeAreTaken(tag: String) throws {
        #expect(try languages(#"{"root": {"type": "line", "left": {"text": "a", "lang": "\#(tag)"}}}"#) == [tag])
    }

    @Test(arguments: ["", "j", "japanese", "zh_Hans", "zh-", "ja-x", "日本", "de-CH-verylongsubtag"])
    func otherTagsAreRefused(tag: String) {
        #expect(
            errorText(#"{"canvas": {"lang": "\#(tag)"}, "root": {}}"#)
                == "spec.json:1:21: canvas.lang: expected a language tag (BCP 47: `ja`, `zh-Hans`, `de-CH`), "
                + "found `\(tag)`")
    }
}
