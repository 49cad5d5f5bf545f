import CCairo
import Foundation
import Testing

@testable import ImageCodec
@testable import Rendering
@testable import ScreenLayout
@testable import Theme

/// Renders `node` with `renderer` (so the test can look at its image store afterwards).
func render(_ node: Node, with renderer: Renderer, scale: Double = 2) throws -> Bitmap {
    let env = LayoutEnvironment(device: square, theme: try Theme.load(from: designTokens))
    let layout = try LayoutEngine(measurer: renderer.textSystem, images: renderer.images).layout(node, in: env)
    return try renderer.render(layout, scale: scale)
}

/// Left half red, right half blue.
func twoColourBitmap(width: Int, height: Int) -> Bitmap {
    Bitmap(width: width, height: height, pixels: (0..<(width * height)).map { $0 % width < width / 2 ? 0xFFE0_1010 : 0xFF10_10E0 })
}

/// A JPEG with an EXIF APP1 segment carrying `orientation`, spliced in after SOI.
func jpegWithOrientation(_ bitmap: Bitmap, _ orientation: UInt16) throws -> Data {
    let jpeg = try bitmap.jpegData(quality: 95)
    var tiff: [UInt8] = Array("MM".utf8) + [0, 42, 0, 0, 0, 8]  // big-endian, IFD0 at 8
    tiff += [0, 1]  // one entry
    tiff += [0x01, 0x12, 0, 3, 0, 0, 0, 1, UInt8(orientation >> 8), UInt8(orientation & 0xFF), 0, 0]
    tiff += [0, 0, 0, 0]  // no next IFD
    let payload = Array("Exif".utf8) + [0, 0] + tiff
    let length = payload.count + 2
    var out = Data(jpeg.prefix(2))
    out.append(contentsOf: [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload)
    out.append(jpeg.dropFirst(2))
    return out
}

func isRed(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r > 180 && p.b < 70 }
func isBlue(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.b > 180 && p.r < 70 }

@Suite struct ImageStoreTests {
    let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("images-\(UUID())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    func write(_ data: Data, _ name: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        return url.path
    }

    func photo(_ path: String, width: Double = 50, height: Double = 50) -> Node {
        Image(.file(path)).resizable().aspectRatio(.fill).frame(width: width, height: height)
    }

    @Test func drawsAJPEG() throws {
        let path = try write(try Bitmap(width: 64, height: 64, fill: 0xFFD9_485F).jpegData(), "rose.jpg")
        let renderer = try Renderer()
        let b = try render(photo(path), with: renderer)
        let p = b.rgba(x: 100, y: 100)
        #expect(abs(Int(p.r) - 0xD9) <= 3 && abs(Int(p.g) - 0x48) <= 3 && abs(Int(p.b) - 0x5F) <= 3)
        #expect(renderer.images.failures.isEmpty)
    }

    /// Orientation 6 (the phone held upright): stored 40×20 landscape, shown 20×40 portrait with
    /// the stored left half on top.
    @Test func appliesEXIFOrientation() throws {
        let path = try write(try jpegWithOrientation(twoColourBitmap(width: 40, height: 20), 6), "rotated.jpg")
        let renderer = try Renderer()
        #expect(renderer.images.naturalSize(of: .file(path)) == Size(width: 20, height: 40))
        let b = try render(Image(.file(path)).resizable().frame(width: 20, height: 40), with: renderer)
        #expect(isRed(b.rgba(x: 100, y: 70)))  // upper half of the 30…70 pt frame
        #expect(isBlue(b.rgba(x: 100, y: 130)))
        for (orientation, size) in [(1, Size(width: 40, height: 20)), (3, Size(width: 40, height: 20)), (8, Size(width: 20, height: 40))] {
            let p = try write(try jpegWithOrientation(twoColourBitmap(width: 40, height: 20), UInt16(orientation)), "o\(orientation).jpg")
            #expect(renderer.images.naturalSize(of: .file(p)) == size)
        }
        // Orientation 3 turns it upside down: red comes out on the right.
        let upside = try write(try jpegWithOrientation(twoColourBitmap(width: 40, height: 20), 3), "upside.jpg")
        let u = try render(Image(.file(upside)).resizable().frame(width: 40, height: 20), with: renderer)
        #expect(isBlue(u.rgba(x: 70, y: 100)) && isRed(u.rgba(x: 130, y: 100)))
    }

    @Test func decodesOnceAndCachesByPathAndSize() throws {
        let path = try write(try twoColourBitmap(width: 400, height: 400).pngData(), "cached.png")
        let renderer = try Renderer()
        let first = try render(photo(path), with: renderer)
        let second = try render(photo(path), with: renderer)
        #expect(renderer.images.decodeCount == 1)
        #expect(first.isPixelIdentical(to: second))
        _ = try render(photo(path, width: 30, height: 30), with: renderer)
        #expect(renderer.images.decodeCount == 1)  // another size: scaled from the decoded pixels
    }

    /// A long run over many sizes stays within the byte budget, least recently used out; an
    /// evicted photo is decoded again with the same pixels.
    @Test func cacheStaysWithinItsBudget() throws {
        let path = try write(try twoColourBitmap(width: 400, height: 400).pngData(), "budget.png")
        let store = ImageStore(cacheBudget: 1 << 20)  // 1 MB: the 640 KB source and a little more
        let first = try #require(store.surface(for: path, width: 300, height: 300))
        let firstPixels = Array(UnsafeBufferPointer(start: cairo_image_surface_get_data(first), count: 300 * 300 * 4))
        for side in stride(from: 290, through: 100, by: -10) {
            _ = try #require(store.surface(for: path, width: side, height: side))
            #expect(store.cachedBytes <= store.cacheBudget)
        }
        let decodes = store.decodeCount
        let again = try #require(store.surface(for: path, width: 300, height: 300))
        #expect(store.decodeCount >= decodes)
        #expect(Array(UnsafeBufferPointer(start: cairo_image_surface_get_data(again), count: 300 * 300 * 4)) == firstPixels)
        #expect(store.cachedBytes <= store.cacheBudget)
    }

    /// A large JPEG drawn small is decoded at 1/8 size by libjpeg, not in full.
    @Test func decodesLargeJPEGsAtReducedSize() throws {
        let path = try write(try twoColourBitmap(width: 1600, height: 1600).jpegData(), "large.jpg")
        let store = ImageStore()
        let surface = try #require(store.source(for: path, atLeast: (100, 100)))
        #expect(cairo_image_surface_get_width(surface) == 200)
        let full = try #require(store.source(for: path, atLeast: (1600, 1600)))
        #expect(cairo_image_surface_get_width(full) == 1600)
    }

    @Test func refusesADecompressionBombByItsHeader() throws {
        // A PNG whose header claims 30000 × 30000 pixels (900 MP) and whose data is tiny.
        var w = PNGChunkWriter()
        w.bytes = PNGEncoder.signature
        w.chunk("IHDR", [0, 0, 0x75, 0x30, 0, 0, 0x75, 0x30, 8, 2, 0, 0, 0])
        w.chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
        w.chunk("IEND", [])
        let png = try write(Data(w.bytes), "bomb.png")
        // A JPEG whose frame header is patched to 60000 × 60000.
        var jpeg = try Bitmap(width: 16, height: 16, fill: 0xFF80_8080).jpegData()
        let sof = try #require(jpeg.firstRange(of: Data([0xFF, 0xC0])))
        jpeg.replaceSubrange((sof.lowerBound + 5)..<(sof.lowerBound + 9), with: [0xEA, 0x60, 0xEA, 0x60])
        let jpg = try write(jpeg, "bomb.jpg")
        let renderer = try Renderer()
        for path in [png, jpg] {
            let b = try render(photo(path), with: renderer)
            #expect(b.rgba(x: 100, y: 100).a == 255)  // placeholder, not blank
            guard case .tooLarge(_, let width, _, _)? = renderer.images.failures[path] else {
                Issue.record("\(path): \(String(describing: renderer.images.failures[path]))")
                continue
            }
            #expect(width >= 30000)
        }
        #expect(renderer.images.decodeCount == 0)
        #expect(renderer.images.failures[png]!.description.contains("decompression bombs"))
    }

    @Test func unknownFormatsAndDamagedFilesAreClearErrors() throws {
        let gif = try write(Data("GIF89a\u{1}\u{0}\u{1}\u{0}".utf8), "photo.png")
        let empty = try write(Data(), "empty.jpg")
        let full = try twoColourBitmap(width: 120, height: 120).jpegData()
        let cut = try write(full.prefix(full.count / 2), "cut.jpg")
        let png = try twoColourBitmap(width: 120, height: 120).pngData()
        let cutPNG = try write(png.prefix(png.count / 2), "cut.png")
        let renderer = try Renderer()
        for path in [gif, empty, cut, cutPNG, "/nonexistent/photo.jpg"] {
            let b = try render(photo(path), with: renderer)
            let p = b.rgba(x: 100, y: 100)
            #expect(p.a == 255 && p.r > 120 && p.r < 220, "\(path) drew a placeholder")
        }
        #expect(renderer.images.failures[gif] == .unsupportedFormat(path: gif, format: "a GIF"))
        #expect(renderer.images.failures[empty] == .unsupportedFormat(path: empty, format: "an empty file"))
        #expect(renderer.images.failures[gif]!.description.contains("Convert it to PNG or JPEG"))
        guard case .corrupt? = renderer.images.failures[cut], case .corrupt? = renderer.images.failures[cutPNG] else {
            Issue.record("damaged files: \(renderer.images.failures)")
            return
        }
        #expect(renderer.images.failures["/nonexistent/photo.jpg"] == .missing(path: "/nonexistent/photo.jpg"))
    }

    /// A small copy of a render (the contrast audit's 1×) can take its photos from the
    /// snapshot's scaled copies: the original is scaled once, and the pixels do not depend on
    /// whether the larger copy was already there.
    @Test func aSmallerRenderReducesTheSnapshotsScaledPhotos() throws {
        var art = Bitmap(width: 400, height: 400, fill: 0xFF20_4060)
        for i in 0..<art.pixels.count where (i / 400 + i % 400) % 7 < 3 { art.pixels[i] = 0xFFE0_C080 }
        let path = try write(try art.pngData(), "art.png")
        let env = LayoutEnvironment(device: square, theme: try Theme.load(from: designTokens))
        let warm = try Renderer()
        let layout = try LayoutEngine(measurer: warm.textSystem, images: warm.images).layout(photo(path, width: 90, height: 70), in: env)
        _ = try warm.render(layout, scale: 3)
        #expect(warm.images.scaleCount == 1)
        let reduced = try warm.render(layout, scale: 1, photosFrom: 3)
        #expect(warm.images.scaleCount == 1)
        let cold = try Renderer()
        #expect(try cold.render(layout, scale: 1, photosFrom: 3) == reduced)
        // Without it, the original is scaled again for the small size.
        _ = try warm.render(layout, scale: 1)
        #expect(warm.images.scaleCount == 2)
    }
}
