/// The version of boxrender's output: raised whenever the same spec would
/// give other bytes, so that batch manifests render everything again.
enum BoxrenderVersion {
    static let output = "13"
}
