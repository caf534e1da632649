import BoxModel
import BoxSpec
import Testing

/// Every colour form of spec-format §2, decoded through `backgroundColor`.
struct ColorDecodingTests {
    private func background(_ json: String) throws -> Color? {
        try decodeRoot(#"{"backgroundColor": \#(json)}"#).style.backgroundColor
    }

    @Test(arguments: [
        (##""#F80""##, rgba(0xFF, 0x88, 0x00)),
        (##""#f80c""##, rgba(0xFF, 0x88, 0x00, 0xCC)),
        (##""#E5E5EA""##, rgba(0xE5, 0xE5, 0xEA)),
        (##""#11223380""##, rgba(0x11, 0x22, 0x33, 0x80)),
        (##""#abcdef""##, rgba(0xAB, 0xCD, 0xEF)),
    ])
    func hex(json: String, expected: Color) throws {
        #expect(try background(json) == expected)
    }

    @Test(arguments: [
        (#""red""#, rgba(255, 0, 0)),
        (#""CornflowerBlue""#, rgba(0x64, 0x95, 0xED)),
        (#""REBECCAPURPLE""#, rgba(0x66, 0x33, 0x99)),
        (#""gray""#, rgba(0x80, 0x80, 0x80)),
        (#""grey""#, rgba(0x80, 0x80, 0x80)),
        (#""lightgoldenrodyellow""#, rgba(0xFA, 0xFA, 0xD2)),
        (#""teal""#, rgba(0, 0x80, 0x80)),
        (#""white""#, Color.white),
        (#""black""#, Color.black),
        (#""clear""#, Color.clear),
        (#""Clear""#, Color.clear),
    ])
    func named(json: String, expected: Color) throws {
        #expect(try background(json) == expected)
    }

    @Test(arguments: [
        (#"{"white": 0.94}"#, Color(white: 0.94)),
        (#"{"white": 0.5, "alpha": 0.25}"#, Color(white: 0.5, alpha: 0.25)),
        ("[0.1, 0.2, 0.3]", Color(red: 0.1, green: 0.2, blue: 0.3)),
        ("[1, 0, 0.5, 0.75]", Color(red: 1, green: 0, blue: 0.5, alpha: 0.75)),
    ])
    func whiteAndComponents(json: String, expected: Color) throws {
        #expect(try background(json) == expected)
    }

    @Test func noBackgroundByDefault() throws {
        #expect(try decodeRoot("{}").style.backgroundColor == nil)
    }
}
