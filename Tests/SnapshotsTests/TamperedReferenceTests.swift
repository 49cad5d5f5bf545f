import Foundation
import Rendering
import Testing

@testable import ImageCodec
@testable import Snapshots

/// The fast path trusts a reference's stored pixel hash only while the chunks that hold its
/// pixels are the ones the writer hashed: whatever a tool does to the pixels — repaint them
/// and keep the text chunks, as ImageMagick does, or leave image data that no longer inflates —
/// the check decodes the file and fails.
@Suite struct TamperedReferenceTests {
    let name = try! SnapshotName(screen: "S", state: "x", configuration: config)
    let original = bitmap(0xFFFF_FFFF, width: 64, height: 64)

    /// A checker over a fresh folder holding `original` as the reference, written by the kit.
    func checker() throws -> (SnapshotChecker, URL) {
        let root = try temporaryFolder()
        let checker = SnapshotChecker(snapshotsDirectory: root, artifactsDirectory: root.appendingPathComponent("artifacts"), recordMode: .never)
        try original.writePNG(to: checker.referenceURL(for: name), metadata: [PNGMetadata.rendererKey: Renderer.versions])
        #expect(try checker.verify(original, as: name) == .matched)
        return (checker, root)
    }

    /// The chunks of a PNG file: type and body.
    func chunks(_ data: Data) -> [(type: String, body: [UInt8])] {
        let bytes = [UInt8](data)
        var result: [(String, [UInt8])] = []
        var o = 8
        while o + 12 <= bytes.count {
            let length = Int(bytes[o]) << 24 | Int(bytes[o + 1]) << 16 | Int(bytes[o + 2]) << 8 | Int(bytes[o + 3])
            result.append((String(decoding: bytes[o + 4..<o + 8], as: UTF8.self), Array(bytes[o + 8..<o + 8 + length])))
            o += 12 + length
        }
        return result
    }

    /// A file with `imageFrom`'s image chunks and `textFrom`'s text chunks, CRCs valid: what a
    /// tool that edits pixels and keeps metadata writes.
    func splice(imageFrom: Data, textFrom: Data) -> Data {
        var w = PNGChunkWriter()
        w.bytes = PNGEncoder.signature
        let image = chunks(imageFrom).filter { ImageDataHash.covers($0.type) }
        w.chunk("IHDR", image[0].body)
        for c in chunks(textFrom) where !ImageDataHash.covers(c.type) { w.chunk(c.type, c.body) }
        for c in image.dropFirst() { w.chunk(c.type, c.body) }
        return Data(w.bytes)
    }

    @Test func repaintedPixelsWithTheOldTextChunksFail() throws {
        let (checker, root) = try checker()
        defer { try? FileManager.default.removeItem(at: root) }
        let url = checker.referenceURL(for: name)
        var painted = original
        for i in 0..<(10 * 64) { painted.pixels[i] = 0xFFFF_0000 }
        let spliced = splice(imageFrom: try painted.pngData(), textFrom: try Data(contentsOf: url))
        try spliced.write(to: url)
        #expect(try PNGFileInfo.read(at: url.path).pixelHash == original.pixelHash)  // the stale claim is still there
        #expect(try PNGFileInfo.read(at: url.path).verifiedPixelHash == nil)
        #expect { try checker.verify(original, as: name) } throws: { error in
            guard case SnapshotError.pixelsDiffer(_, let differing, _, _, _, _, _, _) = error else { return false }
            return differing == 640
        }
    }

    /// Image data replaced by bytes that do not inflate, CRC recomputed: unreadable, not "match".
    @Test func imageDataThatNoLongerInflatesFails() throws {
        let (checker, root) = try checker()
        defer { try? FileManager.default.removeItem(at: root) }
        let url = checker.referenceURL(for: name)
        var w = PNGChunkWriter()
        w.bytes = PNGEncoder.signature
        for c in chunks(try Data(contentsOf: url)) { w.chunk(c.type, c.type == "IDAT" ? [UInt8](repeating: 0xEE, count: c.body.count) : c.body) }
        try Data(w.bytes).write(to: url)
        #expect { try checker.verify(original, as: name) } throws: { error in
            guard case SnapshotError.unreadableReference = error else { return false }
            return true
        }
    }

    /// The same pixels written by another writer (no image-data hash) still match, by decoding.
    @Test func aForeignWriterWithTheSamePixelsStillMatches() throws {
        let (checker, root) = try checker()
        defer { try? FileManager.default.removeItem(at: root) }
        let url = checker.referenceURL(for: name)
        var text = try Data(contentsOf: url)
        text = splice(imageFrom: text, textFrom: text)
        var w = PNGChunkWriter()
        w.bytes = PNGEncoder.signature
        for c in chunks(text) {
            if c.type == "tEXt", c.body.starts(with: Array(PNGMetadata.imageDataHashKey.utf8)) { continue }
            w.chunk(c.type, c.body)
        }
        try Data(w.bytes).write(to: url)
        #expect(try PNGFileInfo.read(at: url.path).verifiedPixelHash == nil)
        #expect(try checker.verify(original, as: name) == .matched)
    }

    /// The edit from the report, with the real tool: `convert ref.png -fill red -draw
    /// "rectangle 0,0 20,20" ref.png` keeps the kit's text chunks and repaints the pixels.
    @Test func anImageMagickEditFails() throws {
        let convert = "/usr/bin/convert"
        guard FileManager.default.isExecutableFile(atPath: convert) else {
            Issue.record("ImageMagick is missing: Scripts/setup --browser installs it (the test command runs it)")
            return
        }
        let (checker, root) = try checker()
        defer { try? FileManager.default.removeItem(at: root) }
        let url = checker.referenceURL(for: name)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: convert)
        p.arguments = [url.path, "-fill", "red", "-draw", "rectangle 0,0 20,20", url.path]
        try p.run()
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)
        #expect(try PNGFileInfo.read(at: url.path).pixelHash == original.pixelHash)  // ImageMagick kept the chunk
        #expect { try checker.verify(original, as: name) } throws: { error in
            guard case SnapshotError.pixelsDiffer(_, let differing, _, _, _, _, _, _) = error else { return false }
            return differing == 21 * 21
        }
    }
}
