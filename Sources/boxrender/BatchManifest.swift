import BoxRender
import Crypto
import Foundation

/// The batch's record of what made each output (`.boxrender-manifest.json`
/// in the output folder): per output path, the SHA-256 of everything that
/// decided its bytes. A spec whose outputs all have their hash, and exist,
/// is not rendered again.
struct BatchManifest: Sendable {
    static let fileName = ".boxrender-manifest.json"

    /// Per output path: the SHA-256 of its inputs, a space, and the SHA-256 of the file written.
    var outputs: [String: String]

    init(outputs: [String: String]) {
        self.outputs = outputs
    }

    /// The manifest in `folder`, or an empty one (a missing or unreadable
    /// manifest only means everything is rendered).
    init(folder: String) {
        let path = (folder as NSString).appendingPathComponent(Self.fileName)
        outputs = FileManager.default.contents(atPath: path).flatMap(Self.outputs(in:)) ?? [:]
    }

    /// A manifest's `outputs`, or nil when `data` is not a manifest.
    static func outputs(in data: Data) -> [String: String]? {
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        return object?["outputs"] as? [String: String]
    }

    /// The manifest's text: sorted, one output per line.
    var json: String {
        let lines = outputs.keys.sorted().map { "    \(JSONText.string($0)): \(JSONText.string(outputs[$0] ?? ""))" }
        return "{ \"version\": 1,\n  \"outputs\": {\n" + lines.joined(separator: ",\n") + "\n  } }\n"
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
        return hasher.finalize().map { String(format: "%02x", $0) }.joined()
    }
}
