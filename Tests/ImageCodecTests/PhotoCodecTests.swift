import Foundation
import Testing

@testable import ImageCodec

/// JPEG, photo headers and EXIF orientation without the renderer (RenderingTests' image store
/// tests draw them).
@Suite struct PhotoCodecTests {
    /// A flat colour survives JPEG within libjpeg's rounding, at full and at half size.
    @Test func jpegRoundTripsAtFullAndReducedSize() throws {
        let data = try Bitmap(width: 64, height: 48, fill: 0xFFD9_485F).jpegData(quality: 95)
        for (denominator, size) in [(1, (64, 48)), (2, (32, 24)), (8, (8, 6))] {
            #expect(try JPEGCodec.scaledSize(of: data, denominator: denominator, path: "p.jpg") == size)
            let decoded = try JPEGCodec.decode(data, denominator: denominator, path: "p.jpg")
            #expect(decoded.width == size.0 && decoded.height == size.1)
            let p = decoded.rgba(x: decoded.width / 2, y: decoded.height / 2)
            #expect(p.a == 255 && abs(Int(p.r) - 0xD9) <= 3 && abs(Int(p.g) - 0x48) <= 3 && abs(Int(p.b) - 0x5F) <= 3, "\(p)")
        }
    }

    @Test func aCutJPEGIsCorrupt() throws {
        let data = try Bitmap(width: 64, height: 64, fill: 0xFF80_8080).jpegData()
        #expect { _ = try JPEGCodec.decode(data.prefix(20), path: "cut.jpg") } throws: { error in
            guard case ImageError.corrupt(let path, _) = error else { return false }
            return path == "cut.jpg"
        }
    }

    /// The header gives format, stored size and orientation without decoding; other formats
    /// are named in the error.
    @Test func headersNameFormatSizeAndOrientation() throws {
        let png = try ImageHeader.read(try Bitmap(width: 5, height: 3).pngData(), path: "a.png")
        #expect(png == ImageHeader(format: .png, width: 5, height: 3, orientation: 1))
        let jpeg = try ImageHeader.read(try Bitmap(width: 40, height: 30, fill: 0xFF00_0000).jpegData(), path: "b.jpg")
        #expect(jpeg.format == .jpeg && jpeg.width == 40 && jpeg.height == 30 && jpeg.orientedSize == (40, 30))
        let rotated = ImageHeader(format: .jpeg, width: 40, height: 30, orientation: 6)
        #expect(rotated.orientedSize == (30, 40))
        #expect(throws: ImageError.unsupportedFormat(path: "c.png", format: "a GIF")) {
            _ = try ImageHeader.read(Data("GIF89a\u{1}\u{0}\u{1}\u{0}".utf8), path: "c.png")
        }
    }

    /// Each EXIF orientation moves the pixels of a 3 × 2 image where they belong: the stored
    /// top-left pixel ends up in the corner the orientation names.
    @Test func everyOrientationMovesPixelsIntoPlace() {
        let stored: [UInt32] = [1, 2, 3, 4, 5, 6]  // 3 × 2, row by row
        let expected: [Int: [UInt32]] = [
            1: [1, 2, 3, 4, 5, 6], 2: [3, 2, 1, 6, 5, 4], 3: [6, 5, 4, 3, 2, 1], 4: [4, 5, 6, 1, 2, 3],
            5: [1, 4, 2, 5, 3, 6], 6: [4, 1, 5, 2, 6, 3], 7: [6, 3, 5, 2, 4, 1], 8: [3, 6, 2, 5, 1, 4],
        ]
        for orientation in 1...8 {
            let (w, h) = ImageOrientation.orientedSize(orientation, width: 3, height: 2)
            var shown = [UInt32](repeating: 0, count: w * h)
            stored.withUnsafeBufferPointer { src in
                shown.withUnsafeMutableBufferPointer { dst in
                    ImageOrientation.apply(orientation, from: src.baseAddress!, width: 3, height: 2, stride: 3, to: dst.baseAddress!, stride: w)
                }
            }
            #expect(shown == expected[orientation], "orientation \(orientation)")
        }
    }
}
