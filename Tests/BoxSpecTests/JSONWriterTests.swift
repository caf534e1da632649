import BoxSpec
import Testing

/// The one JSON writer (`JSONValue.text`): each layout's exact text, and
/// everything it writes read back as written by the one reader, `JSONParser`.
struct JSONWriterTests {
    @Test func eachLayoutHasItsText() {
        let members: KeyValuePairs<String, JSONValue> = ["a": .integer(1), "b": .string("x")]
        #expect(JSONValue.object(.compact, members).text() == #"{"a":1,"b":"x"}"#)
        #expect(JSONValue.object(.inline, members).text() == #"{ "a": 1, "b": "x" }"#)
        #expect(JSONValue.array([.integer(1), .null], .inline).text() == "[1, null]")
        #expect(JSONValue.object(.lines, members).text() == "{\n  \"a\": 1,\n  \"b\": \"x\"\n}")
        #expect(JSONValue.object(.hanging, members).text() == "{ \"a\": 1,\n  \"b\": \"x\" }")
        #expect(
            JSONValue.object(JSONLayout.lines.colon(" : "), members).text() == "{\n  \"a\" : 1,\n  \"b\" : \"x\"\n}")
        // Empty: closed at once, but for an inline object's spaces and a layout that keeps its lines.
        #expect(JSONValue.array([], .lines).text() == "[]")
        #expect(JSONValue.object([], .compact).text() == "{}")
        #expect(JSONValue.object([], .inline).text() == "{  }")
        #expect(JSONValue.array([], .inline).text() == "[]")
        #expect(JSONValue.array([], JSONLayout.lines.keepingLinesWhenEmpty).text(level: 1) == "[\n\n  ]")
    }

    /// Indentation follows lines: a one-line object in a many-line array adds
    /// no step, so its own many-line array is one step past its line.
    @Test func indentationFollowsLinesNotNesting() {
        let box = JSONValue.object(.inline, ["x": .number(0.5), "list": .array([.integer(1), .integer(2)], .lines)])
        let document = JSONValue.object(
            .hanging,
            [
                "first": .array([.integer(0)], .lines),
                "boxes": .array([box], .lines),
                "none": .object([], JSONLayout.lines.keepingLinesWhenEmpty),
            ])
        #expect(
            document.text() == """
                { "first": [
                    0
                  ],
                  "boxes": [
                    { "x": 0.5, "list": [
                      1,
                      2
                    ] }
                  ],
                  "none": {

                  } }
                """)
        // Written ahead at the level where it stands, then placed as it is.
        let ahead = JSONValue.written(box.text(level: 2))
        #expect(JSONValue.object(.hanging, ["boxes": .array([ahead], .lines)]).text().contains("\n      1,\n"))
    }

    @Test func arraysOfScalarsGoOnOneLineWhenTheyFit() {
        let layout = JSONLayout.lines.scalarsOnOneLine(within: 20)
        let short = JSONValue.array([.string("ab"), .integer(1)], layout)
        #expect(JSONValue.object(layout, ["k": short]).text() == "{\n  \"k\": [\"ab\", 1]\n}")
        // Its line's indentation counts, not its key: 2 + 20 characters is too many.
        let long = JSONValue.array([.string("abcdefgh"), .string("ijklmn")], layout)
        #expect(
            JSONValue.object(layout, ["k": long]).text() == "{\n  \"k\": [\n    \"abcdefgh\",\n    \"ijklmn\"\n  ]\n}")
        let mixed = JSONValue.array([.integer(1), .array([], layout)], layout)
        #expect(mixed.text() == "[\n  1,\n  []\n]")
    }

    @Test func stringsEscapeWhatJSONRequiresAndControlsAsAsked() {
        let text = "\"\\/\n\r\t\u{8}\u{C}\u{1}\u{1F}\u{7F}é😀"
        #expect(JSONText.string(text) == #""\"\\/\n\r\t\u0008\u000c\u0001\u001f"# + "\u{7F}é😀\"")
        #expect(JSONValue.string(text).text(escaping: .short) == #""\"\\/\n\r\t\b\f\u0001\u001f"# + "\u{7F}é😀\"")
        #expect(JSONText.number(8) == "8")
        #expect(JSONText.number(-0.0) == "0")
        #expect(JSONText.number(0.1) == "0.1")
        #expect(JSONText.number(1e300) == "1e+300")
        #expect(JSONText.number(.infinity) == "null")
        #expect(JSONValue.integer(Int.max).text() == "9223372036854775807")
    }

    /// Every string (every ASCII scalar, and beyond), number and container,
    /// in every layout and both escapings, read back by `JSONParser` as the
    /// value written: a writer and a reader that disagreed would fail here.
    @Test func everythingWrittenReadsBackAsWritten() throws {
        var every = ""
        for value in 0..<0x80 { every.unicodeScalars.append(UnicodeScalar(UInt8(value))) }
        let strings = [every, "", "é\u{2028}\u{FEFF}😀", "\\u0041", "a\"b"]
        let numbers: [Double] = [
            0, -0.0, 1, -1, 0.1, -2.5e-300, 1e-7, 123_456_789.125, 1e15, 1e300, .leastNonzeroMagnitude,
            .greatestFiniteMagnitude,
        ]
        let integers = [0, -1, Int(Int32.max), 1 << 53]
        let layouts: [JSONLayout] = [
            .compact, .inline, .lines, .hanging, JSONLayout.lines.colon(" : ").keepingLinesWhenEmpty,
            JSONLayout.lines.scalarsOnOneLine(within: 40),
        ]
        for layout in layouts {
            var members = strings.enumerated().map { JSONValue.Member($1, .string(strings[($0 + 1) % strings.count])) }
            members.append(.init("numbers", .array(numbers.map(JSONValue.number), layout)))
            members.append(.init("integers", .array(integers.map(JSONValue.integer), layout)))
            members.append(.init("others", .array([.bool(true), .bool(false), .null, .string(orNull: nil)], layout)))
            members.append(.init("empty", .array([.object([], layout), .array([], layout)], layout)))
            let document = JSONValue.object(members, layout)
            for controls in [JSONText.ControlEscapes.unicode, .short] {
                let read = try JSONParser.parse(Array(document.text(escaping: controls).utf8))
                #expect(Self.same(document, read), "\(layout), \(controls)")
            }
        }
    }

    /// Whether `read` holds what `written` says, positions aside.
    static func same(_ written: JSONValue, _ read: SpecValue) -> Bool {
        switch (written, read.kind) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.integer(let a), .number(let b)): Double(a) == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a, _), .array(let b)): a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
        case (.object(let a, _), .object(let b)):
            a.map(\.key) == b.map(\.key) && zip(a, b).allSatisfy { same($0.value, $1.value) }
        default: false
        }
    }
}
