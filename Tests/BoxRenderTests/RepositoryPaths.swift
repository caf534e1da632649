import Foundation

/// Folders of this repository, found from this file's path so tests work from
/// any working directory.
enum RepositoryPaths {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let renderFixtures = root.appendingPathComponent("Fixtures/render")
    static let snapshots = root.appendingPathComponent("snapshots")
    static let failures = root.appendingPathComponent(".build/snapshot-failures")

    /// Spec files in a fixture folder, sorted by name.
    static func specs(in folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") || $0.hasSuffix(".yaml") }.sorted()
    }
}

extension RepositoryPaths {
    static let invalidFixtures = root.appendingPathComponent("Fixtures/invalid")
    static let showcaseFixtures = root.appendingPathComponent("Fixtures/showcase")
}
