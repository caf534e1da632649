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
    /// `variants`, in order; empty when the spec has none (it is then drawn once, as written).
    public let variants: [SpecVariant]
    /// True for a file that only shares (`include`, `params`, `variants`,
    /// `templates`, `$schema`) and draws nothing: a batch walking a folder
    /// passes over it.
    public var isIncludeFile: Bool {
        guard case .object(let members) = document.kind else { return false }
        return members.allSatisfy { IncludeLoader.keys.contains($0.key) }
    }

    /// The document with `include` resolved: `templates` and `params` hold
    /// the included files' entries, overridden by the spec's own.
    let document: SpecValue
    /// `params`, merged.
    let defaults: [SpecMember]

    /// Parses `bytes` and reads the files it includes.
    public static func load(
        bytes: [UInt8], format: SpecFormat, sourcePath: String, baseDirectory: String,
        options: DecodeOptions = DecodeOptions()
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
        return try load(document: document, sourcePath: sourcePath, baseDirectory: baseDirectory, options: options)
    }

    /// Reads the files a parsed document includes and checks its `params` and `variants`.
    public static func load(
        document: SpecValue, sourcePath: String, baseDirectory: String, options: DecodeOptions = DecodeOptions()
    ) throws(SpecErrors) -> SpecSource {
        let diagnostics = Diagnostics(file: sourcePath)
        let reader = ValueReader(diagnostics: diagnostics, limits: options.limits)
        var loader = IncludeLoader(baseDirectory: baseDirectory, options: options, diagnostics: diagnostics)
        var merged = document
        var defaults: [SpecMember] = []
        var variants: [SpecVariant] = []
        if case .object(var members) = document.kind {
            var layers: [IncludeLoader.Layer] = []
            if let include = members.first(where: { $0.key == "include" }) {
                layers = loader.layers(
                    of: include.value, at: "include",
                    chain: [(sourcePath, IncludeLoader.identity(of: sourcePath))], reporting: diagnostics)
            }
            var own = IncludeLoader.Layer(file: sourcePath)
            for key in ["templates", "params"] {
                guard let member = members.first(where: { $0.key == key }) else { continue }
                // `templates` is checked by its decoder; `params` only here.
                guard case .object(let entries) = member.value.kind else {
                    if key == "params" {
                        let _: Bool? = reader.typeMismatch("an object of parameter names and values", member.value) {
                            key
                        }
                    }
                    continue
                }
                if key == "templates" { own.templates = entries } else { own.params = entries }
            }
            let combined = Self.merge(layers + [own])
            defaults = combined.params
            if !layers.isEmpty {
                Self.replace("templates", with: combined.templates, in: &members, at: document.position)
            }
            if let schema = members.first(where: { $0.key == "$schema" }) {
                _ = reader.string(schema.value, at: "$schema")
            }
            own.variants = members.first { $0.key == "variants" }?.value
            variants = Self.variants(of: layers + [own], parameters: defaults.map(\.key), options: options, diagnostics)
            merged = SpecValue(.object(members), at: document.position)
        }
        guard diagnostics.isEmpty else { throw SpecErrors(diagnostics.sortedErrors) }
        return SpecSource(
            sourcePath: sourcePath, baseDirectory: baseDirectory, includedFiles: loader.files, variants: variants,
            document: merged, defaults: defaults)
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
            pictureScale: options.pictureScale)
        let nodeDecoder = NodeDecoder(reader: reader, assets: assets)
        let spec = DocumentDecoder(reader: reader, nodeDecoder: nodeDecoder, parameters: values)
            .decode(document, sourcePath: sourcePath)
        guard let spec, diagnostics.isEmpty else {
            throw SpecErrors(diagnostics.sortedErrors)
        }
        return spec
    }

    /// Every combination of one entry from each file's `variants` (each
    /// list is one axis: themes from one include, languages from another),
    /// later axes' values winning; at most `maximumVariants`.
    static let maximumVariants = 1000

    private static func variants(
        of layers: [IncludeLoader.Layer], parameters: [String], options: DecodeOptions, _ diagnostics: Diagnostics
    ) -> [SpecVariant] {
        var combinations: [SpecVariant] = []
        for layer in layers {
            guard let list = layer.variants else { continue }
            let fileDiagnostics = layer.file == diagnostics.file ? diagnostics : Diagnostics(file: layer.file)
            let reader = ValueReader(diagnostics: fileDiagnostics, limits: options.limits)
            let axis = VariantsReader(reader: reader, parameters: parameters).read(list)
            if fileDiagnostics !== diagnostics { diagnostics.absorb(fileDiagnostics) }
            guard !axis.isEmpty else { continue }
            guard !combinations.isEmpty else {
                combinations = axis
                continue
            }
            guard combinations.count * axis.count <= maximumVariants else {
                diagnostics.report(
                    "the `variants` lists combine into more than \(maximumVariants) variants", at: list.position,
                    path: "variants")
                return []
            }
            combinations = combinations.flatMap { earlier in axis.map { earlier.merging($0, order: parameters) } }
        }
        return combinations
    }

    /// The layers' entries by name, later layers replacing earlier ones in place.
    private static func merge(_ layers: [IncludeLoader.Layer]) -> IncludeLoader.Layer {
        var result = IncludeLoader.Layer(file: "")
        for layer in layers {
            result.templates = replacing(result.templates, with: layer.templates)
            result.params = replacing(result.params, with: layer.params)
        }
        return result
    }

    private static func replacing(_ base: [SpecMember], with newer: [SpecMember]) -> [SpecMember] {
        var result = base
        for member in newer {
            if let index = result.firstIndex(where: { $0.key == member.key }) {
                result[index] = member
            } else {
                result.append(member)
            }
        }
        return result
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
