import CPixelKernels

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An alpha buffer with each long run of identical rows, and of identical
/// columns, cut to 2 × reach + 1, so that blurring it costs what its edges
/// and corners need rather than its area: a table's shadow is mostly rows
/// that repeat. Blurred and laid back out (`expand`), it gives the blur of
/// the whole buffer.
///
/// Why that holds: each value the blur gives depends only on the values
/// within `reach` of it. A row in the middle of a run sees only that run's
/// row, so one such row stands for all of them; a row within `reach` of
/// the run's end sees as many of the run's rows as before, and the same rows
/// beyond it. Columns likewise. The sums are then added in another order,
/// which moves a value by far less than the blur's rounding could notice:
/// every exact blurred value is an integer over W² for an odd W (the product
/// of the three boxes' widths), never a half, and lies at least 1 / 2W²
/// from one.
public struct CollapsedAlpha {
    /// The cut buffer, row-major.
    public let alpha: [UInt8]
    public let width: Int
    public let height: Int
    /// For each row of the whole buffer, its row in the cut one.
    let rows: [Int]
    /// For each column of the whole buffer, its column in the cut one.
    let columns: [UInt32]

    /// Cuts `alpha` (`width` × `height`, row-major), whose blur reaches
    /// `reach` pixels; nil when no run is long enough to cut.
    public init?(_ alpha: [UInt8], width: Int, height: Int, reach: Int) {
        guard width > 0, height > 0, alpha.count == width * height, reach >= 0 else { return nil }
        var sameColumn = [UInt8](repeating: 0, count: width)
        boxrender_equal_columns(alpha, width, height, &sameColumn)
        let (columnMap, keptColumns) = Self.cut(count: width, reach: reach) { sameColumn[$0] != 0 }
        let (rowMap, keptRows) = alpha.withUnsafeBufferPointer { bytes in
            Self.cut(count: height, reach: reach) { row in
                memoryIsEqual(bytes.baseAddress! + row * width, bytes.baseAddress! + (row - 1) * width, width)
            }
        }
        guard keptRows.count < height || keptColumns.count < width else { return nil }
        let columns = keptColumns.map(UInt32.init)
        var cut = [UInt8](repeating: 0, count: keptRows.count * keptColumns.count)
        alpha.withUnsafeBufferPointer { whole in
            cut.withUnsafeMutableBufferPointer { cut in
                for (index, row) in keptRows.enumerated() {
                    boxrender_gather_row(
                        whole.baseAddress! + row * width, columns, columns.count,
                        cut.baseAddress! + index * columns.count)
                }
            }
        }
        self.alpha = cut
        self.width = keptColumns.count
        self.height = keptRows.count
        self.rows = rowMap
        self.columns = columnMap.map(UInt32.init)
    }

    /// The cut buffer's values (`alpha` blurred, say) laid out at the whole
    /// buffer's size: `rows.count` rows of `columns.count` bytes, `stride`
    /// bytes apart.
    public func expand(_ values: [UInt8], into out: UnsafeMutablePointer<UInt8>, stride: Int) {
        precondition(values.count == width * height)
        values.withUnsafeBufferPointer { values in
            columns.withUnsafeBufferPointer { columns in
                for (row, source) in rows.enumerated() {
                    let target = out + row * stride
                    if row > 0, rows[row - 1] == source {
                        target.update(from: target - stride, count: columns.count)
                    } else {
                        boxrender_gather_row(
                            values.baseAddress! + source * width, columns.baseAddress!, columns.count, target)
                    }
                }
            }
        }
    }

    /// Which of `count` rows (or columns) to keep, and where each lands: a
    /// run of more than 2 × reach + 1 alike keeps its first reach + 1 and its
    /// last reach, and the ones between land on the last of the first part.
    static func cut(count: Int, reach: Int, sameAsPrevious: (Int) -> Bool) -> (map: [Int], kept: [Int]) {
        var map = [Int](repeating: 0, count: count)
        var kept: [Int] = []
        var start = 0
        while start < count {
            var end = start + 1
            while end < count, sameAsPrevious(end) { end += 1 }
            let length = end - start
            if length > 2 * reach + 1 {
                let first = kept.count
                kept += Array(start...(start + reach)) + Array((end - reach)..<end)
                for index in start..<end {
                    let fromStart = index - start
                    let fromEnd = end - 1 - index
                    if fromStart <= reach {
                        map[index] = first + fromStart
                    } else if fromEnd < reach {
                        map[index] = first + 2 * reach - fromEnd
                    } else {
                        map[index] = first + reach
                    }
                }
            } else {
                for index in start..<end {
                    map[index] = kept.count
                    kept.append(index)
                }
            }
            start = end
        }
        return (map, kept)
    }
}

/// Whether `count` bytes at `a` and at `b` are the same.
private func memoryIsEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    memcmp(a, b, count) == 0
}
