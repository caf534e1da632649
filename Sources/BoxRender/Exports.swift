// The model's value types (`Spec`, `Size`, `Color`, …) are part of BoxRender's
// API: a user who imports BoxRender can name them without knowing the targets.
@_exported import BoxFiles
@_exported import BoxModel

@_exported import enum BoxCairo.APNGComparison
@_exported import struct BoxCairo.APNGReader
// How hard PNG output is compressed (`Renderer.png`, `Renderer.data`), and the
// spec decoder's error, limits and asset rules (`BoxRenderError.input`,
// `RenderOptions`); the rest of the decoder and the backend stay inside.
// The animated-PNG reader and comparison, for the fuzzers and for tools that
// read animations as `--check` and `diff` do.
// The fonts a `Renderer` draws with (`Renderer(fonts:)`), for a user's own
// `--font-dir`s or a library of one's own.
@_exported import class BoxCairo.FontLibrary
@_exported import enum BoxCairo.PNGCompression
@_exported import struct BoxSpec.AssetAccess
// Spec parameters and variants (`RenderOptions.parameters`, `Renderer.loadSpec`).
@_exported import struct BoxSpec.IncludedFile
@_exported import enum BoxSpec.MessageText
@_exported import enum BoxSpec.ParameterValue
@_exported import struct BoxSpec.SpecError
@_exported import enum BoxSpec.SpecFormat
@_exported import struct BoxSpec.SpecLimits
@_exported import struct BoxSpec.SpecSource
@_exported import struct BoxSpec.SpecVariant
