import BoxModel
import BoxSpec
import Testing

/// The top-level `screenshot` key (spec-format §1): `false`, `true`, or `{ "shadow": … }`.
struct ScreenshotKeyTests {
    @Test(arguments: [
        (#"false"#, nil),
        (#"true"#, ScreenshotMode(shadow: true)),
        (#"{}"#, ScreenshotMode(shadow: true)),
        (#"{"shadow": true}"#, ScreenshotMode(shadow: true)),
        (#"{"shadow": false}"#, ScreenshotMode(shadow: false)),
    ])
    func decodes(_ value: String, _ expected: ScreenshotMode?) throws {
        #expect(try decode(#"{"screenshot": \#(value), "root": {}}"#).screenshot == expected)
    }

    @Test func absentMeansNoScreenshot() throws {
        #expect(try decode(#"{"root": {}}"#).screenshot == nil)
    }

    @Test func yamlFormsDecodeTheSame() throws {
        let spec = try decode("screenshot: {shadow: false}\nroot: {}\n", format: .yaml)
        #expect(spec.screenshot == ScreenshotMode(shadow: false))
    }
}
