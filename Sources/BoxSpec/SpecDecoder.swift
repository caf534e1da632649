import BoxFiles
import BoxModel
import Foundation

/// The text formats a spec may be written in.
public enum SpecFormat: Sendable, Equatable {
    case json
    case yaml

    /// The format a file's name says (`.json`; `.yaml` or `.yml`), or, for any
    /// other name, JSON when the first non-blank byte is `{` and YAML otherwise.
    public static func detect(path: String, bytes: [UInt8]) -> SpecFormat {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if let dot = name.lastIndex(of: ".") {
            switch name[name.index(after: dot)...].lowercased() {
            case "json": return .json
            case "yaml", "yml": return .yaml
            default: break
            }
        }
        let blanks: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF]
        let first = bytes.first { !blanks.contains($0) }
        return first == UInt8(ascii: "{") ? .json : .yaml
    }
}

/// Parses either format into the position-carrying value tree, for stages
/// that walk it directly.
public enum SpecParser {
    public static func parse(
        _ bytes: [UInt8], format: SpecFormat, sourcePath: String = "", maximumDepth: Int = SpecLimits.default.depth
    ) throws(SpecError) -> SpecValue {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw SpecError(
                file: sourcePath, path: "", line: 1, column: 1,
                message: "the file is UTF-16 (it starts with a UTF-16 byte order mark): save it as UTF-8")
        }
        switch format {
        case .json: return try JSONParser.parse(bytes, sourcePath: sourcePath, maximumDepth: maximumDepth)
        case .yaml: return try YAMLParser.parse(bytes, sourcePath: sourcePath, maximumDepth: maximumDepth)
        }
    }
}

/// Reads spec files (spec-format §1–5: boxes, tables, lines and their items) into `Spec`s.
///
/// Every problem is reported, not just the first: the decoder goes on with the
/// other keys and boxes after an error and throws all of them together, in
/// document order, as `SpecErrors`. A syntax error stops it at once (nothing
/// after it can be trusted), as does a file that cannot be read.
public enum SpecDecoder {
    /// Reads and decodes the file at `path`, choosing the format with
    /// `SpecFormat.detect`. Image paths resolve against the file's folder.
    public static func decode(fileAt path: String, options: DecodeOptions = DecodeOptions()) throws(SpecErrors)
        -> Spec
    {
        let bytes = try readFile(at: path, atMost: options.limits.specBytes)
        return try decode(
            bytes: bytes, format: .detect(path: path, bytes: bytes), sourcePath: path,
            baseDirectory: directory(of: path), options: options)
    }

    /// Decodes a spec held in memory. `sourcePath` names it in errors and
    /// becomes `Spec.sourcePath`; relative image paths resolve against
    /// `baseDirectory` (the working directory when empty).
    public static func decode(
        bytes: [UInt8], format: SpecFormat, sourcePath: String, baseDirectory: String,
        options: DecodeOptions = DecodeOptions()
    ) throws(SpecErrors) -> Spec {
        try SpecSource.load(
            bytes: bytes, format: format, sourcePath: sourcePath, baseDirectory: baseDirectory, options: options
        ).decode(options: options)
    }

    /// Decodes a document already in value form: parsed text, or the values
    /// BoxRender's Swift API builds, so that a tree built in Swift gets exactly
    /// the defaults, checks and paths of the same tree written as JSON.
    /// Positions are only used in messages (line 0 = none).
    public static func decode(
        document: SpecValue, sourcePath: String, baseDirectory: String, options: DecodeOptions = DecodeOptions()
    ) throws(SpecErrors) -> Spec {
        try SpecSource.load(document: document, sourcePath: sourcePath, baseDirectory: baseDirectory, options: options)
            .decode(options: options)
    }

    /// The spec file's bytes: refused past `limit` before they are read.
    public static func readFile(at path: String, atMost limit: Int) throws(SpecErrors) -> [UInt8] {
        switch FileBytes.read(path, atMost: limit) {
        case .success(let bytes):
            return bytes
        case .failure(let problem):
            let message =
                switch problem {
                case .directory: "this is a directory, not a spec file"
                case .longerThan(let limit): SpecLimits.specTooLong(limit)
                default: problem.description
                }
            throw SpecErrors([SpecError(file: path, path: "", line: 0, column: 0, message: message)])
        }
    }

    /// The folder part of `path`, or "" for a bare file name.
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
