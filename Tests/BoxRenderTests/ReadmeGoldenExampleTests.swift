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
