#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files one assertion reads and writes, worked out from the test's
/// source location and `GoldenOptions`.
struct GoldenLocation: Equatable {
    /// The golden picture.
    let goldenPath: String
    /// The recorded library and font versions.
    let versionsPath: String
    /// Where failure pictures go.
    let failureDirectory: String
    /// The failure pictures' base name: unique per test file and golden.
    let failureName: String

    init(name: String, testFilePath: String, options: GoldenOptions, environment: (String) -> String? = Self.variable) {
        let testFolder = Self.folder(of: testFilePath)
        let testFile = Self.stem(of: testFilePath)
        let root = options.directory ?? "\(testFolder)/__Snapshots__"
        let folder = options.directory ?? "\(root)/\(testFile)"
        goldenPath = "\(folder)/\(name).png"
        versionsPath = options.versionsFile ?? "\(root)/VERSIONS"
        failureDirectory =
            options.failureDirectory ?? environment("BOXRENDER_FAILURE_DIR")
            ?? "\(environment("TMPDIR") ?? "/tmp")/boxrender-failures"
        failureName = "\(testFile)-\(name)"
    }

    /// A golden's name from the test function's name: `firstTable()` → `firstTable`,
    /// `renders(_:size:)` → `renders`.
    static func name(fromFunction function: String) -> String {
        let base = function.prefix { $0 != "(" }
        return base.isEmpty ? "rendering" : String(base)
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `Tests/AppTests/CardTests.swift` → `CardTests`.
    static func stem(of path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
        return String(file[..<dot])
    }

    static func variable(_ name: String) -> String? {
        guard let value = getenv(name), value.pointee != 0 else { return nil }
        return String(cString: value)
    }
}
