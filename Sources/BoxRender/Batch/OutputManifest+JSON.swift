import BoxSpec

extension OutputManifest {
    /// The manifest's text (version 2): sorted, one output per line. Were
    /// the warnings kept to make it longer than `maximumBytes` (which the
    /// next run would refuse), they are counted, not kept.
    public var json: String {
        let text = json(keepingWarnings: true)
        guard text.utf8.count > Self.maximumBytes else { return text }
        return json(keepingWarnings: false)
    }

    /// `{ "version": 2, "libraries": { … }, "outputs": { path: entry, … } }`,
    /// the libraries only when recorded.
    private func json(keepingWarnings: Bool) -> String {
        let listed = outputs.keys.sorted().map { path in
            JSONValue.Member(path, Self.json(outputs[path] ?? Entry(made: ""), keepingWarnings: keepingWarnings))
        }
        var members = [JSONValue.Member("version", .integer(2))]
        if let libraries { members.append(.init("libraries", RecordedLibraries.json(libraries))) }
        members.append(.init("outputs", .object(listed, JSONLayout.lines.keepingLinesWhenEmpty)))
        return JSONValue.object(members, .hanging).text() + "\n"
    }

    /// One output's entry on one line: `{ "made", "spec", "scale", "warnings", "moreWarnings" }`,
    /// the spec and scale when there is a spec, the warnings when known,
    /// the count of the rest when there are more.
    private static func json(_ entry: Entry, keepingWarnings: Bool) -> JSONValue {
        var entry = entry
        if !keepingWarnings, let warnings = entry.warnings, !warnings.isEmpty {
            entry.moreWarnings += warnings.count
            entry.warnings = []
        }
        var members = [JSONValue.Member("made", .string(entry.made))]
        if let spec = entry.spec { members += [.init("spec", .string(spec)), .init("scale", .integer(entry.scale))] }
        if let warnings = entry.warnings {
            members.append(.init("warnings", .array(warnings.map(\.json), .inline)))
            if entry.moreWarnings > 0 { members.append(.init("moreWarnings", .integer(entry.moreWarnings))) }
        }
        return .object(members, .inline)
    }
}

extension KeptWarning {
    /// `{ "kind", "path", "message" }`, as the manifest keeps it on its output's line.
    var json: JSONValue {
        .object(.inline, ["kind": .string(kind), "path": .string(path), "message": .string(message)])
    }
}
