import ArgumentParser
import BoxFiles
import BoxModel
import BoxRender
import BoxSpec
import Foundation

/// `boxrender merge`: puts together what the jobs of a CI matrix wrote with
/// `render --shard I/N`, each into its own folder. With `--out-dir`, the
/// shards' output folders: every output their manifests list is copied and
/// the manifests become one. With `--report`, the shards' `--check --report`
/// folders: one report of every output, with their pictures.
struct MergeCommand: ParsableCommand {
    /// This command's usage, said once: for the help, for the line a usage
    /// error prints.
    static let synopsis = "boxrender merge SHARD_DIR... (--out-dir DIR | --report DIR)"

    static let configuration = CommandConfiguration(
        commandName: "boxrender merge",
        abstract: "Merge the folders of `boxrender render --shard` runs: their outputs, or their --check reports.",
        usage: MergeCommand.synopsis,
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

    @OptionGroup
    var errorFormat: ErrorFormatOptions

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
        var merged: [String: BatchManifest.Entry] = [:]
        var source: [String: String] = [:]
        // Each folder's record of its libraries: kept in the merge when they all agree.
        var libraries: [[String: String]?] = []
        for folder in folders {
            guard case .file = (try? ConfinedFolder(folder).entry(BatchManifest.fileName)) ?? .missing else {
                throw CLIFailure(
                    status: ExitStatus.badInput,
                    lines: [
                        "\(ConfinedFolder(folder).shown(BatchManifest.fileName)): no such file; is \(folder) a folder "
                            + "`boxrender render` wrote?"
                    ])
            }
            let shard = try BatchManifest(folder: folder)
            libraries.append(shard.libraries)
            for (path, entry) in shard.outputs.sorted(by: { $0.key < $1.key }) {
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
        try Self.refuseFileFolderClashes(Array(merged.keys))
        let out = ConfinedFolder(target)
        // Held while the target's manifest is read and the merge is written.
        let lock: FolderLock
        do {
            lock = try out.folder("", making: true).lock(exclusive: true)
        } catch {
            throw CLIFailure(status: ExitStatus.badInput, lines: [error.description])
        }
        defer { withExtendedLifetime(lock) {} }
        var manifest = try BatchManifest(folder: target)
        if !manifest.outputs.isEmpty { libraries.append(manifest.libraries) }
        manifest.libraries = Set(libraries).count == 1 ? libraries.first ?? nil : nil
        try Self.refuseFileFolderClashes(Array(merged.keys) + manifest.outputs.keys)
        // One open folder for all the copies in it, not a descriptor each.
        var parents: [String: FolderHandle] = [:]
        // Every copy is staged, hashed as it streams, then all are committed
        // together: a shard file that is not what its manifest says, or one
        // that cannot be written, leaves the merged folder as it was.
        var staged: [AtomicFile.Staged] = []
        var copied = 0
        do {
            for path in merged.keys.sorted() {
                guard let folder = source[path], let entry = merged[path] else { continue }
                let from = ConfinedFolder(folder)
                guard try from.entry(path) != .missing else {
                    printRaw(MessageText.escaped("missing \(from.shown(path)): its manifest lists it; left out") + "\n")
                    continue
                }
                manifest.outputs[path] = entry
                copied += 1
                let (parentPath, name) = try out.split(path)
                let parent = try parents[parentPath] ?? out.folder(parentPath, making: true)
                parents[parentPath] = parent
                if let file = try Self.stageCopy(
                    path, from: from, to: out, in: parent, as: name, hash: String(entry.fileHash))
                {
                    staged.append(file)
                }
            }
            let root = try out.folder("", making: true)
            staged.append(try AtomicFile.stage(Array(manifest.json.utf8), name: BatchManifest.fileName, in: root))
            try AtomicFile.commitAll(staged)
        } catch let failure as CLIFailure {
            for file in staged { file.discard() }
            throw failure
        } catch {
            for file in staged { file.discard() }
            throw CLIFailure(status: ExitStatus.badInput, lines: ["\(error)"])
        }
        return copied
    }

    /// One output that is a file and, in another shard or the target, a
    /// folder (`a.png` and `a.png/b.png`): refused before anything is written.
    private static func refuseFileFolderClashes(_ paths: [String]) throws {
        let files = Set(paths)
        for path in paths.sorted() {
            var prefix = ""
            for part in path.split(separator: "/").dropLast() {
                prefix += prefix.isEmpty ? String(part) : "/" + part
                if files.contains(prefix) {
                    throw CLIFailure(
                        status: ExitStatus.badInput,
                        lines: ["\(prefix) is an output, and a folder of the output \(path): the shards disagree"])
                }
            }
        }
    }

    /// Stages a copy of `path` from one folder into the same path of
    /// another (whose folder of it is `parent`, where it is `name`), in
    /// chunks, hashing as it goes: a file whose hash is not `hash` (the
    /// manifest's) is refused. Nil when `to` already holds it.
    private static func stageCopy(
        _ path: String, from: ConfinedFolder, to: ConfinedFolder, in parent: FolderHandle, as name: String,
        hash: String
    ) throws -> AtomicFile.Staged? {
        if case .file = try to.entry(path), (try? BatchManifest.fileHash(path, in: to)) == hash { return nil }
        let (staged, copiedHash) = try stageCopy(from.openFile(path), name: name, in: parent)
        guard copiedHash == hash else {
            staged.discard()
            throw CLIFailure(
                status: ExitStatus.badInput,
                lines: ["\(from.shown(path)): its bytes are not those its manifest records; render that shard again"])
        }
        return staged
    }

    /// Stages a copy of an open file as `name` in `folder`, chunk by chunk;
    /// the copy and the SHA-256 of what was copied (as `BatchManifest.hash` gives it).
    static func stageCopy(_ file: ConfinedFile, name: String, in folder: FolderHandle) throws -> (
        AtomicFile.Staged, String
    ) {
        var hasher = StreamingHash(length: file.size)
        let staged = try AtomicFile.stage(name: name, in: folder) { write in
            try file.copy(atMost: file.size) { chunk in
                hasher.update(chunk)
                try write(chunk)
            }
        }
        return (staged, hasher.hex)
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
        // Every picture looked at before writing (a missing one, a link or a
        // device stops the merge with nothing written), then each opened in
        // turn and copied in chunks.
        do {
            for picture in pictures {
                let folder = ConfinedFolder(picture.from)
                let path = "files/" + picture.name
                if let problem = try folder.entry(path).notARegularFile {
                    throw ConfinedFileError(path: folder.shown(path), problem: problem)
                }
            }
        } catch {
            throw CLIFailure(status: ExitStatus.badInput, lines: ["\(error); its report names it"])
        }
        let report = try CheckReport(folder: target)
        var staged: [AtomicFile.Staged] = []
        do {
            for picture in pictures {
                let file = try ConfinedFolder(picture.from).openFile("files/" + picture.name)
                staged.append(try Self.stageCopy(file, name: picture.name, in: report.files).0)
            }
        } catch {
            for file in staged { file.discard() }
            throw CLIFailure(status: ExitStatus.badInput, lines: ["\(error)"])
        }
        try report.commit(staged)
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

    /// The largest `report.json` read: a report of about 100,000 outputs.
    static let maximumReportBytes = 64 << 20

    /// A shard's report, which must be there and be one.
    private static func report(in folder: String) throws -> CheckReport.Document {
        let path = reportPath(folder)
        let data: [UInt8]
        do {
            data = try ConfinedFolder(folder).read(CheckReport.jsonName, atMost: maximumReportBytes)
        } catch let error where error.problem == .missing {
            throw CLIFailure(
                status: ExitStatus.badInput,
                lines: ["\(path): no such file; is \(folder) a folder `boxrender render --check --report` wrote?"])
        } catch {
            throw CLIFailure(status: ExitStatus.badInput, lines: [error.description])
        }
        do {
            return try CheckReportDocument.decode(data)
        } catch {
            throw CLIFailure(status: ExitStatus.badInput, lines: ["\(path): \(error)"])
        }
    }

    // MARK: Files

    private static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
