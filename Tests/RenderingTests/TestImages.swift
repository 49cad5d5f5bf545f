import Foundation
import ImageCodec

// Test images and files shared by the RenderingTests suites. ImageCodecTests has its own
// copies, next to the codec tests they came from.

/// A seeded SplitMix64, so every random image is the same on every run.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Filters raw 8-bit scanlines with the given filter type per row, straight from the PNG
/// spec's definitions (the test's independent forward filter).
func filterScanlines(_ raw: [UInt8], rowBytes: Int, bpp: Int, types: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    for (y, type) in types.enumerated() {
        out.append(type)
        for i in 0..<rowBytes {
            let x = Int(raw[y * rowBytes + i])
            let a = i >= bpp ? Int(raw[y * rowBytes + i - bpp]) : 0
            let b = y > 0 ? Int(raw[(y - 1) * rowBytes + i]) : 0
            let c = y > 0 && i >= bpp ? Int(raw[(y - 1) * rowBytes + i - bpp]) : 0
            let prediction: Int
            switch type {
            case 1: prediction = a
            case 2: prediction = b
            case 3: prediction = (a + b) / 2
            case 4:
                let p = a + b - c
                let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
                prediction = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
            default: prediction = 0
            }
            out.append(UInt8((x - prediction) & 0xFF))
        }
    }
    return out
}

/// A deterministic pseudo-random pattern (xorshift), for pixels that do not compress away.
func noise(width: Int, height: Int, opaque: Bool, seed: UInt64 = 0x9E37_79B9) -> Bitmap {
    var state = seed
    var pixels: [UInt32] = []
    pixels.reserveCapacity(width * height)
    for _ in 0..<(width * height) {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        let a: UInt32 = opaque ? 255 : UInt32(state >> 56)
        func c(_ shift: UInt64) -> UInt32 { a == 0 ? 0 : UInt32((state >> shift) & 0xFF) % (a + 1) }
        pixels.append(a << 24 | c(8) << 16 | c(16) << 8 | c(24))
    }
    return Bitmap(width: width, height: height, pixels: pixels)
}

func temporaryFile(_ name: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID())-\(name)")
}
