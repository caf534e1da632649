import BoxCairo
import BoxPNG
import BoxRender
import Foundation
import Testing

/// `--png-compression`: three trade-offs between time and size, one picture.
@Suite struct CLIPNGCompressionTests {
    private let fixture = RepositoryPaths.renderFixtures.appendingPathComponent("table-stacking.json").path

    @Test func everyChoiceGivesTheLibrarysBytesAndTheSamePixels() throws {
        let renderer = Renderer()
        let rendering = try renderer.prepare(specAt: fixture)
        let pixels = try renderer.image(rendering)
        var sizes: [PNGCompression: Int] = [:]
        for compression in PNGCompression.allCases {
            let result = try CLIRunner.run([fixture, "-o", "-", "--png-compression", compression.rawValue])
            #expect(result.status == 0, "\(result.stderr)")
            let expected = try renderer.png(rendering, compression: compression)
            #expect(result.stdout == Data(expected), "\(compression)")
            #expect(try PNGCodec.decode(expected) == pixels, "\(compression)")
            sizes[compression] = expected.count
        }
        #expect(sizes[.fast]! > sizes[.default]!)
        #expect(sizes[.default]! >= sizes[.smallest]!)
    }

    @Test func anUnknownChoiceIsAUsageError() throws {
        let result = try CLIRunner.run([fixture, "-o", "-", "--png-compression", "max"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("--png-compression must be fast, default or smallest, not max"))
    }
}
