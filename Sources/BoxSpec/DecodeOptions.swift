/// What the caller decides about decoding a spec: how much it may ask for and
/// which files it may read.
public struct DecodeOptions: Sendable, Equatable {
    public var limits: SpecLimits
    public var assets: AssetAccess

    public init(limits: SpecLimits = .default, assets: AssetAccess = .specFolder) {
        self.limits = limits
        self.assets = assets
    }
}
