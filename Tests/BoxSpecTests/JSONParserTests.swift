import BoxSpec
import Testing

struct JSONParserTests {
    private func parse(_ text: String) throws -> SpecValue {
        try JSONParser.parse(Array(text.utf8))
    }

    /// Every scalar and container counts one value: `[1, [2]]` is four.
    @Test func valuesPastTheLimitAreRefused() throws {
        let text = Array("[1, [2]]".utf8)
        #expect(throws: Never.self) { try JSONParser.parse(text, maximumValues: 4) }
        do {
            _ = try JSONParser.parse(text, maximumValues: 3)
            Issue.record("read")
        } catch {
            #expect(error.message == "more than 3 values")
            #expect(JSONParser.isTooManyValues(error, limit: 3))
            #expect(error.column == 6)
        }
    }

    @Test func scalarsAndContainersKeepKeyOrder() throws {
        let value = try parse(#"{"z": 1, "a": [true, false, null, "s"], "m": {}}"#)
        guard case .object(let members) = value.kind else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["z", "a", "m"])
        #expect(members[0].value.kind == .number(1))
        let pos = SourcePosition(line: 1, column: 1)
        let expected: [SpecValue.Kind] = [.bool(true), .bool(false), .null, .string("s")]
        guard case .array(let elements) = members[1].value.kind else {
            Issue.record("not an array")
            return
        }
        #expect(elements.map(\.kind) == expected)
        #expect(members[2].value.kind == .object([]))
        #expect(value.position == pos)
    }

    @Test func positionsOfValuesAndKeys() throws {
        let text = "{\n  \"a\": [1,\n    \"two\"],\n\t\"b\": -3.5e1\n}"
        let value = try parse(text)
        let a = try #require(value.member(named: "a"))
        #expect(a.keyPosition == SourcePosition(line: 2, column: 3))
        #expect(a.value.position == SourcePosition(line: 2, column: 8))
        guard case .array(let elements) = a.value.kind else {
            Issue.record("not an array")
            return
        }
        #expect(elements[0].position == SourcePosition(line: 2, column: 9))
        #expect(elements[1].position == SourcePosition(line: 3, column: 5))
        let b = try #require(value.member(named: "b"))
        #expect(b.keyPosition == SourcePosition(line: 4, column: 2))
        #expect(b.value.position == SourcePosition(line: 4, column: 7))
        #expect(b.value.kind == .number(-35))
    }

    /// Columns count Unicode scalars: "é" is two bytes but one column, "😀" four bytes, one column.
    @Test func columnsCountUnicodeScalars() throws {
        let value = try parse(#"{"é😀": "ü", "k": 1}"#)
        let k = try #require(value.member(named: "k"))
        #expect(k.keyPosition == SourcePosition(line: 1, column: 13))
        #expect(k.value.position == SourcePosition(line: 1, column: 18))
        #expect(value["é😀"]?.kind == .string("ü"))
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let value = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8))
        #expect(value.position == SourcePosition(line: 1, column: 1))
        #expect(value.member(named: "a")?.keyPosition == SourcePosition(line: 1, column: 2))
    }

    @Test func escapes() throws {
        let value = try parse(#"["a\"b\\c\/d\b\f\n\r\t", "\u00e9\u20AC", "\ud83d\ude00", "x\u0000y"]"#)
        guard case .array(let elements) = value.kind else {
            Issue.record("not an array")
            return
        }
        #expect(elements[0].kind == .string("a\"b\\c/d\u{8}\u{C}\n\r\t"))
        #expect(elements[1].kind == .string("é€"))
        #expect(elements[2].kind == .string("😀"))
        #expect(elements[3].kind == .string("x\u{0}y"))
    }

    @Test(arguments: [
        ("0", 0.0), ("-0", -0.0), ("7", 7), ("-12", -12), ("0.5", 0.5), ("1.25e2", 125), ("1E-2", 0.01),
        ("2e+3", 2000), ("123456789012345678901234567890", 1.2345678901234568e29), ("1e-400", 0),
        ("0.1", 0.1), ("3.14159", 3.14159), ("9007199254740993", 9_007_199_254_740_992),
        ("1.7976931348623157e308", 1.7976931348623157e308),
    ])
    func numbers(text: String, expected: Double) throws {
        let value = try parse(text)
        #expect(value.kind == .number(expected))
    }

    @Test func negativeZeroKeepsItsSign() throws {
        guard case .number(let zero) = try parse("-0.0").kind else {
            Issue.record("not a number")
            return
        }
        #expect(zero.sign == .minus)
    }

    /// 10,000 levels are refused cleanly at level 513 rather than overflowing the stack.
    @Test func deepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: SpecError.self) { try parse(text) }
        let limit = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect((try? parse(limit)) != nil)
    }

    @Test func largeObjectsStillRefuseDuplicateKeys() throws {
        let members = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ",\n")
        let duplicate = SpecError(
            file: "", path: "", line: 42, column: 1, message: "duplicate key `k3`; first given on line 5")
        #expect(throws: duplicate) {
            try parse("{\n" + members + ",\n\"k3\": 0}")
        }
        let value = try parse("{" + members + "}")
        #expect(value["k39"]?.kind == .number(39))
    }
}
