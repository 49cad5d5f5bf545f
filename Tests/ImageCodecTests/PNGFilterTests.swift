import Testing

@testable import ImageCodec

/// The C filter writes exactly what the one-byte-at-a-time definition of the PNG spec and the
/// clamped minimum-sum choice over None, Sub and Up give, for every filter and row length.
@Suite struct PNGFilterTests {
    /// The spec's filters and the kit's choice, one byte at a time: a byte costs its absolute
    /// value as a signed byte, at most 32.
    static func reference(_ row: [UInt8], prior: [UInt8], bpp: Int) -> [UInt8] {
        func cost(_ v: UInt8) -> Int { min(v < 128 ? Int(v) : 256 - Int(v), 32) }
        let n = row.count
        func left(_ r: [UInt8], _ i: Int) -> UInt8 { i >= bpp ? r[i - bpp] : 0 }
        var candidates: [[UInt8]] = [row]
        candidates.append((0..<n).map { row[$0] &- left(row, $0) })
        candidates.append((0..<n).map { row[$0] &- prior[$0] })
        let sums = candidates.map { $0.reduce(0) { $0 + cost($1) } }
        let best = sums.firstIndex(of: sums.min()!)!
        return [UInt8(best)] + candidates[best]
    }

    @Test(arguments: [1, 3, 4])
    func theFilterEqualsTheDefinition(bpp: Int) {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> UInt8 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return UInt8(truncatingIfNeeded: state >> 11)
        }
        for length in [1, 2, 3, 4, 15, 16, 17, 31, 47, 48, 100, 4096 + 7, 8192, 8192 + 4, 3 * 8192 + 12] where length % bpp == 0 || bpp == 1 {
            for pattern in 0..<7 {
                // Noise, smooth ramps, flat rows, rows equal to the one above, and mixes: each of the
                // three filters wins somewhere, and the clamp decides some rows.
                // Pattern 6: bands of eight pixels, 0 and 128, a little brighter than the row above:
                // Up costs 6 a byte, Sub 128 at each band's edge — 4 a byte clamped, 16 not — so
                // the clamp chooses Sub.
                let band = { (i: Int) -> UInt8 in (i / bpp / 8) % 2 == 0 ? 0 : 128 }
                let prior = (0..<length).map { i in pattern == 1 ? UInt8(truncatingIfNeeded: i) : pattern == 6 ? band(i) &- 6 : next() }
                let row = (0..<length).map { i -> UInt8 in
                    switch pattern {
                    case 0: return next()
                    case 1: return UInt8(truncatingIfNeeded: i + 1)
                    case 2: return 200
                    case 3: return prior[i]
                    case 4: return prior[i] &+ UInt8(truncatingIfNeeded: i / bpp)
                    case 5: return next() & 0x0F
                    default: return band(i)
                    }
                }
                var out = [UInt8](repeating: 0, count: length + 1)
                row.withUnsafeBufferPointer { r in
                    prior.withUnsafeBufferPointer { p in
                        out.withUnsafeMutableBufferPointer { o in
                            PNGFilter.filterRow(r.baseAddress!, prior: p.baseAddress!, count: length, bpp: bpp, out: o.baseAddress!)
                        }
                    }
                }
                let expected = Self.reference(row, prior: prior, bpp: bpp)
                if pattern == 6, length >= 64 * bpp { #expect(out[0] == 1, "length \(length): the clamped sum chooses Sub") }
                let firstDifference = zip(out, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                #expect(
                    firstDifference == nil,
                    "length \(length), pattern \(pattern): filter \(out[0]) vs \(expected[0]), first difference at \(firstDifference ?? -1)")
            }
        }
    }
}
