import BoxModel
import BoxSpec
import Foundation

/// Decodes `text` as if it were the file `spec.json` (or `spec.yaml`).
func decode(
    _ text: String, format: SpecFormat = .json, baseDirectory: String = "", options: DecodeOptions = DecodeOptions()
) throws -> Spec {
    try SpecDecoder.decode(
        bytes: Array(text.utf8), format: format, sourcePath: format == .json ? "spec.json" : "spec.yaml",
        baseDirectory: baseDirectory, options: options)
}

/// The one-line-per-error description decoding `bytes` fails with, or
/// "no error" so a passing decode fails the comparison visibly.
func errorText(_ bytes: [UInt8], format: SpecFormat = .json, baseDirectory: String = "") -> String {
    do {
        _ = try SpecDecoder.decode(
            bytes: bytes, format: format, sourcePath: format == .json ? "spec.json" : "spec.yaml",
            baseDirectory: baseDirectory)
        return "no error"
    } catch {
        return error.description
    }
}

func errorText(_ text: String, format: SpecFormat = .json, baseDirectory: String = "") -> String {
    errorText(Array(text.utf8), format: format, baseDirectory: baseDirectory)
}

/// The root node of a spec whose root is `node` (JSON object text).
func decodeRoot(_ node: String, baseDirectory: String = "", options: DecodeOptions = DecodeOptions()) throws
    -> BoxNode
{
    try decode(#"{"root": \#(node)}"#, baseDirectory: baseDirectory, options: options).tree[0]
}

/// A fresh empty directory, removed by the caller with `removeItem`.
func makeTemporaryDirectory() throws -> String {
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("BoxSpecTests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// A colour from 8-bit components, the way hex colours decode.
func rgba(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 255) -> Color {
    Color(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha / 255)
}
