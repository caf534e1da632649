import BoxModel
import Testing

@testable import BoxSpec

/// `templates` and `use` (spec-format §8): a templated spec decodes to exactly
/// the tree of the same spec written out by hand, paths included.
@Suite struct TemplateTests {
    private func expectSameTree(_ templated: String, _ written: String) throws {
        #expect(try decode(templated).tree == decode(written).tree)
    }

    @Test func parametersAreSubstitutedInStrings() throws {
        try expectSameTree(
            #"""
            { "templates": { "row": { "type": "styledLine", "left": "${title}", "right": "${count} items, ${new}",
                                      "size": [304, 44] } },
              "root": { "type": "styledTable", "size": [304, 0], "middleLines": [
                { "use": "row", "with": { "title": "Grids", "count": 3, "new": true } },
                { "use": "row", "with": { "title": "Lines ${x}", "count": 2.5, "new": false } } ] } }
            """#,
            #"""
            { "root": { "type": "styledTable", "size": [304, 0], "middleLines": [
                { "type": "styledLine", "left": "Grids", "right": "3 items, true", "size": [304, 44] },
                { "type": "styledLine", "left": "Lines ${x}", "right": "2.5 items, false", "size": [304, 44] } ] } }
            """#)
    }

    @Test func aWholeStringParameterTakesAnyValue() throws {
        try expectSameTree(
            #"""
            { "templates": { "panel": { "size": "${size}", "backgroundColor": "${colour}", "boxes": "${children}" } },
              "root": { "use": "panel", "with": { "size": [100, 50], "colour": { "white": 0.5 },
                                                 "children": [ { "size": [10, 10] }, { "size": [20, 20] } ] } } }
            """#,
            #"""
            { "root": { "size": [100, 50], "backgroundColor": { "white": 0.5 },
                        "boxes": [ { "size": [10, 10] }, { "size": [20, 20] } ] } }
            """#)
    }

    @Test func keysBesideUseOverrideTheTemplates() throws {
        try expectSameTree(
            #"""
            { "templates": { "tile": { "size": [50, 50], "margin": 4, "backgroundColor": "red" } },
              "root": { "contentLayoutMode": "grid", "size": [200, 0], "boxes": [
                { "use": "tile", "id": "first", "margin": 8 }, { "use": "tile", "size": [60, 60] } ] } }
            """#,
            #"""
            { "root": { "contentLayoutMode": "grid", "size": [200, 0], "boxes": [
                { "size": [50, 50], "margin": 8, "backgroundColor": "red", "id": "first" },
                { "size": [60, 60], "margin": 4, "backgroundColor": "red" } ] } }
            """#)
    }

    @Test func templatesNestAndMayBeUsedTwiceOnOnePath() throws {
        // `badge` appears twice under `card`, once through `row`: a repeat on
        // one path is not recursion unless a template is inside itself.
        try expectSameTree(
            #"""
            { "templates": {
                "badge": { "type": "box", "size": [8, 8], "backgroundColor": "${colour}" },
                "row": { "type": "line", "size": [200, 30], "left": [ "${label}", { "use": "badge", "with": { "colour": "green" } } ] },
                "card": { "size": [200, 0], "boxes": [ { "use": "badge", "with": { "colour": "red" } },
                                                      { "use": "row", "with": { "label": "${name}" } } ] },
                "alias": { "use": "card", "with": { "name": "${who}" } } },
              "root": { "use": "alias", "with": { "who": "Ada" } } }
            """#,
            #"""
            { "root": { "size": [200, 0], "boxes": [
                { "type": "box", "size": [8, 8], "backgroundColor": "red" },
                { "type": "line", "size": [200, 30], "left": [ "Ada", { "type": "box", "size": [8, 8], "backgroundColor": "green" } ] } ] } }
            """#)
    }

    @Test func templatesMayComeAfterTheRoot() throws {
        try expectSameTree(
            #"{ "root": { "use": "dot" }, "templates": { "dot": { "size": [1, 1] } } }"#,
            #"{ "root": { "size": [1, 1] } }"#)
    }

    @Test func parameterNamesAreFoundInFirstMentionOrder() {
        let body = SpecValue(
            .object([
                SpecMember(
                    key: "left", keyPosition: SourcePosition(line: 1, column: 1),
                    value: SpecValue(
                        .string("${b} and ${a}, ${b}, ${} ${ x} $a"), at: SourcePosition(line: 1, column: 9))
                )
            ]), at: SourcePosition(line: 1, column: 1))
        #expect(TemplateSubstitution.parameters(in: body) == ["b", "a"])
    }

    @Test func expansionStopsAtItsLimit() {
        // Four levels of ten uses: 10,000 leaves, far more than a limit of 500 values.
        var templates: [String] = []
        for level in 0..<4 {
            let uses = Array(repeating: #"{ "use": "l\#(level + 1)" }"#, count: 10).joined(separator: ", ")
            templates.append(#""l\#(level)": { "boxes": [\#(uses)] }"#)
        }
        templates.append(#""l4": { "size": [1, 1] }"#)
        let text = #"{ "templates": { \#(templates.joined(separator: ", ")) }, "root": { "use": "l0" } }"#
        let document = try? SpecParser.parse(Array(text.utf8), format: .json)
        let diagnostics = Diagnostics(file: "spec.json")
        let reader = ValueReader(diagnostics: diagnostics)
        guard let document, let templatesValue = document["templates"], let root = document["root"] else {
            Issue.record("the test's spec did not parse")
            return
        }
        var expander = TemplateExpander(
            library: TemplateLibrary(decoding: templatesValue, reader: reader), diagnostics: diagnostics, limit: 500)
        // No template here uses itself, so the walk need not open and close their names.
        var pending = [(root, "root")]
        var resolved = 0
        while let (value, path) = pending.popLast() {
            guard let (node, _) = expander.resolve(value, path: path) else { continue }
            resolved += 1
            if case .array(let boxes)? = node["boxes"]?.kind {
                for (index, box) in boxes.enumerated() { pending.append((box, "\(path).boxes[\(index)]")) }
            }
        }
        #expect(expander.expandedValues > 500)
        #expect(resolved < 200)
        let messages = diagnostics.sortedErrors.map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("templates expand to more than 500 values") == true)
    }

    static let invalid: [InvalidSpec] = [
        InvalidSpec(
            "missing parameter", #"{"templates": {"t": {"id": "${name}"}}, "root": {"use": "t"}}"#,
            "spec.json:1:28: root.id: template `t` needs a value for `${name}`: add `with.name` where it is used"),
        InvalidSpec(
            "object spliced into a longer string",
            #"{"templates": {"t": {"id": "x${v}"}}, "root": {"use": "t", "with": {"v": [1]}}}"#,
            "spec.json:1:28: root.id: `${v}` is part of a longer string, so its value must be a string, number or boolean, found an array"
        ),
        InvalidSpec(
            "unknown parameter of a template without any",
            #"{"templates": {"t": {}}, "root": {"use": "t", "with": {"v": 1}}}"#,
            "spec.json:1:56: root.with.v: template `t` has no parameter `v`; it has none"),
        InvalidSpec(
            "with not an object", #"{"templates": {"t": {}}, "root": {"use": "t", "with": 1}}"#,
            "spec.json:1:55: root.with: expected an object of parameters, found a number"),
        InvalidSpec(
            "use not a string", #"{"templates": {"t": {}}, "root": {"use": 1}}"#,
            "spec.json:1:42: root.use: expected a template name (a string), found a number"),
        InvalidSpec(
            "templates not an object", #"{"templates": [], "root": {}}"#,
            "spec.json:1:15: templates: expected an object of named box trees, found an array"),
        InvalidSpec(
            "template not a node", #"{"templates": {"t": "box"}, "root": {}}"#,
            "spec.json:1:21: templates.t: expected a node (an object), found a string"),
        InvalidSpec(
            "with without use", #"{"root": {"with": {}}}"#,
            "spec.json:1:11: root.with: `with` gives a template's parameters; it needs `use` beside it"),
        InvalidSpec(
            "a template inside itself", #"{"templates": {"t": {"boxes": [{"use": "t"}]}}, "root": {"use": "t"}}"#,
            "spec.json:1:40: root.boxes[0].use: template `t` uses itself: t → t"),
        InvalidSpec(
            "a template that is its own alias", #"{"templates": {"t": {"use": "t"}}, "root": {"use": "t"}}"#,
            "spec.json:1:29: root.use: template `t` uses itself: t → t"),
    ]

    @Test(arguments: invalid)
    func refuses(_ spec: InvalidSpec) {
        #expect(errorText(spec.bytes, format: spec.format) == spec.expected)
    }
}
