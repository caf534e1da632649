import BoxRender
import BoxRenderTesting
import Testing
import XCTest

// The README's example golden tests, as written there; their goldens are in
// __Snapshots__/ReadmeGoldenExampleTests/ beside this file (the default place).

@Test func profileCard() {
    assertRendering(
        json: """
            { "canvas": { "scale": 2 },
              "root": { "type": "styledTable", "size": [240, 0], "margin": 8,
                        "topLines": [ { "type": "styledLine", "left": "**Profile**|mush", "size": [240, 40] } ],
                        "middleLines": [ { "type": "styledLine", "left": "Name", "right": "Ada", "size": [240, 40] } ] } }
            """)
}

/// The same card built in Swift: the same golden.
@Test func profileCardInSwift() {
    assertRendering(
        of: StyledTable(
            size: Size(width: 240, height: 0),
            topLines: [StyledLine(left: "**Profile**|mush", size: Size(width: 240, height: 40))]
        ) {
            StyledLine(left: "Name", right: "Ada", size: Size(width: 240, height: 40))
        }
        .margin(8),
        canvas: CanvasSpec(scale: 2), named: "profileCard")
}

/// The same assertion from XCTest.
final class ProfileCardXCTests: XCTestCase {
    func testProfileCard() {
        assertRendering(
            json: """
                { "canvas": { "scale": 2 },
                  "root": { "type": "styledTable", "size": [240, 0], "margin": 8,
                            "topLines": [ { "type": "styledLine", "left": "**Profile**|mush", "size": [240, 40] } ],
                            "middleLines": [ { "type": "styledLine", "left": "Name", "right": "Ada", "size": [240, 40] } ] } }
                """, named: "profileCard")
    }
}
