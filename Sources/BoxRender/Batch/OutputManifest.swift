import BoxFiles
import BoxModel
import BoxText
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
        /// Its picture's warnings when it was drawn (at most
        /// `KeptWarning.maximumPerOutput`), printed again by a run that finds
        /// it up to date; nil when not known (an entry written before
        /// boxrender kept them: such an output is drawn again once).
        public var warnings: [KeptWarning]?
        /// How many more warnings it had than are kept.
        public var moreWarnings: Int

        public init(
            made: String, spec: String? = nil, scale: Int = 0, warnings: [KeptWarning]? = nil, moreWarnings: Int = 0
        ) {
            self.made = made
            self.spec = spec
            self.scale = scale
            self.warnings = warnings
            self.moreWarnings = moreWarnings
        }

        /// Whether it records the same making as `other`: inputs, file, spec
        /// and scale (the warnings follow from those).
        public func madeAlike(_ other: Entry) -> Bool {
            made == other.made && spec == other.spec && scale == other.scale
        }

        /// The SHA-256 of the file written, as the manifest records it.
        public var fileHash: Substring { made.split(separator: " ").last ?? "" }
    }

    public var outputs: [String: Entry]
    /// The versions of the libraries that decide pixels (`LibraryVersions`:
    /// name to version) in the run that last wrote the manifest, so that a
    /// `--check` on another rendering stack can say why its pictures are
    /// stale; nil when not recorded (a manifest written before boxrender
    /// recorded them, or merged from runs whose libraries differ).
    public var libraries: [String: String]?

    public init(outputs: [String: Entry] = [:], libraries: [String: String]? = nil) {
        self.outputs = outputs
        self.libraries = libraries
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
        return OutputManifest(outputs: outputs, libraries: try RecordedLibraries.parse(object["libraries"]))
    }

    /// An entry of version 2 (`{ "made", "spec", "scale", "warnings", "moreWarnings" }`, the
    /// warnings optional) or 1 (the `made` string alone).
    private static func entry(_ value: Any) -> Entry? {
        if let made = value as? String { return Entry(made: made) }
        guard let fields = value as? [String: Any], let made = fields["made"] as? String else { return nil }
        let spec = fields["spec"] as? String
        guard fields["spec"] == nil || spec != nil else { return nil }
        guard let (warnings, more) = Self.warnings(fields) else { return nil }
        // A scale says at which scale a spec made it: without a spec it says nothing (and is not written).
        guard let spec, let scaleValue = fields["scale"] else {
            return Entry(made: made, spec: spec, warnings: warnings, moreWarnings: more)
        }
        guard let number = scaleValue as? NSNumber, let scale = Int(exactly: number.doubleValue),
            scale == 0 || CanvasSpec.scales.contains(scale)
        else { return nil }
        return Entry(made: made, spec: spec, scale: scale, warnings: warnings, moreWarnings: more)
    }

    /// An entry's kept warnings (nil when it has none: written before they
    /// were kept) and count of the rest; nil for the pair when they are not
    /// what boxrender writes (too many, too long, of an unknown kind).
    private static func warnings(_ fields: [String: Any]) -> ([KeptWarning]?, Int)? {
        var more = 0
        if let value = fields["moreWarnings"] {
            guard let number = value as? NSNumber, let count = Int(exactly: number.doubleValue),
                (0...Int(Int32.max)).contains(count)
            else { return nil }
            more = count
        }
        guard let value = fields["warnings"] else { return more == 0 ? (nil, 0) : nil }
        guard let list = value as? [Any], list.count <= KeptWarning.maximumPerOutput else { return nil }
        var warnings: [KeptWarning] = []
        for item in list {
            guard let object = item as? [String: Any], object.count == 3, let kind = object["kind"] as? String,
                let path = object["path"] as? String, let message = object["message"] as? String
            else { return nil }
            let warning = KeptWarning(kind: kind, path: path, message: message)
            guard warning.isValid else { return nil }
            warnings.append(warning)
        }
        return (warnings, more)
    }

    /// The manifest's text (version 2): sorted, one output per line. Were
    /// the warnings kept to make it longer than `maximumBytes` (which the
    /// next run would refuse), they are counted, not kept.
    public var json: String {
        let text = json(keepingWarnings: true)
        guard text.utf8.count > Self.maximumBytes else { return text }
        return json(keepingWarnings: false)
    }

    private func json(keepingWarnings: Bool) -> String {
        let lines = outputs.keys.sorted().map { path in
            var entry = outputs[path] ?? Entry(made: "")
            if !keepingWarnings, let warnings = entry.warnings, !warnings.isEmpty {
                entry.moreWarnings += warnings.count
                entry.warnings = []
            }
            var fields = "\"made\": \(JSONText.string(entry.made))"
            if let spec = entry.spec { fields += ", \"spec\": \(JSONText.string(spec)), \"scale\": \(entry.scale)" }
            if let warnings = entry.warnings {
                let kept = warnings.map { warning in
                    "{ \"kind\": \(JSONText.string(warning.kind)), \"path\": \(JSONText.string(warning.path)), "
                        + "\"message\": \(JSONText.string(warning.message)) }"
                }
                fields += ", \"warnings\": [" + kept.joined(separator: ", ") + "]"
                if entry.moreWarnings > 0 { fields += ", \"moreWarnings\": \(entry.moreWarnings)" }
            }
            return "    \(JSONText.string(path)): { \(fields) }"
        }
        let recorded = libraries.map { "  \"libraries\": \(RecordedLibraries.json($0)),\n" } ?? ""
        return "{ \"version\": 2,\n" + recorded + "  \"outputs\": {\n" + lines.joined(separator: ",\n") + "\n  } }\n"
    }
}
