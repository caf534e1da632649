import BoxRender
import Foundation
import Testing

/// The asset sandbox's check and its read are of the same file (issue 12,
/// class 5): a picture swapped for a link out of the spec's folder after the
/// spec was checked is refused when it is read, never drawn. The swap is made
/// between the check (`prepare`) and the draw (`png`), so the race is won
/// every time rather than a quarter of the time.
@Suite struct AssetSwapTests {
    /// spec/ holds the spec and its picture; outside/ a picture it must never read.
    static func folders() throws -> (spec: URL, picture: URL, secret: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("swap-\(UUID().uuidString)")
        let spec = root.appendingPathComponent("spec")
        let outside = root.appendingPathComponent("outside")
        for folder in [spec, outside] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        let sunset = RepositoryPaths.renderFixtures.appendingPathComponent("assets/sunset.png")
        let picture = spec.appendingPathComponent("photo.png")
        let secret = outside.appendingPathComponent("secret.png")
        try FileManager.default.copyItem(at: sunset, to: picture)
        try FileManager.default.copyItem(at: sunset, to: secret)
        let text = #"{ "root": { "size": [40, 30], "image": "photo.png" } }"#
        try Data(text.utf8).write(to: spec.appendingPathComponent("spec.json"))
        return (spec, picture, secret)
    }

    @Test func aPictureSwappedForALinkOutAfterTheCheckIsRefused() throws {
        let (spec, picture, secret) = try Self.folders()
        let renderer = Renderer()
        let rendering = try renderer.prepare(specAt: spec.appendingPathComponent("spec.json").path)
        try FileManager.default.removeItem(at: picture)
        try FileManager.default.createSymbolicLink(at: picture, withDestinationURL: secret)
        #expect(throws: BoxRenderError.self) { try renderer.png(rendering) }
        do {
            _ = try renderer.png(rendering)
        } catch {
            #expect(
                "\(error)".contains("the file changed after it was checked: it now leads to \(secret.path)"), "\(error)"
            )
        }
    }

    /// The folder above the picture swapped for a link: the same.
    @Test func aFolderSwappedForALinkOutAfterTheCheckIsRefused() throws {
        let (spec, _, secret) = try Self.folders()
        let nested = spec.appendingPathComponent("sub")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: false)
        try FileManager.default.copyItem(at: secret, to: nested.appendingPathComponent("secret.png"))
        let text = #"{ "root": { "size": [40, 30], "image": "sub/secret.png" } }"#
        try Data(text.utf8).write(to: spec.appendingPathComponent("spec.json"))
        let renderer = Renderer()
        let rendering = try renderer.prepare(specAt: spec.appendingPathComponent("spec.json").path)
        try FileManager.default.removeItem(at: nested)
        try FileManager.default.createSymbolicLink(at: nested, withDestinationURL: secret.deletingLastPathComponent())
        do {
            _ = try renderer.png(rendering)
            Issue.record("the picture outside was read")
        } catch {
            #expect("\(error)".contains("it now leads to \(secret.path)"), "\(error)")
        }
    }

    /// Unchanged, the same picture draws as before.
    @Test func anUnchangedPictureStillDraws() throws {
        let (spec, _, _) = try Self.folders()
        let renderer = Renderer()
        let rendering = try renderer.prepare(specAt: spec.appendingPathComponent("spec.json").path)
        #expect(try renderer.png(rendering).count > 100)
    }
}
