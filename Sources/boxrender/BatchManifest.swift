import BoxFiles
import BoxModel
import BoxRender
import Foundation

/// The batch's record of what made each output (`.boxrender-manifest.json`
/// in the output folder): per output path, the SHA-256 of everything that
/// decided its bytes, and which spec, at which `--scale`, made it. A spec
/// whose outputs all have their hash, and exist, is not rendered again; the
/// spec and scale tell a run which outputs are its own to remove.
///
/// The manifest is data (committed, or a CI artifact): it is read through
/// the output folder's `ConfinedFolder`, bounded, and every path in it must
/// be an output's name inside the folder, or the run stops before writing.
struct BatchManifest: Sendable {
    static let fileName = OutputManifest.fileName
    static let maximumBytes = OutputManifest.maximumBytes
    typealias Entry = OutputManifest.Entry

    var outputs: [String: Entry]
    /// The rendering libraries of the run that last wrote it (`OutputManifest.libraries`).
    var libraries: [String: String]?

    init(outputs: [String: Entry], libraries: [String: String]? = nil) {
        self.outputs = outputs
        self.libraries = libraries
    }

    /// The manifest in `folder`; an empty one when there is none. A link or
    /// anything but a regular file there, one too large, one that is not a
    /// manifest, or an entry that is not an output's path inside the folder
    /// is an error naming it (exit 1).
    init(folder: String) throws {
        let confined = ConfinedFolder(folder)
        guard let bytes = try Self.bytes(in: confined) else {
            self.init(outputs: [:])
            return
        }
        do {
            let parsed = try OutputManifest.parse(bytes, folder: confined)
            self.init(outputs: parsed.outputs, libraries: parsed.libraries)
        } catch {
            throw CLIFailure(status: ExitStatus.badInput, lines: ["\(confined.shown(Self.fileName)): \(error)"])
        }
    }

    /// The manifest file's bytes; nil when there is none.
    private static func bytes(in folder: ConfinedFolder) throws -> [UInt8]? {
        do {
            return try folder.read(fileName, atMost: maximumBytes)
        } catch {
            if error.problem == .missing { return nil }
            throw CLIFailure(status: ExitStatus.badInput, lines: [error.description])
        }
    }

    /// The manifest's text: sorted, one output per line.
    var json: String { OutputManifest(outputs: outputs, libraries: libraries).json }

    /// The hex SHA-256 of `parts`, each length-prefixed so that no two lists
    /// of parts hash alike by running together.
    static func hash(_ parts: [[UInt8]]) -> String {
        let hasher = InputDigest()
        for part in parts {
            var length = UInt64(part.count).bigEndian
            withUnsafeBytes(of: &length) { hasher.update($0) }
            hasher.update(part)
        }
        return hasher.hex
    }

    /// The hex SHA-256 of the regular file at `path` in `folder`, read in
    /// chunks: what `hash([bytes])` gives for its bytes, in one chunk of memory.
    static func fileHash(_ path: String, in folder: ConfinedFolder) throws(ConfinedFileError) -> String {
        let file = try folder.openFile(path)
        var hasher = StreamingHash(length: file.size)
        try file.stream(atMost: file.size) { hasher.update($0) }
        return hasher.hex
    }

}

/// `BatchManifest.hash([bytes])` of a file's bytes fed in chunks, for a file
/// of a known size that is never held in memory whole.
struct StreamingHash {
    private let hasher = InputDigest()
    private let length: Int
    private var fed = 0

    init(length: Int) {
        self.length = length
        var prefix = UInt64(length).bigEndian
        withUnsafeBytes(of: &prefix) { hasher.update($0) }
    }

    mutating func update(_ chunk: [UInt8]) {
        fed += chunk.count
        hasher.update(chunk)
    }

    /// The hash; a file that shrank while read hashes as no file does.
    var hex: String {
        fed == length ? hasher.hex : "changed-while-read"
    }
}
