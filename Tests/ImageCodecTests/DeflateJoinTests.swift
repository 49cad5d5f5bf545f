import CPNGFilter
import CZlib
import Foundation
import Testing

@testable import ImageCodec

/// Large images are compressed in two halves on two cores and the raw DEFLATE streams joined
/// into one zlib stream. zlib, an independent inflater, must read every joined stream back to
/// the exact input, whatever block types libdeflate chose (stored, fixed, dynamic).
@Suite struct DeflateJoinTests {
    /// Bytes of a given character: incompressible, repetitive, or a few bytes.
    static func sample(_ kind: Int, count: Int) -> [UInt8] {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        return (0..<count).map { i in
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            switch kind {
            case 0: return UInt8(truncatingIfNeeded: state)  // noise: stored blocks
            case 1: return UInt8(truncatingIfNeeded: i % 251 &+ (i / 4096))  // long matches: dynamic blocks
            default: return UInt8(truncatingIfNeeded: (state >> 60) &+ 97)  // a few letters
            }
        }
    }

    func inflate(_ stream: [UInt8], count: Int) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: max(count, 1))
        var length = uLongf(out.count)
        let status = out.withUnsafeMutableBufferPointer { o in
            stream.withUnsafeBufferPointer { s in uncompress(o.baseAddress, &length, s.baseAddress, uLong(s.count)) }
        }
        return status == Z_OK ? Array(out[0..<Int(length)]) : nil
    }

    @Test(arguments: [PNGCompression.preview, .fast, .smallest])
    func joinedPartsInflateToTheWholeInput(compression: PNGCompression) throws {
        let sizes = compression == .smallest ? [0, 3, 70_000] : [0, 3, 70_000, 700_000]
        for kind in 0..<3 {
            for size in sizes {
                let whole = Self.sample(kind, count: size)
                // Two and three parts, with an empty part among them.
                for cuts in [[size / 2], [size / 3, 2 * size / 3], [0, size]] {
                    let bounds = [0] + cuts + [size]
                    let parts = try zip(bounds, bounds.dropFirst()).enumerated().map { index, range in
                        try whole[range.0..<range.1].withUnsafeBufferPointer {
                            try compression.compressPart($0, index: index, last: index == bounds.count - 2)
                        }
                    }
                    let stream = compression.zlibStream(joining: parts)
                    #expect(inflate(stream, count: size) == whole, "kind \(kind), \(size) bytes cut at \(cuts)")
                }
            }
        }
    }

    /// The walker finds the final block of a stream of many blocks: its end-of-block code ends
    /// in the last byte, and the header bit it reports is set.
    @Test func theFinalBlockIsFoundInAStreamOfManyBlocks() throws {
        let input = Self.sample(1, count: 3_000_000) + Self.sample(0, count: 200_000)
        let raw = try input.withUnsafeBufferPointer { try PNGCompression.fast.compressRaw($0) }
        var header = 0
        var end = 0
        #expect(screenkit_deflate_final_block(raw, raw.count, &header, &end) == 1)
        #expect((end + 7) / 8 == raw.count)
        #expect(raw[header / 8] >> (header % 8) & 1 == 1)
        #expect(header > 0)
    }

    /// Bytes that are not a DEFLATE stream, or one cut short, are refused: the encoder then
    /// reports a compression error instead of writing a file no decoder reads.
    @Test func malformedStreamsAreRefused() throws {
        let raw = try Self.sample(1, count: 100_000).withUnsafeBufferPointer { try PNGCompression.fast.compressRaw($0) }
        var out = [UInt8](repeating: 0, count: raw.count + 5)
        for bad in [Array(raw.prefix(raw.count / 2)), [0xFF, 0xFF, 0xFF], [], [0x07]] {
            #expect(screenkit_deflate_unfinal(bad, bad.count, &out) == 0)
            #expect(throws: PNGError.self) { try PNGCompression.fast.opened(bad, part: 0) }
        }
    }

    /// An image of more than a megabyte goes through the two-part writer: its pixels come back
    /// exactly, through the kit's decoder (zlib inside), and its bytes repeat.
    @Test(arguments: [true, false])
    func largeImagesAreWrittenInTwoPartsAndReadBack(opaque: Bool) throws {
        var bitmap = noise(width: 700, height: 900, opaque: opaque)
        for i in 0..<(700 * 500) { bitmap.pixels[i] = opaque ? 0xFF00_0000 | UInt32(i % 700) : 0x8040_2010 }
        #expect(PNGCompression.partCount(for: 900 * (700 * (opaque ? 3 : 4) + 1)) == 2)
        for compression in [PNGCompression.preview, .fast] {
            let data = try bitmap.pngData(compression: compression)
            #expect(try PNGDecoder.decode(data, path: "large.png").isPixelIdentical(to: bitmap))
            #expect(try bitmap.pngData(compression: compression) == data)
        }
    }

    /// A batch writes a large image in one piece (`PNGSplit.never`): one libdeflate stream with
    /// no reopened final block, other bytes than the two-part writer's, the same pixels.
    @Test func aBatchWritesLargeImagesInOnePiece() throws {
        var bitmap = noise(width: 700, height: 900, opaque: true)
        for i in 0..<(700 * 500) { bitmap.pixels[i] = 0xFF00_0000 | UInt32(i % 700) }
        let whole = try bitmap.pngData(compression: .preview, split: .never)
        let halves = try bitmap.pngData(compression: .preview)
        #expect(whole != halves)
        #expect(try PNGDecoder.decode(whole, path: "whole.png").isPixelIdentical(to: bitmap))
        #expect(try bitmap.pngData(compression: .preview, split: .never) == whole)
        #expect(PNGSplit.never.partCount(for: 10 << 20) == 1)
        #expect(PNGSplit.bySize.partCount(for: 10 << 20) == 2)
    }
}
