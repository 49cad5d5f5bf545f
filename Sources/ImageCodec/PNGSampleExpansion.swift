/// Converts rebuilt scanlines of every PNG format to canonical pixels (premultiplied ARGB32),
/// to the pixels libpng gives Cairo: the formats ``PNGDecoder``'s fast path leaves out —
/// palette, 1, 2, 4 and 16 bits, a tRNS colour key — row by row, interlace passes included.
/// libpng's transformations as Cairo asks for them, in effect:
/// - 1, 2 and 4-bit grey is scaled to 8 bits by repeating its bits (a 2-bit 1 is 0x55);
/// - 16-bit samples keep their high byte (`png_set_strip_16`, no rounding);
/// - a palette index beyond the palette is black, and opaque beyond the tRNS alphas;
/// - a tRNS colour key is compared with the samples as stored (all 16 bits, or the key's low
///   bits at lower depths): a match is transparent, everything else opaque;
/// - grey is copied to red, green and blue, and colour with alpha is premultiplied as
///   ``PNGPixelConversion/premultiply(_:_:)`` does.
///
/// ```swift
/// let expansion = PNGSampleExpansion(header: header, palette: plte, transparency: trns)
/// expansion.expandRow(row, width: pass.width, into: pixels + y * width + pass.x, step: pass.dx)
/// ```
struct PNGSampleExpansion {
    let colorType: Int
    let bitDepth: Int
    /// Every palette index's canonical pixel (palette images only).
    private let palette: [UInt32]
    /// The tRNS colour key: grey in `red`, or red, green and blue; masked to the bit depth.
    private let key: (red: Int, green: Int, blue: Int)?

    /// `palette` and `transparency` are the PLTE and tRNS bodies ``PNGChunks`` kept, if any.
    init(header: PNGHeader, palette plte: UnsafeRawBufferPointer?, transparency trns: UnsafeRawBufferPointer?) {
        colorType = header.colorType
        bitDepth = header.bitDepth
        var palette: [UInt32] = []
        var key: (red: Int, green: Int, blue: Int)?
        func be16(_ b: UnsafeRawBufferPointer, _ o: Int) -> Int { Int(b[o]) << 8 | Int(b[o + 1]) }
        let mask = (1 << min(bitDepth, 16)) - 1
        switch colorType {
        case 3:
            palette = (0..<256).map { i in
                let entries = (plte?.count ?? 0) / 3
                let a = UInt32(trns.map { i < $0.count ? $0[i] : 255 } ?? 255)
                guard let plte, i < entries else { return a << 24 }
                let r = PNGPixelConversion.premultiply(UInt32(plte[3 * i]), a)
                let g = PNGPixelConversion.premultiply(UInt32(plte[3 * i + 1]), a)
                let b = PNGPixelConversion.premultiply(UInt32(plte[3 * i + 2]), a)
                return a << 24 | r << 16 | g << 8 | b
            }
        case 0:
            if let trns { key = (be16(trns, 0) & mask, 0, 0) }
        case 2:
            if let trns { key = (be16(trns, 0) & mask, be16(trns, 2) & mask, be16(trns, 4) & mask) }
        default:
            break
        }
        self.palette = palette
        self.key = key
    }

    /// Writes the `width` pixels of a rebuilt scanline to `out`, `out + step`, `out + 2 · step`…
    func expandRow(_ row: UnsafePointer<UInt8>, width: Int, into out: UnsafeMutablePointer<UInt32>, step: Int) {
        let depth = bitDepth
        /// Sample `i` of the row (16-bit samples big-endian, lower depths packed from the high bit).
        @inline(__always) func sample(_ i: Int) -> Int {
            switch depth {
            case 16: return Int(row[2 * i]) << 8 | Int(row[2 * i + 1])
            case 8: return Int(row[i])
            default:
                let bit = i * depth
                return Int(row[bit >> 3] >> UInt8(8 - depth - (bit & 7))) & ((1 << depth) - 1)
            }
        }
        /// A sample as 8 bits: the high byte of 16, the bits repeated below 8.
        @inline(__always) func eight(_ s: Int) -> UInt32 {
            switch depth {
            case 16: return UInt32(s >> 8)
            case 8: return UInt32(s)
            default: return UInt32(s * (255 / ((1 << depth) - 1)))
            }
        }
        @inline(__always) func pixel(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32) -> UInt32 {
            a << 24 | PNGPixelConversion.premultiply(r, a) << 16 | PNGPixelConversion.premultiply(g, a) << 8 | PNGPixelConversion.premultiply(b, a)
        }
        switch colorType {
        case 3:
            for x in 0..<width { out[x * step] = palette[sample(x)] }
        case 0:
            for x in 0..<width {
                let s = sample(x)
                let v = eight(s)
                out[x * step] = s == key?.red ? 0 : 0xFF00_0000 | v << 16 | v << 8 | v
            }
        case 4:
            for x in 0..<width {
                let v = eight(sample(2 * x))
                out[x * step] = pixel(v, v, v, eight(sample(2 * x + 1)))
            }
        case 2:
            for x in 0..<width {
                let (r, g, b) = (sample(3 * x), sample(3 * x + 1), sample(3 * x + 2))
                if let key, r == key.red, g == key.green, b == key.blue {
                    out[x * step] = 0
                } else {
                    out[x * step] = 0xFF00_0000 | eight(r) << 16 | eight(g) << 8 | eight(b)
                }
            }
        default:
            for x in 0..<width {
                out[x * step] = pixel(eight(sample(4 * x)), eight(sample(4 * x + 1)), eight(sample(4 * x + 2)), eight(sample(4 * x + 3)))
            }
        }
    }
}
