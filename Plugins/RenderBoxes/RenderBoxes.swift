import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory render-boxes [--check]`:
/// runs `boxrender render` over a package's specs (`Docs/Boxes/` unless
/// `--specs` says otherwise) into `Docs/Images/`, `--out-dir`, or with
/// `--docc` (or `--target T`) the DocC catalog's `Resources/`, so a library's
/// documentation pictures are made and checked with SwiftPM alone.
@main
struct RenderBoxes: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let package = context.package.directoryURL
        let options = try Options(arguments, package: context.package)
        if options.help {
            print(Options.usage)
            return
        }
        let tool = try context.tool(named: "boxrender").url
        var command = ["render"] + options.specs + ["--out-dir", options.outDir]
        command += options.forwarded
        let status = try run(tool, command, in: package)
        switch status {
        case 0:
            return
        case 1:
            throw Problem("boxrender render: a spec failed; its problems are in boxrender's output")
        case 2:
            throw Problem(
                "boxrender render: a usage error, in boxrender's output; `swift package render-boxes --help` lists "
                    + "the plugin's options")
        case 3:
            throw Problem(
                "render-boxes --check: the pictures in \(options.outDir) are out of date (stale, missing or "
                    + "orphaned, listed in boxrender's output); render them with `swift package "
                    + "--allow-writing-to-package-directory render-boxes\(options.routeArguments)`")
        default:
            throw Problem("boxrender render: ended with status \(status)")
        }
    }

    /// Runs the tool in the package's folder, so relative paths in its
    /// messages read from there; its output goes where the plugin's goes.
    private func run(_ tool: URL, _ arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        do {
            try process.run()
        } catch {
            throw Problem("cannot run \(tool.path): \(error)")
        }
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            throw Problem("boxrender render was ended by signal \(process.terminationStatus)")
        }
        return process.terminationStatus
    }
}

/// A message for the user; SwiftPM prints it as `error: …` and fails.
struct Problem: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// The plugin's arguments, read with `ArgumentExtractor`; paths are relative
/// to the package's folder.
struct Options {
    static let usage = """
        USAGE: swift package [--allow-writing-to-package-directory] render-boxes [--specs DIR]... \
        [--out-dir DIR | --docc | --target T] [--check [--report DIR]] [--scale 1,2,3] \
        [--format png,svg,pdf,gif,webp] [-j N] [--force] [--quiet] [-- BOXRENDER-OPTIONS...]

        Renders the package's box specs with `boxrender render`, skipping those whose outputs are up to date.

        OPTIONS:
          --specs DIR             A folder (or spec) to render, relative to the package; repeatable \
        (default: Docs/Boxes).
          --out-dir DIR           Where the pictures go (default: Docs/Images).
          --docc                  Into the Resources/ folder of the package's one DocC catalog \
        (Sources/<Target>/<Name>.docc).
          --target T              Into the Resources/ folder of target T's DocC catalog.
          --check                 Write nothing; fail when an output is stale, missing or orphaned.
          --report DIR            With --check: also write an HTML report there.
          --scale 1,2,3           Scales to write: name.png, name@2x.png, name@3x.png.
          --format png,svg,pdf,gif,webp
                                  Formats to write (default png; an animation's png, gif and webp are animated).
          -j, --jobs N            Specs rendered at once (default: the cores).
          --force                 Render every spec, whatever the manifest says.
          --quiet                 Print only problems and the summary.
          -- ...                  Everything after is passed to `boxrender render` as it is.

        Rendering writes into the package, so SwiftPM needs --allow-writing-to-package-directory (or asks on a \
        terminal), also for --check.
        """

    var help = false
    var specs: [String] = []
    var outDir = ""
    /// What goes to `boxrender render` after the specs and `--out-dir`.
    var forwarded: [String] = []
    /// Every argument given except `--check` and `--report DIR`, shell-quoted, with a leading space:
    /// the render that a failed check's hint proposes makes what the check wanted.
    var routeArguments = ""

    init(_ arguments: [String], package: Package) throws {
        let packageFolder = package.directoryURL
        // Everything after the first `--` goes to boxrender untouched.
        var own = arguments
        var passThrough: [String] = []
        if let dash = arguments.firstIndex(of: "--") {
            own = Array(arguments[..<dash])
            passThrough = Array(arguments[(dash + 1)...])
        }
        // `-j N` and `-jN`, which ArgumentExtractor (long names only) does not read.
        var jobs: [String] = []
        var rest: [String] = []
        var index = 0
        while index < own.count {
            let word = own[index]
            if word == "-j" {
                guard index + 1 < own.count else { throw Problem("-j needs a number of jobs") }
                jobs.append(own[index + 1])
                index += 2
                continue
            }
            if word.hasPrefix("-j"), !word.hasPrefix("--") {
                jobs.append(String(word.dropFirst(2)))
            } else if word == "-h" {
                help = true
            } else {
                rest.append(word)
            }
            index += 1
        }
        var extractor = ArgumentExtractor(rest)
        help = help || extractor.extractFlag(named: "help") > 0
        let specFolders = extractor.extractOption(named: "specs")
        let outDirs = extractor.extractOption(named: "out-dir")
        let docc = extractor.extractFlag(named: "docc") > 0
        let targets = extractor.extractOption(named: "target")
        let check = extractor.extractFlag(named: "check") > 0
        let reports = extractor.extractOption(named: "report")
        let scales = extractor.extractOption(named: "scale")
        let formats = extractor.extractOption(named: "format")
        jobs += extractor.extractOption(named: "jobs")
        let force = extractor.extractFlag(named: "force") > 0
        let quiet = extractor.extractFlag(named: "quiet") > 0
        if help { return }
        let unknown = extractor.remainingArguments
        if !unknown.isEmpty {
            throw Problem(
                "render-boxes: unknown argument\(unknown.count == 1 ? "" : "s") \(unknown.joined(separator: " ")); "
                    + "put boxrender's own options after `--` (`swift package render-boxes --help` lists the "
                    + "plugin's)")
        }
        for (name, values) in [
            ("--out-dir", outDirs), ("--target", targets), ("--report", reports), ("--scale", scales),
            ("--format", formats), ("-j", jobs),
        ] where values.count > 1 {
            throw Problem("render-boxes: \(name) given \(values.count) times; give it once")
        }
        if !outDirs.isEmpty && (docc || !targets.isEmpty) {
            throw Problem("render-boxes: --out-dir and --docc (or --target) both say where to write; give one")
        }

        // The specs: Docs/Boxes unless --specs says otherwise.
        let given = specFolders.isEmpty ? ["Docs/Boxes"] : specFolders
        for spec in given {
            let url = Self.resolve(spec, in: packageFolder)
            guard FileManager.default.fileExists(atPath: url.path) else {
                if specFolders.isEmpty {
                    throw Problem(
                        "render-boxes: no specs folder \(url.path) (Docs/Boxes/ in the package, the default); "
                            + "make it and put .json or .yaml specs in it, or point elsewhere with "
                            + "`--specs DIR` (relative to the package)")
                }
                throw Problem("render-boxes: --specs \(spec): no such file or folder (\(url.path))")
            }
        }
        specs = given

        // The output: --out-dir, a DocC catalog's Resources/, or Docs/Images.
        if let outDir = outDirs.first {
            self.outDir = outDir
        } else if docc || !targets.isEmpty {
            let catalog = try Self.doccCatalog(in: package, target: targets.first)
            outDir = Self.relative(catalog.appendingPathComponent("Resources"), to: packageFolder)
        } else {
            outDir = "Docs/Images"
        }

        if check { forwarded.append("--check") }
        if let report = reports.first {
            guard check else { throw Problem("render-boxes: --report goes with --check") }
            forwarded += ["--report", report]
        }
        if let scale = scales.first { forwarded += ["--scale", scale] }
        if let format = formats.first { forwarded += ["--format", format] }
        if let jobs = jobs.first { forwarded += ["-j", jobs] }
        if force { forwarded.append("--force") }
        if quiet { forwarded.append("--quiet") }
        forwarded += passThrough
        routeArguments = Self.withoutCheck(arguments).map { " " + Self.shellQuoted($0) }.joined()
    }

    /// `arguments` without `--check` and `--report DIR` (`--report=DIR`), before any `--`.
    static func withoutCheck(_ arguments: [String]) -> [String] {
        var kept: [String] = []
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            if word == "--" {
                kept += arguments[index...]
                break
            }
            if word == "--check" || word.hasPrefix("--report=") {
                index += 1
            } else if word == "--report" {
                index += 2
            } else {
                kept.append(word)
                index += 1
            }
        }
        return kept
    }

    /// A word as a POSIX shell reads it back: as it is when it holds only
    /// safe characters, else in single quotes.
    static func shellQuoted(_ word: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./=,@%+:-")
        guard word.isEmpty || !word.allSatisfy(safe.contains) else { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// A path from the command line, relative to the package unless absolute.
    static func resolve(_ path: String, in folder: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
    }

    /// `url` from `folder` when it is inside it, else its absolute path.
    static func relative(_ url: URL, to folder: URL) -> String {
        let base = folder.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        if path.hasPrefix(base + "/") { return String(path.dropFirst(base.count + 1)) }
        return path
    }

    /// The one `.docc` catalog among the package's source targets (or target `name`'s).
    static func doccCatalog(in package: Package, target name: String?) throws -> URL {
        let targets = package.targets.compactMap { $0 as? SourceModuleTarget }
        if let name {
            guard let target = targets.first(where: { $0.name == name }) else {
                let names = targets.map(\.name).sorted().joined(separator: ", ")
                throw Problem("render-boxes: --target \(name): the package has no such target (it has \(names))")
            }
            let catalogs = catalogs(of: target)
            guard catalogs.count == 1 else {
                throw Problem(
                    "render-boxes: --target \(name): "
                        + (catalogs.isEmpty
                            ? "it has no DocC catalog (\(folder(of: target)?.path ?? name)/NAME.docc)"
                            : "it has \(catalogs.count) DocC catalogs; name the folder with --out-dir"))
            }
            return catalogs[0]
        }
        let all = targets.flatMap { catalogs(of: $0) }
        guard all.count == 1 else {
            if all.isEmpty {
                throw Problem(
                    "render-boxes: --docc: the package has no DocC catalog (Sources/<Target>/<Name>.docc); "
                        + "make one, or say where the pictures go with --out-dir")
            }
            let names = all.map { relative($0, to: package.directoryURL) }.joined(separator: ", ")
            throw Problem(
                "render-boxes: --docc: the package has \(all.count) DocC catalogs (\(names)); pick one "
                    + "with --target T")
        }
        return all[0]
    }

    /// A target's folder (`Target.directoryURL` needs tools version 6.1; the
    /// concrete types have it in 6.0).
    static func folder(of target: SourceModuleTarget) -> URL? {
        if let target = target as? SwiftSourceModuleTarget { return target.directoryURL }
        if let target = target as? ClangSourceModuleTarget { return target.directoryURL }
        return nil
    }

    /// The `.docc` folders directly in a target's folder, sorted.
    static func catalogs(of target: SourceModuleTarget) -> [URL] {
        guard let folder = folder(of: target) else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".docc") }.sorted().compactMap { name in
            var isFolder: ObjCBool = false
            let url = folder.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
                return nil
            }
            return url
        }
    }
}
