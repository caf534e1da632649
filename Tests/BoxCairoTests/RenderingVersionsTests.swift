import BoxCairo
import BoxText
import Foundation
import Testing

@Suite struct RenderingVersionsTests {
    /// Nine `name version` lines in the order `Scripts/record-versions.sh` writes them.
    @Test func namesEverythingThatDecidesHowTextLooks() {
        let lines = currentRenderingVersions().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 10)
        #expect(lines.last == "")
        let names = lines.dropLast().map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(
            names == [
                "cairo", "pango", "harfbuzz", "libfreetype6", "fonts-roboto-unhinted", "fonts-liberation2",
                "fonts-noto-core", "fonts-noto-color-emoji", "fonts-noto-cjk",
            ])
        for line in lines.dropLast() {
            #expect(line.split(separator: " ").count == 2)
            #expect(!line.hasSuffix("not installed"))
        }
    }

    /// The script (pkg-config and dpkg-query) and the running process (the loaded
    /// libraries and dpkg's status file) agree on this machine, to the byte.
    @Test func scriptWritesTheSameText() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let output = directory + "/VERSIONS"
        let script = Process()
        script.executableURL = URL(fileURLWithPath: "/bin/bash")
        script.arguments = [repository.path + "/Scripts/record-versions.sh", output]
        try script.run()
        script.waitUntilExit()
        #expect(script.terminationStatus == 0)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == currentRenderingVersions())
    }
}
