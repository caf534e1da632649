import BoxModel

/// Checks the names and values of `params` in every file that gives some:
/// a name must be one `${…}` can reference (letters, digits, `_`, `.` and
/// `-`, as template parameters'), and a value may not refer to another
/// parameter — values are used as they are written, so `"${a}"` there would
/// stay text. Problems name the file that holds them.
enum ParameterNames {
    static func check(_ layers: [IncludeLoader.Layer], diagnostics: Diagnostics, options: DecodeOptions) {
        let declared = Set(layers.flatMap { $0.params.map(\.key) })
        for layer in layers where !layer.params.isEmpty {
            let fileDiagnostics = layer.file == diagnostics.file ? diagnostics : Diagnostics(file: layer.file)
            for member in layer.params {
                let path = JSONPath.appending(key: member.key, to: "params")
                if !TemplateSubstitution.isName(member.key) {
                    fileDiagnostics.report(
                        "`\(member.key)` cannot be a parameter name: `${…}` names are made of letters, digits, "
                            + "`_`, `.` and `-`", at: member.keyPosition, path: path)
                }
                if let reference = references(in: member.value).first(where: declared.contains) {
                    fileDiagnostics.report(
                        "a parameter's value is used as it is written, so `${\(reference)}` here would stay text: "
                            + "give the value itself", at: member.value.position, path: path)
                }
            }
            if fileDiagnostics !== diagnostics { diagnostics.absorb(fileDiagnostics) }
        }
    }

    /// The `${name}`s in a value's strings (the value's own size bounds the walk).
    private static func references(in value: SpecValue) -> [String] {
        var names: [String] = []
        var pending = [value]
        while let next = pending.popLast() {
            switch next.kind {
            case .string(let text): names += TemplateSubstitution.references(in: text).map(\.name)
            case .array(let elements): pending += elements
            case .object(let members): pending += members.map(\.value)
            case .null, .bool, .number: break
            }
        }
        return names
    }
}
