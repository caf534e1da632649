import BoxModel
import BoxSpec
import Testing

/// Lengths, sizes, insets and points (spec-format §2), each form to exact values.
struct ValueFormTests {
    @Test(arguments: [
        (#""size": [320, 44.5]"#, Size(width: 320, height: 44.5)),
        (#""size": {"width": 10, "height": 0}"#, Size(width: 10, height: 0)),
        (#""size": {"height": 7, "width": 3}"#, Size(width: 3, height: 7)),
    ])
    func sizes(member: String, expected: Size) throws {
        #expect(try decodeRoot("{\(member)}").size == expected)
    }

    @Test(arguments: [
        (#""padding": 8"#, Insets(all: 8)),
        (#""padding": -4.5"#, Insets(all: -4.5)),
        (#""padding": {"top": 1, "right": 4}"#, Insets(top: 1, left: 0, bottom: 0, right: 4)),
        (#""padding": {"left": 2, "bottom": 3}"#, Insets(top: 0, left: 2, bottom: 3, right: 0)),
        (#""topPadding": 5"#, Insets(top: 5)),
        (#""leftPadding": 6, "rightPadding": 7"#, Insets(left: 6, right: 7)),
        (#""bottomPadding": 9"#, Insets(bottom: 9)),
        (#""padding": {"top": 1}, "bottomPadding": 2"#, Insets(top: 1, bottom: 2)),
        (#""leftPadding": 3, "padding": {"right": 4}"#, Insets(left: 3, right: 4)),
    ])
    func padding(members: String, expected: Insets) throws {
        let node = try decodeRoot("{\(members)}")
        #expect(node.padding == expected)
        #expect(node.margin == .zero)
    }

    @Test(arguments: [
        (#""margin": 10"#, Insets(all: 10)),
        (#""margin": {"top": -8, "left": 1, "bottom": 2, "right": 3}"#, Insets(top: -8, left: 1, bottom: 2, right: 3)),
        (
            #""topMargin": 1, "leftMargin": 2, "bottomMargin": 3, "rightMargin": 4"#,
            Insets(top: 1, left: 2, bottom: 3, right: 4)
        ),
        (#""margin": {"left": 5}, "topMargin": 6"#, Insets(top: 6, left: 5)),
    ])
    func margin(members: String, expected: Insets) throws {
        let node = try decodeRoot("{\(members)}")
        #expect(node.margin == expected)
        #expect(node.padding == .zero)
    }

    @Test(arguments: [
        (#"[0, 12.5]"#, Point(x: 0, y: 12.5)),
        (#"{"x": -3, "y": 4}"#, Point(x: -3, y: 4)),
    ])
    func points(json: String, expected: Point) throws {
        let node = try decodeRoot(#"{"fixedPosition": \#(json)}"#)
        #expect(node.layoutMode == .fixed(expected))
    }
}
