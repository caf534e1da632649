import BoxModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file that a spec's `include` read: a batch hashes it with the spec.
public struct IncludedFile: Sendable, Equatable {
    /// As the sandbox resolved it: the spec's folder (or an `--asset-dir`) joined with the name given.
    public let path: String
    public let bytes: [UInt8]
}

/// Reads a spec's `include` (spec-format §8): files whose `templates` and
/// `params` the spec shares. Names resolve as pictures' do — from the spec's
/// folder, then the `--asset-dir` folders, never outside them unless
/// `--allow-any-path` — at every depth, so a file in a subfolder names its
/// own includes from the spec's folder too. A file that includes itself,
/// directly or through others, is refused with the chain; so are more than
/// `maximumIncludes` inclusions in all, which bounds a diamond of files that
/// include each other many times over.
struct IncludeLoader {
    /// What one file contributes, its own includes' contributions coming before it.
    struct Layer {
        /// The file it comes from, which names it in messages about its `variants`.
        var file: String
        var templates: [SpecMember] = []
        var params: [SpecMember] = []
        /// The file's `variants`, positions kept: they are checked once every parameter is known.
        var variants: SpecValue?
    }

    static let maximumIncludes = 256
    static let keys = ["$schema", "include", "params", "variants", "templates"]

    let options: DecodeOptions
    let diagnostics: Diagnostics
    private let resolver: AssetResolver
    private(set) var files: [IncludedFile] = []
    private var parsed: [String: SpecValue] = [:]
    private var inclusions = 0
    private var seenVariants: Set<String> = []

    init(baseDirectory: String, options: DecodeOptions, diagnostics: Diagnostics) {
        self.options = options
        self.diagnostics = diagnostics
        resolver = AssetResolver(
            baseDirectory: baseDirectory, access: options.assets, maximumBytes: options.limits.specBytes)
    }

    /// The layers of `include`'s files, in merge order (later ones win), or
    /// none after reporting a problem to `reporting`. `chain` holds the files
    /// being read, the spec first: each name, and its real path to compare.
    mutating func layers(
        of include: SpecValue, at path: String, chain: [(name: String, identity: String)], reporting: Diagnostics
    ) -> [Layer] {
        guard case .array(let names) = include.kind else {
            reporting.report(
                "expected an array of file names, found \(include.kindDescription)", at: include.position, path: path)
            return []
        }
        var layers: [Layer] = []
        for (index, name) in names.enumerated() {
            let itemPath = JSONPath.appending(index: index, to: path)
            guard case .string(let src) = name.kind else {
                reporting.report(
                    "expected a file name (a string), found \(name.kindDescription)", at: name.position, path: itemPath)
                continue
            }
            inclusions += 1
            guard inclusions <= Self.maximumIncludes else {
                if inclusions == Self.maximumIncludes + 1 {
                    reporting.report(
                        "more than \(Self.maximumIncludes) includes in all: files include each other too often",
                        at: name.position, path: itemPath)
                }
                return layers
            }
            let file: String
            switch resolver.resolve(src) {
            case .success(let asset): file = asset.path
            case .failure(let problem):
                reporting.report(Self.message(problem), at: name.position, path: itemPath)
                continue
            }
            let identity = Self.identity(of: file)
            if let start = chain.firstIndex(where: { $0.identity == identity }) {
                let cycle = (chain[start...].map(\.name) + [file]).joined(separator: " → ")
                reporting.report("include cycle: \(cycle)", at: name.position, path: itemPath)
                continue
            }
            guard let document = document(at: file, reporting: reporting, position: name.position, path: itemPath)
            else { continue }
            layers += layersOfFile(document, file: file, chain: chain + [(file, identity)])
        }
        return layers
    }

    /// One included file's own includes' layers, then its own.
    private mutating func layersOfFile(
        _ document: SpecValue, file: String, chain: [(name: String, identity: String)]
    ) -> [Layer] {
        let fileDiagnostics = Diagnostics(file: file)
        defer { diagnostics.absorb(fileDiagnostics) }
        let reader = ValueReader(diagnostics: fileDiagnostics, limits: options.limits)
        guard let members = reader.members(of: document, known: Self.keys, at: "") else { return [] }
        // A file included twice (a diamond) is one axis of variants, not two.
        let firstTime = !seenVariants.contains(file)
        seenVariants.insert(file)
        var layers: [Layer] = []
        var own = Layer(file: file)
        for member in members {
            switch member.key {
            case "include":
                layers += self.layers(of: member.value, at: "include", chain: chain, reporting: fileDiagnostics)
            case "variants":
                if firstTime { own.variants = member.value }
            case "templates", "params":
                guard case .object(let entries) = member.value.kind else {
                    fileDiagnostics.report(
                        "expected an object, found \(member.value.kindDescription)", at: member.value.position,
                        path: member.key)
                    continue
                }
                // Positions of another file would point into the spec at the wrong line.
                let unplaced = entries.map(Self.withoutPositions)
                if member.key == "templates" { own.templates = unplaced } else { own.params = unplaced }
            default:
                _ = reader.string(member.value, at: "$schema")
            }
        }
        return layers + [own]
    }

    /// The parsed file, read once however often it is included.
    private mutating func document(
        at file: String, reporting: Diagnostics, position: SourcePosition, path: String
    ) -> SpecValue? {
        if let known = parsed[file] { return known }
        let bytes: [UInt8]
        switch FileBytes.read(file, atMost: options.limits.specBytes) {
        case .success(let read): bytes = read
        case .failure(.longerThan(let limit)):
            reporting.report("\(file): \(SpecLimits.specTooLong(limit))", at: position, path: path)
            return nil
        case .failure(let problem):
            reporting.report("\(file): \(problem)", at: position, path: path)
            return nil
        }
        files.append(IncludedFile(path: file, bytes: bytes))
        do {
            let document = try SpecParser.parse(
                bytes, format: .detect(path: file, bytes: bytes), sourcePath: file,
                maximumDepth: options.limits.depth)
            parsed[file] = document
            return document
        } catch {
            diagnostics.add(error)
            return nil
        }
    }

    /// The file's real path, so that two names of one file are one link of
    /// a cycle; the name itself when it has none (standard input).
    static func identity(of file: String) -> String {
        guard let real = realpath(file, nil) else { return file }
        defer { free(real) }
        return String(cString: real)
    }

    /// A member with every position in its value cleared (line 0: none).
    private static func withoutPositions(_ member: SpecMember) -> SpecMember {
        SpecMember(key: member.key, keyPosition: SourcePosition(line: 0, column: 0), value: cleared(member.value))
    }

    private static func cleared(_ value: SpecValue) -> SpecValue {
        let none = SourcePosition(line: 0, column: 0)
        switch value.kind {
        case .array(let elements): return SpecValue(.array(elements.map(cleared)), at: none)
        case .object(let members): return SpecValue(.object(members.map(withoutPositions)), at: none)
        case .null, .bool, .number, .string: return SpecValue(value.kind, at: none)
        }
    }

    /// The sandbox's refusals, worded for an included file.
    private static func message(_ problem: AssetProblem) -> String {
        let remedy = "put the file in the spec's folder or an --asset-dir, or pass --allow-any-path"
        return switch problem {
        case .absolute: "absolute include paths are refused: \(remedy)"
        case .climbsOut: "the path climbs out of the spec's folder with `..`: \(remedy)"
        case .missing(let path, let searched):
            "included file not found: \(path)" + (searched > 0 ? " (nor in the --asset-dir folders)" : "")
        case .notRegular(let path): "included path is not a regular file: \(path)"
        case .linksOut(let path, let target):
            "\(path) is a symbolic link to \(target), outside the spec's folder and the --asset-dir folders: \(remedy)"
        case .tooLarge(let path, _, let limit): "\(path): \(SpecLimits.specTooLong(limit))"
        }
    }
}
