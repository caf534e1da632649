/// The version of boxrender's output: raised whenever the same spec would
/// give other bytes, so that batch manifests render everything again.
enum BoxrenderVersion {
    static let output = "15"
    /// boxrender's own version, as `--version` prints it; raised at each release.
    static let release = "0.1.0"
}
