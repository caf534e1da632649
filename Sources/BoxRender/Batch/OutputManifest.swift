import BoxModel
import Foundation

/// The text of a batch's `.boxrender-manifest.json`: per output path, what
/// made it and which spec, at which scale. The manifest is data (committed,
/// or a CI artifact), so reading it checks every path: each must be an
/// output's name inside the folder (`ConfinedFolder.components`), or the
/// whole manifest is refused. Here, not in the CLI, so that a fuzzer can
/// drive it.
public struct OutputManifest: Sendable, Equatable {
    public static let fileName = ".boxrender-manifest.json"
    /// The largest manifest read, in bytes and in outputs: each output costs
    /// its entry's memory and a look at its file, so both are bounded.
    public static let maximumBytes = 64 << 20
    public static let maximumOutputs = 200_000

    /// What the manifest says of one output.
    public struct Entry: Sendable, Equatable {
        /// The SHA-256 of its inputs, a space, and the SHA-256 of the file written.
        public var made: String
        /// The spec that makes it, relative to the output folder
        /// (`../Boxes/card.json`); nil in a manifest of version 1, whose
        /// outputs no run removes.
        public var spec: String?
        /// The `--scale` it was drawn at; 0 for the spec's own.
        public var scale: Int

        public init(made: String, spec: String? = nil, scale: Int = 0) {
            self.made = made
            self.spec = spec
            self.scale = scale
        }

        /// The SHA-256 of the file written, as the manifest records it.
        public var fileHash: Substring { made.split(separator: " ").last ?? "" }
    }

    public var outputs: [String: Entry]

    public init(outputs: [String: Entry] = [:]) {
        self.outputs = outputs
    }

    /// Why a manifest was refused: a sentence to follow its path.
    public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// The manifest in `bytes`, each path checked to be an output's inside `folder`.
    public static func parse(_ bytes: [UInt8], folder: ConfinedFolder) throws(Problem) -> OutputManifest {
        guard bytes.count <= maximumBytes else {
            throw Problem(description: "the manifest is longer than \(maximumBytes) bytes; remove it to start anew")
        }
        let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
        guard let object, let listed = object["outputs"] as? [String: Any] else {
            throw Problem(
                description: "not a boxrender manifest (JSON with an \"outputs\" object); remove it to start anew")
        }
        guard listed.count <= maximumOutputs else {
            throw Problem(
                description: "the manifest lists more than \(maximumOutputs) outputs; remove it to start anew")
        }
        var outputs: [String: Entry] = [:]
        for (path, value) in listed {
            guard (try? folder.components(path)) != nil else {
                throw Problem(
                    description: "the output `\(path)` is not a path inside the folder; boxrender reads, writes "
                        + "and removes nothing outside it")
            }
            guard OutputFormat(fileName: path) != nil, let entry = Self.entry(value) else {
                throw Problem(description: "the output `\(path)` is not one boxrender writes, or its entry is not one")
            }
            outputs[path] = entry
        }
        return OutputManifest(outputs: outputs)
    }

    /// An entry of version 2 (`{ "made", "spec", "scale" }`) or 1 (the `made` string alone).
    private static func entry(_ value: Any) -> Entry? {
        if let made = value as? String { return Entry(made: made) }
        guard let fields = value as? [String: Any], let made = fields["made"] as? String else { return nil }
        let spec = fields["spec"] as? String
        guard fields["spec"] == nil || spec != nil else { return nil }
        // A scale says at which scale a spec made it: without a spec it says nothing (and is not written).
        guard let spec, let scaleValue = fields["scale"] else { return Entry(made: made, spec: spec) }
        guard let number = scaleValue as? NSNumber, let scale = Int(exactly: number.doubleValue),
            (0...3).contains(scale)
        else { return nil }
        return Entry(made: made, spec: spec, scale: scale)
    }

    /// The manifest's text (version 2): sorted, one output per line.
    public var json: String {
        let lines = outputs.keys.sorted().map { path in
            let entry = outputs[path] ?? Entry(made: "")
            var fields = "\"made\": \(JSONText.string(entry.made))"
            if let spec = entry.spec { fields += ", \"spec\": \(JSONText.string(spec)), \"scale\": \(entry.scale)" }
            return "    \(JSONText.string(path)): { \(fields) }"
        }
        return "{ \"version\": 2,\n  \"outputs\": {\n" + lines.joined(separator: ",\n") + "\n  } }\n"
    }
}
