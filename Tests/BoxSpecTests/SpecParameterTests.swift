import BoxModel
import Foundation
import Testing

@testable import BoxSpec

/// `params`, `--set` and `variants` (spec-format §8): a parameterised spec
/// decodes to exactly the tree of the same spec written out by hand.
@Suite struct SpecParameterTests {
    private func expectSameTree(_ parameterised: String, _ written: String, setting: [String: ParameterValue] = [:])
        throws
    {
        let options = DecodeOptions(parameters: setting)
        #expect(try decode(parameterised, options: options).tree == decode(written).tree)
    }

    private func errors(_ text: String, setting: [String: ParameterValue] = [:]) -> String {
        do {
            _ = try decode(text, options: DecodeOptions(parameters: setting))
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    @Test func paramsAreSubstitutedAsTemplatesWithValuesAre() throws {
        try expectSameTree(
            #"""
            { "params": { "title": "Settings", "rows": 2, "size": [304, 44], "bg": "#F2F2F7" },
              "canvas": { "width": 320, "background": "${bg}" },
              "root": { "type": "styledLine", "left": "${title} (${rows})", "size": "${size}" } }
            """#,
            #"""
            { "canvas": { "width": 320, "background": "#F2F2F7" },
              "root": { "type": "styledLine", "left": "Settings (2)", "size": [304, 44] } }
            """#)
    }

    @Test func setValuesReplaceDefaultsAndTakeTheirKind() throws {
        // "3" for a number default is the number 3: `size` gets numbers.
        try expectSameTree(
            #"{ "params": { "w": 100, "label": "a" }, "root": { "type": "styledLine", "left": "${label}", "size": ["${w}", 44] } }"#,
            #"{ "root": { "type": "styledLine", "left": "40", "size": [3, 44] } }"#,
            setting: ["w": .text("3"), "label": .text("40")])
    }

    @Test func templatesFallBackOnParamsAndWithWins() throws {
        try expectSameTree(
            #"""
            { "params": { "fg": "#FF0000", "title": "Default" },
              "templates": { "row": { "type": "styledLine", "left": "${title}", "textColor": "${fg}", "size": [304, 44] } },
              "root": { "type": "styledTable", "size": [304, 0], "topLines": [
                { "use": "row" }, { "use": "row", "with": { "title": "Own", "fg": "#00FF00" } } ] } }
            """#,
            #"""
            { "root": { "type": "styledTable", "size": [304, 0], "topLines": [
                { "type": "styledLine", "left": "Default", "textColor": "#FF0000", "size": [304, 44] },
                { "type": "styledLine", "left": "Own", "textColor": "#00FF00", "size": [304, 44] } ] } }
            """#,
            setting: [:])
    }

    @Test func withoutParamsDollarBracesStayText() throws {
        try expectSameTree(
            #"{ "root": { "type": "styledLine", "left": "${not a param}${x}", "size": [304, 44] } }"#,
            #"{ "root": { "type": "styledLine", "left": "${not a param}${x}", "size": [304, 44] } }"#)
    }

    @Test func problemsNameTheParameter() {
        #expect(
            errors(#"{ "params": { "title": "a" }, "root": { "type": "styledLine", "left": "${titel}" } }"#)
                == "spec.json:1:71: root.left: unknown parameter `${titel}`: add `titel` to `params`; did you mean `title`?"
        )
        #expect(
            errors(#"{ "params": { "title": "a" }, "root": { "size": [1, 1] } }"#, setting: ["them": .text("dark")])
                == "spec.json: params: there is no parameter `them` to set: its params are `title`")
        #expect(
            errors(#"{ "root": { "size": [1, 1] } }"#, setting: ["theme": .text("dark")])
                == "spec.json: params: there is no parameter `theme` to set: the spec has no `params`")
        #expect(
            errors(#"{ "params": { "w": 10 }, "root": { "size": ["${w}", 1] } }"#, setting: ["w": .text("wide")])
                == "spec.json: params.w: `w` is set to `wide`, but its default is a number: give a number")
        #expect(
            errors(#"{ "params": [1], "root": { "size": [1, 1] } }"#)
                == "spec.json:1:13: params: expected an object of parameter names and values, found an array")
    }

    // MARK: Variants

    private func source(_ text: String, baseDirectory: String = "") throws -> SpecSource {
        try SpecSource.load(
            bytes: Array(text.utf8), format: .detect(path: "spec.yaml", bytes: Array(text.utf8)),
            sourcePath: "spec.yaml", baseDirectory: baseDirectory)
    }

    @Test func variantsAreNamedByDollarNameOrByTheirValuesInParamsOrder() throws {
        let loaded = try source(
            """
            params: { theme: light, lang: en, rows: 3 }
            variants:
              - { $name: plain }
              - { lang: de, theme: dark }
              - { rows: 2.5 }
              - {}
            root: { size: [1, 1] }
            """)
        #expect(loaded.variants.map(\.suffix) == ["-plain", "-dark-de", "-2.5", ""])
        #expect(
            loaded.variants[1].settings == [
                .init(name: "theme", value: .text("dark")), .init(name: "lang", value: .text("de")),
            ])
        #expect(loaded.parameterNames == ["theme", "lang", "rows"])
    }

    @Test func aVariantDecodesWithItsValues() throws {
        let loaded = try source(
            """
            params: { w: 10 }
            variants: [ { w: 20 } ]
            root: { size: ["${w}", 5] }
            """)
        let spec = try loaded.decode(options: DecodeOptions(parameters: loaded.variants[0].parameters))
        #expect(spec.tree[0].size == Size(width: 20, height: 5))
    }

    @Test func badVariantsAreReported() {
        let text = """
            params: { theme: light }
            variants:
              - { theme: dark }
              - { them: dark }
              - { theme: [dark] }
              - { $name: dark }
            root: { size: [1, 1] }
            """
        #expect(
            errorText(text, format: .yaml) == """
                spec.yaml:4:7: variants[1].them: unknown key `them`; did you mean `theme`?
                spec.yaml:5:14: variants[2].theme: expected a string, number or boolean, found an array
                spec.yaml:6:5: variants[3]: this variant's name suffix `-dark` is also variants[0]'s: their files \
                would have the same name; give each a different `$name`
                """)
    }

    @Test func fileNamePartsKeepLettersAndDigits() {
        let variant = SpecVariant(settings: [], nameParts: ["Dark mode", "de/CH", "größer", "1.5"])
        #expect(variant.suffix == "-Dark_mode-de_CH-größer-1.5")
    }

    @Test func theMatrixIsEveryCombinationFirstAxisSlowest() {
        let cells = SpecVariant.product([
            ("theme", [.text("light"), .text("dark")]), ("lang", [.text("en"), .text("de")]),
        ])
        #expect(cells.map { SpecVariant(cell: $0).suffix } == ["-light-en", "-light-de", "-dark-en", "-dark-de"])
    }
}
