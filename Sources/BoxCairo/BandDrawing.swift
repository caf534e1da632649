import BoxModel
import BoxScene
import CCairo
import Dispatch
import Foundation

/// Draws a prepared scene band by band on several threads at once and hands
/// the bands to one consumer in order, top to bottom.
///
/// Each thread has its own surface and blur cache, claims the next band, draws
/// it, and waits for its turn to hand it over; so at most one band per thread
/// is drawn and not yet consumed, and the consumer sees the bands exactly as a
/// single thread would. Drawing reads only what is shared read-only (the draw
/// list, its plan, laid-out text, decoded pictures); text is drawn under the
/// font library's lock, as everywhere.
final class BandDrawing: @unchecked Sendable {
    typealias Consume = (_ band: PixelRect, _ surface: CairoSurface) throws -> Bool

    private let renderer: CairoRenderer
    private let scene: Scene
    private let prepared: CairoRenderer.PreparedScene
    private let rows: Int
    private let surfaceRows: Int
    private let bandCount: Int
    /// Dropped when `run` returns: the caller lends it only for the call.
    private var consume: Consume?

    private let condition = NSCondition()
    /// The next band to claim, and the next to hand over; guarded by `condition`.
    private var claimed = 0
    private var handedOver = 0
    /// Set when the consumer returned false or anything threw: no band is claimed after.
    private var stopped = false
    private var consumedAll = true
    /// The failure of the lowest band that failed, so that the error doesn't
    /// depend on which thread got there first.
    private var failure: (band: Int, error: any Error)?

    init(
        renderer: CairoRenderer, scene: Scene, prepared: CairoRenderer.PreparedScene, rows: Int, surfaceRows: Int,
        consume: @escaping Consume
    ) {
        self.renderer = renderer
        self.scene = scene
        self.prepared = prepared
        self.rows = rows
        self.surfaceRows = surfaceRows
        self.bandCount = (prepared.canvas.height + rows - 1) / rows
        self.consume = consume
    }

    /// Draws every band on `threads` threads (this one among them); returns
    /// whether the consumer took them all, or throws the first band's failure.
    func run(threads: Int) throws -> Bool {
        let helpers = max(0, min(threads, bandCount) - 1)
        let finished = DispatchGroup()
        for _ in 0..<helpers {
            finished.enter()
            let thread = Thread { [self] in
                drawUntilDone()
                finished.leave()
            }
            // Room for draw lists nested as deep as the spec limits allow, as on the main thread.
            thread.stackSize = 16 << 20
            thread.start()
        }
        drawUntilDone()
        finished.wait()
        condition.lock()
        consume = nil
        condition.unlock()
        if let failure { throw failure.error }
        return consumedAll
    }

    private func drawUntilDone() {
        let surface: CairoSurface
        do {
            surface = try CairoSurface(format: CAIRO_FORMAT_ARGB32, width: prepared.canvas.width, height: surfaceRows)
        } catch {
            fail(band: nextClaim() ?? bandCount, error)
            return
        }
        let blurs = BlurCache()
        while let index = nextClaim() {
            let top = index * rows
            let band = PixelRect(
                x: 0, y: top, width: prepared.canvas.width, height: min(rows, prepared.canvas.height - top))
            do {
                surface.clear()
                let target = try DrawingTarget(surface: surface, covering: band, scale: Double(scene.scale))
                try renderer.draw(scene, prepared, on: target, blurs: blurs)
                cairo_surface_flush(surface.pointer)
            } catch {
                fail(band: index, error)
                return
            }
            handOver(index, band, surface)
        }
    }

    private func nextClaim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        guard !stopped, claimed < bandCount else { return nil }
        claimed += 1
        return claimed - 1
    }

    /// Waits for band `index`'s turn, then gives it to the consumer.
    private func handOver(_ index: Int, _ band: PixelRect, _ surface: CairoSurface) {
        condition.lock()
        defer { condition.unlock() }
        while handedOver != index && !stopped { condition.wait() }
        guard !stopped else { return }
        do {
            if let consume, try !consume(band, surface) {
                consumedAll = false
                stopped = true
            }
        } catch {
            record(band: index, error)
        }
        handedOver += 1
        condition.broadcast()
    }

    private func fail(band: Int, _ error: any Error) {
        condition.lock()
        defer { condition.unlock() }
        record(band: band, error)
        condition.broadcast()
    }

    /// Keeps the lowest band's failure and stops. Called with the lock held.
    private func record(band: Int, _ error: any Error) {
        if failure == nil || band < failure!.band { failure = (band, error) }
        stopped = true
    }
}
