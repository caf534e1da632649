/// Where a rendering's golden lives and how strictly it is compared.
public struct GoldenOptions: Sendable {
    /// The folder holding the goldens; `nil` = `__Snapshots__/<TestFile>/`
    /// beside the test file that asserts (as swift-snapshot-testing does).
    public var directory: String?
    /// How far two pixels' colours may be apart (pixelmatch's YIQ threshold, 0…1).
    public var threshold: Double
    /// How many differing pixels still count as a match.
    public var maxDiffPixels: Int
    public var record: RecordMode
    /// Where the three-panel picture of a failure goes; `nil` =
    /// `$BOXRENDER_FAILURE_DIR` if set, else `<temporary folder>/boxrender-failures`.
    public var failureDirectory: String?
    /// The file recording which cairo, pango and font versions drew the goldens;
    /// `nil` = `VERSIONS` in the snapshot root (`__Snapshots__/` or `directory`).
    /// It is written when a golden is recorded and none exists, and a failure
    /// says when this machine's versions differ from it.
    public var versionsFile: String?
    /// Whether a picture with warnings (`Rendering.warnings`: text that does
    /// not fit, dropped items, missing glyphs…) may pass. By default it fails,
    /// listing them, before it is compared: a golden of a picture nobody
    /// meant is a wrong test. Set it for pictures that show such things on purpose.
    public var allowsWarnings: Bool

    public init(
        directory: String? = nil,
        threshold: Double = 0.1,
        maxDiffPixels: Int = 0,
        record: RecordMode = .fromEnvironment,
        failureDirectory: String? = nil,
        versionsFile: String? = nil,
        allowsWarnings: Bool = false
    ) {
        self.directory = directory
        self.threshold = threshold
        self.maxDiffPixels = maxDiffPixels
        self.record = record
        self.failureDirectory = failureDirectory
        self.versionsFile = versionsFile
        self.allowsWarnings = allowsWarnings
    }
}
