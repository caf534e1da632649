import BoxRender
import Dispatch
import Foundation
import Testing

@testable import BoxCairo
@testable import BoxPNG

/// Rendering is deterministic and thread-safe: many specs drawn at once on
/// several threads give the same bytes as one at a time (each render makes its
/// own Cairo surfaces; Pango and fontconfig are shared behind one lock).
@Suite struct ConcurrentRenderingTests {
    static let specs: [String] =
        RepositoryPaths.specs(in: RepositoryPaths.renderFixtures).map {
            RepositoryPaths.renderFixtures.appendingPathComponent($0).path
        }
        + RepositoryPaths.specs(in: RepositoryPaths.showcaseFixtures).map {
            RepositoryPaths.showcaseFixtures.appendingPathComponent($0).path
        }

    private static func render(_ path: String, as format: OutputFormat) -> [UInt8]? {
        let renderer = Renderer()
        return try? renderer.data(renderer.prepare(specAt: path), as: format)
    }

    @Test(arguments: [OutputFormat.png, .svg, .pdf])
    func manyThreadsGiveTheBytesOfOneAtATime(format: OutputFormat) {
        let sequential = Self.specs.map { Self.render($0, as: format) }
        #expect(sequential.allSatisfy { $0 != nil }, "every fixture renders")
        // Each spec three times, interleaved, on as many threads as Dispatch gives.
        let jobs = Array(repeating: Array(Self.specs.indices), count: 3).flatMap { $0 }
        let results = ResultSlots(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { job in
            results.set(job, Self.render(Self.specs[jobs[job]], as: format))
        }
        for (job, spec) in jobs.enumerated() {
            #expect(results.value(job) == sequential[spec], "\(Self.specs[spec]) differs when drawn concurrently")
        }
    }
}

/// Within one render, bands are drawn and compressed on several threads: the
/// bytes must not depend on how many, for every fixture (text, pictures,
/// shadows, screenshots, peers) — and not on the band height either.
@Suite struct BandThreadTests {
    @Test func everyFixtureGivesTheSameBytesOnOneThreadOrMany() throws {
        let renderer = Renderer()
        for path in ConcurrentRenderingTests.specs {
            let scene = try renderer.prepare(specAt: path).scene
            let one = try CairoRenderer().renderPNG(scene, threads: 1)
            #expect(try CairoRenderer().renderPNG(scene, threads: 3) == one, "\(path)")
            #expect(try CairoRenderer().renderPNG(scene, threads: 8) == one, "\(path)")
            let image = try CairoRenderer().renderImage(scene, threads: 1)
            #expect(try PNGCodec.decode(one) == image, "\(path)")
            // Bands of 16 rows, several to a thread, against one thread's default bands.
            #expect(try CairoRenderer(bandRows: 16).renderImage(scene, threads: 4) == image, "\(path)")
        }
    }
}

/// Slots written from many threads, each once, read after all are done.
private final class ResultSlots: @unchecked Sendable {
    private var values: [[UInt8]?]
    private let lock = NSLock()

    init(count: Int) {
        values = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: [UInt8]?) {
        lock.withLock { values[index] = value }
    }

    func value(_ index: Int) -> [UInt8]? {
        lock.withLock { values[index] }
    }
}
