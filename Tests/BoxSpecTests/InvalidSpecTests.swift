import BoxSpec
import Testing

/// A spec that must be refused, and the exact lines the refusal prints.
struct InvalidSpec: CustomTestStringConvertible, Sendable {
    let name: String
    let bytes: [UInt8]
    let format: SpecFormat
    let baseDirectory: String
    let expected: String

    init(_ name: String, _ text: String, _ expected: String, format: SpecFormat = .json, baseDirectory: String = "") {
        self.init(name, bytes: Array(text.utf8), expected, format: format, baseDirectory: baseDirectory)
    }

    init(_ name: String, bytes: [UInt8], _ expected: String, format: SpecFormat = .json, baseDirectory: String = "") {
        self.name = name
        self.bytes = bytes
        self.format = format
        self.baseDirectory = baseDirectory
        self.expected = expected
    }

    var testDescription: String { name }
}

struct InvalidSpecTests {
    static let syntax: [InvalidSpec] = [
        InvalidSpec("empty file", "", "spec.json:1:1: the file is empty"),
        InvalidSpec("only blanks", " \n\t ", "spec.json:1:1: the file is empty"),
        InvalidSpec(
            "invalid UTF-8", bytes: Array(#"{"a": ""#.utf8) + [0xFF] + Array(#""}"#.utf8),
            "spec.json:1:8: invalid UTF-8 (byte 0xFF)"),
        InvalidSpec(
            "overlong UTF-8", bytes: Array("{\n\"".utf8) + [0xC0, 0xAF] + Array("\": 1}".utf8),
            "spec.json:2:2: invalid UTF-8 (byte 0xC0)"),
        InvalidSpec(
            "missing comma between members", #"{"root": {} "x": 1}"#,
            "spec.json:1:13: expected `,` or `}` after an object member, found a string"),
        InvalidSpec(
            "missing comma between elements", #"{"root": {"boxes": [{} {}]}}"#,
            "spec.json:1:24: expected `,` or `]` after an array element, found `{`"),
        InvalidSpec(
            "trailing comma in an object", #"{"root": {},}"#,
            "spec.json:1:13: expected a string key after `,`, found `}` (JSON has no trailing commas)"),
        InvalidSpec(
            "trailing comma in an array", #"{"root": {"boxes": [{},]}}"#,
            "spec.json:1:24: expected a value after `,`, found `]` (JSON has no trailing commas)"),
        InvalidSpec("missing colon", #"{"root" {}}"#, "spec.json:1:9: expected `:` after the key `root`, found `{`"),
        InvalidSpec("unquoted key", "{root: {}}", "spec.json:1:2: expected a string key after `{`, found `root`"),
        InvalidSpec(
            "single quotes", "{'root': {}}",
            "spec.json:1:2: expected a string key after `{`, found `'` (JSON strings and keys are in double quotes)"),
        InvalidSpec(
            "trailing garbage", #"{"root": {}} x"#,
            "spec.json:1:14: expected the end of the file after the top-level value, found `x`"),
        InvalidSpec(
            "unterminated string", #"{"root": {"id": "abc}}"#,
            "spec.json:1:17: this string is never closed; expected `\"`"),
        InvalidSpec(
            "Python literal", #"{"root": {"clipsToBounds": True}}"#, "spec.json:1:28: expected a value, found `True`"),
        InvalidSpec(
            "truncated file", #"{"root": {"boxes": ["#, "spec.json:1:21: expected a value, found the end of the file"),
        InvalidSpec(
            "leading zero", #"{"version": 01}"#, "spec.json:1:13: a number may not start with `0` followed by digits"),
        InvalidSpec("minus alone", #"{"version": -}"#, "spec.json:1:14: expected a digit after `-`, found `}`"),
        InvalidSpec("dot without digits", #"{"version": 1.}"#, "spec.json:1:15: expected a digit after `.`, found `}`"),
        InvalidSpec(
            "number overflowing to infinity", #"{"version": 1e999}"#,
            "spec.json:1:13: expected a finite number, found `1e999`"),
        InvalidSpec("bad escape", #"{"root": {"id": "a\qb"}}"#, #"spec.json:1:19: invalid escape `\q`"#),
        InvalidSpec(
            "lone surrogate", #"{"root": {"id": "\ud800"}}"#,
            "spec.json:1:18: `\\uD800` is half of a surrogate pair; the other half is missing"),
        InvalidSpec(
            "raw line break in a string", "{\"root\": {\"id\": \"a\nb\"}}",
            "spec.json:1:19: a string runs to the end of the line: close it with `\"`, or write a line break as `\\n`"),
        InvalidSpec(
            "duplicate key", "{\n  \"root\": {},\n  \"root\": {}\n}",
            "spec.json:3:3: duplicate key `root`; first given on line 2"),
        InvalidSpec(
            "10,000 levels of nesting", String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000),
            "spec.json:1:513: arrays and objects are nested more than 512 levels deep (the limit; --max-depth raises it)"
        ),
    ]

    static let document: [InvalidSpec] = [
        InvalidSpec("top level is an array", "[]", "spec.json:1:1: expected an object, found an array"),
        InvalidSpec("missing root", #"{"version": 1}"#, "spec.json:1:1: missing key `root`"),
        InvalidSpec(
            "version 2", #"{"version": 2, "root": {}}"#,
            "spec.json:1:13: version: expected 1, the only version of the format, found 2"),
        InvalidSpec(
            "misspelt root", #"{"rot": {}}"#,
            "spec.json:1:1: missing key `root`\nspec.json:1:2: rot: unknown key `rot`; did you mean `root`?"),
        InvalidSpec(
            "layouts empty", #"{"layouts": []}"#,
            "spec.json:1:13: layouts: expected a list of `{ \"aspectRatio\": …, \"root\": … }` variants, found an empty list"
        ),
        InvalidSpec(
            "document scroll on a box", #"{"root": {}, "scroll": {"offset": 0}}"#,
            "spec.json:1:24: scroll: the document's `scroll` applies to the root, which is a `box`: "
                + "make the root a `scroll`, or move `scroll` onto a scroll node"),
        InvalidSpec(
            "screenshot number", #"{"screenshot": 1, "root": {}}"#,
            "spec.json:1:16: screenshot: expected `true`, `false` or an object, found a number"),
        InvalidSpec(
            "screenshot shadow number", #"{"screenshot": {"shadow": 1}, "root": {}}"#,
            "spec.json:1:27: screenshot.shadow: expected `true` or `false`, found a number"),
        InvalidSpec(
            "screenshot misspelt shadow", #"{"screenshot": {"shadows": false}, "root": {}}"#,
            "spec.json:1:17: screenshot.shadows: unknown key `shadows`; did you mean `shadow`?"),
        InvalidSpec(
            "scale 4", #"{"canvas": {"scale": 4}, "root": {}}"#,
            "spec.json:1:22: canvas.scale: expected 1, 2 or 3, found 4"),
        InvalidSpec(
            "zero canvas width", #"{"canvas": {"width": 0}, "root": {}}"#,
            "spec.json:1:22: canvas.width: expected a number greater than 0, found 0"),
        InvalidSpec(
            "canvas height word", #"{"canvas": {"height": "tall"}, "root": {}}"#,
            "spec.json:1:23: canvas.height: expected a number or `auto`, found `tall`"),
        InvalidSpec(
            "canvas key typo", #"{"canvas": {"heigth": 3}, "root": {}}"#,
            "spec.json:1:13: canvas.heigth: unknown key `heigth`; did you mean `height`?"),
        InvalidSpec(
            "canvas background", #"{"canvas": {"background": "transparent"}, "root": {}}"#,
            "spec.json:1:27: canvas.background: unknown colour `transparent`: expected `#RRGGBB` (or `#RGB`, `#RGBA`, "
                + "`#RRGGBBAA`), a CSS colour name, `clear`, `[r, g, b]` or `[r, g, b, a]` with components 0…1, or "
                + "`{ \"white\", \"alpha\" }`"),
    ]

    static let nodes: [InvalidSpec] = [
        InvalidSpec(
            "unknown key", #"{"root": {"paddng": 4}}"#,
            "spec.json:1:11: root.paddng: unknown key `paddng`; did you mean `padding`?"),
        InvalidSpec(
            "wrong case", #"{"root": {"BackgroundColor": "red"}}"#,
            "spec.json:1:11: root.BackgroundColor: unknown key `BackgroundColor`; did you mean `backgroundColor`?"),
        InvalidSpec(
            "unknown key without a near match", #"{"root": {"wibble": 1}}"#,
            "spec.json:1:11: root.wibble: unknown key `wibble`"),
        InvalidSpec(
            "unknown key that is no identifier", #"{"root": {"my \"key\"": 1}}"#,
            #"spec.json:1:11: root["my \"key\""]: unknown key `my "key"`"#),
        InvalidSpec(
            "string for a number", #"{"root": {"cornerRadius": "4"}}"#,
            "spec.json:1:27: root.cornerRadius: expected a number, found a string"),
        InvalidSpec(
            "number for a boolean", #"{"root": {"clipsToBounds": 1}}"#,
            "spec.json:1:28: root.clipsToBounds: expected `true` or `false`, found a number"),
        InvalidSpec(
            "negative size", #"{"root": {"size": [-5, 10]}}"#,
            "spec.json:1:20: root.size[0]: expected a non-negative number, found -5"),
        InvalidSpec(
            "size of three", #"{"root": {"size": [1, 2, 3]}}"#,
            "spec.json:1:19: root.size: expected [width, height], found an array of 3"),
        InvalidSpec(
            "size object missing height", #"{"root": {"size": {"width": 3}}}"#,
            "spec.json:1:19: root.size: missing key `height`"),
        InvalidSpec(
            "colour #12", ##"{"root": {"backgroundColor": "#12"}}"##,
            "spec.json:1:30: root.backgroundColor: invalid hex colour `#12`: expected 3, 4, 6 or 8 hex digits after `#`"
        ),
        InvalidSpec(
            "colour #GGGGGG", ##"{"root": {"backgroundColor": "#GGGGGG"}}"##,
            "spec.json:1:30: root.backgroundColor: invalid hex colour `#GGGGGG`: `G` is not a hex digit"),
        InvalidSpec(
            "unknown colour name", #"{"root": {"backgroundColor": "redd"}}"#,
            "spec.json:1:30: root.backgroundColor: unknown colour `redd`; did you mean `red`?"),
        InvalidSpec(
            "colour component above 1", #"{"root": {"backgroundColor": [1, 0, 255]}}"#,
            "spec.json:1:37: root.backgroundColor[2]: expected a number from 0 to 1, found 255"),
        InvalidSpec(
            "colour of two components", #"{"root": {"backgroundColor": [1, 0]}}"#,
            "spec.json:1:30: root.backgroundColor: expected [r, g, b] or [r, g, b, a], found an array of 2"),
        InvalidSpec(
            "alpha 2", #"{"root": {"alpha": 2}}"#, "spec.json:1:20: root.alpha: expected a number from 0 to 1, found 2"),
        InvalidSpec(
            "borderColors array of 3", #"{"root": {"borderColors": ["red", "red", "red"]}}"#,
            "spec.json:1:27: root.borderColors: expected 4 colours in MGBox's order top, left, bottom, right, found 3"),
        InvalidSpec(
            "insets as an array", #"{"root": {"padding": [1, 2, 3, 4]}}"#,
            "spec.json:1:22: root.padding: insets cannot be an array: UIKit orders them top, left, bottom, right "
                + "and CSS top, right, bottom, left; use a number or an object with `top`, `left`, `bottom`, `right`"),
        InvalidSpec(
            "insets side typo", #"{"root": {"margin": {"tp": 1}}}"#,
            "spec.json:1:22: root.margin.tp: unknown key `tp`; did you mean `top`?"),
        InvalidSpec(
            "side given twice", #"{"root": {"padding": 4, "topPadding": 2}}"#,
            "spec.json:1:25: root.topPadding: the top side is given twice: by `padding` and by `topPadding`"),
        InvalidSpec(
            "border side given twice", #"{"root": {"leftBorderColor": "red", "borderColors": {"left": "blue"}}}"#,
            "spec.json:1:11: root.leftBorderColor: the left border colour is given twice: "
                + "by `borderColors` and by `leftBorderColor`"),
        InvalidSpec(
            "fractional zIndex", #"{"root": {"zIndex": 1.5}}"#,
            "spec.json:1:21: root.zIndex: expected an integer, found 1.5"),
        InvalidSpec(
            "negative corner radius", #"{"root": {"cornerRadius": -1}}"#,
            "spec.json:1:27: root.cornerRadius: expected a non-negative number, found -1"),
        InvalidSpec(
            "bad content layout mode", #"{"root": {"contentLayoutMode": "tabel"}}"#,
            "spec.json:1:32: root.contentLayoutMode: expected `table` or `grid`, found `tabel`; did you mean `table`?"),
        InvalidSpec(
            "bad sizing mode", #"{"root": {"sizingMode": "fill"}}"#,
            "spec.json:1:25: root.sizingMode: expected `none`, `shrinkWrap` or `expandWidthToFill`, found `fill`"),
        InvalidSpec(
            "shadow opacity", #"{"root": {"shadow": {"opacity": 1.5}}}"#,
            "spec.json:1:33: root.shadow.opacity: expected a number from 0 to 1, found 1.5"),
        InvalidSpec(
            "border style", #"{"root": {"borderStyle": "dotted"}}"#,
            "spec.json:1:26: root.borderStyle: expected `none`, `etchedAll`, `etchedTop`, `etchedBottom`, "
                + "`etchedLeft` or `etchedRight`, found `dotted`"),
        InvalidSpec(
            "boxes not an array", #"{"root": {"boxes": {}}}"#,
            "spec.json:1:20: root.boxes: expected an array of boxes, found an object"),
        InvalidSpec(
            "box not an object", #"{"root": {"boxes": [3]}}"#,
            "spec.json:1:21: root.boxes[0]: expected a box (an object), found a number"),
        InvalidSpec(
            "peer type without a size", #"{"root": {"type": "gridView"}}"#,
            "spec.json:1:10: root: a `gridView` needs a `size`: the rectangle it lays its children out in"),
        InvalidSpec(
            "unknown type", #"{"root": {"type": "bx"}}"#,
            "spec.json:1:19: root.type: unknown type `bx`; did you mean `box`?"),
        InvalidSpec(
            "template use without templates", #"{"root": {"boxes": [{"use": "row"}]}}"#,
            "spec.json:1:29: root.boxes[0].use: unknown template `row`; the spec has no `templates`"),
        InvalidSpec(
            "id not a string", #"{"root": {"id": 7}}"#, "spec.json:1:17: root.id: expected a string, found a number"),
    ]

    static let layout: [InvalidSpec] = [
        InvalidSpec(
            "size and frame", #"{"root": {"size": [1, 1], "frame": [0, 0, 1, 1]}}"#,
            "spec.json:1:27: root.frame: `size` and `frame` cannot both be given: `frame` already holds the size"),
        InvalidSpec(
            "fixedPosition in automatic mode", #"{"root": {"boxLayoutMode": "automatic", "fixedPosition": [0, 1]}}"#,
            "spec.json:1:28: root.boxLayoutMode: `boxLayoutMode` is `automatic` but `fixedPosition` sets `fixed`"),
        InvalidSpec(
            "fixed mode without a position", #"{"root": {"boxLayoutMode": "fixed"}}"#,
            "spec.json:1:28: root.boxLayoutMode: boxLayoutMode `fixed` needs `fixedPosition`"),
        InvalidSpec(
            "two layout modes", #"{"root": {"fixedPosition": [0, 0], "frame": [0, 0, 1, 1]}}"#,
            "spec.json:1:36: root.frame: `frame` cannot be combined with `fixedPosition`: a box has one layout mode"),
        InvalidSpec(
            "negative frame width", #"{"root": {"frame": [0, 0, -1, 1]}}"#,
            "spec.json:1:27: root.frame[2]: expected a non-negative number, found -1"),
        InvalidSpec(
            "unknown layout mode", #"{"root": {"boxLayoutMode": "manual"}}"#,
            "spec.json:1:28: root.boxLayoutMode: expected `automatic`, `fixed`, `attached` or `none`, found `manual`"),
        InvalidSpec(
            "duplicate id",
            """
            {"root": {"boxes": [
              {"id": "x"},
              {"id": "x"}
            ]}}
            """,
            "spec.json:3:10: root.boxes[1].id: duplicate id `x`; first used at root.boxes[0]"),
        InvalidSpec(
            "attachedTo a non-sibling",
            """
            {"root": {"boxes": [
              {"boxes": [{"id": "deep"}]},
              {"attachedTo": "deep"}
            ]}}
            """,
            "spec.json:3:18: root.boxes[1].attachedTo: `attachedTo` must name a box in the same `boxes` array; "
                + "`deep` is at root.boxes[0].boxes[0]"),
        InvalidSpec(
            "attachedTo an unknown id",
            """
            {"root": {"boxes": [
              {"id": "header"},
              {"attachedTo": "haeder"}
            ]}}
            """,
            "spec.json:3:18: root.boxes[1].attachedTo: no box has the id `haeder`; did you mean `header`?"),
        InvalidSpec(
            "attached to itself", #"{"root": {"boxes": [{"id": "a", "attachedTo": "a"}]}}"#,
            "spec.json:1:47: root.boxes[0].attachedTo: a box cannot be attached to itself"),
        InvalidSpec(
            "attachment cycle",
            """
            {"root": {"boxes": [
              {"id": "a", "attachedTo": "c"},
              {"id": "b", "attachedTo": "a"},
              {"id": "c", "attachedTo": "b"}
            ]}}
            """,
            "spec.json:2:29: root.boxes[0].attachedTo: attachment cycle: `a` -> `c` -> `b` -> `a`"),
        InvalidSpec(
            "missing image file", #"{"root": {"image": "x.png"}}"#,
            "spec.json:1:20: root.image: image file not found: /nonexistent-boxspec-dir/x.png",
            baseDirectory: "/nonexistent-boxspec-dir"),
        InvalidSpec(
            "image is a directory", #"{"root": {"image": {"src": "tmp", "contentMode": "center"}}}"#,
            "spec.json:1:28: root.image.src: image path is not a regular file: /tmp", baseDirectory: "/"),
        InvalidSpec(
            "image content mode", #"{"root": {"image": {"src": "x.png", "contentMode": "fit"}}}"#,
            "spec.json:1:52: root.image.contentMode: expected `scaleToFill`, `scaleAspectFit`, `scaleAspectFill` "
                + "or `center`, found `fit`"),
    ]

    /// Several problems in one file come out together, in document order.
    static let several: [InvalidSpec] = [
        InvalidSpec(
            "errors in siblings and keys",
            """
            {"canvas": {"scale": 5},
             "root": {"boxes": [
               {"alpha": 3, "size": "big"},
               {"id": "q", "attachedTo": "nowhere"},
               {"type": "stack", "topLines": []}
             ]}}
            """,
            """
            spec.json:1:22: canvas.scale: expected 1, 2 or 3, found 5
            spec.json:3:14: root.boxes[0].alpha: expected a number from 0 to 1, found 3
            spec.json:3:25: root.boxes[0].size: expected a size ([width, height] or an object with `width` and `height`), found a string
            spec.json:4:30: root.boxes[1].attachedTo: no box has the id `nowhere`
            spec.json:5:22: root.boxes[2].topLines: `topLines` is a key of tables (`table`, `styledTable`), not of a `stack`
            """)
    ]

    static let yaml: [InvalidSpec] = [
        InvalidSpec("empty YAML", "# nothing\n", "spec.yaml:1:1: the file is empty", format: .yaml),
        InvalidSpec(
            "YAML invalid UTF-8", bytes: Array("root:\n  id: ".utf8) + [0xFE],
            "spec.yaml:2:7: invalid UTF-8 (byte 0xFE)",
            format: .yaml),
        InvalidSpec(
            "YAML duplicate key", "root: {}\nroot: {}\n", "spec.yaml:2:1: duplicate key `root`; first given on line 1",
            format: .yaml),
        InvalidSpec(
            "YAML infinity", "root:\n  alpha: .inf\n", "spec.yaml:2:10: expected a finite number, found `.inf`",
            format: .yaml),
        InvalidSpec(
            "YAML unknown key", "root:\n  paddin: 3\n",
            "spec.yaml:2:3: root.paddin: unknown key `paddin`; did you mean `padding`?", format: .yaml),
        InvalidSpec(
            "YAML wrong type", "root:\n  size: big\n",
            "spec.yaml:2:9: root.size: expected a size ([width, height] or an object with `width` and `height`), found a string",
            format: .yaml),
        InvalidSpec(
            "YAML unclosed flow sequence", "root: {boxes: [1, 2}\n",
            "spec.yaml:1:20: did not find expected ',' or ']' (while parsing a flow sequence at line 1, column 15)",
            format: .yaml),
        InvalidSpec(
            "YAML tab indentation", "root:\n\tid: x\n",
            "spec.yaml:2:1: a tab cannot indent YAML: indent with spaces",
            format: .yaml),
        InvalidSpec(
            "YAML with two documents", "root: {}\n---\nroot: {}\n",
            "spec.yaml:2:1: expected a single YAML document, found another one", format: .yaml),
        InvalidSpec(
            "YAML binary tag", "root: !!binary aGVsbG8=\n", "spec.yaml:1:7: unsupported YAML tag `!!binary`",
            format: .yaml),
        InvalidSpec(
            "YAML collection as a key", "? [a]\n: 1\n",
            "spec.yaml:1:3: expected a string as a mapping key, found a collection", format: .yaml),
        InvalidSpec(
            "YAML control character", "root:\n  id: \"a\u{1}b\"\n", "spec.yaml:2:9: control characters are not allowed",
            format: .yaml),
        InvalidSpec(
            // Merge keys are YAML's (`<<: *row`); only what they merge must be mappings.
            "YAML merge of a number", "root:\n  <<: 5\n",
            "spec.yaml:2:3: `<<` merges a mapping or a list of mappings into this one", format: .yaml),
        InvalidSpec(
            "YAML 10,000 levels of nesting",
            String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000),
            // libyaml stops at its own limit of 1,000 levels and reports where the collection began.
            "spec.yaml:1:1: arrays and objects are nested more than 512 levels deep (the limit; --max-depth raises it)",
            format: .yaml),
        InvalidSpec(
            "YAML 999 levels of nesting", String(repeating: "[", count: 999) + String(repeating: "]", count: 999),
            "spec.yaml:1:513: arrays and objects are nested more than 512 levels deep (the limit; --max-depth raises it)",
            format: .yaml),
    ]

    @Test(arguments: syntax + document + nodes + layout + several + yaml)
    func refused(spec: InvalidSpec) {
        #expect(errorText(spec.bytes, format: spec.format, baseDirectory: spec.baseDirectory) == spec.expected)
    }

    @Test func thereAreEnoughCases() {
        #expect((Self.syntax + Self.document + Self.nodes + Self.layout + Self.several + Self.yaml).count >= 40)
    }
}

struct ErrorLimitTests {
    /// A generated spec wrong in every box shows the first hundred problems and counts the rest.
    @Test func showsTheFirstHundredErrors() {
        let boxes = Array(repeating: #"{"alpha": 2}"#, count: 150).joined(separator: ",\n")
        let lines = errorText("{\"root\": {\"boxes\": [\n" + boxes + "\n]}}").split(separator: "\n")
        #expect(lines.count == 101)
        #expect(lines.first == "spec.json:2:11: root.boxes[0].alpha: expected a number from 0 to 1, found 2")
        #expect(
            lines.dropLast().last == "spec.json:101:11: root.boxes[99].alpha: expected a number from 0 to 1, found 2")
        #expect(lines.last == "spec.json: and 50 more errors")
    }

    @Test func descriptionsLeaveOutWhatIsUnknown() {
        #expect(SpecError(file: "", path: "", line: 2, column: 5, message: "m").description == "2:5: m")
        #expect(
            SpecError(file: "a.json", path: "root", line: 0, column: 0, message: "m").description == "a.json: root: m")
        #expect(SpecError(file: "", path: "", line: 0, column: 0, message: "m").description == "m")
    }
}
