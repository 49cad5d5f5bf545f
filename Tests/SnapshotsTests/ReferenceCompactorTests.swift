import Foundation
import Testing

@testable import ImageCodec
@testable import Snapshots

/// `compact` rewrites a reference only when the same pixels fit in fewer bytes, keeps its
/// text chunks, and leaves alone what the kit did not write or cannot read.
@Suite struct ReferenceCompactorTests {
    /// Flat bands over a soft gradient: the minimum-sum filter and level 3 leave room.
    func screen() -> Bitmap {
        var b = Bitmap(width: 240, height: 200, fill: 0xFFF2_F2F7)
        for y in 0..<200 {
            for x in 0..<240 where y > 40 {
                let v = UInt32((x * 3 + y) / 5 & 0xFF)
                b.pixels[y * 240 + x] = y % 30 < 4 ? 0xFF1C_1C1E : 0xFF00_0000 | v << 16 | (255 - v) << 8 | 0x80
            }
        }
        return b
    }

    func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("compact-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func aReferenceWrittenByAnOlderWriterShrinksWithTheSamePixelsAndText() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("Screen/default.png")
        let bitmap = screen()
        try bitmap.writePNG(to: url, metadata: [PNGMetadata.appearanceKey: "dark"], compression: .fast)
        let old = try Data(contentsOf: url)

        let dry = try ReferenceCompactor.compact(url, write: false)
        #expect(dry.outcome == .smaller)
        #expect(dry.after < dry.before)
        #expect(try Data(contentsOf: url) == old, "a dry run writes nothing")

        let result = try ReferenceCompactor.compact(url, write: true)
        #expect(result == dry)
        let new = try Data(contentsOf: url)
        #expect(new.count == result.after)
        #expect(try PNGDecoder.decode(new, path: url.path).isPixelIdentical(to: bitmap))
        let info = try PNGFileInfo.read(new)
        #expect(info.text[PNGMetadata.appearanceKey] == "dark")
        #expect(info.verifiedPixelHash == bitmap.pixelHash)
        // Once compact, it stays as it is.
        #expect(try ReferenceCompactor.compact(url, write: true).outcome == .unchanged)
        #expect(try Data(contentsOf: url) == new)
    }

    @Test func aPNGTheKitDidNotWriteIsKept() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // The kit's bytes with the pixel hash's text chunk renamed: a PNG from elsewhere.
        let url = dir.appendingPathComponent("foreign.png")
        var bytes = [UInt8](try screen().pngData(compression: .fast))
        let key = Array(PNGMetadata.pixelHashKey.utf8)
        let at = try #require((0..<(bytes.count - key.count)).first { Array(bytes[$0..<($0 + key.count)]) == key })
        bytes[at] = UInt8(ascii: "Q")
        // The chunk's CRC no longer matches: fix it, so the file is intact, only foreign.
        let start = at - 4
        let length = Int(bytes[start - 4]) << 24 | Int(bytes[start - 3]) << 16 | Int(bytes[start - 2]) << 8 | Int(bytes[start - 1])
        var crc = Crc32()
        crc.update(bytes[start..<(start + 4 + length)])
        bytes.replaceSubrange((start + 4 + length)..<(start + 8 + length), with: crc.bigEndianBytes)
        try Data(bytes).write(to: url)
        let result = try ReferenceCompactor.compact(url, write: true)
        guard case .foreign = result.outcome else {
            Issue.record("\(result)")
            return
        }
        #expect(try Data(contentsOf: url) == Data(bytes))
    }

    @Test func aDamagedReferenceIsATypedErrorAndIsLeftAsItWas() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("damaged.png")
        let bytes = Data(try screen().pngData(compression: .fast).prefix(300))
        try bytes.write(to: url)
        #expect(throws: SnapshotError.self) { try ReferenceCompactor.compact(url, write: true) }
        #expect(try Data(contentsOf: url) == bytes)
        #expect(throws: SnapshotError.self) { try ReferenceCompactor.compact(dir.appendingPathComponent("missing.png"), write: true) }
    }

    @Test func referencesAreEveryPNGInTheFolderInNameOrder() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        for path in ["B/b.png", "A/z.png", "A/a.png", "A/a.layout.txt"] {
            let url = dir.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        #expect(ReferenceCompactor.references(in: dir).map(\.lastPathComponent) == ["a.png", "z.png", "b.png"])
    }
}

/// CRC-32 of PNG chunks (zlib's polynomial), for hand-edited test files.
struct Crc32 {
    private var value: UInt32 = 0xFFFF_FFFF
    mutating func update<C: Collection>(_ bytes: C) where C.Element == UInt8 {
        for byte in bytes {
            value ^= UInt32(byte)
            for _ in 0..<8 { value = value & 1 == 1 ? (value >> 1) ^ 0xEDB8_8320 : value >> 1 }
        }
    }
    var bigEndianBytes: [UInt8] {
        let v = ~value
        return [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }
}
