import BoxSpec
import Testing

/// Lines, their items and tables that must be refused, and the exact lines
/// the refusal prints.
struct InvalidLineSpecTests {
    static let lineKeys: [InvalidSpec] = [
        InvalidSpec(
            "misspelt line key", #"{"root": {"type": "line", "lefft": "a"}}"#,
            "spec.json:1:27: root.lefft: unknown key `lefft`; did you mean `left`?"),
        InvalidSpec(
            "misspelt side font", #"{"root": {"type": "styledLine", "rigthFont": "Georgia 9"}}"#,
            "spec.json:1:33: root.rigthFont: unknown key `rigthFont`; did you mean `rightFont`?"),
        InvalidSpec(
            "width as a string", #"{"root": {"type": "line", "leftWidth": "10"}}"#,
            "spec.json:1:40: root.leftWidth: expected a number, found a string"),
        InvalidSpec(
            "negative width", #"{"root": {"type": "line", "rightWidth": -1}}"#,
            "spec.json:1:41: root.rightWidth: expected a non-negative number, found -1"),
        InvalidSpec(
            "negative minHeight", #"{"root": {"type": "line", "minHeight": -2}}"#,
            "spec.json:1:40: root.minHeight: expected a non-negative number, found -2"),
        InvalidSpec(
            "minHeight above maxHeight", #"{"root": {"type": "line", "maxHeight": 40, "minHeight": 50}}"#,
            "spec.json:1:40: root.maxHeight: expected 0 (no limit) or at least `minHeight` (50), found 40"),
        InvalidSpec(
            "alignment near miss", #"{"root": {"type": "line", "middleItemsAlignment": "centre"}}"#,
            "spec.json:1:51: root.middleItemsAlignment: expected `left`, `center`, `right` or `natural`, found `centre`; "
                + "did you mean `center`?"),
        InvalidSpec(
            "vertical alignment", #"{"root": {"type": "line", "verticalAlignment": "middle"}}"#,
            "spec.json:1:48: root.verticalAlignment: expected `top`, `center` or `bottom`, found `middle`"),
        InvalidSpec(
            "side precedence", #"{"root": {"type": "line", "sidePrecedence": "top"}}"#,
            "spec.json:1:45: root.sidePrecedence: expected `left`, `middle` or `right`, found `top`"),
        InvalidSpec(
            "widenAsNeeded as a string", #"{"root": {"type": "line", "widenAsNeeded": "yes"}}"#,
            "spec.json:1:44: root.widenAsNeeded: expected `true` or `false`, found a string"),
        InvalidSpec(
            "shadow offset of one", #"{"root": {"type": "line", "leftTextShadowOffset": [1]}}"#,
            "spec.json:1:51: root.leftTextShadowOffset: expected [x, y], found an array of 1"),
        InvalidSpec(
            "side given twice", #"{"root": {"type": "line", "left": "a", "multilineLeft": "b"}}"#,
            "spec.json:1:40: root.multilineLeft: `left` and `multilineLeft` both give the left items; keep one"),
        InvalidSpec(
            "multiline item not a string", #"{"root": {"type": "line", "multilineRight": ["a"]}}"#,
            "spec.json:1:45: root.multilineRight: expected a string, found an array"),
        InvalidSpec(
            "boxes on a line", #"{"root": {"type": "line", "boxes": []}}"#,
            "spec.json:1:27: root.boxes: a line has no `boxes`: put its items in `left`, `middle` and `right`"),
        InvalidSpec(
            "sizingMode on a line", #"{"root": {"type": "styledLine", "sizingMode": "shrinkWrap"}}"#,
            "spec.json:1:33: root.sizingMode: `sizingMode` does not apply to a line: "
                + "a line places and sizes its items itself"),
        InvalidSpec(
            "left on a box", #"{"root": {"left": "x"}}"#,
            "spec.json:1:11: root.left: `left` is a key of lines (`line`, `styledLine`), not of a `box`"),
    ]

    static let fonts: [InvalidSpec] = [
        InvalidSpec(
            "font without a size", #"{"root": {"type": "line", "font": "Helvetica"}}"#,
            "spec.json:1:35: root.font: expected a font name and a size, as in `HelveticaNeue-Light 16`, "
                + "found `Helvetica`"),
        InvalidSpec(
            "negative font size", #"{"root": {"type": "line", "middleFont": "Helvetica -3"}}"#,
            "spec.json:1:41: root.middleFont: expected a font size greater than 0, found -3"),
        InvalidSpec(
            "font size not a number", #"{"root": {"type": "line", "font": "Helvetica 16pt"}}"#,
            "spec.json:1:35: root.font: expected a font name and a size, as in `HelveticaNeue-Light 16`; "
                + "`16pt` is not a number"),
        InvalidSpec(
            "font size alone", #"{"root": {"type": "line", "font": " 16"}}"#,
            "spec.json:1:35: root.font: expected a font name and a size, as in `HelveticaNeue-Light 16`, found ` 16`"),
        InvalidSpec(
            "font object without a size", #"{"root": {"type": "line", "font": {"name": "Georgia"}}}"#,
            "spec.json:1:35: root.font: missing key `size`"),
        InvalidSpec(
            "font size zero in an object", #"{"root": {"type": "line", "font": {"name": "Georgia", "size": 0}}}"#,
            "spec.json:1:63: root.font.size: expected a number greater than 0, found 0"),
        InvalidSpec(
            "font as a number", #"{"root": {"type": "line", "font": 16}}"#,
            "spec.json:1:35: root.font: expected a font (`\"name size\"` or an object with `name` and `size`), "
                + "found a number"),
    ]

    static let items: [InvalidSpec] = [
        InvalidSpec(
            "Mush colour without digits", #"{"root": {"type": "line", "left": ["ok", "see {#zz|this}|mush"]}}"#,
            "spec.json:1:42: root.left[1]: invalid Mush markup `{#zz|this}` in `see {#zz|this}|mush`: "
                + "a Mush colour needs hex digits after `#`"),
        InvalidSpec(
            "Mush background without digits",
            #"{"root": {"type": "line", "right": {"text": "{bg#|x}\n", "mush": true}}}"#,
            "spec.json:1:45: root.right.text: invalid Mush markup `{bg#|x}` in `{bg#|x}\\n`: "
                + "a Mush background colour needs hex digits after `bg#`"),
        InvalidSpec(
            "item of unknown shape", #"{"root": {"type": "line", "left": [{"size": [1, 2]}]}}"#,
            "spec.json:1:36: root.left[0]: expected a line item: a string, or an object with one of `text`, `spans`, "
                + "`image` or `type`"),
        InvalidSpec(
            "item with two shapes", #"{"root": {"type": "line", "left": {"text": "a", "image": "b.png"}}}"#,
            "spec.json:1:35: root.left: expected a line item: a string, or an object with one of `text`, `spans`, "
                + "`image` or `type`; found `text` and `image`"),
        InvalidSpec(
            "item a number", #"{"root": {"type": "line", "middle": [1]}}"#,
            "spec.json:1:38: root.middle[0]: expected a line item (a string or an object), found a number"),
        InvalidSpec(
            "label type written by hand", #"{"root": {"type": "line", "left": {"type": "label", "text": "a"}}}"#,
            "spec.json:1:44: root.left.type: type `label` is made by lines from their items; write the text itself "
                + "(a string, or an object with `text` or `spans`) in a line's `left`, `middle` or `right`"),
        InvalidSpec(
            "image type written by hand", #"{"root": {"boxes": [{"type": "image"}]}}"#,
            "spec.json:1:30: root.boxes[0].type: type `image` is made by lines from their items; "
                + "write `{ \"image\": \"file.png\" }` in a line's `left`, `middle` or `right`"),
        InvalidSpec(
            "text item key typo", #"{"root": {"type": "line", "left": {"text": "a", "textColour": "red"}}}"#,
            "spec.json:1:49: root.left.textColour: unknown key `textColour`; did you mean `textColor`?"),
        InvalidSpec(
            "span key typo", #"{"root": {"type": "line", "left": {"spans": [{"text": "a", "bodl": true}]}}}"#,
            "spec.json:1:60: root.left.spans[0].bodl: unknown key `bodl`; did you mean `bold`?"),
        InvalidSpec(
            "span without text", #"{"root": {"type": "line", "left": {"spans": [{"bold": true}]}}}"#,
            "spec.json:1:46: root.left.spans[0]: missing key `text`"),
        InvalidSpec(
            "no spans", #"{"root": {"type": "line", "left": {"spans": []}}}"#,
            "spec.json:1:45: root.left.spans: expected at least one span"),
        InvalidSpec(
            "mush on spans", #"{"root": {"type": "line", "left": {"spans": [{"text": "a"}], "mush": true}}}"#,
            "spec.json:1:62: root.left.mush: spans are never Mush-parsed; give the spans their attributes instead"),
        InvalidSpec(
            "negative image item size",
            #"{"root": {"type": "line", "left": {"image": "a.png", "size": [-1, 2]}}}"#,
            "spec.json:1:45: root.left.image: image file not found: /nonexistent-boxspec-dir/a.png\n"
                + "spec.json:1:63: root.left.size[0]: expected a non-negative number, found -1",
            baseDirectory: "/nonexistent-boxspec-dir"),
        InvalidSpec(
            "unknown type among items", #"{"root": {"type": "line", "right": [{"type": "lable"}]}}"#,
            "spec.json:1:46: root.right[0].type: unknown type `lable`; did you mean `table`?"),
    ]

    static let tables: [InvalidSpec] = [
        InvalidSpec(
            "boxes on a table", #"{"root": {"type": "styledTable", "boxes": []}}"#,
            "spec.json:1:34: root.boxes: a table has no `boxes`: put its rows in `topLines`, `middleLines` and "
                + "`bottomLines`"),
        InvalidSpec(
            "lines on a box", #"{"root": {"topLines": []}}"#,
            "spec.json:1:11: root.topLines: `topLines` is a key of tables (`table`, `styledTable`), not of a `box`"),
        InvalidSpec(
            "lines not an array", #"{"root": {"type": "table", "middleLines": {"type": "line"}}}"#,
            "spec.json:1:43: root.middleLines: expected an array of lines, found an object"),
        InvalidSpec(
            "misspelt table key", #"{"root": {"type": "table", "midleLines": []}}"#,
            "spec.json:1:28: root.midleLines: unknown key `midleLines`; did you mean `middleLines`?"),
        InvalidSpec(
            "error inside a table line",
            #"{"root": {"type": "styledTable", "bottomLines": [{"type": "line", "left": 5}]}}"#,
            "spec.json:1:75: root.bottomLines[0].left: expected a line item (a string or an object), found a number"),
    ]

    @Test(arguments: lineKeys + fonts + items + tables)
    func refused(spec: InvalidSpec) {
        #expect(errorText(spec.bytes, format: spec.format, baseDirectory: spec.baseDirectory) == spec.expected)
    }

    @Test func thereAreEnoughCases() {
        #expect((Self.lineKeys + Self.fonts + Self.items + Self.tables).count >= 20)
    }
}
