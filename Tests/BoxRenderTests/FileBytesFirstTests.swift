import BoxFiles
import Foundation
import Testing

/// `FileBytes.read(_:first:thenAtMost:…)`: a file's first bytes, and the rest
/// in the same open only when they ask for it, bounded as `read(_:atMost:)` is.
struct FileBytesFirstTests {
    static func file(_ bytes: [UInt8]) throws -> String {
        let path = try CLIRunner.temporaryFolder().appendingPathComponent("file").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    let bytes = (0..<100).map { UInt8($0) }

    @Test func readsTheRestWhenTheFirstBytesAskForIt() throws {
        let path = try Self.file(bytes)
        var seen: ([UInt8], Int?)?
        let read = try FileBytes.read(path, first: 4, thenAtMost: 100) { first, size in
            seen = (first, size)
            return true
        }.get()
        #expect(read.whole && read.bytes == bytes)
        #expect(seen?.0 == [0, 1, 2, 3] && seen?.1 == 100)
    }

    @Test func stopsAfterTheFirstBytesWhenTheyDoNot() throws {
        let read = try FileBytes.read(try Self.file(bytes), first: 4, thenAtMost: 100) { _, _ in false }.get()
        #expect(!read.whole && read.bytes == [0, 1, 2, 3])
    }

    /// A file longer than the limit is refused from its size, only once the
    /// first bytes asked for the rest; one shorter than `first` never asks.
    @Test func boundsTheRest() throws {
        let path = try Self.file(bytes)
        #expect(throws: FileBytes.Problem.longerThan(99)) {
            try FileBytes.read(path, first: 4, thenAtMost: 99) { _, _ in true }.get()
        }
        #expect(try FileBytes.read(path, first: 4, thenAtMost: 99) { _, _ in false }.get().bytes.count == 4)
        var asked = false
        let short = try FileBytes.read(try Self.file([1, 2]), first: 4, thenAtMost: 99) { _, _ in
            asked = true
            return true
        }.get()
        #expect(!asked && !short.whole && short.bytes == [1, 2])
    }

    /// What is not a regular file (a pipe) has no size to refuse it by, and
    /// is read one byte past the limit, never more.
    @Test func boundsAPipeByReading() throws {
        let pipe = Pipe()
        // Less than a pipe holds, so the write never waits for the reader.
        pipe.fileHandleForWriting.write(Data(repeating: 7, count: 2000))
        try pipe.fileHandleForWriting.close()
        let path = "/proc/self/fd/\(pipe.fileHandleForReading.fileDescriptor)"
        var size: Int? = -1
        #expect(throws: FileBytes.Problem.longerThan(1000)) {
            try FileBytes.read(path, first: 4, thenAtMost: 1000) { _, regularSize in
                size = regularSize
                return true
            }.get()
        }
        #expect(size == nil)
        try pipe.fileHandleForReading.close()
    }
}
