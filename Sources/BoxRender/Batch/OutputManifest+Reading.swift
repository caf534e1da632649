import BoxFiles
import BoxModel
import BoxSpec

extension OutputManifest {
    /// The manifest in `bytes`, each path checked to be an output's inside
    /// `folder`. Read by `JSONParser`, as specs are: strict JSON (no
    /// trailing commas, no duplicate keys, UTF-8), nesting bounded.
    public static func parse(_ bytes: [UInt8], folder: ConfinedFolder) throws(Problem) -> OutputManifest {
        guard bytes.count <= maximumBytes else {
            throw Problem(description: "the manifest is longer than \(maximumBytes) bytes; remove it to start anew")
        }
        let document: SpecValue?
        switch Result(catching: { () throws(SpecError) in try JSONParser.parse(bytes, maximumValues: maximumValues) }) {
        case .success(let value):
            document = value
        case .failure(let error) where JSONParser.isTooManyValues(error, limit: maximumValues):
            throw Problem(
                description: "the manifest holds more than \(maximumValues) JSON values; remove it to start anew")
        case .failure:
            document = nil
        }
        guard let document, let listed = document["outputs"]?.members else {
            throw Problem(
                description: "not a boxrender manifest (JSON with an \"outputs\" object); remove it to start anew")
        }
        guard listed.count <= maximumOutputs else {
            throw Problem(
                description: "the manifest lists more than \(maximumOutputs) outputs; remove it to start anew")
        }
        var outputs: [String: Entry] = [:]
        for member in listed {
            let path = member.key
            guard (try? folder.components(path)) != nil else {
                throw Problem(
                    description: "the output `\(path)` is not a path inside the folder; boxrender reads, writes "
                        + "and removes nothing outside it")
            }
            guard OutputFormat(fileName: path) != nil, let entry = Self.entry(member.value) else {
                throw Problem(description: "the output `\(path)` is not one boxrender writes, or its entry is not one")
            }
            outputs[path] = entry
        }
        return OutputManifest(outputs: outputs, libraries: try RecordedLibraries.parse(document["libraries"]))
    }

    /// An entry of version 2 (`{ "made", "spec", "scale", "warnings", "moreWarnings" }`, the
    /// warnings optional) or 1 (the `made` string alone). A member given as
    /// `null` is not one left out: it is refused.
    private static func entry(_ value: SpecValue) -> Entry? {
        if let made = value.stringValue { return Entry(made: made) }
        guard let made = value["made"]?.stringValue else { return nil }
        let spec = value["spec"]?.stringValue
        guard value["spec"] == nil || spec != nil else { return nil }
        guard let (warnings, more) = Self.warnings(value) else { return nil }
        // A scale says at which scale a spec made it: without a spec it says nothing (and is not written).
        guard let spec, let scaleValue = value["scale"] else {
            return Entry(made: made, spec: spec, warnings: warnings, moreWarnings: more)
        }
        guard let scale = scaleValue.wholeNumber, scale == 0 || CanvasSpec.scales.contains(scale) else { return nil }
        return Entry(made: made, spec: spec, scale: scale, warnings: warnings, moreWarnings: more)
    }

    /// An entry's kept warnings (nil when it has none: written before they
    /// were kept) and count of the rest; nil for the pair when they are not
    /// what boxrender writes (too many, too long, of an unknown kind).
    private static func warnings(_ entry: SpecValue) -> ([KeptWarning]?, Int)? {
        var more = 0
        if let value = entry["moreWarnings"] {
            guard let count = value.count else { return nil }
            more = count
        }
        guard let value = entry["warnings"] else { return more == 0 ? (nil, 0) : nil }
        guard let list = value.elements, list.count <= KeptWarning.maximumPerOutput else { return nil }
        var warnings: [KeptWarning] = []
        for item in list {
            guard item.members?.count == 3, let kind = item["kind"]?.stringValue,
                let path = item["path"]?.stringValue, let message = item["message"]?.stringValue
            else { return nil }
            let warning = KeptWarning(kind: kind, path: path, message: message)
            guard warning.isValid else { return nil }
            warnings.append(warning)
        }
        return (warnings, more)
    }
}
