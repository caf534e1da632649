import BoxFiles
import Foundation
import Testing

/// The questions asked of paths boxrender names itself (its font folders,
/// fontconfig's cache, its own executable), answered by the file layer.
struct NamedPathTests {
    @Test func makesEveryMissingFolderAbove() throws {
        let top = try CLIRunner.temporaryFolder().path
        let deep = top + "/a/b/c"
        #expect(NamedPath.makeFolders(deep))
        #expect(NamedPath.target(deep) == .folder)
        #expect(NamedPath.makeFolders(deep), "a folder already there is fine")
        #expect(NamedPath.isWritableFolder(deep))
        try Data("x".utf8).write(to: URL(fileURLWithPath: top + "/file"))
        #expect(!NamedPath.makeFolders(top + "/file/below"), "a file is in the way")
        #expect(!NamedPath.makeFolders(top + "/file"))
    }

    @Test func readableFilesAndWritableFolders() throws {
        let top = try CLIRunner.temporaryFolder().path
        try Data("x".utf8).write(to: URL(fileURLWithPath: top + "/font.ttf"))
        #expect(NamedPath.isReadableFile(top + "/font.ttf"))
        #expect(!NamedPath.isReadableFile(top), "a folder is not a file")
        #expect(!NamedPath.isReadableFile(top + "/missing.ttf"))
        #expect(!NamedPath.isWritableFolder(top + "/font.ttf"))
    }

    @Test func readsWhatALinkHolds() throws {
        let top = try CLIRunner.temporaryFolder().path
        try FileManager.default.createSymbolicLink(atPath: top + "/link", withDestinationPath: "../elsewhere")
        #expect(NamedPath.linkTarget(top + "/link") == "../elsewhere")
        #expect(NamedPath.linkTarget(top) == nil, "a folder is not a link")
        #expect(NamedPath.linkTarget("/proc/self/exe")?.hasPrefix("/") == true)
    }
}
