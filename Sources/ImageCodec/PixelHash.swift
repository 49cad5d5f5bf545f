/// A 64-bit fingerprint of a bitmap's canonical pixels: XXH64 of the pixel words as
/// little-endian bytes, seeded with `width << 32 | height` so that the same bytes in another
/// shape hash differently. Not cryptographic: it tells "these pixels are unchanged" cheaply,
/// which is what a snapshot check needs. The PNG writer stores it in the `PixelHash` text chunk.
///
/// ```swift
/// let hash = bitmap.pixelHash            // PixelHash(0x1f…)
/// hash.description                       // "xxh64:1f2e3d4c5b6a7980"
/// PixelHash("xxh64:1f2e3d4c5b6a7980") == hash
/// ```
public struct PixelHash: Hashable, Sendable, CustomStringConvertible {
    public let value: UInt64

    public init(_ value: UInt64) { self.value = value }

    /// Parses the form written to PNG metadata, `xxh64:` and 16 hex digits; nil otherwise.
    public init?(_ text: String) {
        guard text.hasPrefix("xxh64:") else { return nil }
        let digits = text.dropFirst(6)
        guard digits.count == 16, let v = UInt64(digits, radix: 16) else { return nil }
        value = v
    }

    public var description: String {
        let hex = String(value, radix: 16)
        return "xxh64:" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}

extension Bitmap {
    /// The fingerprint of these pixels; see ``PixelHash``. About 2 ms for 1206×2622 (release).
    public var pixelHash: PixelHash {
        let seed = UInt64(truncatingIfNeeded: width) << 32 | UInt64(truncatingIfNeeded: height)
        #if _endian(little)
            return PixelHash(pixels.withUnsafeBytes { XXH64.hash($0, seed: seed) })
        #else
            let le = pixels.map(\.littleEndian)
            return PixelHash(le.withUnsafeBytes { XXH64.hash($0, seed: seed) })
        #endif
    }
}

/// XXH64 (Yann Collet's xxHash, 64-bit variant), byte-for-byte the reference algorithm.
enum XXH64 {
    static let p1: UInt64 = 0x9E37_79B1_85EB_CA87
    static let p2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    static let p3: UInt64 = 0x1656_67B1_9E37_79F9
    static let p4: UInt64 = 0x85EB_CA77_C2B2_AE63
    static let p5: UInt64 = 0x27D4_EB2F_1656_67C5

    @inline(__always) static func rotl(_ x: UInt64, _ r: UInt64) -> UInt64 { (x << r) | (x >> (64 - r)) }

    @inline(__always) static func round(_ acc: UInt64, _ input: UInt64) -> UInt64 {
        rotl(acc &+ input &* p2, 31) &* p1
    }

    @inline(__always) static func merge(_ acc: UInt64, _ v: UInt64) -> UInt64 {
        (acc ^ round(0, v)) &* p1 &+ p4
    }

    static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64) -> UInt64 {
        let count = bytes.count
        var offset = 0
        var h: UInt64
        @inline(__always) func u64(_ o: Int) -> UInt64 { UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: o, as: UInt64.self)) }
        @inline(__always) func u32(_ o: Int) -> UInt64 { UInt64(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: o, as: UInt32.self))) }
        if count >= 32 {
            var v1 = seed &+ p1 &+ p2
            var v2 = seed &+ p2
            var v3 = seed
            var v4 = seed &- p1
            let limit = count - 32
            while offset <= limit {
                v1 = round(v1, u64(offset))
                v2 = round(v2, u64(offset + 8))
                v3 = round(v3, u64(offset + 16))
                v4 = round(v4, u64(offset + 24))
                offset += 32
            }
            h = rotl(v1, 1) &+ rotl(v2, 7) &+ rotl(v3, 12) &+ rotl(v4, 18)
            h = merge(h, v1)
            h = merge(h, v2)
            h = merge(h, v3)
            h = merge(h, v4)
        } else {
            h = seed &+ p5
        }
        h = h &+ UInt64(count)
        while offset + 8 <= count {
            h ^= round(0, u64(offset))
            h = rotl(h, 27) &* p1 &+ p4
            offset += 8
        }
        if offset + 4 <= count {
            h ^= u32(offset) &* p1
            h = rotl(h, 23) &* p2 &+ p3
            offset += 4
        }
        while offset < count {
            h ^= UInt64(bytes[offset]) &* p5
            h = rotl(h, 11) &* p1
            offset += 1
        }
        h ^= h >> 33
        h = h &* p2
        h ^= h >> 29
        h = h &* p3
        h ^= h >> 32
        return h
    }
}
