import BoxModel

/// A spec parsed once and its `include`s merged in (spec-format §8): what
/// stays the same across the variants and scales a batch renders it at.
/// `decode(options:)` then puts in the parameters' values and decodes.
public struct SpecSource: Sendable {
    public let sourcePath: String
    /// Where relative picture and include paths resolve.
    public let baseDirectory: String
    /// Every file `include` read, each once, in the order read.
    public let includedFiles: [IncludedFile]
    /// The names of `params`, included ones first, in order.
    public var parameterNames: [String] { defaults.map(\.key) }
    /// Why `name` cannot be set from outside (`--set`, `--matrix`): the
    /// message for a parameter the spec does not declare; nil for one it does.
    public func undeclaredParameterMessage(_ name: String) -> String? {
        let names = parameterNames
        return names.contains(name) ? nil : ParameterResolver.undeclared(name, among: names)
    }

    /// `variants`, in order; empty when the spec has none (it is then drawn once, as written).
    public let variants: [SpecVariant]
    /// True for a file that only shares (`include`, `params`, `variants`,
    /// `templates`, `$schema`) and draws nothing: a batch walking a folder
    /// passes over it.
    public var isIncludeFile: Bool {
        guard case .object(let members) = document.kind else { return false }
        return Self.sharesOnly(members)
    }

    /// The document with `include` resolved: `templates` and `params` hold
    /// the included files' entries, overridden by the spec's own.
    let document: SpecValue
    /// `params`, merged.
    let defaults: [SpecMember]

    /// Parses `bytes` and reads the files it includes (see `load(document:…)`).
    public static func load(
        bytes: [UInt8], format: SpecFormat, sourcePath: String, baseDirectory: String,
        options: DecodeOptions = DecodeOptions(), passingOverIncludeFiles: Bool = false
    ) throws(SpecErrors) -> SpecSource {
        guard bytes.count <= options.limits.specBytes else {
            throw SpecErrors([
                SpecError(
                    file: sourcePath, path: "", line: 0, column: 0,
                    message: SpecLimits.specTooLong(options.limits.specBytes))
            ])
        }
        let document: SpecValue
        do {
            document = try SpecParser.parse(
                bytes, format: format, sourcePath: sourcePath, maximumDepth: options.limits.depth)
        } catch {
            throw SpecErrors([error])
        }
        return try load(
            document: document, sourcePath: sourcePath, baseDirectory: baseDirectory, options: options,
            passingOverIncludeFiles: passingOverIncludeFiles)
    }

    /// Reads the files a parsed document includes and checks its `params` and `variants`.
    ///
    /// - Parameters:
    ///   - document: the parsed spec.
    ///   - sourcePath: what messages call it; includes name their chains from it.
    ///   - baseDirectory: where pictures and includes resolve.
    ///   - options: limits and the folders files may come from.
    ///   - passingOverIncludeFiles: for a document that only shares (an
    ///     include file found in a folder a batch walks), return at once
    ///     with `isIncludeFile` true rather than read what it includes,
    ///     which resolves only from the specs that include it.
    public static func load(
        document: SpecValue, sourcePath: String, baseDirectory: String, options: DecodeOptions = DecodeOptions(),
        passingOverIncludeFiles: Bool = false
    ) throws(SpecErrors) -> SpecSource {
        let diagnostics = Diagnostics(file: sourcePath)
        let reader = ValueReader(diagnostics: diagnostics, limits: options.limits)
        guard case .object(var members) = document.kind else {
            // Not an object: the document decoder says so.
            return SpecSource(
                sourcePath: sourcePath, baseDirectory: baseDirectory, includedFiles: [], variants: [],
                document: document, defaults: [])
        }
        let identity = IncludeLoader.identity(of: sourcePath)
        var own = IncludeLoader.Layer(file: sourcePath)
        if passingOverIncludeFiles, Self.sharesOnly(members) {
            // Drawn only as part of the specs that include it, where its includes resolve.
            return SpecSource(
                sourcePath: sourcePath, baseDirectory: baseDirectory, includedFiles: [], variants: [],
                document: document, defaults: [])
        }
        var loader = IncludeLoader(baseDirectory: baseDirectory, options: options, diagnostics: diagnostics)
        var included: [String] = []
        if let include = members.first(where: { $0.key == "include" }) {
            included = loader.read(
                include.value, at: "include", chain: [(sourcePath, identity)], reporting: diagnostics)
        }
        for member in members where member.key == "templates" || member.key == "params" {
            // `templates` are checked by their decoder when they are used.
            if member.key == "params" {
                own.params = IncludeLoader.entries(member, reader: reader) ?? []
            } else if case .object(let entries) = member.value.kind {
                own.templates = entries
            }
        }
        own.variants = members.first { $0.key == "variants" }?.value
        let layers = loader.layers(including: included) + [own]
        let combined = Self.merge(layers)
        let defaults = combined.params
        ParameterNames.check(layers, diagnostics: diagnostics, options: options)
        if layers.count > 1 {
            Self.replace("templates", with: combined.templates, in: &members, at: document.position)
        }
        if let schema = members.first(where: { $0.key == "$schema" }) {
            _ = reader.string(schema.value, at: "$schema")
        }
        let variants = Self.variants(of: layers, defaults: defaults, options: options, diagnostics)
        guard diagnostics.isEmpty else { throw SpecErrors(diagnostics.sortedErrors) }
        return SpecSource(
            sourcePath: sourcePath, baseDirectory: baseDirectory, includedFiles: loader.files, variants: variants,
            document: SpecValue(.object(members), at: document.position), defaults: defaults)
    }

    /// Whether a document's keys are all an include file's (and there is one).
    private static func sharesOnly(_ members: [SpecMember]) -> Bool {
        !members.isEmpty && members.allSatisfy { IncludeLoader.keys.contains($0.key) }
    }

    /// The spec with `options.parameters` set, every `${name}` outside
    /// `templates` replaced by its parameter's value, and templates' own
    /// `${name}`s falling back on the parameters.
    public func decode(options: DecodeOptions = DecodeOptions()) throws(SpecErrors) -> Spec {
        let diagnostics = Diagnostics(file: sourcePath)
        let reader = ValueReader(diagnostics: diagnostics, limits: options.limits)
        var resolver = ParameterResolver(reader: reader, defaults: defaults)
        let values = resolver.values(setting: options.parameters)
        let document = resolver.substitute(in: self.document, values: values)
        // A value left unreplaced would only be reported again as a bad colour or size.
        guard diagnostics.isEmpty else { throw SpecErrors(diagnostics.sortedErrors) }
        let assets = AssetResolver(
            baseDirectory: baseDirectory, access: options.assets, maximumBytes: options.limits.imageFileBytes,
            pictureScale: options.pictureScale ?? Self.canvasScale(of: document))
        let nodeDecoder = NodeDecoder(reader: reader, assets: assets)
        let spec = DocumentDecoder(reader: reader, nodeDecoder: nodeDecoder, parameters: values)
            .decode(document, sourcePath: sourcePath)
        guard let spec, diagnostics.isEmpty else {
            throw SpecErrors(diagnostics.sortedErrors)
        }
        return spec
    }

    /// The document's `canvas.scale` when it is one a canvas may have, else
    /// 1 (the canvas decoder reports a wrong one): the scale pictures are
    /// chosen for when no other is given.
    static func canvasScale(of document: SpecValue) -> Int {
        guard case .object(let members) = document.kind,
            case .object(let canvas)? = members.first(where: { $0.key == "canvas" })?.value.kind,
            case .number(let scale)? = canvas.first(where: { $0.key == "scale" })?.value.kind,
            let whole = CanvasDecoder.scales.first(where: { Double($0) == scale })
        else { return 1 }
        return whole
    }

    /// Every combination of one entry from each file's `variants` (each
    /// list is one axis: themes from one include, languages from another),
    /// later axes' values winning; at most `maximumVariants`, one list or
    /// all of them together.
    public static let maximumVariants = 1000

    private static func variants(
        of layers: [IncludeLoader.Layer], defaults: [SpecMember], options: DecodeOptions, _ diagnostics: Diagnostics
    ) -> [SpecVariant] {
        let parameters = defaults.map(\.key)
        var combinations: [SpecVariant] = []
        for layer in layers {
            guard let list = layer.variants else { continue }
            let fileDiagnostics = layer.file == diagnostics.file ? diagnostics : Diagnostics(file: layer.file)
            let reader = ValueReader(diagnostics: fileDiagnostics, limits: options.limits)
            let axis = VariantsReader(reader: reader, defaults: defaults).read(list)
            if fileDiagnostics !== diagnostics { diagnostics.absorb(fileDiagnostics) }
            guard !axis.isEmpty else { continue }
            let count = combinations.isEmpty ? axis.count : combinations.count * axis.count
            guard count <= maximumVariants else {
                fileDiagnostics.report(
                    "the `variants` lists make \(count) variants, more than \(maximumVariants)", at: list.position,
                    path: "variants")
                if fileDiagnostics !== diagnostics { diagnostics.absorb(fileDiagnostics) }
                return []
            }
            guard !combinations.isEmpty else {
                combinations = axis
                continue
            }
            combinations = combinations.flatMap { earlier in axis.map { earlier.merging($0, order: parameters) } }
        }
        return combinations
    }

    /// The layers' entries by name, later layers replacing earlier ones in
    /// place: linear in the entries, whatever their number.
    private static func merge(_ layers: [IncludeLoader.Layer]) -> (templates: [SpecMember], params: [SpecMember]) {
        func merged(_ lists: [[SpecMember]]) -> [SpecMember] {
            var result: [SpecMember] = []
            var places: [String: Int] = [:]
            for list in lists {
                for member in list {
                    if let place = places[member.key] {
                        result[place] = member
                    } else {
                        places[member.key] = result.count
                        result.append(member)
                    }
                }
            }
            return result
        }
        return (merged(layers.map(\.templates)), merged(layers.map(\.params)))
    }

    private static func replace(
        _ key: String, with entries: [SpecMember], in members: inout [SpecMember], at position: SourcePosition
    ) {
        let value = SpecValue(.object(entries), at: members.first { $0.key == key }?.value.position ?? position)
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            members.append(SpecMember(key: key, keyPosition: SourcePosition(line: 0, column: 0), value: value))
        }
    }
}
