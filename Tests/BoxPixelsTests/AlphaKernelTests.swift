import CPixelKernels
import Foundation
import Testing

/// The C kernels a shadow's alpha passes through: rounding back to bytes
/// (without a call to `round`) and reading the alpha of Cairo's pixels.
struct AlphaKernelTests {
    /// Every value `round` could be asked about near each half and each
    /// whole number, and beyond the ends, rounds as `round` then a clamp does.
    @Test func roundsAsRoundDoes() {
        var values: [Double] = [-1e300, -256, -0.5, -0.4999999999999999, -0.0, 0, 1e-300, 255.5, 256, 1e300]
        for whole in 0...256 {
            for value in [Double(whole), Double(whole) + 0.5] {
                values += [value, value.nextUp, value.nextDown, value.nextUp.nextUp, value.nextDown.nextDown]
            }
            values += [Double(whole) + 0.25, Double(whole) + 0.75]
        }
        var out = [UInt8](repeating: 7, count: values.count)
        boxrender_doubles_to_alpha(values, values.count, 1, values.count, &out)
        for (value, byte) in zip(values, out) {
            let expected = UInt8(min(255, max(0, value.rounded(.toNearestOrAwayFromZero))))
            #expect(byte == expected, "\(value)")
        }
    }

    @Test func readsTheAlphaOfARectangleOfPixels() {
        // 3 × 2 pixels, rows 16 bytes apart; alpha = 10 × row + column.
        var pixels = [UInt8](repeating: 0, count: 32)
        for y in 0..<2 {
            for x in 0..<3 {
                let word = UInt32(10 * y + x) << 24 | 0x00FF_EEDD
                withUnsafeBytes(of: word) { pixels.replaceSubrange((y * 16 + x * 4)..<(y * 16 + x * 4 + 4), with: $0) }
            }
        }
        var alpha = [UInt8](repeating: 99, count: 10)
        boxrender_argb_alpha(pixels, 16, 3, 2, &alpha, 5)
        #expect(alpha == [0, 1, 2, 99, 99, 10, 11, 12, 99, 99])
    }
}
