// The model's value types (`Spec`, `Size`, `Color`, …) are part of BoxRender's
// API: a user who imports BoxRender can name them without knowing the targets.
@_exported import BoxFiles
@_exported import BoxModel

// What draws the pictures, for `--version` and the manifest's record: the
// rendering libraries' versions, the release bundle the process runs from,
// and the digest inputs are hashed with.
@_exported import enum BoxCairo.EncoderVersions
// When each frame of an animation is shown (`boxrender render --frames` of an animation).
@_exported import struct BoxCairo.FrameClock
@_exported import class BoxCairo.SHA256
// How hard PNG output is compressed (`Renderer.png`, `Renderer.data`), and the
// spec decoder's error, limits and asset rules (`BoxRenderError.input`,
// `RenderOptions`); the rest of the decoder and the backend stay inside.
// The animated-PNG reader and comparison, for the fuzzers and for tools that
// read animations as `--check` and `diff` do.
@_exported import enum BoxPNG.APNGComparison
@_exported import struct BoxPNG.APNGReadError
@_exported import struct BoxPNG.APNGReader
// PNG files ↔ pixels and their sizes, for comparing pictures (`diff`,
// `--check`, golden tests) without drawing.
@_exported import enum BoxPNG.PNGCodec
@_exported import enum BoxPNG.PNGCompression
@_exported import func BoxPNG.pngPixelSize
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
// The fonts a `Renderer` draws with (`Renderer(fonts:)`), for a user's own
// `--font-dir`s or a library of one's own.
@_exported import class BoxText.FontLibrary
@_exported import enum BoxText.LibraryVersions
@_exported import enum BoxText.ReleaseBundle
@_exported import func BoxText.currentRenderingVersions
