import BoxFiles
import BoxModel

/// A file that a spec's `include` read: a batch hashes it with the spec.
public struct IncludedFile: Sendable, Equatable {
    /// As the sandbox resolved it: the spec's folder (or an `--asset-dir`) joined with the name given.
    public let path: String
    public let bytes: [UInt8]
}

/// Reads a spec's `include` (spec-format §8): files whose `templates`,
/// `params` and `variants` the spec shares. Names resolve as pictures' do —
/// from the spec's folder, then the `--asset-dir` folders, never outside them
/// unless `--allow-any-path` — at every depth, so a file in a subfolder names
/// its own includes from the spec's folder too, and each file is read through
/// the real path the sandbox checked (a link swapped after the check is
/// refused). A file that includes itself, directly or through others, is
/// refused with the chain.
///
/// Each file is read, parsed and turned into a layer once, by its real path,
/// however often and under whatever names it is included, and remembered
/// with the real paths of the files it includes: a graph as large as the
/// files and their `include` lists. The layers are put in order from that
/// graph (`layers(including:)`), never by copying a file's includes' layers
/// into its own, which doubled with each level of a diamond of includes
/// (two files each including both files of the next level). More than
/// `maximumIncludes` inclusions in all are refused.
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

    /// One file read: its own layer (none when it could not be read or is
    /// not an object), and the real paths of the files it includes, in order.
    private struct ReadFile {
        var layer: Layer?
        var includes: [String] = []
    }

    let options: DecodeOptions
    let diagnostics: Diagnostics
    private let resolver: AssetResolver
    private(set) var files: [IncludedFile] = []
    /// Every file read, by real path.
    private var filesRead: [String: ReadFile] = [:]
    private var inclusions = 0

    init(baseDirectory: String, options: DecodeOptions, diagnostics: Diagnostics) {
        self.options = options
        self.diagnostics = diagnostics
        resolver = AssetResolver(
            baseDirectory: baseDirectory, access: options.assets, maximumBytes: options.limits.specBytes)
    }

    /// Reads the files `include` names, and theirs, and returns the real
    /// paths of those it names, in order (problems go to `reporting`, and a
    /// file with one is left out). `chain` holds the files being read, the
    /// spec first: each name, and its real path to compare.
    mutating func read(
        _ include: SpecValue, at path: String, chain: [(name: String, identity: String)], reporting: Diagnostics
    ) -> [String] {
        guard case .array(let names) = include.kind else {
            reporting.report(
                "expected an array of file names, found \(include.kindDescription)", at: include.position, path: path)
            return []
        }
        var included: [String] = []
        for (index, name) in names.enumerated() {
            let itemPath = JSONPath.appending(index: index, to: path)
            guard case .string(let src) = name.kind, !src.isEmpty else {
                let found = name.kind == .string("") ? "an empty string" : name.kindDescription
                reporting.report("expected a file name, found \(found)", at: name.position, path: itemPath)
                continue
            }
            inclusions += 1
            guard inclusions <= Self.maximumIncludes else {
                if inclusions == Self.maximumIncludes + 1 {
                    reporting.report(
                        "more than \(Self.maximumIncludes) includes in all: files include each other too often",
                        at: name.position, path: itemPath)
                }
                return included
            }
            let asset: ResolvedAsset
            switch resolver.resolve(src) {
            case .success(let resolved): asset = resolved
            case .failure(let problem):
                reporting.report(
                    problem.message(naming: "include", limitFlag: "max-spec-bytes"), at: name.position, path: itemPath)
                continue
            }
            let identity = asset.realPath ?? Self.identity(of: asset.path)
            if let start = chain.firstIndex(where: { $0.identity == identity }) {
                let cycle = (chain[start...].map(\.name) + [asset.path]).joined(separator: " → ")
                reporting.report("include cycle: \(cycle)", at: name.position, path: itemPath)
                continue
            }
            included.append(identity)
            guard filesRead[identity] == nil else { continue }
            guard let document = document(asset, reporting: reporting, position: name.position, path: itemPath)
            else {
                filesRead[identity] = ReadFile(layer: nil)
                continue
            }
            filesRead[identity] = readFile(document, file: asset.path, chain: chain + [(asset.path, identity)])
        }
        return included
    }

    /// The layers of the files `included` names (real paths, as `read`
    /// returned them) and of all they include, each file once, in merge
    /// order (later ones win): a file's includes before it, and a file met
    /// more than once (a diamond of includes) where it was met last, so that
    /// it is one axis of variants and its entries win as the last of them
    /// would. The last place of each file in the list that spelling out
    /// every inclusion would make is its first place in that list reversed,
    /// which one walk of the graph finds, passing over a file already seen
    /// and, with it, all it includes: linear in the files and inclusions.
    func layers(including included: [String]) -> [Layer] {
        var seen: Set<String> = []
        var reversed: [Layer] = []
        var pending = included
        while let identity = pending.popLast() {
            guard seen.insert(identity).inserted, let file = filesRead[identity] else { continue }
            if let layer = file.layer { reversed.append(layer) }
            pending += file.includes
        }
        return reversed.reversed()
    }

    /// One included file's layer and the files it includes, which are read first.
    private mutating func readFile(
        _ document: SpecValue, file: String, chain: [(name: String, identity: String)]
    ) -> ReadFile {
        let fileDiagnostics = Diagnostics(file: file)
        defer { diagnostics.absorb(fileDiagnostics) }
        let reader = ValueReader(diagnostics: fileDiagnostics, limits: options.limits)
        guard let members = reader.members(of: document, known: Self.keys, at: "") else { return ReadFile(layer: nil) }
        var includes: [String] = []
        var own = Layer(file: file)
        for member in members {
            switch member.key {
            case "include":
                includes += read(member.value, at: "include", chain: chain, reporting: fileDiagnostics)
            case "variants":
                own.variants = member.value
            case "templates", "params":
                guard let entries = Self.entries(member, reader: reader) else { continue }
                // Positions of another file would point into the spec at the wrong line.
                let unplaced = entries.map(Self.withoutPositions)
                if member.key == "templates" { own.templates = unplaced } else { own.params = unplaced }
            default:
                _ = reader.string(member.value, at: "$schema")
            }
        }
        return ReadFile(layer: own, includes: includes)
    }

    /// The entries of `templates` or `params`, or nil after reporting that
    /// the value is not an object; one wording for the spec and its includes.
    static func entries(_ member: SpecMember, reader: ValueReader) -> [SpecMember]? {
        guard case .object(let entries) = member.value.kind else {
            let expected = member.key == "params" ? "an object of parameter names and values" : "an object"
            let _: Bool? = reader.typeMismatch(expected, member.value) { member.key }
            return nil
        }
        return entries
    }

    /// The parsed file, read through the real path the sandbox checked.
    private mutating func document(
        _ asset: ResolvedAsset, reporting: Diagnostics, position: SourcePosition, path: String
    ) -> SpecValue? {
        let file = asset.path
        let bytes: [UInt8]
        switch FileBytes.read(file, atMost: options.limits.specBytes, realPath: asset.realPath) {
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
            return try SpecParser.parse(
                bytes, format: .detect(path: file, bytes: bytes), sourcePath: file,
                maximumDepth: options.limits.depth)
        } catch {
            diagnostics.add(error)
            return nil
        }
    }

    /// The file's real path, so that two names of one file are one link of
    /// a cycle; the name itself when it has none (standard input).
    static func identity(of file: String) -> String {
        NamedPath.real(file) ?? file
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
}
