import BoxRender

/// A job's specs decoded for each variant and scale, kept from hashing its
/// inputs to drawing its outputs, so that a stale spec is decoded once, not
/// once to hash and again to draw. Kept in the order decoded while their
/// nodes come to at most `keptNodes`; past that, a spec is decoded again.
struct DecodedSpecs {
    /// A bound on what a job holds decoded at once besides the spec it is on.
    static let keptNodes = 50_000

    private struct Key: Hashable {
        let variant: SpecVariant
        let scale: Int?
    }

    private var specs: [Key: Spec] = [:]
    private var nodes = 0
    /// False for a pass that no other follows (`--check`): nothing is kept.
    private var keeps = true

    /// Keeps nothing: for a job's only pass over its specs.
    static let none = DecodedSpecs(keeps: false)

    init() {}

    private init(keeps: Bool) {
        self.keeps = keeps
    }

    /// The spec decoded for `output`'s variant and scale, if kept.
    func spec(for output: BatchWorker.Output) -> Spec? {
        specs[Key(variant: output.variant, scale: output.scale)]
    }

    /// Keeps `spec`, decoded for `output`'s variant and scale, if it fits.
    mutating func keep(_ spec: Spec, for output: BatchWorker.Output) {
        let count = spec.tree.count + (spec.animation?.from.count ?? 0)
        guard keeps, nodes + count <= Self.keptNodes else { return }
        nodes += count
        specs[Key(variant: output.variant, scale: output.scale)] = spec
    }
}
