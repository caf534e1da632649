import BoxModel
import BoxPNG
import BoxScene
import BoxWork
import CCairo
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

    /// Draws every band on up to `threads` threads (`ParallelWork`: what the
    /// budget grants); returns whether the consumer took them all, or throws
    /// the first band's failure.
    func run(threads: Int) throws -> Bool {
        ParallelWork.run(threads: min(threads, bandCount)) { [self] in drawUntilDone() }
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
            // The compression the hand-over started, now that the next band's turn has come.
            DeferredWork.drain()
        }
    }

    private func nextClaim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        guard !stopped, claimed < bandCount else { return nil }
        claimed += 1
        return claimed - 1
    }

    /// Waits for band `index`'s turn, then gives it to the consumer — outside
    /// the lock, so that other threads go on claiming and drawing meanwhile;
    /// only the thread whose turn it is can be there.
    private func handOver(_ index: Int, _ band: PixelRect, _ surface: CairoSurface) {
        condition.lock()
        while handedOver != index && !stopped { condition.wait() }
        let consume = stopped ? nil : self.consume
        condition.unlock()
        guard let consume else { return }
        var result: Result<Bool, any Error>
        do {
            result = .success(try DeferredWork.accepting { try consume(band, surface) })
        } catch {
            result = .failure(error)
        }
        condition.lock()
        defer { condition.unlock() }
        switch result {
        case .success(true): break
        case .success(false):
            consumedAll = false
            stopped = true
        case .failure(let error): record(band: index, error)
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

    /// Keeps the lowest band's failure and stops. A failure after the consumer
    /// said it wanted no more bands, or at no band (a thread with nothing left
    /// to draw), changes nothing. Called with the lock held.
    private func record(band: Int, _ error: any Error) {
        guard consumedAll, band < bandCount else { return }
        if failure == nil || band < failure!.band { failure = (band, error) }
        stopped = true
    }
}
