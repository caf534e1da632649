import BoxModel
import Foundation
import Testing

@testable import BoxSpec

/// The asset sandbox (issue 6): images resolve only inside the spec's folder
/// and the asset folders, unless any path is allowed.
@Suite struct AssetAccessTests {
    /// spec/ (the spec's folder, with a picture and links), assets/ (an asset
    /// folder), outside/ (neither).
    private struct Folders {
        let root: String
        var spec: String { root + "/spec" }
        var assets: String { root + "/assets" }
        var outside: String { root + "/outside" }

        init() throws {
            root = try makeTemporaryDirectory()
            for folder in ["spec/sub", "assets", "outside"] {
                try FileManager.default.createDirectory(
                    atPath: root + "/" + folder, withIntermediateDirectories: true)
            }
            for file in [
                "spec/own.png", "spec/sub/nested.png", "assets/shared.png", "assets/own.png", "outside/secret.png",
            ] {
                try Data([0x89, 0x50]).write(to: URL(fileURLWithPath: root + "/" + file))
            }
            let links = FileManager.default
            try links.createSymbolicLink(atPath: spec + "/leaks.png", withDestinationPath: outside + "/secret.png")
            try links.createSymbolicLink(atPath: spec + "/shared-link.png", withDestinationPath: assets + "/shared.png")
            try links.createSymbolicLink(atPath: spec + "/inner-link.png", withDestinationPath: "sub/nested.png")
        }
    }

    /// The resolved image path, or the error text.
    private func image(
        _ src: String, in folders: Folders, access: AssetAccess = .specFolder, maximumBytes: Int = 1 << 20
    )
        -> String
    {
        var limits = SpecLimits.default
        limits.imageFileBytes = maximumBytes
        do {
            let node = try decodeRoot(
                #"{"image": "\#(src)"}"#, baseDirectory: folders.spec,
                options: DecodeOptions(limits: limits, assets: access))
            return node.style.image?.source.path ?? "no image"
        } catch {
            return "\(error)"
        }
    }

    @Test func pathsInsideTheSpecsFolderResolveThere() throws {
        let folders = try Folders()
        defer { try? FileManager.default.removeItem(atPath: folders.root) }
        #expect(image("own.png", in: folders) == folders.spec + "/own.png")
        #expect(image("sub/nested.png", in: folders) == folders.spec + "/sub/nested.png")
        // `..` that stays inside is fine; so is a link that stays inside.
        #expect(image("sub/../own.png", in: folders) == folders.spec + "/sub/../own.png")
        #expect(image("inner-link.png", in: folders) == folders.spec + "/inner-link.png")
    }

    @Test func absolutePathsAreRefused() throws {
        let folders = try Folders()
        defer { try? FileManager.default.removeItem(atPath: folders.root) }
        #expect(
            image(folders.outside + "/secret.png", in: folders)
                == "spec.json:1:20: root.image: absolute image paths are refused: put the file in the spec's folder "
                + "or an --asset-dir, or pass --allow-any-path")
    }

    @Test func dotDotThatClimbsOutIsRefusedEvenWhenTheFileExists() throws {
        let folders = try Folders()
        defer { try? FileManager.default.removeItem(atPath: folders.root) }
        for src in ["../outside/secret.png", "sub/../../outside/secret.png", "./../outside/secret.png"] {
            #expect(image(src, in: folders).contains("the path climbs out of the spec's folder with `..`"), "\(src)")
        }
    }

    @Test func linksThatLeadOutAreRefused() throws {
        let folders = try Folders()
        defer { try? FileManager.default.removeItem(atPath: folders.root) }
        let real = try #require(realPath(folders.outside + "/secret.png"))
        #expect(
            image("leaks.png", in: folders)
                == "spec.json:1:20: root.image: \(folders.spec)/leaks.png is a symbolic link to \(real), outside "
                + "the spec's folder and the --asset-dir folders: put the file in the spec's folder or an "
                + "--asset-dir, or pass --allow-any-path")
        // Into an asset folder is not out: only when that folder is allowed.
        #expect(image("shared-link.png", in: folders).contains("is a symbolic link to"))
        let withAssets = AssetAccess(directories: [folders.assets])
        #expect(image("shared-link.png", in: folders, access: withAssets) == folders.spec + "/shared-link.png")
    }

    @Test func assetFoldersAreSearchedAfterTheSpecsOwn() throws {
        let folders = try Folders()
        defer { try? FileManager.default.removeItem(atPath: folders.root) }
        let access = AssetAccess(directories: [folders.assets])
        #expect(image("shared.png", in: folders, access: access) == folders.assets + "/shared.png")
        #expect(image("own.png", in: folders, access: access) == folders.spec + "/own.png")
        #expect(
            image("none.png", in: folders, access: access)
                == "spec.json:1:20: root.image: image file not found: \(folders.spec)/none.png "
                + "(nor in the --asset-dir folders)")
        #expect(image("shared.png", in: folders).contains("image file not found"))
    }

    @Test func anyPathMayBeAllowed() throws {
        let folders = try Folders()
        defer { try? FileManager.default.removeItem(atPath: folders.root) }
        #expect(
            image(folders.outside + "/secret.png", in: folders, access: .anyPath) == folders.outside + "/secret.png")
        #expect(
            image("../outside/secret.png", in: folders, access: .anyPath) == folders.spec + "/../outside/secret.png")
        #expect(image("leaks.png", in: folders, access: .anyPath) == folders.spec + "/leaks.png")
    }

    @Test func aURLIsAFileNameAndNothingIsFetched() throws {
        let folders = try Folders()
        defer { try? FileManager.default.removeItem(atPath: folders.root) }
        #expect(
            image("https://example.com/logo.png", in: folders)
                == "spec.json:1:20: root.image: image file not found: \(folders.spec)/https://example.com/logo.png")
    }

    @Test func filesOverTheSizeLimitAreRefusedBeforeTheyAreRead() throws {
        let folders = try Folders()
        defer { try? FileManager.default.removeItem(atPath: folders.root) }
        #expect(image("own.png", in: folders, maximumBytes: 2) == folders.spec + "/own.png")
        #expect(
            image("own.png", in: folders, maximumBytes: 1)
                == "spec.json:1:20: root.image: \(folders.spec)/own.png is 2 bytes, more than 1 "
                + "(the limit; --max-image-bytes raises it)")
    }

    @Test func climbingOutIsDecidedByTheComponents() {
        #expect(!AssetResolver.climbsOut("a/b.png"))
        #expect(!AssetResolver.climbsOut("a/../b.png"))
        #expect(!AssetResolver.climbsOut("./a//b.png"))
        #expect(AssetResolver.climbsOut("../b.png"))
        #expect(AssetResolver.climbsOut("a/../../b.png"))
        #expect(AssetResolver.climbsOut("a/./../.."))
    }

    private func realPath(_ path: String) -> String? {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }
}
