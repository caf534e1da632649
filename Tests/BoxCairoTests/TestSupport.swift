import BoxCairo
import BoxModel
import BoxPNG
import BoxPixels
import BoxScene
import Foundation

/// Shared fixtures for the Cairo tests.
enum TestSupport {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)

    static let transparent = Pixel(r: 0, g: 0, b: 0, a: 0)
    static let opaqueRed = Pixel(r: 255, g: 0, b: 0, a: 255)
    static let opaqueBlue = Pixel(r: 0, g: 0, b: 255, a: 255)
    static let opaqueBlack = Pixel(r: 0, g: 0, b: 0, a: 255)
    static let opaqueWhite = Pixel(r: 255, g: 255, b: 255, a: 255)

    static func render(
        width: Double, height: Double, scale: Int = 1, background: Color? = nil, _ commands: [DrawCommand]
    ) throws -> RGBAImage {
        try CairoRenderer().renderImage(
            Scene(
                size: Size(width: width, height: height), scale: scale, background: background, commands: commands))
    }

    /// A fresh directory under the system's temporary directory.
    static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "boxcairo-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func write(_ bytes: [UInt8], to path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    /// A `width × height` picture whose left half is red and right half blue, as a PNG file.
    static func halvesPNG(width: Int, height: Int, in directory: String, name: String = "halves.png") throws -> String {
        var image = try RGBAImage(width: width, height: height, fill: (0, 0, 255, 255))
        for y in 0..<height {
            for x in 0..<(width / 2) { image[x: x, y: y] = opaqueRed }
        }
        let path = directory + "/" + name
        try write(try PNGCodec.encode(image), to: path)
        return path
    }
}
