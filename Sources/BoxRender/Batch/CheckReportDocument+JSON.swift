import BoxSpec

extension CheckReportDocument {
    /// `report.json`'s text: one member a line, keys sorted, `" : "` between
    /// key and value, empty lists kept open on two lines, and `\b` and `\f`
    /// in strings. That is how Foundation's encoder first wrote it
    /// (`.prettyPrinted, .sortedKeys, .withoutEscapingSlashes`), kept byte
    /// for byte so that reports of one check compare equal across versions.
    public var json: String {
        let members: [JSONValue.Member] = [
            .init("entries", .array(entries.map(\.json), Self.jsonLayout)),
            .init("specs", .integer(specs)),
            .init("summary", .string(summary)),
            .init("version", .integer(version)),
        ]
        return JSONValue.object(members, Self.jsonLayout).text(escaping: .short) + "\n"
    }

    /// Every array and object of the report.
    static let jsonLayout = JSONLayout.lines.colon(" : ").keepingLinesWhenEmpty
}

extension CheckReportDocument.Entry {
    /// Its members sorted by key, those that are nil left out.
    fileprivate var json: JSONValue {
        let layout = CheckReportDocument.jsonLayout
        let members: [JSONValue.Member?] = [
            .init("detail", .string(detail)),
            moreWarnings.map { .init("moreWarnings", .integer($0)) },
            output.map { .init("output", .string($0)) },
            pictures.map { pictures in
                let members: [JSONValue.Member?] = [
                    .init("actual", .string(pictures.actual)),
                    pictures.change.map { .init("change", .string($0)) },
                    .init("difference", .string(pictures.difference)),
                    .init("differingPixels", .integer(pictures.differingPixels)),
                    .init("expected", .string(pictures.expected)),
                ]
                return .init("pictures", .object(members.compactMap { $0 }, layout))
            },
            spec.map { .init("spec", .string($0)) },
            .init("status", .string(status)),
            variant.map { .init("variant", .string($0)) },
            warnings.map { warnings in
                let list = warnings.map { warning in
                    JSONValue.object(
                        layout,
                        [
                            "kind": .string(warning.kind), "message": .string(warning.message),
                            "path": .string(warning.path),
                        ]
                    )
                }
                return .init("warnings", .array(list, layout))
            },
        ]
        return .object(members.compactMap { $0 }, layout)
    }
}
