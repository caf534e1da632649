/// The text of a batch's `.boxrender-manifest.json`: per output path, what
/// made it and which spec, at which scale. The manifest is data (committed,
/// or a CI artifact), so reading it checks every path: each must be an
/// output's name inside the folder (`ConfinedFolder.components`), or the
/// whole manifest is refused. Here, not in the CLI, so that a fuzzer can
/// drive it; read in OutputManifest+Reading.swift, written in
/// OutputManifest+JSON.swift.
public struct OutputManifest: Sendable, Equatable {
    public static let fileName = ".boxrender-manifest.json"
    /// The largest manifest read, in bytes and in outputs: each output costs
    /// its entry's memory and a look at its file, so both are bounded.
    public static let maximumBytes = 64 << 20
    public static let maximumOutputs = 200_000
    /// The most JSON values a manifest may hold: 20 for each of the most
    /// outputs (an entry with a few warnings takes about 10), so that a
    /// hostile one is refused before it costs gigabytes (a 64 MiB file of
    /// `0,0,0,…` would be 33 million values).
    public static let maximumValues = 20 * maximumOutputs

    /// What the manifest says of one output.
    public struct Entry: Sendable, Equatable {
        /// The SHA-256 of its inputs, a space, and the SHA-256 of the file written.
        public var made: String
        /// The spec that makes it, relative to the output folder
        /// (`../Boxes/card.json`); nil in a manifest of version 1, whose
        /// outputs no run removes.
        public var spec: String?
        /// The `--scale` it was drawn at; 0 for the spec's own.
        public var scale: Int
        /// Its picture's warnings when it was drawn (at most
        /// `KeptWarning.maximumPerOutput`), printed again by a run that finds
        /// it up to date; nil when not known (an entry written before
        /// boxrender kept them: such an output is drawn again once).
        public var warnings: [KeptWarning]?
        /// How many more warnings it had than are kept.
        public var moreWarnings: Int

        public init(
            made: String, spec: String? = nil, scale: Int = 0, warnings: [KeptWarning]? = nil, moreWarnings: Int = 0
        ) {
            self.made = made
            self.spec = spec
            self.scale = scale
            self.warnings = warnings
            self.moreWarnings = moreWarnings
        }

        /// Whether it records the same making as `other`: inputs, file, spec
        /// and scale (the warnings follow from those).
        public func madeAlike(_ other: Entry) -> Bool {
            made == other.made && spec == other.spec && scale == other.scale
        }

        /// The SHA-256 of the file written, as the manifest records it.
        public var fileHash: Substring { made.split(separator: " ").last ?? "" }
    }

    public var outputs: [String: Entry]
    /// The versions of the libraries that decide pixels (`LibraryVersions`:
    /// name to version) in the run that last wrote the manifest, so that a
    /// `--check` on another rendering stack can say why its pictures are
    /// stale; nil when not recorded (a manifest written before boxrender
    /// recorded them, or merged from runs whose libraries differ).
    public var libraries: [String: String]?

    public init(outputs: [String: Entry] = [:], libraries: [String: String]? = nil) {
        self.outputs = outputs
        self.libraries = libraries
    }

    /// Why a manifest was refused: a sentence to follow its path.
    public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
        public var description: String
    }
}
