import BoxSpec

extension CheckReportDocument {
    /// The report in `bytes`: one of version 1, or a `Problem` saying why
    /// not. Read by `JSONParser`, as specs are: strict JSON (no trailing
    /// commas, no duplicate keys, UTF-8), nesting bounded. Members are read
    /// in the order the types declare them, and the first one missing or
    /// wrong is named; unknown members are passed over, and `null` is an
    /// optional member left out.
    public static func decode(_ bytes: [UInt8]) throws(Problem) -> CheckReportDocument {
        let document: CheckReportDocument
        do throws(ReportShapeError) {
            let root: SpecValue
            let parsed = Result { () throws(SpecError) in try JSONParser.parse(bytes, maximumValues: maximumValues) }
            switch parsed {
            case .success(let value): root = value
            case .failure(let error) where JSONParser.isTooManyValues(error, limit: maximumValues):
                throw .tooManyValues(maximumValues)
            case .failure: throw .notJSON
            }
            document = try CheckReportDocument(reading: ReportObject(root, path: ""))
        } catch {
            throw Problem(description: "not a report boxrender wrote (\(error.reason))")
        }
        guard document.entries.count <= maximumEntries else {
            throw Problem(description: "the report lists more than \(maximumEntries) outputs")
        }
        guard document.version == 1 else {
            throw Problem(description: "a report of version \(document.version); this boxrender reads version 1")
        }
        for (index, entry) in document.entries.enumerated() {
            if let problem = entry.problem { throw Problem(description: "entry \(index): \(problem)") }
        }
        return document
    }

    private init(reading object: ReportObject) throws(ReportShapeError) {
        let version = try object.required("version", \.wholeNumber)
        let summary = try object.required("summary", \.stringValue)
        let specs = try object.required("specs", \.count)
        let entries = try object.required("entries") { list, path throws(ReportShapeError) -> [Entry]? in
            guard let elements = list.elements else { return nil }
            var entries: [Entry] = []
            entries.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                entries.append(try Entry(reading: ReportObject(element, path: "\(path)[\(index)]")))
            }
            return entries
        }
        self.init(summary: summary, specs: specs, entries: entries)
        self.version = version
    }
}

extension CheckReportDocument.Entry {
    fileprivate init(reading object: ReportObject) throws(ReportShapeError) {
        let status = try object.required("status", \.stringValue)
        let output = try object.optional("output", \.stringValue)
        let spec = try object.optional("spec", \.stringValue)
        let detail = try object.required("detail", \.stringValue)
        let pictures = try object.optional("pictures") {
            value, path throws(ReportShapeError) -> CheckReportDocument.StalePictures? in
            try CheckReportDocument.StalePictures(reading: ReportObject(value, path: path))
        }
        let variant = try object.optional("variant", \.stringValue)
        let warnings = try object.optional("warnings") { list, path throws(ReportShapeError) -> [KeptWarning]? in
            guard let elements = list.elements else { return nil }
            var warnings: [KeptWarning] = []
            for (index, element) in elements.enumerated() {
                let warning = try ReportObject(element, path: "\(path)[\(index)]")
                warnings.append(
                    KeptWarning(
                        kind: try warning.required("kind", \.stringValue),
                        path: try warning.required("path", \.stringValue),
                        message: try warning.required("message", \.stringValue)))
            }
            return warnings
        }
        let moreWarnings = try object.optional("moreWarnings", \.wholeNumber)
        self.init(
            status: status, output: output, spec: spec, detail: detail, pictures: pictures, variant: variant,
            warnings: warnings, moreWarnings: moreWarnings)
    }
}

extension CheckReportDocument.StalePictures {
    fileprivate init(reading object: ReportObject) throws(ReportShapeError) {
        self.init(
            expected: try object.required("expected", \.stringValue),
            difference: try object.required("difference", \.stringValue),
            actual: try object.required("actual", \.stringValue),
            differingPixels: try object.required("differingPixels", \.count),
            change: try object.optional("change", \.stringValue))
    }
}

/// Why a report's JSON is not one boxrender wrote, in the few words `decode`
/// puts in parentheses.
private enum ReportShapeError: Error {
    case notJSON
    case tooManyValues(Int)
    case missing(key: String)
    /// A member of the wrong kind (or `null` where one is required), at a
    /// path such as `entries[3].pictures.differingPixels`.
    case wrongValue(path: String)

    var reason: String {
        switch self {
        case .notJSON: "not JSON"
        case .tooManyValues(let limit): "more than \(limit) JSON values"
        case .missing(let key): "no \"\(key)\""
        case .wrongValue(let path): path.isEmpty ? "not a JSON object" : "a wrong value at \(path)"
        }
    }
}

/// One object of a report, with its path for messages.
private struct ReportObject {
    let value: SpecValue
    let path: String

    init(_ value: SpecValue, path: String) throws(ReportShapeError) {
        guard value.members != nil else { throw .wrongValue(path: path) }
        self.value = value
        self.path = path
    }

    /// The member `key`, which must be there and not `null`, as `read` takes
    /// it (given the member's path); nil from `read` means a wrong value.
    func required<T>(
        _ key: String, _ read: (SpecValue, String) throws(ReportShapeError) -> T?
    ) throws(ReportShapeError) -> T {
        guard let member = value[key] else { throw .missing(key: key) }
        guard let result = try read(member, path(of: key)) else { throw .wrongValue(path: path(of: key)) }
        return result
    }

    func required<T>(_ key: String, _ read: (SpecValue) -> T?) throws(ReportShapeError) -> T {
        try required(key) { value, _ in read(value) }
    }

    /// The member `key` as `read` takes it; nil when it is missing or `null`.
    func optional<T>(
        _ key: String, _ read: (SpecValue, String) throws(ReportShapeError) -> T?
    ) throws(ReportShapeError) -> T? {
        guard let member = value[key], !member.isNull else { return nil }
        guard let result = try read(member, path(of: key)) else { throw .wrongValue(path: path(of: key)) }
        return result
    }

    func optional<T>(_ key: String, _ read: (SpecValue) -> T?) throws(ReportShapeError) -> T? {
        try optional(key) { value, _ in read(value) }
    }

    private func path(of key: String) -> String { path.isEmpty ? key : path + "." + key }
}
