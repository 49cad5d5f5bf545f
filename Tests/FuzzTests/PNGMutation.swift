import FuzzSupport

/// The ways a PNG is damaged before it is fed to the decoder, each named for the summary.
///
/// ```swift
/// let (name, bytes) = PNGMutation.allCases.randomElement(using: &g)!.apply(to: chunks, &g)
/// ```
enum PNGMutation: String, CaseIterable {
    /// The forged file as it is: valid, so it must decode (and as libpng decodes it).
    case none
    case bitFlips
    case truncation
    case chunkLength
    case chunkCRC
    /// Header sizes from 1 to 2³¹ − 1 (and past it), with honest CRCs.
    case hugeDimensions
    /// A small file whose image data inflates to hundreds of megabytes.
    case decompressionBomb
    /// Random bytes as image data, or random rows deflated properly, under a valid CRC.
    case garbageImageData
    /// Palettes and tRNS chunks of every wrong size, place and count.
    case paletteOddities
    /// Chunks dropped, repeated, swapped; IEND missing; unknown critical chunks.
    case chunkOrder
    /// Random bytes after the signature, or no signature.
    case noise

    func apply(to original: [ForgedChunk], _ g: inout SeededGenerator) -> [UInt8] {
        var chunks = original
        switch self {
        case .none:
            return PNGForge.file(chunks)
        case .bitFlips:
            var bytes = PNGForge.file(chunks)
            for _ in 0..<Int.random(in: 1...8, using: &g) {
                let i = Int.random(in: 0..<bytes.count, using: &g)
                bytes[i] ^= 1 << UInt8.random(in: 0...7, using: &g)
            }
            return bytes
        case .truncation:
            let bytes = PNGForge.file(chunks)
            return Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &g)))
        case .chunkLength:
            let i = Int.random(in: 0..<chunks.count, using: &g)
            let lies: [UInt32] = [
                0, 1, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF, UInt32(chunks[i].body.count + 1), UInt32(max(0, chunks[i].body.count - 1)),
            ]
            chunks[i].length = g.chance(0.7) ? lies.randomElement(using: &g)! : UInt32.random(in: 0...UInt32.max, using: &g)
            return PNGForge.file(chunks)
        case .chunkCRC:
            let i = Int.random(in: 0..<chunks.count, using: &g)
            chunks[i].crc = PNGForge.crc(chunks[i].type + chunks[i].body) ^ UInt32.random(in: 1...UInt32.max, using: &g)
            return PNGForge.file(chunks)
        case .hugeDimensions:
            let sizes: [UInt32] = [0, 1, 2, 65535, 65536, 100_000, 1 << 20, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF]
            var body = chunks[0].body
            body.replaceSubrange(
                0..<4, with: PNGForge.be32(g.chance(0.8) ? sizes.randomElement(using: &g)! : UInt32.random(in: 0...UInt32.max, using: &g)))
            body.replaceSubrange(
                4..<8, with: PNGForge.be32(g.chance(0.8) ? sizes.randomElement(using: &g)! : UInt32.random(in: 0...UInt32.max, using: &g)))
            chunks[0].body = body
            return PNGForge.file(chunks)
        case .decompressionBomb:
            // Up to 3000 × 3000 RGBA of zero rows (36 MB) from a few tens of kilobytes, or a header
            // over the limit with the same small stream.
            let side = UInt32(Int.random(in: 500...3000, using: &g))
            let rows = Int(side) * (1 + 4 * Int(side))
            let claimed = g.chance(0.3) ? UInt32(20_000) : side
            return PNGForge.file([
                PNGForge.header(width: claimed, height: claimed, depth: 8, colorType: 6, interlace: 0),
                ForgedChunk("IDAT", PNGForge.deflate([UInt8](repeating: 0, count: rows), level: 9)), ForgedChunk("IEND", []),
            ])
        case .garbageImageData:
            let data = chunks.indices.filter { chunks[$0].name == "IDAT" }
            let first = data.first!
            chunks.removeAll { $0.name == "IDAT" }
            let size = Int.random(in: 0...2000, using: &g)
            let body = g.chance(0.5) ? g.bytes(size) : PNGForge.deflate(g.bytes(size))
            chunks.insert(ForgedChunk("IDAT", body), at: first)
            return PNGForge.file(chunks)
        case .paletteOddities:
            let plte = chunks.firstIndex { $0.name == "PLTE" }
            let bodyAt = chunks.firstIndex { $0.name == "IDAT" }!
            switch Int.random(in: 0..<6, using: &g) {
            case 0:  // a palette of a length that is not 3 × 1…256
                let bad = ForgedChunk("PLTE", g.bytes([0, 1, 2, 4, 769, 770, 3 * 300].randomElement(using: &g)!))
                if let plte { chunks[plte] = bad } else { chunks.insert(bad, at: 1) }
            case 1:  // no palette, or one after the image data
                if let plte { chunks.remove(at: plte) }
                if g.chance(0.5) { chunks.insert(ForgedChunk("PLTE", g.bytes(3 * 4)), at: chunks.count - 1) }
            case 2:  // two palettes
                chunks.insert(ForgedChunk("PLTE", g.bytes(3 * Int.random(in: 1...256, using: &g))), at: bodyAt)
                chunks.insert(ForgedChunk("PLTE", g.bytes(3 * Int.random(in: 1...256, using: &g))), at: 1)
            case 3:  // tRNS of any length, before the palette, after the data, twice
                let trns = ForgedChunk("tRNS", g.bytes(Int.random(in: 0...300, using: &g)))
                chunks.insert(trns, at: [1, bodyAt, chunks.count - 1].randomElement(using: &g)!)
                if g.chance(0.5) { chunks.insert(ForgedChunk("tRNS", g.bytes(Int.random(in: 0...8, using: &g))), at: 1) }
            case 4:  // a one-entry palette for an 8-bit image of random indices
                if let plte { chunks[plte] = ForgedChunk("PLTE", g.bytes(3)) }
            default:  // a tRNS longer than the palette
                if let plte { chunks.insert(ForgedChunk("tRNS", g.bytes(chunks[plte].body.count / 3 + 5)), at: plte + 1) }
            }
            return PNGForge.file(chunks)
        case .chunkOrder:
            switch Int.random(in: 0..<5, using: &g) {
            case 0: chunks.remove(at: Int.random(in: 0..<chunks.count, using: &g))
            case 1: chunks.insert(chunks.randomElement(using: &g)!, at: Int.random(in: 0...chunks.count, using: &g))
            case 2: chunks.swapAt(Int.random(in: 0..<chunks.count, using: &g), Int.random(in: 0..<chunks.count, using: &g))
            case 3: chunks.insert(ForgedChunk("IDAT", g.bytes(10)), at: chunks.count - 1 - Int.random(in: 0...1, using: &g))
            default:
                let names = ["ABCD", "IHDX", "iDAT", "IEN\u{1}", "\u{0}\u{0}\u{0}\u{0}"]
                chunks.insert(ForgedChunk(names.randomElement(using: &g)!, g.bytes(4)), at: Int.random(in: 0...chunks.count, using: &g))
            }
            return PNGForge.file(chunks)
        case .noise:
            let noise = g.bytes(Int.random(in: 0...256, using: &g))
            return g.chance(0.5) ? PNGForge.signature + noise : noise
        }
    }
}
