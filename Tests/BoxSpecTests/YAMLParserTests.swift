import BoxSpec
import Testing

struct YAMLParserTests {
    private func parse(_ text: String) throws -> SpecValue {
        try YAMLParser.parse(Array(text.utf8))
    }

    /// Plain scalars follow YAML 1.2's core schema; quoted ones are strings.
    @Test(arguments: [
        ("true", SpecValue.Kind.bool(true)), ("False", .bool(false)), ("null", .null), ("~", .null), ("", .null),
        ("12", .number(12)), ("-3", .number(-3)), ("0x1F", .number(31)), ("0o17", .number(15)), ("2.5", .number(2.5)),
        ("1e3", .number(1000)), (".5", .number(0.5)), ("+7", .number(7)), ("yes", .string("yes")),
        ("no", .string("no")), ("on", .string("on")), ("2001-01-01", .string("2001-01-01")), ("'12'", .string("12")),
        ("\"true\"", .string("true")), ("#E5E5EA", .null), ("\"#E5E5EA\"", .string("#E5E5EA")),
        ("!!str 5", .string("5")), ("!!float 5", .number(5)),
    ])
    func scalars(text: String, expected: SpecValue.Kind) throws {
        let value = try parse("key: " + text)
        #expect(value["key"]?.kind == expected)
    }

    @Test func positionsAndKeyOrder() throws {
        let value = try parse("b: 1\na:\n  - x\n  - {c: [1, 2]}\n")
        guard case .object(let members) = value.kind else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["b", "a"])
        #expect(members[1].keyPosition == SourcePosition(line: 2, column: 1))
        #expect(members[1].value.position == SourcePosition(line: 3, column: 3))
        guard case .array(let items) = members[1].value.kind else {
            Issue.record("not an array")
            return
        }
        #expect(items[0].kind == .string("x"))
        #expect(items[0].position == SourcePosition(line: 3, column: 5))
        #expect(items[1]["c"]?.position == SourcePosition(line: 4, column: 9))
    }

    @Test func anchorsAndAliasesExpand() throws {
        let value = try parse("a: &s [1, 2]\nb: *s\n")
        #expect(value["b"]?.kind == value["a"]?.kind)
    }

    /// YAML's merge key: the mapping's own keys win, then earlier merged
    /// mappings over later ones; a quoted `"<<"` is an ordinary key.
    @Test func mergeKeysBringInAnchoredMappings() throws {
        let value = try parse(
            "a: &a {x: 1, y: 2}\nb: &b {y: 3, z: 4}\nc:\n  <<: *a\n  x: 9\nd:\n  <<: [*b, *a]\ne: {\"<<\": 1}\n")
        guard case .object(let c) = value["c"]?.kind, case .object(let d) = value["d"]?.kind else {
            Issue.record("not objects")
            return
        }
        #expect(c.map(\.key) == ["x", "y"])
        #expect(value["c"]?["x"]?.kind == .number(9))
        #expect(d.map(\.key) == ["y", "z", "x"])
        #expect(value["d"]?["y"]?.kind == .number(3))
        #expect(value["e"]?["<<"]?.kind == .number(1))
        #expect(throws: SpecError.self) { try parse("a:\n  <<: 5\n") }
    }

    /// Nine levels of ten aliases each would be 10⁹ values; the budget stops it.
    @Test func aliasBombsAreRefused() {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            let previous = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
            text += "a\(level): &a\(level) [\(previous)]\n"
        }
        #expect(throws: SpecError.self) { try parse(text) }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: SpecError.self) { try parse(text) }
        let limit = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect((try? parse(limit)) != nil)
    }
}
