/// Makes Cairo's SVG output depend only on what was drawn.
///
/// Cairo names a group `surfaceN` and a picture `imageN` after a counter shared
/// by every surface in the process, so the same scene drawn twice gets other
/// numbers. Renumbering them 1, 2, 3… per name in the order they first appear
/// gives the same bytes every time. Only ids and references to them (`id="…"`,
/// `#…`) change: a picture's base64 data can't hold `"` or `#`, so it can't be
/// mistaken for one.
enum SVGIdentifiers {
    /// The names Cairo numbers with the process-wide counter.
    static let prefixes = ["surface", "image"]

    static func renumbered(_ svg: [UInt8]) -> [UInt8] {
        let markers: [[UInt8]] = [Array(#"id=""#.utf8), Array("#".utf8)]
        let names = prefixes.map { Array($0.utf8) }
        var numbers: [[UInt8]: [UInt8]] = [:]
        var counts = [Int](repeating: 0, count: names.count)
        var output: [UInt8] = []
        output.reserveCapacity(svg.count)
        var index = 0
        while index < svg.count {
            guard let marker = markers.first(where: { svg.hasBytes($0, at: index) }) else {
                output.append(svg[index])
                index += 1
                continue
            }
            output.append(contentsOf: marker)
            index += marker.count
            guard let which = names.firstIndex(where: { svg.hasBytes($0, at: index) }) else { continue }
            let digitsStart = index + names[which].count
            var digitsEnd = digitsStart
            while digitsEnd < svg.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(svg[digitsEnd]) {
                digitsEnd += 1
            }
            guard digitsEnd > digitsStart else { continue }
            let key = names[which] + svg[digitsStart..<digitsEnd]
            let number: [UInt8]
            if let known = numbers[key] {
                number = known
            } else {
                counts[which] += 1
                number = Array(String(counts[which]).utf8)
                numbers[key] = number
            }
            output.append(contentsOf: names[which])
            output.append(contentsOf: number)
            index = digitsEnd
        }
        return output
    }
}

extension Array where Element == UInt8 {
    /// True when `bytes` occur starting at `index`.
    fileprivate func hasBytes(_ bytes: [UInt8], at index: Int) -> Bool {
        guard index + bytes.count <= count else { return false }
        return self[index..<(index + bytes.count)].elementsEqual(bytes)
    }
}
