// What a user who imports BoxRender can name without knowing the targets
// (swift-format keeps these sorted, so the reasons are listed here):
// - BoxFiles, BoxModel: the file layer and the model's value types (`Spec`,
//   `Size`, `Color`, …).
// - BoxPNG: how hard PNG output is compressed (`Renderer.png`,
//   `Renderer.data`); PNG files ↔ pixels and their sizes, and the
//   animated-PNG reader and comparison, for comparing pictures without
//   drawing (`diff`, `--check`, golden tests, the fuzzers); the picture
//   files a batch job reads once, to hash and to draw (`PictureFiles`).
// - BoxSpec: the spec decoder's error, limits, asset rules, parameters and
//   variants (`BoxRenderError.input`, `RenderOptions`, `Renderer.loadSpec`);
//   how numbers are spelled in JSON and messages (`JSONText`); the rest of
//   the decoder, and the JSON writer, stay inside.
// - BoxText: the fonts a `Renderer` draws with (`Renderer(fonts:)`) and their
//   error; the rendering libraries' versions and the release bundle the
//   process runs from, for `--version` and the manifest's record.
// - BoxCairo: the GIF and WebP encoders' versions, and when each frame of an
//   animation is shown (`FrameClock`, for `--frames-dir`).
@_exported import BoxFiles
@_exported import BoxModel

@_exported import enum BoxCairo.EncoderVersions
@_exported import struct BoxCairo.FrameClock
@_exported import enum BoxPNG.APNGComparison
@_exported import struct BoxPNG.APNGReadError
@_exported import struct BoxPNG.APNGReader
@_exported import enum BoxPNG.PNGCodec
@_exported import enum BoxPNG.PNGCompression
@_exported import class BoxPNG.PictureFiles
@_exported import func BoxPNG.pngPixelSize
@_exported import struct BoxSpec.AssetAccess
@_exported import struct BoxSpec.IncludedFile
@_exported import enum BoxSpec.JSONText
@_exported import enum BoxSpec.MessageText
@_exported import enum BoxSpec.ParameterValue
@_exported import struct BoxSpec.SpecError
@_exported import enum BoxSpec.SpecFormat
@_exported import struct BoxSpec.SpecLimits
@_exported import struct BoxSpec.SpecSource
@_exported import struct BoxSpec.SpecVariant
@_exported import enum BoxText.FontError
@_exported import class BoxText.FontLibrary
@_exported import enum BoxText.LibraryVersions
@_exported import enum BoxText.ReleaseBundle
@_exported import func BoxText.currentRenderingVersions
