import BoxModel
import BoxRender
import Crypto
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
    static let fileName = ".boxrender-manifest.json"
    /// The largest manifest read: about 200,000 outputs.
    static let maximumBytes = 64 << 20

    /// What the manifest says of one output.
    struct Entry: Sendable, Equatable {
        /// The SHA-256 of its inputs, a space, and the SHA-256 of the file written.
        var made: String
        /// The spec that makes it, relative to the output folder
        /// (`../Boxes/card.json`, see `BatchInputs.specKey`); nil in a
        /// manifest of version 1, whose outputs no run removes.
        var spec: String?
        /// The `--scale` it was drawn at; 0 for the spec's own.
        var scale: Int = 0

        /// The SHA-256 of the file written, as the manifest records it.
        var fileHash: Substring { made.split(separator: " ").last ?? "" }
    }

    var outputs: [String: Entry]

    init(outputs: [String: Entry]) {
        self.outputs = outputs
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
        self.init(outputs: try Self.outputs(in: bytes, folder: confined))
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

    /// A manifest's `outputs`, each path checked to be an output's inside `folder`.
    static func outputs(in bytes: [UInt8], folder: ConfinedFolder) throws -> [String: Entry] {
        let shown = folder.shown(fileName)
        let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
        guard let object, let listed = object["outputs"] as? [String: Any] else {
            throw CLIFailure(
                status: ExitStatus.badInput,
                lines: ["\(shown): not a boxrender manifest (JSON with an \"outputs\" object); remove it to start anew"]
            )
        }
        var outputs: [String: Entry] = [:]
        for (path, value) in listed {
            do {
                _ = try folder.components(path)
            } catch {
                throw CLIFailure(
                    status: ExitStatus.badInput,
                    lines: [
                        "\(shown): the output `\(path)` is not a path inside the folder; boxrender reads, writes and "
                            + "removes nothing outside it"
                    ])
            }
            guard OutputFormat(fileName: path) != nil, let entry = Self.entry(value) else {
                throw CLIFailure(
                    status: ExitStatus.badInput,
                    lines: ["\(shown): the output `\(path)` is not one boxrender writes, or its entry is not one"])
            }
            outputs[path] = entry
        }
        return outputs
    }

    /// An entry of version 2 (`{ "made", "spec", "scale" }`) or 1 (the `made` string alone).
    private static func entry(_ value: Any) -> Entry? {
        if let made = value as? String { return Entry(made: made) }
        guard let fields = value as? [String: Any], let made = fields["made"] as? String else { return nil }
        let spec = fields["spec"] as? String
        let scale = (fields["scale"] as? NSNumber)?.intValue ?? 0
        guard (0...3).contains(scale), fields["spec"] == nil || spec != nil else { return nil }
        return Entry(made: made, spec: spec, scale: scale)
    }

    /// The manifest's text: sorted, one output per line.
    var json: String {
        let lines = outputs.keys.sorted().map { path in
            let entry = outputs[path] ?? Entry(made: "")
            var fields = "\"made\": \(JSONText.string(entry.made))"
            if let spec = entry.spec { fields += ", \"spec\": \(JSONText.string(spec)), \"scale\": \(entry.scale)" }
            return "    \(JSONText.string(path)): { \(fields) }"
        }
        return "{ \"version\": 2,\n  \"outputs\": {\n" + lines.joined(separator: ",\n") + "\n  } }\n"
    }

    /// The hex SHA-256 of `parts`, each length-prefixed so that no two lists
    /// of parts hash alike by running together.
    static func hash(_ parts: [[UInt8]]) -> String {
        var hasher = SHA256()
        for part in parts {
            var length = UInt64(part.count).bigEndian
            withUnsafeBytes(of: &length) { hasher.update(bufferPointer: $0) }
            hasher.update(data: part)
        }
        return hex(hasher.finalize())
    }

    /// The hex SHA-256 of the regular file at `path` in `folder`, read in
    /// chunks: what `hash([bytes])` gives for its bytes, in one chunk of memory.
    static func fileHash(_ path: String, in folder: ConfinedFolder) throws(ConfinedFileError) -> String {
        let file = try folder.openFile(path)
        var hasher = StreamingHash(length: file.size)
        try file.stream(atMost: file.size) { hasher.update($0) }
        return hasher.hex
    }

    fileprivate static func hex(_ digest: SHA256.Digest) -> String {
        digest.map { String(format: "%02x", $0) }.joined()
    }
}

/// `BatchManifest.hash([bytes])` of a file's bytes fed in chunks, for a file
/// of a known size that is never held in memory whole.
struct StreamingHash {
    private var hasher = SHA256()
    private let length: Int
    private var fed = 0

    init(length: Int) {
        self.length = length
        var prefix = UInt64(length).bigEndian
        withUnsafeBytes(of: &prefix) { hasher.update(bufferPointer: $0) }
    }

    mutating func update(_ chunk: [UInt8]) {
        fed += chunk.count
        hasher.update(data: chunk)
    }

    /// The hash; a file that shrank while read hashes as no file does.
    var hex: String {
        fed == length ? BatchManifest.hex(hasher.finalize()) : "changed-while-read"
    }
}
