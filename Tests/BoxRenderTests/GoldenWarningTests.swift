import BoxRender
import BoxRenderTesting
import Foundation
import Testing

/// A golden test of a picture with warnings fails by default, naming them,
/// and passes when `GoldenOptions(allowsWarnings: true)` says the picture
/// shows them on purpose (issue 15).
@Suite struct GoldenWarningTests {
    /// A line whose middle box side precedence drops.
    static let spec = #"""
        { "root": { "type": "styledTable", "size": [304, 0], "middleLines": [
          { "type": "styledLine", "left": "Storage used on this phone",
            "middle": [ { "type": "box", "size": [120, 8], "backgroundColor": "#34C759" } ], "right": "64 GB" } ] } }
        """#

    private func failure(allowing: Bool, in folder: URL) -> String? {
        renderingFailure(
            named: "storage", testFilePath: folder.appendingPathComponent("StorageTests.swift").path,
            golden: GoldenOptions(
                directory: folder.path, record: .missing, failureDirectory: folder.path, allowsWarnings: allowing)
        ) { renderer throws(BoxRenderError) in
            try renderer.prepare(specText: Self.spec, name: "storage.json")
        }
    }

    @Test func warningsFailAGoldenTestUnlessAllowed() throws {
        let folder = try CLIRunner.temporaryFolder()
        let message = try #require(failure(allowing: false, in: folder))
        #expect(
            message == """
                storage: the picture has warnings (`GoldenOptions(allowsWarnings: true)` accepts them):
                storage.json: root.middleLines[0].middle[0]: warning: this item is not drawn: its line had no room \
                left for it once the sides were placed (side precedence: `left` first); make the line wider, shorten \
                the other items, change `sidePrecedence`, or set `widenAsNeeded`
                """)
        // Nothing was recorded for the picture nobody meant.
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("storage.png").path))
        // Allowed, it is recorded (a first recording asks to be looked at), then matches.
        #expect(failure(allowing: true, in: folder)?.hasPrefix("recorded ") == true)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("storage.png").path))
        #expect(failure(allowing: true, in: folder) == nil)
    }
}
