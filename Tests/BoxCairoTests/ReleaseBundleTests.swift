import Foundation
import Testing

@testable import BoxCairo
@testable import BoxText

/// How a release bundle is recognised and where its fonts are read. The tests
/// never activate a bundle: that is process-wide, and the other tests draw
/// with the system's fonts. `Scripts/check-bundle.sh` runs a real one.
@Suite struct ReleaseBundleTests {
    /// A folder laid out as a bundle: `bin/boxrender`, and the dpkg record
    /// when `marked`.
    private func bundle(marked: Bool) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("bin"), withIntermediateDirectories: true)
        #expect(
            FileManager.default.createFile(atPath: root.appendingPathComponent("bin/boxrender").path, contents: Data()))
        if marked {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("share/boxrender"), withIntermediateDirectories: true)
            #expect(
                FileManager.default.createFile(
                    atPath: root.appendingPathComponent(ReleaseBundle.statusFile).path,
                    contents: Data("Package: x\n".utf8)))
        }
        return root
    }

    @Test func aBundleIsTheFolderAboveBinWithItsRecord() throws {
        let root = try bundle(marked: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let found = ReleaseBundle.root(ofExecutableAt: root.appendingPathComponent("bin/boxrender").path)
        #expect(found == root.resolvingSymlinksInPath().path)
    }

    @Test func aLinkToTheExecutableFindsTheBundle() throws {
        // As the .deb installs it: /usr/bin/boxrender → /opt/boxrender/bin/boxrender.
        let root = try bundle(marked: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let link = root.deletingLastPathComponent().appendingPathComponent("link-\(UUID().uuidString)")
        try FileManager.default.createSymbolicLink(
            atPath: link.path, withDestinationPath: root.appendingPathComponent("bin/boxrender").path)
        defer { try? FileManager.default.removeItem(at: link) }
        #expect(ReleaseBundle.root(ofExecutableAt: link.path) == root.resolvingSymlinksInPath().path)
    }

    @Test func withoutItsRecordAFolderIsNoBundle() throws {
        let root = try bundle(marked: false)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(ReleaseBundle.root(ofExecutableAt: root.appendingPathComponent("bin/boxrender").path) == nil)
        // A build folder, such as this test's own.
        #expect(ReleaseBundle.root(ofExecutableAt: CommandLine.arguments[0]) == nil)
        #expect(ReleaseBundle.rootOfRunningExecutable() == nil)
    }

    @Test func fontsAreReadBelowTheBundlesShareFonts() {
        let roboto = "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF"
        #expect(
            ReleaseBundle.located(roboto, root: "/opt/b") == "/opt/b/share/fonts/truetype/roboto/unhinted/RobotoTTF")
        #expect(
            ReleaseBundle.systemPath(of: "/opt/b/share/fonts/truetype/x.ttf", root: "/opt/b")
                == "/usr/share/fonts/truetype/x.ttf")
        // A --font-dir elsewhere is read where it is, and named as it is.
        #expect(ReleaseBundle.located("/home/me/fonts/a.ttf", root: "/opt/b") == "/home/me/fonts/a.ttf")
        #expect(ReleaseBundle.systemPath(of: "/home/me/fonts/a.ttf", root: "/opt/b") == "/home/me/fonts/a.ttf")
        // Without a bundle, every path is the system's.
        #expect(ReleaseBundle.located(roboto, root: nil) == roboto)
    }

    @Test func withoutABundleTheFontsAreDebians() {
        #expect(ReleaseBundle.activeRoot == nil)
        #expect(BundledFonts.directories == BundledFonts.systemDirectories)
        #expect(BundledFonts.fallbacks == BundledFonts.systemFallbacks)
        for path in BundledFonts.directories.map(\.path) + BundledFonts.fallbacks.flatMap(\.files) {
            #expect(path.hasPrefix(ReleaseBundle.systemFontFolder), "\(path)")
        }
    }
}
