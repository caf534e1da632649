import BoxRender
import Foundation
import Testing

/// The asset sandbox's check and its read are of the same file (issue 12,
/// class 5): a picture swapped for a link out of the spec's folder after the
/// spec was checked is refused when it is read, never drawn. The swap is made
/// between the sandbox's check (decoding the spec) and the one read of the
/// file (`prepare`, which reads it whole for drawing), so the race is won
/// every time rather than a quarter of the time. After that read, a swap
/// changes nothing: the file is not opened again.
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
        let decoded = try renderer.decodeSpec(at: spec.appendingPathComponent("spec.json").path)
        try FileManager.default.removeItem(at: picture)
        try FileManager.default.createSymbolicLink(at: picture, withDestinationURL: secret)
        #expect(throws: BoxRenderError.self) { try renderer.png(try renderer.prepare(decoded)) }
        do {
            _ = try renderer.png(try renderer.prepare(decoded))
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
        let decoded = try renderer.decodeSpec(at: spec.appendingPathComponent("spec.json").path)
        try FileManager.default.removeItem(at: nested)
        try FileManager.default.createSymbolicLink(at: nested, withDestinationURL: secret.deletingLastPathComponent())
        do {
            _ = try renderer.png(try renderer.prepare(decoded))
            Issue.record("the picture outside was read")
        } catch {
            #expect("\(error)".contains("it now leads to \(secret.path)"), "\(error)")
        }
    }

    /// Once read, the picture is drawn from what was read: a swap after
    /// `prepare` reaches nothing.
    @Test func aSwapAfterTheReadIsNeverSeen() throws {
        let (spec, picture, secret) = try Self.folders()
        let renderer = Renderer()
        let rendering = try renderer.prepare(specAt: spec.appendingPathComponent("spec.json").path)
        let drawn = try renderer.png(try renderer.prepare(specAt: spec.appendingPathComponent("spec.json").path))
        try FileManager.default.removeItem(at: picture)
        try FileManager.default.createSymbolicLink(at: picture, withDestinationURL: secret)
        #expect(try renderer.png(rendering) == drawn)
    }

    /// Unchanged, the same picture draws as before.
    @Test func anUnchangedPictureStillDraws() throws {
        let (spec, _, _) = try Self.folders()
        let renderer = Renderer()
        let rendering = try renderer.prepare(specAt: spec.appendingPathComponent("spec.json").path)
        #expect(try renderer.png(rendering).count > 100)
    }
}
