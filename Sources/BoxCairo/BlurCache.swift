import BoxPixels

/// Blurred shadow masks already computed in this picture, by what they were
/// blurred from. A tall table drawn in bands gives the same alpha in most
/// bands, and a list of cards of one size gives the same alpha for every card:
/// each is blurred once. The blur is a pure function of its input, so reusing it
/// changes no pixel.
///
/// Bounded: past `capacity` bytes of kept buffers the oldest half is dropped.
final class BlurCache {
    private struct Key: Hashable {
        let width: Int
        let height: Int
        let sigma: Double
        let alpha: [UInt8]

        /// At most 64 samples of the bytes, not all of them: hashing every
        /// byte of a table-sized buffer cost more than the blur it saved.
        /// Equal keys are still told apart by all their bytes (`==`), so a
        /// hash shared by two buffers only costs a comparison.
        func hash(into hasher: inout Hasher) {
            hasher.combine(width)
            hasher.combine(height)
            hasher.combine(sigma)
            let step = max(1, alpha.count / Self.samples)
            for index in Swift.stride(from: 0, to: alpha.count, by: step) { hasher.combine(alpha[index]) }
        }

        static let samples = 64
    }

    private var entries: [Key: [UInt8]] = [:]
    private var order: [Key] = []
    private var bytes = 0
    private let capacity: Int

    init(capacity: Int = 16 << 20) {
        self.capacity = capacity
    }

    /// `alpha` blurred with σ = `sigma` pixels, from the cache or computed now.
    func blurred(_ alpha: [UInt8], width: Int, height: Int, sigma: Double) -> [UInt8] {
        let key = Key(width: width, height: height, sigma: sigma, alpha: alpha)
        if let cached = entries[key] { return cached }
        var result = alpha
        gaussianBlur(alpha: &result, width: width, height: height, sigma: sigma)
        keep(result, for: key)
        return result
    }

    private func keep(_ result: [UInt8], for key: Key) {
        let size = 2 * result.count
        guard size <= capacity / 2 else { return }
        while bytes + size > capacity, !order.isEmpty {
            let dropped = order.prefix(max(1, order.count / 2))
            for key in dropped {
                bytes -= 2 * key.alpha.count
                entries[key] = nil
            }
            order.removeFirst(dropped.count)
        }
        entries[key] = result
        order.append(key)
        bytes += size
    }
}
