// The model's value types (`Spec`, `Size`, `Color`, …) are part of BoxRender's
// API: a user who imports BoxRender can name them without knowing the targets.
@_exported import BoxModel

// The spec decoder's error, limits and asset rules appear in BoxRender's API
// (`BoxRenderError.input`, `RenderOptions`); the rest of the decoder stays inside.
@_exported import struct BoxSpec.AssetAccess
@_exported import struct BoxSpec.SpecError
@_exported import struct BoxSpec.SpecLimits
