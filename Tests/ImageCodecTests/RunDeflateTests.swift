import CPNGFilter
import CZlib
import Foundation
import Testing

@testable import ImageCodec

/// The preview coder (`screenkit_run_deflate`) writes its own DEFLATE: zlib, an independent
/// inflater, must read every stream back to the exact input — runs, pixel and row repeats,
/// hashed matches, literals of every byte value, block edges, lengths at 3…258 and beyond.
@Suite struct RunDeflateTests {
    func inflateRaw(_ stream: [UInt8], count: Int) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: max(count, 1))
        var z = z_stream()
        guard inflateInit2_(&z, -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&z) }
        let status = stream.withUnsafeBufferPointer { s in
            out.withUnsafeMutableBufferPointer { o in
                z.next_in = UnsafeMutablePointer(mutating: s.baseAddress)
                z.avail_in = uInt(s.count)
                z.next_out = o.baseAddress
                z.avail_out = uInt(o.count)
                return CZlib.inflate(&z, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END, Int(z.total_out) == count, z.avail_in == 0 else { return nil }
        return Array(out[0..<count])
    }

    func coded(_ input: [UInt8], bpp: Int, stride: Int) throws -> [UInt8] {
        try #require(input.withUnsafeBufferPointer { PNGCompression.runDeflate($0, bpp: bpp, stride: stride) })
    }

    /// Screen-like rows: flat runs, a repeated pixel, rows that repeat, noise (a photo), text.
    static func screenLike(width: Int, height: Int, bpp: Int, seed: UInt64) -> [UInt8] {
        var state = seed | 1
        let stride = width * bpp + 1
        var out = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            out[y * stride] = 2
            for x in 0..<(width * bpp) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let noise = UInt8(truncatingIfNeeded: state >> 56)
                let value: UInt8
                switch (y / 7 + x / 97) % 5 {
                case 0: value = 0
                case 1: value = UInt8(x % bpp == 0 ? 200 : 13)
                case 2: value = noise
                case 3: value = UInt8(truncatingIfNeeded: (x * 31) % 256)
                default: value = noise & 0x81
                }
                out[y * stride + 1 + x] = value
            }
        }
        return out
    }

    @Test func screensComeBackExactly() throws {
        for (w, h, bpp) in [(1, 1, 3), (7, 3, 4), (402, 200, 3), (1206, 400, 4), (20000, 3, 3)] {
            let input = Self.screenLike(width: w, height: h, bpp: bpp, seed: UInt64(w * h))
            let stream = try coded(input, bpp: bpp, stride: w * bpp + 1)
            #expect(inflateRaw(stream, count: input.count) == input, "\(w)×\(h)×\(bpp)")
        }
    }

    @Test func edgeCasesComeBackExactly() throws {
        var cases: [[UInt8]] = [[], [0], [7, 7, 7], Array(repeating: 0, count: 258), Array(repeating: 9, count: 259)]
        cases.append(Array(repeating: 0, count: 3 << 20))  // several blocks of runs
        cases.append((0..<600_000).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) })  // literals, every value
        cases.append((0..<70_000).map { UInt8(truncatingIfNeeded: $0 % 40_000) })  // matches from the hash, far back
        for input in cases {
            for (bpp, stride) in [(1, 0), (3, 301), (4, 40_000)] {
                let stream = try coded(input, bpp: bpp, stride: stride)
                #expect(inflateRaw(stream, count: input.count) == input, "\(input.count) bytes, bpp \(bpp), stride \(stride)")
            }
        }
    }

    /// On a flat screen it does better than libdeflate's fastest level; on noise it stays
    /// within a few percent of the input.
    @Test func sizesStayReasonable() throws {
        let flat = Self.screenLike(width: 1206, height: 300, bpp: 3, seed: 1).enumerated().map { $0.offset % 3619 < 3000 ? 0 : $0.element }
        let ours = try coded(flat, bpp: 3, stride: 1206 * 3 + 1).count
        let libdeflate = try flat.withUnsafeBufferPointer { try PNGCompression.fast.compressRaw($0) }.count
        #expect(ours < libdeflate * 2)
        var state: UInt64 = 99
        let noise = (0..<200_000).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        #expect(try coded(noise, bpp: 3, stride: 601).count < noise.count + noise.count / 50)
    }

    /// A preview PNG through the two-part writer and in one piece: the same pixels.
    @Test func previewPNGsDecodeToTheirPixels() throws {
        var bitmap = Bitmap(width: 700, height: 900, fill: 0xFFF2_F2F7)
        for i in stride(from: 0, to: bitmap.pixels.count, by: 5) { bitmap.pixels[i] = 0xFF00_0000 | UInt32(truncatingIfNeeded: i &* 2_654_435_761) }
        for split in [PNGSplit.bySize, .never] {
            let data = try bitmap.pngData(compression: .preview, split: split)
            #expect(try PNGDecoder.decode(data, path: "preview.png").isPixelIdentical(to: bitmap))
        }
    }
}
