import BoxFiles
import Foundation

/// One spec of a batch and where its outputs go.
struct BatchJob: Sendable {
    /// The spec file as found.
    let spec: String
    /// Its outputs' path under the output folder, without extension:
    /// `settings/card` for `DIR/settings/card.json` given `DIR`, `card` for a file given itself.
    let stem: String
    /// Found by walking a folder, not named: a file there that only shares
    /// (`SpecSource.isIncludeFile`) is passed over rather than failed.
    var walked = false
    /// The spec's path relative to the output folder (`BatchInputs.specKey`),
    /// which the manifest records as the spec that made an output.
    var key = ""
}

/// The specs named on a batch's command line: files as given, folders walked
/// in sorted order for `.json`, `.yaml` and `.yml` files (hidden names and the
/// output folder skipped), so that the outputs mirror the folders.
enum BatchInputs {
    static let extensions: Set = ["json", "yaml", "yml"]

    static func jobs(_ inputs: [String], outputFolder: String) throws -> [BatchJob] {
        let outputs = URL(fileURLWithPath: outputFolder).standardizedFileURL.resolvingSymlinksInPath().path
        var jobs: [BatchJob] = []
        var stems: [String: String] = [:]
        func add(_ spec: String, stem: String, walked: Bool = false) throws {
            if let other = stems[stem] {
                throw CLIFailure(
                    status: ExitStatus.usage,
                    lines: ["\(spec) and \(other) would both write \(stem).*: give them different names or folders"])
            }
            stems[stem] = spec
            jobs.append(
                BatchJob(spec: spec, stem: stem, walked: walked, key: specKey(spec, outputFolder: outputFolder)))
        }
        for input in inputs {
            let target = NamedPath.target(input)
            guard target != .missing else {
                throw CLIFailure(status: ExitStatus.badInput, lines: ["\(input): no such file or folder"])
            }
            guard target == .folder else {
                try add(input, stem: (URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent))
                continue
            }
            for relative in try specs(under: input, skipping: outputs) {
                try add(
                    (input as NSString).appendingPathComponent(relative),
                    stem: (relative as NSString).deletingPathExtension, walked: true)
            }
        }
        return jobs
    }

    /// `path` relative to the output folder, both with links resolved:
    /// `../Boxes/card.json` for `Docs/Boxes/card.json` into `Docs/Images`,
    /// whatever the working folder, so a committed manifest names its specs
    /// alike on every machine.
    static func specKey(_ path: String, outputFolder: String) -> String {
        let from = resolved(outputFolder).split(separator: "/")
        let to = resolved(path).split(separator: "/")
        let shared = zip(from, to).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: from.count - shared) + to.dropFirst(shared).map(String.init))
            .joined(separator: "/")
    }

    /// The inputs as `--prune` removes the outputs under them: absolute, links
    /// resolved, a folder's with a trailing `/`.
    static func prunedRoots(_ inputs: [String]) -> [String] {
        inputs.map { input in
            let path = resolved(input)
            return NamedPath.target(input) == .folder ? (path.hasSuffix("/") ? path : path + "/") : path
        }
    }

    /// A manifest's spec key (`specKey`) as an absolute path.
    static func absoluteSpec(_ key: String, outputFolder: String) -> String {
        URL(fileURLWithPath: resolved(outputFolder) + "/" + key).standardizedFileURL.path
    }

    private static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// The most spec files and folders a batch walks its input folders for.
    static let maximumWalkedFiles = 1_000_000

    /// Spec files under `folder`, relative to it, sorted: walked through the
    /// file layer, so links inside it are never followed; a folder in it that
    /// cannot be read fails the batch, naming it, rather than being passed
    /// over with its specs unrendered.
    private static func specs(under folder: String, skipping outputs: String) throws -> [String] {
        // A link to a folder, named on the command line, is walked as the folder it leads to.
        let root = ConfinedFolder(resolved(folder))
        do {
            return try FolderWalk.files(
                beneath: root.folder("", making: false), limit: maximumWalkedFiles,
                wantsFile: { extensions.contains(($0 as NSString).pathExtension.lowercased()) },
                skipsFolder: { root.shown($0) == outputs })
        } catch {
            throw CLIFailure(status: ExitStatus.badInput, lines: [error.description])
        }
    }

    /// Which of `count` shards a job belongs to: from the SHA-256 of its
    /// output path, so the same on every machine and for every N.
    static func shard(of job: BatchJob, among count: Int) -> Int {
        guard count > 1 else { return 0 }
        let hex = BatchManifest.hash([Array(job.stem.utf8)]).prefix(15)
        // 15 hex digits: 60 bits, which an Int holds.
        return Int(UInt64(hex, radix: 16) ?? 0) % count
    }
}
