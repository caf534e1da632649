import ArgumentParser
import Foundation

/// `boxrender merge`: puts together what the jobs of a CI matrix wrote with
/// `render --shard I/N`, each into its own folder. With `--out-dir`, the
/// shards' output folders: every output their manifests list is copied and
/// the manifests become one. With `--report`, the shards' `--check --report`
/// folders: one report of every output, with their pictures.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "boxrender merge",
        abstract: "Merge the folders of `boxrender render --shard` runs: their outputs, or their --check reports.",
        usage: "boxrender merge SHARD_DIR... (--out-dir DIR | --report DIR)",
        discussion: """
            --out-dir: each folder's .boxrender-manifest.json lists its outputs; each is copied into DIR (a file \
            already holding the same bytes is left alone) and the entries are added to DIR's manifest, replacing \
            DIR's own for the same outputs. Two folders whose manifests disagree about an output are refused, \
            before anything is written. --report: each folder's report.json (written by --check --report) \
            lists its outputs; one report.json and index.html of them all is written to DIR, with every stale \
            output's pictures. An output listed by two reports is refused. Exit 1 when a folder is not what \
            it should be.
            """
    )

    @Argument(help: "The shards' folders: output folders (with --out-dir) or report folders (with --report).")
    var folders: [String]

    @Option(help: "Merge shards' output folders (their outputs and manifests) into this folder.")
    var outDir: String?

    @Option(help: "Merge shards' --check reports into one report in this folder.")
    var report: String?

    func validate() throws {
        guard let target = outDir ?? report, (outDir == nil) != (report == nil) else {
            throw ValidationError("give --out-dir DIR to merge output folders, or --report DIR to merge reports")
        }
        let resolved = Self.resolved(target)
        if let same = folders.first(where: { Self.resolved($0) == resolved }) {
            throw ValidationError("\(same) is both a shard's folder and the folder to merge into")
        }
    }

    func run() throws {
        if let outDir {
            let count = try mergeOutputs(into: outDir)
            printRaw("merged \(folders.count) folders: \(count) outputs in \(outDir)\n")
        } else if let report {
            let summary = try mergeReports(into: report)
            printRaw(summary + "\n")
        }
    }

    // MARK: Output folders

    /// Copies every folder's outputs into `target` and merges the manifests; the count of outputs.
    private func mergeOutputs(into target: String) throws -> Int {
        // Everything is read and checked before anything is written.
        var merged: [String: String] = [:]
        var source: [String: String] = [:]
        for folder in folders {
            for (path, entry) in try Self.manifest(in: folder).outputs.sorted(by: { $0.key < $1.key }) {
                guard Self.isInside(path) else {
                    throw CLIFailure(
                        status: ExitStatus.badInput,
                        lines: ["\(Self.manifestPath(folder)): \(path) is not a path inside the folder"])
                }
                if let other = source[path], merged[path] != entry {
                    throw CLIFailure(
                        status: ExitStatus.badInput,
                        lines: [
                            "\(other) and \(folder) both hold \(path), made differently: merge the folders of one "
                                + "run's shards, each rendered into a folder of its own that started empty"
                        ])
                }
                merged[path] = entry
                source[path] = folder
            }
        }
        do {
            try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        } catch {
            throw CLIFailure(status: ExitStatus.badInput, lines: ["\(target): cannot make the folder: \(error)"])
        }
        var manifest = BatchManifest(folder: target)
        var copied = 0
        for path in merged.keys.sorted() {
            guard let folder = source[path], let entry = merged[path] else { continue }
            let from = (folder as NSString).appendingPathComponent(path)
            guard let bytes = FileManager.default.contents(atPath: from) else {
                printRaw("missing \(from): its manifest lists it; left out\n")
                continue
            }
            try Self.copy([UInt8](bytes), to: (target as NSString).appendingPathComponent(path))
            manifest.outputs[path] = entry
            copied += 1
        }
        try writeOutput(
            Array(manifest.json.utf8), to: (target as NSString).appendingPathComponent(BatchManifest.fileName))
        return copied
    }

    private static func manifestPath(_ folder: String) -> String {
        (folder as NSString).appendingPathComponent(BatchManifest.fileName)
    }

    /// A shard's manifest, which must be there and be one.
    private static func manifest(in folder: String) throws -> BatchManifest {
        let path = manifestPath(folder)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIFailure(
                status: ExitStatus.badInput,
                lines: ["\(path): no such file; is \(folder) a folder `boxrender render` wrote?"])
        }
        guard let outputs = BatchManifest.outputs(in: data) else {
            throw CLIFailure(
                status: ExitStatus.badInput,
                lines: ["\(path): not a boxrender manifest (JSON with an \"outputs\" object of strings)"])
        }
        return BatchManifest(outputs: outputs)
    }

    // MARK: Reports

    /// Writes one report of every folder's entries into `target`; its summary.
    private func mergeReports(into target: String) throws -> String {
        var entries: [CheckReport.Entry] = []
        var specs = 0
        var owners: [String: String] = [:]
        var pictures: [(from: String, name: String)] = []
        for folder in folders {
            let document = try Self.report(in: folder)
            specs += document.specs
            for entry in document.entries {
                // A failed spec has no output: it is known by its spec.
                let key = entry.output.map { "output " + $0 } ?? "spec " + (entry.spec ?? "")
                if let other = owners[key] {
                    throw CLIFailure(
                        status: ExitStatus.badInput,
                        lines: ["\(other) and \(folder) both list \(entry.shown): give each shard's report once"])
                }
                owners[key] = folder
                entries.append(entry)
                if let names = entry.pictures {
                    for (kind, name) in [
                        ("expected", names.expected), ("difference", names.difference), ("actual", names.actual),
                    ] {
                        // Named by the hash of the output's path, so no two outputs' pictures clash.
                        guard let output = entry.output, name == CheckReport.pictureName(path: output, kind: kind)
                        else {
                            throw CLIFailure(
                                status: ExitStatus.badInput,
                                lines: [
                                    "\(Self.reportPath(folder)): \(entry.shown)'s \(kind) picture \(name) is not "
                                        + "named as boxrender names it"
                                ])
                        }
                        pictures.append((folder, name))
                    }
                }
            }
        }
        // Read every picture before writing: a missing one stops the merge with nothing written.
        var bytes: [[UInt8]] = []
        for picture in pictures {
            let path = (picture.from as NSString).appendingPathComponent("files/" + picture.name)
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CLIFailure(status: ExitStatus.badInput, lines: ["\(path): no such file; its report names it"])
            }
            bytes.append([UInt8](data))
        }
        let report = try CheckReport(folder: target)
        for (picture, data) in zip(pictures, bytes) {
            try Self.copy(data, to: (target as NSString).appendingPathComponent("files/" + picture.name))
        }
        // As one run lists them: by spec (a folder's specs are walked in sorted order), each spec's
        // outputs by path, the orphans last.
        func key(_ entry: CheckReport.Entry) -> (Int, String, String) {
            (entry.status == "orphaned" ? 1 : 0, entry.spec ?? "", entry.output ?? "")
        }
        entries.sort { key($0) < key($1) }
        let summary =
            "merged \(folders.count) reports: checked \(specs) specs: \(CheckReport.counts(entries))"
        try report.finish(.init(summary: summary, specs: specs, entries: entries))
        return summary
    }

    private static func reportPath(_ folder: String) -> String {
        (folder as NSString).appendingPathComponent(CheckReport.jsonName)
    }

    /// A shard's report, which must be there and be one.
    private static func report(in folder: String) throws -> CheckReport.Document {
        let path = reportPath(folder)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIFailure(
                status: ExitStatus.badInput,
                lines: ["\(path): no such file; is \(folder) a folder `boxrender render --check --report` wrote?"])
        }
        do {
            let document = try JSONDecoder().decode(CheckReport.Document.self, from: data)
            guard document.version == 1 else {
                throw CLIFailure(
                    status: ExitStatus.badInput,
                    lines: ["\(path): a report of version \(document.version); this boxrender reads version 1"])
            }
            return document
        } catch let failure as CLIFailure {
            throw failure
        } catch {
            throw CLIFailure(
                status: ExitStatus.badInput, lines: ["\(path): not a report boxrender wrote (\(Self.reason(error)))"])
        }
    }

    /// A decoding error in a few words, on one line.
    private static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty: "not JSON"
        case DecodingError.keyNotFound(let key, _): "no \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
            DecodingError.dataCorrupted(let context):
            "a wrong value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        default: "unreadable"
        }
    }

    // MARK: Files

    /// Writes `bytes` to `path`, making its folder, unless the file already holds them.
    private static func copy(_ bytes: [UInt8], to path: String) throws {
        if let existing = FileManager.default.contents(atPath: path), existing.elementsEqual(bytes) { return }
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw CLIFailure(status: ExitStatus.badInput, lines: ["\(folder): cannot make the folder: \(error)"])
        }
        try writeOutput(bytes, to: path)
    }

    /// A relative path that stays inside its folder.
    private static func isInside(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && !path.split(separator: "/").contains { $0 == ".." || $0 == "." }
    }

    private static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
