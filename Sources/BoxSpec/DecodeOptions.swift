/// What the caller decides about decoding a spec: how much it may ask for and
/// which files it may read.
public struct DecodeOptions: Sendable, Equatable {
    public var limits: SpecLimits
    public var assets: AssetAccess
    /// UIImage's rule for the screen's scale: at 2 or 3, a picture named
    /// `photo.png` is read from `photo@3x.png` or `photo@2x.png` (the highest
    /// not above the scale) when such a file is beside it; its point size
    /// stays the same, as `@Nx` files have N times the pixels. 1 reads names
    /// as given; nil (the default) takes the spec's own `canvas.scale`, so
    /// that the one rule holds on every path (`--scale`, `canvas.scale`,
    /// `RenderOptions(scale:)`, trees built in Swift).
    public var pictureScale: Int?
    /// Values for the spec's `params` (`--set`, a variant): each must be a
    /// parameter the spec declares.
    public var parameters: [String: ParameterValue]

    public init(
        limits: SpecLimits = .default, assets: AssetAccess = .specFolder, pictureScale: Int? = nil,
        parameters: [String: ParameterValue] = [:]
    ) {
        self.limits = limits
        self.assets = assets
        self.pictureScale = pictureScale
        self.parameters = parameters
    }
}
