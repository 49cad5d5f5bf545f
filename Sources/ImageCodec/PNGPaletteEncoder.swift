import Foundation

/// The fast writer for artifacts nobody compares byte for byte — diff images above all, which
/// hold a few dozen colours (faded greys, red, yellow). When a bitmap has at most 256 colours it
/// is written as an 8-bit palette image (a third of RGB's bytes; translucent entries get a
/// tRNS alpha, with straight colour rounded as ``PNGEncoder`` does, so it reads back exactly),
/// every row unfiltered, compressed with zlib's run-length strategy at level 1 on all cores.
/// Otherwise it returns nil and the caller uses ``PNGEncoder``.
///
/// ```swift
/// let data = try PNGPaletteEncoder.encode(diff) ?? PNGEncoder.encode(diff)
/// ```
enum PNGPaletteEncoder {
    static func encode(_ bitmap: Bitmap, metadata: [String: String] = [:]) throws -> Data? {
        let w = bitmap.width
        let h = bitmap.height
        guard w > 0, h > 0 else { return nil }
        var palette: [UInt32] = []
        var filtered = [UInt8](repeating: 0, count: h * (w + 1))
        let complete = bitmap.pixels.withUnsafeBufferPointer { px in
            filtered.withUnsafeMutableBufferPointer { out in
                var table = ColorTable()
                var last = ~px[0]
                var lastIndex: UInt8 = 0
                for y in 0..<h {
                    let src = px.baseAddress! + y * w
                    let dst = out.baseAddress! + y * (w + 1) + 1  // filter byte 0: None
                    for x in 0..<w {
                        let p = src[x]
                        if p != last {
                            guard let index = table.index(of: p, palette: &palette) else { return false }
                            last = p
                            lastIndex = index
                        }
                        dst[x] = lastIndex
                    }
                }
                return true
            }
        }
        guard complete else { return nil }
        var text = metadata
        text[PNGMetadata.pixelHashKey] = bitmap.pixelHash.description
        var plte: [UInt8] = []
        var alphas: [UInt8] = []
        let unpremultiply = Unpremultiply.table
        for p in palette {
            let a = Int(p >> 24)
            plte += [p >> 16, p >> 8, p].map { unpremultiply[a << 8 | Int($0 & 0xFF)] }
            alphas.append(UInt8(a))
        }
        // tRNS may stop after the last translucent entry.
        while alphas.last == 255 { alphas.removeLast() }
        var extra: [(type: String, data: [UInt8])] = [("PLTE", plte)]
        if !alphas.isEmpty { extra.append(("tRNS", alphas)) }
        return try PNGEncoder.assemble(
            width: w, height: h, bitDepth: 8, colorType: 3, filtered: filtered, text: text, extra: extra)
    }

    /// Colour → palette index: open addressing over 512 slots, at most 256 colours.
    private struct ColorTable {
        var keys = [UInt32](repeating: 0, count: 512)
        var values = [Int16](repeating: -1, count: 512)

        mutating func index(of p: UInt32, palette: inout [UInt32]) -> UInt8? {
            var slot = Int((p &* 0x9E37_79B1) >> 23)
            while values[slot] >= 0 {
                if keys[slot] == p { return UInt8(values[slot]) }
                slot = (slot + 1) & 511
            }
            guard palette.count < 256 else { return nil }
            keys[slot] = p
            values[slot] = Int16(palette.count)
            palette.append(p)
            return UInt8(palette.count - 1)
        }
    }
}
